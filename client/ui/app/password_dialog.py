"""The "Change password…" dialog: the current password, the new one twice.

Opened with `open()`; on OK (new password given twice alike, not the current one) it emits
`changeRequested(current, new)` and stays open until the server answers: `show_error`
puts a refusal (a wrong current password) in place, `succeeded` closes it.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)


class ChangePasswordDialog(QDialog):
    """Asks for the current and a new password."""

    changeRequested = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Change password"))
        self.current = self._password_field()
        self.new = self._password_field()
        self.repeat = self._password_field()
        self.error = QLabel("")
        self.error.setStyleSheet("color: #e5484d;")
        self.error.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Current password:"), self.current)
        form.addRow(self.tr("&New password:"), self.new)
        form.addRow(self.tr("&Repeat new password:"), self.repeat)
        note = QLabel(self.tr("Every other session of this account (other devices) is "
                              "logged out."))
        note.setWordWrap(True)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                    | QDialogButtonBox.StandardButton.Cancel)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.error)
        layout.addWidget(self.box)
        self.box.accepted.connect(self._accept)
        self.box.rejected.connect(self.reject)

    @staticmethod
    def _password_field() -> QLineEdit:
        field = QLineEdit()
        field.setEchoMode(QLineEdit.EchoMode.Password)
        field.setMaxLength(256)  # the protocol's limit
        return field

    def _accept(self) -> None:
        current, new = self.current.text(), self.new.text()
        if not current or not new:
            self.error.setText(self.tr("Enter your current password and a new one"))
        elif new != self.repeat.text():
            self.error.setText(self.tr("The new password and its repetition differ"))
        elif new == current:
            self.error.setText(self.tr("The new password is the current one"))
        else:
            self.error.setText(self.tr("Changing the password…"))
            self._set_busy(True)
            self.changeRequested.emit(current, new)

    def _set_busy(self, busy: bool) -> None:
        ok = self.box.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not busy)

    def show_error(self, message: str) -> None:
        """The server refused the change: say why here, let the user try again."""
        self._set_busy(False)
        self.error.setText(message)
        self.current.setFocus()
        self.current.selectAll()

    def succeeded(self) -> None:
        """The server changed the password: close."""
        self._set_busy(False)
        self.accept()
