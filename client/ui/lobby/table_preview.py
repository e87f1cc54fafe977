"""The lobby's preview of the selected cash table: who sits there, their stacks and the
hand in play.

The preview asks the room for a one-off look (``PreviewTable`` -> ``TablePreview``: no
hole cards, no observer seat, no events after it) when a table is selected and again when
the lobby says that table changed (a hand ended, someone sat or left); requests are
coalesced so scrolling through the list or a busy table does not flood the room.
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

from client.protocol.messages import Command, PreviewTable, TableSnapshot
from client.protocol.messages import TablePreview as RoomPreview  # the widget is TablePreview
from client.ui.table.table_state import chips_text
from client.ui.table.table_tracker import TableTracker

#: Wait this long after the selection (or the table) settles before asking for a look.
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
    """Asks the room to preview the selected cash table; at most one at a time."""

    def __init__(self, preview: TablePreview, send: Callable[[Command], object],
                 hero: Callable[[], str], currency: Callable[[str], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.preview = preview
        self._send = send
        self._hero = hero
        self._currency = currency
        self.table_id = ""  # the table previewed (or being asked for)
        self.tracker: TableTracker | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self._ask)

    def select(self, table_id: str) -> None:
        """A cash table was selected in the lobby: preview it once the selection settles."""
        if table_id != self.table_id:
            self.table_id, self.tracker = table_id, None
            self.preview.seats.setRowCount(0)  # not the last table's seats meanwhile
            self.preview.caption.setText(self.tr("Looking at the table…") if table_id else "")
        self._timer.start()

    def table_changed(self, table_id: str) -> None:
        """The lobby row of `table_id` changed: look again if it is the one previewed."""
        if table_id and table_id == self.table_id:
            self._timer.start()

    def forget(self) -> None:
        """A new connection: ask again there (the table may not exist any more)."""
        self._timer.stop()
        self.table_id = ""
        self.tracker = None

    def apply_preview(self, event: RoomPreview) -> None:
        """The room's look at a table: draw it, if it is still the one selected."""
        if event.table_id != self.table_id:
            return
        snap = TableSnapshot(
            table_id=event.table_id, game=event.game, seats=event.seats,
            max_seats=event.max_seats, tournament_id=event.tournament_id,
            hand_id=event.hand_id, button=event.button, board=event.board, pots=event.pots,
            to_act=event.to_act, small_blind=event.small_blind, big_blind=event.big_blind,
            ante=event.ante)
        self.tracker = TableTracker(snap.table_id, self._hero(), "")
        self.tracker.currency = self._currency(snap.table_id)
        self.tracker.apply_snapshot(snap, datetime.now(UTC))
        self.preview.show_tracker(self.tracker)

    def refused(self, message: str) -> None:
        """The room would not show the table (gone, or a room without previews)."""
        self.tracker = None
        self.preview.caption.setText(self.tr("No preview: %1").replace("%1", message))

    def _ask(self) -> None:
        if self.table_id:
            self._send(PreviewTable(table_id=self.table_id))
