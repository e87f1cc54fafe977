"""Everything the director reports: one plain frozen dataclass per kind of state change.

The lobby, the tournament lobby tabs, the table views and the server render or forward
these as they are; every field is a plain value (str, int, Decimal, datetime, tuples).
Tournament events are public; `PlayerMoved` also tells the moved player where to go.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal


@dataclass(frozen=True, slots=True)
class TournamentEvent:
    """Base of all director events: which tournament, and when (clock time)."""

    tournament_id: str
    at: datetime


@dataclass(frozen=True, slots=True)
class PlayerRegistered(TournamentEvent):
    """A player entered (or re-entered); `entries` counts this player's entries so far."""

    player: str
    entries: int
    via_satellite: bool = False


@dataclass(frozen=True, slots=True)
class PlayerUnregistered(TournamentEvent):
    """A player left before the start; `refund` says how (cash, T$ or ticket; none: a
    Day 2 seat given up)."""

    player: str
    refund: str


@dataclass(frozen=True, slots=True)
class RegistrationClosed(TournamentEvent):
    """Registration (late registration) is over; `early` when closed by reaching the money."""

    early: bool


@dataclass(frozen=True, slots=True)
class TournamentStarted(TournamentEvent):
    """Play began with `players` entrants at `tables` tables."""

    players: int
    tables: int


@dataclass(frozen=True, slots=True)
class TournamentCancelled(TournamentEvent):
    """Not enough players at the start: every payment was refunded in its format."""

    reason: str


@dataclass(frozen=True, slots=True)
class LevelUp(TournamentEvent):
    """A new blind level (1-based `level`)."""

    level: int
    small_blind: int
    big_blind: int
    ante: int


@dataclass(frozen=True, slots=True)
class BreakStarted(TournamentEvent):
    """Every table finished its hand; break until `ends_at`."""

    reason: str
    ends_at: datetime


@dataclass(frozen=True, slots=True)
class BreakEnded(TournamentEvent):
    """Play resumes everywhere."""


@dataclass(frozen=True, slots=True)
class TableOpened(TournamentEvent):
    """A table started (start of play, late registration, a new shootout round)."""

    table_id: str


@dataclass(frozen=True, slots=True)
class TableBroken(TournamentEvent):
    """A table closed; its players were re-seated at random."""

    table_id: str


@dataclass(frozen=True, slots=True)
class PlayerMoved(TournamentEvent):
    """A player changed tables (`reason`: "balance", "broken" or "final-table")."""

    player: str
    from_table: str
    from_seat: int
    to_table: str
    to_seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class PlayerSeated(TournamentEvent):
    """A player took a seat (start of play, late registration, satellite winner, new round)."""

    player: str
    table_id: str
    seat: int
    stack: int


@dataclass(frozen=True, slots=True)
class FinalTableFormed(TournamentEvent):
    """All remaining players are at one table."""

    table_id: str
    players: int


@dataclass(frozen=True, slots=True)
class HandForHand(TournamentEvent):
    """Hand-for-hand play switched on or off."""

    on: bool


@dataclass(frozen=True, slots=True)
class PlayerEliminated(TournamentEvent):
    """A player is out in `place` (tied players share `place`; `tied` lists all of them)."""

    player: str
    place: int
    tied: tuple[str, ...]
    eliminated_by: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PrizeAwarded(TournamentEvent):
    """Money paid to a player (`kind`: prize, early, bounty, deal, seat, leftover)."""

    player: str
    amount: Decimal
    currency: str
    kind: str


@dataclass(frozen=True, slots=True)
class PrizePoolFinalized(TournamentEvent):
    """Registration and rebuys are over: the prizes shown are now final."""

    pool: Decimal
    entries: int
    paid_places: int


@dataclass(frozen=True, slots=True)
class Rebought(TournamentEvent):
    """A rebuy or add-on (`kind`) added `chips` to a player's stack."""

    player: str
    kind: str
    chips: int


@dataclass(frozen=True, slots=True)
class DealPaused(TournamentEvent):
    """All remaining players asked to discuss a deal: the table paused after its hand."""

    table_id: str


@dataclass(frozen=True, slots=True)
class DealApplied(TournamentEvent):
    """An agreed deal was paid; `left_in_play` goes to the winner of the rest of play."""

    amounts: tuple[tuple[str, Decimal], ...]
    left_in_play: Decimal


@dataclass(frozen=True, slots=True)
class ShootoutRound(TournamentEvent):
    """A new round of a shootout or heads-up bracket began (1-based)."""

    round: int
    players: int


@dataclass(frozen=True, slots=True)
class DayEnded(TournamentEvent):
    """A Day 1 flight stopped at its bag count: `survivors` carry their chips to Day 2."""

    survivors: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TournamentFinished(TournamentEvent):
    """The tournament is over; `finishing_order` is winner first, tied players adjacent."""

    finishing_order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RebuyOffered(TournamentEvent):
    """A player busted in the rebuy period and may still rebuy (rule 8: with available
    funds): their seat is kept, dealt around, until `ends_at`; `chips` for `cost`."""

    player: str
    table_id: str
    ends_at: datetime
    chips: int
    cost: Decimal
    currency: str


@dataclass(frozen=True, slots=True)
class RebuyWindowClosed(TournamentEvent):
    """A rebuy window ended (`outcome`: "rebought", "declined" or "expired"); a player who
    did not rebuy is eliminated (`PlayerEliminated` follows once their hand is ranked)."""

    player: str
    outcome: str
