"""Names with "&" ("Sit & Go 9") show as typed on tabs and menu items, never as a
keyboard mnemonic ("Sit _Go 9")."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from client.ui.app.main_window import MainWindow
from client.ui.app.settings import SettingsStore
from client.ui.histories.history import HandHistory, HandHistoryViewer
from client.ui.mnemonics import no_mnemonic
from tests.ui.table.test_table_layout import session_with_tables

SNG = "Sit & Go 9 — table 1"


def test_no_mnemonic_doubles_every_ampersand() -> None:
    assert no_mnemonic("Sit & Go 9") == "Sit && Go 9"
    assert no_mnemonic("A&B&&C") == "A&&B&&&&C"
    assert no_mnemonic("Table 1") == "Table 1"


def test_main_window_tab_titles_show_the_ampersand(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    table = QWidget()
    window.add_table_tab(table, SNG)
    index = window.tabs.indexOf(table)
    assert window.tabs.tabText(index) == "Sit && Go 9 — table 1"
    window.set_tab_title(table, "Rebuy Sit & Go 6")
    assert window.tabs.tabText(index) == "Rebuy Sit && Go 6"
    assert window.tabs.tabToolTip(index) == "Rebuy Sit & Go 6"


def test_a_sit_and_go_table_back_from_tiling_keeps_its_ampersand(
        qtbot: QtBot, store: SettingsStore) -> None:
    """The table's tab is built again from its name after View › Tile, then tabs."""
    session, (table,) = session_with_tables(qtbot, store, 1)
    session.tables.layout.set_title(table, SNG)
    session.tables.layout.arrange("tile")
    session.tables.layout.to_tabs()
    tabs = session.window.tabs
    assert tabs.tabText(tabs.indexOf(table)) == "Sit && Go 9 — table 1"


def test_hand_history_file_tab_shows_the_ampersand(qtbot: QtBot) -> None:
    viewer = HandHistoryViewer(HandHistory())
    qtbot.addWidget(viewer)
    view = viewer.open_text("", "Tom & Jerry.txt")
    assert viewer.tabs.tabText(viewer.tabs.indexOf(view)) == "Tom && Jerry.txt"
