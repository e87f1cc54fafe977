"""A fast-fold pool's players: their state, the pool's timing rules, its error type."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import StrEnum

from client.room.errors import RingTableError
from client.room.fastfold.events import LeaveReason
from client.room.tracked import Tracked


class PoolError(RingTableError):
    """A fast-fold request the pool cannot honour; nothing changed."""


class PlayerState(StrEnum):
    """Where a pool player is."""

    WAITING = "waiting"          # ready, waiting for a table's worth of players
    PLAYING = "playing"          # in a hand
    SITTING_OUT = "sitting_out"  # in the pool, dealt no hands
    AWAY = "away"                # disconnected, dealt no hands


@dataclass(frozen=True, slots=True)
class PoolRules:
    """Timing and size rules of a pool (`min_ready` 0: two tables' worth of players)."""

    action_seconds: float = 15.0
    time_bank_seconds: float = 30.0
    disconnect_leave_seconds: float = 60.0
    min_ready: int = 0


@dataclass
class Member(Tracked):
    """One player of the pool (the pool's own bookkeeping)."""

    stack: int                       # chips between hands (0 while in a hand)
    time_bank: float
    table: str | None = None         # table of the hand they are in
    sitting_out: bool = False
    leaving: LeaveReason | None = None
    away_since: datetime | None = None
    top_up: Decimal | None = None
    hands: int = 0
    last_table: str | None = None

    @property
    def state(self) -> PlayerState:
        """Where this player is now."""
        if self.table is not None:
            return PlayerState.PLAYING
        if self.away_since is not None:
            return PlayerState.AWAY
        return PlayerState.SITTING_OUT if self.sitting_out else PlayerState.WAITING
