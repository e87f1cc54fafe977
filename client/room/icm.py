"""Independent Chip Model (Malmuth-Harville): what a stack is worth in prize money.

Harville: the chance a player finishes first is their share of the chips; given
who finished above, the next place goes the same way among the rest. Exactly,
that is a sum over finishing orders; the subset dynamic programme instead walks
the sets of players who took the top k places, 2**n states instead of n!
orders, vectorised with numpy (20 players well under a second). Only sets of
fewer players than paid places matter, so big fields with few prizes stay exact
through a sparse version of the same programme (up to ~1M sets). Beyond that a
seeded Monte Carlo samples finishing orders as an exponential race (player i's
"time" is Exp(1)/stack_i; sorting the times gives a Harville order).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from math import comb

import numpy as np
import numpy.typing as npt

from client.room.errors import IcmError

DENSE_MAX_PLAYERS = 20
SPARSE_MAX_PLAYERS = 62  # sets are bit masks in int64
SPARSE_MAX_SETS = 1_000_000
MONTE_CARLO_TRIALS = 200_000

FloatArray = npt.NDArray[np.float64]


def _check(stacks: Sequence[int], prizes: Sequence[Decimal | int]) -> tuple[list[int], list[float]]:
    """Validate inputs; returns stacks and the prizes with trailing zero prizes dropped."""
    if not stacks:
        raise IcmError("ICM needs at least one stack")
    for chips in stacks:
        if isinstance(chips, bool) or not isinstance(chips, int) or chips <= 0:
            raise IcmError(f"stacks must be positive whole chip counts, got {chips!r}")
    for prize in prizes:
        if isinstance(prize, bool) or not isinstance(prize, Decimal | int) or \
                not Decimal(prize).is_finite() or prize < 0:
            raise IcmError(f"prizes must be Decimal amounts >= 0, got {prize!r}")
    if len(prizes) > len(stacks):
        raise IcmError(
            f"{len(prizes)} prizes for {len(stacks)} players: give one prize per finishing "
            "place that a remaining player can take"
        )
    paid = [float(p) for p in prizes]
    while paid and paid[-1] == 0:
        paid.pop()
    return list(stacks), paid


def exact_feasible(players: int, paid_places: int) -> bool:
    """True when exact ICM is quick: up to 20 players, or few enough sets of top finishers."""
    if players <= DENSE_MAX_PLAYERS:
        return True
    sets = sum(comb(players, k) for k in range(min(paid_places, players)))
    return players <= SPARSE_MAX_PLAYERS and sets <= SPARSE_MAX_SETS


def icm_exact(stacks: Sequence[int], prizes: Sequence[Decimal | int]) -> list[float]:
    """Exact Malmuth-Harville equities by the subset dynamic programme."""
    chips, paid = _check(stacks, prizes)
    if not exact_feasible(len(chips), len(paid)):
        raise IcmError(
            f"exact ICM for {len(chips)} players and {len(paid)} paid places is too large; "
            "use icm_equities (Monte Carlo)"
        )
    if len(chips) <= DENSE_MAX_PLAYERS:
        return _dense(chips, paid)
    return _sparse(chips, paid)


def _dense(chips: list[int], paid: list[float]) -> list[float]:
    """Every set of players as an index 0..2**n-1 (bit j = player j), walked by size."""
    n = len(chips)
    s = np.asarray(chips, dtype=np.float64)
    total = float(s.sum())
    size = 1 << n
    used: FloatArray = np.zeros(size)  # chips of the players in each set
    count = np.zeros(size, dtype=np.int8)
    for j in range(n):
        low = 1 << j
        used[low:2 * low] = used[:low] + s[j]
        count[low:2 * low] = count[:low] + 1
    by_size = np.argsort(count, kind="stable")
    bounds = np.concatenate(([0], np.cumsum(np.bincount(count, minlength=n + 1))))
    prob: FloatArray = np.zeros(size)  # P(these players took the top |set| places)
    prob[0] = 1.0
    equity: FloatArray = np.zeros(n)
    weight: FloatArray = np.empty(n)
    for place, prize in enumerate(paid):
        sets = by_size[bounds[place]:bounds[place + 1]]
        step = prob[sets] / (total - used[sets])  # times stack_j: P(j takes the next place)
        for j in range(n):
            free = ((sets >> j) & 1) == 0
            share = step[free]
            weight[j] = share.sum()
            if place < len(paid) - 1:
                prob[sets[free] | (1 << j)] += share * s[j]
        equity += prize * s * weight
    return [float(e) for e in equity]


def _sparse(chips: list[int], paid: list[float]) -> list[float]:
    """The same programme keeping only the sets reached so far (sorted int64 masks)."""
    n = len(chips)
    s = np.asarray(chips, dtype=np.float64)
    total = float(s.sum())
    sets = np.zeros(1, dtype=np.int64)
    prob: FloatArray = np.ones(1)
    used: FloatArray = np.zeros(1)
    equity: FloatArray = np.zeros(n)
    weight: FloatArray = np.empty(n)
    for place, prize in enumerate(paid):
        step = prob / (total - used)
        grown, grown_prob, grown_used = [], [], []
        for j in range(n):
            free = ((sets >> j) & 1) == 0
            share = step[free]
            weight[j] = share.sum()
            if place < len(paid) - 1:
                grown.append(sets[free] | np.int64(1 << j))
                grown_prob.append(share * s[j])
                grown_used.append(used[free] + s[j])
        equity += prize * s * weight
        if place < len(paid) - 1:
            sets, first, where = np.unique(np.concatenate(grown), return_index=True,
                                           return_inverse=True)
            prob = np.asarray(np.bincount(where, weights=np.concatenate(grown_prob),
                                          minlength=len(sets)), dtype=np.float64)
            used = np.concatenate(grown_used)[first]
    return [float(e) for e in equity]


def icm_monte_carlo(stacks: Sequence[int], prizes: Sequence[Decimal | int],
                    trials: int = MONTE_CARLO_TRIALS, seed: int = 0) -> list[float]:
    """Harville equities estimated from `trials` seeded random finishing orders."""
    chips, paid = _check(stacks, prizes)
    if trials <= 0:
        raise IcmError(f"Monte Carlo needs a positive number of trials, got {trials}")
    rng = np.random.default_rng(seed)
    s = np.asarray(chips, dtype=np.float64)
    n, m = len(chips), len(paid)
    values = np.asarray(paid, dtype=np.float64)
    equity: FloatArray = np.zeros(n)
    batch = max(1, 2_000_000 // n)
    done = 0
    while done < trials and m:
        rows = min(batch, trials - done)
        times = rng.exponential(size=(rows, n)) / s
        top = np.argpartition(times, m - 1, axis=1)[:, :m] if m < n else \
            np.tile(np.arange(n), (rows, 1))
        order = np.argsort(np.take_along_axis(times, top, axis=1), axis=1)
        places = np.take_along_axis(top, order, axis=1)
        for place in range(m):
            equity += values[place] * np.bincount(places[:, place], minlength=n)
        done += rows
    return [float(e) for e in equity / trials]


def icm_equities(stacks: Sequence[int], prizes: Sequence[Decimal | int],
                 seed: int = 0) -> list[float]:
    """Prize equity per player, in the order of `stacks`: exact when feasible, else sampled."""
    chips, paid = _check(stacks, prizes)
    if exact_feasible(len(chips), len(paid)):
        return icm_exact(stacks, prizes)
    return icm_monte_carlo(stacks, prizes, seed=seed)
