"""Main and side pots from what each seat put in, and exact chip splitting.

Pots are built from total contributions, so any number of all-ins at any
street gives the right layers; folded chips stay in the pots they reached but
the folded seat is eligible for none.
"""

from __future__ import annotations

from collections.abc import Sequence


def build_pots(committed: Sequence[int], live: Sequence[bool]) -> list[tuple[int, tuple[int, ...]]]:
    """(amount, eligible seats) for the main pot then each side pot, smallest layer first."""
    levels = sorted({c for c, alive in zip(committed, live, strict=True) if alive and c > 0})
    pots: list[tuple[int, tuple[int, ...]]] = []
    previous = 0
    for level in levels:  # plain loops: this runs at every showdown
        amount = 0
        seats: list[int] = []
        for i, c in enumerate(committed):
            if c > previous:
                amount += (c if c < level else level) - previous
                if c >= level and live[i]:
                    seats.append(i)
        eligible = tuple(seats)
        if pots and pots[-1][1] == eligible:
            pots[-1] = (pots[-1][0] + amount, eligible)
        else:
            pots.append((amount, eligible))
        previous = level
    dead_above = sum(c - previous for c in committed if c > previous)
    if dead_above and pots:  # folded chips above every live seat go to the last layer
        pots[-1] = (pots[-1][0] + dead_above, pots[-1][1])
    return pots


def split_chips(amount: int, winners: Sequence[int]) -> dict[int, int]:
    """Divide `amount` among `winners` (already in odd-chip order: the first gets
    the first odd chip, and so on)."""
    share, odd = divmod(amount, len(winners))
    return {seat: share + (1 if k < odd else 0) for k, seat in enumerate(winners)}
