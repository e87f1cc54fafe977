"""Work that arrives together, done together: items submitted in one turn of the event
loop are handled by one call.

Why: a dead cluster node's clients all reconnect to the nodes left within milliseconds.
Admitted one by one, each login read its account, balances, self-exclusion and the nodes
holding its session from the database and made a connection step in every room (each a
snapshot of the room): about 10 ms each, seconds of a busy loop for a few hundred, while
the node's own tables waited. The busier the loop, the more logins one turn gathers, so
the cost per login falls as the load grows.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Batches(Generic[T]):
    """Calls ``run`` once for the items `submit`ted in one turn of the loop."""

    def __init__(self, run: Callable[[list[T]], Awaitable[None]]) -> None:
        self._run = run
        self._pending: list[tuple[T, asyncio.Future[None]]] = []
        self._running: set[asyncio.Task[None]] = set()  # kept until done (weak otherwise)

    async def submit(self, item: T) -> None:
        """Return once the batch holding ``item`` was handled (raise what it raised)."""
        loop = asyncio.get_running_loop()
        if not self._pending:
            loop.call_soon(self._start)  # after the rest of this turn's callbacks
        done: asyncio.Future[None] = loop.create_future()
        self._pending.append((item, done))
        await done

    def _start(self) -> None:
        batch, self._pending = self._pending, []
        task = asyncio.get_running_loop().create_task(self._handle(batch))
        self._running.add(task)
        task.add_done_callback(self._running.discard)

    async def _handle(self, batch: list[tuple[T, asyncio.Future[None]]]) -> None:
        try:
            await self._run([item for item, _ in batch])
        except Exception as exc:  # each submitter gets it, as if it had run alone
            for _, done in batch:
                if not done.done():
                    done.set_exception(exc)
        else:
            for _, done in batch:
                if not done.done():
                    done.set_result(None)
