"""The tournament's read-only views: the lobby tabs, the finishing order, chip checks.

A mixin of `Tournament` (director.py) so the director keeps to driving the event; every
view here only reads the concerns the director builds and never changes them.
"""

from __future__ import annotations

from client.room.bounties import BountyBook
from client.room.tournament.eliminations import Eliminations
from client.room.tournament.field import Field
from client.room.tournament.floor import Floor
from client.room.tournament.lobby_tabs import info_tab, player_rows, table_rows
from client.room.tournament.purse import Purse
from client.room.tournament.registration import Registration
from client.room.tournament.timekeeper import Timekeeper
from client.room.tournament.views import PlayerRow, PrizeTable, TableRow, TournamentInfo


class TournamentViews:
    """What the lobby and the checks read from a `Tournament` (set up by its __init__)."""

    field: Field
    registration: Registration
    timekeeper: Timekeeper
    floor: Floor
    purse: Purse
    bounties: BountyBook | None
    eliminations: Eliminations
    hands_played: int

    def info(self) -> TournamentInfo:
        """The Info tab."""
        return info_tab(self.field, self.registration, self.timekeeper, self.floor,
                        self.purse, self.hands_played)

    def players(self) -> list[PlayerRow]:
        """The Players tab: alive by stack (rank 1 = chip leader), then by finishing place."""
        return player_rows(self.field, self.bounties)

    def table_rows(self) -> list[TableRow]:
        """The Tables tab."""
        return table_rows(self.field)

    def prizes(self) -> PrizeTable:
        """The Prizes tab; `final` once the pool is fixed (rule 7), else a projection."""
        return self.purse.table(self.registration.entries)

    def finishing_order(self) -> list[str]:
        """Players by place, winner first; tied players adjacent (in id order)."""
        return self.eliminations.finishing_order()

    def chips_in_play(self) -> int:
        """Chips on all tables now."""
        return self.field.chips_in_play()

    def chips_conserved(self) -> bool:
        """Every hand ended with the chips it started with, and every chip ever issued
        (stacks, rebuys, add-ons) is on a table or was retired with a finished player."""
        field = self.field
        return field.chip_errors == 0 and \
            field.chips_in_play() + field.chips_retired == field.chips_issued
