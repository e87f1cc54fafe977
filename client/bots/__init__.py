"""Bot players: they see only a `SeatView` and answer with a legal `Action`.

Public API (see docs/ARCHITECTURE.md, section "Bots"):

* ``make_bot(style, seed) -> Bot``; ``style`` is one of `BOT_STYLES` or ``"mixed"``
  (a playing style chosen per seed). Same style, seed and view: same decision.
* ``make_bots(style, seed, count)``, ``seat_seed(seed, i)``, ``resolve_style(style, seed)``.
* ``bot_name(seed, i)``: deterministic screen names for bots seated at random.
"""

from client.bots.names import bot_name
from client.bots.protocol import Bot
from client.bots.registry import (
    BOT_STYLES,
    MIXED,
    PLAYING_STYLES,
    UnknownBotStyleError,
    make_bot,
    make_bots,
    resolve_style,
    seat_seed,
)
from client.bots.situation import NotMyTurnError

__all__ = [
    "BOT_STYLES",
    "MIXED",
    "PLAYING_STYLES",
    "Bot",
    "NotMyTurnError",
    "UnknownBotStyleError",
    "bot_name",
    "make_bot",
    "make_bots",
    "resolve_style",
    "seat_seed",
]
