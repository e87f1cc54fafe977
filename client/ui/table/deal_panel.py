"""The deal panel shown when the table pauses for a deal (site rules, deal making).

It lays out the room's ICM, chip-count and even-split numbers side by side with the money
left on the table for first, lets a player propose one of them or a variation, and accept
or reject the current proposal. The room computes the numbers, checks every proposal,
repeats the agreed deal in chat and changes the payouts; this panel only shows and asks.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal, InvalidOperation

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.protocol.messages import DealOffer, DealState
from client.ui.app.i18n import translate
from client.ui.locale_format import number_text, parse_amount

#: Deal kinds and table columns in English (translated in the "DealPanel" context).
KINDS = {"icm": QT_TRANSLATE_NOOP("DealPanel", "ICM"),
         "chip": QT_TRANSLATE_NOOP("DealPanel", "Chip count"),
         "even": QT_TRANSLATE_NOOP("DealPanel", "Even split"),
         "custom": QT_TRANSLATE_NOOP("DealPanel", "Custom")}
COLUMNS = (QT_TRANSLATE_NOOP("DealPanel", "Player"), KINDS["icm"], KINDS["chip"],
           KINDS["even"], QT_TRANSLATE_NOOP("DealPanel", "Proposal"))


class DealError(ValueError):
    """A proposal typed in the panel is not a valid amount; nothing was sent."""


def parse_money(text: str) -> Decimal:
    """Parse an amount typed by the player ("12.50", "12,50" in German); rejects
    negatives and junk."""
    try:
        value = parse_amount(text)
    except InvalidOperation as exc:
        message = translate("DealPanel", "“%1” is not an amount: type digits like %2")
        example = number_text(Decimal("12.50"))
        raise DealError(message.replace("%1", text).replace("%2", example)) from exc
    if not value.is_finite() or value < 0:
        message = translate("DealPanel", "“%1”: an amount must be zero or more")
        raise DealError(message.replace("%1", text))
    return value.quantize(Decimal("0.01"))


class DealPanel(QWidget):
    """Deal numbers, proposals and the accept buttons for one tournament."""

    proposeRequested = Signal(str, object, object)  # kind, left_on_table, amounts
    acceptRequested = Signal(str, bool)  # proposal_id, accept

    def __init__(self, me: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.me = me
        self.state: DealState | None = None
        #: What each player was paid once a deal was applied (player id -> amount).
        self.payouts: dict[str, Decimal] = {}
        self._names: dict[str, str] = {}
        self.title = QLabel(self.tr("Deal discussion"))
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([translate("DealPanel", str(c)) for c in COLUMNS])
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # names: the rest
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.left_edit = QLineEdit("0")
        self.left_edit.setAccessibleName(self.tr("Money left on the table for first"))
        self.left_edit.setMinimumWidth(80)
        self.left_hint = QLabel("")
        propose = self.tr("Propose %1")
        self.buttons = {kind: QPushButton(propose.replace("%1", translate("DealPanel", str(label))))
                        for kind, label in KINDS.items() if kind != "custom"}
        self.custom_button = QPushButton(self.tr("Propose my numbers"))
        self.proposal_label = QLabel(self.tr("No proposal yet."))
        self.proposal_label.setWordWrap(True)
        self.accept_button = QPushButton(self.tr("&Accept deal"))
        self.reject_button = QPushButton(self.tr("Reject"))
        self.error_label = QLabel("")
        self.error_label.setStyleSheet("color: #e5484d;")
        self.error_label.setWordWrap(True)
        left_row = QHBoxLayout()
        left_row.addWidget(QLabel(self.tr("Left on the table for 1st:")))
        left_row.addWidget(self.left_edit)
        left_row.addWidget(self.left_hint, 1)
        # Two buttons a row, and the proposal's words above Accept / Reject: the panel
        # stays narrow enough to sit beside the felt in a small window.
        propose_grid = QGridLayout()
        for index, button in enumerate((*self.buttons.values(), self.custom_button)):
            propose_grid.addWidget(button, index // 2, index % 2)
        accept_row = QHBoxLayout()
        accept_row.addWidget(self.accept_button)
        accept_row.addWidget(self.reject_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addLayout(left_row)
        layout.addLayout(propose_grid)
        layout.addWidget(self.proposal_label)
        layout.addLayout(accept_row)
        layout.addWidget(self.error_label)
        for kind, button in self.buttons.items():
            button.clicked.connect(lambda _c=False, k=kind: self._propose(k))
        self.custom_button.clicked.connect(lambda: self._propose("custom"))
        self.accept_button.clicked.connect(lambda: self._answer(True))
        self.reject_button.clicked.connect(lambda: self._answer(False))
        self._set_answer_enabled(None)

    def set_names(self, names: Mapping[str, str]) -> None:
        """Display names by player id (from the table's seats)."""
        self._names = dict(names)

    def current_proposal(self) -> DealOffer | None:
        """The latest proposal, which is the one players answer."""
        state = self.state
        return state.proposals[-1] if state is not None and state.proposals else None

    def apply_state(self, state: DealState) -> None:
        """Show the room's latest deal state."""
        self.state = state
        proposal = self.current_proposal()
        self.table.setRowCount(len(state.players))
        for row, player in enumerate(state.players):
            cells = [self._names.get(player, player)]
            for numbers in (state.icm, state.chip, state.even):
                cells.append(_amount(numbers.get(player)))
            cells.append(_amount(proposal.amounts.get(player)) if proposal else "")
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                editable = column == len(COLUMNS) - 1 and not state.done
                flags = Qt.ItemFlag.ItemIsEnabled | (
                    Qt.ItemFlag.ItemIsEditable if editable else Qt.ItemFlag.NoItemFlags)
                item.setFlags(flags)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self._fit_columns()
        self.left_hint.setText(self.tr("(at most %1)").replace(
            "%1", _amount(state.max_left_on_table))
                               if state.max_left_on_table else "")
        if state.left_on_table and not self.left_edit.hasFocus():
            self.left_edit.setText(_amount(state.left_on_table))
        if state.done:
            self.title.setText(self._done_title(proposal.left_on_table if proposal else
                                                Decimal(0)))
        elif state.paused:
            self.title.setText(self.tr("Table paused for a deal"))
        else:
            self.title.setText(self.tr("Deal discussion"))
        for button in (*self.buttons.values(), self.custom_button):
            button.setEnabled(not state.done)
        if proposal is None:
            self.proposal_label.setText(
                self.tr("No proposal yet: propose one of the deals above."))
        else:
            who = self._names.get(proposal.proposer, proposal.proposer)
            english = KINDS.get(proposal.kind)
            kind = translate("DealPanel", str(english)) if english else proposal.kind
            self.proposal_label.setText(
                self.tr("%1 deal proposed by %2, %3 left for 1st — accepted by %4 of %5.")
                .replace("%1", kind).replace("%2", who)
                .replace("%3", _amount(proposal.left_on_table))
                .replace("%4", str(len(proposal.accepted_by)))
                .replace("%5", str(len(state.players))))
        self._set_answer_enabled(None if state.done else proposal)

    def _fit_columns(self) -> None:
        """At least the width of every name and number (seen: "Midnig…", "hip count" when
        the columns shared a narrow panel): beside the felt, the felt gives way."""
        header = self.table.horizontalHeader()
        columns = sum(max(header.sectionSizeHint(c), self.table.sizeHintForColumn(c))
                      for c in range(self.table.columnCount()))
        self.table.setMinimumWidth(columns + 2 * self.table.frameWidth()
                                   + self.table.verticalScrollBar().sizeHint().width())

    def show_payouts(self, amounts: Mapping[str, Decimal], left_in_play: Decimal) -> None:
        """The deal was paid: show each player's payout and what is still played for."""
        self.payouts = dict(amounts)
        self.title.setText(self._done_title(left_in_play))
        column = len(COLUMNS) - 1
        self.table.setHorizontalHeaderItem(column, QTableWidgetItem(self.tr("Paid")))
        for row in range(self.table.rowCount()):
            player = self.state.players[row] if self.state else ""
            item = QTableWidgetItem(_amount(amounts.get(player)))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, column, item)
        paid = ", ".join(f"{self._names.get(p, p)} {_amount(a)}" for p, a in amounts.items())
        self.proposal_label.setText(
            self.tr("Paid: %1. Still played for: %2.").replace("%2", _amount(left_in_play))
            .replace("%1", paid) if left_in_play else self.tr("Paid: %1.").replace("%1", paid))
        for button in (*self.buttons.values(), self.custom_button):
            button.setEnabled(False)
        self._set_answer_enabled(None)

    def _done_title(self, left_in_play: Decimal) -> str:
        """Play resumes only for money left in play (seen: "play resumes" over a finished
        sit & go, "Still played for: 0.00")."""
        if left_in_play:
            return self.tr("Deal done — payouts changed, play resumes")
        return self.tr("Deal done — every prize paid, the tournament is over")

    def _set_answer_enabled(self, proposal: DealOffer | None) -> None:
        can = proposal is not None and self.me not in proposal.accepted_by
        self.accept_button.setEnabled(can)
        self.reject_button.setEnabled(can)

    def _propose(self, kind: str) -> None:
        self.error_label.setText("")
        state = self.state
        if state is None:
            return
        try:
            left = parse_money(self.left_edit.text() or "0")
            amounts: dict[str, Decimal] = {}
            if kind == "custom":
                column = len(COLUMNS) - 1
                for row, player in enumerate(state.players):
                    item = self.table.item(row, column)
                    amounts[player] = parse_money(item.text() if item else "")
        except DealError as exc:
            self.error_label.setText(str(exc))
            return
        self.proposeRequested.emit(kind, left, amounts)

    def _answer(self, accept: bool) -> None:
        proposal = self.current_proposal()
        if proposal is not None:
            self._set_answer_enabled(None)
            self.acceptRequested.emit(proposal.proposal_id, accept)


def _amount(value: Decimal | None) -> str:
    """A deal amount in the locale's digits, always with cents ("1,234.50")."""
    return "" if value is None else number_text(value, always_cents=True)
