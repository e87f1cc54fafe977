"""Self-exclusion (responsible gaming): who may not enter anything new, and until when.

Site rule: players who self-exclude can still complete any tournament already in progress
(and a later day of a multi-day or phased tournament they qualified for), but no new
entries, re-entries, rebuys, add-ons or seats are allowed until the period ends. A period
can be lengthened, never shortened or lifted early: that is what makes it a commitment.
Times come from the injected clock (sans-I/O, like the rest of the room).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from enum import StrEnum

from client.room.clock import Clock
from client.room.errors import RoomError
from client.room.tracked import TDict, Tracked


class ExclusionPeriod(StrEnum):
    """The periods a player can choose (the Settings page offers these)."""

    DAY = "24h"
    WEEK = "7d"
    MONTH = "30d"
    HALF_YEAR = "6m"
    PERMANENT = "permanent"


PERIOD_LENGTH: dict[ExclusionPeriod, timedelta | None] = {
    ExclusionPeriod.DAY: timedelta(hours=24),
    ExclusionPeriod.WEEK: timedelta(days=7),
    ExclusionPeriod.MONTH: timedelta(days=30),
    ExclusionPeriod.HALF_YEAR: timedelta(days=182),
    ExclusionPeriod.PERMANENT: None,
}
"""How long each period lasts (None: for good)."""


class SelfExcludedError(RoomError):
    """A self-excluded player tried to enter something new, or to shorten the period."""


class SelfExclusions(Tracked):
    """Each self-excluded player's end time (None: permanent). ``on_change(player,
    until)`` is told of every new or longer exclusion (the server stores it)."""

    def __init__(self, clock: Clock,
                 on_change: Callable[[str, datetime | None], None] | None = None) -> None:
        self._clock = clock
        self._until: dict[str, datetime | None] = TDict()
        self._on_change = on_change

    def exclude(self, player: str, period: ExclusionPeriod) -> datetime | None:
        """Start (or lengthen) the player's exclusion; returns its end (None: permanent).
        `SelfExcludedError` when a shorter period would end a running one earlier."""
        length = PERIOD_LENGTH[period]
        until = None if length is None else self._clock.now() + length
        if self.is_excluded(player):
            current = self._until[player]
            if current is None or (until is not None and until <= current):
                raise SelfExcludedError(
                    f"you are already self-excluded {describe(current)}; an exclusion can "
                    "be lengthened but never shortened or lifted early")
        self.restore(player, until)
        if self._on_change is not None:
            self._on_change(player, until)
        return until

    def restore(self, player: str, until: datetime | None) -> None:
        """Set a stored exclusion as it was (at login, from the server's store)."""
        self._until[player] = until

    def until(self, player: str) -> datetime | None:
        """When the running exclusion ends (None: permanent, or not excluded: check
        `is_excluded` first)."""
        return self._until.get(player) if self.is_excluded(player) else None

    def is_excluded(self, player: str) -> bool:
        """True while the player's period runs."""
        if player not in self._until:
            return False
        until = self._until[player]
        return until is None or self._clock.now() < until

    def check(self, player: str, what: str) -> None:
        """`SelfExcludedError` saying until when, if the player may not do ``what`` now."""
        if self.is_excluded(player):
            raise SelfExcludedError(
                f"you are self-excluded {describe(self._until[player])}: {what} is not "
                "possible until then (tournaments already under way can be finished)")


def describe(until: datetime | None) -> str:
    """'permanently' or 'until 2026-12-04 22:41 UTC' (for messages)."""
    return "permanently" if until is None else f"until {until:%Y-%m-%d %H:%M} UTC"
