"""Hand history files opened in the client (PHH, PHHS, PokerStars text): the format is
detected from the text, hands are read in the background with progress and Cancel, and
any hand becomes a `ReplaySource` for the step-by-step replay window.

A file of 10,000 hands never freezes the window: the reader works in slices of a few
milliseconds on the event loop (a zero-interval timer), handing each slice's hands to the
list, so paints, clicks and Cancel are served between slices. It is incremental rather
than a worker thread on purpose: Python's garbage collector runs in whichever thread
allocates, and a parser thread allocating millions of objects ends up destroying the GUI's
dead Qt objects off the GUI thread, which Qt forbids.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from client.engine import EngineError
from client.histories.eight88.read import parse_888_hand, split_888
from client.histories.files import (
    STARS_DIALECTS,
    STARS_HEADER,
    Format,
    count_history_hands,
    decode_history,
    detect_format,
)
from client.histories.ipoker.read import iter_ipoker_games
from client.histories.partypoker.read import parse_partypoker_hand, split_partypoker
from client.histories.phh.read import read_phh, read_phhs
from client.histories.pokerstars.read import (
    ParsedHand,
    parse_hand,
    replay_parsed,
    split_hands,
    to_recorded,
)
from client.histories.recorded.model import RecordedHand, ReplayedHand
from client.histories.recorded.replay import replay_recorded
from client.histories.winamax.read import parse_winamax_hand, split_winamax
from client.practice.replay import steps_from_recorded
from client.ui.histories.replay_window import ReplaySource
from client.ui.table.table_state import chips_text

#: Seconds of reading per turn of the event loop (short enough to keep the window live).
SLICE = 0.03
FORMAT_NAMES = {Format.PHH: "PHH", Format.PHHS: "PHHS", Format.POKERSTARS: "PokerStars",
                Format.GGPOKER: "GGPoker", Format.WINAMAX: "Winamax", Format.EIGHT88: "888poker",
                Format.PARTYPOKER: "partypoker", Format.IPOKER: "iPoker"}
NOT_A_HISTORY = ("not a hand history this client reads (PHH, PHHS, PokerStars, GGPoker, "
                 "Winamax, 888poker, partypoker text or iPoker XML)")


_PARSERS = {Format.WINAMAX: parse_winamax_hand, Format.EIGHT88: parse_888_hand,
            Format.PARTYPOKER: parse_partypoker_hand}
_SPLITS = {Format.WINAMAX: split_winamax, Format.EIGHT88: split_888,
           Format.PARTYPOKER: split_partypoker}
_PHHS_TABLE = re.compile(r'\[\s*(\w+|"[^".]*")\s*\]\s*$', re.MULTILINE)
_PASTED_HEADER = re.compile(
    rf"^(?:{STARS_HEADER}"
    r"|Winamax Poker - |#Game No : |\*{5} (?:888poker |Cassava |)Hand History for Game )",
    re.MULTILINE)


class HandFileError(Exception):
    """A file or pasted text that is not a hand history this client reads."""


@dataclass(frozen=True)
class FileHand:
    """One hand of an opened file: what the list shows and what replaying it needs."""

    number: int
    hand_id: str
    fmt: Format
    game: str = ""
    stakes: str = ""
    players: tuple[str, ...] = ()
    text: str = ""
    #: Cash hands: the currency the amounts are cents of ("" for chips).
    currency: str = ""
    #: Why this hand cannot be replayed here ("" when it can).
    problem: str = ""
    #: A feature of the source site the site does not offer (replayed as recorded).
    feature: str = ""
    #: The table's seat number of each player (engine seat order), its size and button.
    seats: tuple[int, ...] = ()
    max_seats: int = 0
    button: int | None = None
    table: str = ""
    #: The player the file was written for (PokerStars "Dealt to"), sat at the bottom.
    hero: str = ""
    recorded: RecordedHand | None = field(default=None, compare=False, repr=False)
    parsed: ParsedHand | None = field(default=None, compare=False, repr=False)
    fields: Mapping[str, object] = field(default_factory=dict, compare=False, repr=False)


def read_hands(text: str, fmt: Format) -> Iterator[FileHand]:
    """The hands of a text in a detected format, one at a time (a hand that cannot be read
    or replayed here comes back with its `problem` set; HandFileError when the text as a
    whole is not a hand history)."""
    try:
        if fmt is Format.IPOKER:
            for number, (xml, parsed) in enumerate(iter_ipoker_games(text), 1):
                known = [name for name, cards in parsed.hole.items() if None not in cards]
                hero = known[0] if len(known) == 1 else ""
                yield parsed_file_hand(parsed, xml, number, fmt, hero)
        elif fmt in _SPLITS:
            for number, (first, lines) in enumerate(_SPLITS[fmt](text), 1):
                yield pokerstars_hand(lines, first, number, fmt)
        elif fmt in STARS_DIALECTS:
            for number, (first, lines) in enumerate(split_hands(text), 1):
                yield pokerstars_hand(lines, first, number, fmt)
        elif fmt is Format.PHHS:
            yield from _phhs_hands(text)
        else:
            yield _phh_hand(text)
    except EngineError as exc:  # the file as a whole (not one hand) is unreadable
        raise HandFileError(f"{NOT_A_HISTORY}: {exc}") from exc


def pasted_history(text: str) -> str:
    """Pasted text from its first PokerStars, GGPoker or Winamax hand header on (a support
    ticket's or a forum post's words before the hand are dropped); other text as it is."""
    header = _PASTED_HEADER.search(text)
    return text[header.start():] if header is not None else text


def pokerstars_hand(lines: list[str], first_line: int, number: int,
                    fmt: Format = Format.POKERSTARS) -> FileHand:
    """One PokerStars (GGPoker, Winamax) hand's list entry; a hand that cannot be read is
    listed with why."""
    text = "\n".join(lines).rstrip() + "\n"
    try:
        parsed = _PARSERS.get(fmt, parse_hand)(lines, first_line)
    except EngineError as exc:
        hand_id = lines[0].split("#", 1)[-1].split(":", 1)[0]
        return FileHand(number, hand_id, fmt, text=text, problem=str(exc))
    return parsed_file_hand(parsed, text, number, fmt, _dealt_to(lines))


def parsed_file_hand(parsed: ParsedHand, text: str, number: int, fmt: Format,
                     hero: str) -> FileHand:
    """The list entry of a hand read into a `ParsedHand` (any site's text or XML)."""
    problem = parsed.unsupported or ""
    recorded = None
    if not problem:
        try:
            recorded = to_recorded(parsed)
        except EngineError as exc:
            problem = f"breaks the rules: {exc}"
    currency = parsed.currency or ""
    players = parsed.players
    return FileHand(number, parsed.id, fmt, parsed.game or parsed.game_name,
                    _stakes(parsed, currency), tuple(s.name for s in players), text,
                    currency, problem, parsed.site_feature or "",
                    tuple(s.seat for s in players),
                    parsed.max_seats or max((s.seat for s in parsed.seats), default=9),
                    parsed.button_seat or None, parsed.table, hero, recorded, parsed)


def _dealt_to(lines: list[str]) -> str:
    """The file owner's name from "Dealt to NAME [cards]" ("" when nobody is dealt to)."""
    for line in lines:
        if line.startswith("Dealt to ") and " [" in line:
            return line[len("Dealt to "):line.rindex(" [")]
    return ""


def _stakes(hand: ParsedHand, currency: str) -> str:
    small, big = (hand.small_bet, hand.big_bet) if hand.small_bet else (
        hand.small_blind, hand.big_blind)
    if not big:
        return ""
    stakes = f"{chips_text(small, currency)}/{chips_text(big, currency)}"
    if hand.tournament is not None:
        return f"T#{hand.tournament} {stakes}" + (f" ante {hand.ante:,}" if hand.ante else "")
    return stakes


def _phh_hand(text: str, number: int = 1, name: str = "1",
              fmt: Format = Format.PHH) -> FileHand:
    recorded, fields = read_phh(text)
    seats = fields.get("seats")
    n = len(recorded.players)
    numbers = (tuple(seats) if isinstance(seats, list) and len(seats) == n
               and all(isinstance(s, int) for s in seats) else tuple(range(1, n + 1)))
    seat_count = fields.get("seat_count")
    table = fields.get("table", "")
    return _recorded_hand(number, str(fields.get("hand", name)), fmt, recorded, text,
                          numbers, seat_count if isinstance(seat_count, int) else 0,
                          str(table), fields)


def _phhs_hands(text: str) -> Iterator[FileHand]:
    """A .phhs file hand by hand: each plain ``[name]`` table is read as one PHH hand when
    its turn comes (a big file is not parsed all at once); a file with nested tables is
    read whole by the engine's `read_phhs`."""
    sections = _sections(text)
    if any(_PHHS_TABLE.match(section) is None for section in sections):
        hands = read_phhs(text)
        shown = sections if len(sections) == len(hands) else [""] * len(hands)
        for number, ((hand_id, hand), section) in enumerate(zip(hands, shown, strict=True), 1):
            if isinstance(hand, EngineError):
                yield FileHand(number, hand_id, Format.PHHS, text=section, problem=str(hand))
            else:
                yield _recorded_hand(number, hand_id, Format.PHHS, hand, section,
                                     tuple(range(1, len(hand.players) + 1)), 0, "", {})
        return
    for number, section in enumerate(sections, 1):
        header, _, body = section.partition("\n")
        name = header.strip()[1:-1].strip().strip('"')
        try:
            entry = _phh_hand(body, number, name, Format.PHHS)
        except EngineError as exc:
            yield FileHand(number, name, Format.PHHS, text=section, problem=str(exc))
            continue
        yield replace(entry, text=section)


def _sections(text: str) -> list[str]:
    """The text of each ``[name]`` table of a .phhs file (for showing a hand as written)."""
    lines = text.splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("[")]
    return ["\n".join(lines[a:b]).rstrip() + "\n"
            for a, b in pairwise([*starts, len(lines)])]


