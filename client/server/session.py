"""One client connection on the server: its login, flood bucket, outgoing queue, and the
address its logins are counted under."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from websockets.asyncio.server import ServerConnection
from websockets.protocol import State

from client.protocol.compression import plain_frame
from client.protocol.messages import Error, ErrorCode, Event, encode
from client.release import release_of
from client.server.ratelimit import TokenBucket

if TYPE_CHECKING:
    from client.server.app import ServerConfig

OUTBOX_LIMIT = 5000
"""Events pushed to a client in one turn of the loop before it is disconnected."""

WRITE_BUFFER_LIMIT = 4 << 20
"""Bytes waiting in a client's transport (it stopped reading) before it is disconnected."""


def client_address(peer: str, forwarded: str | None, trusted: frozenset[str]) -> str:
    """The address the per-address login limit counts: the peer's, or, when the peer is a
    trusted reverse proxy, the last address of its ``X-Forwarded-For`` (the one that proxy
    added; earlier ones come from the client and prove nothing)."""
    if peer not in trusted or not forwarded:
        return peer
    last = forwarded.rsplit(",", 1)[-1].strip()
    return last or peer


Encoded = tuple[bytes, bytes | None]
"""An event's message, and its wire bytes when it goes out plain (`plain_frame`)."""


def encode_event(event: Event) -> Encoded:
    """``event`` made ready to push to one client or many."""
    message = encode(event)
    return message, plain_frame(message)


class Outgoing:
    """The sessions pushed to in this turn of the loop, written at its end: one
    ``call_soon`` for all of them, no writer task per session (its future, task step,
    ``send_context`` and ``drain`` per write: without them 0.82-0.95x the CPU per action)."""

    def __init__(self) -> None:
        self._pushed: list[Session] = []

    def mark(self, session: Session) -> None:
        """Write ``session``'s frames at the end of this turn."""
        if not self._pushed:
            asyncio.get_running_loop().call_soon(self._write)
        self._pushed.append(session)

    def _write(self) -> None:
        pushed, self._pushed = self._pushed, []
        for session in pushed:
            session.write()


class Session:
    """One WebSocket connection: its login, flood bucket and the frames of this turn."""

    def __init__(self, ws: ServerConnection, config: ServerConfig, outgoing: Outgoing) -> None:
        self.ws = ws
        self._outgoing = outgoing
        remote = ws.remote_address
        forwarded = ws.request.headers.get("X-Forwarded-For") if ws.request else None
        self.address = client_address(str(remote[0]) if remote else "unknown", forwarded,
                                      config.trusted_proxies)
        agent = ws.request.headers.get("User-Agent", "") if ws.request else ""
        self.client_version = release_of(agent)  # "" when it is not our client
        self.player_id: str | None = None
        self.token: str | None = None
        self.bucket = TokenBucket(rate=config.rate, burst=config.burst)
        self._frames: list[bytes] = []  # wire bytes pushed in this turn, not yet written
        self._closing: asyncio.Task[None] | None = None  # the close handshake, once finished
        self.closed = False
        self.commands = 0  # frames received since the Welcome (what a Redirect counts)

    def push(self, event: Event, encoded: Encoded | None = None) -> None:
        """Queue an event's frame for the end of this turn (``encoded``: made already for
        another client): a small one framed once, a larger one compressed now by the
        protocol, in this connection's order; a client that stops reading is dropped."""
        if self.closed:
            return
        if len(self._frames) >= OUTBOX_LIMIT:
            self.finish()
            return
        if not self._frames:
            self._outgoing.mark(self)
        message, wire = encoded if encoded is not None else encode_event(event)
        if wire is None:
            protocol = self.ws.protocol
            if protocol.state is not State.OPEN:  # closing: `write` sends nothing more
                return
            protocol.send_binary(message)
            wire = b"".join(protocol.data_to_send())
        self._frames.append(wire)

    def write(self) -> None:
        """This turn's frames in one socket write (no await: nothing websockets writes can
        come in between); dropped when the connection is no longer open."""
        frames, self._frames = self._frames, []
        ws = self.ws
        if not frames or ws.protocol.state is not State.OPEN or ws.transport.is_closing():
            return
        ws.transport.write(b"".join(frames))
        if ws.transport.get_write_buffer_size() > WRITE_BUFFER_LIMIT:
            self.finish()

    def expire_unless_logged_in(self) -> None:
        """Close a connection that did not log in in time (idle sockets cost memory)."""
        if self.player_id is None and not self.closed:
            self.push(Error(code=ErrorCode.NOT_LOGGED_IN,
                            message="no login in time: connection closed"))
            self.finish()

    def finish(self) -> None:
        """Write what was pushed, then close."""
        if not self.closed:
            self.closed = True
            self.write()
            self._closing = asyncio.get_running_loop().create_task(self.ws.close())

    async def finished(self) -> None:
        """Until the close handshake is over (`finish` first)."""
        if self._closing is not None:
            await self._closing
