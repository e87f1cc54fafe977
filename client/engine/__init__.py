"""The hand engine: rules of one hand of every game the site spreads.

Pure and synchronous: no I/O, no clock, no global state; randomness comes only
from the seed in `HandConfig` (or a secure shuffle when it is None).
"""

from client.engine.actions import Action, ActionKind
from client.engine.button import HandSeating, Positions, hand_seating, next_positions
from client.engine.config import ForcedPost, HandConfig
from client.engine.errors import (
    EngineError,
    IllegalActionError,
    RecordError,
    RecordMismatchError,
    UndecidableHandError,
)
from client.engine.events import Event, events_for
from client.engine.games import GAMES, GameSpec, game_spec
from client.engine.hand import Hand
from client.engine.records import HandResult, Legal, PotResult, SeatView
from client.engine.rotation import ROTATIONS, MixedRotation

__all__ = [
    "GAMES",
    "ROTATIONS",
    "Action",
    "ActionKind",
    "EngineError",
    "Event",
    "ForcedPost",
    "GameSpec",
    "Hand",
    "HandConfig",
    "HandResult",
    "HandSeating",
    "IllegalActionError",
    "Legal",
    "MixedRotation",
    "Positions",
    "PotResult",
    "RecordError",
    "RecordMismatchError",
    "SeatView",
    "UndecidableHandError",
    "events_for",
    "game_spec",
    "hand_seating",
    "next_positions",
]
