"""The Adapter for a room on a server, over WebSocket (the ``websockets`` library).

``connect()`` opens the socket and logs in with user and password (creating the account
with ``create=True``). If the link drops, the adapter tries again at once (each node it
knows once, after a few ms of jitter), then with exponential backoff, and resumes the
session with its token; the server then re-sends the full view of every table the player
sits at. Every change of link state is published as a ConnectionState
event so the UI can show it.

A cluster node answers a command for a table or tournament another node runs with a
``Redirect``: the adapter reconnects to that node at once, resumes the session there and
sends again every command the old node did not apply (it keeps the last `KEPT_COMMANDS`
it sent on the link). When a node dies, reconnect attempts go round the URLs the adapter
knows (``url``, then ``others``, then nodes it was redirected to), and the node reached
sends the client on to whichever node took its tournament over.

``wss://`` URLs are verified against the system's certificate authorities, or only against
``cafile`` (a PEM bundle) for a server with a private CA; a certificate that does not
verify, or names another host, refuses the connection.

With ``devices``, the device key a login receives is kept on disk and sent at the next
login to that server as that account, after a restart too (the owner's failed logins then
count apart from a stranger's). After a password change (`ChangePassword`) the adapter
carries on with the fresh token and, for later logins, the new password.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import ssl
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection
from websockets.asyncio.client import connect as ws_connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from client.adapters.base import Adapter, AdapterError, UpdateRequired
from client.adapters.devices import DeviceKeys
from client.protocol.compression import LargeFramesClientDeflateFactory
from client.protocol.messages import (
    ChangePassword,
    Command,
    ConnectionStatus,
    Error,
    ErrorCode,
    Event,
    Login,
    Logout,
    LogoutEverywhere,
    ProtocolError,
    Redirect,
    SessionRenewed,
    Welcome,
    decode_event,
    encode,
)
from client.release import USER_AGENT

_LINK_ERRORS = (OSError, ConnectionClosed, InvalidHandshake, TimeoutError)
KEPT_COMMANDS = 256
"""Commands kept after sending, to send again if the node redirects them elsewhere."""


@dataclass(frozen=True)
class Backoff:
    """Reconnect delays: the first ``at_once`` attempts at once (a random wait of at most
    ``first`` seconds, so a dead node's clients do not all arrive in the same instant),
    then ``initial * factor**n`` seconds, at most ``maximum``, +-``jitter``."""

    initial: float = 0.5
    factor: float = 2.0
    maximum: float = 30.0
    jitter: float = 0.1
    attempts: int = 0  # 0: retry forever
    first: float = 0.05

    def delay(self, attempt: int, at_once: int = 1) -> float:
        """Seconds to wait before reconnect attempt ``attempt`` (1-based). A dropped link
        is most often back at once (or its node dead, and another node up): waiting
        first only delays the player."""
        if attempt <= at_once:
            return random.uniform(0.0, self.first)
        base = min(self.maximum, self.initial * self.factor ** (attempt - at_once - 1))
        return base * (1 + random.uniform(-self.jitter, self.jitter))


class RemoteAdapter(Adapter):
    """Talks to ``skg-poker-server`` at ``url`` (``ws://host:port``)."""

    def __init__(
        self,
        url: str,
        user: str,
        password: str,
        *,
        create: bool = False,
        backoff: Backoff = Backoff(),
        login_timeout: float = 15.0,
        others: Sequence[str] = (),
        cafile: str | None = None,
        device: str | None = None,
        devices: DeviceKeys | None = None,
    ) -> None:
        """``others``: more nodes of the same cluster, tried in turn when ``url`` is down;
        ``cafile``: trust only this CA bundle for ``wss://`` (None: the system's CAs);
        ``device``: the key an earlier login on this device received (`device`);
        ``devices``: where such keys are kept (``device`` unset: the one kept for
        ``url`` and ``user``)."""
        super().__init__()
        self.url = url
        self.urls = [url, *(u for u in others if u != url)]
        self._sent: deque[tuple[int, Command]] = deque(maxlen=KEPT_COMMANDS)
        self._sent_count = 0  # commands sent since this link's Welcome
        self._moved: Redirect | None = None
        self._user = user
        self._password = password
        self._create = create
        self._backoff = backoff
        self._login_timeout = login_timeout
        self._ws: ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self._closing = False
        self._cafile = cafile
        self._devices = devices
        if device is None and devices is not None:
            device = devices.get(url, user)
        self.device = device  # sent with password logins: the owner's failures count apart
        self._new_password: str | None = None  # sent in a ChangePassword, not yet renewed

    async def connect(self) -> None:
        """Open the link and log in; raises AdapterError if the server refuses the login."""
        self._closing = False
        self._set_state(ConnectionStatus.CONNECTING)
        try:
            await self._open(resume=False)
        except AdapterError:
            self._set_state(ConnectionStatus.DISCONNECTED, "login refused")
            raise
        except (*_LINK_ERRORS, InvalidURI) as exc:
            self._set_state(ConnectionStatus.DISCONNECTED, f"cannot reach {self.url}: {exc}")
            raise AdapterError(f"cannot reach {self.url}: {exc}") from exc
        self._set_state(ConnectionStatus.CONNECTED)

    async def close(self) -> None:
        """Log out and close the link; no reconnection afterwards."""
        if self._state is ConnectionStatus.CLOSED:
            return
        self._closing = True
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(*_LINK_ERRORS):
                await ws.send(encode(Logout()))
            await ws.close()
        if self._reader is not None and self._reader is not asyncio.current_task():
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader
        self._set_state(ConnectionStatus.CLOSED)

    async def drop_link(self) -> None:
        """Close the socket without logging out, as a network failure would (for tests)."""
        if self._ws is not None:
            await self._ws.close()

    async def _deliver(self, command: Command) -> None:
        if isinstance(command, Logout):
            await self.close()
            return
        if isinstance(command, LogoutEverywhere):  # the server hangs up: no reconnecting
            self._closing = True
            if self._ws is not None:
                with contextlib.suppress(*_LINK_ERRORS):
                    await self._ws.send(encode(command))
            await self.close()
            return
        if self._ws is None:
            raise AdapterError("not connected")
        if isinstance(command, ChangePassword):
            self._new_password = command.new_password
        self._sent_count += 1
        self._sent.append((self._sent_count, command))
        try:
            await self._ws.send(encode(command))
        except ConnectionClosed as exc:
            raise AdapterError(f"link lost while sending {type(command).__name__}") from exc

    # ------------------------------------------------------------------ internals

    async def _open(self, resume: bool) -> None:
        ws = await ws_connect(self.url, open_timeout=self._login_timeout, max_size=2**24,
                              ssl=self._tls(self.url), user_agent_header=USER_AGENT,
                              compression=None, extensions=[LargeFramesClientDeflateFactory()])
        if resume and self._token:
            login = Login(token=self._token)
        else:
            login = Login(user=self._user, password=self._password, create=self._create,
                          device=self.device)
        try:
            await ws.send(encode(login))
            welcome = await asyncio.wait_for(self._await_welcome(ws), self._login_timeout)
        except BaseException:
            await ws.close()
            raise
        if isinstance(welcome, Error):
            await ws.close()
            if welcome.code is ErrorCode.VERSION:  # the UI offers the update (its link)
                self._publish(welcome)
                raise UpdateRequired(welcome.message, welcome.download_url)
            if resume:  # token no longer valid: fall back to the password
                self._token = None
                await self._open(resume=False)
                return
            raise AdapterError(f"login refused: {welcome.message} ({welcome.code})")
        self._ws = ws
        self._sent_count = 0
        self._sent.clear()
        self._create = False  # the account exists now: later logins only log in
        if welcome.device and welcome.device != self.device and self._devices is not None:
            self._devices.put(self.urls[0], self._user, welcome.device)
        self.device = welcome.device or self.device
        self._publish(welcome)
        self._reader = asyncio.get_running_loop().create_task(self._read(ws), name="remote-read")

    def _tls(self, url: str) -> ssl.SSLContext | None:
        """The verifying TLS context for a ``wss://`` URL (None for ``ws://``)."""
        if not url.startswith("wss://"):
            return None
        try:
            return ssl.create_default_context(cafile=self._cafile)
        except (OSError, ssl.SSLError) as exc:
            raise AdapterError(f"cannot use the CA file {self._cafile}: {exc}") from exc

    @staticmethod
    async def _await_welcome(ws: ClientConnection) -> Welcome | Error:
        while True:
            event = decode_event(await ws.recv())
            if isinstance(event, Welcome | Error):
                return event

    async def _read(self, ws: ClientConnection) -> None:
        try:
            async for frame in ws:
                try:
                    event: Event = decode_event(frame)
                except ProtocolError as exc:
                    self._publish(Error(code=exc.code, message=f"bad event from server: {exc}"))
                    continue
                if isinstance(event, Redirect):
                    self._moved = event
                    break
                if isinstance(event, SessionRenewed):  # the password changed: go on with it
                    self._token = event.token
                    self._password = self._new_password or self._password
                    self._new_password = None
                self._publish(event)
        except ConnectionClosed:
            pass
        if not self._closing:
            self._ws = None
            moved, self._moved = self._moved, None
            if moved is not None:
                await ws.close()
                await self._follow(moved)
            else:
                await self._reconnect()

    async def _follow(self, moved: Redirect) -> None:
        """Go to the node the server named, resume there, send the unapplied commands."""
        again = [c for n, c in self._sent if n >= moved.first_unapplied]
        self.url = moved.url
        if moved.url not in self.urls:
            self.urls.append(moved.url)
        self._set_state(ConnectionStatus.RECONNECTING, f"moving to {moved.url}")
        try:
            await self._open(resume=True)
        except (*_LINK_ERRORS, AdapterError, ProtocolError):
            await self._reconnect()
            return
        self._set_state(ConnectionStatus.CONNECTED, "session resumed")
        for command in again:
            await self._deliver(command)

    async def _reconnect(self) -> None:
        attempt = 0
        while not self._closing:
            attempt += 1
            if self._backoff.attempts and attempt > self._backoff.attempts:
                self._set_state(ConnectionStatus.DISCONNECTED, "gave up reconnecting", attempt)
                return
            delay = self._backoff.delay(attempt, at_once=len(self.urls))  # each node once
            self._set_state(
                ConnectionStatus.RECONNECTING, f"retrying in {delay:.1f} s", attempt
            )
            await asyncio.sleep(delay)
            self.url = self.urls[(self.urls.index(self.url) + 1) % len(self.urls)] \
                if attempt > 1 and self.url in self.urls else self.url
            try:
                await self._open(resume=True)
            except UpdateRequired as exc:  # the server was updated: retrying cannot help
                self._set_state(ConnectionStatus.DISCONNECTED, str(exc), attempt)
                return
            except (*_LINK_ERRORS, AdapterError, ProtocolError) as exc:
                self._set_state(ConnectionStatus.RECONNECTING, f"attempt failed: {exc}", attempt)
                continue
            self._set_state(ConnectionStatus.CONNECTED, "session resumed", attempt)
            return
