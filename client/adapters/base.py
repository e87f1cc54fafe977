"""The one async interface the UI talks to, whether the room is in-process or on a server.

An adapter delivers the room's events (``client.protocol.messages`` events, already filtered
for this player) to any number of subscribers, accepts commands with ``send``, and reports
the state of its link as ``ConnectionState`` events and the ``connection_state`` property.
Subclasses implement ``connect``, ``close`` and ``_deliver`` (hand a command to the room).
"""

from __future__ import annotations

import asyncio
import logging
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable

from client.protocol.messages import (
    Command,
    ConnectionState,
    ConnectionStatus,
    Event,
    Welcome,
)

EventCallback = Callable[[Event], None]
_log = logging.getLogger(__name__)


class AdapterError(Exception):
    """The adapter cannot do what was asked (not connected, closed, login refused)."""


class UpdateRequired(AdapterError):
    """The server refused this client's protocol version: its words, and where to get a
    client that fits ("" when the server gave no link)."""

    def __init__(self, message: str, download_url: str) -> None:
        super().__init__(f"update required: {message}")
        self.message = message
        self.download_url = download_url


class Adapter(ABC):
    """Base of LocalAdapter and RemoteAdapter: subscription fan-out and connection state.

    Usage::

        adapter = LocalAdapter(...)            # or RemoteAdapter(url, user, password)
        unsubscribe = adapter.subscribe(on_event)   # or: async for ev in adapter.events()
        await adapter.connect()                 # a Welcome event follows (player_id set)
        await adapter.send(ListLobby())
        ...
        await adapter.close()
    """

    def __init__(self) -> None:
        self._callbacks: list[EventCallback] = []
        self._state = ConnectionStatus.DISCONNECTED
        self._player_id: str | None = None
        self._token: str | None = None

    # ------------------------------------------------------------------ interface

    @abstractmethod
    async def connect(self) -> None:
        """Open the link and log in; returns once logged in (a Welcome has been published)."""

    @abstractmethod
    async def close(self) -> None:
        """Close the link for good; state becomes CLOSED. Safe to call twice."""

    @abstractmethod
    async def _deliver(self, command: Command) -> None:
        """Hand one command to the room (subclass transport)."""

    async def send(self, command: Command) -> None:
        """Send a command; the room answers with events (Error if refused, Ack if ``req``)."""
        if self._state is not ConnectionStatus.CONNECTED:
            raise AdapterError(f"cannot send {type(command).__name__}: link is {self._state}")
        await self._deliver(command)

    @property
    def connection_state(self) -> ConnectionStatus:
        """Current state of the link (also published as ConnectionState events)."""
        return self._state

    @property
    def player_id(self) -> str | None:
        """The logged-in player's id, None before the first Welcome."""
        return self._player_id

    def subscribe(self, callback: EventCallback) -> Callable[[], None]:
        """Call ``callback(event)`` for every event from now on; returns an unsubscribe."""
        self._callbacks.append(callback)

        def unsubscribe() -> None:
            if callback in self._callbacks:
                self._callbacks.remove(callback)

        return unsubscribe

    async def events(self) -> AsyncIterator[Event]:
        """Async stream of every event from now on (ends when the adapter closes)."""
        queue: asyncio.Queue[Event] = asyncio.Queue()
        unsubscribe = self.subscribe(queue.put_nowait)
        try:
            while True:
                event = await queue.get()
                yield event
                if (
                    isinstance(event, ConnectionState)
                    and event.state is ConnectionStatus.CLOSED
                ):
                    return
        finally:
            unsubscribe()

    def wait_for(
        self, predicate: Callable[[Event], bool], timeout: float = 10.0
    ) -> asyncio.Future[Event]:
        """A future for the first event from now on satisfying ``predicate``.

        Subscribes at once (before any command sent next can be answered), so
        ``fut = adapter.wait_for(...); await adapter.send(...); await fut`` never misses
        the reply. Fails with TimeoutError after ``timeout`` seconds.
        """
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Event] = loop.create_future()

        def check(event: Event) -> None:
            if not future.done() and predicate(event):
                future.set_result(event)

        def expire() -> None:
            if not future.done():
                future.set_exception(TimeoutError(f"no matching event in {timeout} s"))

        unsubscribe = self.subscribe(check)
        timer = loop.call_later(timeout, expire)

        def done(_future: asyncio.Future[Event]) -> None:
            unsubscribe()
            timer.cancel()

        future.add_done_callback(done)
        return future

    # ------------------------------------------------------------------ for subclasses

    def _publish(self, event: Event) -> None:
        """Give one event to every subscriber (a failing subscriber does not stop others)."""
        if isinstance(event, Welcome):
            self._player_id = event.player_id
            self._token = event.token
        for callback in list(self._callbacks):
            try:
                callback(event)
            except Exception:  # a broken view must not break the link
                _log.exception("adapter subscriber %r failed on %s", callback, event)

    def _set_state(self, state: ConnectionStatus, detail: str = "", attempt: int = 0) -> None:
        """Record a new link state and publish it."""
        if state is self._state and not detail:
            return
        self._state = state
        self._publish(ConnectionState(state=state, detail=detail, attempt=attempt))
