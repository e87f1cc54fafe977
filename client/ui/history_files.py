"""Hand history files opened in the client (PHH, PHHS, PokerStars text): the format is
detected from the text, hands are read in a background thread with progress and cancel,
and any hand becomes a `ReplaySource` for the step-by-step replay window.

Reading happens off the GUI thread so a file of 10,000 hands never freezes the window; the
reader hands its results over in batches through queued Qt signals (widgets are touched
only on the GUI thread) and never runs more than a few batches ahead of the GUI, so a slow
window is not flooded and Cancel stops it within a batch.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal

from client.engine import EngineError
from client.engine.phh import parse_phh, player_order, replay_phh
from client.engine.pokerstars_read import ParsedHand
from client.engine.pokerstars_read.parse import parse_hand, split_hands
from client.practice.replay import steps_from_phh
from client.ui.replay_window import ReplaySource
from client.ui.table_state import chips_text

#: Hands handed to the GUI per signal, and batches the reader may run ahead of the GUI.
BATCH = 200
AHEAD = 2
FORMAT_NAMES = {"phh": "PHH", "phhs": "PHHS", "pokerstars": "PokerStars"}


class HistoryFileError(Exception):
    """A file or pasted text that is not a hand history this client reads."""


@dataclass(frozen=True)
class FileHand:
    """One hand of an opened file: what the list shows and what replaying it needs."""

    number: int
    hand_id: str
    fmt: str
    game: str = ""
    stakes: str = ""
    players: tuple[str, ...] = ()
    text: str = ""
    #: Cash hands: the currency the amounts are cents of ("" for chips).
    currency: str = ""
    #: Why this hand cannot be replayed here ("" when it can).
    problem: str = ""
    #: The reader's parsed hand, when the format has one (kept for the replay).
    parsed: object = field(default=None, compare=False, repr=False)


def decode(data: bytes) -> str:
    """File bytes as text: UTF-16 with a byte-order mark, else UTF-8 (BOM optional), else
    Windows-1252 (old PokerStars installs write it)."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return data.decode("utf-16")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def detect_format(text: str, name: str = "") -> str:
    """"phh", "phhs" or "pokerstars" for a hand history text (``name``: its file name, whose
    extension settles PHH against PHHS). HistoryFileError when it is none of them."""
    head = text.lstrip("\ufeff \t\r\n")[:4000]
    if "PokerStars " in head and ("Hand #" in head or "Game #" in head):
        return "pokerstars"
    if name.lower().endswith(".phhs"):
        return "phhs"
    for line in head.splitlines():
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            return "phhs"
        if stripped.startswith(("variant", "actions")) and "=" in stripped:
            return "phh"
    raise HistoryFileError(
        "not a hand history this client reads: expected PHH (variant = ...), "
        "PHHS ([1] sections) or PokerStars text (PokerStars Hand #...)")


def expected_hands(text: str, fmt: str) -> int:
    """A quick count of the hands in a text, for the progress bar (at least 1)."""
    if fmt == "pokerstars":
        return max(1, text.count("PokerStars Hand #") + text.count("PokerStars Game #")
                   + text.count("PokerStars Zoom Hand #"))
    if fmt == "phhs":
        return max(1, sum(1 for line in text.splitlines() if line.startswith("[")))
    return 1


def read_hands(text: str, fmt: str) -> Iterator[FileHand]:
    """The hands of a text in a detected format, one at a time (a hand the format cannot
    express here comes back with its `problem` set, never as an exception)."""
    if fmt == "phh":
        yield phh_hand(text, 1, "1")
    elif fmt == "pokerstars":
        try:
            for number, (first, lines) in enumerate(split_hands(text), 1):
                yield pokerstars_hand(lines, first, number)
        except EngineError as exc:  # text before the first hand: not this format
            raise HistoryFileError(str(exc)) from exc
    else:
        raise HistoryFileError(f"{FORMAT_NAMES.get(fmt, fmt)} files cannot be read yet")


def pokerstars_hand(lines: list[str], first_line: int, number: int) -> FileHand:
    """One PokerStars hand's list entry; a hand that cannot be read is listed with why."""
    text = "\n".join(lines).rstrip() + "\n"
    try:
        parsed = parse_hand(lines, first_line)
    except EngineError as exc:
        hand_id = lines[0].split("#", 1)[-1].split(":", 1)[0]
        return FileHand(number, hand_id, "pokerstars", text=text, problem=str(exc))
    currency = parsed.currency or ""
    return FileHand(number, parsed.id, "pokerstars", parsed.game or parsed.game_name,
                    _stakes(parsed, currency), tuple(s.name for s in parsed.players), text,
                    currency, parsed.unsupported or "", parsed)


