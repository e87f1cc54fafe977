"""Cheap starting-hand strength, so bots decide the first round without simulation.

Hold'em classes are ranked by the Chen formula (a well-known hand-strength heuristic)
and turned into a percentile: 1.0 for aces, near 0.0 for 72o. Other games use the
Monte Carlo equity instead (see `equity`).
"""

from __future__ import annotations

import math
from functools import cache

from client.bots.ranges import RANKS, all_classes, hand_class

_HIGH_CARD_POINTS = {"A": 10.0, "K": 8.0, "Q": 7.0, "J": 6.0}
_GAP_PENALTY = {0: 0.0, 1: 1.0, 2: 2.0, 3: 4.0}


def chen_score(cls: str) -> float:
    """The Chen formula's score of a class such as ``"AKs"`` (higher is stronger)."""
    hi, lo = cls[0], cls[1]
    score = _HIGH_CARD_POINTS.get(hi, (RANKS.index(hi) + 2) / 2)
    if hi == lo:
        return float(math.ceil(max(score * 2, 5.0)))
    if cls.endswith("s"):
        score += 2
    gap = RANKS.index(hi) - RANKS.index(lo) - 1
    score -= _GAP_PENALTY.get(gap, 5.0)
    if gap <= 1 and RANKS.index(hi) < RANKS.index("Q"):
        score += 1
    return float(math.ceil(score))


@cache
def _percentiles() -> dict[str, float]:
    classes = all_classes()
    combos = {c: 6 if len(c) == 2 else 4 if c.endswith("s") else 12 for c in classes}
    ranked = sorted(classes, key=chen_score)
    total = sum(combos.values())
    seen = 0
    table: dict[str, float] = {}
    for cls in ranked:
        seen += combos[cls]
        table[cls] = seen / total
    return table


def holdem_percentile(cards: tuple[str, str] | list[str]) -> float:
    """Share of all starting hands that are no stronger than these two cards (0..1]."""
    return _percentiles()[hand_class(cards)]
