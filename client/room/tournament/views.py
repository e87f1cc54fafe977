"""Read-only snapshots for the tournament lobby tabs (Info, Players, Tables, Prizes).

Plain frozen records so the GUI, the server and QA tools can show or serialise them
without touching the director's state.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    """The Info tab and the lobby row of a tournament."""

    tournament_id: str
    name: str
    kind: str
    game: str
    currency: str
    state: str
    starts_at: datetime
    registration_open: bool
    late_registration_closes_at: datetime | None
    entries: int
    players_left: int
    level: int
    small_blind: int
    big_blind: int
    ante: int
    next_break_at: datetime | None  # the next break as planned (see `Timekeeper.next_break`)
    on_break: bool
    hand_for_hand: bool
    prize_pool: Decimal
    guarantee: Decimal
    paid_places: int
    hands_played: int
    next_break_reason: str = ""  # synchronized, interval or add-on ("" with no break ahead)


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """One line of the Players tab: alive players ranked by stack, then the eliminated."""

    player: str
    rank: int
    stack: int
    table_id: str | None
    bounty: Decimal
    place: int | None
    prize: Decimal


@dataclass(frozen=True, slots=True)
class TableRow:
    """One line of the Tables tab."""

    table_id: str
    players: int
    largest_stack: int
    smallest_stack: int


@dataclass(frozen=True, slots=True)
class PrizeRow:
    """Places `first`..`last` each win `amount`."""

    first: int
    last: int
    amount: Decimal


@dataclass(frozen=True, slots=True)
class PrizeTable:
    """The Prizes tab; `final` is False until registration and rebuys are over."""

    final: bool
    pool: Decimal
    currency: str
    rows: tuple[PrizeRow, ...]
