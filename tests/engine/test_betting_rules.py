"""Table tests for each betting rule of the site (names say the rule)."""

from __future__ import annotations

import pytest

from client.engine import (
    Action,
    ActionKind,
    EngineError,
    ForcedPost,
    Hand,
    HandConfig,
    IllegalActionError,
)
from tests.engine.helpers import check_down, holdem, play

A = ActionKind
HOLES6 = ["AsAd", "KsKd", "QsQd", "JsJd", "TsTd", "9s9d"]


def test_rule_heads_up_button_posts_small_blind_and_acts_first() -> None:
    hand = holdem([100, 100], ["AsAd", "KsKd"], "2c3c4d8h9h", button=1)
    assert hand.view(0).bets == (2, 1)  # button (seat 1) posted the small blind
    assert hand.to_act == 1  # and acts first before the flop
    play(hand, (1, "call"), (0, "check"))
    assert hand.view(0).street == "flop"
    assert hand.to_act == 0  # the big blind acts first after the flop


def test_rule_preflop_order_under_the_gun_first_big_blind_last() -> None:
    hand = holdem([100] * 4, HOLES6[:4], button=0)
    assert hand.view(0).bets == (0, 1, 2, 0)
    assert hand.to_act == 3
    play(hand, (3, "call"), (0, "call"), (1, "call"))
    assert hand.to_act == 2  # big blind option
    assert A.RAISE in hand.legal().kinds and A.CHECK in hand.legal().kinds


def test_rule_no_big_blind_posted_the_round_opens_left_of_the_small_blind() -> None:
    """With only a small blind in (the big blind's seat posts nothing, as 888poker records
    write it), the small blind has its bet in and acts last: the player on its left opens.
    The engine opened at the small blind itself."""
    hand = holdem([100] * 4, HOLES6[:4], button=0,
                  posts=(ForcedPost(1, "small_blind", 1),))
    assert hand.view(0).bets == (0, 1, 0, 0)
    assert hand.to_act == 2


def test_rule_fixed_limit_bet_and_three_raises() -> None:
    hand = holdem([1000] * 3, HOLES6[:3], game="FLHE", sb=5, bb=10)
    # preflop: the big blind is the bet, then three raises cap it at 40
    play(hand, (0, "raise", 20), (1, "raise", 30), (2, "raise", 40))
    assert A.RAISE not in hand.legal().kinds
    play(hand, (0, "call"), (1, "call"))
    assert hand.view(0).street == "flop"
    legal = hand.legal()
    assert (legal.min_to, legal.max_to) == (10, 10)  # small bet on the flop
    play(hand, (1, "bet", 10), (2, "raise", 20), (0, "raise", 30), (1, "raise", 40))
    assert A.RAISE not in hand.legal().kinds
    play(hand, (2, "call"), (0, "call"))
    assert hand.view(0).street == "turn"
    assert hand.legal().min_to == 20  # big bet on the turn


def test_rule_fixed_limit_rejects_other_amounts() -> None:
    hand = holdem([1000] * 3, HOLES6[:3], game="FLHE", sb=5, bb=10)
    with pytest.raises(IllegalActionError, match="exactly 20"):
        hand.act(0, Action(A.RAISE, 25))


def test_rule_no_limit_and_pot_limit_have_no_raise_cap() -> None:
    for game in ("NLHE", "PLO"):
        hand = holdem([10**6] * 2, ["AsAdKcKh", "QsQdJcJh"], button=1, game=game)
        seat = hand.to_act
        for _ in range(10):
            legal = hand.legal()
            assert A.RAISE in legal.kinds
            assert seat is not None
            hand.act(seat, Action(A.RAISE, legal.min_to))
            seat = 1 - seat


def test_rule_min_raise_is_last_full_raise() -> None:
    hand = holdem([1000] * 3, HOLES6[:3], sb=5, bb=10)
    assert hand.legal().min_to == 20
    play(hand, (0, "raise", 35))  # a raise of 25
    assert hand.legal().min_to == 60
    with pytest.raises(IllegalActionError):
        hand.act(1, Action(A.RAISE, 59))
    play(hand, (1, "raise", 100), (2, "fold"))  # a raise of 65
    assert hand.legal().min_to == 165
    play(hand, (0, "call"))
    assert hand.legal().min_to == 10  # a new street: the minimum bet is the big blind


