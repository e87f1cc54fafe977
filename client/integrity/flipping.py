"""Heads-up flipping: a heads-up match the two players settle by getting all in before
the flop with deep stacks, hand after hand, instead of playing it out (site rule: heads-up
matches must be played normally)."""

from __future__ import annotations

from collections.abc import Sequence

from client.integrity.facts import HandFacts
from client.integrity.flags import Flag, FlagKind

DEEP_BB = 20  # below this effective stack an all-in before the flop is ordinary play
MIN_FLIPS = 2  # deep all-ins before the flop in one match
MIN_SHARE = 0.5  # of the match's hands


def flip(hand: HandFacts) -> bool:
    """Two players, deep, and both all in (or all in and called) before the flop."""
    if len(hand.players) != 2 or not hand.showdown:
        return False
    effective = min(hand.start.values())
    preflop = [m for m in hand.moves if m.street == 0]
    shoved = any(m.all_in for m in preflop)
    return shoved and effective >= DEEP_BB * hand.big_blind and not any(
        m.street > 0 and m.put_in for m in hand.moves)


def matches(hands: Sequence[HandFacts]) -> list[list[HandFacts]]:
    """Runs of consecutive heads-up hands between the same two players at one event."""
    runs: list[list[HandFacts]] = []
    for hand in hands:
        if len(hand.players) != 2:
            continue
        last = runs[-1][-1] if runs else None
        if last is not None and set(last.players) == set(hand.players) and \
                last.tournament == hand.tournament:
            runs[-1].append(hand)
        else:
            runs.append([hand])
    return runs


def find(hands: Sequence[HandFacts]) -> list[Flag]:
    """A flag per heads-up match with MIN_FLIPS deep all-ins before the flop making at
    least MIN_SHARE of its hands."""
    flags = []
    for match in matches(hands):
        flips = [h for h in match if flip(h)]
        if len(flips) < MIN_FLIPS or len(flips) < MIN_SHARE * len(match):
            continue
        players = tuple(sorted(match[0].players))
        depth = min(min(h.start.values()) // h.big_blind for h in flips)
        flags.append(Flag(
            FlagKind.FLIPPING, players, tuple(h.hand_id for h in flips),
            f"heads-up, {players[0]} and {players[1]} got all in before the flop with at "
            f"least {depth} big blinds each in {len(flips)} of their {len(match)} hands"))
    return flags
