"""The room's timer driver (client/adapters/driver.py) leaves the loop to others between
small batches of due steps: a node that has just taken a shard over finds dozens of tables
due at once, and a command arriving meanwhile must not wait behind all of them."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from client.adapters.driver import BATCH, RoomDriver
from client.room.clock import SimulatedClock


class _Backlog:
    """A room with ``due`` steps due now, counting the steps it ran."""

    def __init__(self, due: int) -> None:
        self.due = due
        self.ran = 0

    def run_due(self, max_steps: int) -> int:
        steps = min(max_steps, self.due - self.ran)
        self.ran += steps
        return steps

    def next_deadline(self) -> datetime | None:
        return None


def test_a_command_waits_behind_one_batch_of_due_steps_at_most() -> None:
    async def scenario() -> int:
        room = _Backlog(100)
        driver = RoomDriver(room, SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC)))
        driver.start()
        await asyncio.sleep(0)  # the driver's first turn
        seen = room.ran  # what ran before a command arriving now is handled
        while room.ran < room.due:
            await asyncio.sleep(0)
        await driver.stop()
        return seen

    assert asyncio.run(scenario()) <= BATCH <= 8
