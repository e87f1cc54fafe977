"""Any hand history file in: detect PHH, PHHS, PokerStars, GGPoker, Winamax, 888poker,
partypoker text or iPoker XML from the content, list and replay its hands.

`iter_history(text, name)` yields one `HistoryEntry` per hand in file order, lazily, so a
window can show progress on a 10,000-hand file; each entry carries the hand's id, its
players in seat order and either a `RecordedHand` ready for `replay_recorded` or the
reason it is not replayed. `read_history_file(path_or_text)` is the whole list.
`count_history_hands(text, name)` says how many there are (for a progress bar) without
parsing. `replay_history(text, fmt)` is what `skg-poker qa replay` prints.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from client.engine.errors import EngineError, UndecidableHandError
from client.histories.eight88.read import iter_888_hands, looks_like_888, split_888
from client.histories.ipoker.read import iter_ipoker_hands, looks_like_ipoker
from client.histories.partypoker.read import (
    iter_partypoker_hands,
    looks_like_partypoker,
    split_partypoker,
)
from client.histories.phh.read import PHHFormatError, read_phh, read_phhs
from client.histories.pokerstars.read.model import ParsedHand, PokerStarsFormatError
from client.histories.pokerstars.read.parse import iter_pokerstars_hands, looks_like_pokerstars
from client.histories.pokerstars.read.to_recorded import replay_parsed, to_recorded
from client.histories.recorded.model import RecordedHand
from client.histories.recorded.replay import replay_recorded
from client.histories.winamax.read import HEADER_START, iter_winamax_hands, looks_like_winamax


class HistoryFileError(EngineError):
    """The bytes are not text this reader knows (not UTF-8 nor Windows-1252)."""


class Format(enum.Enum):
    """The hand history formats read here."""

    PHH = "phh"
    PHHS = "phhs"
    POKERSTARS = "pokerstars"
    GGPOKER = "ggpoker"  # PokerStars' dialect, read by the same reader
    WINAMAX = "winamax"  # reworded into PokerStars' words, then read by the same reader
    EIGHT88 = "888poker"  # likewise
    PARTYPOKER = "partypoker"  # likewise
    IPOKER = "ipoker"  # XML, written as partypoker-style lines, then likewise


#: The formats read into `ParsedHand`s (the PokerStars reader, or a site's on top of it).
STARS_DIALECTS = frozenset((Format.POKERSTARS, Format.GGPOKER, Format.WINAMAX,
                            Format.EIGHT88, Format.PARTYPOKER, Format.IPOKER))


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One hand of a file: `recorded` to replay, or `why` it is not replayed."""

    id: str
    players: tuple[str, ...]
    recorded: RecordedHand | None
    why: str | None = None
    parsed: ParsedHand | None = None  # PokerStars hands: the hand as its text records it
    feature: str | None = None  # a feature of the source site the site lacks (cash-out...)


@dataclass(slots=True)
class ReplayReport:
    """What `qa replay` prints for a many-hand file, and whether any hand broke the rules."""

    hands: list[dict[str, object]] = field(default_factory=list)
    unsupported: list[dict[str, object]] = field(default_factory=list)
    broken: bool = False


