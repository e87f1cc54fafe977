"""Fast-fold ("Zoom") pools: `FastFoldPool` (pool.py), its events, seating and money.

See pool.py for the rules; `simulation.run_pool` plays a pool of bots (QA, benchmark).
"""

from client.room.fastfold.events import (
    HandSettled,
    LeaveReason,
    PlayerReleased,
    PlayerSeated,
    PoolEvent,
    PoolJoined,
    PoolLeft,
    PoolWaiting,
    SittingOut,
    TopUpDone,
    TopUpRefused,
    TurnStarted,
)
from client.room.fastfold.members import PlayerState, PoolError, PoolRules
from client.room.fastfold.pool import FastFoldPool

__all__ = [
    "FastFoldPool",
    "HandSettled",
    "LeaveReason",
    "PlayerReleased",
    "PlayerSeated",
    "PlayerState",
    "PoolError",
    "PoolEvent",
    "PoolJoined",
    "PoolLeft",
    "PoolRules",
    "PoolWaiting",
    "SittingOut",
    "TopUpDone",
    "TopUpRefused",
    "TurnStarted",
]
