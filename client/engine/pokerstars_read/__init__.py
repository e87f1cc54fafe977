"""PokerStars hand histories in: a typed, streaming reader and the bridge to replay.

`iter_pokerstars_hands(text)` yields one `ParsedHand` per hand as the file records it;
`parse_pokerstars(text)` is the list. Reading applies no rules: replaying does.
"""

from client.engine.pokerstars_read.model import (
    Collected,
    Move,
    ParsedHand,
    PokerStarsFormatError,
    Post,
    SeatLine,
)
from client.engine.pokerstars_read.parse import (
    iter_pokerstars_hands,
    looks_like_pokerstars,
    parse_pokerstars,
)

__all__ = [
    "Collected",
    "Move",
    "ParsedHand",
    "PokerStarsFormatError",
    "Post",
    "SeatLine",
    "iter_pokerstars_hands",
    "looks_like_pokerstars",
    "parse_pokerstars",
]
