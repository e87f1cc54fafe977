"""A seeded generator whose state a room step saves only when the step draws from it.

A step's snapshot copied the 625-word state of every generator it reached, at every step:
for a tournament's seating generator, which draws only when players are seated, that was
about 4% of the server's CPU per action. A `StepRandom` instead hands its state as it was
to the open step's log (`client.room.tracked`) before its first change of state in the
step (a draw, a reseed, `setstate`). Every way `random.Random` changes its state goes
through the methods overridden here (tests/server/test_step_random.py calls each public
method to prove it).
"""

from __future__ import annotations

import random
from typing import Any

from client.room.tracked import keep


def _put_state(rng: random.Random, state: tuple[Any, ...]) -> None:
    random.Random.setstate(rng, state)


class StepRandom(random.Random):
    """`random.Random` that logs its state before its first change in a step."""

    def __init__(self, x: Any = None) -> None:
        self.gauss_next = None  # its state can be logged while `__init__` seeds it
        super().__init__(x)

    def _changing(self) -> None:
        keep(_put_state, self, self.getstate)

    def random(self) -> float:
        """As `random.Random.random`."""
        self._changing()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        """As `random.Random.getrandbits` (the integer draws go through it)."""
        self._changing()
        return super().getrandbits(k)

    def seed(self, a: Any = None, version: int = 2) -> None:
        """As `random.Random.seed`."""
        self._changing()
        super().seed(a, version)

    def setstate(self, state: tuple[Any, ...]) -> None:
        """As `random.Random.setstate`."""
        self._changing()
        super().setstate(state)

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        """As `random.Random.gauss` (which keeps a second value without drawing)."""
        self._changing()
        return super().gauss(mu, sigma)
