"""ICM with more than ten players left: sampled finishing orders with common random
numbers (issue 26, item 5), checked against exact Malmuth-Harville at twelve players."""

from __future__ import annotations

from decimal import Decimal

import pytest

from client.bots import tournament
from client.bots.nash import share_of_hands
from client.bots.pushfold import default_chart
from client.bots.ranges import all_classes
from client.bots.tournament import (
    AllIn,
    TournamentSituation,
    applies,
    call_values,
    push_pays,
    push_values,
)

#: Twelve left at two tables, ten paid (a satellite-like bubble: one more out, all paid).
TEN_PAID = tuple(Decimal(10) for _ in range(10))
SPOT = AllIn(mine=1000, theirs=1500, others=(900, 2000, 700, 1200), dead=60, my_bet=0,
             their_bet=100)
ELSEWHERE = (1100, 800, 3000, 600, 1400, 900)


def _exact(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tournament, "ICM_MAX_PLAYERS", 20)


def test_sampled_values_are_close_to_exact_at_twelve_players(
        monkeypatch: pytest.MonkeyPatch) -> None:
    situation = TournamentSituation(TEN_PAID, ELSEWHERE)
    calls = default_chart().call_range(10) or frozenset()
    sampled = push_values(situation, SPOT, "A9o", calls, 2)
    sampled_call = call_values(situation, SPOT, "A9o", calls)
    _exact(monkeypatch)
    exact = push_values(situation, SPOT, "A9o", calls, 2)
    exact_call = call_values(situation, SPOT, "A9o", calls)
    pool = float(sum(TEN_PAID))
    for got, want in zip((*sampled, *sampled_call), (*exact, *exact_call), strict=True):
        assert abs(got - want) / pool < 0.01
    # Common random numbers: the push-fold difference is closer still.
    assert abs((sampled[0] - sampled[1]) - (exact[0] - exact[1])) / pool < 0.005


def test_sampled_icm_turns_the_bubble_tight_where_chips_would_push(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Twelve left, ten paid: a big prize for just folding; the sampled ICM pushes a
    small range, the exact one agrees on nearly every hand."""
    bubble = TournamentSituation(TEN_PAID, ELSEWHERE)
    assert applies(bubble, SPOT) and not applies(None, SPOT)
    calls = default_chart().call_range(10) or frozenset()
    sampled = frozenset(c for c in all_classes() if push_pays(bubble, SPOT, c, calls, 2))
    chips = default_chart().push_range(10, 3) or frozenset()
    assert share_of_hands(sampled) < 0.5 * share_of_hands(chips)
    _exact(monkeypatch)
    exact = frozenset(c for c in all_classes() if push_pays(bubble, SPOT, c, calls, 2))
    assert len(sampled ^ exact) <= 4


def test_far_from_the_money_chips_decide() -> None:
    crowd = TournamentSituation(TEN_PAID, tuple([1000] * 250))
    assert not applies(crowd, SPOT)
