"""Clock and breaks: play time, blind levels, breaks and disconnect extra time (DET).

The `Timekeeper` turns clock time into tournament time: levels run on play time (stopped
on breaks, while a table waits on a disconnected player, and while a deal is discussed),
a due break begins only once every table has finished its hand, and the add-on break
opens and closes the add-on window of the `AddOnWindow` it was given.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Protocol

from client.room.saved.schema import ClockState, DueBreakState
from client.room.tournament import events as ev
from client.room.tournament.det import DetAllowance, det_applies
from client.room.tournament.field import Field
from client.room.tournament.schedule import BreakPlanner, BreakReason, DueBreak, PlayClock
from client.room.tournament.structure import Level
from client.room.tracked import Tracked


class AddOnWindow(Protocol):
    """What the clock tells the rebuy concern about the add-on break."""

    def open_addons(self) -> None:
        """The add-on break is due: add-ons may be taken."""
        ...

    def auto_add_ons(self) -> None:
        """The add-on break began: take the add-on for every auto-rebuy player."""
        ...

    def close_addons(self) -> None:
        """The add-on break is over: no more add-ons."""
        ...


class Timekeeper(Tracked):
    """Play clock, level, breaks and DET of one tournament.

    `on_break_over` is called after a break ended (the prize pool may become final).
    """

    def __init__(self, field: Field, starts_at: datetime, addons: AddOnWindow,
                 on_break_over: Callable[[], None]) -> None:
        self._field = field
        self._addons = addons
        self._on_break_over = on_break_over
        self._starts_at = starts_at
        self.play = PlayClock(starts_at)
        self.breaks = BreakPlanner(field.structure, starts_at)
        self.due_break: DueBreak | None = None
        self.on_break = False
        self.level = -1  # index of the level announced last
        self.det = DetAllowance(field.structure.det_seconds)

    @property
    def minutes(self) -> float:
        """Tournament-clock minutes played."""
        return self.play.minutes

    def current_level(self) -> tuple[int, Level]:
        """Index and blinds of the level being played."""
        return self._field.structure.level_at(self.play.minutes)

    def holds_deals(self) -> bool:
        """True while no new hand may start: on a break or with a break due."""
        return self.on_break or self.due_break is not None

    def set_running(self, running: bool, now: datetime) -> None:
        """Run or stop the play clock (a break stops it regardless)."""
        self.play.set_running(running and not self.on_break, now)

    def update_level(self, now: datetime) -> None:
        """Announce a new blind level once play time reaches it."""
        index, level = self.current_level()
        if index != self.level:
            self.level = index
            self._field.emit(ev.LevelUp(self._field.tournament_id, now, index + 1,
                                        level.small_blind, level.big_blind, level.ante))

    def update_breaks(self, now: datetime) -> None:
        """End a break that is over, or plan the next one and begin it once every table
        is between hands."""
        field = self._field
        if self.on_break:
            assert self.due_break is not None
            if now >= self.due_break.ends_at:
                if self.due_break.reason is BreakReason.ADD_ON:
                    self._addons.close_addons()
                self.on_break = False
                self.due_break = None
                field.emit(ev.BreakEnded(field.tournament_id, now))
                self._on_break_over()
            return
        if self.due_break is None:
            self.due_break = self.breaks.due(now, self.play.minutes)
            if self.due_break is not None and self.due_break.reason is BreakReason.ADD_ON:
                self._addons.open_addons()
        if self.due_break is not None and not field.any_hand_running():
            self.on_break = True
            self.play.set_running(False, now)
            if self.due_break.reason is BreakReason.ADD_ON:
                self._addons.auto_add_ons()
            field.emit(ev.BreakStarted(field.tournament_id, now, str(self.due_break.reason),
                                       max(now, self.due_break.ends_at)))

    def next_break(self, now: datetime) -> DueBreak | None:
        """The break the lobby and the table announce: the one due (waiting for hands to
        finish), else the next of the plan; None on a break or with no breaks planned.
        Before the start, play-time breaks count from the start time."""
        if self.on_break:
            return None
        if self.due_break is not None:
            return DueBreak(self.due_break.reason, now, self.due_break.minutes)
        return self.breaks.upcoming(max(now, self._starts_at), self.play.minutes)

    def skip_downtime(self, stopped_at: datetime, now: datetime) -> None:
        """The time from `stopped_at` to `now` (a server restart) is not play time."""
        running = self.play.running
        self.play.set_running(False, min(stopped_at, now))
        self.play.set_running(running, now)

    def to_state(self) -> ClockState:
        """Play clock, level, breaks and DET as saved data."""
        due = self.due_break
        return ClockState(
            play=self.play.to_state(), breaks=self.breaks.to_state(), level=self.level,
            due_break=None if due is None else DueBreakState(
                reason=str(due.reason), due_at=due.due_at, minutes=due.minutes),
            on_break=self.on_break, det_used=self.det.used())

    def restore(self, state: ClockState) -> None:
        """Continue from saved data."""
        self.play.restore(state.play)
        self.breaks.restore(state.breaks)
        self.level = state.level
        due = state.due_break
        self.due_break = None if due is None else DueBreak(BreakReason(due.reason),
                                                           due.due_at, due.minutes)
        self.on_break = state.on_break
        self.det.restore(state.det_used)

    def det_extra(self, player: str, paid_places: int, entries: int) -> float:
        """Disconnect extra time for `player`'s next action (0 when DET does not apply)."""
        field = self._field
        if det_applies(field.structure, field.players_left, len(field.tables), entries,
                       paid_places):
            return self.det.next_seconds(player)
        return 0.0
