"""Drives a RoomService's time on an asyncio loop (shared by LocalAdapter and the server).

The room is pure: it only does something when told (``handle``) or when asked to run what
is due at its clock's ``now()`` (bot actions, time-outs, level changes). This task sleeps
until the room's next deadline (or until woken by a new command), then runs the due work in
small batches so the loop stays responsive (the GUI keeps painting while bots play at zero
delay). With a simulated clock, time only moves when the owner advances it and calls
``wake``. Testers can `pause` it and `step` the room one due step (a bot's action, a deal,
a time-out) at a time.
"""

from __future__ import annotations

import asyncio
import contextlib
from datetime import datetime
from typing import Protocol

from client.room.clock import Clock

BATCH = 8
"""Room steps run before yielding to the loop. A server node that has just taken a shard
over finds dozens of its tables due at once: 32 steps were 40-80 ms in one callback,
every command arriving meanwhile waiting behind them; 8 keep that wait near a step's
cost times 8, at the price of the room's per-call scan a few times more per burst."""


class Steppable(Protocol):
    """The part of RoomService the driver needs."""

    def run_due(self, max_steps: int) -> int: ...
    def next_deadline(self) -> datetime | None: ...


class RoomDriver:
    """Runs ``room.run_due`` whenever something is due; ``wake()`` after every command."""

    def __init__(self, room: Steppable, clock: Clock, realtime: bool = True) -> None:
        """The room opens each step's transaction itself (`RoomService`)."""
        self._room = room
        self._clock = clock
        self._realtime = realtime
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self.paused = False

    def start(self) -> None:
        """Start driving on the running loop (idempotent)."""
        self._stopping = False
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run(), name="room-driver")

    async def stop(self) -> None:
        """Stop driving (the room keeps its state)."""
        self._stopping = True
        self._wake.set()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def pause(self, on: bool = True) -> None:
        """Testers: stop running due work (commands are still applied) or go on."""
        self.paused = on
        self.wake()

    def step(self) -> bool:
        """Testers, while paused: run the next due step; False when nothing is due."""
        return self._room.run_due(1) > 0

    def wake(self) -> None:
        """Something changed (a command, a clock advance): look at the room again."""
        self._wake.set()

    async def _run(self) -> None:
        while not self._stopping:  # a flag too: wait_for may swallow a cancellation
            self._wake.clear()
            if self.paused:
                await self._wake.wait()
                continue
            progressed = self._room.run_due(BATCH)
            if progressed:
                await asyncio.sleep(0)
                continue
            timeout = None
            deadline = self._room.next_deadline()
            if deadline is not None and self._realtime:
                timeout = max(0.0, (deadline - self._clock.now()).total_seconds())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout)
