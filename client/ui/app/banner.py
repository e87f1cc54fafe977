"""Tool-policy notices: a non-blocking banner above the lobby or table.

What to do about a detected program is decided by `client.toolguard`; this widget only
shows its notices (headline, what matched, how to fix) in the colour of their severity.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from client.toolguard.decisions import Action, Decision

_STYLE = {
    "warn": "background: #fff3cd; color: #4d3b00; border: 1px solid #e0b000;",
    "block": "background: #f8d7da; color: #58151c; border: 1px solid #c2414b;",
    "info": "background: #d7ecf8; color: #0b3a55; border: 1px solid #3a8dc2;",
}


class Banner(QFrame):
    """A dismissable strip of text; hidden when there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.text = QLabel("")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QPushButton(self.tr("Dismiss"))
        self.close_button.setAccessibleName(self.tr("Dismiss notice"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.close_button.clicked.connect(self.hide)
        self.severity = ""
        self.hide()

    def show_message(self, text: str, severity: str = "info") -> None:
        """Show `text` with a severity of "info", "warn" or "block"."""
        self.severity = severity
        self.setStyleSheet(f"#banner {{ {_STYLE[severity]} border-radius: 6px; }}"
                           f" QLabel {{ {_STYLE[severity].split(' border')[0]} border: none; }}")
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
