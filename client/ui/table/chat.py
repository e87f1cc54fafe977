"""The table's chat box: a Chat tab for players, an Info tab for the room, and a Dealer tab
for what the dealer says (hands starting, shown, won, uncalled bets returned).

At a final table where the room offers deal-making, the Info tab carries the
"Discuss A Deal" checkbox (site rules, deal making); ticking it only tells the room, which
pauses the table when every remaining player has ticked.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

MAX_LINES = 500
FLOOR_COLOUR = "#c2410c"  # the floor's lines (readable on light and dark themes)


class ChatBox(QTabWidget):
    """Tabs Chat and Info; emits what the player typed and the Discuss A Deal tick."""

    messageTyped = Signal(str)
    discussDealToggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chat_log = QTextBrowser()
        self.chat_log.setOpenLinks(False)
        self.chat_log.document().setMaximumBlockCount(MAX_LINES)
        self.input = QLineEdit(placeholderText=self.tr("Say something…"))
        self.input.setMaxLength(500)
        self.input.setAccessibleName(self.tr("Chat message"))
        send = QPushButton(self.tr("Send"))
        row = QHBoxLayout()
        row.addWidget(self.input, 1)
        row.addWidget(send)
        chat = QWidget()
        chat_layout = QVBoxLayout(chat)
        chat_layout.setContentsMargins(4, 4, 4, 4)
        chat_layout.addWidget(self.chat_log, 1)
        chat_layout.addLayout(row)
        self.info_log = QTextBrowser()
        self.info_log.document().setMaximumBlockCount(MAX_LINES)
        self.discuss_deal = QCheckBox(self.tr("Discuss A Deal"))
        self.discuss_deal.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.discuss_deal.setToolTip(
            self.tr("Tick to discuss a deal. When every remaining player has ticked, the "
                    "table pauses at the end of the hand."))
        self.deal_status = QLabel("")
        self.deal_status.setWordWrap(True)
        self.discuss_deal.setVisible(False)
        self.deal_status.setVisible(False)
        info = QWidget()
        info_layout = QVBoxLayout(info)
        info_layout.setContentsMargins(4, 4, 4, 4)
        info_layout.addWidget(self.discuss_deal)
        info_layout.addWidget(self.deal_status)
        info_layout.addWidget(self.info_log, 1)
        self.dealer_log = QTextBrowser()
        self.dealer_log.document().setMaximumBlockCount(MAX_LINES)
        for log in (self.chat_log, self.info_log, self.dealer_log):
            # Two lines at least (not Qt's 70 px): a table window fits a 1280x720 screen
            # at 200 % (640x360 logical px).
            log.setMinimumHeight(36)
        self.addTab(chat, self.tr("Chat"))
        self.addTab(info, self.tr("Info"))
        self.addTab(self.dealer_log, self.tr("Dealer"))
        send.clicked.connect(self._send)
        self.input.returnPressed.connect(self._send)
        self.discuss_deal.toggled.connect(self.discussDealToggled)

    def add_chat(self, sender: str, text: str, system: bool = False,
                 floor: bool = False) -> None:
        """Append a chat line: system lines from the room in italics, the floor's (the
        site's staff) in the floor's colour so no player's line can pass for one."""
        who = html.escape(sender)
        body = html.escape(text)
        if floor:
            line = f'<span style="color:{FLOOR_COLOUR}"><b>{who}:</b> {body}</span>'
        elif system:
            line = f"<i><b>{who}:</b> {body}</i>"
        else:
            line = f"<b>{who}:</b> {body}"
        self.chat_log.append(line)

    def add_info(self, text: str) -> None:
        """Append a room / tournament line (a level, a break, an elimination) to the Info
        tab; the dealer says it too, so the Dealer tab tells the whole story."""
        self.info_log.append(html.escape(text))
        self.add_dealer(text)

    def add_dealer(self, text: str) -> None:
        """Append one of the dealer's lines to the Dealer tab."""
        self.dealer_log.append(html.escape(text))

    def set_deal_available(self, available: bool) -> None:
        """Show or hide the Discuss A Deal checkbox (the room says when deals are possible)."""
        self.discuss_deal.setVisible(available)
        self.deal_status.setVisible(available)
        if not available:
            self.discuss_deal.blockSignals(True)
            self.discuss_deal.setChecked(False)
            self.discuss_deal.blockSignals(False)

    def set_deal_ticks(self, ticked: int, players: int, mine: bool,
                       prizes_final: bool = True) -> None:
        """Show how many players ticked, and keep our box in step with the room; say why
        the table plays on when everyone ticked before the prizes are final."""
        self.discuss_deal.blockSignals(True)
        self.discuss_deal.setChecked(mine)
        self.discuss_deal.blockSignals(False)
        text = self.tr("%1 of %2 players want to discuss a deal.").replace(
            "%1", str(ticked)).replace("%2", str(players))
        if not prizes_final:
            text += " " + self.tr("The table pauses for it once the prizes are final "
                                  "(when late registration closes).")
        self.deal_status.setText(text)

    def _send(self) -> None:
        text = self.input.text().strip()
        if text:
            self.input.clear()
            self.messageTyped.emit(text)
