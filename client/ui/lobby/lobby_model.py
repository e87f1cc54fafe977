"""Qt models for the lobby tabs: plain protocol rows in, sortable and filterable views out.

`RowTableModel` holds rows (RingRow or TournamentRow) keyed by id and applies lobby updates
in place (only changed rows are signalled, so selection and scroll survive); `LobbyFilter`
filters by free text, game, stakes/buy-in and status with a precomputed search text per row
so 10,000 rows filter without stutter.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, TypeVar

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QModelIndex,
    QObject,
    QSortFilterProxyModel,
    Qt,
)

from client.histories.own.tables import table_name
from client.protocol.messages import RingRow, TournamentRow
from client.ui.locale_format import clock_text, count_text, money_text
from client.ui.record_model import SORT_ROLE as SORT_ROLE  # re-exported: lobby views sort by it
from client.ui.record_model import AnyIndex, Field, RecordModel, SourceSortProxy

R = TypeVar("R", bound=RingRow | TournamentRow)
#: Role returning the row's id (table_id / tournament_id).
ID_ROLE = Qt.ItemDataRole.UserRole + 2

#: Tournament states in English (marked for translation; `status_text` translates).
STATUS_TEXT = {
    "registering": str(QT_TRANSLATE_NOOP("Lobby", "Registering")),
    "late_registration": str(QT_TRANSLATE_NOOP("Lobby", "Late reg.")),
    "running": str(QT_TRANSLATE_NOOP("Lobby", "Running")),
    "finished": str(QT_TRANSLATE_NOOP("Lobby", "Finished")),
    "cancelled": str(QT_TRANSLATE_NOOP("Lobby", "Cancelled")),
}


#: Game codes too long or too raw for a lobby cell (mixed rotations); the rest read as sent.
GAME_TEXT = {
    "MIXED_HOLDEM": str(QT_TRANSLATE_NOOP("Lobby", "Mixed HE")),
}


def game_text(code: str) -> str:
    """A game code as the lobby shows it ("NLHE", "HORSE", "Mixed HE")."""
    english = GAME_TEXT.get(code)
    return QCoreApplication.translate("Lobby", english) if english else code


def field_text(row: TournamentRow) -> str:
    """Players registered "of" the field limit, or the count alone when there is none."""
    if not row.max_players:
        return count_text(row.registered)
    return QCoreApplication.translate("Lobby", "%1 of %2").replace(
        "%1", count_text(row.registered)).replace("%2", count_text(row.max_players))


def buy_in_text(row: TournamentRow) -> str:
    """ "$5 + $0.50"; the buy-in alone when there is no fee (play money, freerolls)."""
    buy_in = money_text(row.buy_in, row.currency)
    return f"{buy_in} + {money_text(row.fee, row.currency)}" if row.fee else buy_in


def status_text(status: str) -> str:
    """A tournament state in the player's language (unknown states as sent)."""
    english = STATUS_TEXT.get(status)
    return QCoreApplication.translate("Lobby", english) if english else status


def cents(amount: Decimal) -> int:
    """An exact integer sort key for money (hundredths)."""
    return int(amount * 100)


@dataclass(frozen=True)
class Column(Field[R]):
    """One lobby column: a record field plus its width."""

    #: Width in average characters; 0 makes the column take the spare width.
    chars: int = 10


#: Bounty kinds in English (marked for translation; `bounty_marker` translates).
BOUNTY_TEXT = {
    "knockout": str(QT_TRANSLATE_NOOP("Lobby", "Knockout")),
    "progressive": str(QT_TRANSLATE_NOOP("Lobby", "Progressive KO")),
    "fixed": str(QT_TRANSLATE_NOOP("Lobby", "Fixed")),
    "team": str(QT_TRANSLATE_NOOP("Lobby", "Team Pro")),
}


def bounty_marker(row: TournamentRow) -> str:
    """The lobby's Bounty column: the kind, and how many players carry an advertised
    bounty ("Team Pro ×2"); empty for a tournament without bounties."""
    english = BOUNTY_TEXT.get(row.bounty_kind)
    if english is None:
        return ""
    text = QCoreApplication.translate("Lobby", english)
    return f"{text} ×{len(row.advertised)}" if row.advertised else text


def _tourney_start(row: TournamentRow) -> str:
    if row.start_time is None:
        return QCoreApplication.translate("Lobby", "When full") if row.kind == "sng" \
            else "—"
    return clock_text(row.start_time)


def played(row: RingRow, figure: str) -> str:
    """A table's figure, or a dash before any hand was played there ("$0" would say
    the pots averaged nothing; every pot holds at least the blinds)."""
    return figure if row.average_pot else "—"


