"""The tournament clock (blind levels) and the break schedule.

Levels run on *play time*: a clock that stops during breaks and while the system waits on
a disconnected player (site DET rule). Breaks follow the site's two varieties:
synchronized at :55 past the hour (every hour or every two hours; plus a short add-on
break at the end of a rebuy period) or at regular intervals of play. A break that is due
only *begins* once every table has finished its hand; the director enforces that.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from client.room.saved.schema import BreakPlanState, PlayClockState
from client.room.tournament.structure import BreakKind, Structure
from client.room.tracked import Tracked


def first_synchronized_break(start: datetime) -> datetime:
    """The first :55 strictly after `start` (07:25 -> 07:55, 07:55 -> 08:55)."""
    candidate = start.replace(minute=55, second=0, microsecond=0)
    if candidate <= start:
        candidate += timedelta(hours=1)
    return candidate


class PlayClock(Tracked):
    """Accumulates play time; stopped on breaks and while waiting on disconnected players."""

    def __init__(self, start: datetime) -> None:
        self._last = start
        self._seconds = 0.0
        self._running = False

    @property
    def minutes(self) -> float:
        """Play minutes so far (as of the last `update`)."""
        return self._seconds / 60.0

    @property
    def running(self) -> bool:
        """True while the clock counts."""
        return self._running

    @property
    def as_of(self) -> datetime:
        """When `minutes` was last brought up to date."""
        return self._last

    def update(self, now: datetime) -> None:
        """Count the time since the last update if the clock is running."""
        if self._running and now > self._last:
            self._seconds += (now - self._last).total_seconds()
        self._last = max(self._last, now)

    def set_running(self, running: bool, now: datetime) -> None:
        """Start or stop the clock at `now` (time before `now` is counted first)."""
        self.update(now)
        self._running = running

    def to_state(self) -> PlayClockState:
        """The clock as saved data."""
        return PlayClockState(last=self._last, seconds=self._seconds, running=self._running)

    def restore(self, state: PlayClockState) -> None:
        """Continue from saved data."""
        self._last, self._seconds, self._running = state.last, state.seconds, state.running


class BreakReason(StrEnum):
    """Why a break happens (shown by the lobby)."""

    SYNCHRONIZED = "synchronized"
    INTERVAL = "interval"
    ADD_ON = "add-on"


@dataclass(frozen=True, slots=True)
class DueBreak:
    """A break that is due: it begins when all tables are idle and lasts until `ends_at`."""

    reason: BreakReason
    due_at: datetime
    minutes: float

    @property
    def ends_at(self) -> datetime:
        """When play resumes everywhere (tables that finished first wait longer)."""
        return self.due_at + timedelta(minutes=self.minutes)


class BreakPlanner(Tracked):
    """Decides when the next break is due from wall time (synchronized) or play time."""

    def __init__(self, structure: Structure, start: datetime) -> None:
        self._structure = structure
        policy = structure.breaks
        self._next_sync: datetime | None = (
            first_synchronized_break(start) if policy.kind is BreakKind.SYNCHRONIZED else None
        )
        self._next_interval: float | None = (
            policy.interval_minutes if policy.kind is BreakKind.INTERVAL else None
        )
        rebuy = structure.rebuy
        self._addon_pending = rebuy.enabled and rebuy.addon_chips > 0

    def due(self, now: datetime, play_minutes: float) -> DueBreak | None:
        """The break due at `now`, if any (each is returned once)."""
        policy = self._structure.breaks
        rebuy = self._structure.rebuy
        if self._addon_pending and play_minutes >= rebuy.minutes:
            self._addon_pending = False
            return DueBreak(BreakReason.ADD_ON, now, rebuy.addon_break_minutes)
        if self._next_sync is not None and now >= self._next_sync:
            due_at = self._next_sync
            step = timedelta(hours=policy.every_hours)
            while self._next_sync <= now:
                self._next_sync += step
            return DueBreak(BreakReason.SYNCHRONIZED, due_at, policy.minutes)
        if self._next_interval is not None and play_minutes >= self._next_interval:
            self._next_interval += policy.interval_minutes
            return DueBreak(BreakReason.INTERVAL, now, policy.minutes)
        return None

    def upcoming(self, now: datetime, play_minutes: float) -> DueBreak | None:
        """The next break of the plan as the lobby and the table show it (not yet due):
        the synchronized one at its :55, an interval or add-on break where the play clock
        will reach it if play runs on from `now` (a break or a DET wait moves it later)."""
        rebuy = self._structure.rebuy
        plan: list[DueBreak] = []
        if self._addon_pending:
            plan.append(self._after_play(BreakReason.ADD_ON, now, rebuy.minutes - play_minutes,
                                         rebuy.addon_break_minutes))
        if self._next_sync is not None:
            plan.append(DueBreak(BreakReason.SYNCHRONIZED, max(now, self._next_sync),
                                 self._structure.breaks.minutes))
        if self._next_interval is not None:
            plan.append(self._after_play(BreakReason.INTERVAL, now,
                                         self._next_interval - play_minutes,
                                         self._structure.breaks.minutes))
        return min(plan, key=lambda b: b.due_at, default=None)

    @staticmethod
    def _after_play(reason: BreakReason, now: datetime, minutes_left: float,
                    length: float) -> DueBreak:
        return DueBreak(reason, now + timedelta(minutes=max(0.0, minutes_left)), length)

    def to_state(self) -> BreakPlanState:
        """The plan as saved data."""
        return BreakPlanState(next_sync=self._next_sync, next_interval=self._next_interval,
                              addon_pending=self._addon_pending)

    def restore(self, state: BreakPlanState) -> None:
        """Continue from saved data."""
        self._next_sync = state.next_sync
        self._next_interval = state.next_interval
        self._addon_pending = state.addon_pending
