"""The tournament bar above a tournament table's felt: the level and the time to the next,
the blinds now and next, your rank of the players left, the average stack and the prize
at the next pay jump. The room sends the figures with each table view; the countdown runs
here, once a second."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from client.protocol.messages import TournamentBarRow
from client.ui.app.i18n import translate
from client.ui.locale_format import count_text, money_text
from client.ui.timefmt import seconds_left


def blinds_line(small: int, big: int, ante: int) -> str:
    """ "50/100" or "50/100 (10)" with an ante."""
    text = f"{count_text(small)}/{count_text(big)}"
    return f"{text} ({count_text(ante)})" if ante else text


def bar_text(bar: TournamentBarRow, now: datetime) -> str:
    """The bar's line at `now`."""
    parts = [translate("TournamentBar", "Level %1: %2").replace("%1", str(bar.level))
             .replace("%2", blinds_line(bar.small_blind, bar.big_blind, bar.ante))]
    if bar.level_ends is not None:
        left = seconds_left(bar.level_ends, now)
        parts.append(translate("TournamentBar", "next %1 in %2").replace(
            "%1", blinds_line(bar.next_small_blind, bar.next_big_blind, bar.next_ante))
            .replace("%2", f"{left // 60}:{left % 60:02d}"))
    if bar.rank:
        parts.append(translate("TournamentBar", "Rank %1 of %2").replace(
            "%1", str(bar.rank)).replace("%2", str(bar.players_left)))
    parts.append(translate("TournamentBar", "Avg stack %1").replace(
        "%1", count_text(bar.average_stack)))
    if bar.next_pay_place:
        parts.append(translate("TournamentBar", "Next pay jump (place %1): %2").replace(
            "%1", str(bar.next_pay_place)).replace("%2", money_text(bar.next_pay,
                                                                     bar.currency)))
    return " · ".join(parts)


class TournamentBar(QLabel):
    """One line of tournament figures beside the table's name; hidden at cash tables. It
    never wraps: in a narrow window it is cut with "…" (the whole line in its tooltip), as
    a second line made a tournament table too tall for a 640x360 screen."""

    def __init__(self, now: Callable[[], datetime] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._now = now or (lambda: datetime.now(UTC))
        self._bar: TournamentBarRow | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self.refresh)
        self.setObjectName("tournamentBar")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.hide()

    def minimumSizeHint(self) -> QSize:
        """One line high, as narrow as the row needs (the text is cut to fit)."""
        return QSize(0, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        """The line, cut with "…" where the bar is narrower than it."""
        room = self.contentsRect()
        line = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             room.width())
        QPainter(self).drawText(room, int(self.alignment()), line)

    def set_bar(self, bar: TournamentBarRow | None) -> None:
        """The room's figures for this table (None: not a tournament table)."""
        self._bar = bar
        self.refresh()

    def refresh(self) -> None:
        """Redraw for the current time; the countdown ticks while a level end is known."""
        bar = self._bar
        self.setVisible(bar is not None)
        if bar is None:
            self._timer.stop()
            return
        self.setText(bar_text(bar, self._now()))
        self.setToolTip(self.text())
        if bar.level_ends is not None:
            self._timer.start()
        else:
            self._timer.stop()
