"""Action bar and bet sizing: exact pot fractions, clamping, hotkeys, pre-actions."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QValidator
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from client.engine import Action, ActionKind, Hand, HandConfig
from client.protocol.convert import legal_actions
from client.ui.app.settings import Settings
from client.ui.table.action_bar import ActionBar, AmountBox
from client.ui.table.sizing import bet_for_fraction, clamp_total, describe_fraction
from client.ui.table.table_state import ActionOptions, SeatView, TableView
from client.ui.table.table_tracker import options_from_legal
from client.ui.table.table_window import TableWindow
from tests.ui import samples

FACING = ActionOptions(can_fold=True, can_check=False, to_call=400, can_raise=True,
                       min_total=800, max_total=5000, pot=1000, current_bet=0,
                       raise_word="Raise", big_blind=200, stack=5000)
OPEN = ActionOptions(can_fold=True, can_check=True, to_call=0, can_raise=True, min_total=200,
                     max_total=5000, pot=600, raise_word="Bet", big_blind=200, stack=5000)


def test_rule_hotkey_bets_exact_fraction_of_pot() -> None:
    """Tools policy (acceptable 4): a hotkey bets the exact fraction the player chose."""
    assert bet_for_fraction(OPEN, Fraction(1, 2)) == 300
    assert bet_for_fraction(OPEN, Fraction(3, 4)) == 450
    # Facing 400 into 1000: pot after the call is 1400; a pot raise is to 400 + 1400.
    assert bet_for_fraction(FACING, Fraction(1)) == 1800
    assert bet_for_fraction(FACING, Fraction(1, 2)) == 1100
    same = {bet_for_fraction(FACING, Fraction(1, 2)) for _ in range(50)}
    assert same == {1100}  # never random


def test_sizes_clamp_to_the_rooms_range() -> None:
    assert bet_for_fraction(OPEN, Fraction(1, 10)) == 200  # below the minimum bet
    assert bet_for_fraction(FACING, Fraction(10)) == 5000  # all-in cap
    assert clamp_total(FACING, 10**9) == 5000
    with pytest.raises(ValueError):
        bet_for_fraction(OPEN, Fraction(0))
    assert describe_fraction(Fraction(1, 2)) == "½ pot"
    assert describe_fraction(Fraction(5, 4)) == "5/4 pot"


def test_buttons_follow_the_options(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_fractions(Settings().bet_hotkeys)
    assert not bar.fold_button.isEnabled() and not bar.raise_button.isEnabled()
    bar.set_options(FACING)
    assert bar.call_button.text() == "Call 400"
    assert bar.raise_button.text() == "Raise to 800"
    bar.size_to_fraction(Fraction(1))
    assert bar.amount.value() == 1800 and bar.slider.value() == 1800
    with qtbot.waitSignal(bar.actionChosen) as blocker:
        QTest.mouseClick(bar.raise_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["raise", 1800]
    assert bar.options() is None and not bar.call_button.isEnabled()


def test_no_stale_amount_stays_in_the_bet_box_once_the_turn_is_gone(qtbot: QtBot) -> None:
    """Seen: the last turn's "3.50 USD" greyed in the box while others acted; a box with
    nothing to size shows nothing, and the next turn shows its own minimum again."""
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_options(FACING)
    bar.size_to_fraction(Fraction(1))
    assert bar.amount.text() == "1,800"
    bar.set_options(None)
    assert not bar.amount.isEnabled() and bar.amount.text().strip() == ""
    assert bar.slider.value() == bar.slider.minimum()
    bar.set_options(OPEN)
    assert bar.amount.isEnabled() and bar.amount.text() == "200"
    bar.set_options(replace(FACING, can_raise=False))  # only call or fold: nothing to size
    assert bar.amount.text().strip() == ""
    assert bar.raise_button.text() == "Raise"  # was "Raise to 0" (seen calling all in)


def test_typed_amount_is_clamped_and_all_in_labelled(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_options(OPEN)
    bar.amount.setValue(4999)
    assert bar.raise_button.text() == "Bet 4,999"
    QTest.mouseClick(bar.all_in_button, Qt.MouseButton.LeftButton)
    assert bar.raise_button.text() == "Bet 5,000 (all-in)"


def test_a_bet_at_the_cap_below_the_stack_is_not_labelled_all_in(qtbot: QtBot) -> None:
    """Nobody is asked for chips nobody can call: the room's maximum is 3,000 (what the
    biggest covering opponent can match) with 5,000 behind, so betting it is not all-in."""
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_options(replace(OPEN, max_total=3000))
    QTest.mouseClick(bar.all_in_button, Qt.MouseButton.LeftButton)
    assert bar.raise_button.text() == "Bet 3,000"
    bar.set_options(replace(FACING, current_bet=200, stack=2800, max_total=3000))
    QTest.mouseClick(bar.all_in_button, Qt.MouseButton.LeftButton)
    assert bar.raise_button.text() == "Raise to 3,000 (all-in)"


def test_rule_a_raise_below_the_minimum_only_all_in_the_bet_box_offers_the_minimum(
        qtbot: QtBot) -> None:
    """The engine's options where the covered stack (55) caps a raise below the minimum
    (98) and the hero has 198 behind: the box offers exactly the raise to 98, not all-in."""
    hand = Hand(HandConfig("NLHE", (55, 200, 200, 55), 3, 1, 2, seed=1))
    hand.start()
    for seat, kind, to in ((2, ActionKind.FOLD, 0), (3, ActionKind.RAISE, 50),
                           (0, ActionKind.FOLD, 0)):
        hand.act(seat, Action(kind, to))
    legal = legal_actions(hand.legal())
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_options(replace(FACING, to_call=legal.call_amount, min_total=legal.min_amount,
                            max_total=legal.max_amount, current_bet=2, stack=198, big_blind=2))
    assert (bar.slider.minimum(), bar.slider.maximum(), bar.amount.value()) == (98, 98, 98)
    assert bar.raise_button.text() == "Raise to 98"
    with qtbot.waitSignal(bar.actionChosen) as blocker:
        QTest.mouseClick(bar.raise_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["raise", 98]


def test_pre_actions_fire_when_the_turn_comes(qtbot: QtBot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.fold_ahead.setChecked(True)
    with qtbot.waitSignal(bar.actionChosen) as blocker:
        bar.set_options(OPEN)
    assert blocker.args == ["check", 0]  # check/fold checks when checking is free
    bar.fold_ahead.setChecked(True)
    with qtbot.waitSignal(bar.actionChosen) as blocker:
        bar.set_options(FACING)
    assert blocker.args == ["fold", 0]
    bar.call_any.setChecked(True)
    assert not bar.fold_ahead.isChecked()  # one pre-action at a time
    with qtbot.waitSignal(bar.actionChosen) as blocker:
        bar.set_options(FACING)
    assert blocker.args == ["call", 0]


def test_rule_hotkeys_execute_one_fixed_action(qtbot: QtBot) -> None:
    """Tools policy: a key never chooses between check and call for the player."""
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    window.apply_settings(Settings(animation_speed=0.0))
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.setFocus()
    window.apply_snapshot(samples.table_snapshot())  # facing a bet of 400
    QTest.keyClick(window, Qt.Key.Key_K)  # check is not possible: nothing happens
    assert window.action_bar.options() is not None
    with qtbot.waitSignal(window.actRequested) as blocker:
        QTest.keyClick(window, Qt.Key.Key_2)  # ½ pot exactly
    pot = 3200 + 800 + 1200 + 400  # pots plus the bets on the table
    assert blocker.args == ["t1", "raise", min(1500, 400 + (pot + 400) // 2)]


def test_cash_amount_box_shows_and_takes_money_not_cents(qtbot: QtBot) -> None:
    """At a cash table one chip is one cent: the player reads and types dollars."""
    box = AmountBox()
    qtbot.addWidget(box)
    box.setRange(0, 100_000)
    box.cents = True
    box.setSuffix(" USD")
    box.setValue(1914)
    assert box.text() == "19.14 USD"
    box.lineEdit().setText("20.5 USD")
    box.interpretText()
    assert box.value() == 2050
    assert box.validate("1.234 USD", 0)[0] == QValidator.State.Invalid


def test_a_cash_tables_amount_box_writes_money_as_its_buttons_do(qtbot: QtBot) -> None:
    """Seen: the box said "0.20 USD" beside "Bet $0.20"; it says "$0.20" (and "0.20 PLAY"
    at a play-money table, where the site writes the word after the amount)."""
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    box = window.action_bar.amount
    box.setRange(0, 100_000)
    window.set_currency("USD")
    box.setValue(20)
    assert box.text() == "$0.20"
    box.lineEdit().setText("$3.5")
    box.interpretText()
    assert box.value() == 350
    window.set_currency("PLAY")
    assert box.text() == "3.50 PLAY"


def test_sizers_show_only_when_there_is_a_size_to_choose(qtbot: QtBot) -> None:
    """Fixed limit (one raise amount), a raise capped to one amount, or not our turn: no
    slider, presets or amount box (the PokerStars client shows only the buttons then), and
    the buttons stay where they were."""
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.set_fractions(Settings().bet_hotkeys)
    bar.show()
    sizers = (bar.slider, bar.amount, bar.all_in_button, *bar.preset_buttons.values())
    bar.set_options(FACING)
    assert all(widget.isVisible() for widget in sizers)
    where = bar.raise_button.geometry()
    fixed_limit = replace(FACING, min_total=400 + 200, max_total=400 + 200)
    bar.set_options(fixed_limit)
    assert not any(widget.isVisible() for widget in sizers)
    assert bar.raise_button.text() == "Raise to 600" and bar.raise_button.isEnabled()
    assert bar.raise_button.geometry() == where
    bar.set_options(None)
    assert not any(widget.isVisible() for widget in sizers)


def options_for(hand: Hand) -> ActionOptions:
    """The action bar's options for the engine's seat to act, as the table builds them."""
    seat = hand.to_act
    assert seat is not None
    view = TableView(table_id="t1", title="t1", max_seats=8,
                     seats=(SeatView(seat=seat, name="You", stack=4990, is_hero=True),))
    return options_from_legal(legal_actions(hand.legal()), view, seat, 100)


def test_rule_stud_bring_in_and_completion_are_offered_as_the_room_names_them(
        qtbot: QtBot) -> None:
    """Stud's third street (rules: the lowest up card brings in, or completes to the small
    bet): the player to bring in sees Bring in $X and Complete to $Y and each sends that
    action, which the engine accepts (a "call" of 0 and a "bet" were refused, so a person
    could only wait for the clock); the next player completes rather than bets."""
    hand = Hand(HandConfig("STUD", (5000, 5000, 5000), ante=10, bring_in=20, small_bet=100,
                           big_bet=200, big_blind=100, seed=4))
    hand.start()
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.currency = "USD"
    chosen: list[tuple[str, int]] = []
    bar.actionChosen.connect(lambda kind, amount: chosen.append((kind, amount)))
    seat = hand.to_act
    assert seat is not None
    options = options_for(hand)
    bar.set_options(options)
    assert bar.call_button.text() == "Bring in $0.20"
    assert bar.raise_button.text() == "Complete to $1"
    assert bar.call()  # the C hotkey brings in
    kind, amount = chosen[-1]
    hand.act(seat, Action(ActionKind(kind), amount))
    seat = hand.to_act
    assert seat is not None
    bar.set_options(options_for(hand))
    assert bar.call_button.text() == "Call $0.20"
    assert bar.raise_button.text() == "Complete to $1"
    assert bar.bet_or_raise()
    kind, amount = chosen[-1]
    assert (kind, amount) == ("complete", 100)
    hand.act(seat, Action(ActionKind(kind), amount))  # the engine takes it


def test_rule_a_draw_is_made_by_picking_cards_then_discard_or_stand_pat(qtbot: QtBot) -> None:
    """2-7 triple draw (the site spreads it): at a draw the player picks the cards to throw
    by clicking them on the felt (they rise), the button says Discard N or Stand pat, and
    the draw sent is exactly those cards, which the engine takes (the bar offered "Call 0",
    which the room refused, so only the clock could draw for a person)."""
    hand = Hand(HandConfig("27TD", (1000, 1000, 1000), 0, 10, 20, small_bet=20, big_bet=40,
                           seed=3))
    hand.start()
    while ActionKind.DRAW not in hand.legal().kinds:
        seat = hand.to_act
        assert seat is not None
        kinds = hand.legal().kinds
        hand.act(seat, Action(ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL))
    seat = hand.to_act
    assert seat is not None
    mine = hand.view(seat).hole
    window = TableWindow("t1", "you", "Draw table")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    bar, felt = window.action_bar, window.table
    felt.set_view(TableView(table_id="t1", title="t1", max_seats=6, first_seat=1, seats=(
        SeatView(seat=1, name="You", stack=980, cards=mine, is_hero=True),)))
    bar.set_options(options_for(hand))
    assert bar.call_button.text() == "Stand pat" and not bar.raise_button.isEnabled()
    sent: list[list[str]] = []
    window.drawRequested.connect(lambda _table, cards: sent.append(cards))
    point = felt.seat_centre(1)
    geo = felt._geometry()
    placed = geo.placed_cards(point, SeatView(seat=1, name="You", stack=980, cards=mine,
                                              is_hero=True))
    for rect, _card in (placed[0], placed[-1]):  # the first card's visible edge, the last
        QTest.mouseClick(felt, Qt.MouseButton.LeftButton,
                         pos=QPoint(int(rect.left() + 4), int(rect.center().y())))
    assert bar.call_button.text() == "Discard 2" and felt._selected == {mine[0], mine[-1]}
    QTest.mouseClick(bar.call_button, Qt.MouseButton.LeftButton)
    assert sent == [[mine[0], mine[-1]]] and felt._selected == frozenset()
    hand.act(seat, Action(ActionKind.DRAW, discards=tuple(sent[0])))  # the engine takes it
