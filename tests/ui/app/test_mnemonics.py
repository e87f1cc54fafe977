"""Every label that underlines a letter (Alt+letter) has a widget to jump to: a label
without a buddy shows its "&" as text (seen: "&Folder:" in Settings)."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from client.ui.app.connect_dialog import ConnectDialog
from client.ui.app.password_dialog import ChangePasswordDialog
from client.ui.app.settings import Settings
from client.ui.app.settings_dialog import SettingsDialog
from client.ui.tournament.tournament_lobby import TournamentLobby

_MNEMONIC = re.compile(r"(?<!&)&(?=[^\s&])")  # "&Folder", not "sit & gos"


def labels_without_buddy(widget: QWidget) -> list[str]:
    """The texts of labels with a mnemonic and nothing to jump to."""
    return [label.text() for label in widget.findChildren(QLabel)
            if _MNEMONIC.search(label.text()) and label.buddy() is None]


def test_every_mnemonic_label_has_a_buddy(qtbot: QtBot) -> None:
    windows: list[QWidget] = [SettingsDialog(Settings()), ConnectDialog(), ChangePasswordDialog(),
                              TournamentLobby("t1")]
    for window in windows:
        qtbot.addWidget(window)
        assert labels_without_buddy(window) == [], type(window).__name__