def test_rule_short_all_in_does_not_reopen_betting() -> None:
    hand = holdem([1000, 1000, 130], HOLES6[:3], sb=5, bb=10)
    play(hand, (0, "call"), (1, "call"), (2, "check"))  # flop, pot 30
    play(hand, (1, "bet", 100), (2, "raise", 120))  # short all-in: +20 < 100
    legal = hand.legal()
    assert legal.seat == 0
    assert A.RAISE in legal.kinds  # seat 0 has not acted yet: may raise
    play(hand, (0, "call"))
    legal = hand.legal()
    assert legal.seat == 1 and legal.kinds == {A.FOLD, A.CALL}  # bettor may not re-raise


def test_rule_short_all_ins_adding_to_a_full_raise_reopen_betting() -> None:
    hand = holdem([1000, 1000, 1000, 150, 210], HOLES6[:5], button=0, sb=5, bb=10)
    play(hand, (3, "call"), (4, "call"), (0, "call"), (1, "call"), (2, "check"))
    # flop: seat 1 bets 100, seats 3 and 4 move all-in for 140 and 200 in total
    play(hand, (1, "bet", 100), (2, "call"), (3, "raise", 140), (4, "raise", 200), (0, "fold"))
    assert hand.legal().seat == 1
    assert A.RAISE in hand.legal().kinds  # facing 100 more: a full raise in total


def test_rule_pot_limit_maximum_is_pot_after_call() -> None:
    hand = holdem([1000] * 3, ["AsAdKcKh", "QsQdJcJh", "9s9d8c8h"], game="PLO", sb=1, bb=2)
    assert hand.legal().max_to == 7  # call 2, pot 5, raise 5
    play(hand, (0, "raise", 7))
    assert hand.legal().max_to == 23  # sb: call 6 -> pot 16, raise to 7 + 16
    play(hand, (1, "call"), (2, "call"))
    assert hand.legal().max_to == 21  # flop: bet the pot
    play(hand, (1, "bet", 10))
    assert hand.legal().max_to == 10 + 21 + 10 + 10


def test_rule_side_pots_for_any_number_of_all_ins() -> None:
    hand = holdem([50, 100, 200, 400], ["2s2d", "AsAd", "KsKd", "QsQd"], "3c7d9hTcJs",
                  button=3)
    play(hand, (2, "raise", 200))
    assert A.RAISE not in hand.legal().kinds  # nobody could call more than 200
    play(hand, (3, "call"), (0, "call"), (1, "call"))
    result = hand.result()
    assert [(p.amount, p.eligible) for p in result.pots] == [
        (200, (0, 1, 2, 3)), (150, (1, 2, 3)), (200, (2, 3)),
    ]
    assert result.final_stacks == (0, 350, 200, 200)
    assert sum(result.final_stacks) == 750


def test_rule_uncalled_bet_returned() -> None:
    hand = holdem([100, 100, 100], HOLES6[:3])
    events = hand.act(0, Action(A.RAISE, 100)) + hand.act(1, Action(A.FOLD))
    events += hand.act(2, Action(A.FOLD))
    returned = [e for e in events if e.kind == "uncalled_returned"]
    assert returned[0].seat == 0 and returned[0].data["amount"] == 98
    assert hand.result().final_stacks == (103, 99, 98)


def test_rule_odd_chip_goes_to_first_seat_left_of_button() -> None:
    # three-way pot of 5 (sb 1 folds), seats 0 and 2 chop with the board
    hand = holdem([100] * 3, ["2c3d", "4h5h", "7c8d"], "AsKsQsJsTs", button=2)
    play(hand, (2, "call"), (0, "fold"), (1, "check"))
    check_down(hand)
    shares = hand.result().pots[0].shares
    assert sum(shares.values()) == 5 and shares[1] == 3 and shares[2] == 2
    assert hand.result().final_stacks == (99, 101, 100)


