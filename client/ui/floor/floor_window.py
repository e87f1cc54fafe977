"""The Floor window: what staff see and do (offline: the tester is the floor).

Tabs: play (tournaments and tables, pause and resume), deal requests (`DealEditor`),
cancellation (method, payouts preview, confirm), integrity flags, withheld winnings, and
the audit log of every staff action; the minimum client version on top. The window only
shows `FloorView`s and emits commands (`commandRequested`); the desk sends them.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from client.protocol import messages as m
from client.protocol.floor import CancelChoice
from client.room.ledger import Currency
from client.ui.floor import floor_columns as cols
from client.ui.floor.deal_editor import DealEditor
from client.ui.locale_format import parse_amount
from client.ui.record_model import Field, RecordModel
from client.ui.table.window_fit import open_on_screen

#: Cancellation methods the floor chooses from, as the protocol names them.
CANCEL_METHODS: tuple[tuple[CancelChoice, str], ...] = (
    ("rollback", str(QT_TRANSLATE_NOOP("FloorWindow",
                                       "Rollback: every payment refunded as paid"))),
    ("roll-forward", str(QT_TRANSLATE_NOOP(
        "FloorWindow", "Roll forward: fees back, the pool shared by the rules"))),
    ("heads-up-chip-count", str(QT_TRANSLATE_NOOP("FloorWindow",
                                                  "Chip count (heads-up sit & gos)"))))


T = TypeVar("T")


def _table(fields: tuple[Field[T], ...], parent: QWidget, *, names_first: bool = False
           ) -> tuple[QTableView, RecordModel[T]]:
    """A read-only table of records, one row selected at a time; columns fit their
    contents and one takes the spare width: the first (a name, read whole on one line)
    with ``names_first``, else the last (a detail, wrapped)."""
    model: RecordModel[T] = RecordModel(fields, parent)
    view = QTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setWordWrap(not names_first)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0 if names_first else len(fields) - 1,
                                QHeaderView.ResizeMode.Stretch)
    view.verticalHeader().hide()
    return view, model


class FloorWindow(QWidget):
    """See the module docstring."""

    commandRequested = Signal(object)  # a staff command to send
    joinChatRequested = Signal(str)  # a table whose chat staff come to as the floor
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Floor"))
        self.view: m.FloorView | None = None
        self._previewed: tuple[str, str] | None = None  # (tournament, method) previewed
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.min_client = QLineEdit()
        self.min_client.setPlaceholderText(self.tr("any version"))
        self.min_client.setAccessibleName(self.tr("Minimum client version"))
        self.min_client_button = QPushButton(self.tr("Set &minimum"))
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Minimum client version:")))
        top.addWidget(self.min_client)
        top.addWidget(self.min_client_button)
        top.addStretch(1)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._play_tab(), self.tr("&Play"))
        self.deals = DealEditor()
        self.tabs.addTab(self.deals, self.tr("&Deal requests"))
        self.tabs.addTab(self._cancel_tab(), self.tr("&Cancel a tournament"))
        self.tabs.addTab(self._integrity_tab(), self.tr("&Integrity"))
        self.tabs.addTab(self._winnings_tab(), self.tr("With&held winnings"))
        self.audit_view, self.audit = _table(cols.AUDIT, self)
        self.tabs.addTab(self.audit_view, self.tr("&Audit log"))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.notice)
        layout.addWidget(self.tabs, 1)
        self.deals.commandRequested.connect(self.commandRequested)
        self.deals.joinChatRequested.connect(self._join_chat)
        self.min_client_button.clicked.connect(lambda: self.commandRequested.emit(
            m.FloorMinClient(version=self.min_client.text().strip())))
        open_on_screen(self, QSize(1000, 680))

    # --- tabs -----------------------------------------------------------------------------
    def _play_tab(self) -> QWidget:
        page = QWidget(self)
        self.tournaments_view, self.tournaments = _table(cols.TOURNAMENTS, page,
                                                         names_first=True)
        self.tables_view, self.tables = _table(cols.TABLES, page, names_first=True)
        self.pause_button = QPushButton(self.tr("Pa&use"))
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.pause_button.setToolTip(self.tr("Hands under way finish; no new hand is dealt "
                                             "and the tournament clock stops"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.pause_button)
        buttons.addWidget(self.resume_button)
        self.join_chat_button = QPushButton(self.tr("Join the table's &chat"))
        self.join_chat_button.setToolTip(self.tr("Come to the table as the floor: its window "
                                                 "opens and what you write there is signed "
                                                 "\u201cFloor (your name)\u201d"))
        buttons.addWidget(self.join_chat_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(page)
        layout.addWidget(QLabel(self.tr("Open tournaments (pausing any of its tables pauses "
                                        "the whole event):")))
        layout.addWidget(self.tournaments_view, 1)
        layout.addWidget(QLabel(self.tr("Tables in play:")))
        layout.addWidget(self.tables_view, 1)
        layout.addLayout(buttons)
        self.pause_button.clicked.connect(lambda: self._pause(True))
        self.resume_button.clicked.connect(lambda: self._pause(False))
        self.join_chat_button.clicked.connect(lambda: self._join_chat(self._selected_target()))
        self.tournaments_view.clicked.connect(lambda _i: self.tables_view.clearSelection())
        self.tables_view.clicked.connect(lambda _i: self.tournaments_view.clearSelection())
        return page

    def _cancel_tab(self) -> QWidget:
        page = QWidget(self)
        self.cancel_target = QComboBox()
        self.cancel_target.setAccessibleName(self.tr("Tournament to cancel"))
        self.cancel_methods: dict[CancelChoice, QRadioButton] = {}
        methods = QVBoxLayout()
        for key, label in CANCEL_METHODS:
            button = QRadioButton(self.tr(label).replace("&", "&&"))  # "sit & gos"
            button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            self.cancel_methods[key] = button
            methods.addWidget(button)
        self.cancel_methods["rollback"].setChecked(True)
        self.preview_button = QPushButton(self.tr("Preview the pa&youts"))
        self.confirm_cancel = QPushButton(self.tr("Cancel the tournament &now"))
        self.confirm_cancel.setEnabled(False)
        self.preview_view, self.preview = _table(cols.PAYOUTS, page)
        self.preview_note = QLabel(self.tr("Preview the payouts first: nothing changes "
                                           "until you confirm."))
        self.preview_note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Tournament:"), self.cancel_target)
        form.addRow(self.tr("Method:"), methods)
        buttons = QHBoxLayout()
        buttons.addWidget(self.preview_button)
        buttons.addWidget(self.confirm_cancel)
        buttons.addStretch(1)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.preview_note)
        layout.addWidget(self.preview_view, 1)
        self.cancel_target.currentIndexChanged.connect(lambda _i: self._cancel_choices())
        for button in self.cancel_methods.values():
            button.toggled.connect(lambda _on: self._forget_preview())
        self.preview_button.clicked.connect(lambda: self._cancel(confirm=False))
        self.confirm_cancel.clicked.connect(lambda: self._cancel(confirm=True))
        return page

    def _integrity_tab(self) -> QWidget:
        page = QWidget(self)
        self.flags_view, self.flags = _table(cols.FLAGS, page)
        self.reviewed = QLabel()
        self.review_button = QPushButton(self.tr("Re&view the latest hands"))
        row = QHBoxLayout()
        row.addWidget(self.reviewed, 1)
        row.addWidget(self.review_button)
        layout = QVBoxLayout(page)
        layout.addLayout(row)
        layout.addWidget(self.flags_view, 1)
        self.review_button.clicked.connect(lambda: self.commandRequested.emit(m.FloorOpen()))
        return page

    def _winnings_tab(self) -> QWidget:
        page = QWidget(self)
        self.hold_player = QLineEdit()
        self.hold_player.setAccessibleName(self.tr("Player"))
        self.hold_currency = QComboBox()
        for currency in Currency:
            self.hold_currency.addItem(currency.value, currency.value)
        self.hold_amount = QLineEdit()
        self.hold_amount.setPlaceholderText("0.00")
        self.withhold_button = QPushButton(self.tr("&Withhold pending review"))
        self.release_button = QPushButton(self.tr("Re&lease"))
        self.held_view, self.held = _table(cols.WITHHELD, page)
        form = QFormLayout()
        form.addRow(self.tr("Player:"), self.hold_player)
        form.addRow(self.tr("Currency:"), self.hold_currency)
        form.addRow(self.tr("Amount:"), self.hold_amount)
        buttons = QHBoxLayout()
        buttons.addWidget(self.withhold_button)
        buttons.addWidget(self.release_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.held_view, 1)
        self.withhold_button.clicked.connect(lambda: self._withhold(True))
        self.release_button.clicked.connect(lambda: self._withhold(False))
        self.held_view.clicked.connect(self._pick_held)
        return page

    # --- the room's answers ---------------------------------------------------------------
    def apply_view(self, view: m.FloorView) -> None:
        """Show what the floor looks like now."""
        self.view = view
        self.notice.clear()
        target = self._selected_target()
        self.tournaments.set_records(view.tournaments)
        self.tables.set_records(view.tables)
        self._select_target(target)  # a refresh keeps what the staff member picked
        self.deals.set_requests(view.deals)
        self.flags.set_records(view.flags)
        self.reviewed.setText(self.tr("%1 flags from the latest %2 hands (site rules: soft "
                                      "play, chip dumping, heads-up flipping, several "
                                      "accounts)").replace("%1", str(len(view.flags)))
                              .replace("%2", str(view.hands_reviewed)))
        self.held.set_records(view.withheld)
        self.audit.set_records(view.audit)
        self.audit_view.scrollToBottom()
        if not self.min_client.hasFocus():
            self.min_client.setText(view.min_client)
        current = self.cancel_target.currentData()
        self.cancel_target.blockSignals(True)
        self.cancel_target.clear()
        for row in view.tournaments:
            self.cancel_target.addItem(f"{row.name} ({row.state})", row.tournament_id)
            self.cancel_target.setItemData(self.cancel_target.count() - 1,
                                           row.tournament_id, Qt.ItemDataRole.ToolTipRole)
        index = self.cancel_target.findData(current)
        self.cancel_target.setCurrentIndex(max(index, 0))
        self.cancel_target.blockSignals(False)
        if index < 0:
            self._forget_preview()
        self._cancel_choices()

    def apply_preview(self, preview: m.FloorCancelPreview) -> None:
        """The payouts a cancellation would make; confirming is possible from now on."""
        players = sorted(set(preview.payouts) | set(preview.remaining))
        self.preview.set_records((preview.names.get(p, p), preview.remaining.get(p, 0),
                                  preview.payouts.get(p, Decimal(0))) for p in players)
        total = sum(preview.payouts.values(), Decimal(0))
        rows = self.view.tournaments if self.view is not None else ()
        name = next((r.name for r in rows if r.tournament_id == preview.tournament_id),
                    preview.tournament_id)
        self.preview_note.setText(self.tr("%1 by %2 pays %3 in all. Confirm to cancel.")
                                  .replace("%1", name)
                                  .replace("%2", preview.method).replace("%3", str(total)))
        self._previewed = (preview.tournament_id, self._cancel_method())
        self.confirm_cancel.setEnabled(True)

    def show_refusal(self, message: str) -> None:
        """A staff command the room refused: why."""
        self.notice.setText(self.tr("Refused: %1").replace("%1", message))

    # --- commands -------------------------------------------------------------------------
    def _pause(self, on: bool) -> None:
        target = self._selected_target()
        if target is None:
            self.notice.setText(self.tr("Pick a tournament or a table first."))
            return
        self.commandRequested.emit(m.FloorPause(target_id=target, on=on))

    def _join_chat(self, target: str | None) -> None:
        """Join a table's chat: the table picked, or a tournament's table (its final
        table for a deal request); a tournament of several tables needs a table picked."""
        rows = self.view.tables if self.view is not None else ()
        tables = [r.table_id for r in rows if target in (r.table_id, r.tournament_id)]
        if len(tables) != 1:
            self.notice.setText(self.tr("Pick a table first (this tournament has %1).")
                                .replace("%1", str(len(tables))) if tables else
                                self.tr("Pick a table or a deal request first."))
            return
        self.joinChatRequested.emit(tables[0])

    def _selected_target(self) -> str | None:
        for view, model in ((self.tournaments_view, self.tournaments),
                            (self.tables_view, self.tables)):
            rows = view.selectionModel().selectedRows()
            if rows:
                record = model.record(rows[0].row())
                return record.tournament_id if isinstance(record, m.FloorTournamentRow) \
                    else record.table_id
        return None

    def _select_target(self, target: str | None) -> None:
        for view, model in ((self.tournaments_view, self.tournaments),
                            (self.tables_view, self.tables)):
            for row in range(model.rowCount()):
                record = model.record(row)
                key = record.tournament_id if isinstance(record, m.FloorTournamentRow) \
                    else record.table_id
                if key == target:
                    view.selectRow(row)
                    return

    def _cancel_method(self) -> CancelChoice:
        return next(k for k, b in self.cancel_methods.items() if b.isChecked())

    def _cancel_choices(self) -> None:
        """Chip count only for a heads-up sit & go."""
        tid = self.cancel_target.currentData()
        rows = self.view.tournaments if self.view is not None else ()
        heads_up = any(r.tournament_id == tid and r.heads_up for r in rows)
        chip = self.cancel_methods["heads-up-chip-count"]
        chip.setEnabled(heads_up)
        if chip.isChecked() and not heads_up:
            self.cancel_methods["rollback"].setChecked(True)
        self.preview_button.setEnabled(tid is not None)
        if self._previewed is not None and self._previewed[0] != tid:
            self._forget_preview()

    def _forget_preview(self) -> None:
        self._previewed = None
        self.confirm_cancel.setEnabled(False)
        self.preview.set_records(())

    def _cancel(self, confirm: bool) -> None:
        tid = self.cancel_target.currentData()
        if tid is None:
            return
        method = self._cancel_method()
        if confirm and self._previewed != (tid, method):
            return
        self.commandRequested.emit(m.FloorCancel(tournament_id=tid, method=method,
                                                 confirm=confirm))
        if confirm:
            self._forget_preview()

    def _withhold(self, hold: bool) -> None:
        player = self.hold_player.text().strip()
        if not player:
            self.notice.setText(self.tr("Name the player (their id) first."))
            return
        amount = Decimal(0)
        if hold:
            try:
                amount = parse_amount(self.hold_amount.text())
            except InvalidOperation:
                self.notice.setText(self.tr("Give the amount to withhold."))
                return
        self.commandRequested.emit(m.FloorWithhold(
            player_id=player, currency=self.hold_currency.currentData(), amount=amount,
            hold=hold))

    def _pick_held(self) -> None:
        rows = self.held_view.selectionModel().selectedRows()
        if rows:
            held = self.held.record(rows[0].row())
            self.hold_player.setText(held.player_id)
            self.hold_currency.setCurrentIndex(self.hold_currency.findData(held.currency))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop watching the floor when the window closes."""
        self.closed.emit()
        super().closeEvent(event)
