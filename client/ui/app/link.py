"""Connection and login: the adapter in use, who the room says we are, commands out.

The session owns one link; every window that sends a command gets the link (or one of its
methods), never the adapter. Replies that a sender asked to handle itself (a refusal of a
numbered request) are taken here before the session dispatches an event.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

import msgspec

from client.adapters.base import Adapter, AdapterError
from client.adapters.local import LocalAdapter
from client.protocol.messages import Ack, Command, Error, Event, ListLobby
from client.toolguard.decisions import Decision
from client.toolguard.guard import ToolGuard
from client.ui.app.banner import Banner

_log = logging.getLogger(__name__)


class Link:
    """Owns the adapter: connect, close, send (plain, numbered, or past the tools policy)."""

    def __init__(self, banner: Banner, on_event: Callable[[Event], None],
                 guard: ToolGuard | None, on_decision: Callable[[Decision], None]) -> None:
        self._banner = banner
        self._on_event = on_event
        self.guard = guard
        self._on_decision = on_decision
        self.adapter: Adapter | None = None
        self._unsubscribe: Callable[[], None] | None = None
        self.player_id = ""
        #: Where we play: "" for offline practice, else the server's address.
        self.where = ""
        self.account = ""  # "<server or practice>|<name>" once the room said who we are
        self._next_req = 1
        self._refusals: dict[int, Callable[[str], None]] = {}  # request number -> handler
        self._tasks: set[asyncio.Task[None]] = set()

    async def connect(self, adapter: Adapter, where: str) -> bool:
        """Use `adapter` (the old one must be closed): subscribe, connect, ask for the
        lobby; False (said in the banner) when it cannot connect."""
        self.adapter = adapter
        self.where = where
        self._unsubscribe = adapter.subscribe(self._on_event)
        try:
            await adapter.connect()
        except (AdapterError, OSError) as exc:
            self._banner.show_message(f"Could not connect: {exc}", "block")
            return False
        await adapter.send(ListLobby())
        return True

    async def close(self) -> None:
        """Close the adapter in use (and the practice room that runs only for us)."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self.adapter is not None:
            adapter, self.adapter = self.adapter, None
            await adapter.close()
            if isinstance(adapter, LocalAdapter):
                # The practice room runs only for this window: stop its bots and clocks.
                await adapter.room.driver.stop()

    def send(self, command: Command) -> None:
        """Send a command in the background; a refusal comes back as an Error event."""
        adapter = self.adapter
        if adapter is None:
            self._banner.show_message("Not connected: choose offline practice or "
                                      "connect to a server.", "warn")
            return
        self.spawn(self._send(adapter, command))

    def send_numbered(self, command: Command,
                      refused: Callable[[str], None] | None = None) -> int:
        """Send with a fresh request number, which its Ack or Error echoes; returns it.
        With ``refused``, a refusal goes there (its message) instead of being shown."""
        req = self._next_req
        self._next_req += 1
        if refused is not None:
            self._refusals[req] = refused
        self.send(msgspec.structs.replace(command, req=req))
        return req

    def send_guarded(self, command: Command) -> None:
        """Send a seat-taking command once the tools policy allows it."""
        self.spawn(self.guarded(command))

    async def guarded(self, command: Command) -> None:
        """Ask the tools policy first: a refused seat shows the reason and sends nothing."""
        if self.guard is not None:
            decision = await self.guard.check_async(at_table=False)
            self._on_decision(decision)
            if not decision.may_seat:
                return
        adapter = self.adapter
        if adapter is not None:
            await self._send(adapter, command)

    def took_reply(self, event: Event) -> bool:
        """Whether `event` was the refusal of a request whose sender handles it (done)."""
        if isinstance(event, Ack | Error) and event.req in self._refusals:
            refused = self._refusals.pop(event.req)
            if isinstance(event, Error):
                refused(event.message)
                return True
        return False

    async def _send(self, adapter: Adapter, command: Command) -> None:
        try:
            await adapter.send(command)
        except AdapterError as exc:
            self._banner.show_message(str(exc), "warn")

    def spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        """Run a coroutine on the loop, keep a reference, log failures."""
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and (error := task.exception()) is not None:
            _log.error("session task failed: %r", error, exc_info=error)
