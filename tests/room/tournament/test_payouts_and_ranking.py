"""Prize amounts to the cent and finishing places for players busting together."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from client.room.tournament.payouts import (
    prize_amounts,
    satellite_prizes,
    split_equally,
    tied_prizes,
)
from client.room.tournament.ranking import PlaceGroup, rank_eliminations
from client.room.tournament.structure import load_structure


@settings(max_examples=100, deadline=None)
@given(cents=st.integers(min_value=0, max_value=10**9), entries=st.integers(2, 20000))
def test_prizes_sum_exactly_to_the_pool(cents: int, entries: int) -> None:
    pool = Decimal(cents) / 100
    bracket = load_structure("turbo").bracket_for(entries)
    amounts = prize_amounts(pool, bracket)
    assert sum(amounts, Decimal(0)) == pool
    assert all(a == a.quantize(Decimal("0.01")) for a in amounts)
    assert amounts == sorted(amounts, reverse=True) or pool < 100


def test_rule_same_hand_busts_ranked_by_start_of_hand_stack() -> None:
    """Site rule: of players eliminated on the same hand, more chips at the start of the
    hand finishes higher."""
    groups = rank_eliminations({"a": 500, "b": 1200, "c": 800}, players_left_before=10)
    assert groups == [PlaceGroup(8, ("b",)), PlaceGroup(9, ("c",)), PlaceGroup(10, ("a",))]


def test_rule_equal_start_stacks_tie_and_share_prizes_equally() -> None:
    """Site rule: identical start-of-hand stacks tie for that rank and the prizes due to
    them are equally distributed (cents handled explicitly, remainder deterministic)."""
    groups = rank_eliminations({"x": 700, "y": 700, "z": 100}, players_left_before=5)
    assert groups == [PlaceGroup(3, ("x", "y")), PlaceGroup(5, ("z",))]
    places = [Decimal("50.00"), Decimal("30.00"), Decimal("12.01"), Decimal("8.00")]
    shares = tied_prizes(places, 3, ("x", "y"))
    assert shares == {"x": Decimal("10.01"), "y": Decimal("10.00")}
    assert sum(shares.values()) == Decimal("20.01")


def test_tie_across_the_bubble_shares_the_last_prize() -> None:
    places = [Decimal("70.00"), Decimal("30.00")]
    assert tied_prizes(places, 2, ("p", "q", "r")) == {
        "p": Decimal("10.00"), "q": Decimal("10.00"), "r": Decimal("10.00")}


@settings(max_examples=100, deadline=None)
@given(cents=st.integers(0, 10**7), n=st.integers(1, 12))
def test_split_equally_is_exact(cents: int, n: int) -> None:
    players = [f"p{i}" for i in range(n)]
    shares = split_equally(Decimal(cents) / 100, players)
    assert sum(shares.values()) == Decimal(cents) / 100
    assert max(shares.values()) - min(shares.values()) <= Decimal("0.01")


def test_satellite_pool_buys_whole_seats_and_leftover_cash() -> None:
    prizes = satellite_prizes(Decimal("100.00"), Decimal("11.00"))
    assert (prizes.seats, prizes.leftover) == (9, Decimal("1.00"))
    assert prizes.amounts() == [Decimal("11.00")] * 9 + [Decimal("1.00")]


def test_play_money_ties_share_whole_chips_first_in_order_gets_the_odd_ones() -> None:
    """Tied players share their places' prizes; play money in whole chips, the odd chip
    to the first player in the order given, nothing lost."""
    places = [Decimal(150), Decimal(91), Decimal(60)]
    assert tied_prizes(places, 2, ("x", "y"), Decimal(1)) == {"x": Decimal(76),
                                                              "y": Decimal(75)}
    assert split_equally(Decimal("10.5"), ("a", "b"), Decimal(1)) == {
        "a": Decimal("5.5"), "b": Decimal(5)}
