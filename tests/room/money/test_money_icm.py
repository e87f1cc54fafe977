"""ICM: the subset dynamic programme equals brute-force enumeration of finishing orders."""

from __future__ import annotations

import argparse
import itertools
import json
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.qa import icm as qa_icm
from client.room.errors import IcmError
from client.room.icm import exact_feasible, icm_equities, icm_exact, icm_monte_carlo

D = Decimal


def brute_force(stacks: list[int], prizes: list[int]) -> list[Fraction]:
    """Reference: sum over every finishing order of its Harville probability."""
    n = len(stacks)
    equity = [Fraction(0)] * n
    for order in itertools.permutations(range(n)):
        p = Fraction(1)
        left = sum(stacks)
        for seat in order:
            p *= Fraction(stacks[seat], left)
            left -= stacks[seat]
        for place, seat in enumerate(order[: len(prizes)]):
            equity[seat] += p * prizes[place]
    return equity


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 10_000), min_size=1, max_size=6).flatmap(
    lambda stacks: st.tuples(st.just(stacks), st.lists(st.integers(0, 1000), min_size=0,
                                                       max_size=len(stacks)))))
def test_subset_dp_matches_brute_force_enumeration(case: tuple[list[int], list[int]]) -> None:
    stacks, prizes = case
    got = icm_exact(stacks, [D(p) for p in prizes])
    want = brute_force(stacks, prizes)
    assert got == pytest.approx([float(w) for w in want], rel=1e-9, abs=1e-9)


def test_known_three_player_example() -> None:
    got = icm_equities([5000, 3000, 2000], [D(70), D(30)])
    assert got == pytest.approx([45.178571, 32.25, 22.571429], abs=1e-6)


def test_twenty_players_exact_sums_to_the_pool() -> None:
    stacks = [1000 + 137 * i for i in range(20)]
    prizes = [D(20 - i) for i in range(20)]
    got = icm_exact(stacks, prizes)
    assert sum(got) == pytest.approx(210)
    assert got == sorted(got)  # more chips, more equity


def test_monte_carlo_is_seeded_and_close_to_exact() -> None:
    stacks, prizes = [5000, 3000, 2000, 1000], [D(50), D(30), D(20)]
    a = icm_monte_carlo(stacks, prizes, trials=50_000, seed=7)
    assert a == icm_monte_carlo(stacks, prizes, trials=50_000, seed=7)
    assert a == pytest.approx(icm_exact(stacks, prizes), abs=0.5)


def two_prize_formula(stacks: list[int], first: int, second: int) -> list[float]:
    """Harville with two prizes in closed form: P(first) and P(second) per player."""
    total = sum(stacks)
    out = []
    for i, s in enumerate(stacks):
        p_second = sum(t / total * s / (total - t) for j, t in enumerate(stacks) if j != i)
        out.append(first * s / total + second * p_second)
    return out


def test_big_field_with_few_prizes_is_still_exact() -> None:
    stacks = [100 + 37 * i for i in range(40)]
    assert exact_feasible(40, 2) and not exact_feasible(40, 8)
    got = icm_equities(stacks, [D(60), D(40)])
    assert got == pytest.approx(two_prize_formula(stacks, 60, 40), rel=1e-12)
    assert icm_exact(stacks[:22], [D(3), D(2), D(1)]) == pytest.approx(
        icm_monte_carlo(stacks[:22], [D(3), D(2), D(1)], trials=100_000), abs=0.01)


def test_large_fields_with_many_prizes_use_monte_carlo() -> None:
    stacks = [100 + i for i in range(30)]
    prizes = [D(10)] * 10
    with pytest.raises(IcmError):
        icm_exact(stacks, prizes)
    got = icm_equities(stacks, prizes)
    assert sum(got) == pytest.approx(100)


@pytest.mark.parametrize(
    ("stacks", "prizes"),
    [([], [D(1)]), ([0, 5], [D(1)]), ([5], [D(1), D(1)]), ([5, 5], [D(-1)]),
     ([5, 5], [1.5]), ([True, 3], [D(1)])],
)
def test_bad_input_is_refused(stacks: list[int], prizes: list[Decimal]) -> None:
    with pytest.raises(IcmError):
        icm_equities(stacks, prizes)


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    qa_icm.register(parser.add_subparsers())
    code = qa_icm.run(parser.parse_args(["icm", *argv]))
    return code, capsys.readouterr().out


def test_qa_icm_command(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _cli(capsys, "--stacks", "5000,3000,2000", "--prizes", "70,30")
    assert code == 0
    assert json.loads(out)["equities"] == pytest.approx([45.178571, 32.25, 22.571429])
    assert _cli(capsys, "--stacks", "5000,x", "--prizes", "70")[0] == 2
    assert _cli(capsys, "--stacks", "5000", "--prizes", "70,30")[0] == 2
