"""Showdown order, views, deck and seed handling, and the rake-relevant flags."""

from __future__ import annotations

import pytest

from client.engine import Action, ActionKind, EngineError, Hand, HandConfig, events_for
from tests.engine.helpers import check_down, holdem, play

A = ActionKind


def test_rule_showdown_last_aggressor_shows_first_and_beaten_hands_muck() -> None:
    hand = holdem([100] * 3, ["2c3d", "AsAd", "KsKd"], "7h8h9cJdQc", button=2)
    play(hand, (2, "call"), (0, "call"), (1, "check"))
    for _ in range(2):
        play(hand, (0, "check"), (1, "check"), (2, "check"))
    events = hand.act(0, Action(A.CHECK)) + hand.act(1, Action(A.CHECK))
    events += hand.act(2, Action(A.BET, 2)) + hand.act(0, Action(A.CALL))
    events += hand.act(1, Action(A.CALL))
    reveal = [(e.kind, e.seat) for e in events if e.kind in ("showdown", "muck")]
    # seat 2 bet the river and shows first; seat 0 (2-3) is beaten and mucks;
    # seat 1 (aces) beats kings and shows
    assert reveal == [("showdown", 2), ("muck", 0), ("showdown", 1)]
    assert set(hand.result().shown) == {1, 2}
    assert hand.result().final_stacks == (96, 108, 96)


def test_rule_all_in_hands_are_always_shown() -> None:
    hand = holdem([10, 100, 100], ["2c3d", "AsAd", "KsKd"], "7h8h9cJdQc", button=2)
    play(hand, (2, "call"), (0, "raise", 10), (1, "call"), (2, "call"))
    check_down(hand)
    assert set(hand.result().shown) == {0, 1, 2}


def test_rule_split_pot_stud_hi_lo_odd_chip_to_high() -> None:
    deck = ("Ks", "Kd", "Kh", "As", "2d", "3c", "Qs", "Qd", "Qh",
            "9c", "4d", "9s", "8c", "5h", "8s", "7c", "6h", "7s", "Kc", "Jh", "Js")
    hand = Hand(HandConfig("STUD8", (100,) * 3, ante=1, bring_in=2, small_bet=4, deck=deck,
                           seed=1))
    hand.start()
    while not hand.is_over:
        legal = hand.legal()
        kind = A.BRING_IN if A.BRING_IN in legal.kinds else (
            A.CHECK if A.CHECK in legal.kinds else A.CALL)
        hand.act(legal.seat, Action(kind))
    pot = hand.result().pots[0]
    assert pot.hi_winners == (0,) and pot.lo_winners == (1,)  # four kings; 5-4-3-2-A low
    assert pot.amount == 3 + 2 + 2 + 2  # antes, the bring-in and two calls
    assert pot.shares[0] - pot.shares[1] == pot.amount % 2


def test_seat_view_shows_only_own_cards_and_own_options() -> None:
    hand = holdem([100] * 3, ["AsAd", "KsKd", "QsQd"], "2c3c4c5c6c")
    view = hand.view(1)
    assert view.hole == ("Ks", "Kd") and view.legal is None and view.to_act == 0
    assert "As" not in repr(view) and "Qs" not in repr(view)
    assert hand.view(0).legal == hand.legal()
    with pytest.raises(EngineError):
        hand.view(3)


def test_stud_view_shows_everyones_up_cards() -> None:
    deck = ("As", "Ad", "Kh", "Ks", "Kd", "2h")
    hand = Hand(HandConfig("STUD", (100, 100), ante=1, bring_in=2, small_bet=4, deck=deck,
                           seed=1))
    hand.start()
    view = hand.view(0)
    assert view.hole == ("As", "Ad", "Kh") and view.up == (("Kh",), ("2h",))


def test_events_for_filters_hole_cards() -> None:
    hand = Hand(HandConfig("NLHE", (100,) * 4, 0, 1, 2, seed=9))
    events = hand.start()
    for seat in range(4):
        own = [e for e in events_for(events, seat) if e.kind == "deal_hole"]
        assert [e.seat for e in own] == [seat]
    assert not [e for e in events_for(events, None) if e.kind == "deal_hole"]


