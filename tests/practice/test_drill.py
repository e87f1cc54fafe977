"""The push/fold drill's answers: the Nash chart, and ICM near the money (issue 26)."""

from __future__ import annotations

import random
from decimal import Decimal

from client.bots.pushfold import default_chart
from client.practice.drill import DrillSpot, Move, Tourney, answer, random_spot


def test_chart_spot_answers_with_the_chart() -> None:
    """Without a tournament the answer is the chart's: AA pushes, 72o folds from early."""
    aces = DrillSpot(("As", "Ah"), 10, 0.0, 6, 5)
    junk = DrillSpot(("7c", "2d"), 10, 0.0, 6, 5)
    assert answer(aces).best is Move.PUSH and not answer(aces).icm_changed
    assert answer(junk).best is Move.FOLD
    assert answer(junk).chart_range == default_chart().push_range(10, 5, 0.0)


def test_facing_all_in_asks_call_or_fold_from_the_calling_range() -> None:
    spot = DrillSpot(("Kd", "Ks"), 8, 0.0, 2, 0)
    assert spot.moves == (Move.CALL, Move.FOLD) and spot.position == "BB"
    assert answer(spot).best is Move.CALL
    assert answer(spot).chart_range == default_chart().call_range(8, 0.0)


def test_bubble_turns_a_chart_push_into_a_fold() -> None:
    """ICM: on the bubble with a micro stack about to bust, a marginal chart push folds."""
    spot = DrillSpot(("9c", "9h"), 12, 0.125, 3, 2,
                     Tourney((Decimal(65), Decimal(35)), (3000, 300)))
    result = answer(spot)
    assert result.chart is Move.PUSH and result.best is Move.FOLD and result.icm_changed
    assert result.prize_values is not None
    push, fold = result.prize_values
    assert push < fold and 0 < fold < 1


def test_random_spots_stay_in_the_chart_and_are_reproducible() -> None:
    first = [random_spot(random.Random(7)) for _ in range(3)]
    assert first == [random_spot(random.Random(7)) for _ in range(3)]
    rng = random.Random(3)
    spots = [random_spot(rng) for _ in range(300)]
    assert all(2 <= s.stack_bb <= default_chart().max_bb for s in spots)
    assert any(s.tourney is not None for s in spots) and any(s.facing_all_in for s in spots)
    assert all(s.tourney is None for s in (random_spot(rng, 0.0) for _ in range(50)))