def decode_history(data: bytes) -> str:
    """The text of a history file: UTF-8 (with or without a BOM), else Windows-1252 (older
    PokerStars clients). CRLF line ends are kept; the readers accept them."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError as exc:
        raise HistoryFileError(f"not UTF-8 or Windows-1252 text ({exc.reason})") from exc


#: A PokerStars (or GGPoker) hand's first words, the client set to Portuguese or Russian too.
STARS_HEADER = (r"(?:(?:PokerStars (?:Zoom |Home Game |Club )?(?:Hand|Game)|Poker Hand"
                r"|Mão PokerStars) #|Раздача PokerStars №)")
_STARS_HEADERS = re.compile("^" + STARS_HEADER, re.M)


def detect_format(text: str, name: str = "") -> Format:
    """From the content: PokerStars or GGPoker when the text starts with their hand header;
    PHHS for TOML tables (`[1]`) or a `.phhs` name; else a single PHH hand."""
    if looks_like_winamax(text):
        return Format.WINAMAX
    if looks_like_888(text):
        return Format.EIGHT88
    if looks_like_partypoker(text):
        return Format.PARTYPOKER
    if looks_like_ipoker(text):
        return Format.IPOKER
    if looks_like_pokerstars(text):
        header = _STARS_HEADERS.search(text)
        gg = header is not None and header.group(0).startswith("Poker Hand")
        return Format.GGPOKER if gg else Format.POKERSTARS
    if name.lower().endswith(".phhs"):
        return Format.PHHS
    first = next((line.strip() for line in text.lstrip("\ufeff").splitlines()
                  if line.strip() and not line.lstrip().startswith("#")), "")
    return Format.PHHS if first.startswith("[") else Format.PHH


_PHHS_TABLES = re.compile(r"^\s*\[[^\]\n]+\]\s*$", re.M)


_SPLITS = {Format.EIGHT88: split_888, Format.PARTYPOKER: split_partypoker}


def count_history_hands(text: str, name: str = "") -> int:
    """How many hands `iter_history` will yield, counted in one fast scan (no parsing), so
    a window can show "hand 1,234 of 10,000" while it reads."""
    fmt = detect_format(text, name)
    if fmt is Format.WINAMAX:
        return text.count("\n" + HEADER_START) + text.lstrip("\ufeff").startswith(HEADER_START)
    if fmt in _SPLITS:
        return sum(1 for _ in _SPLITS[fmt](text))
    if fmt is Format.IPOKER:
        return text.count("<game gamecode=")
    if fmt in STARS_DIALECTS:
        return len(_STARS_HEADERS.findall(text))
    return len(_PHHS_TABLES.findall(text)) if fmt is Format.PHHS else 1


def iter_history(text: str, name: str = "") -> Iterator[HistoryEntry]:
    """Each hand of the file in order (see the module docstring). PokerStarsFormatError or
    PHHFormatError when the file as a whole is not readable."""
    fmt = detect_format(text, name)
    if fmt in STARS_DIALECTS:
        for hand in parsed_hands(text, fmt):
            yield _pokerstars_entry(hand)
    else:
        yield from _phh_entries(text, fmt)


def parsed_hands(text: str, fmt: Format) -> Iterator[ParsedHand]:
    """The hands of a PokerStars, GGPoker, Winamax, 888poker or partypoker text as
    `ParsedHand`s."""
    if fmt is Format.WINAMAX:
        return iter_winamax_hands(text)
    if fmt is Format.PARTYPOKER:
        return iter_partypoker_hands(text)
    if fmt is Format.IPOKER:
        return iter_ipoker_hands(text)
    return iter_888_hands(text) if fmt is Format.EIGHT88 else iter_pokerstars_hands(text)


def read_history_file(source: str | Path) -> list[HistoryEntry]:
    """Every hand of a file (a Path) or of pasted text (a str)."""
    if isinstance(source, Path):
        return list(iter_history(decode_history(source.read_bytes()), source.name))
    return list(iter_history(source))


def _pokerstars_entry(hand: ParsedHand) -> HistoryEntry:
    players = tuple(p.name for p in hand.players)
    if hand.unsupported is not None:
        return HistoryEntry(hand.id, players, None, hand.unsupported, hand)
    try:
        return HistoryEntry(hand.id, players, to_recorded(hand), None, hand,
                            hand.site_feature)
    except PokerStarsFormatError as exc:
        return HistoryEntry(hand.id, players, None, f"breaks the rules: {exc}", hand)


def _phh_entries(text: str, fmt: Format) -> Iterator[HistoryEntry]:
    if fmt is Format.PHH:
        recorded, _ = read_phh(text)
        yield HistoryEntry(recorded.hand_id or "1", recorded.players, recorded)
        return
    for ident, item in read_phhs(text):
        if isinstance(item, PHHFormatError):
            yield HistoryEntry(ident, (), None, f"not readable: {item}")
        else:
            yield HistoryEntry(ident, item.players, item)


def replay_history(text: str, fmt: Format) -> ReplayReport:
    """Replay every hand of a PokerStars or PHHS file for `qa replay`."""
    report = ReplayReport()
    if fmt in STARS_DIALECTS:
        for hand in parsed_hands(text, fmt):
            _replay_pokerstars(hand, report)
        return report
    for entry in _phh_entries(text, fmt):
        if entry.recorded is None:
            report.unsupported.append({"id": entry.id, "why": entry.why})
            continue
        try:
            replayed = replay_recorded(entry.recorded)
        except EngineError as exc:
            _failed(report, entry.id, exc)
            continue
        report.hands.append({"id": entry.id, "players": list(entry.players),
                             "finishing_stacks": replayed.finishing_stacks(),
                             "pots": replayed.pots()})
    return report


def _replay_pokerstars(hand: ParsedHand, report: ReplayReport) -> None:
    if hand.unsupported is not None:
        report.unsupported.append({"id": hand.id, "why": hand.unsupported})
        return
    try:
        report.hands.append(replay_parsed(hand).as_json())
    except EngineError as exc:
        _failed(report, hand.id, exc)


def _failed(report: ReplayReport, hand_id: str, exc: EngineError) -> None:
    """A hand that did not replay: undecidable (hidden cards, no recorded result) is
    unsupported; anything else (an illegal action, a result or record that contradicts
    the rules or itself, cards that cannot be dealt) breaks the rules."""
    if isinstance(exc, UndecidableHandError):
        report.unsupported.append({"id": hand_id, "why": f"undecidable: {exc}"})
        return
    report.unsupported.append({"id": hand_id, "why": f"breaks the rules: {exc}"})
    report.broken = True