def test_rule_seeded_deck_is_reproducible_and_secure_deck_is_not_seeded() -> None:
    def holes(seed: int | None) -> tuple[tuple[str, ...], ...]:
        hand = Hand(HandConfig("NLHE", (100,) * 6, 0, 1, 2, seed=seed))
        hand.start()
        return tuple(hand.view(s).hole for s in range(6))

    assert holes(42) == holes(42)
    assert holes(42) != holes(43)
    secure = {holes(None) for _ in range(3)}
    assert len(secure) == 3  # secrets.SystemRandom: no two deals alike


def test_fixed_deck_deals_in_documented_order_and_rejects_reuse_of_live_cards() -> None:
    hand = holdem([100] * 3, ["AsAd", "KsKd", "QsQd"], "2c3c4c5c6c", button=0)
    assert hand.config.deck is not None
    assert hand.config.deck[:2] == hand.view(1).hole  # first cards go left of the button
    with pytest.raises(EngineError, match="in play"):
        Hand(HandConfig("NLHE", (100, 100), 0, 1, 2, deck=("As", "As", "Kd", "Kh"))).start()
    with pytest.raises(EngineError, match="bad card"):
        Hand(HandConfig("NLHE", (100, 100), 0, 1, 2, deck=("Zz",)))


def test_rule_no_rake_flag_when_the_hand_ends_before_the_flop() -> None:
    folded = holdem([100] * 3, ["AsAd", "KsKd", "QsQd"])
    play(folded, (0, "fold"), (1, "fold"))
    assert folded.result().reached_second_round is False
    seen = holdem([100] * 3, ["AsAd", "KsKd", "QsQd"], "2c3c4c5c6c")
    play(seen, (0, "call"), (1, "call"), (2, "check"))
    check_down(seen)
    assert seen.result().reached_second_round is True


def test_rule_fixed_limit_all_in_of_half_a_bet_counts_as_a_raise() -> None:
    hand = holdem([100, 100, 100, 16], ["AsAd", "KsKd", "QsQd", "JsJd"], button=0,
                  game="FLHE", sb=5, bb=10)
    play(hand, (3, "raise", 16))  # +6 over the bet of 10: at least half a bet
    legal = hand.legal()
    assert legal.min_to == 26
    short = holdem([100, 100, 100, 13], ["AsAd", "KsKd", "QsQd", "JsJd"], button=0,
                   game="FLHE", sb=5, bb=10)
    play(short, (3, "raise", 13))  # +3: less than half a bet, not a raise
    assert short.legal().min_to == 20


def test_seat_view_splits_collected_chips_into_main_and_side_pots() -> None:
    hand = holdem([20, 100, 100], ["AsAd", "KsKd", "QsQd"], button=2)
    assert hand.view(0).pots == ()  # only blinds: nothing collected yet
    play(hand, (2, "call"), (0, "raise", 20), (1, "call"), (2, "call"))
    view = hand.view(1)
    assert view.pots == (60,) and view.pot == 60
    play(hand, (1, "bet", 10))
    assert hand.view(1).pots == (60,) and hand.view(1).bets == (0, 10, 0)
    play(hand, (2, "call"))  # turn: the flop bets form a side pot
    assert hand.view(1).pots == (60, 20) and hand.view(1).street == "turn"


def test_view_carries_the_exact_stakes_even_facing_several_raises() -> None:
    """Bots read the big blind and fixed-limit bet sizes from the view, never guess them."""
    hand = holdem([1000] * 4, ["2c3d", "AsAd", "KsKd", "QsQd"], button=0, sb=5, bb=10)
    play(hand, (3, "raise", 30), (0, "raise", 90), (1, "raise", 270))
    view = hand.view(2)
    assert (view.big_blind, view.small_bet, view.big_bet) == (10, 0, 0)
    limit = holdem([100] * 3, ["2c3d", "AsAd", "KsKd"], game="FLHE", sb=2, bb=4)
    assert (limit.view(0).big_blind, limit.view(0).small_bet, limit.view(0).big_bet) == (4, 4, 8)
    stud = Hand(HandConfig(game="STUD", stacks=(100, 100), ante=1, bring_in=2, small_bet=5,
                           big_bet=10, seed=3))
    stud.start()
    assert (stud.view(1).big_blind, stud.view(1).small_bet, stud.view(1).big_bet) == (0, 5, 10)
