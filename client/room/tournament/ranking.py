"""Finishing places for players eliminated together.

Site rule: players busting on the same hand (or, during hand-for-hand, in the same
synchronized hand at any table) finish in order of their stacks at the start of that
hand, bigger stack higher; equal stacks tie for the same places and share their prizes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlaceGroup:
    """Players sharing places `place`..`place + len(players) - 1` (one player: no tie)."""

    place: int
    players: tuple[str, ...]


def rank_eliminations(start_stacks: Mapping[str, int], players_left_before: int
                      ) -> list[PlaceGroup]:
    """Places for the players in `start_stacks` who bust together, best place first.

    `players_left_before` is how many players were still in the tournament before these
    eliminations, so the busted players take the lowest places available. Tied players
    are listed in id order (deterministic order for splitting odd cents).
    """
    by_stack: dict[int, list[str]] = {}
    for pid, stack in start_stacks.items():
        by_stack.setdefault(stack, []).append(pid)
    groups = []
    place = players_left_before - len(start_stacks) + 1
    for stack in sorted(by_stack, reverse=True):
        players = tuple(sorted(by_stack[stack]))
        groups.append(PlaceGroup(place, players))
        place += len(players)
    return groups
