"""Hand values for showdown: one int per hand, higher is better, in every game.

High hands use eval7 (C-backed). Measured on this machine in one run:
eval7 ``evaluate`` on 7 cards ~1.0 us vs phevaluator ``evaluate_cards`` ~5.5 us
(its Python wrapper dominates); for Omaha, eval7 over the 60 two-plus-three
combinations ~60 us vs phevaluator's native ``evaluate_omaha_cards`` ~7 us.
Hold'em and stud are the volume games and a showdown is rare on the hot path,
so eval7 is the one high-hand library (one dependency, fastest where it counts).

No library serves the lows, so they are our own code: 8-or-better (A-5, five
distinct ranks 8 or lower), A-5 (razz: straights and flushes ignored, pairs
count) and 2-7 (aces high, straights and flushes count against). A low value is
the negated lexicographic key of the hand, so "higher is better" holds for lows
too and winners are found with one ``max``.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

import eval7

from client.engine.cards import CARD_STR

_E7: Final[tuple[eval7.Card, ...]] = tuple(eval7.Card(s) for s in CARD_STR)
# A-5 rank of an int card: ace 1, deuce 2 ... king 13.
_LOW_RANK: Final[tuple[int, ...]] = tuple(
    ((c >> 2) + 2) if (c >> 2) != 12 else 1 for c in range(52))
_LOW_WORDS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
# Category of a rank-count pattern (counts sorted descending), ignoring straights/flushes.
_PATTERN: Final[dict[tuple[int, ...], int]] = {
    (1, 1, 1, 1, 1): 0,
    (2, 1, 1, 1): 1,
    (2, 2, 1): 2,
    (3, 1, 1): 3,
    (3, 2): 6,
    (4, 1): 7,
}
_STRAIGHT, _FLUSH, _STRAIGHT_FLUSH = 4, 5, 8
_CATEGORY_NAMES = (
    "High Card",
    "Pair",
    "Two Pair",
    "Trips",
    "Straight",
    "Flush",
    "Full House",
    "Quads",
    "Straight Flush",
)


def hi_value(cards: Sequence[int]) -> int:
    """Best high hand among 5 to 7 cards (any five)."""
    return int(eval7.evaluate([_E7[c] for c in cards]))


def omaha_hi_value(hole: Sequence[int], board: Sequence[int]) -> int:
    """Best Omaha high hand: exactly two hole cards and three board cards."""
    h = [_E7[c] for c in hole]
    b = [_E7[c] for c in board]
    pairs = [(h[i], h[j]) for i, j in combinations(range(len(h)), 2)]
    triples = [(b[i], b[j], b[k]) for i, j, k in combinations(range(len(b)), 3)]
    ev = eval7.evaluate
    return max(int(ev([*p, *t])) for p in pairs for t in triples)


def hi_name(value: int) -> str:
    """Category name of a high value, e.g. "Straight"."""
    return str(eval7.handtype(value))


_RANK_WORDS = ("Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack",
               "Queen", "King", "Ace")
_RANK_PLURALS = ("Deuces", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines",
                 "Tens", "Jacks", "Queens", "Kings", "Aces")


def hi_words(value: int) -> str:
    """A high value in words as PokerStars writes a shown hand: "a pair of Nines", "two pair,
    Aces and Nines", "a straight, Nine to King", "a flush, Ace high", "a full house, Nines full
    of Aces" (eval7 keeps the category above bit 24 and the deciding ranks in the nibbles
    below, highest first)."""
    category = value >> 24
    first, second = (value >> 16) & 15, (value >> 12) & 15
    low = 12 if first == 3 else first - 4  # a straight's low card: the wheel starts at the Ace
    run = f"{_RANK_WORDS[low]} to {_RANK_WORDS[first]}"
    words = (
        f"high card {_RANK_WORDS[first]}",
        f"a pair of {_RANK_PLURALS[first]}",
        f"two pair, {_RANK_PLURALS[first]} and {_RANK_PLURALS[second]}",
        f"three of a kind, {_RANK_PLURALS[first]}",
        f"a straight, {run}",
        f"a flush, {_RANK_WORDS[first]} high",
        f"a full house, {_RANK_PLURALS[first]} full of {_RANK_PLURALS[second]}",
        f"four of a kind, {_RANK_PLURALS[first]}",
        "a Royal Flush" if first == 12 else f"a straight flush, {run}",
    )
    return words[category]


def _key(ranks: Sequence[int]) -> tuple[int, int]:
    """(category, base-16 ranks grouped by count then rank, both descending)."""
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    packed = 0
    for rank, count in groups:
        for _ in range(count):
            packed = packed * 16 + rank
    return _PATTERN[tuple(c for _, c in groups)], packed


def _a5_key(ranks: Sequence[int]) -> int:
    category, packed = _key(ranks)
    return category << 20 | packed


def low8_value(cards: Sequence[int]) -> int | None:
    """Best 8-or-better low from any five of the cards (stud 8); None if none qualifies."""
    distinct = sorted({_LOW_RANK[c] for c in cards if _LOW_RANK[c] <= 8})
    if len(distinct) < 5:
        return None
    packed = 0
    for r in reversed(distinct[:5]):
        packed = packed * 16 + r
    return -packed


def omaha_low8_value(hole: Sequence[int], board: Sequence[int]) -> int | None:
    """Best Omaha 8-or-better low (two hole + three board cards); None if none qualifies."""
    lows = [_LOW_RANK[c] for c in board]
    triples = {
        frozenset(t)
        for t in combinations([r for r in lows if r <= 8], 3)
        if len(set(t)) == 3
    }
    if not triples:
        return None
    hole_low = [_LOW_RANK[c] for c in hole if _LOW_RANK[c] <= 8]
    best: int | None = None
    for pair in {frozenset(p) for p in combinations(hole_low, 2) if p[0] != p[1]}:
        for t in triples:
            if pair.isdisjoint(t):
                packed = 0
                for r in sorted(pair | t, reverse=True):
                    packed = packed * 16 + r
                if best is None or packed < best:
                    best = packed
    return None if best is None else -best


def a5_low_value(cards: Sequence[int]) -> int:
    """Best A-5 low (razz) from any five cards: aces low, straights/flushes ignored."""
    ranks = [_LOW_RANK[c] for c in cards]
    distinct = sorted(set(ranks))
    if len(distinct) >= 5:  # the usual case: five different ranks, no pair needed
        packed = 0
        for r in reversed(distinct[:5]):
            packed = packed * 16 + r
        return -packed
    return -min(_a5_key(combo) for combo in set(combinations(sorted(ranks), 5)))


def deuce7_low_value(cards: Sequence[int]) -> int:
    """2-7 low of exactly five cards: aces high only, straights and flushes count."""
    ranks = [(c >> 2) + 2 for c in cards]
    category, packed = _key(ranks)
    if category == 0:
        straight = max(ranks) - min(ranks) == 4
        flush = len({c & 3 for c in cards}) == 1
        if straight and flush:
            category = _STRAIGHT_FLUSH
        elif flush:
            category = _FLUSH
        elif straight:
            category = _STRAIGHT
    return -(category << 20 | packed)


def low_name(value: int) -> str:
    """A readable low such as "7-5-4-3-2" (pairs and categories named for 2-7/A-5)."""
    key = -value
    category, packed = key >> 20, key & 0xFFFFF
    ranks = [(packed >> shift) & 15 for shift in (16, 12, 8, 4, 0)]
    text = "-".join(_LOW_WORDS[r] for r in ranks)
    return text if category == 0 else f"{_CATEGORY_NAMES[category]} ({text})"
