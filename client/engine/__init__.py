"""The hand engine: rules of one hand of every game the site spreads.

Pure and synchronous: no I/O, no clock, no global state; randomness comes only
from the seed in `HandConfig` (or a secure shuffle when it is None).
"""

from client.engine.actions import Action, ActionKind
from client.engine.config import HandConfig
from client.engine.errors import EngineError, IllegalActionError
from client.engine.events import Event, events_for
from client.engine.games import GAMES, GameSpec, game_spec
from client.engine.hand import Hand
from client.engine.records import HandResult, Legal, PotResult, SeatView

__all__ = [
    "GAMES",
    "Action",
    "ActionKind",
    "EngineError",
    "Event",
    "GameSpec",
    "Hand",
    "HandConfig",
    "HandResult",
    "IllegalActionError",
    "Legal",
    "PotResult",
    "SeatView",
    "events_for",
    "game_spec",
]
