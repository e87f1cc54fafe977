"""Stud, razz and triple-draw rules: bring-in, completion, open pairs, draws."""

from __future__ import annotations

import pytest

from client.engine import Action, ActionKind, Hand, HandConfig, IllegalActionError
from tests.engine.helpers import check_down, draw_everything, play, split

A = ActionKind


def stud(game: str, third: list[str], later: str = "", stacks: int = 1000) -> Hand:
    """Stud hand: `third` gives each seat's three cards (two down, one up)."""
    deck = tuple(c for cards in third for c in split(cards)) + tuple(split(later))
    hand = Hand(HandConfig(game=game, stacks=(stacks,) * len(third), ante=1, bring_in=2,
                           small_bet=5, deck=deck, seed=3))
    hand.start()
    return hand


def test_rule_stud_lowest_up_card_brings_in_clubs_lowest_suit() -> None:
    hand = stud("STUD", ["AsAdKh", "KsKd2h", "QsQd2c", "JsJd5c"])
    legal = hand.legal()
    assert legal.seat == 2 and legal.kinds == {A.BRING_IN, A.COMPLETE}
    assert legal.bring_in == 2 and legal.min_to == 5


def test_rule_stud8_lowest_card_brings_in_ace_counts_high() -> None:
    hand = stud("STUD8", ["2s3dAh", "KsKd3h", "QsQd9c"])
    assert hand.to_act == 1


def test_rule_razz_highest_up_card_brings_in_spades_highest_suit() -> None:
    hand = stud("RAZZ", ["2s3dKh", "4s5dKs", "6s7dAc"])
    assert hand.to_act == 1


def test_rule_stud_completion_then_bet_and_three_raises() -> None:
    hand = stud("STUD", ["AsAdKh", "KsKd2h", "QsQd3c"])
    play(hand, (1, "bring_in"))
    legal = hand.legal()
    assert legal.seat == 2 and legal.kinds == {A.FOLD, A.CALL, A.COMPLETE}
    assert legal.call_amount == 2 and legal.min_to == 5
    play(hand, (2, "complete", 5), (0, "raise", 10), (1, "raise", 15), (2, "raise", 20))
    assert A.RAISE not in hand.legal().kinds  # completion was the bet: capped
    play(hand, (0, "call"), (1, "call"))
    assert hand.view(0).street == "fourth"


def test_rule_stud_bring_in_may_complete_and_gets_no_option() -> None:
    hand = stud("STUD", ["AsAdKh", "KsKd2h", "QsQd3c"])
    play(hand, (1, "bring_in"), (2, "call"), (0, "call"))
    assert hand.view(0).street == "fourth"  # the bring-in closes the round, no option


def test_rule_stud_best_showing_hand_acts_first_and_open_pair_allows_big_bet() -> None:
    hand = stud("STUD", ["AsAdKh", "KsKd2h", "QsQd3c"], later="4c2d3d")
    play(hand, (1, "bring_in"), (2, "call"), (0, "call"))
    # fourth street: seat 1 shows 2-2 (open pair), seat 2 shows 3-3? no: 3c 3d
    assert hand.view(0).up == (("Kh", "4c"), ("2h", "2d"), ("3c", "3d"))
    legal = hand.legal()
    assert legal.seat == 2  # pair of threes beats pair of deuces and king-high
    assert (legal.min_to, legal.max_to) == (5, 10)  # small or big bet: open pair
    play(hand, (2, "bet", 10))
    assert hand.legal().min_to == 20  # once the big bet is made, raises are big


def test_rule_stud8_open_pair_does_not_double() -> None:
    hand = stud("STUD8", ["AsAdKh", "KsKd2h", "QsQd3c"], later="4c2d5d")
    play(hand, (1, "bring_in"), (2, "call"), (0, "call"))
    legal = hand.legal()
    assert (legal.min_to, legal.max_to) == (5, 5)


def test_rule_razz_lowest_showing_hand_acts_first_from_fourth_street() -> None:
    hand = stud("RAZZ", ["KsKdAh", "QsQdKc", "JsJd3c"], later="2c9d4d")
    play(hand, (1, "bring_in"), (2, "call"), (0, "call"))
    assert hand.to_act == 0  # A-2 showing is the lowest


def test_rule_stud_shared_river_card_when_deck_runs_out() -> None:
    hand = Hand(HandConfig(game="STUD", stacks=(100,) * 8, ante=1, bring_in=2, small_bet=5,
                           seed=7))
    hand.start()
    check_down_stud(hand)
    assert len(hand.view(0).board) == 1  # 8 players reach seventh street: one community card
    assert len(hand.view(0).hole) == 6


