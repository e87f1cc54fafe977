"""Who acts first in stud and what each hand is worth at showdown, per game.

Stud: the lowest up card brings in (aces high, clubs the lowest suit), in razz
the highest (aces low, spades the highest suit). From fourth street the best
showing hand acts first (lowest in razz); ties go to the seat nearest the
dealer's left (the lowest seat index).
"""

from __future__ import annotations

from collections.abc import Sequence

from client.engine.evaluate import (
    a5_low_value,
    deuce7_low_value,
    hi_name,
    hi_value,
    low8_value,
    low_name,
    omaha_hi_value,
    omaha_low8_value,
)
from client.engine.games import GameSpec


def bring_in_seat(holes: Sequence[Sequence[int]], razz: bool) -> int:
    """The seat that must bring in on third street (its up card is the third card)."""
    if razz:  # highest card, ace low; ties: highest suit
        return max(range(len(holes)), key=lambda s: (_ace_low(holes[s][2]), holes[s][2] & 3))
    return min(range(len(holes)), key=lambda s: holes[s][2])


def _ace_low(card: int) -> int:
    rank = card >> 2
    return 0 if rank == 12 else rank + 1


def _showing_key(cards: Sequence[int], razz: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    counts: dict[int, int] = {}
    for c in cards:
        r = _ace_low(c) if razz else c >> 2
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    return tuple(k for _, k in groups), tuple(r for r, _ in groups)


def first_by_upcards(up: Sequence[Sequence[int] | None], razz: bool) -> int:
    """First to act from fourth street: best showing hand (None marks a folded seat)."""
    best_seat, best_key = -1, None
    for s, cards in enumerate(up):
        if cards is None:
            continue
        key = _showing_key(cards, razz)
        better = best_key is None or (key < best_key if razz else key > best_key)
        if better:
            best_seat, best_key = s, key
    return best_seat


def showdown_values(
    spec: GameSpec, hole: Sequence[int], board: Sequence[int]
) -> tuple[int | None, int | None]:
    """(high value, low value); None where the hand has no such half (or no
    qualifying 8-or-better low). Higher values are better."""
    family, split = spec.family, spec.split
    if family == "omaha":
        hi = omaha_hi_value(hole, board)
        return hi, omaha_low8_value(hole, board) if split == "hilo8" else None
    if family == "draw":
        return None, deuce7_low_value(hole)
    cards = [*hole, *board]
    if split == "a5":
        return None, a5_low_value(cards)
    return hi_value(cards), low8_value(cards) if split == "hilo8" else None


def value_names(hi: int | None, lo: int | None) -> dict[str, str]:
    """Readable names of a shown hand's values, e.g. {"hi": "Flush", "lo": "8-5-4-2-A"}."""
    names: dict[str, str] = {}
    if hi is not None:
        names["hi"] = hi_name(hi)
    if lo is not None:
        names["lo"] = low_name(lo)
    return names
