"""The practice clock: real time or simulated, and a switch to simulated for fast-forward.

The director only asks ``now()``. In real mode the levels run in wall-clock time while
the player plays; in simulated mode the session moves time on by a fixed amount per
hand. Fast-forward (the player busted or sits out) switches a real clock to simulated
time from the current instant, so the rest of the tournament runs at full speed.
"""

from __future__ import annotations

from datetime import datetime

from client.practice.scenario import ClockMode
from client.room.clock import Clock, RealClock, SimulatedClock


class PracticeClock:
    """A `Clock` that is real or simulated and can switch from real to simulated."""

    def __init__(self, mode: ClockMode, start: datetime, real: Clock | None = None) -> None:
        self._real = real or RealClock()
        self._simulated: SimulatedClock | None = (
            SimulatedClock(start) if mode is ClockMode.SIMULATED else None
        )

    @property
    def mode(self) -> ClockMode:
        """The current mode (real until `simulate_from_now`, if it started real)."""
        return ClockMode.REAL if self._simulated is None else ClockMode.SIMULATED

    def now(self) -> datetime:
        """The current practice time."""
        return self._real.now() if self._simulated is None else self._simulated.now()

    def advance(self, seconds: float) -> None:
        """Move simulated time on; real time moves by itself (nothing to do)."""
        if self._simulated is not None:
            self._simulated.advance(seconds)

    def simulate_from_now(self) -> None:
        """From now on, time moves only through `advance` (fast-forward)."""
        if self._simulated is None:
            self._simulated = SimulatedClock(self._real.now())