def test_rule_hi_lo_odd_chip_goes_to_high_half() -> None:
    # pot 15: high gets 8, low gets 7
    hand = holdem([100] * 3, ["AsAdKsKd", "2c3c9h9d", "QcQdJhJd"], "4h5s8dKcQs",
                  game="PLO8", sb=2, bb=5, button=2)
    play(hand, (2, "call"), (0, "call"), (1, "check"))
    check_down(hand)
    pot = hand.result().pots[0]
    assert pot.amount == 15 and pot.hi_winners == (0,) and pot.lo_winners == (1,)
    assert pot.shares == {0: 8, 1: 7}


def test_rule_antes_posted_by_everyone_and_big_blind_ante() -> None:
    hand = holdem([100] * 3, HOLES6[:3], ante=1)
    assert hand.view(0).pot == 3 + 3 and hand.view(0).stacks == (99, 98, 97)
    bba = holdem([100] * 3, HOLES6[:3], ante=1, big_blind_ante=True)
    view = bba.view(0)
    assert view.pot == 3 + 3 and view.stacks == (100, 99, 95)  # BB pays 2 + 3 antes
    assert view.bets == (0, 1, 2)  # antes are dead money, not part of the bet


def test_rule_big_blind_all_in_for_less_still_sets_the_full_blind() -> None:
    hand = holdem([100, 100, 5], HOLES6[:3], sb=5, bb=10, button=0)
    legal = hand.legal()
    assert legal.seat == 0 and legal.call_amount == 10


def test_rule_dead_small_blind_nobody_posts_it() -> None:
    hand = holdem([100] * 4, HOLES6[:4], button=0, dead_small_blind=True)
    assert hand.view(0).bets == (0, 2, 0, 0)
    assert hand.to_act == 2


def test_rule_illegal_action_raises_and_changes_nothing() -> None:
    hand = holdem([100] * 3, HOLES6[:3])
    before = hand.view(0)
    for seat, action in [
        (1, Action(A.CALL)),  # out of turn
        (0, Action(A.CHECK)),  # facing a bet
        (0, Action(A.RAISE, 3)),  # below the minimum raise
        (0, Action(A.RAISE, 1000)),  # more than the stack
        (0, Action(A.DRAW)),  # not a draw game
        (0, Action(A.RAISE, 4.0)),  # type: ignore[arg-type]  # chips are whole ints
        (0, Action("shove")),  # type: ignore[arg-type]  # no such action
    ]:
        with pytest.raises(IllegalActionError):
            hand.act(seat, action)
    assert hand.view(0) == before


def test_action_kind_given_as_plain_string_is_understood() -> None:
    hand = holdem([100] * 3, HOLES6[:3])
    hand.act(0, Action("call"))  # type: ignore[arg-type]
    assert hand.view(0).bets[0] == 2 and hand.to_act == 1


def test_rule_config_errors_are_typed_and_clear() -> None:
    with pytest.raises(EngineError, match="unknown game"):
        Hand(HandConfig(game="XYZ", stacks=(1, 2)))
    with pytest.raises(EngineError, match="positive"):
        Hand(HandConfig(game="NLHE", stacks=(0, 2), big_blind=2))
    with pytest.raises(EngineError, match="bring_in"):
        Hand(HandConfig(game="STUD", stacks=(10, 20)))
    hand = holdem([100, 100], HOLES6[:2])
    with pytest.raises(EngineError, match="not over"):
        hand.result()
    with pytest.raises(EngineError, match="already started"):
        hand.start()


