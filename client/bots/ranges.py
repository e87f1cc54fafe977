"""Hold'em starting-hand classes and range notation ("22+, A2s+, KTo+, QJs").

Charts in `resources/bots/` are written in the notation players read; this module turns
them into sets of the 169 hand classes ("AKs", "AKo", "TT") and names the class of two
hole cards.
"""

from __future__ import annotations

RANKS = "23456789TJQKA"


class RangeSyntaxError(ValueError):
    """A range string that is not in "22+, A2s+, KTo+, QJs" notation."""


def hand_class(cards: tuple[str, str] | list[str]) -> str:
    """The class of two hole cards: ``("As", "Kd")`` -> ``"AKo"``, ``("7h", "7c")`` -> ``"77"``."""
    a, b = cards
    hi, lo = sorted((a, b), key=lambda c: RANKS.index(c[0]), reverse=True)
    if hi[0] == lo[0]:
        return hi[0] * 2
    return f"{hi[0]}{lo[0]}{'s' if hi[1] == lo[1] else 'o'}"


def all_classes() -> list[str]:
    """The 169 hold'em starting-hand classes."""
    classes: list[str] = []
    for i, hi in enumerate(RANKS):
        classes.append(hi * 2)
        for lo in RANKS[:i]:
            classes += [f"{hi}{lo}s", f"{hi}{lo}o"]
    return classes


def _expand(token: str) -> set[str]:
    plus = token.endswith("+")
    body = token[:-1] if plus else token
    if len(body) not in (2, 3) or any(r not in RANKS for r in body[:2]):
        raise RangeSyntaxError(f"bad range token {token!r}: expected e.g. 77, 77+, AKs, K9o+, A2+")
    hi, lo = body[0], body[1]
    if hi == lo:
        if len(body) == 3:
            raise RangeSyntaxError(f"bad range token {token!r}: a pair has no suitedness")
        start = RANKS.index(hi)
        return {r * 2 for r in RANKS[start:]} if plus else {body}
    if RANKS.index(hi) < RANKS.index(lo):
        raise RangeSyntaxError(f"bad range token {token!r}: write the higher rank first")
    kinds = body[2:] if len(body) == 3 else "so"
    if kinds not in ("s", "o", "so"):
        raise RangeSyntaxError(f"bad range token {token!r}: suitedness is 's' or 'o'")
    kickers = RANKS[RANKS.index(lo) : RANKS.index(hi)] if plus else lo
    return {f"{hi}{k}{s}" for k in kickers for s in kinds}


def parse_range(text: str) -> frozenset[str]:
    """The hand classes named by ``text``, e.g. ``"22+, A2s+, KTo+"``; empty text is empty."""
    classes: set[str] = set()
    for token in (t.strip() for t in text.split(",")):
        if token:
            classes |= _expand(token)
    return frozenset(classes)
