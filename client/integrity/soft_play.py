"""Soft play: two players who keep meeting in pots yet never bet or raise into each other,
while both bet and raise into everyone else."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from client.integrity.facts import HandFacts
from client.integrity.flags import Flag, FlagKind

MIN_MEETINGS = 8  # hands both played voluntarily before the pair is judged
MIN_AGGRESSION = 0.25  # share of pots against others each of them bet or raised in


def voluntary(hand: HandFacts) -> set[str]:
    """Players who put chips in by choice (a call, bet or raise; not only a blind)."""
    return {m.player for m in hand.moves if m.put_in > 0 and m.kind != "bring_in"}


def aggressions(hand: HandFacts) -> set[tuple[str, str]]:
    """(a, b): `a` bet or raised while `b` was still in and had to answer it."""
    out: set[tuple[str, str]] = set()
    folded: set[str] = set()
    for i, move in enumerate(hand.moves):
        if move.aggressive:
            answered = {m.player for m in hand.moves[i + 1:] if m.street == move.street}
            out.update((move.player, b) for b in answered - folded - {move.player})
        if move.kind == "fold":
            folded.add(move.player)
    return out


def find(hands: Sequence[HandFacts]) -> list[Flag]:
    """A flag per pair who met MIN_MEETINGS times with no aggression between them while
    each was aggressive against others in at least MIN_AGGRESSION of those pots."""
    met: dict[tuple[str, str], list[str]] = {}
    hit: set[tuple[str, str]] = set()
    against: dict[tuple[str, str], list[int]] = {}  # (a, b): [pots, a aggressive in]
    for hand in hands:
        players = sorted(voluntary(hand))
        agg = aggressions(hand)
        for a, b in combinations(players, 2):
            met.setdefault((a, b), []).append(hand.hand_id)
            if (a, b) in agg or (b, a) in agg:
                hit.add((a, b))
        for a in players:
            for b in players:
                if a != b:
                    tally = against.setdefault((a, b), [0, 0])
                    tally[0] += 1
                    tally[1] += (a, b) in agg
    flags = []
    for (a, b), ids in sorted(met.items()):
        if len(ids) < MIN_MEETINGS or (a, b) in hit:
            continue
        rates = [_rate_vs_others(against, x, y) for x, y in ((a, b), (b, a))]
        if min(rates) < MIN_AGGRESSION:
            continue
        flags.append(Flag(
            FlagKind.SOFT_PLAY, (a, b), tuple(ids),
            f"{a} and {b} both put chips in {len(ids)} pots together and neither ever bet "
            f"or raised into the other, while {a} did so against others in {rates[0]:.0%} "
            f"and {b} in {rates[1]:.0%} of their pots"))
    return flags


def _rate_vs_others(against: dict[tuple[str, str], list[int]], player: str,
                    partner: str) -> float:
    pots = aggressive = 0
    for (a, b), (met, agg) in against.items():
        if a == player and b != partner:
            pots += met
            aggressive += agg
    return aggressive / pots if pots else 0.0
