"""Buy-in dialog for a cash table: an exact money amount between the table's min and max.

Money is typed as text and parsed as Decimal (never float); the dialog refuses an amount
outside the table's limits or above the available balance, saying which limit, and only
then emits the amount.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from client.protocol.messages import BalanceRow, RingRow
from client.ui.app.i18n import translate
from client.ui.locale_format import money_text, number_text, parse_amount


def available_in(balances: dict[str, BalanceRow], currency: str) -> Decimal | None:
    """What the player has available in `currency`: nothing when the balances are known and
    hold none of it (seen: no euros, and the room's raw refusal after "Sit down"); None
    while they are not known yet."""
    balance = balances.get(currency)
    if balance is not None:
        return balance.available
    return Decimal(0) if balances else None


class BuyInError(ValueError):
    """The typed buy-in is not a valid amount for this table; the message says why."""


def parse_buy_in(text: str, row: RingRow, available: Decimal | None) -> Decimal:
    """The buy-in typed (in the locale's way of writing numbers, e.g. "1.234,50" in
    German), checked against the table limits and the available money."""
    try:
        amount = parse_amount(text)
        whole_cents = amount.is_finite() and amount == amount.quantize(Decimal("0.01"))
    except InvalidOperation as exc:
        message = translate("BuyInDialog", "“%1” is not an amount: type e.g. %2")
        raise BuyInError(message.replace("%1", text)
                         .replace("%2", number_text(row.max_buy_in))) from exc
    if not whole_cents:
        raise BuyInError(translate("BuyInDialog", "Give the amount in whole cents, e.g. %1")
                         .replace("%1", number_text(Decimal("12.50"))))
    if amount < row.min_buy_in or amount > row.max_buy_in:
        message = translate("BuyInDialog", "The buy-in at %1 is between %2 and %3")
        raise BuyInError(message.replace("%1", row.name)
                         .replace("%2", money_text(row.min_buy_in, row.currency))
                         .replace("%3", money_text(row.max_buy_in, row.currency)))
    if available is not None and amount > available:
        raise BuyInError(translate("BuyInDialog", "You have only %1 available")
                         .replace("%1", money_text(available, row.currency)))
    return amount


class BuyInDialog(QDialog):
    """Ask how much to bring to a cash table; emits ``buyInChosen(table_id, seat, amount)``.

    Joining, "Wait for big blind" says how to come in owing it (unticked: post it now).
    With ``top_up`` it asks what to bring one's stack up to between hands, within the same
    limits, and "Auto-rebuy" keeps doing so after every hand that leaves it lower; joining a
    fast-fold ``pool`` there is no big blind to wait for."""

    buyInChosen = Signal(str, int, object)

    def __init__(self, row: RingRow, seat: int, available: Decimal | None,
                 parent: QWidget | None = None, top_up: bool = False,
                 pool: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle((self.tr("Top up — %1") if top_up else self.tr("Buy in — %1"))
                            .replace("%1", row.name))
        self.row = row
        self.seat = seat
        self.available = available
        default = row.max_buy_in if available is None else min(row.max_buy_in, available)
        self.amount = QLineEdit(number_text(max(default, row.min_buy_in)))
        self.amount.setAccessibleName(self.tr("Buy-in amount"))
        self.amount.selectAll()
        title = QLabel(row.name)
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        title.setWordWrap(True)
        limits = QLabel((self.tr("Bring your stack up to %1 to %2 (between hands)") if top_up
                         else self.tr("Buy in for %1 to %2"))
                        .replace("%1", money_text(row.min_buy_in, row.currency))
                        .replace("%2", money_text(row.max_buy_in, row.currency)))
        limits.setWordWrap(True)
        balance = QLabel("" if available is None
                         else self.tr("Available: %1").replace(
                             "%1", money_text(available, row.currency)))
        self.error = QLabel("")
        self.error.setStyleSheet("color: #e5484d;")
        self.error.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Amount:"), self.amount)
        self.wait_big_blind = QCheckBox(self.tr("&Wait for big blind"))
        self.wait_big_blind.setToolTip(self.tr("At a running table a newcomer owes the big "
                                               "blind: wait until it reaches your seat "
                                               "(unticked: post it now)"))
        self.auto_rebuy = QCheckBox(self.tr("A&uto-rebuy to this amount after every hand"))
        form.addRow(self.auto_rebuy if top_up else self.wait_big_blind)
        (self.wait_big_blind if top_up else self.auto_rebuy).hide()
        if pool:  # a fast-fold pool gives the big blind to whoever has gone longest without
            self.wait_big_blind.hide()
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
        ok = box.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Top up") if top_up else self.tr("Sit down"))
        if not top_up and available is not None and available < row.min_buy_in:
            ok.setEnabled(False)  # nothing to try: say so now
            self.error.setText(self.tr("You have only %1 available: the minimum buy-in "
                                       "here is %2")
                               .replace("%1", money_text(available, row.currency))
                               .replace("%2", money_text(row.min_buy_in, row.currency)))
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(limits)
        layout.addWidget(balance)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(box)
        self.setMinimumWidth(380)
        box.accepted.connect(self._accept)
        box.rejected.connect(self.reject)

    def _accept(self) -> None:
        try:
            amount = parse_buy_in(self.amount.text(), self.row, self.available)
        except BuyInError as exc:
            self.error.setText(str(exc))
            return
        self.buyInChosen.emit(self.row.table_id, self.seat, amount)
        self.accept()
