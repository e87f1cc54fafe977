"""The Hand history button brings its window back, even minimized (seen playing: a
minimized history window stayed minimized and the button seemed to do nothing)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from client.ui.app.banner import Banner
from client.ui.app.link import Link
from client.ui.histories.history_desk import HistoryDesk


def test_hand_history_button_brings_back_a_minimized_window(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    banner = Banner(parent)
    desk = HistoryDesk(parent, banner, Link(banner, lambda _e: None, None, lambda _d: None),
                       lambda _list, _others: None)
    viewer = desk.show()
    viewer.showMinimized()
    assert viewer.isMinimized()
    assert desk.show() is viewer
    assert viewer.isVisible() and not viewer.isMinimized()