def _recorded_hand(number: int, hand_id: str, fmt: Format, recorded: RecordedHand,
                   text: str, seats: tuple[int, ...], max_seats: int, table: str,
                   fields: Mapping[str, object]) -> FileHand:
    n = len(recorded.players)
    blinds = (f"{recorded.small_blind:,}/{recorded.big_blind:,}" if recorded.big_blind
              else f"bring-in {recorded.bring_in:,}")
    button = seats[recorded.button] if recorded.big_blind and recorded.button < n else None
    return FileHand(number, hand_id, fmt, recorded.game, blinds, recorded.players, text,
                    seats=seats, max_seats=max(max_seats, max(seats), n), button=button,
                    table=table, recorded=recorded, fields=fields)


def replay_source(hand: FileHand) -> ReplaySource:
    """The replay of a file hand with everyone's recorded cards, names and amounts.
    Raises EngineError (the message says which action or amount) when the hand breaks
    the rules or its recorded result does not add up."""
    if hand.problem or hand.recorded is None:
        raise HandFileError(hand.problem or "this hand cannot be replayed")
    replayed: ReplayedHand
    if hand.parsed is not None:
        replayed = replay_parsed(hand.parsed).replayed  # checks the file's stacks too
    else:
        replayed = replay_recorded(hand.recorded, hand.fields)
    seat_of = dict(zip(hand.players, hand.seats, strict=True))
    return ReplaySource(
        title=f"{hand.game} hand #{hand.hand_id}",
        steps=tuple(steps_from_recorded(replayed)),
        seat_of=seat_of,
        hero_seat=seat_of.get(hand.hero),
        max_seats=hand.max_seats,
        first_seat=1,
        button=hand.button,
        table_id=hand.table,
        currency=hand.currency,
    )


