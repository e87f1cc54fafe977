"""Where every running table is: cash tables (ring games, scenario tables) with the part
that runs each, and tournament tables with the tournament that owns them.
"""

from __future__ import annotations

from typing import Protocol

from client.protocol import messages as m
from client.room.table import Blinds, Table
from client.room.tournament.director import Tournament
from client.room.tracked import TDict, Tracked
from client.service.errors import ServiceError


class CashGame(Protocol):
    """The part that runs a cash table (no tournament): its stakes, its next deal, a seated
    player leaving it. Rings and practice scenario tables are cash games."""

    def blinds(self, table_id: str) -> Blinds: ...
    def deal_next(self, table_id: str) -> None: ...
    def leave(self, player_id: str, table_id: str) -> None: ...


class TableDirectory(Tracked):
    """Owns the index of running tables: each cash table with its `CashGame`, each
    tournament table with its tournament (the table itself stays in the director)."""

    def __init__(self) -> None:
        self._cash: dict[str, tuple[Table, CashGame]] = TDict()
        self._owners: dict[str, Tournament] = TDict()

    def add_cash(self, table: Table, game: CashGame) -> None:
        """A cash table now runs, driven by ``game``."""
        self._cash[table.table_id] = (table, game)

    def remove_cash(self, table_id: str) -> None:
        """A cash table closed."""
        self._cash.pop(table_id, None)

    def cash_tables(self) -> list[Table]:
        """Tables outside tournaments (ring games first, as opened)."""
        return [table for table, _game in self._cash.values()]

    def cash_game(self, table_id: str) -> CashGame | None:
        """The part running this cash table (None: not a cash table)."""
        found = self._cash.get(table_id)
        return found[1] if found else None

    def own(self, table_id: str, tournament: Tournament) -> None:
        """A tournament opened this table."""
        self._owners[table_id] = tournament

    def disown(self, tournament_id: str) -> list[str]:
        """The tournament retired: its tables leave the index; their ids."""
        gone = self.owned_by(tournament_id)
        for table_id in gone:
            del self._owners[table_id]
        return gone

    def owners(self) -> list[tuple[str, str]]:
        """(table id, tournament id) of every table a tournament not retired opened."""
        return [(table, owner.tournament_id) for table, owner in self._owners.items()]

    def owned_by(self, tournament_id: str) -> list[str]:
        """Ids of every table the tournament opened (none once it retired)."""
        return [t for t, owner in self._owners.items() if owner.tournament_id == tournament_id]

    def table_ids(self) -> set[str]:
        """Every table id known (cash tables and tournament tables, closed ones too)."""
        return {*self._cash, *self._owners}

    def lookup(self, table_id: str) -> tuple[Tournament | None, Table] | None:
        """The tournament (None for a cash table) and table with this id, if running."""
        found = self._cash.get(table_id)
        if found is not None:
            return None, found[0]
        tournament = self._owners.get(table_id)
        table = tournament.tables.get(table_id) if tournament else None
        if tournament is None or table is None:
            return None
        return tournament, table

    def get(self, table_id: str) -> tuple[Tournament | None, Table]:
        """As `lookup`, refusing a table that is not running."""
        found = self.lookup(table_id)
        if found is None:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"no table {table_id!r} is running: pick one from the lobby")
        return found
