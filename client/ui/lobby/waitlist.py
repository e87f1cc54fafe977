"""The cash lobby's fast-fold and waiting-list parts: the "Fast fold" tab listing the pools,
the waiting-list box under the selected table's details (join this table's list, or the
first free seat at its stakes, or leave, each in one click) and the seat-offer bar that
counts down the time left to accept.
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.protocol.messages import PoolRow, SeatOffer, WaitingRow
from client.ui.lobby.lobby_model import stakes_text
from client.ui.locale_format import money_text

#: The pools table's columns, in English (translated at display).
POOL_HEADERS = (QT_TRANSLATE_NOOP("PoolsTab", "Pool"), QT_TRANSLATE_NOOP("PoolsTab", "Game"),
                QT_TRANSLATE_NOOP("PoolsTab", "Stakes"),
                QT_TRANSLATE_NOOP("PoolsTab", "Players"),
                QT_TRANSLATE_NOOP("PoolsTab", "Table size"),
                QT_TRANSLATE_NOOP("PoolsTab", "Buy-in"))


class PoolsTab(QWidget):
    """The fast-fold pools of the cash lobby; Join (or a double click) asks to sit in one."""

    joinRequested = Signal(str)  # pool_id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: dict[str, PoolRow] = {}
        self.table = QTableWidget(0, len(POOL_HEADERS))
        self.table.setHorizontalHeaderLabels([self.tr(str(h)) for h in POOL_HEADERS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.join_button = QPushButton(self.tr("&Join pool…"))
        layout = QVBoxLayout(self)
        about = QLabel(self.tr("Fast fold: fold and you are dealt a new hand at once, "
                               "at another table, with your stack."))
        about.setWordWrap(True)  # never wider than a small screen
        layout.addWidget(about)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.join_button)
        self.join_button.clicked.connect(self._join_selected)
        self.table.cellDoubleClicked.connect(lambda row, _col: self._join_row(row))

    def set_rows(self, rows: tuple[PoolRow, ...], replace: bool = True) -> None:
        """Show these pools (``replace``: the whole list; else update those given)."""
        if replace:
            self.rows = {}
        self.rows.update({r.pool_id: r for r in rows})
        self.table.setRowCount(len(self.rows))
        for index, row in enumerate(self.rows.values()):
            cells = (row.name, row.game, stakes_text(row.stakes, row.currency),
                     f"{row.players}/{row.pool_size}",
                     self.tr("%1-max").replace("%1", str(row.seats)),
                     f"{money_text(row.min_buy_in, row.currency)}–"
                     f"{money_text(row.max_buy_in, row.currency)}")
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(256, row.pool_id)
                self.table.setItem(index, column, item)
        self.table.resizeColumnToContents(0)

    def _join_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        self._join_row(rows[0].row() if rows else 0)

    def _join_row(self, index: int) -> None:
        item = self.table.item(index, 0)
        if item is not None:
            self.joinRequested.emit(str(item.data(256)))


class WaitingBox(QFrame):
    """The waiting lists under the selected cash table: one click to join or leave."""

    joinRequested = Signal(str, bool)  # table_id, any_table
    leaveRequested = Signal(str)  # table_id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table_id = ""
        self.lists: tuple[WaitingRow, ...] = ()
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.join_table = QPushButton(self.tr("Join &waiting list"))
        self.join_any = QPushButton(self.tr("First &available at these stakes"))
        self.leave = QPushButton(self.tr("Leave waiting &list"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.join_table)
        layout.addWidget(self.join_any)
        layout.addWidget(self.leave)
        self.join_table.clicked.connect(lambda: self.joinRequested.emit(self.table_id, False))
        self.join_any.clicked.connect(lambda: self.joinRequested.emit(self.table_id, True))
        self.leave.clicked.connect(lambda: self.leaveRequested.emit(self.table_id))
        self._full = False
        self.show_table("", 0)

    def show_table(self, table_id: str, waiting: int, full: bool = False) -> None:
        """The selected cash table (``""``: none), how many wait for it, and whether it is
        full and the player not seated there (only then is its own list offered; the
        first free seat at its stakes always is)."""
        self.table_id = table_id
        self._full = full
        self.setVisible(bool(table_id))
        self._refresh(waiting)

    def set_lists(self, lists: tuple[WaitingRow, ...], waiting: int) -> None:
        """The lists the player is on now."""
        self.lists = lists
        self._refresh(waiting)

    def _refresh(self, waiting: int) -> None:
        mine = [row for row in self.lists if row.table_id == self.table_id]
        on_table = any(not row.any_table for row in mine)
        on_any = any(row.any_table for row in mine)
        text = (self.tr("Waiting list: nobody is waiting.") if not waiting else
                self.tr("Waiting list: 1 player.") if waiting == 1 else
                self.tr("Waiting list: %1 players.").replace("%1", str(waiting)))
        for row in mine:
            line = (self.tr("You are number %1 on the list for %2.") if not row.any_table
                    else self.tr("You are number %1 on %2."))
            text += "\n" + line.replace("%1", str(row.position)).replace("%2", row.name)
        self.summary.setText(text)
        self.join_table.setVisible(self._full or on_table)
        self.join_table.setEnabled(not on_table)
        self.join_any.setEnabled(not on_any)
        self.leave.setEnabled(bool(mine))


class SeatOfferBar(QFrame):
    """A seat held for the player: the table, a countdown, Accept and Decline."""

    acceptRequested = Signal(object)  # SeatOffer
    declineRequested = Signal(int)  # offer_id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatOffer")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setStyleSheet("#seatOffer { background: #fff4c2; border: 1px solid #d9b400; "
                           "border-radius: 6px; } QLabel { color: #3b3000; }")
        self.offer: SeatOffer | None = None
        self.text = QLabel("")
        self.text.setWordWrap(True)
        self.accept = QPushButton(self.tr("&Accept seat"))
        self.decline = QPushButton(self.tr("&Decline"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.accept)
        layout.addWidget(self.decline)
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._tick)
        self.accept.clicked.connect(lambda: self.offer and self.acceptRequested.emit(self.offer))
        self.decline.clicked.connect(
            lambda: self.offer and self.declineRequested.emit(self.offer.offer_id))
        self.hide()

    def show_offer(self, offer: SeatOffer) -> None:
        """A new offer: show it and start counting down."""
        self.offer = offer
        self._tick()
        self._timer.start()
        self.show()

    def end(self, offer_id: int) -> None:
        """The offer ended (accepted, declined or expired): hide the bar."""
        if self.offer is not None and self.offer.offer_id == offer_id:
            self.offer = None
            self._timer.stop()
            self.hide()

    def seconds_left(self, now: datetime | None = None) -> int:
        """Whole seconds left to accept the offer shown."""
        if self.offer is None:
            return 0
        left = (self.offer.expires - (now or datetime.now(UTC))).total_seconds()
        return max(0, int(left + 0.999))

    def _tick(self) -> None:
        offer = self.offer
        if offer is None:
            return
        self.text.setText(self.tr("A seat is free for you at %1: accept within %2 s or it "
                                  "goes to the next player.").replace("%1", offer.name)
                          .replace("%2", str(self.seconds_left())))
