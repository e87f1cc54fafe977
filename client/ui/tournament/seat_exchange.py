"""Giving up a seat won in a satellite (site rule 10): the player chooses T-money or an
entry ticket for it before anything is sent (cash is never offered). A non-modal
`open()` box (never `exec()` under qasync); Cancel sends nothing."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from client.protocol.messages import SatelliteSeat
from client.ui.locale_format import money_text


def ask_seat_exchange(parent: QWidget, seat: SatelliteSeat,
                      chosen: Callable[[bool], None]) -> QMessageBox:
    """Open the choice; ``chosen(as_ticket)`` is called for T-money (False) or a ticket
    (True). Returns the box (tests click its buttons)."""
    value = money_text(seat.value, seat.currency)
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("SeatExchange", "Unregister"))
    box.setText(QCoreApplication.translate(
        "SeatExchange", "You won this seat in a satellite. Unregistering gives its value, %1, "
                 "back as tournament money (T$) or as an entry ticket, not as cash."
    ).replace("%1", value))
    box.setInformativeText(QCoreApplication.translate(
        "SeatExchange", "T-money buys in to our other tournaments; the ticket enters a "
                 "tournament of that value."))
    tmoney = box.addButton(QCoreApplication.translate("SeatExchange", "Take &T-money"),
                           QMessageBox.ButtonRole.AcceptRole)
    ticket = box.addButton(QCoreApplication.translate("SeatExchange", "Take an entry &ticket"),
                           QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)

    def clicked(button: QAbstractButton) -> None:
        if button is tmoney:
            chosen(False)
        elif button is ticket:
            chosen(True)

    box.buttonClicked.connect(clicked)
    box.open()
    return box
