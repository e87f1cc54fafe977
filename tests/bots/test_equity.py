"""Monte Carlo equity, hand charts and draw choices against exact or engine answers."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.bots.draws import discards, keepers
from client.bots.equity import Spot, _score_razz, equity, iterations_for
from client.bots.preflop import chen_score, holdem_percentile
from client.bots.pushfold import ChartError, default_chart, parse_chart
from client.bots.ranges import RangeSyntaxError, all_classes, hand_class, parse_range
from client.engine import game_spec
from client.engine.cards import parse_cards
from client.engine.evaluate import a5_low_value, hi_value


def _exact_river_equity(mine: list[int], board: list[int]) -> float:
    """Heads-up hold'em equity on the river by enumerating every opponent hand."""
    deck = [c for c in range(52) if c not in mine and c not in board]
    me = hi_value(mine + board)
    total = 0.0
    pairs = list(combinations(deck, 2))
    for pair in pairs:
        other = hi_value([*pair, *board])
        total += 1.0 if me > other else 0.5 if me == other else 0.0
    return total / len(pairs)


@pytest.mark.parametrize(
    ("mine", "board"),
    [("As Kd", "Ah 7c 2d 9s Ts"), ("5h 5d", "Ks Qd 8c 3h 2s"), ("Jc Tc", "9c 8c 2h 2d Ks")],
)
def test_monte_carlo_equity_matches_enumeration_on_the_river(mine: str, board: str) -> None:
    m, b = parse_cards(mine.split()), parse_cards(board.split())
    spot = Spot(game_spec("NLHE"), tuple(m), tuple(b))
    assert equity(spot, random.Random(4), 3000) == pytest.approx(
        _exact_river_equity(m, b), abs=0.03
    )


def test_equity_is_reproducible_and_ordered() -> None:
    spec = game_spec("NLHE")
    aces = Spot(spec, tuple(parse_cards(["As", "Ad"])))
    junk = Spot(spec, tuple(parse_cards(["7s", "2d"])))
    assert equity(aces, random.Random(1), 400) == equity(aces, random.Random(1), 400)
    assert equity(aces, random.Random(1), 400) == pytest.approx(0.85, abs=0.04)
    assert equity(junk, random.Random(1), 400) < 0.4


def test_stud_equity_uses_opponents_up_cards() -> None:
    spec = game_spec("STUD")
    mine = tuple(parse_cards(["Ks", "Kd", "2c"]))
    weak_up = Spot(spec, mine, opponents=(tuple(parse_cards(["3h"])),))
    aces_up = Spot(spec, mine, opponents=(tuple(parse_cards(["Ah"])),))
    assert equity(weak_up, random.Random(2), 600) > equity(aces_up, random.Random(2), 600)


def test_split_pot_games_count_half_for_the_low() -> None:
    # Omaha hi/lo river: the nut low and a weak high against one opponent gets about half.
    spec = game_spec("PLO8")
    spot = Spot(spec, tuple(parse_cards(["As", "2s", "Kd", "Qc"])),
                tuple(parse_cards(["3h", "4d", "8c", "Jh", "9s"])))
    assert 0.45 < equity(spot, random.Random(3), 300) < 0.75


def test_iterations_shrink_for_costly_games_and_crowds() -> None:
    assert iterations_for(game_spec("PLO"), 1, 600) < iterations_for(game_spec("NLHE"), 1, 600)
    assert iterations_for(game_spec("NLHE"), 5, 600) < iterations_for(game_spec("NLHE"), 1, 600)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=7, max_size=7, unique=True))
def test_razz_fast_path_scores_like_the_engine(cards: list[int]) -> None:
    assert _score_razz(cards, [])[0] == a5_low_value(cards)


def test_deuce_seven_keepers() -> None:
    pat = parse_cards(["2c", "3d", "4h", "5s", "7c"])
    assert keepers(pat) == pat
    assert discards(("2c", "3d", "4h", "5s", "6c")) == ("6c",)  # breaks the straight
    assert discards(("2c", "2d", "Kh", "5s", "7c")) == ("2d", "Kh")
    assert len(discards(("2c", "3c", "4c", "5c", "Kd"))) == 2  # no four to a flush


def test_hand_classes_and_ranges() -> None:
    assert hand_class(("Kd", "As")) == "AKo" and hand_class(("7h", "7c")) == "77"
    assert len(all_classes()) == 169
    assert parse_range("TT+, AKs") == {"TT", "JJ", "QQ", "KK", "AA", "AKs"}
    assert parse_range("K9+") == {"K9s", "K9o", "KTs", "KTo", "KJs", "KJo", "KQs", "KQo"}
    for bad in ("AKx", "ZZ", "KA", "77s"):
        with pytest.raises(RangeSyntaxError):
            parse_range(bad)


def test_chen_order_and_percentiles() -> None:
    assert chen_score("AA") == 20 and chen_score("22") == 5 and chen_score("AKs") == 12
    assert holdem_percentile(["As", "Ad"]) == 1.0
    assert holdem_percentile(["7s", "2d"]) < 0.05 < holdem_percentile(["Ks", "Qs"])


def test_push_fold_chart_is_wider_when_shorter_and_in_late_position() -> None:
    chart = default_chart()
    assert chart.should_push("K5o", 5, behind=1) and not chart.should_push("K5o", 15, behind=1)
    assert chart.should_push("A2o", 10, behind=2) and not chart.should_push("A2o", 10, behind=5)
    assert chart.should_push("AA", 40, behind=1) is None
    assert chart.should_call("K5o", 10) and not chart.should_call("K5o", 15)


def test_bad_push_fold_chart_is_a_typed_error() -> None:
    with pytest.raises(ChartError, match="max_bb must increase"):
        parse_chart('[[push]]\nmax_bb=9\nbehind1="AA"\n'
                    '[[push]]\nmax_bb=5\nbehind1="AA"\n[[call]]\nmax_bb=5\nrange="AA"')
    with pytest.raises(ChartError, match="bad push/fold chart"):
        parse_chart('[[push]]\nmax_bb=5\nbehind1="AX"\n[[call]]\nmax_bb=5\nrange=""')
    with pytest.raises(ChartError, match="behind1"):
        parse_chart('[[push]]\nmax_bb=5\nlate="AA"\n[[call]]\nmax_bb=5\nrange=""')
