"""Leak report tallies on hands with known answers (VPIP, PFR, 3-bet, fold to 3-bet, WTSD)."""

from __future__ import annotations

from client.engine import Action, ActionKind, HandConfig
from client.practice.leaks import LeakBook, hand_tallies, position_name


def _three_handed() -> HandConfig:
    return HandConfig(game="NLHE", stacks=(2000, 2000, 2000), button=0, small_blind=10,
                      big_blind=20, seed=5)


def test_positions_from_the_button() -> None:
    assert [position_name(s, 0, 6) for s in range(6)] == ["BTN", "SB", "BB", "EP", "HJ", "CO"]
    assert [position_name(s, 1, 2) for s in range(2)] == ["BB", "BTN"]


def test_open_three_bet_and_fold_to_it() -> None:
    """Button opens, small blind 3-bets, big blind folds, button folds to the 3-bet."""
    fold = Action(ActionKind.FOLD)
    actions = [(0, Action(ActionKind.RAISE, 60)), (1, Action(ActionKind.RAISE, 200)),
               (2, fold), (0, fold)]
    counted = hand_tallies(_three_handed(), actions)
    assert counted is not None
    (btn_pos, btn), (sb_pos, sb), (bb_pos, bb) = counted[0], counted[1], counted[2]
    assert (btn_pos, sb_pos, bb_pos) == ("BTN", "SB", "BB")
    assert (btn.vpip, btn.pfr, btn.faced_three_bets, btn.folds_to_three_bet) == (1, 1, 1, 1)
    assert (sb.vpip, sb.pfr, sb.three_bet_chances, sb.three_bets) == (1, 1, 1, 1)
    assert (bb.vpip, bb.pfr, bb.three_bet_chances, bb.saw_flop) == (0, 0, 0, 0)


def test_a_called_hand_to_showdown() -> None:
    """Button calls, blinds check it down: everyone sees the flop and the showdown; the
    big blind's check is not a voluntary chip."""
    check, call = Action(ActionKind.CHECK), Action(ActionKind.CALL)
    actions = [(0, call), (1, call), (2, check)] + [(1, check), (2, check), (0, check)] * 3
    counted = hand_tallies(_three_handed(), actions)
    assert counted is not None
    assert [t.vpip for _, t in counted.values()] == [1, 1, 0]
    assert all(t.saw_flop == 1 and t.showdowns == 1 for _, t in counted.values())
    book = LeakBook()
    book.add_hand(_three_handed(), actions, ("me", "bot-1", "bot-2"))
    rows = book.report("me", ["bot-1", "bot-2"])
    total = rows[-1]
    assert total.player.rates() == (1.0, 0.0, None, None, 1.0)
    assert total.strong.hands == 2 and total.strong.rates()[0] == 0.5
