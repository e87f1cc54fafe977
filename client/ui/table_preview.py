"""The lobby's preview of the selected cash table: who sits there, their stacks and the
hand in play.

The protocol has no preview message, so the preview watches the table (ObserveTable)
while it is selected and stops (Leave) when another row is chosen; selection changes are
coalesced so scrolling through the list does not flood the room. Opening the table hands
it over to a real table window.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.protocol.messages import Command, Leave, ObserveTable, TableEvent, TableSnapshot
from client.ui.table_state import chips_text
from client.ui.table_tracker import TableTracker

#: Wait this long after the selection settles before watching a table.
PREVIEW_DELAY_MS = 250


class TablePreview(QWidget):
    """Who sits at the selected table, their stacks, and the hand in play (a seat list:
    the painted felt is unreadable at the width of the lobby's details panel)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats = QTableWidget(0, 3)
        self.seats.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"), self.tr("Stack")])
        self.seats.verticalHeader().hide()
        self.seats.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seats.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.seats.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.seats.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.seats.setAccessibleName(self.tr("Seats at the selected table"))
        self.caption = QLabel("")
        self.caption.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.seats, 1)
        layout.addWidget(self.caption)

    def show_tracker(self, tracker: TableTracker) -> None:
        """List every seat (empty ones too) and say what is on the table."""
        view = tracker.view
        self.seats.setRowCount(view.max_seats)
        for row, number in enumerate(view.seat_numbers()):
            seat = view.seat(number)
            texts = (str(number), seat.name if seat else "—",
                     chips_text(seat.stack, view.currency) if seat else "")
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if column == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.seats.setItem(row, column, item)
        seated = sum(1 for s in view.seats if s.name)
        parts = [self.tr("%1 of %2 seated").replace("%1", str(seated))
                 .replace("%2", str(view.max_seats))]
        if view.board:
            parts.append(self.tr("board %1").replace("%1", " ".join(view.board)))
        if view.pots:
            parts.append(self.tr("pot %1").replace(
                "%1", chips_text(sum(view.pots), view.currency)))
        self.caption.setText(" · ".join(parts))


class PreviewController(QObject):
    """Watches the selected cash table for the preview; at most one at a time."""

    def __init__(self, preview: TablePreview, send: Callable[[Command], None],
                 hero: Callable[[], str], currency: Callable[[str], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.preview = preview
        self._send = send
        self._hero = hero
        self._currency = currency
        self.table_id = ""  # the table being watched for the preview
        self._wanted = ""
        self.tracker: TableTracker | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self._switch)

    def select(self, table_id: str) -> None:
        """A cash table was selected in the lobby: preview it once the selection settles."""
        self._wanted = table_id
        self._timer.start()

    def owns(self, table_id: str) -> bool:
        """Whether events of `table_id` are for the preview (not for a table window)."""
        return bool(table_id) and table_id == self.table_id

    def release(self, table_id: str) -> None:
        """The player opened the table: a table window takes it over (no Leave)."""
        if table_id == self.table_id:
            self.table_id = ""
            self.tracker = None
        if table_id == self._wanted:
            self._wanted = ""

    def forget(self) -> None:
        """A new connection: nothing is watched there yet (nothing to leave)."""
        self._timer.stop()
        self.table_id = self._wanted = ""
        self.tracker = None

    def apply_snapshot(self, snap: TableSnapshot) -> None:
        """The watched table's snapshot: draw it."""
        self.tracker = TableTracker(snap.table_id, self._hero(), "")
        self.tracker.currency = self._currency(snap.table_id)
        self.tracker.apply_snapshot(snap, datetime.now(UTC))
        self.preview.show_tracker(self.tracker)

    def apply_event(self, event: TableEvent) -> None:
        """A hand goes on at the watched table: keep the picture current."""
        if self.tracker is not None:
            self.tracker.apply_event(event)
            self.preview.show_tracker(self.tracker)

    def _switch(self) -> None:
        if self._wanted == self.table_id:
            return
        if self.table_id:
            self._send(Leave(table_id=self.table_id))
        self.table_id, self.tracker = self._wanted, None
        self.preview.caption.setText(self.tr("Looking at the table…") if self.table_id
                                     else "")
        if self.table_id:
            self._send(ObserveTable(table_id=self.table_id))
