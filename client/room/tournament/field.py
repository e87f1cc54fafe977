"""The facts every concern of a running tournament shares: who entered, which tables are
open, how many players are left, and the chip count that proves conservation.

The director's concerns (registration, floor, clock, eliminations, deal, cancellation)
each own their own state and get this `Field` passed in; it is the one place they meet,
so what one concern may change in another is visible here instead of through `self`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from client.room.clock import Clock
from client.room.step_random import ReplayableRandom
from client.room.table import Table
from client.room.tournament import events as ev
from client.room.tournament.entrant import Entrant
from client.room.tournament.errors import RegistrationError, TournamentError
from client.room.tournament.structure import Structure
from client.room.tracked import TDict, Tracked


class State(StrEnum):
    """Life cycle of a tournament."""

    REGISTERING = "registering"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


@dataclass
class Field(Tracked):
    """Entrants, open tables and counters of one tournament (shared by its concerns).

    `rng` is the tournament's one source of seating randomness; `emit` sends an event to
    the director's listener. `chips_issued` counts every chip put into play (stacks,
    rebuys, add-ons) and `chips_retired` every chip taken out with a finished player.
    """

    tournament_id: str
    structure: Structure
    clock: Clock
    emit: Callable[[ev.TournamentEvent], None]
    rng: ReplayableRandom
    state: State = State.REGISTERING
    entrants: dict[str, Entrant] = field(default_factory=TDict)
    tables: dict[str, Table] = field(default_factory=TDict)
    players_left: int = 0
    chips_issued: int = 0
    chips_retired: int = 0
    chip_errors: int = 0

    @property
    def in_rounds(self) -> bool:
        """True for shootouts and heads-up brackets (rounds, not balancing)."""
        return self.structure.policy.plays_rounds

    def entrant(self, player: str) -> Entrant:
        """The entrant `player` (raises `TournamentError` if they never entered)."""
        entrant = self.entrants.get(player)
        if entrant is None:
            raise TournamentError(f"{player} is not in tournament {self.tournament_id}")
        return entrant

    def table_of(self, entrant: Entrant) -> Table:
        """The table `entrant` sits at (raises `RegistrationError` if not seated)."""
        if not entrant.alive or entrant.table_id is None:
            raise RegistrationError(f"{entrant.player} is not seated in this tournament")
        return self.tables[entrant.table_id]

    def alive(self) -> list[Entrant]:
        """Entrants still in the tournament, in registration order."""
        return [e for e in self.entrants.values() if e.alive]

    def chips_in_play(self) -> int:
        """Chips on all tables now."""
        return sum(sum(t.stacks.values()) for t in self.tables.values())

    def any_hand_running(self) -> bool:
        """True while some table is in a hand."""
        return any(t.in_hand for t in self.tables.values())
