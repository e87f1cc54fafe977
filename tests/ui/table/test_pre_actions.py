"""Pre-action boxes (Fold, Check/Fold, Check, Call $X, Call any) as a regular uses them:
ticked while waiting, acted on when the turn comes, cleared when the bet changes so they
never act on an amount the player did not see."""

from __future__ import annotations

from dataclasses import replace

import msgspec
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from client.ui.app.settings import Settings
from client.ui.table.action_bar import ActionBar
from client.ui.table.table_state import ActionOptions
from client.ui.table.table_window import TableWindow
from tests.ui import samples

FACING = ActionOptions(can_fold=True, can_check=False, to_call=400, can_raise=True,
                       min_total=800, max_total=5000, pot=1000, raise_word="Raise",
                       big_blind=200, stack=5000)
OPEN = ActionOptions(can_fold=True, can_check=True, to_call=0, can_raise=True, min_total=200,
                     max_total=5000, pot=600, raise_word="Bet", big_blind=200, stack=5000)


def waiting_bar(qtbot: QtBot, to_call: int) -> ActionBar:
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.show()
    bar.set_pending(to_call)
    return bar


def test_pre_action_boxes_show_what_fits_the_bet_faced(qtbot: QtBot) -> None:
    """Facing a bet: Fold, Check/Fold, Call $X, Call any; nothing to call: Check instead."""
    bar = waiting_bar(qtbot, 400)
    shown = [b.text() for b in bar.pre_boxes if b.isVisible()]
    assert shown == ["Fold", "Check/Fold", "Call 400", "Call any"]
    bar.set_pending(0)
    assert [b.text() for b in bar.pre_boxes if b.isVisible()] == \
        ["Check/Fold", "Check", "Call any"]
    bar.set_pending(None)
    assert not any(b.isEnabled() for b in bar.pre_boxes)


def test_pre_action_call_resets_when_the_bet_changes(qtbot: QtBot) -> None:
    """Call $X is for X only: a raise behind clears it, and the turn is then asked."""
    bar = waiting_bar(qtbot, 400)
    QTest.mouseClick(bar.pre_call, Qt.MouseButton.LeftButton)
    assert bar.pre_call.isChecked()
    bar.set_pending(1200)
    assert not bar.pre_call.isChecked()
    with qtbot.assertNotEmitted(bar.actionChosen):
        bar.set_options(replace(FACING, to_call=1200))
    assert bar.options() is not None


def test_pre_action_call_never_calls_an_amount_not_seen(qtbot: QtBot) -> None:
    """Even if the turn comes with another amount than the box showed, nothing is done."""
    bar = waiting_bar(qtbot, 400)
    bar.pre_call.setChecked(True)
    with qtbot.assertNotEmitted(bar.actionChosen):
        bar.set_options(replace(FACING, to_call=800))
    bar.set_options(None)
    bar.set_pending(400)
    bar.pre_call.setChecked(True)
    with qtbot.waitSignal(bar.actionChosen) as blocker:
        bar.set_options(FACING)
    assert blocker.args == ["call", 0]


def test_pre_action_check_resets_when_someone_bets(qtbot: QtBot) -> None:
    bar = waiting_bar(qtbot, 0)
    bar.pre_check.setChecked(True)
    bar.set_pending(400)
    assert not bar.pre_check.isChecked() and not bar.pre_check.isVisible()
    bar.set_pending(0)
    bar.pre_check.setChecked(True)
    with qtbot.waitSignal(bar.actionChosen) as blocker:
        bar.set_options(OPEN)
    assert blocker.args == ["check", 0]


def test_pre_action_fold_folds_facing_a_bet_and_one_box_at_a_time(qtbot: QtBot) -> None:
    bar = waiting_bar(qtbot, 400)
    bar.call_any.setChecked(True)
    bar.pre_fold.setChecked(True)
    assert not bar.call_any.isChecked()
    with qtbot.waitSignal(bar.actionChosen) as blocker:
        bar.set_options(FACING)
    assert blocker.args == ["fold", 0]
    assert not any(b.isChecked() for b in bar.pre_boxes)


def test_pre_action_hotkeys_tick_the_boxes_while_waiting(qtbot: QtBot) -> None:
    """The fold / call keys tick their box before the turn (and untick on a second press);
    they never act before the turn."""
    bar = waiting_bar(qtbot, 400)
    with qtbot.assertNotEmitted(bar.actionChosen):
        assert bar.fold()
    assert bar.pre_fold.isChecked()
    assert bar.call()
    assert bar.pre_call.isChecked() and not bar.pre_fold.isChecked()
    assert bar.call()
    assert not bar.pre_call.isChecked()
    assert not bar.check()  # no Check box while facing a bet


def test_pre_action_boxes_follow_the_table_in_the_window(qtbot: QtBot) -> None:
    """At a table: waiting with cards, the boxes show the call the felt shows; a bigger bet
    clears a ticked call; our turn then asks (nothing done for us)."""
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    window.apply_settings(Settings(animation_speed=0.0))
    window.show()
    snap = samples.table_snapshot(to_act=4)  # seat 3 is all-in for 1,200
    window.apply_snapshot(snap)
    bar = window.action_bar
    assert bar.pre_call.isVisible() and bar.pre_call.text() == "Call 1,200"
    QTest.mouseClick(bar.pre_call, Qt.MouseButton.LeftButton)
    raised = tuple(msgspec.structs.replace(r, bet=2400) if r.seat == 4 else r
                   for r in snap.seats)
    window.apply_snapshot(msgspec.structs.replace(snap, seats=raised, to_act=6))
    assert not bar.pre_call.isChecked()
    assert bar.pre_call.text() == "Call 1,500"  # all the hero has
    with qtbot.assertNotEmitted(window.actRequested):
        window.apply_request(samples.action_request())
    assert bar.options() is not None


def test_pre_action_boxes_step_aside_at_our_turn(qtbot: QtBot) -> None:
    """At our turn only the buttons act: the boxes are cleared and off."""
    bar = waiting_bar(qtbot, 400)
    bar.set_options(FACING)
    assert not any(b.isVisible() and b.isEnabled() for b in bar.pre_boxes)


def test_pre_action_boxes_are_not_offered_to_an_observer(qtbot: QtBot) -> None:
    """Watching a table (no seat of ours), there is nothing to act on: no boxes and no
    buttons (seen playing: greyed Fold/Check/Bet stayed after a bust)."""
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    window.show()
    snap = samples.table_snapshot(to_act=4)
    window.apply_snapshot(msgspec.structs.replace(snap, your_seat=None, seats=tuple(
        msgspec.structs.replace(s, player_id=f"p{s.seat}", hole_cards=())
        for s in snap.seats)))
    assert not window.action_bar.fold_ahead.isVisible()
    assert not window.action_bar.isVisible()
    window.apply_snapshot(snap)
    assert window.action_bar.fold_ahead.isVisible()
    assert window.action_bar.isVisible()
