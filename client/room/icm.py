"""Independent Chip Model (Malmuth-Harville): what a stack is worth in prize money.

Harville: the chance a player finishes first is their share of the chips; given
who finished above, the next place goes the same way among the rest. Exactly,
that is a sum over finishing orders; the subset dynamic programme instead walks
the sets of players who took the top k places, 2**n states instead of n!
orders, vectorised with numpy (20 players well under a second). For larger
fields a seeded Monte Carlo samples finishing orders as an exponential race
(player i's "time" is Exp(1)/stack_i; sorting the times gives a Harville order).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

import numpy as np
import numpy.typing as npt

from client.room.errors import IcmError

EXACT_MAX_PLAYERS = 20
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


def icm_exact(stacks: Sequence[int], prizes: Sequence[Decimal | int]) -> list[float]:
    """Exact Malmuth-Harville equities by the subset dynamic programme (<= 20 players)."""
    chips, paid = _check(stacks, prizes)
    n = len(chips)
    if n > EXACT_MAX_PLAYERS:
        raise IcmError(f"exact ICM is limited to {EXACT_MAX_PLAYERS} players, got {n}")
    s = np.asarray(chips, dtype=np.float64)
    total = float(s.sum())
    size = 1 << n
    used: FloatArray = np.zeros(size)  # chips of the players in each set (bit j = player j)
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
    """Prize equity per player, in the order of `stacks`: exact up to 20 players, else sampled."""
    if len(stacks) <= EXACT_MAX_PLAYERS:
        return icm_exact(stacks, prizes)
    return icm_monte_carlo(stacks, prizes, seed=seed)
