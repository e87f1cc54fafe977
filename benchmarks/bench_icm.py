"""ICM benchmark: subset dynamic programme vs brute-force permutations, same run.

Run: `python -m benchmarks.bench_icm`. Times exact ICM for 9, 16 and 20 players
(every place paid) and a brute-force enumeration of finishing orders where that
is feasible (9 players); for larger fields the brute-force time is extrapolated
from its measured cost per order, and the line says so. A last line compares the
exact sparse programme on a 40-player field with 6 paid places to the Monte
Carlo estimate of the same field (time ratio and largest difference).
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Callable
from decimal import Decimal

from client.room.icm import icm_exact, icm_monte_carlo


def brute_force_exact(stacks: list[int], prizes: list[float]) -> list[float]:
    """Reference Harville equities summed over all n! finishing orders."""
    equity = [0.0] * len(stacks)
    total = float(sum(stacks))
    for order in itertools.permutations(range(len(stacks))):
        p, left = 1.0, total
        for seat in order:
            p *= stacks[seat] / left
            left -= stacks[seat]
        for place, seat in enumerate(order[: len(prizes)]):
            equity[seat] += p * prizes[place]
    return equity


def _time(fn: Callable[..., list[float]], *args: object) -> tuple[float, list[float]]:
    start = time.perf_counter()
    result = fn(*args)
    return time.perf_counter() - start, result


def main() -> None:
    """Print one line per field size with both timings and their ratio."""
    per_order = 0.0
    for n in (9, 16, 20):
        stacks = [1000 + 137 * i for i in range(n)]
        prizes = [Decimal(n - i) for i in range(n)]
        dp_time, dp = _time(icm_exact, stacks, prizes)
        if n <= 9:
            bf_time, bf = _time(brute_force_exact, stacks, [float(p) for p in prizes])
            per_order = bf_time / math.factorial(n)
            worst = max(abs(a - b) for a, b in zip(dp, bf, strict=True))
            note = f"measured, max difference {worst:.2e}"
        else:
            bf_time = per_order * math.factorial(n)
            note = "extrapolated from the 9-player cost per order"
        print(f"{n:2d} players: subset DP {dp_time * 1000:9.2f} ms | brute force "
              f"{bf_time:14.2f} s ({note}) | ratio {bf_time / dp_time:,.0f}x")
    stacks = [1000 + 137 * i for i in range(40)]
    prizes = [Decimal(40), Decimal(25), Decimal(15), Decimal(10), Decimal(6), Decimal(4)]
    exact_time, exact = _time(icm_exact, stacks, prizes)
    mc_time, sampled = _time(icm_monte_carlo, stacks, prizes)
    worst = max(abs(a - b) for a, b in zip(exact, sampled, strict=True))
    print(f"40 players, 6 paid: sparse exact {exact_time * 1000:9.2f} ms | Monte Carlo "
          f"{mc_time * 1000:9.2f} ms | ratio {mc_time / exact_time:.2f}x | max diff {worst:.4f}")


if __name__ == "__main__":
    main()
