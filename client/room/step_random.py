"""A seeded generator whose state a room step saves only when the step draws from it.

A step's snapshot copied the 625-word state of every generator it reached, at every step:
for a tournament's seating generator, which draws only when players are seated, that was
about 4% of the server's CPU per action. A `StepRandom` instead hands its state as it was
to the open step's log (`client.room.tracked`) before its first change of state in the
step (a draw, a reseed, `setstate`). Every way `random.Random` changes its state goes
through the methods overridden here (tests/server/test_step_random.py calls each public
method to prove it).

A `ReplayableRandom` also counts the 32-bit words it has drawn since it was seeded with an
integer, so a saved state is that count instead of the 625 words: seeding again and
drawing as many words gives the very same generator (tests/server/test_step_random.py).
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
        self.gauss_next: float | None = None  # its state can be logged while seeding
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


_REPLAY_CHUNK = 1 << 16
"""Words drawn by one `getrandbits` call while replaying (a 256 KB integer at most)."""


def _put_counted(rng: ReplayableRandom, kept: tuple[tuple[Any, ...], int | None]) -> None:
    random.Random.setstate(rng, kept[0])
    rng.drawn = kept[1]


class ReplayableRandom(StepRandom):
    """A `StepRandom` that knows how many 32-bit words it drew since `seed` (an int).

    `drawn` is None once its state was set some other way (`setstate`, a seed that is not
    an int): then only `getstate` describes it. Every draw goes through `random` (two
    words) or `getrandbits` (one word per 32 bits), as in CPython's `random` module.
    """

    drawn: int | None

    def __init__(self, x: int) -> None:
        self.drawn = 0  # its state can be logged while `__init__` seeds it
        super().__init__(x)

    def _changing(self) -> None:
        keep(_put_counted, self, lambda: (self.getstate(), self.drawn))

    def _count(self, words: int) -> None:
        if self.drawn is not None:
            self.drawn += words

    def random(self) -> float:
        """As `random.Random.random` (two words)."""
        value = super().random()
        self._count(2)
        return value

    def getrandbits(self, k: int, /) -> int:
        """As `random.Random.getrandbits` (a word per 32 bits; none for 0 bits)."""
        value = super().getrandbits(k)
        self._count((k + 31) // 32)
        return value

    def seed(self, a: Any = None, version: int = 2) -> None:
        """As `random.Random.seed`; only an int seed can be replayed."""
        super().seed(a, version)
        self.drawn = 0 if type(a) is int else None

    def setstate(self, state: tuple[Any, ...]) -> None:
        """As `random.Random.setstate` (the count is unknown from then on)."""
        super().setstate(state)
        self.drawn = None

    def replay(self, seed: int, words: int, gauss_next: float | None) -> None:
        """Seed with `seed` and draw `words` words, as the generator did before it was
        saved, and keep the second normal value `gauss` had kept aside then."""
        self.seed(seed)
        self.gauss_next = gauss_next
        left = words
        while left:
            chunk = min(left, _REPLAY_CHUNK)
            random.Random.getrandbits(self, 32 * chunk)
            left -= chunk
        self._count(words)
