"""A read-only, sortable Qt table model over a list of plain records (tournament lobby tabs,
hand lists), and the proxy that lets source models sort themselves.

Sorting through QSortFilterProxyModel calls `data()` in Python n·log n times (seconds for
10,000 rows); a source model that sorts its own list with Python's `sorted` and a proxy
that only filters keep large lobbies instant.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

T = TypeVar("T")
AnyIndex = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True)
class Field(Generic[T]):
    """One column: its header, its text, its sort key, alignment and tooltip."""

    header: str
    text: Callable[[T], str]
    key: Callable[[T], Any] | None = None
    align_right: bool = False
    #: Keyword only: subclasses add positional fields of their own after these.
    tip: Callable[[T], str] | None = dataclasses.field(default=None, kw_only=True)

    def sort_value(self, record: T) -> Any:
        """What rows are sorted by under this column: its key, else its text."""
        return (self.key or self.text)(record)


def reorder(model: QAbstractItemModel, order: list[int], apply: Callable[[list[int]], None]
            ) -> None:
    """Move rows to `order` (old row numbers in their new order) as one layout change,
    keeping selections and other persistent indexes on the same records."""
    model.layoutAboutToBeChanged.emit()
    new_row = {old: new for new, old in enumerate(order)}
    apply(order)
    for index in model.persistentIndexList():
        if index.isValid():
            moved = model.index(new_row.get(index.row(), index.row()), index.column())
            model.changePersistentIndex(index, moved)
    model.layoutChanged.emit()


def sorted_order(count: int, key: Callable[[int], Any], order: Qt.SortOrder) -> list[int]:
    """Row numbers sorted by `key(row)` (stable), descending for a descending order."""
    return sorted(range(count), key=key, reverse=order == Qt.SortOrder.DescendingOrder)


class SourceSortProxy(QSortFilterProxyModel):
    """A proxy that asks its source model to sort itself instead of sorting through data()."""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Forward to the source model (which reorders its own rows)."""
        source = self.sourceModel()
        if source is not None:
            source.sort(column, order)


class RecordModel(QAbstractTableModel, Generic[T]):
    """Rows of records under fixed columns; `set_records` replaces them all."""

    def __init__(self, fields: Sequence[Field[T]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._fields: tuple[Field[T], ...] = tuple(fields)
        self._records: list[T] = []

    def set_records(self, records: Iterable[T]) -> None:
        """Show these records instead of the current ones."""
        self.beginResetModel()
        self._records = list(records)
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the records by a column's key (its text when it has none)."""
        if not 0 <= column < len(self._fields):
            return
        field = self._fields[column]
        records = self._records
        reorder(self, sorted_order(len(records), lambda i: field.sort_value(records[i]), order),
                self._apply_order)

    def _apply_order(self, rows: list[int]) -> None:
        """Put the records in `rows` order (old row numbers); subclasses reorder their
        per-row extras alongside."""
        self._records = [self._records[i] for i in rows]

    def record(self, row: int) -> T:
        """The record shown on a row."""
        return self._records[row]

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        """Number of records (flat: valid parents have no children)."""
        return 0 if parent.isValid() else len(self._records)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        """Number of columns."""
        return 0 if parent.isValid() else len(self._fields)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Text, sort key, alignment and tooltip of a cell."""
        if not index.isValid() or not 0 <= index.row() < len(self._records):
            return None
        record = self._records[index.row()]
        field = self._fields[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return field.text(record)
        if role == SORT_ROLE:
            return field.key(record) if field.key is not None else field.text(record)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            horizontal = (Qt.AlignmentFlag.AlignRight if field.align_right
                          else Qt.AlignmentFlag.AlignLeft)
            return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and field.tip is not None:
            return field.tip(record)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """Column titles."""
        if (role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal
                and 0 <= section < len(self._fields)):
            # titles marked with QT_TRANSLATE_NOOP("Columns", ...) show translated
            return QCoreApplication.translate("Columns", self._fields[section].header)
        return None