#: Column titles are marked in the "Columns" context; RecordModel translates them.
RING_COLUMNS: tuple[Column[RingRow], ...] = (
    # The table's own name: the description in brackets repeats the next columns.
    Column(str(QT_TRANSLATE_NOOP("Columns", "Table")), lambda r: table_name(r.name),
           lambda r: table_name(r.name).lower(), chars=0),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Game")), lambda r: game_text(r.game),
           lambda r: r.game,
           chars=8),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Stakes")),
           lambda r: stakes_text(r.stakes, r.currency), lambda r: _stakes_key(r.stakes),
           chars=12),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Players")), lambda r: f"{r.players}/{r.seats}",
           lambda r: r.players, True, 8),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Waiting")), lambda r: str(r.waiting),
           lambda r: r.waiting, True, 8),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Avg pot")),
           lambda r: played(r, money_text(r.average_pot, r.currency)),
           lambda r: cents(r.average_pot), True, 9),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Plrs/Flop")),
           lambda r: played(r, f"{r.players_flop}%"), lambda r: r.players_flop, True, 8),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Hands/hr")),
           lambda r: str(r.hands_per_hour) if r.hands_per_hour else "—",
           lambda r: r.hands_per_hour, True, 8),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Buy-in")),
           lambda r: f"{money_text(r.min_buy_in, r.currency)}–"
           f"{money_text(r.max_buy_in, r.currency)}", lambda r: cents(r.min_buy_in), True,
           14),
)

TOURNAMENT_COLUMNS: tuple[Column[TournamentRow], ...] = (
    Column(str(QT_TRANSLATE_NOOP("Columns", "Start")), _tourney_start,
           lambda r: r.start_time.isoformat() if r.start_time else "9999", chars=9),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Name")), lambda r: r.name,
           lambda r: r.name.lower(), chars=0),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Game")), lambda r: game_text(r.game),
           lambda r: r.game,
           chars=7),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Buy-in")),
           lambda r: money_text(r.buy_in + r.fee, r.currency),
           lambda r: cents(r.buy_in + r.fee), True, 9),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Status")), lambda r: status_text(r.status),
           lambda r: r.status, chars=10),
    Column(str(QT_TRANSLATE_NOOP("Columns", "Players")),
           lambda r: f"{r.registered}/{r.max_players}" if r.max_players else str(r.registered),
           lambda r: r.registered, True, 9),  # no field limit: the count alone, not "0/0"
    Column(str(QT_TRANSLATE_NOOP("Columns", "Bounty")), bounty_marker,
           lambda r: f"{r.bounty_kind}{len(r.advertised):03d}", chars=11),
)


def stakes_text(stakes: str, currency: str) -> str:
    """ "0.50/1" in USD -> "$0.50/$1"; text the room sent is kept if it is not numeric."""
    try:
        return "/".join(money_text(Decimal(part), currency) for part in stakes.split("/"))
    except ArithmeticError:
        return f"{stakes} {currency}"


def _stakes_key(stakes: str) -> int:
    """Sort "0.05/0.10" by big blind in exact hundredths (bad text sorts last)."""
    try:
        return cents(Decimal(stakes.split("/")[-1]))
    except ArithmeticError:
        return 1 << 40


def row_id(row: RingRow | TournamentRow) -> str:
    """The id a lobby row is known by."""
    return row.table_id if isinstance(row, RingRow) else row.tournament_id


def search_text(row: RingRow | TournamentRow) -> str:
    """Lower-case text the free-text filter searches (name, game, stakes or buy-in, currency)."""
    if isinstance(row, RingRow):
        return f"{row.name} {row.game} {row.stakes} {row.currency}".lower()
    return (f"{row.name} {row.game} {row.kind} {row.buy_in + row.fee} {row.currency} "
            f"{row.structure}").lower()


