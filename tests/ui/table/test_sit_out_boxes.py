"""The sit-out boxes above a cash table: Sit out next hand, Sit out next big blind and
Wait for big blind (how one comes back owing it); a tournament seat shows only the first."""

from __future__ import annotations

import msgspec
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from client.ui.table.table_window import TableWindow
from tests.ui import samples


def cash_window(qtbot: QtBot) -> TableWindow:
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    window.show()
    window.apply_snapshot(msgspec.structs.replace(samples.table_snapshot(to_act=4),
                                                  tournament_id=None))
    return window


def test_sit_out_next_big_blind_box_at_a_cash_table(qtbot: QtBot) -> None:
    window = cash_window(qtbot)
    assert window.sit_out_big_blind.isVisible() and window.wait_big_blind.isVisible()
    with qtbot.waitSignal(window.sitOutBigBlindToggled) as blocker:
        QTest.mouseClick(window.sit_out_big_blind, Qt.MouseButton.LeftButton)
    assert blocker.args == ["t1", True]


def test_sit_out_next_hand_stays_ticked_while_the_hand_is_played(qtbot: QtBot) -> None:
    """The box is the player's wish for the next hand: a snapshot of the hand they still
    play does not untick it; a snapshot showing them out ticks it."""
    window = cash_window(qtbot)
    QTest.mouseClick(window.sit_out, Qt.MouseButton.LeftButton)
    window.apply_snapshot(msgspec.structs.replace(samples.table_snapshot(to_act=4),
                                                  tournament_id=None))
    assert window.sit_out.isChecked()


def test_wait_for_big_blind_box_is_not_offered_in_a_tournament(qtbot: QtBot) -> None:
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    window.show()
    window.apply_snapshot(samples.table_snapshot(to_act=4))
    assert window.sit_out.isVisible()
    assert not window.wait_big_blind.isVisible()
    assert not window.sit_out_big_blind.isVisible()
