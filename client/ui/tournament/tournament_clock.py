"""Tournament time on the table: the next break line and the rebuy window's countdown.

Both count down on the player's own clock from moments the room sent (the table
snapshot's `next_break` and `rebuy_offer.ends_at`), so nothing here asks the room again.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from client.protocol.messages import RebuyOffer
from client.ui.app.i18n import translate
from client.ui.locale_format import clock_text, money_text
from client.ui.table.table_state import chips_text
from client.ui.timefmt import seconds_left

REASON_TEXT = {"synchronized": "", "interval": "",
               "add-on": str(QT_TRANSLATE_NOOP("TournamentClock", "Add-on break"))}
"""How each kind of break is named in the line (plain "Break" unless said here)."""


#: The lobby's words for each kind of break.
LOBBY_BREAK_KIND = {
    "synchronized": str(QT_TRANSLATE_NOOP("TournamentClock", "at :55")),
    "interval": str(QT_TRANSLATE_NOOP("TournamentClock", "after the interval of play")),
    "add-on": str(QT_TRANSLATE_NOOP("TournamentClock", "add-on break, end of the rebuy period")),
}


def _tr(marked: str) -> str:
    """A string marked above with QT_TRANSLATE_NOOP("TournamentClock", ...), translated."""
    return translate("TournamentClock", marked)


def countdown_text(seconds: int) -> str:
    """Seconds as "m:ss" (or "h:mm:ss" from an hour)."""
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def next_break_text(at: datetime | None, reason: str, on_break: bool, now: datetime) -> str:
    """The table's line: "Next break in 12:34" within the hour, else "Break at 08:55";
    synchronized breaks (at :55) always name their time. "" when no break is ahead."""
    if on_break:
        return translate("TournamentClock", "On break")
    if at is None:
        return ""
    english = REASON_TEXT.get(reason)
    name = _tr(english) if english else translate("TournamentClock", "Break")
    local = at.astimezone().strftime("%H:%M")
    left = seconds_left(at, now)
    if left == 0:
        return translate("TournamentClock", "%1 after this hand").replace("%1", name)
    if left >= 3600:
        return translate("TournamentClock", "%1 at %2").replace("%1", name).replace(
            "%2", local)
    prefix = name if english else translate("TournamentClock", "Next break")
    line = translate("TournamentClock", "%1 in %2").replace("%1", prefix).replace(
        "%2", countdown_text(left))
    if reason == "synchronized":
        return translate("TournamentClock", "%1 (at %2)").replace("%1", line).replace("%2", local)
    return line


def lobby_break_text(at: datetime, reason: str, now: datetime | None = None) -> str:
    """The Info tab's "Next break" row: "Wed 08:55 (in 12:34), at :55" and the like."""
    left = seconds_left(at, now or datetime.now(UTC))
    english = LOBBY_BREAK_KIND.get(reason)
    when = clock_text(at)
    if 0 < left < 3600:
        when = translate("TournamentClock", "%1 (in %2)").replace("%1", when).replace(
            "%2", countdown_text(left))
    return translate("TournamentClock", "%1, %2").replace("%1", when).replace(
        "%2", _tr(english)) if english else when


class NextBreakLabel(QLabel):
    """The next-break line above the felt; ticks once a second while a break is ahead."""

    def __init__(self, now: Callable[[], datetime] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._now = now or (lambda: datetime.now(UTC))
        self._at: datetime | None = None
        self._reason = ""
        self._on_break = False
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self.refresh)
        self.setObjectName("nextBreak")
        self.hide()

    def set_break(self, at: datetime | None, reason: str, on_break: bool) -> None:
        """The room's next break for this table (None: no break ahead)."""
        self._at, self._reason, self._on_break = at, reason, on_break
        self.refresh()

    def refresh(self) -> None:
        """Redraw the line for the current time."""
        text = next_break_text(self._at, self._reason, self._on_break, self._now())
        self.setText(text)
        self.setVisible(bool(text))
        if self._at is not None and not self._on_break:
            self._timer.start()
        else:
            self._timer.stop()


class RebuyWindowPanel(QFrame):
    """The busted player's rebuy window: what a rebuy gives and costs, the seconds left,
    and the Rebuy / No thanks buttons (rule 8: the room only offers it with the funds)."""

    rebuyRequested = Signal(str)  # tournament_id
    declineRequested = Signal(str)  # tournament_id

    def __init__(self, now: Callable[[], datetime] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._now = now or (lambda: datetime.now(UTC))
        self.offer: RebuyOffer | None = None
        self.setObjectName("rebuyWindow")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.countdown = QLabel()
        font = self.countdown.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.countdown.setFont(font)
        self.rebuy_button = QPushButton(self.tr("&Rebuy"))
        self.decline_button = QPushButton(self.tr("No thanks"))
        layout = QHBoxLayout(self)
        layout.addWidget(self.message, 1)
        layout.addWidget(self.countdown)
        layout.addWidget(self.rebuy_button)
        layout.addWidget(self.decline_button)
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self.refresh)
        self.rebuy_button.clicked.connect(self._rebuy)
        self.decline_button.clicked.connect(self._decline)
        self.hide()

    def set_offer(self, offer: RebuyOffer | None) -> None:
        """Show the window's offer (None: no window open, the panel goes)."""
        self.offer = offer
        self.setVisible(offer is not None)
        self.rebuy_button.setEnabled(offer is not None)
        self.decline_button.setEnabled(offer is not None)
        if offer is None:
            self._timer.stop()
            return
        self.message.setText(self.tr(
            "You are out of chips. Rebuy %1 chips for %2 before the time runs out, "
            "or you are eliminated.").replace("%1", chips_text(offer.chips)).replace(
            "%2", money_text(offer.cost, offer.currency)))
        self._timer.start()
        self.refresh()

    def refresh(self) -> None:
        """Redraw the seconds left; at zero the buttons go (the room eliminates)."""
        if self.offer is None:
            return
        left = seconds_left(self.offer.ends_at, self._now())
        self.countdown.setText(countdown_text(left))
        if left == 0:
            self.rebuy_button.setEnabled(False)
            self.decline_button.setEnabled(False)
            self._timer.stop()

    def _answered(self) -> str | None:
        """The offer's tournament once answered (buttons off until the room replies)."""
        if self.offer is None:
            return None
        self.rebuy_button.setEnabled(False)
        self.decline_button.setEnabled(False)
        return self.offer.tournament_id

    def _rebuy(self) -> None:
        if (tid := self._answered()) is not None:
            self.rebuyRequested.emit(tid)

    def _decline(self) -> None:
        if (tid := self._answered()) is not None:
            self.declineRequested.emit(tid)
