"""Hand histories in: a typed, streaming PokerStars reader (GGPoker writes the same text).

`iter_pokerstars_hands(text)` yields one `ParsedHand` per hand as the file records it
(reading applies no rules); `to_recorded`/`replay_parsed` hand it to the engine's
recorded-hand replay. Reading a file of any format is `client.histories.files`.
"""

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
    "Collected",
    "Move",
    "ParsedHand",
    "PokerStarsFormatError",
    "PokerStarsReplay",
    "Post",
    "SeatLine",
    "iter_pokerstars_hands",
    "looks_like_pokerstars",
    "parse_hand",
    "parse_pokerstars",
    "replay_parsed",
    "split_hands",
    "to_recorded",
]
