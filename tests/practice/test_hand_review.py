"""After a practice hand: equity by street against the opponents' actual cards and the
decision that cost most, on hands with known answers (issue 26)."""

from __future__ import annotations

import random

import pytest

from client.engine import Action, ActionKind, Hand, HandConfig
from client.histories.own.record import Money
from client.practice.hand_review import HandReview, dealt_config, review_hand
from client.practice.odds import OddsError, board_equity


def test_turn_equity_is_exact_outs_over_cards_left() -> None:
    """AhKh against QQ on 2h 7h 9c Js: 9 hearts, 3 aces and 3 kings win: 15 of 44."""
    got = board_equity("NLHE", ["Ah", "Kh"], [["Qs", "Qd"]], ["2h", "7h", "9c", "Js"],
                       random.Random(1))
    assert got == pytest.approx(15 / 44)


def test_river_equity_is_win_lose_or_split() -> None:
    board = ["2h", "7h", "9c", "Js", "3d"]
    assert board_equity("NLHE", ["Ah", "Ad"], [["Ks", "Kd"]], board, random.Random(1)) == 1.0
    assert board_equity("NLHE", ["Ks", "Kd"], [["Ah", "Ad"]], board, random.Random(1)) == 0.0
    assert board_equity("NLHE", ["Ac", "Kd"], [["Ad", "Kc"]], board, random.Random(1)) == 0.5


def test_preflop_equity_by_monte_carlo_is_close_to_the_known_figure() -> None:
    """Aces against kings with no suit in common win about 81.5% (published: 81.3-82%)."""
    got = board_equity("NLHE", ["Ah", "Ac"], [["Ks", "Kd"]], [], random.Random(2))
    assert got == pytest.approx(0.815, abs=0.02)


def test_equity_refuses_clashing_cards_and_games_without_a_board() -> None:
    with pytest.raises(OddsError):
        board_equity("NLHE", ["Ah", "Ac"], [["Ah", "Kd"]], [], random.Random(1))
    with pytest.raises(OddsError):
        board_equity("RAZZ", ["Ah", "2c", "3d"], [["Ks", "Kd", "Qc"]], [], random.Random(1))


def _heads_up(mine: tuple[str, str], theirs: tuple[str, str], board: tuple[str, ...],
              stack: int = 2000) -> HandConfig:
    """Heads-up, seat 0 the button: the deck deals seat 1 first, then seat 0, then the board
    (burn cards are not used by this engine's fixed decks)."""
    return HandConfig(game="NLHE", stacks=(stack, stack), button=0, small_blind=10,
                      big_blind=20, seed=1, deck=(*theirs, *mine, *board))


def _aces_fold_to_a_river_bet(bet: int, seat: int) -> HandReview:
    """Seat 0 (aces) and seat 1 (7-2) check to the river, seat 1 bets ``bet``, seat 0
    folds; reviewed for ``seat``."""
    config = _heads_up(("Ah", "Ad"), ("7c", "2d"), ("Ks", "9h", "4c", "3s", "Jd"))
    check, call, fold = Action(ActionKind.CHECK), Action(ActionKind.CALL), \
        Action(ActionKind.FOLD)
    actions = [(0, call), (1, check), (1, check), (0, check), (1, check), (0, check),
               (1, Action(ActionKind.BET, bet)), (0, fold)]
    review = review_hand(config, actions, seat, random.Random(1))
    assert review is not None
    return review


def test_folding_the_nuts_to_a_river_bet_is_the_costliest_decision() -> None:
    """Seat 0 holds aces, the board pairs nothing; it folds to a 100 river bet into 40:
    calling (100% equity) was worth the 140 chips in the middle."""
    review = _aces_fold_to_a_river_bet(100, 0)
    assert [s for s, _ in review.equities] == ["preflop", "flop", "turn", "river"]
    assert review.equities[-1][1] == 1.0
    worst = review.costliest
    assert worst is not None
    assert (worst.street, worst.kind, worst.best_kind) == ("river", ActionKind.FOLD,
                                                          ActionKind.CALL)
    assert worst.cost == pytest.approx(140)
    lines = review.lines()
    assert lines[0].startswith("Hand review (Ah Ad): your equity against their cards: preflop")
    assert "river 100%" in lines[0]
    assert lines[1] == ("Costliest decision: fold on the river with 100%: call was worth "
                        "140 chips (7.0 bb) more (their cards known, no later bets).")


def test_calling_a_river_bet_drawing_dead_costs_the_call() -> None:
    config = _heads_up(("7c", "2d"), ("Ah", "Ad"), ("Ks", "9h", "4c", "3s", "Jd"))
    check, call = Action(ActionKind.CHECK), Action(ActionKind.CALL)
    actions = [(0, call), (1, check), (1, check), (0, check), (1, check), (0, check),
               (1, Action(ActionKind.BET, 100)), (0, call)]
    review = review_hand(config, actions, 0, random.Random(1))
    assert review is not None and review.costliest is not None
    assert review.costliest.kind is ActionKind.CALL and review.costliest.cost == \
        pytest.approx(100)


def test_a_bet_everyone_folded_to_costs_nothing() -> None:
    """A river bluff from the big blind (seat 1) that took the pot is valued at the pot."""
    review = _aces_fold_to_a_river_bet(40, 1)
    assert review.costliest is None
    assert review.lines()[1] == "No decision cost chips against their cards."


def test_a_short_stack_fold_gets_the_chart_answer() -> None:
    config = _heads_up(("Ks", "2d"), ("7h", "3c"), ("Ks", "9h", "4c", "3s", "Jd"), stack=200)
    review = review_hand(config, [(0, Action(ActionKind.FOLD))], 0, random.Random(1))
    assert review is not None and review.chart is not None
    assert "K2o is a push" in review.chart
    assert review.equities[0][0] == "preflop"


def test_stud_hands_get_no_review() -> None:
    config = HandConfig(game="STUD", stacks=(200, 200), button=0, small_blind=0,
                        big_blind=0, seed=1, ante=1, bring_in=2, small_bet=4, big_bet=8)
    assert review_hand(config, [], 0, random.Random(1)) is None


def test_an_unseeded_hand_is_reviewed_with_the_cards_it_dealt() -> None:
    """A secure shuffle (no seed) cannot be dealt again: the review takes the dealt cards
    from the hand's events."""
    config = HandConfig(game="NLHE", stacks=(2000, 2000), button=0, small_blind=10,
                        big_blind=20, seed=None)
    hand = Hand(config)
    hand.start()
    check, call = Action(ActionKind.CHECK), Action(ActionKind.CALL)
    actions = [(0, call), (1, check), (1, check), (0, check), (1, check), (0, check),
               (1, check), (0, check)]
    for seat, action in actions:
        hand.act(seat, action)
    dealt = dealt_config(config, hand.events)
    review = review_hand(dealt, actions, 0, random.Random(1))
    assert review is not None and review.cards == hand.view(0).hole
    board, theirs = list(hand.view(0).board), [list(hand.view(1).hole)]
    assert review.equities[-1][1] == board_equity("NLHE", list(hand.view(0).hole), theirs,
                                                  board, random.Random(1))


def test_at_a_cash_table_the_review_counts_money_not_chips() -> None:
    """Seen playing a $0.50/$1 table: 'call 3024 ... was worth 3024 chips'."""
    review = _aces_fold_to_a_river_bet(100, 0)
    assert review.lines(Money("USD").text)[1] == (
        "Costliest decision: fold on the river with 100%: call was worth $1.40 (7.0 bb) "
        "more (their cards known, no later bets).")
