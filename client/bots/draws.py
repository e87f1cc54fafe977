"""Which cards a bot keeps in deuce-to-seven draw: the one decision special to draw games.

In 2-7 the best hand is 7-5-4-3-2 of mixed suits; aces are high, straights and flushes
count against you. A drawing hand keeps its distinct low cards (up to ``limit``, an eight
by default) and throws pairs, high cards and the card that would make a flush. Works on
the engine's int cards (the simulator's hot path) with a string wrapper for decisions.
"""

from __future__ import annotations

from collections.abc import Sequence

from client.engine.cards import parse_cards

_EIGHT = 6  # engine rank of an eight (0 is a deuce)


def keepers(hand: Sequence[int], limit: int = _EIGHT) -> list[int]:
    """The cards of a five-card 2-7 hand worth keeping (the rest are discarded).

    A hand with no pair, straight or flush whose top card is at most one above ``limit``
    stands pat; otherwise keep the lowest distinct cards no higher than ``limit``.
    (Hot path of the draw simulation: ranks and suits by shift and mask, no calls.)
    """
    ordered = sorted(hand)
    ranks = [c >> 2 for c in ordered]
    flush = len({c & 3 for c in ordered}) == 1
    distinct = len(set(ranks)) == len(ranks)
    straight = distinct and ranks[-1] - ranks[0] == len(ranks) - 1
    if len(hand) == 5 and distinct and not straight and not flush and ranks[-1] <= limit + 1:
        return list(hand)
    kept: list[int] = []
    last = -1
    for card, rank in zip(ordered, ranks, strict=True):
        if rank <= limit and rank != last:
            kept.append(card)
            last = rank
    if len(kept) == 5:
        kept.pop()
    if len(kept) >= 4 and len({c & 3 for c in kept}) == 1:
        kept.pop()
    return kept


def discards(hand: Sequence[str]) -> tuple[str, ...]:
    """The cards (strings) to throw from ``hand``: everything `keepers` does not keep."""
    kept = set(keepers(parse_cards(hand)))
    return tuple(c for c, i in zip(hand, parse_cards(hand), strict=True) if i not in kept)
