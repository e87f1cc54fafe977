"""Disconnect extra time (DET): when it applies, and how much each disconnected action gets.

Site rules: regular MTTs give DET only at the final table; sit & goes with fewer than 45
players from (paid places + 1) players left, larger ones like a regular MTT (at the final
table); heads-up tournaments throughout; only in
tournaments with a buy-in. A disconnected player gets the schedule's first amount for
their first action (e.g. 240 s), the next amount for the next (120, 60, 30, 30, ...); a
reconnect resets the schedule. A player folded by the timer stays sitting in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from client.room.tournament.kinds import DetFrom
from client.room.tournament.structure import Structure
from client.room.tracked import TDict, Tracked

SNG_DET_LIMIT = 45


def det_applies(structure: Structure, players_left: int, tables_left: int, entrants: int,
                paid_places: int) -> bool:
    """Whether DET is offered now in this tournament."""
    if structure.entry_cost <= 0:
        return False
    det_from = structure.policy.det_from
    if det_from is DetFrom.THROUGHOUT:
        return True
    if det_from is DetFrom.NEAR_THE_MONEY and entrants < SNG_DET_LIMIT:
        return players_left <= paid_places + 1
    return tables_left == 1


class DetAllowance(Tracked):
    """Per-player position in the DET schedule (reset on reconnect)."""

    def __init__(self, schedule: Sequence[float]) -> None:
        self._schedule = tuple(schedule) or (0.0,)
        self._used: dict[str, int] = TDict()

    def next_seconds(self, player: str) -> float:
        """Extra time the disconnected `player` gets for their next action."""
        index = min(self._used.get(player, 0), len(self._schedule) - 1)
        return self._schedule[index]

    def consume(self, player: str) -> None:
        """`player` used their DET for one action (the next one gets the next amount)."""
        self._used[player] = self._used.get(player, 0) + 1

    def reset(self, player: str) -> None:
        """`player` reconnected: their next disconnection starts the schedule again."""
        self._used.pop(player, None)

    def used(self) -> dict[str, int]:
        """Per player, how many DET amounts they used (saved state)."""
        return dict(self._used)

    def restore(self, used: Mapping[str, int]) -> None:
        """Continue from saved state."""
        self._used = TDict(used)
