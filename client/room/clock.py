"""Injected time for the room: tables and tournaments never read the system clock directly.

A `RealClock` drives live play; a `SimulatedClock` is advanced explicitly so a whole
tournament (late registration in clock time, breaks at :55, level changes) can run in
tests and QA tools in seconds and give the same result every time.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Protocol


class Clock(Protocol):
    """Anything that can tell the current time (timezone-aware UTC)."""

    def now(self) -> datetime:
        """The current time."""
        ...


class RealClock:
    """The wall clock, for live play."""

    def now(self) -> datetime:
        """The system time in UTC."""
        return datetime.now(UTC)


class SimulatedClock:
    """A clock that only moves when told to, for tests, QA runs and fast-forwarded practice."""

    def __init__(self, start: datetime) -> None:
        if start.tzinfo is None:
            start = start.replace(tzinfo=UTC)
        self._now = start

    def now(self) -> datetime:
        """The simulated current time."""
        return self._now

    def advance(self, seconds: float) -> datetime:
        """Move time forward by `seconds` (never backwards) and return the new time."""
        if seconds < 0:
            raise ValueError(f"a clock cannot go back in time (advance by {seconds} s)")
        self._now += timedelta(seconds=seconds)
        return self._now

    def advance_to(self, when: datetime) -> datetime:
        """Jump forward to `when` if it is later than now; return the new time."""
        self._now = max(self._now, when)
        return self._now