class HistoryLoader(QObject):
    """Reads a file (or a pasted text) a slice at a time on the GUI thread's event loop and
    hands its hands over in batches: `batch(list[FileHand])` and `progress(read, expected)`
    after every slice, `failed(message)` for an unreadable file, `finished` at the end
    (`cancelled` says whether Cancel stopped it)."""

    batch = Signal(list)
    progress = Signal(int, int)
    failed = Signal(str)
    finished = Signal()

    def __init__(self, path: Path | None = None, text: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        if (path is None) == (text is None):
            raise ValueError("give a path or a text")
        self.path = path
        self.text = text
        self.fmt: Format | None = None
        self.cancelled = False
        self._running = False
        self._hands: Iterator[FileHand] | None = None
        self._read = 0
        self._expected = 1
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)

    @property
    def running(self) -> bool:
        """Whether the reading has started and not ended yet."""
        return self._running

    def start(self) -> None:
        """Start reading on the next turns of the event loop (returns at once)."""
        self._running = True
        self._timer.start()

    def cancel(self) -> None:
        """Stop reading before the next slice (the hands already delivered stay)."""
        if self._running:
            self.cancelled = True
            self._end()

    def _end(self) -> None:
        self._running = False
        self._timer.stop()
        self.finished.emit()

    def _slice(self) -> None:
        """One turn: read hands for about SLICE seconds, deliver them, come back later."""
        try:
            hands = self._hands if self._hands is not None else self._open()
            pending: list[FileHand] = []
            deadline = time.monotonic() + SLICE
            for hand in hands:
                pending.append(hand)
                if time.monotonic() >= deadline:
                    break
            else:
                self._finish(pending)
                return
        except (HandFileError, OSError, EngineError) as exc:
            self.failed.emit(str(exc))
            self._end()
            return
        self._deliver(pending, max(self._expected, self._read + len(pending)))
        if self._running:  # not cancelled while the list took the batch
            self._timer.start()

    def _open(self) -> Iterator[FileHand]:
        name = self.path.name if self.path is not None else ""
        text = (decode_history(self.path.read_bytes()) if self.path is not None
                else self.text or "")
        self.fmt = detect_format(text, name)
        self._expected = max(1, count_history_hands(text, name))
        self._hands = read_hands(text, self.fmt)
        return self._hands

    def _finish(self, pending: list[FileHand]) -> None:
        if not self._read and not pending:
            raise HandFileError("the file holds no hands")
        self._deliver(pending, self._read + len(pending))
        if self._running:
            self._end()

    def _deliver(self, hands: list[FileHand], expected: int) -> None:
        self._read += len(hands)
        self.batch.emit(hands)
        if self._running:
            self.progress.emit(self._read, expected)
