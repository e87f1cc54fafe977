"""The dialog a player sees when their tournament is over for them: the place they
finished in and what they won (prizes and bounties), added to as the payments arrive."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from client.protocol import tournament_bodies as tb
from client.protocol.messages import TournamentEvent
from client.ui.bring_to_front import bring_to_front
from client.ui.locale_format import money_text
from client.ui.table.table_window import TableWindow
from client.ui.table.window_fit import place_clear_of
from client.ui.tournament.tournament_text import won_text, you_finished_text

#: What a window manager's title bar takes beside the title: icon and buttons.
TITLE_BAR_BUTTONS = 140


class FinishDialog(QDialog):
    """"You finished in 4th place" and "and won $5.40" (non-modal; OK or Enter closes it).
    Wide enough for the tournament's name in its title bar (seen cut to "Sunday Mi…")."""

    def __init__(self, tournament: str, place: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tournament)
        # The title bar says "<title> — <application>" in a bold font (openbox).
        bar = QFont(self.font())
        bar.setBold(True)
        shown = f"{tournament} \u2014 {QGuiApplication.applicationDisplayName()}"
        self.setMinimumWidth(int(QFontMetricsF(bar).horizontalAdvance(shown))
                             + TITLE_BAR_BUTTONS)
        self.place = QLabel(you_finished_text(place))
        font = self.place.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.place.setFont(font)
        self.prize = QLabel("")
        self.prize.setVisible(False)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        box.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.place)
        layout.addWidget(self.prize)
        layout.addWidget(box)
        self._won = Decimal(0)

    def add_prize(self, amount: Decimal, currency: str) -> None:
        """A payment to the player (prize, bounty, deal): the total won shows."""
        self._won += amount
        self.prize.setText(won_text(money_text(self._won, currency)))
        self.prize.setVisible(self._won > 0)


class FinishDesk:
    """Opens the player's finish dialog for each of their tournaments: at their
    elimination (with its place), or at the end from the finishing order (the winner and
    a deal's players); payments to them are added as they arrive, before or after."""

    def __init__(self) -> None:
        self.dialogs: dict[str, FinishDialog] = {}
        self._won: dict[str, list[tuple[Decimal, str]]] = {}

    def on_event(self, event: TournamentEvent, me: str, title: str, parent: QWidget) -> None:
        """Follow one director event of a tournament (`title`: its name)."""
        tid, body = event.tournament_id, event.body
        if isinstance(body, tb.PrizeAwarded) and body.player == me:
            paid = (body.amount, body.currency)
            self._won.setdefault(tid, []).append(paid)
            if (dialog := self.dialogs.get(tid)) is not None:
                dialog.add_prize(*paid)
        elif isinstance(body, tb.PlayerEliminated) and body.player == me:
            self._open(tid, body.place, title, parent)
        elif isinstance(body, tb.TournamentFinished) and tid not in self.dialogs \
                and me in body.finishing_order:
            self._open(tid, body.finishing_order.index(me) + 1, title, parent)

    def _open(self, tournament_id: str, place: int, title: str, parent: QWidget) -> None:
        dialog = FinishDialog(title, place, parent)
        for paid in self._won.get(tournament_id, []):
            dialog.add_prize(*paid)
        self.dialogs[tournament_id] = dialog
        if isinstance(parent, TableWindow):  # the final board stays in sight
            dialog.adjustSize()
            place_clear_of(dialog, parent.table.board_on_screen(), parent.window())
        # Not open(): window-modal, it held every other table of the window. Active, so
        # Enter closes it (under openbox it opened behind the table, Enter went there).
        bring_to_front(dialog)
