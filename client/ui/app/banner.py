"""Tool-policy notices: a non-blocking banner above the lobby or table.

What to do about a detected program is decided by `client.toolguard`; this widget only
shows its notices (headline, what matched, how to fix) in the colour of their severity.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from client.toolguard.decisions import Action, Decision

_STYLE = {
    "warn": "background: #fff3cd; color: #4d3b00; border: 1px solid #e0b000;",
    "block": "background: #f8d7da; color: #58151c; border: 1px solid #c2414b;",
    "info": "background: #d7ecf8; color: #0b3a55; border: 1px solid #3a8dc2;",
}


def link_html(url: str) -> str:
    """A clickable link that shows its own address."""
    return f'<a href="{html.escape(url, quote=True)}">{html.escape(url)}</a>'


class Banner(QFrame):
    """A dismissable strip of text; hidden when there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.text = QLabel("")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setOpenExternalLinks(True)
        self.close_button = QPushButton(self.tr("Dismiss"))
        self.close_button.setAccessibleName(self.tr("Dismiss notice"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.close_button.clicked.connect(self.hide)
        self.severity = ""
        self.hide()

    def show_message(self, text: str, severity: str = "info", link: str = "") -> None:
        """Show `text` with a severity of "info", "warn" or "block", and a clickable `link`
        after it when one is given."""
        self.severity = severity
        self.setStyleSheet(f"#banner {{ {_STYLE[severity]} border-radius: 6px; }}"
                           f" QLabel {{ {_STYLE[severity].split(' border')[0]} border: none; }}")
        if link:
            self.text.setTextFormat(Qt.TextFormat.RichText)
            self.text.setTextInteractionFlags(
                Qt.TextInteractionFlag.TextSelectableByMouse
                | Qt.TextInteractionFlag.LinksAccessibleByMouse)
            self.text.setText(f"{html.escape(text)} {link_html(link)}")
        else:
            self.text.setTextFormat(Qt.TextFormat.PlainText)
            self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.text.setText(text)
        self.show()

    def show_decision(self, decision: Decision) -> None:
        """Show a toolguard decision's notices; hide when it has none."""
        if not decision.notices:
            if self.severity in {"warn", "block"}:
                self.hide()
            return
        blocking = any(n.action is not Action.WARN for n in decision.notices)
        self.show_message("\n\n".join(n.message() for n in decision.notices),
                          "block" if blocking else "warn")
