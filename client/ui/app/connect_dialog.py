"""The "Connect to server…" dialog: server URL, account name, password, new-account tick.

Opened with `open()`; emits `connectRequested(url, user, password, create)` on OK after a
basic check that the URL is a ws:// or wss:// address and the fields are filled.
"""

from __future__ import annotations

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


class ConnectDialog(QDialog):
    """Asks where and as whom to connect."""

    connectRequested = Signal(str, str, str, bool)

    def __init__(self, url: str = "ws://127.0.0.1:8765", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Connect to server"))
        self.url = QLineEdit(url)
        # a whole address shows (and the title bar has room for its name)
        self.url.setMinimumWidth(self.url.fontMetrics().horizontalAdvance(
            "wss://poker.example.com:8765") + 24)
        self.user = QLineEdit()
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.new_account = QCheckBox(self.tr("Create a new account"))
        self.error = QLabel("")
        self.error.setStyleSheet("color: #e5484d;")
        form = QFormLayout()
        form.addRow(self.tr("&Server:"), self.url)
        form.addRow(self.tr("&Account:"), self.user)
        form.addRow(self.tr("&Password:"), self.password)
        form.addRow("", self.new_account)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(box)
        box.accepted.connect(self._accept)
        box.rejected.connect(self.reject)

    def _accept(self) -> None:
        url = self.url.text().strip()
        if not url.startswith(("ws://", "wss://")):
            self.error.setText(self.tr("The server address starts with ws:// or wss://"))
            return
        if not self.user.text().strip() or not self.password.text():
            self.error.setText(self.tr("Enter your account name and password"))
            return
        self.connectRequested.emit(url, self.user.text().strip(), self.password.text(),
                                   self.new_account.isChecked())
        self.accept()
