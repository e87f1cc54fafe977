"""The sit-out boxes above a cash table: Sit out next hand, Sit out next big blind and
Wait for big blind (how one comes back owing it); a tournament seat shows only the first."""

from __future__ import annotations

from decimal import Decimal

import msgspec
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from client.protocol.messages import TableSnapshot
from client.ui.table.buy_in_dialog import BuyInDialog
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
    assert window.sit_out_big_blind.isVisible() and not window.wait_big_blind.isVisible()
    with qtbot.waitSignal(window.sitOutBigBlindToggled) as blocker:
        QTest.mouseClick(window.sit_out_big_blind, Qt.MouseButton.LeftButton)
    assert blocker.args == ["t1", True]


def test_wait_for_big_blind_box_is_offered_while_sitting_out(qtbot: QtBot) -> None:
    """Waiting for the big blind is a choice for coming back: the box shows while we sit
    out (and Sit out next big blind, a wish while playing, goes)."""
    window = cash_window(qtbot)
    snap = msgspec.structs.replace(samples.table_snapshot(to_act=4), tournament_id=None)
    seats = [msgspec.structs.replace(s, sitting_out=True) if s.seat == snap.your_seat else s
             for s in snap.seats]
    window.apply_snapshot(msgspec.structs.replace(snap, seats=tuple(seats)))
    assert window.wait_big_blind.isVisible() and not window.sit_out_big_blind.isVisible()


def test_sit_out_next_hand_stays_ticked_while_the_hand_is_played(qtbot: QtBot) -> None:
    """The box is the player's wish for the next hand: a snapshot of the hand they still
    play does not untick it; a snapshot showing them out ticks it."""
    window = cash_window(qtbot)
    QTest.mouseClick(window.sit_out, Qt.MouseButton.LeftButton)
    window.apply_snapshot(msgspec.structs.replace(samples.table_snapshot(to_act=4),
                                                  tournament_id=None))
    assert window.sit_out.isChecked()


def _hero_out(out: bool) -> TableSnapshot:
    snap = msgspec.structs.replace(samples.table_snapshot(to_act=4), tournament_id=None)
    seats = [msgspec.structs.replace(s, sitting_out=out) if s.seat == snap.your_seat else s
             for s in snap.seats]
    return msgspec.structs.replace(snap, seats=tuple(seats))


def test_sit_out_next_hand_unticked_to_come_back_stays_unticked(qtbot: QtBot) -> None:
    """Seen playing: sitting out, we unticked the box to come back; the next view (still
    out until the next hand) ticked it again, and it stayed ticked once we were dealt in,
    as if we would sit out again. The box shows our request until the room has done it."""
    window = cash_window(qtbot)
    window.apply_snapshot(_hero_out(True))
    assert window.sit_out.isChecked()
    with qtbot.waitSignal(window.sitOutToggled) as blocker:
        QTest.mouseClick(window.sit_out, Qt.MouseButton.LeftButton)
    assert blocker.args == ["t1", False]
    window.apply_snapshot(_hero_out(True))
    assert not window.sit_out.isChecked()  # back next hand, as asked
    window.apply_snapshot(_hero_out(False))
    assert not window.sit_out.isChecked()
    window.apply_snapshot(_hero_out(True))
    assert window.sit_out.isChecked()  # the room sat us out (the clock ran out): it says so


def test_wait_for_big_blind_box_is_not_offered_in_a_tournament(qtbot: QtBot) -> None:
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    window.show()
    window.apply_snapshot(samples.table_snapshot(to_act=4))
    assert window.sit_out.isVisible()
    assert not window.wait_big_blind.isVisible()
    assert not window.sit_out_big_blind.isVisible()
    assert not window.top_up_button.isVisible()


def test_wait_for_big_blind_offered_when_buying_in(qtbot: QtBot) -> None:
    """Joining a running table one chooses: post the big blind now, or wait for it."""
    row = samples.ring_rows(1)[0]
    dialog = BuyInDialog(row, 2, Decimal(500))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.wait_big_blind.isVisible() and not dialog.wait_big_blind.isChecked()
    assert not dialog.auto_rebuy.isVisible()


def test_top_up_dialog_gives_the_range_and_balance_and_offers_auto_rebuy(
        qtbot: QtBot) -> None:
    """Top up to a chosen amount within the table's limits (never above the maximum) and
    the balance; Auto-rebuy keeps doing it after every hand."""
    row = samples.ring_rows(1)[0]
    dialog = BuyInDialog(row, 0, Decimal(10_000), top_up=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle().startswith("Top up")
    assert dialog.auto_rebuy.isVisible() and not dialog.wait_big_blind.isVisible()
    dialog.amount.setText(str(row.max_buy_in + 1))
    with qtbot.assertNotEmitted(dialog.buyInChosen):
        dialog._accept()
    assert dialog.error.text()
    dialog.amount.setText(str(row.max_buy_in))
    with qtbot.waitSignal(dialog.buyInChosen) as blocker:
        dialog._accept()
    assert blocker.args == [row.table_id, 0, row.max_buy_in]


def test_top_up_button_only_at_a_cash_seat(qtbot: QtBot) -> None:
    window = cash_window(qtbot)
    assert window.top_up_button.isVisible()
    with qtbot.waitSignal(window.topUpRequested) as blocker:
        QTest.mouseClick(window.top_up_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["t1"]


def test_auto_post_blinds_is_in_the_table_options_on_by_default(qtbot: QtBot) -> None:
    """A cash seat has the Options menu with "Auto-post blinds" ticked; unticking it asks
    the room to post no blind for us (and only a cash seat has it)."""
    window = cash_window(qtbot)
    assert window.options_button.isVisible() and window.auto_post.isChecked()
    with qtbot.waitSignal(window.autoPostToggled) as blocker:
        window.auto_post.trigger()
    assert blocker.args == ["t1", False]
    tournament = TableWindow("t2", "you")
    qtbot.addWidget(tournament)
    tournament.show()
    tournament.apply_snapshot(samples.table_snapshot(to_act=4))
    assert not tournament.options_button.isVisible()
