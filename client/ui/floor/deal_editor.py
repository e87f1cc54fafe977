"""Answering a deal request: the staff member's numbers for one paused final table.

Site rules (deal making): staff provide ICM, chip-count or even-split numbers, may require
money left in play for first (usually at most 5% of the prize pool), players may leave
money for other finishes too, variations are edited here, and the deal is repeated at
the table for every remaining player to confirm; once all have, staff execute it.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.protocol import messages as m
from client.ui.locale_format import count_text, number_text, parse_amount

#: The methods a staff member offers, as the protocol names them, and their labels.
METHODS = (("icm", str(QT_TRANSLATE_NOOP("DealEditor", "ICM"))),
           ("chip", str(QT_TRANSLATE_NOOP("DealEditor", "Chip count"))),
           ("even", str(QT_TRANSLATE_NOOP("DealEditor", "Even split"))),
           ("custom", str(QT_TRANSLATE_NOOP("DealEditor", "Edited amounts"))))
_COLUMNS = (str(QT_TRANSLATE_NOOP("DealEditor", "Player")),
            str(QT_TRANSLATE_NOOP("DealEditor", "Chips")), METHODS[0][1], METHODS[1][1],
            METHODS[2][1], str(QT_TRANSLATE_NOOP("DealEditor", "Proposal")))
_PROPOSAL = 5


class DealEditor(QWidget):
    """One deal request: the numbers, the money left in play, the proposal to put on the
    table, and who confirmed it. Emits the commands; never sends them itself."""

    commandRequested = Signal(object)  # a FloorDeal, FloorRequireLeft or FloorExecuteDeal
    joinChatRequested = Signal(str)  # the tournament whose final table staff come to

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request: m.FloorDealRow | None = None
        self.requests = QComboBox()
        self.requests.setAccessibleName(self.tr("Deal requests"))
        self.summary = QLabel(self.tr("No final table is waiting for a deal."))
        self.summary.setWordWrap(True)
        self.grid = QTableWidget(0, len(_COLUMNS))
        self.grid.setHorizontalHeaderLabels([self.tr(c) for c in _COLUMNS])
        self.grid.verticalHeader().hide()
        self.method = QComboBox()
        self.method.setAccessibleName(self.tr("Deal numbers"))
        for key, label in METHODS:
            self.method.addItem(self.tr(label), key)
        self.required = QLineEdit()
        self.required.setPlaceholderText("0.00")
        self.required_button = QPushButton(self.tr("Re&quire"))
        self.left = QLineEdit()
        self.left.setAccessibleName(self.tr("Left in play by place"))
        self.left.setPlaceholderText(self.tr("first; second; … (e.g. 0.50; 0.25)"))
        self.left.setToolTip(self.tr("Money left in play by finishing place, first place "
                                     "first; first place keeps at least the required "
                                     "amount"))
        self.propose_button = QPushButton(self.tr("Put the deal on the &table"))
        self.execute_button = QPushButton(self.tr("E&xecute deal"))
        self.execute_button.setToolTip(self.tr("Every remaining player confirmed: carry the "
                                               "deal out (the table is told and play "
                                               "resumes for what was left in play)"))
        self.join_chat_button = QPushButton(self.tr("Join the final table's &chat"))
        self.join_chat_button.setToolTip(self.tr("Come to the table (site rules: the floor "
                                                 "repeats the deal and asks everyone to "
                                                 "confirm)"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.error = QLabel()
        self.error.setStyleSheet("color: #d1242f")
        self.error.setWordWrap(True)
        required_row = QHBoxLayout()
        required_row.addWidget(self.required, 1)
        required_row.addWidget(self.required_button)
        form = QFormLayout()
        form.addRow(self.tr("Deal request:"), self.requests)
        form.addRow(self.tr("Numbers:"), self.method)
        form.addRow(self.tr("Required in play for first:"), required_row)
        form.addRow(self.tr("Left in play by place:"), self.left)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(form)
        layout.addWidget(self.grid, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.propose_button, 1)
        buttons.addWidget(self.execute_button)
        buttons.addWidget(self.join_chat_button)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.error)
        self.requests.currentIndexChanged.connect(lambda _i: self._show_selected())
        self.method.currentIndexChanged.connect(lambda _i: self._fill_proposal())
        self.grid.itemChanged.connect(self._edited)
        self.required_button.clicked.connect(self._require)
        self.propose_button.clicked.connect(self._propose)
        self.execute_button.clicked.connect(self._execute)
        self.join_chat_button.clicked.connect(self._join_chat)
        self._filling = False
        self._rows: tuple[m.FloorDealRow, ...] = ()
        self.set_requests(())

    def set_requests(self, rows: tuple[m.FloorDealRow, ...]) -> None:
        """The deal requests waiting now (the one shown stays shown while it waits)."""
        current = self.requests.currentData()
        self._rows = rows
        self.requests.blockSignals(True)
        self.requests.clear()
        for row in rows:
            self.requests.addItem(row.name or row.tournament_id, row.tournament_id)
            self.requests.setItemData(self.requests.count() - 1, row.tournament_id,
                                      Qt.ItemDataRole.ToolTipRole)
        index = self.requests.findData(current)
        self.requests.setCurrentIndex(index if index >= 0 else 0)
        self.requests.blockSignals(False)
        self._show_selected()

    def _show_selected(self) -> None:
        chosen = self.requests.currentData()
        row = next((r for r in self._rows if r.tournament_id == chosen), None)
        changed = row is None or self.request is None or \
            row.tournament_id != self.request.tournament_id or row.players != \
            self.request.players or row.required_left != self.request.required_left
        self.request = row
        ready = row is not None and row.ready
        for widget in (self.method, self.required, self.required_button, self.left,
                       self.propose_button, self.grid):
            widget.setEnabled(row is not None and not ready)  # an agreed deal stands
        self.join_chat_button.setEnabled(row is not None)
        self.execute_button.setEnabled(ready)
        if row is None:
            self.summary.setText(self.tr("No final table is waiting for a deal."))
            self.grid.setRowCount(0)
            self.status.clear()
            return
        pool = sum(row.prizes, Decimal(0))
        self.summary.setText(
            self.tr("%1: every remaining player ticked \u201cDiscuss A Deal\u201d; the table "
                    "is paused. Prizes still to win: %2 (pool %3). At most %4 may be "
                    "required in play.")
            .replace("%1", row.name or row.tournament_id)
            .replace("%2", ", ".join(number_text(p, always_cents=True) for p in row.prizes))
            .replace("%3", number_text(pool, always_cents=True))
            .replace("%4", number_text(row.max_left, always_cents=True)))
        if changed:
            self.required.setText(number_text(row.required_left, always_cents=True))
            self._fill_grid(row)
        self._show_status(row)

    def _fill_grid(self, row: m.FloorDealRow) -> None:
        self._filling = True
        self.grid.setRowCount(len(row.players))
        for r, (player, chips) in enumerate(zip(row.players, row.stacks, strict=True)):
            cells = (_name(row, player), count_text(chips), *(
                number_text(numbers.get(player, Decimal(0)), always_cents=True)
                for numbers in (row.icm, row.chip, row.even)))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if c == 0:
                    item.setToolTip(player)  # the id, for testers
                self.grid.setItem(r, c, item)
            self.grid.setItem(r, _PROPOSAL, QTableWidgetItem(""))
        self._filling = False
        self._fill_proposal()

    def _fill_proposal(self) -> None:
        """The proposal column shows the chosen method's numbers (edit them for a
        variation: the method becomes "Edited amounts")."""
        row, key = self.request, self.method.currentData()
        if row is None or key == "custom":
            return
        numbers = {"icm": row.icm, "chip": row.chip, "even": row.even}[key]
        self._filling = True
        for r, player in enumerate(row.players):
            item = self.grid.item(r, _PROPOSAL)
            if item is not None:
                item.setText(number_text(numbers.get(player, Decimal(0)), always_cents=True))
        self._filling = False

    def _edited(self, item: QTableWidgetItem) -> None:
        if not self._filling and item.column() == _PROPOSAL:
            self.method.blockSignals(True)
            self.method.setCurrentIndex(self.method.findData("custom"))
            self.method.blockSignals(False)

    def _show_status(self, row: m.FloorDealRow) -> None:
        if not row.proposal:
            self.status.setText(self.tr("No deal on the table yet.") if row.answered else
                                self.tr("Waiting for the floor's numbers."))
            return
        terms = ", ".join(f"{_name(row, p)} {number_text(a, always_cents=True)}"
                          for p, a in row.proposal.items())
        if row.ready:
            self.status.setText(self.tr("Everyone confirmed: %1. Execute the deal to carry it "
                                        "out.").replace("%1", terms))
            return
        waiting = [_name(row, p) for p in row.players if p not in row.confirmed]
        self.status.setText(
            self.tr("On the table: %1. Confirmed by %2 of %3; waiting for %4. It is carried "
                    "out once everyone confirmed.")
            .replace("%1", terms)
            .replace("%2", str(len(row.confirmed))).replace("%3", str(len(row.players)))
            .replace("%4", ", ".join(waiting) or "—"))

    def _join_chat(self) -> None:
        if self.request is not None:
            self.joinChatRequested.emit(self.request.tournament_id)

    def _execute(self) -> None:
        if self.request is not None and self.request.ready:
            self.commandRequested.emit(m.FloorExecuteDeal(
                tournament_id=self.request.tournament_id))

    def _require(self) -> None:
        row = self.request
        amount = self._amount(self.required.text() or "0")
        if row is not None and amount is not None:
            self.commandRequested.emit(m.FloorRequireLeft(tournament_id=row.tournament_id,
                                                          amount=amount))

    def _propose(self) -> None:
        row = self.request
        if row is None:
            return
        left: list[Decimal] = []
        for part in (p for p in self.left.text().split(";") if p.strip()):
            amount = self._amount(part)
            if amount is None:
                return
            left.append(amount)
        kind = self.method.currentData()
        amounts: dict[str, Decimal] = {}
        if kind == "custom":
            for r, player in enumerate(row.players):
                item = self.grid.item(r, _PROPOSAL)
                amount = self._amount(item.text() if item is not None else "")
                if amount is None:
                    return
                amounts[player] = amount
        self.error.clear()
        self.commandRequested.emit(m.FloorDeal(tournament_id=row.tournament_id, kind=kind,
                                               left_for=tuple(left), amounts=amounts))

    def _amount(self, text: str) -> Decimal | None:
        """A typed amount, or None (and the reason shown) when it is not one."""
        try:
            return parse_amount(text)
        except InvalidOperation:
            self.error.setText(self.tr("\u201c%1\u201d is not an amount.").replace("%1", text))
            return None


def _name(row: m.FloorDealRow, player: str) -> str:
    """A player as the table names them (their id when the room sent no names)."""
    return dict(zip(row.players, row.names, strict=False)).get(player, player)
