"""A seeded generator whose state a room step saves only when the step draws from it.

A step's snapshot (`client.service.steps.Snapshot`) copied the 625-word state of every
generator it reached, at every step: for a tournament's seating generator, which draws
only when players are seated, that was about 4% of the server's CPU per action. A
`StepRandom` is instead watched by the open snapshots, and its first change of state after
that (a draw, a reseed, `setstate`) hands its state as it was to every watcher first.
Every way `random.Random` changes its state goes through the methods overridden here
(tests/server/test_step_random.py calls each public method to prove it).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

Watcher = Callable[[random.Random], None]


class StepRandom(random.Random):
    """`random.Random` that tells its watchers before its state first changes."""

    _watchers: tuple[Watcher, ...] = ()

    def watch(self, watcher: Watcher) -> None:
        """Call ``watcher`` with this generator before its state next changes (once)."""
        self._watchers = (*self._watchers, watcher)

    def unwatch(self, watcher: Watcher) -> None:
        """``watcher`` no longer needs telling (its step ended)."""
        self._watchers = tuple(w for w in self._watchers if w is not watcher)

    def _changing(self) -> None:
        watchers, self._watchers = self._watchers, ()
        for watcher in watchers:
            watcher(self)

    def random(self) -> float:
        """As `random.Random.random`."""
        if self._watchers:
            self._changing()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        """As `random.Random.getrandbits` (the integer draws go through it)."""
        if self._watchers:
            self._changing()
        return super().getrandbits(k)

    def seed(self, a: Any = None, version: int = 2) -> None:
        """As `random.Random.seed`."""
        if self._watchers:
            self._changing()
        super().seed(a, version)

    def setstate(self, state: tuple[Any, ...]) -> None:
        """As `random.Random.setstate`."""
        if self._watchers:
            self._changing()
        super().setstate(state)

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        """As `random.Random.gauss` (which keeps a second value without drawing)."""
        if self._watchers:
            self._changing()
        return super().gauss(mu, sigma)