@pytest.mark.parametrize(
    ("config", "says"),
    [
        (HandConfig("NLHE", (200.5, 200), 0, 1, 2), "positive int"),  # type: ignore[arg-type]
        (HandConfig("NLHE", (200, 200), 0, 1.0, 2), "must be ints"),  # type: ignore[arg-type]
        (HandConfig("NLHE", (200, 200), 1.0, 1, 2), "must be ints"),  # type: ignore[arg-type]
        (HandConfig("NLHE", (200, 200), 0, 1, 2, seed=1.5), "seed"),  # type: ignore[arg-type]
        (HandConfig(7, (200, 200), 0, 1, 2), "unknown game"),  # type: ignore[arg-type]
        (HandConfig("NLHE", (200, 200), 0, 1, 2, posts=(ForcedPost(1.0, "big_blind", 2),)),  # type: ignore[arg-type]
         "names no seat"),
    ],
)
def test_rule_config_of_wrong_types_is_an_engine_error(config: HandConfig, says: str) -> None:
    """Bad input gets a clear typed error, also when the values are of the wrong type
    (a config built from a message), and also from the compiled engine."""
    with pytest.raises(EngineError, match=says):
        Hand(config)


def test_rule_check_down_to_showdown_awards_best_hand() -> None:
    hand = holdem([100] * 3, ["AsAd", "KsKd", "2c7d"], "AcKc3h8s9s")
    play(hand, (0, "call"), (1, "call"), (2, "check"))
    check_down(hand)
    assert hand.result().final_stacks == (104, 98, 98)


def test_rule_omaha_uses_exactly_two_hole_cards() -> None:
    # four spades in hand and one on board is no flush: exactly two hole cards play
    hand = holdem([100, 100], ["AsKsQsJs", "2c2d7h8h"], "Ts3h4d9c2h", button=1, game="PLO")
    check_down(hand)
    assert hand.result().pots[0].hi_winners == (1,)  # trip deuces beat ace-king high


def test_rule_pot_limit_omaha_hi_lo_scoops_without_qualifying_low() -> None:
    hand = holdem([100, 100], ["AsKsQdJd", "2c3c9h9d"], "KhKcTs9sQh", button=1, game="PLO8")
    check_down(hand)
    pot = hand.result().pots[0]
    assert pot.lo_winners == () and pot.shares == {0: 4}


def test_rule_no_raise_is_offered_when_nobody_could_call_more() -> None:
    hand = holdem([500, 40, 100], HOLES6[:3], button=0)
    play(hand, (0, "raise", 100))
    legal = hand.legal()
    assert legal.seat == 1 and A.RAISE not in legal.kinds  # 40 chips: call all-in or fold
    play(hand, (1, "call"))
    assert hand.legal().seat == 2 and A.RAISE not in hand.legal().kinds  # 100 covers nobody


def test_rule_a_raise_below_the_minimum_only_all_in_even_when_capped_by_the_covered_stacks(
) -> None:
    """The rules allow a raise below the minimum raise only all-in. Stacks 55/200/200/55,
    blinds 1/2: seat 3 raises to 50 of its 55; seat 1 (200 behind) can be matched only up
    to 55, which is below the minimum raise to 98 and not all-in, so live play offers the
    raise to 98 and returns the 43 nobody can call (the same chips move)."""
    hand = holdem([55, 200, 200, 55], HOLES6[:4], "2c7d9hTc3s", button=3)
    play(hand, (2, "fold"), (3, "raise", 50), (0, "fold"))
    legal = hand.legal()
    assert (legal.seat, legal.min_to, legal.max_to) == (1, 98, 98)
    with pytest.raises(IllegalActionError):
        hand.act(1, Action(A.RAISE, 55))
    play(hand, (1, "raise", 98), (3, "call"))
    returned = [e for e in hand.events if e.kind == "uncalled_returned"]
    assert [(e.seat, e.data["amount"]) for e in returned] == [(1, 43)]
    check_down(hand)
    assert sum(hand.result().final_stacks) == 510


def test_rule_fixed_limit_bet_capped_by_the_covered_stack_is_the_full_bet() -> None:
    """Fixed limit bets come in fixed sizes: heads-up, the small blind has 1 chip left on
    the flop, so the big blind bets the full 2 and the 1 nobody can call comes back."""
    hand = holdem([10, 3], HOLES6[:2], "2c7d9hTc3s", button=1, game="FLHE")
    play(hand, (1, "call"), (0, "check"))
    legal = hand.legal()
    assert (legal.min_to, legal.max_to) == (2, 2)
    play(hand, (0, "bet", 2), (1, "call"))
    returned = [e for e in hand.events if e.kind == "uncalled_returned"]
    assert [(e.seat, e.data["amount"]) for e in returned] == [(0, 1)]


