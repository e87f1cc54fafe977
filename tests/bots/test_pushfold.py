"""Short stacks (issue 26): the project's own Nash push/fold charts, antes and ICM."""

from __future__ import annotations

from decimal import Decimal

import pytest

from client.bots import make_bot
from client.bots.nash import equity_against, range_text, share_of_hands, solve_heads_up
from client.bots.pushfold import default_chart
from client.bots.ranges import all_classes, parse_range
from client.bots.tournament import AllIn, TournamentSituation, push_pays
from client.engine import ActionKind, Hand, HandConfig

PAID_THREE = (Decimal(50), Decimal(30), Decimal(20))


@pytest.mark.parametrize(("stack", "low", "high"), [(5, 0.69, 0.75), (10, 0.55, 0.62),
                                                     (15, 0.43, 0.50)])
def test_heads_up_equilibrium_shoves_the_known_share_of_hands(stack: int, low: float,
                                                               high: float) -> None:
    """Fictitious play heads-up: the small blind shoves ~72% at 5bb, ~58% at 10, ~46% at 15."""
    assert low <= share_of_hands(solve_heads_up(stack).pushes()) <= high


def test_shipped_chart_is_the_solvers_heads_up_answer() -> None:
    assert default_chart().push_range(10, 1) == solve_heads_up(10).pushes()
    assert default_chart().call_range(10) == solve_heads_up(10).calls()


def test_heads_up_ten_big_blind_chart_key_hands() -> None:
    chart = default_chart()
    for cls in ("22", "A2o", "K2o", "Q7o", "J8o", "T7o", "K5o"):
        assert chart.should_push(cls, 10, behind=1), cls
    for cls in ("72o", "92o", "32o", "Q2o", "84o"):
        assert not chart.should_push(cls, 10, behind=1), cls
    for cls in ("22", "A2o", "K9o", "K5o"):
        assert chart.should_call(cls, 10), cls
    for cls in ("Q7o", "J8o", "84o"):
        assert not chart.should_call(cls, 10), cls


def test_seven_big_blind_small_blind_chart_is_uneven_for_a_reason() -> None:
    """Seen in the trainer: 84s and 63s pushed at 7bb while 94s and 73s fold. Right: the
    big blind calls with big cards and pairs, against which a nine kicker is worth little
    and a straight using both cards (45678 for 84s; 23456 and 34567 for 63s) much more.
    The shipped equities agree with eval7 (400,000 boards each: 94s 35.5%, 84s 36.0%,
    73s 35.3%, 63s 36.0% against the 7bb calling range); the four are all within 0.05bb of
    folding, so the border is jagged as real Nash charts are."""
    chart = default_chart()
    pushes, calls = chart.push_range(7, 1), chart.call_range(7)
    assert pushes is not None and calls is not None
    assert {"84s", "63s"} <= pushes and not {"94s", "73s"} & pushes
    equity = {hand: equity_against(hand, calls)[1] for hand in ("94s", "84s", "73s", "63s")}
    assert equity["84s"] > equity["94s"] and equity["63s"] > equity["73s"]


def test_antes_widen_pushing_and_calling() -> None:
    chart = default_chart()
    for behind in (1, 3):
        plain = chart.push_range(10, behind)
        ante = chart.push_range(10, behind, ante=0.125)
        assert plain is not None and ante is not None and plain < ante
        assert share_of_hands(ante) > share_of_hands(plain)
    plain_calls, ante_calls = chart.call_range(10), chart.call_range(10, 0.125)
    assert plain_calls is not None and ante_calls is not None and plain_calls < ante_calls


def test_more_players_behind_push_tighter() -> None:
    chart = default_chart()
    shares = [share_of_hands(chart.push_range(10, b) or frozenset()) for b in range(1, 6)]
    assert shares == sorted(shares, reverse=True) and shares[0] > 2 * shares[-1]


def test_range_text_round_trips() -> None:
    for text in ("22+, A2s+, KTo+, QJs", "55+, 22, A9s+, A2s, K9o+", "AA", ""):
        assert parse_range(range_text(parse_range(text))) == parse_range(text)


_BUBBLE_SPOT = AllIn(mine=1000, theirs=1000, others=(950,), dead=50, my_bet=0, their_bet=100)


def _pushes(situation: TournamentSituation) -> frozenset[str]:
    calls = default_chart().call_range(10) or frozenset()
    return frozenset(c for c in all_classes()
                     if push_pays(situation, _BUBBLE_SPOT, c, calls, behind=2))


def test_icm_on_the_bubble_pushes_far_fewer_hands_than_chips_say() -> None:
    """Four left, three paid, equal 10bb stacks: busting costs more than a steal wins."""
    bubble = _pushes(TournamentSituation(PAID_THREE, elsewhere=(1000,)))
    winner_takes_all = _pushes(TournamentSituation((Decimal(100),), elsewhere=(1000,)))
    assert share_of_hands(bubble) < 0.5 * share_of_hands(winner_takes_all)
    assert "AA" in bubble and "K9o" in winner_takes_all and "K9o" not in bubble


def _four_handed_button(cards: tuple[str, str]) -> Hand:
    """Four-handed, button seat 0 first to act with 10 big blinds each (blinds 50/100)."""
    deck = ("2c", "3d", "4h", "5s", *cards, "6c", "2d")  # seats 1, 2, 3 (to act), 0
    hand = Hand(HandConfig(game="NLHE", stacks=(1000,) * 4, button=0, small_blind=50,
                           big_blind=100, seed=1, deck=deck))
    hand.start()
    return hand


def test_strong_bot_folds_a_chip_push_on_the_bubble() -> None:
    """A9o first in at 10bb, four left and three paid: the chart pushes, ICM folds."""
    hand = _four_handed_button(("As", "9d"))
    assert hand.to_act == 3
    view = hand.view(3)
    chips_only = make_bot("strong", 1).decide(view)
    bubble = make_bot("strong", 1, lambda: TournamentSituation(PAID_THREE)).decide(view)
    assert chips_only.kind is ActionKind.RAISE
    assert bubble.kind is ActionKind.FOLD
    nothing_to_win = make_bot("strong", 1, lambda: TournamentSituation((Decimal(0),) * 3))
    assert nothing_to_win.decide(view).kind is ActionKind.RAISE  # chips decide


def test_strong_bot_shoves_ten_big_blinds_heads_up_by_the_chart() -> None:
    """K2o is in the heads-up Nash shoving range at 10bb (the old chart folded it)."""
    deck = ("7h", "3c", "Ks", "2d")  # seat 1 (big blind) first, then the button
    hand = Hand(HandConfig(game="NLHE", stacks=(200, 200), button=0, small_blind=10,
                           big_blind=20, seed=1, deck=deck))
    hand.start()
    assert make_bot("strong", 1).decide(hand.view(0)).kind is ActionKind.RAISE
