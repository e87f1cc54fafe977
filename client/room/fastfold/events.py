"""What a fast-fold pool tells the room service: one frozen record per change.

Table play itself (cards, bets, pots) comes as the table's own `TableEvent`s through
the pool's `table_listener`; these records are the pool's part: who joined, who was
moved to which new hand, whose turn it is, what each hand raked, who left and why.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import StrEnum


class LeaveReason(StrEnum):
    """Why a player's money left the pool."""

    LEFT = "left"                  # asked to leave
    BUSTED = "busted"              # no chips left
    DISCONNECTED = "disconnected"  # away longer than the pool's disconnect limit


@dataclass(frozen=True, slots=True)
class PoolJoined:
    """`player` bought into the pool for `stack` chips and waits for a hand."""

    pool_id: str
    player: str
    stack: int


@dataclass(frozen=True, slots=True)
class PlayerSeated:
    """`player` was dealt into hand `hand_no` at `table_id`, in `seat`, with `stack` chips
    (`moved` is False only for a player's first hand after joining)."""

    pool_id: str
    player: str
    table_id: str
    hand_no: int
    seat: int
    stack: int
    moved: bool


@dataclass(frozen=True, slots=True)
class PlayerReleased:
    """`player` is out of hand `hand_no` at `table_id` (folded, fast-folded or the hand
    ended) with `stack` chips, and no longer sees that table."""

    pool_id: str
    player: str
    table_id: str
    hand_no: int
    stack: int
    fast_fold: bool


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """`player` must act at `table_id` by `deadline`; `turn` numbers the decisions of the
    hand (an action for an older turn is stale)."""

    pool_id: str
    table_id: str
    hand_no: int
    player: str
    turn: int
    deadline: datetime


@dataclass(frozen=True, slots=True)
class HandSettled:
    """Hand `hand_no` at `table_id` is over: its rake, the dealt-in `players` (seating
    order) and their stacks after it, what each pot winner `collected` after it, and who
    was `still_in` at the end (the others folded and moved on)."""

    pool_id: str
    table_id: str
    hand_no: int
    players: tuple[str, ...]
    rake: Decimal
    stacks: dict[str, int]
    collected: dict[str, int]
    still_in: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PoolWaiting:
    """Too few players are ready (`ready` of `needed`): no new hand starts until more are."""

    pool_id: str
    ready: int
    needed: int


@dataclass(frozen=True, slots=True)
class SittingOut:
    """`player` sits out (`on`) or is back in the pool (`on` False)."""

    pool_id: str
    player: str
    on: bool


@dataclass(frozen=True, slots=True)
class TopUpDone:
    """`player` added `amount` to their stack (now `stack` chips)."""

    pool_id: str
    player: str
    amount: Decimal
    stack: int


@dataclass(frozen=True, slots=True)
class TopUpRefused:
    """A top-up waiting for the end of `player`'s hand could not be made (`reason`)."""

    pool_id: str
    player: str
    amount: Decimal
    reason: str


@dataclass(frozen=True, slots=True)
class PoolLeft:
    """`player` left the pool; `cashed_out` went back to their available funds."""

    pool_id: str
    player: str
    cashed_out: Decimal
    reason: LeaveReason


PoolEvent = (PoolJoined | PlayerSeated | PlayerReleased | TurnStarted | HandSettled
             | PoolWaiting | SittingOut | TopUpDone | TopUpRefused | PoolLeft)