def test_rule_fixed_limit_cap_applies_heads_up_too() -> None:
    hand = holdem([1000, 1000], HOLES6[:2], button=1, game="FLHE", sb=5, bb=10)
    play(hand, (1, "raise", 20), (0, "raise", 30), (1, "raise", 40))
    assert A.RAISE not in hand.legal().kinds


def test_rule_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    hand = holdem([200, 200, 500], ["AsAd", "KsKd", "QsQd"], "2c7d9hTc3s", ante=1,
                  big_blind_ante=True)
    play(hand, (0, "raise", 200), (1, "call"), (2, "call"))
    pot = hand.result().pots[0]
    assert pot.amount == 603 and pot.eligible == (0, 1, 2)  # the 3-chip ante: main pot
    assert hand.result().final_stacks == (603, 0, 297)


def test_rule_walk_with_big_blind_ante_returns_blind_and_ante_to_big_blind() -> None:
    hand = holdem([100] * 3, HOLES6[:3], ante=1, big_blind_ante=True, dead_small_blind=True)
    play(hand, (2, "fold"), (0, "fold"))
    result = hand.result()
    assert result.final_stacks == (100, 100, 100)
    assert [(p.amount, p.eligible) for p in result.pots] == [(3, (1,))]


def test_rule_live_play_offers_no_fold_when_checking_is_free() -> None:
    """The big blind's option: check or raise, never fold (nobody folds a free hand by
    accident); a FOLD there is refused and changes nothing."""
    hand = holdem([100] * 3, HOLES6[:3], button=0)
    play(hand, (0, "call"), (1, "call"))
    assert A.FOLD not in hand.legal().kinds
    with pytest.raises(IllegalActionError, match="cannot fold now"):
        play(hand, (2, "fold"))
    assert hand.to_act == 2 and not hand.view(0).folded[2]


def test_recorded_fold_when_checking_is_free_is_a_fold() -> None:
    """`fold_when_free` (recorded hands: PokerStars allows that fold): the seat is out."""
    hand = holdem([100] * 3, HOLES6[:3], "2c3c4d8h9h", button=0)
    play(hand, (0, "call"), (1, "call"), (2, "check"))
    ev = hand.fold_when_free(1)  # first to act on the flop, checking is free
    assert [(e.kind, e.seat, e.data["kind"]) for e in ev] == [("action", 1, "fold")]
    assert hand.view(0).folded == (False, True, False) and hand.to_act == 2


def test_recorded_fold_when_free_is_refused_when_facing_a_bet() -> None:
    hand = holdem([100] * 3, HOLES6[:3], button=0)
    with pytest.raises(IllegalActionError, match="may not check now"):
        hand.fold_when_free(0)  # facing the big blind: an ordinary fold is the way
    with pytest.raises(IllegalActionError, match="cannot act now"):
        hand.fold_when_free(1)


def test_recorded_raise_capped_below_the_minimum_is_played_as_recorded() -> None:
    """`raise_capped` (recorded hands: some files write the raise capped at what the
    covered opponent can match): seat 1 raises to 55 where the minimum is 98; any other
    amount below the minimum is refused with the hand unchanged."""
    hand = holdem([55, 200, 200, 55], HOLES6[:4], "2c7d9hTc3s", button=3)
    play(hand, (2, "fold"), (3, "raise", 50), (0, "fold"))
    with pytest.raises(IllegalActionError, match="not a raise capped"):
        hand.raise_capped(1, 60)
    assert hand.to_act == 1 and hand.view(1).bets[1] == 2
    ev = hand.raise_capped(1, 55)
    assert (ev[0].data["kind"], ev[0].data["amount"]) == ("raise", 55)
    play(hand, (3, "call"))
    check_down(hand)
    assert sum(hand.result().final_stacks) == 510
