"""Hand histories in: a typed, streaming PokerStars reader and any-format file reading.

`iter_pokerstars_hands(text)` yields one `ParsedHand` per hand as the file records it
(reading applies no rules); `to_recorded`/`replay_parsed` hand it to the engine's
recorded-hand replay. `iter_history`/`read_history_file` read PHH, PHHS or PokerStars
text into `HistoryEntry`s (id, players, a `RecordedHand` or the reason it is not
replayed); `count_history_hands` counts them first for a progress bar.
"""

from client.histories.pokerstars.read.history_file import (
    STARS_DIALECTS,
    Format,
    HistoryEntry,
    HistoryFileError,
    count_history_hands,
    decode_history,
    detect_format,
    iter_history,
    read_history_file,
)
from client.histories.pokerstars.read.model import (
    Collected,
    Move,
    ParsedHand,
    PokerStarsFormatError,
    Post,
    SeatLine,
)
from client.histories.pokerstars.read.parse import (
    iter_pokerstars_hands,
    looks_like_pokerstars,
    parse_hand,
    parse_pokerstars,
    split_hands,
)
from client.histories.pokerstars.read.to_recorded import (
    PokerStarsReplay,
    replay_parsed,
    to_recorded,
)

__all__ = [
    "STARS_DIALECTS",
    "Collected",
    "Format",
    "HistoryEntry",
    "HistoryFileError",
    "Move",
    "ParsedHand",
    "PokerStarsFormatError",
    "PokerStarsReplay",
    "Post",
    "SeatLine",
    "count_history_hands",
    "decode_history",
    "detect_format",
    "iter_history",
    "iter_pokerstars_hands",
    "looks_like_pokerstars",
    "parse_hand",
    "parse_pokerstars",
    "read_history_file",
    "replay_parsed",
    "split_hands",
    "to_recorded",
]