def check_down_stud(hand: Hand) -> None:
    while not hand.is_over:
        legal = hand.legal()
        if A.BRING_IN in legal.kinds:
            kind = A.BRING_IN
        else:
            kind = A.CHECK if A.CHECK in legal.kinds else A.CALL
        hand.act(legal.seat, Action(kind))


def test_rule_razz_low_wins_whole_pot() -> None:
    hand = stud("RAZZ", ["As2dKh", "KsKd3h", "QsQd4c"], later="3c5d6d" "4d7h8h" "5h9h9s" "6hTcTs")
    check_down_stud(hand)
    result = hand.result()
    assert result.pots[0].lo_winners == (0,) and result.pots[0].hi_winners == ()
    assert result.final_stacks[0] > 1000


def triple_draw(deck: str, stacks: tuple[int, ...] = (100, 100, 100)) -> Hand:
    hand = Hand(HandConfig(game="27TD", stacks=stacks, button=0, small_blind=1, big_blind=2,
                           deck=tuple(split(deck)), seed=5))
    hand.start()
    return hand


def test_rule_triple_draw_has_three_draws_and_four_betting_rounds() -> None:
    hand = triple_draw("2c3d4h5s7c" "AsAdAhKsKd" "2d3h4s5c8d")
    streets = []
    while not hand.is_over:
        legal = hand.legal()
        streets.append(hand.view(0).street)
        if A.DRAW in legal.kinds:
            hand.act(legal.seat, Action(A.DRAW))
        else:
            hand.act(legal.seat, Action(A.CHECK if A.CHECK in legal.kinds else A.CALL))
    assert [s for i, s in enumerate(streets) if i == 0 or streets[i - 1] != s] == [
        "predraw", "first_draw", "second_draw", "third_draw"
    ]
    assert hand.result().pots[0].lo_winners == (1,)  # seat 1 holds 7-5-4-3-2


def test_rule_draw_replaces_discards_privately() -> None:
    hand = triple_draw("2c3d4h5s7c" "AsAdAhKsKd" "2d3h4s5c8d" "9c9d")
    play(hand, (0, "call"), (1, "call"), (2, "check"))
    events = hand.act(1, Action(A.DRAW, discards=("5s", "7c")))  # seat 1 was dealt first
    private = [e for e in events if e.kind == "draw"]
    assert private[0].visible_to == 1
    assert private[0].data == {"discarded": ["5s", "7c"], "received": ["9c", "9d"]}
    public = [e for e in events if e.visible_to is None]
    assert all("9c" not in str(e.data) for e in public)
    with pytest.raises(IllegalActionError, match="only discard"):
        hand.act(2, Action(A.DRAW, discards=("2c",)))


def test_rule_draw_reshuffles_discards_when_the_stub_runs_out() -> None:
    hand = Hand(HandConfig(game="27TD", stacks=(100,) * 6, button=0, small_blind=1, big_blind=2,
                           seed=11))
    events = draw_everything(hand)
    assert any(e.kind == "reshuffle" for e in events)
    assert sum(hand.result().final_stacks) == 600
    # no card is ever held by two seats at once
    holes = [hand.view(s).hole for s in range(6)]
    flat = [c for h in holes for c in h]
    assert len(flat) == len(set(flat)) == 30


def test_check_down_helper_covers_draw_games() -> None:
    hand = triple_draw("2c3d4h5s7c" "AsAdAhKsKd" "2d3h4s5c8d")
    check_down(hand)
    assert hand.is_over


def test_rule_stud_low_card_all_in_on_the_ante_passes_the_bring_in_to_its_left() -> None:
    """A real PokerStars HORSE file (2023): the lowest up card's owner is all in on the
    ante, and the next player on its left brings in."""
    deck = tuple(split("AsAdKh" "KsKd2h" "QsQd3c" "JsJd5c"))
    hand = Hand(HandConfig(game="STUD8", stacks=(1000, 1, 1000, 1000), ante=1, bring_in=2,
                           small_bet=5, deck=deck, seed=3))
    hand.start()
    legal = hand.legal()
    assert legal.seat == 2 and legal.kinds == {A.BRING_IN, A.COMPLETE}
    play(hand, (2, "bring_in"), (3, "call"), (0, "call"))
    assert hand.view(0).street == "fourth"  # the bring-in closed the round
