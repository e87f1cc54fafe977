"""Who sits where in a fast-fold pool: a random draw among waiting players, and the blinds.

Tables are drawn at random (from the pool's seeded RNG) among the players waiting for a
hand, so nobody can choose whom they play with. Blinds are fair over time by one rule:
at every new table the player who has gone longest without posting the big blind
(hands dealt to them since their last big blind) posts it, the next longest the small
blind, then the button, and so on round to the player who posted a big blind most
recently, who is first to act (as after the big blind at a ring table). A newcomer
counts as a full orbit without a big blind, so usually posts it in their first hand.
Leaving the pool does not reset the count: a player who leaves before their big blind
still owes it when they come back. Ties are broken at random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from client.room.tracked import TDict, TList, Tracked


class WaitingPlayers(Tracked):
    """Players ready for their next hand; `draw` takes some of them at random."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng
        self._players: list[str] = TList()
        self._index: dict[str, int] = TDict()

    def __len__(self) -> int:
        return len(self._players)

    def __contains__(self, player: object) -> bool:
        return player in self._index

    def add(self, player: str) -> None:
        """`player` waits for a hand (again); adding a waiting player changes nothing."""
        if player not in self._index:
            self._index[player] = len(self._players)
            self._players.append(player)

    def remove(self, player: str) -> None:
        """`player` no longer waits (sat out, left, disconnected); absent players are fine."""
        index = self._index.pop(player, None)
        if index is None:
            return
        last = self._players.pop()
        if last != player:
            self._players[index] = last
            self._index[last] = index

    def draw(self, count: int) -> list[str]:
        """Take `count` waiting players chosen at random (each order equally likely)."""
        chosen = []
        for _ in range(count):
            player = self._players[self._rng.randrange(len(self._players))]
            self.remove(player)
            chosen.append(player)
        return chosen


class BlindRotation(Tracked):
    """Hands since each player's last big blind, and the seat order of a new table."""

    def __init__(self, seats: int, rng: random.Random) -> None:
        self.seats = seats
        self._rng = rng
        self._due: dict[str, int] = TDict()

    def due(self, player: str) -> int:
        """Hands dealt to `player` since their last big blind (a newcomer: one orbit)."""
        return self._due.get(player, self.seats)

    def layout(self, players: Sequence[str]) -> list[str]:
        """`players` in table seat order for a fresh table whose first button is seat 1
        (then small blind, big blind, first to act, ...): the most due in the big blind."""
        ranked = sorted(players, key=lambda p: (self.due(p), self._rng.random()))
        if len(ranked) == 2:  # heads-up: the button posts the small blind
            return ranked
        cut = len(ranked) - 3  # button, small blind, big blind are the three most due
        return ranked[cut:] + ranked[:cut]

    def dealt(self, players: Sequence[str], big_blind: str | None) -> None:
        """Count a hand dealt to `players`; `big_blind` posted it (None: no blinds, stud)."""
        for player in players:
            self._due[player] = 0 if player == big_blind else self.due(player) + 1