class RowTableModel(RecordModel[R]):
    """A record model over lobby rows that adds ids, a search index and in-place updates."""

    def __init__(self, columns: Sequence[Column[R]], parent: QObject | None = None) -> None:
        super().__init__(columns, parent)
        self._columns: tuple[Column[R], ...] = tuple(columns)
        self._search: list[str] = []
        self._index: dict[str, int] = {}
        #: Bumped whenever rows are inserted, removed or replaced wholesale.
        self.revision = 0
        #: Rows replaced in place since the last revision bump.
        self.touched: set[int] = set()
        self._sort: tuple[int, Qt.SortOrder] | None = None

    # --- data in ------------------------------------------------------------------------
    def set_rows(self, rows: Iterable[R]) -> None:
        """Replace every row (a fresh LobbySnapshot)."""
        self.beginResetModel()
        self._bump()
        self._records = list(rows)
        self._search = [search_text(r) for r in self._records]
        self._index = {row_id(r): i for i, r in enumerate(self._records)}
        self.endResetModel()
        if self._sort is not None:
            self.sort(*self._sort)

    def upsert(self, rows: Iterable[R]) -> None:
        """Replace rows with the same id, append new ones (a LobbyUpdate); then, if a row
        came or a sort key changed, sort again (new tournaments were listed at the end)."""
        last = self.columnCount() - 1
        field = self._columns[self._sort[0]] if self._sort is not None else None
        resort = False
        for row in rows:
            rid = row_id(row)
            position = self._index.get(rid)
            resort = resort or (field is not None and (position is None or field.sort_value(
                self._records[position]) != field.sort_value(row)))
            if position is None:
                end = len(self._records)
                self.beginInsertRows(QModelIndex(), end, end)
                self._bump()
                self._records.append(row)
                self._search.append(search_text(row))
                self._index[rid] = end
                self.endInsertRows()
            else:
                self._records[position] = row
                self._search[position] = search_text(row)
                self.touched.add(position)
                self.dataChanged.emit(self.index(position, 0), self.index(position, last))
        if resort and self._sort is not None:
            self.sort(*self._sort)

    def remove(self, ids: Iterable[str]) -> None:
        """Drop rows by id (unknown ids are ignored: they may belong to another tab)."""
        for rid in ids:
            position = self._index.get(rid)
            if position is None:
                continue
            self.beginRemoveRows(QModelIndex(), position, position)
            self._bump()
            del self._records[position]
            del self._search[position]
            self.endRemoveRows()
            self._index = {row_id(r): i for i, r in enumerate(self._records)}

    def _bump(self) -> None:
        self.revision += 1
        self.touched.clear()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by a column's key with Python's sort (kept for rows added later)."""
        if 0 <= column < len(self._columns):
            self._sort = (column, order)
        super().sort(column, order)

    def _apply_order(self, rows: list[int]) -> None:
        """Reorder the rows and their search texts together, then re-index the ids."""
        search = self._search
        super()._apply_order(rows)
        self._search = [search[i] for i in rows]
        self._index = {row_id(r): i for i, r in enumerate(self._records)}
        self._bump()

    def columns(self) -> tuple[Column[R], ...]:
        """The column definitions (views size themselves from them)."""
        return self._columns

    # --- data out -----------------------------------------------------------------------
    def row_at(self, position: int) -> R:
        """The row record at a source row number."""
        return self.record(position)

    def position_of(self, rid: str) -> int | None:
        """Source row number of an id, or None."""
        return self._index.get(rid)

    def search_at(self, position: int) -> str:
        """The precomputed lower-case search text of a row."""
        return self._search[position]

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The record model's cell data, plus the row's id under ID_ROLE."""
        if role == ID_ROLE:
            if not index.isValid() or not 0 <= index.row() < len(self._records):
                return None
            return row_id(self._records[index.row()])
        return super().data(index, role)


class LobbyFilter(SourceSortProxy):
    """Filters by text, game, stakes/buy-in text and status, and (cash tables) hides full
    or empty tables; sorting is the source's."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._game = ""
        self._stakes = ""
        self._status = ""
        self._hide_full = False
        self._hide_empty = False
        self._accepted: list[bool] | None = None
        self._revision = -1

    def set_filters(self, text: str | None = None, game: str | None = None,
                    stakes: str | None = None, status: str | None = None,
                    hide_full: bool | None = None, hide_empty: bool | None = None) -> None:
        """Change any of the filters ("" means no filter) and refilter once.

        Which rows pass is decided here in one pass over the rows, so the per-row callback
        Qt makes while refiltering is a list lookup.
        """
        if text is not None:
            self._text = text.strip().lower()
        if game is not None:
            self._game = game
        if stakes is not None:
            self._stakes = stakes
        if status is not None:
            self._status = status
        if hide_full is not None:
            self._hide_full = hide_full
        if hide_empty is not None:
            self._hide_empty = hide_empty
        self.beginFilterChange()
        self._accepted = None
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def _active(self) -> bool:
        return bool(self._text or self._game or self._stakes or self._status
                    or self._hide_full or self._hide_empty)

    def _matches(self, model: RowTableModel[Any], position: int) -> bool:
        if self._text and self._text not in model.search_at(position):
            return False
        if not (self._game or self._stakes or self._status or self._hide_full
                or self._hide_empty):
            return True
        row = model.row_at(position)
        if self._game and row.game != self._game:
            return False
        if isinstance(row, RingRow):
            if (self._hide_full and row.players >= row.seats) or \
                    (self._hide_empty and not row.players):
                return False
            return not self._stakes or row.stakes == self._stakes
        if self._stakes and money_text(row.buy_in + row.fee, row.currency) != self._stakes:
            return False
        return not self._status or row.status == self._status

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        """Keep a row only if it matches every active filter.

        The answers for all rows are computed in one pass and reused until the filters or
        the rows change; rows replaced in place are checked afresh.
        """
        if not self._active():
            return True
        model = self.sourceModel()
        assert isinstance(model, RowTableModel)
        if self._accepted is None or self._revision != model.revision:
            self._accepted = [self._matches(model, i) for i in range(model.rowCount())]
            self._revision = model.revision
        if source_row in model.touched or source_row >= len(self._accepted):
            return self._matches(model, source_row)
        return self._accepted[source_row]
