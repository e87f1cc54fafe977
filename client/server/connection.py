"""The server's WebSocket connection: a command frame is handled as soon as websockets'
protocol has parsed it, in the transport's read callback, instead of through websockets'
message queue (its `Assembler`), a future, a wake-up of the connection's task and a
coroutine per frame.

What cannot be handled there goes the usual way, in order: a message that is not one
whole binary frame (text, fragments: websockets decodes and limits those), every message
before the receiver is set, and a command whose handling awaits (a login, a log-out). While
any such message waits in the queue or is being handled by the connection's task, the
messages after it queue behind it, so commands are handled in the order they came, and the
queue's high-water mark pauses reading from a client that sends faster than they are
handled (websockets' backpressure, as before). A receiver that raises fails the
connection's handler (`deliver` raises it: websockets logs it and closes with 1011).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Coroutine
from typing import Any

from websockets.asyncio.server import Server, ServerConnection
from websockets.frames import DATA_OPCODES, Frame, Opcode
from websockets.protocol import Event
from websockets.server import ServerProtocol
from websockets.typing import Data

Receiver = Callable[[Data], Coroutine[Any, Any, None] | None]
"""Handles one message; returns what is left to await (a login), or None when done."""


class CommandConnection(ServerConnection):
    """A server connection that hands each message to a `Receiver` (`deliver`), whole
    binary frames straight from the protocol's parse."""

    def __init__(self, protocol: ServerProtocol, server: Server, **kwargs: Any) -> None:
        super().__init__(protocol, server, **kwargs)
        self._receiver: Receiver | None = None
        # one per message in websockets' queue or being handled by `deliver`, oldest first:
        # what is left of it to await, or None when the receiver has not seen it yet
        self._queued: deque[Coroutine[Any, Any, None] | None] = deque()

    async def deliver(self, receiver: Receiver) -> None:
        """Hand every message to ``receiver`` in order until the connection is closed
        (`ConnectionClosedError` after a protocol error or a network failure)."""
        self._receiver = receiver
        try:
            async for message in self:
                left = self._queued[0]
                if left is None:
                    left = receiver(message)
                if left is not None:
                    await left
                self._queued.popleft()
        finally:
            for left in self._queued:  # the connection failed before they ran
                if left is not None:
                    left.close()

    def process_event(self, event: Event) -> None:
        """A whole binary frame with nothing queued before it is handled now."""
        receiver = self._receiver
        if (receiver is not None and not self._queued and isinstance(event, Frame)
                and event.opcode is Opcode.BINARY and event.fin):
            try:
                left = receiver(bytes(event.data))
            except Exception as exc:  # fails the connection's handler, as it did there
                left = _raise(exc)
            if left is not None:  # awaited by `deliver`, the frame queued for it to wake
                self._queued.append(left)
                super().process_event(event)
            return
        if isinstance(event, Frame) and event.opcode in DATA_OPCODES and event.fin:
            self._queued.append(None)
        super().process_event(event)


async def _raise(exc: Exception) -> None:
    """``exc`` raised again where `deliver` awaits it."""
    raise exc
