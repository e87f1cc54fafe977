"""One client connection on the server: its login, flood bucket, outgoing queue, and the
address its logins are counted under."""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from typing import TYPE_CHECKING

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from client.protocol.messages import Error, ErrorCode, Event, encode
from client.release import release_of
from client.server.ratelimit import TokenBucket

if TYPE_CHECKING:
    from client.server.app import ServerConfig

OUTBOX_LIMIT = 5000
"""Events queued for a client that reads too slowly before it is disconnected."""


def client_address(peer: str, forwarded: str | None, trusted: frozenset[str]) -> str:
    """The address the per-address login limit counts: the peer's, or, when the peer is a
    trusted reverse proxy, the last address of its ``X-Forwarded-For`` (the one that proxy
    added; earlier ones come from the client and prove nothing)."""
    if peer not in trusted or not forwarded:
        return peer
    last = forwarded.rsplit(",", 1)[-1].strip()
    return last or peer


class Session:
    """One WebSocket connection: its login, flood bucket and outgoing queue."""

    def __init__(self, ws: ServerConnection, config: ServerConfig) -> None:
        self.ws = ws
        remote = ws.remote_address
        forwarded = ws.request.headers.get("X-Forwarded-For") if ws.request else None
        self.address = client_address(str(remote[0]) if remote else "unknown", forwarded,
                                      config.trusted_proxies)
        agent = ws.request.headers.get("User-Agent", "") if ws.request else ""
        self.client_version = release_of(agent)  # "" when it is not our client
        self.player_id: str | None = None
        self.token: str | None = None
        self.bucket = TokenBucket(rate=config.rate, burst=config.burst)
        self._queued: deque[bytes | None] = deque()  # None: the end (sent up to it)
        self._waiting: asyncio.Future[None] | None = None  # the write loop's, when idle
        self.closed = False
        self.commands = 0  # frames received since the Welcome (what a Redirect counts)

    def push(self, event: Event, frame: bytes | None = None) -> None:
        """Queue an event (``frame``: its encoding, when already made for another client);
        a client that stops reading is dropped."""
        if self.closed:
            return
        if len(self._queued) >= OUTBOX_LIMIT:
            self.closed = True
            self._queue(None)
            return
        self._queue(frame if frame is not None else encode(event))

    def _queue(self, frame: bytes | None) -> None:
        """Into the queue; the write loop woken if it waits (a deque and one future: an
        `asyncio.Queue`'s bookkeeping cost about 3% of the server's CPU per action)."""
        self._queued.append(frame)
        waiting, self._waiting = self._waiting, None
        if waiting is not None and not waiting.done():
            waiting.set_result(None)

    def expire_unless_logged_in(self) -> None:
        """Close a connection that did not log in in time (idle sockets cost memory)."""
        if self.player_id is None and not self.closed:
            self.push(Error(code=ErrorCode.NOT_LOGGED_IN,
                            message="no login in time: connection closed"))
            self.finish()

    def finish(self) -> None:
        """Send what is queued, then close."""
        if not self.closed:
            self.closed = True
            self._queue(None)

    async def write_loop(self) -> None:
        """Send queued events in order until told to stop or the socket closes; the
        frames queued since the last write (one room step's events) go out in one write."""
        queued = self._queued
        with contextlib.suppress(ConnectionClosed):
            stop = False
            while not stop:
                if not queued:
                    self._waiting = asyncio.get_running_loop().create_future()
                    await self._waiting
                    continue
                frames: list[bytes] = []
                while queued and not stop:
                    frame = queued.popleft()
                    stop = frame is None
                    if frame is not None:
                        frames.append(frame)
                if frames:
                    await self._send(frames)
        await self.ws.close()

    async def _send(self, frames: list[bytes]) -> None:
        """One websocket message per frame, written to the socket together (the
        negotiated extension leaves small ones uncompressed)."""
        ws = self.ws
        async with ws.send_context():
            for frame in frames:
                ws.protocol.send_binary(frame)
            ws.transport.write(b"".join(ws.protocol.data_to_send()))
