"""A read-only, sortable Qt table model over a list of plain records (tournament lobby tabs,
hand lists, deal numbers): columns say how to show and sort each record."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

T = TypeVar("T")
AnyIndex = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True)
class Field(Generic[T]):
    """One column: its header, its text, its sort key and alignment."""

    header: str
    text: Callable[[T], str]
    key: Callable[[T], Any] | None = None
    align_right: bool = False


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
        """Text, sort key and alignment of a cell."""
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
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """Column titles."""
        if (role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal
                and 0 <= section < len(self._fields)):
            return self._fields[section].header
        return None
