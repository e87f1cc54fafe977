"""Card encoding: public API uses 2-character strings ("As"), internals use ints.

An int card is ``rank * 4 + suit`` with rank 0..12 for 2..A and suit 0..3 for
c, d, h, s (the same numbering phevaluator uses), so rank and suit are one
shift/mask away and tables indexed by card are plain lists.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from client.engine.errors import EngineError

RANKS = "23456789TJQKA"
SUITS = "cdhs"
CARD_STR: Final[tuple[str, ...]] = tuple(r + s for r in RANKS for s in SUITS)
_CARD_INDEX: Final[dict[str, int]] = {s: i for i, s in enumerate(CARD_STR)}


def parse_card(text: str) -> int:
    """The int for a card string such as "As" or "td" (suit/rank case-insensitive)."""
    if len(text) == 2:
        idx = _CARD_INDEX.get(text[0].upper() + text[1].lower())
        if idx is not None:
            return idx
    raise EngineError(f"bad card {text!r}: use rank 23456789TJQKA and suit cdhs, e.g. 'As'")


def parse_cards(texts: Iterable[str]) -> list[int]:
    """Parse several card strings, e.g. ("As", "Kd")."""
    return [parse_card(t) for t in texts]


def split_cards(text: str) -> list[int]:
    """Parse concatenated card strings such as "AsKd7c" (PHH style)."""
    if len(text) % 2:
        raise EngineError(f"bad card list {text!r}: expected pairs like 'AsKd'")
    return [parse_card(text[i : i + 2]) for i in range(0, len(text), 2)]


def card_str(card: int) -> str:
    """The string form of an int card."""
    return CARD_STR[card]


def card_strs(cards: Iterable[int]) -> list[str]:
    """The string forms of int cards, in order."""
    return [CARD_STR[c] for c in cards]