def _stakes(hand: ParsedHand, currency: str) -> str:
    small, big = (hand.small_bet, hand.big_bet) if hand.small_bet else (
        hand.small_blind, hand.big_blind)
    if not big:
        return ""
    stakes = f"{chips_text(small, currency)}/{chips_text(big, currency)}"
    if hand.tournament is not None:
        return f"T#{hand.tournament} {stakes}" + (f" ante {hand.ante:,}" if hand.ante else "")
    return stakes


def phh_hand(text: str, number: int, default_id: str) -> FileHand:
    """One PHH hand's list entry (the file's ``hand`` field names it when present)."""
    try:
        config, _actions, fields = parse_phh(text)
    except EngineError as exc:
        return FileHand(number, default_id, "phh", text=text, problem=str(exc))
    labels = fields.get("players")
    n = len(config.stacks)
    players = (tuple(str(p) for p in labels) if isinstance(labels, list) and len(labels) == n
               else tuple(f"p{k + 1}" for k in range(n)))
    blinds = (f"{config.small_blind}/{config.big_blind}" if config.big_blind
              else f"bring-in {config.bring_in}")
    hand_id = str(fields.get("hand", default_id))
    return FileHand(number, hand_id, "phh", config.game, blinds, players, text)


def replay_source(hand: FileHand) -> ReplaySource:
    """The replay of a file hand with everyone's recorded cards and the recorded names.
    Raises EngineError (the message says which action) when the hand breaks the rules."""
    if hand.problem:
        raise HistoryFileError(hand.problem)
    if hand.fmt == "phh":
        return _phh_source(hand)
    raise HistoryFileError(f"{FORMAT_NAMES.get(hand.fmt, hand.fmt)} hands cannot be replayed")


def _phh_source(hand: FileHand) -> ReplaySource:
    replayed = replay_phh(hand.text)
    fields = replayed.fields
    seats = fields.get("seats")
    n = len(hand.players)
    numbers = ([int(s) for s in seats] if isinstance(seats, list) and len(seats) == n
               and all(isinstance(s, int) for s in seats) else list(range(1, n + 1)))
    seat_count = fields.get("seat_count")
    max_seats = seat_count if isinstance(seat_count, int) else max(max(numbers), n, 2)
    order = player_order(replayed.hand.config)
    button_player = order.index(replayed.hand.config.button)
    return ReplaySource(
        title=f"{hand.game} hand {hand.hand_id}",
        steps=tuple(steps_from_phh(hand.text, show_all=True)),
        seat_of=dict(zip(hand.players, numbers, strict=True)),
        max_seats=max_seats,
        first_seat=1,
        button=numbers[button_player] if replayed.hand.config.big_blind else None,
        table_id=str(fields.get("table", "")),
        currency=hand.currency,
    )


class HistoryLoader(QThread):
    """Reads a file (or a pasted text) in a worker thread and hands its hands over in
    batches. Signals arrive on the GUI thread: `batch(list[FileHand])`, `progress(read,
    expected)`, `failed(message)` for an unreadable file; QThread's `finished` at the end
    (`cancelled` says whether Cancel stopped it)."""

    batch = Signal(list)
    progress = Signal(int, int)
    failed = Signal(str)

    def __init__(self, path: Path | None = None, text: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        if (path is None) == (text is None):
            raise ValueError("give a path or a text")
        self.path = path
        self.text = text
        self.fmt = ""
        self._stop = threading.Event()
        self._room = threading.Semaphore(AHEAD)
        self.batch.connect(self._make_room)

    @property
    def cancelled(self) -> bool:
        """Whether Cancel stopped the reading before the end."""
        return self._stop.is_set()

    def cancel(self) -> None:
        """Stop reading after the current hand (the hands already delivered stay)."""
        self._stop.set()
        self._room.release()

    def _make_room(self, _hands: list[FileHand]) -> None:
        self._room.release()

    def run(self) -> None:
        """The worker: read, detect, then parse hand by hand, delivering batches."""
        try:
            self._read()
        except (HistoryFileError, OSError, EngineError) as exc:
            self.failed.emit(str(exc))

    def _read(self) -> None:
        name = self.path.name if self.path is not None else ""
        text = decode(self.path.read_bytes()) if self.path is not None else self.text or ""
        self.fmt = detect_format(text, name)
        expected = expected_hands(text, self.fmt)
        pending: list[FileHand] = []
        read = 0
        for hand in read_hands(text, self.fmt):
            if self._stop.is_set():
                return
            pending.append(hand)
            read += 1
            if len(pending) >= BATCH:
                self._deliver(pending, read, max(expected, read))
                pending = []
        if not read:
            raise HistoryFileError("the file holds no hands")
        self._deliver(pending, read, read)

    def _deliver(self, hands: list[FileHand], read: int, expected: int) -> None:
        self._room.acquire()
        if not self._stop.is_set():
            self.batch.emit(hands)
            self.progress.emit(read, expected)
