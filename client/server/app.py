"""The authoritative poker server: the room service behind a WebSocket endpoint.

Each connection must log in first (password, checked against an argon2 hash, or a session
token to resume; `client.server.logins` checks them). The server trusts nothing: every
frame is size-checked, rate-limited and validated against the protocol schema before the
room sees it; the room checks every rule (turn, seat, legal amounts). A refused frame gets
an Error reply and changes nothing.
One connection per account: a new login takes over and closes the old connection.
Every ledger entry, registration, tournament state, ring-table stack and hand history is
written to the store as it happens (money through the store first: `money`), so a restart
rebuilds the room with no money lost. Every room step is one store transaction and fails
whole: a step that raises is undone in memory by the room and rolled back here, its events
are never sent, and the client is told its command was not applied. As a cluster node
(``ServerConfig.cluster``) it runs one room per shard it holds a lease on, serves the whole
lobby, and redirects a client to the node that runs what it asked for
(`client.server.cluster`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import logging
import time
from collections import Counter
from collections.abc import Callable, Coroutine, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

import client
from client.adapters.driver import RoomDriver
from client.protocol.compression import LargeFramesDeflateFactory
from client.protocol.messages import (
    DOWNLOAD_URL_SINCE,
    MAX_FRAME_BYTES,
    PROTOCOL_VERSION,
    Ack,
    Balances,
    ChangePassword,
    Command,
    Error,
    ErrorCode,
    Event,
    FloorClose,
    FloorOpen,
    FloorView,
    FloorWithhold,
    ListLobby,
    Login,
    Logout,
    LogoutEverywhere,
    ProtocolError,
    Redirect,
    SecurityNotice,
    SessionRenewed,
    Welcome,
    decode_command,
    req_of,
    type_of,
)
from client.release import is_older
from client.room.clock import Clock, RealClock
from client.room.ledger import Currency, Ledger, player_account, review_account
from client.room.self_exclusion import SelfExclusions
from client.server.auth import AuthError, HashCost, token_digest
from client.server.batches import Batches
from client.server.cluster.floor import NodeFloor
from client.server.cluster.routing import SEPARATOR, ClusterConfig, shard_config, shard_of
from client.server.connection import CommandConnection
from client.server.floor_audit import StoredAudit, min_client
from client.server.journal import StoreJournal
from client.server.logins import SESSION_IDLE, SESSION_LIFETIME, Granted, Logins
from client.server.money import StoreAuthority
from client.server.ratelimit import (
    ACCOUNT_POLICY,
    ADDRESS_POLICY,
    NEW_ADDRESS_POLICY,
    LoginPolicy,
)
from client.server.recovery import Settlement, settle_interrupted
from client.server.ring_journal import RingJournal
from client.server.session import Encoded, Outgoing, Session, encode_event
from client.server.store import (
    ExclusionRecord,
    LeaseLostError,
    RingRecord,
    Store,
    StoreError,
    open_store,
)
from client.server.tls import TlsConfig, server_context
from client.service import RoomConfig, RoomService

if TYPE_CHECKING:
    from client.server.cluster.node import ClusterNode

_log = logging.getLogger(__name__)

NOT_APPLIED = "internal error; the command was not applied: nothing of it was kept"
"""What a client is told when its command raised in the room (the step was undone)."""

LISTEN_BACKLOG = 4096
"""Connections the kernel queues until the loop accepts them (capped by the system's
``net.core.somaxconn``). asyncio's default, 100, dropped part of a dead cluster node's
clients reconnecting all at once while this node rebuilt its shard, and TCP retries a
dropped connection only after 1, 3, 7, 15 s (tests/server/test_listen_backlog.py)."""


ADMIT_CHUNK = 50
"""Sessions a node connects to a room it took over in one step (`PokerServer.admit_all`)."""


def _connect(players: list[str], room: RoomService) -> None:
    room.set_all_connected(players, True)


@dataclass
class ServerConfig:
    """How to run the server (command-line options map onto these fields)."""

    host: str = "127.0.0.1"
    port: int = 8765
    db: str | None = None  # None: SQLite file in the user data dir; else path or URL
    grants: Mapping[Currency, Decimal] = field(
        default_factory=lambda: {Currency.PLAY: Decimal(10000)}
    )
    hash_cost: HashCost = field(default_factory=HashCost)
    rate: float = 20.0
    burst: float = 40.0
    max_frame: int = MAX_FRAME_BYTES
    account_logins: LoginPolicy = ACCOUNT_POLICY  # failed logins per account name
    address_logins: LoginPolicy = ADDRESS_POLICY  # failed logins per client address
    room: RoomConfig = field(default_factory=RoomConfig)
    cluster: ClusterConfig | None = None  # None: one node, the whole room
    trusted_proxies: frozenset[str] = frozenset()  # peers whose X-Forwarded-For counts
    client_download_url: str = ""  # where an outdated client gets a new one ("" none)
    latest_client: str = client.__version__  # the client shipped with this server
    new_address_logins: LoginPolicy = NEW_ADDRESS_POLICY  # per account, all strangers
    session_idle: float = SESSION_IDLE  # a token unused this long (seconds) has expired
    session_lifetime: float = SESSION_LIFETIME  # and every token after this long
    login_seconds: float = 10.0  # a connection that has not logged in by then is closed
    connections_per_address: int = 32  # open connections one address may hold
    tls: TlsConfig | None = None  # None: plain ws:// (loopback only unless insecure)
    insecure: bool = False  # allow plain ws:// on a non-loopback address
    staff: frozenset[str] = frozenset()  # account names (case-folded) that run the floor


@dataclass
class Arrival:
    """A login waiting to be admitted with the others of its turn of the loop: a session
    token to check, or a password login's grant."""

    session: Session
    req: int
    token: str = ""
    granted: Granted | None = None


class PokerServer:
    """Hosts one RoomService for many remote players."""

    def __init__(self, config: ServerConfig, clock: Clock | None = None,
                 now: Callable[[], float] = time.time) -> None:
        """``now``: Unix seconds for session expiry and failed logins (tests move it)."""
        self.config = config
        self._now = now
        self.clock: Clock = clock if clock is not None else RealClock()
        self.store: Store | None = None
        self.room: RoomService | None = None  # one node: the whole room
        self.cluster: ClusterNode | None = None  # a cluster node: one room per shard held
        self.ledger: Ledger | None = None
        self._driver: RoomDriver | None = None
        self._server: Server | None = None
        self._sessions: dict[str, Session] = {}
        self._outgoing = Outgoing()  # every session's frames of a loop turn, written at its end
        self._per_address: Counter[str] = Counter()  # open connections by client address
        self.settlements: list[Settlement] = []
        self.rings_paid: list[RingRecord] = []
        self._ring_journals: dict[str | None, tuple[RingJournal, RoomService]] = {}
        self.floor = NodeFloor()  # a cluster node's floor: every shard's view in one
        self._logins: Logins | None = None
        self._admissions: Batches[Arrival] = Batches(self._admit)
        self._held: list[tuple[str, Event]] | None = None  # a shard step's, until commit
        self._last_event: Event | None = None
        self._last_encoded: Encoded = (b"", None)
        self.port = config.port
        self.scheme = "ws"  # "wss" when serving TLS
        # one for every room of this node, written to the store (read back at each login)
        self.exclusions = SelfExclusions(self.clock, on_change=self._store_exclusion)

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> int:
        """Open the store, rebuild the room from it (a cluster node: claim its shards and
        rebuild theirs), listen; returns the bound port."""
        context = server_context(self.config.tls, self.config.host, self.config.insecure)
        self.scheme = "ws" if context is None else "wss"
        store = open_store(self.config.db)
        if self.config.cluster is not None and getattr(store, "dialect", "") != "postgresql":
            store.close()
            raise StoreError("a cluster node (--shards) needs the PostgreSQL store: "
                             "--store postgresql://user@host/dbname")
        self.store = store
        self.ledger = Ledger(store.entries(), authority=StoreAuthority(store))
        node = self.config.cluster.node_id if self.config.cluster is not None else ""
        self._logins = Logins(store, self.ledger, self.config, self._rooms, self._now, node)
        if self.config.cluster is None:
            self.room = self.open_room(None)
            self._driver = RoomDriver(self.room, self.clock, realtime=True)
            self._driver.start()
        self._server = await serve(
            self._handler,
            self.config.host,
            self.config.port,
            max_size=max(self.config.max_frame * 4, 2**20),
            ping_interval=20,
            ping_timeout=20,
            backlog=LISTEN_BACKLOG,
            ssl=context,
            compression=None,  # negotiated by the extension below instead
            extensions=[LargeFramesDeflateFactory()],
            create_connection=CommandConnection,
        )
        self.port = self._server.sockets[0].getsockname()[1] if self._server.sockets else 0
        if self.config.cluster is not None:
            from client.server.cluster.node import ClusterNode  # psycopg: only for a cluster
            from client.server.store.postgres import PostgresStore

            assert isinstance(store, PostgresStore)
            cluster = self.config.cluster
            if not cluster.public_url:
                cluster = dataclasses.replace(
                    cluster, public_url=f"{self.scheme}://{self.config.host}:{self.port}")
            self.cluster = ClusterNode(cluster, str(self.config.db), store, self.clock, self)
            await self.cluster.start()
        _log.info("listening on %s://%s:%s", self.scheme, self.config.host, self.port)
        return self.port

    @property
    def open_connections(self) -> int:
        """Connections open now (logged in or not)."""
        return sum(self._per_address.values())

    def open_room(self, shard: str | None) -> RoomService:
        """The room (a cluster node: one shard's room) rebuilt from the store: its players,
        its tournaments resumed from the journal or settled (`settle_interrupted`)."""
        assert self.store is not None and self.ledger is not None
        store = self.store
        prefix = "" if shard is None else f"{shard}{SEPARATOR}"
        journal = StoreJournal(store, prefix)
        saved = journal.saved_tournaments()
        config = self.config.room if shard is None else shard_config(self.config.room, shard)
        room = RoomService(self.clock, config=config, ledger=self.ledger, journal=journal,
                           saved=saved, transaction=functools.partial(self._step, shard),
                           exclusions=self.exclusions,
                           audit=StoredAudit(store, self.clock))
        for account in store.accounts():
            room.add_player(account.player_id, account.name)
            room.floor.set_staff(account.player_id, self.is_staff(account.name))
        if shard is not None:  # money the shard's dead owner moved, and players' elsewhere
            self.ledger.refresh(store.balance_keys())
        rings = RingJournal(store, prefix)
        with self._step(shard):
            self.rings_paid.extend(rings.pay_back(self.ledger))
            self.settlements.extend(settle_interrupted(room, saved))
        if shard is None:
            room.subscribe(self._route)
        else:
            room.subscribe(lambda player_id, event: self._route(player_id, self.floor.merged(
                shard, player_id, event) if isinstance(event, FloorView) else event))
        self._ring_journals[shard] = (rings, room)
        return room

    async def admit_all(self, shard: str) -> None:
        """Every session of this node into the room of a shard it just took over,
        `ADMIT_CHUNK` at a time, entrants of its tournaments first (their tables come back
        first), the loop free between the steps: one step for all of them held the
        node's other tables for up to a second on a busy machine."""
        assert self.cluster is not None
        held = self.cluster.shards.get(shard)
        if held is None:
            return
        room = held.room
        playing = {p for t in room.tournaments.all() for p in t.entrants}
        players = sorted(self._sessions, key=lambda p: p not in playing)
        for start in range(0, len(players), ADMIT_CHUNK):
            await asyncio.sleep(0)  # the node's other steps, and logins, go first
            held = self.cluster.shards.get(shard) if self.cluster is not None else None
            if held is None or held.room is not room:  # lost meanwhile
                return
            chunk = [p for p in players[start:start + ADMIT_CHUNK] if p in self._sessions]
            self._apply(shard, room, functools.partial(_connect, chunk))

    def _store_exclusion(self, player_id: str, until: datetime | None) -> None:
        """A self-exclusion began or grew (in the room step's transaction)."""
        assert self.store is not None
        self.store.set_self_exclusion(
            ExclusionRecord(player_id, None if until is None else until.timestamp()))

    def _load_exclusions(self, players: list[str]) -> None:
        """The players' stored self-exclusions, perhaps set on another node, into this
        node's rooms (before they hear the players connected)."""
        assert self.store is not None
        for record in self.store.self_exclusions(players):
            self.exclusions.restore(record.player_id, None if record.until is None
                                    else datetime.fromtimestamp(record.until, UTC))

    def room_closed(self, shard: str) -> None:
        """A shard was lost (another node holds it now): its players reconnect and are
        redirected there."""
        self._ring_journals.pop(shard, None)
        self.floor.shard_gone(shard)
        for session in list(self._sessions.values()):
            if self.cluster is not None and shard in self._open_shards(session):
                session.finish()

    def broadcast(self, event: Event) -> None:
        """An event for every connected client (lobby changes on other nodes)."""
        for player_id in list(self._sessions):
            self._route(player_id, event)

    def _rooms(self) -> list[tuple[str | None, RoomService]]:
        if self.cluster is not None:
            return [(name, s.room) for name, s in sorted(self.cluster.shards.items())]
        return [] if self.room is None else [(None, self.room)]

    def _step(self, shard: str | None) -> AbstractContextManager[None]:
        """One room step's transaction (a cluster shard's is fenced by its lease): the room
        opens it around each step, and it rolls back when the step raised."""
        if shard is not None and self.cluster is not None:
            return self.shard_step(shard, quiet=False)
        return self._store_step(None)

    def _store_step(self, shard: str | None) -> AbstractContextManager[None]:
        """The store transaction of one step; the ring tables' stacks go in at its end."""
        assert self.store is not None
        journal = self._ring_journals.get(shard)
        return self.store.transaction() if journal is None else journal[0].step(journal[1])

    @contextmanager
    def shard_step(self, shard: str, quiet: bool = True) -> Iterator[None]:
        """A cluster shard's step: fenced by the lease, and its events held until it
        commits. If the lease was lost (another node took the shard over), the step rolls
        back, its events are thrown away unseen, and the shard is dropped; ``quiet`` (the
        shard's timers) swallows that, else `LeaseLostError` reaches the caller."""
        assert self.cluster is not None
        held: list[tuple[str, Event]] = []
        outer, self._held = self._held, held
        try:
            with self.cluster.fenced(shard), self._store_step(shard):
                yield
        except LeaseLostError:
            held.clear()
            self.cluster.drop(shard)
            if not quiet:
                raise
        finally:
            self._held = outer
            for player_id, event in held:
                self._route(player_id, event)

    async def stop(self) -> None:
        """Stop listening, close every connection, give up leases, close the store."""
        if self.cluster is not None:
            await self.cluster.stop()
            self.cluster = None
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        if self._driver is not None:
            await self._driver.stop()
        if self.store is not None:
            self.store.close()
            self.store = None

    # ------------------------------------------------------------------ routing

    def _route(self, player_id: str, event: Event) -> None:
        if self._held is not None:
            self._held.append((player_id, event))
            return
        session = self._sessions.get(player_id)
        if session is None:
            return
        if event is not self._last_event:  # a public event goes to many players in a row
            self._last_event, self._last_encoded = event, encode_event(event)
        session.push(event, self._last_encoded)

    async def _handler(self, ws: ServerConnection) -> None:
        assert isinstance(ws, CommandConnection)  # `serve` makes them
        session = Session(ws, self.config, self._outgoing)
        loop = asyncio.get_running_loop()
        self._per_address[session.address] += 1
        if self._per_address[session.address] > self.config.connections_per_address:
            session.push(Error(code=ErrorCode.REFUSED, message=(
                f"too many connections from {session.address} (at most "
                f"{self.config.connections_per_address}): close some and try again")))
            session.finish()
        deadline = loop.call_later(self.config.login_seconds, session.expire_unless_logged_in)
        try:
            await ws.deliver(functools.partial(self._on_frame, session))
        except ConnectionClosed:
            pass
        finally:
            deadline.cancel()
            self._per_address[session.address] -= 1
            if not self._per_address[session.address]:
                del self._per_address[session.address]
            session.finish()
            self._disconnected(session)
            await session.finished()

    def _disconnected(self, session: Session) -> None:
        pid = session.player_id
        if pid is not None and self._sessions.get(pid) is session:
            del self._sessions[pid]
            if session.token is not None and self._logins is not None:
                self._logins.used(session.token)
            for shard, room in self._rooms():
                self._apply(shard, room, lambda r: r.set_connected(pid, False))

    def _wake(self, shard: str | None) -> None:
        if self.cluster is not None and shard is not None:
            self.cluster.wake(shard)
        elif self._driver is not None:
            self._driver.wake()

    def _apply(self, shard: str | None, room: RoomService,
               change: Callable[[RoomService], None]) -> None:
        """One step on one room (in its transaction); a shard lost meanwhile is left be."""
        try:
            change(room)
        except LeaseLostError:
            _log.warning("shard %s was taken over; step dropped", shard)
        self._wake(shard)

    def _on_frame(self, session: Session, frame: bytes | str
                  ) -> Coroutine[Any, Any, None] | None:
        """One frame from the client, handled now; a login, log-out or password change is
        returned for the connection to await (before any frame after it)."""
        if session.closed:
            return None
        if session.player_id is not None:
            session.commands += 1
        if not session.bucket.allow(time.monotonic()):
            session.push(Error(code=ErrorCode.RATE_LIMITED, req=req_of(frame),
                               message="too many messages: slow down (limit "
                                       f"{self.config.rate:g}/s); this one was ignored"))
            return None
        if len(frame) > self.config.max_frame:
            session.push(Error(code=ErrorCode.TOO_LARGE, req=req_of(frame),
                               message=f"message of {len(frame)} bytes is over the "
                                       f"{self.config.max_frame}-byte limit; ignored"))
            return None
        try:
            command = decode_command(frame)
        except ProtocolError as exc:
            session.push(Error(code=exc.code, req=req_of(frame), message=exc.message))
            return None
        if isinstance(command, Login):
            return self._login(session, command)
        if session.player_id is None:
            session.push(Error(code=ErrorCode.NOT_LOGGED_IN, req=command.req,
                               message="log in first (send a login message)"))
            return None
        if isinstance(command, Logout | LogoutEverywhere):
            return self._logout(session, everywhere=isinstance(command, LogoutEverywhere))
        if isinstance(command, ChangePassword):
            return self._change_password(session, command)
        self._dispatch(session, command)
        return None

    def _dispatch(self, session: Session, command: Command) -> None:
        player_id = session.player_id
        assert player_id is not None
        if self.cluster is not None and isinstance(command, ListLobby):
            self._list_lobby(session, command)
            return
        if self.cluster is not None and isinstance(command, FloorOpen | FloorClose):
            self._floor_watch(player_id, command)
            return
        target = self._target(session, command)
        if target is None:
            return
        shard, room = target
        if self.cluster is not None:
            self._floor_reach(room, command)
        try:
            room.handle(player_id, command)  # one step: its own transaction
        except LeaseLostError:
            self._route(player_id, Error(code=ErrorCode.REFUSED, req=command.req,
                                         message="this table moved to another node just now: "
                                                 "send it again in a few seconds"))
        except Exception:  # a room bug must not kill the server; the step was undone whole
            _log.exception("room failed on %s from %s", type_of(command), player_id)
            self._route(player_id, Error(code=ErrorCode.INTERNAL, req=command.req,
                                         message=NOT_APPLIED))
        self._wake(shard)

    def _target(self, session: Session, command: Command
                ) -> tuple[str | None, RoomService] | None:
        """The room that handles the command here, or None when it was answered already
        (redirected to the owning node, or refused while a shard changes hands)."""
        if self.cluster is None:
            assert self.room is not None
            return None, self.room
        shard = shard_of(command)
        rooms = self._rooms()
        if shard is None and rooms:
            return rooms[0]
        if shard is not None and shard in self.cluster.shards:
            return shard, self.cluster.shards[shard].room
        lease = None if shard is None else self.cluster.owner(shard)
        if lease is not None and lease.live and lease.node_id != self.cluster.config.node_id:
            self._redirect(session, lease.url, session.commands, f"{shard} runs there")
            return None
        message = ("no such table or tournament: pick one from the lobby" if lease is None
                   else "this table is moving to another node: send it again in a few seconds")
        self._route(session.player_id or "", Error(
            code=ErrorCode.NOT_FOUND if lease is None else ErrorCode.REFUSED,
            req=command.req, message=message))
        return None

    def _floor_watch(self, player_id: str, command: FloorOpen | FloorClose) -> None:
        """A cluster node's floor is every shard it runs (their views merged): watching
        starts or stops at each (the first refuses anyone not staff, once)."""
        rooms = self._rooms()
        self.floor.stop_watching(player_id)  # an open gets a fresh view of each shard
        if isinstance(command, FloorOpen) and rooms:
            self._floor_reach(rooms[0][1], command)
        for index, (shard, room) in enumerate(rooms):
            if index and not room.floor.is_staff(player_id):
                break
            self._apply(shard, room, lambda r: r.handle(player_id, command))
        if not rooms and command.req:
            self._route(player_id, Error(code=ErrorCode.NOT_FOUND, req=command.req,
                                         message="this node runs no tables right now"))

    def _floor_reach(self, room: RoomService, command: Command) -> None:
        """What other nodes did that a floor command for no shard must see here: an
        account made there (winnings are withheld per account, the money is in the
        store, so any node may move it) and winnings withheld there (the Floor's list)."""
        assert self.store is not None and self.ledger is not None
        if isinstance(command, FloorWithhold):
            account = self.store.account(command.player_id)
            if account is not None:
                room.add_player(account.player_id, account.name)
        elif isinstance(command, FloorOpen):
            held = review_account("")
            self.ledger.refresh([k for k in self.store.balance_keys() if k[0].startswith(held)])

    def _redirect(self, session: Session, url: str, first: int, reason: str) -> None:
        """Send the client to the node that runs what it asked for, and hang up."""
        session.push(Redirect(url=url, first_unapplied=first, reason=reason))
        session.finish()

    def _list_lobby(self, session: Session, command: ListLobby) -> None:
        """A cluster node's lobby: every shard's rows, then the player's balances."""
        assert self.cluster is not None and session.player_id is not None
        session.push(self.cluster.lobby(session.player_id))
        rooms = self._rooms()
        if rooms:
            session.push(Balances(balances=tuple(rooms[0][1].balances(session.player_id))))
        if command.req:
            session.push(Ack(req=command.req, command=type_of(command)))

    def _open_shards(self, session: Session) -> list[str]:
        """Shards where the session's player has an open or running tournament."""
        if self.cluster is None or session.player_id is None:
            return []
        return self.cluster.open_shards_of(session.player_id)

    # ------------------------------------------------------------------ accounts

    def is_staff(self, name: str) -> bool:
        """Whether the account of this name is one the operator named staff."""
        return name.casefold() in self.config.staff

    def _min_client_refusal(self, session: Session, login: Login) -> Error | None:
        """A client release older than the floor's minimum is refused (it names itself in
        its User-Agent, ``SKG-Poker/1.2.3``): "update required", with the download link."""
        assert self.store is not None
        least = min_client(self.store)  # set on any node: the store has it
        if not is_older(session.client_version, least):
            return None
        url = self.config.client_download_url
        message = (f"this server needs SKG Poker {least} or newer (this is "
                   f"{session.client_version or 'an unknown version'}): update the client")
        if url:
            message += f" ({url})"
        return Error(code=ErrorCode.VERSION, req=login.req, message=message, download_url=url)

    def _version_refusal(self, login: Login) -> Error:
        """Why a client of another protocol version cannot log in, and where to get one
        that can (in the text for every client; as a field for those that read it)."""
        url = self.config.client_download_url
        message = (f"protocol version {login.version} is not supported; this server speaks "
                   f"{PROTOCOL_VERSION}: update the client")
        if url:
            message += f" ({url})"
        return Error(code=ErrorCode.VERSION, req=login.req, message=message,
                     download_url=url if login.version >= DOWNLOAD_URL_SINCE else "")

    async def _login(self, session: Session, login: Login) -> None:
        assert self.store is not None and self.ledger is not None and self._logins is not None
        if login.version != PROTOCOL_VERSION:
            session.push(self._version_refusal(login))
            return
        outdated = self._min_client_refusal(session, login)
        if outdated is not None:
            session.push(outdated)
            return
        if session.player_id is not None:
            session.push(Error(code=ErrorCode.REFUSED, req=login.req,
                               message="already logged in on this connection"))
            return
        if login.token is not None:  # resumed with the others of this turn of the loop
            await self._admissions.submit(Arrival(session, login.req, login.token))
            return
        try:
            granted = await self._logins.authenticate(login, session.address)
        except AuthError as exc:
            session.push(Error(code=ErrorCode.AUTH_FAILED, req=login.req, message=str(exc)))
            return
        except StoreError as exc:
            session.push(Error(code=ErrorCode.ACCOUNT_EXISTS, req=login.req, message=str(exc)))
            return
        await self._admissions.submit(Arrival(session, login.req, granted=granted))

    async def _admit(self, batch: list[Arrival]) -> None:
        """Logins that arrived in one turn of the loop (`Batches`): their session tokens
        checked in one query, one session per account (on a cluster, the other nodes
        asked once for all), then one query of each kind and one connection step per
        room for all of them."""
        assert self.store is not None and self.ledger is not None and self._logins is not None
        resuming = [a for a in batch if a.granted is None]
        results = self._logins.resume([(a.token, a.session.address) for a in resuming])
        for arrival, result in zip(resuming, results, strict=True):
            if isinstance(result, AuthError):
                arrival.session.push(Error(code=ErrorCode.AUTH_FAILED, req=arrival.req,
                                           message=str(result)))
            else:
                arrival.granted = result
        grants = [(a.session, a.granted) for a in batch if a.granted is not None]
        if self.cluster is not None and grants:  # one session per account on the cluster
            await self.cluster.take_sessions({g.player_id: g.held_by for _, g in grants})
        admitted: dict[str, tuple[Session, Granted]] = {}
        for session, granted in grants:
            if session.closed:  # hung up (or timed out) while the login was checked
                continue
            player_id = granted.player_id
            previous = self._sessions.get(player_id)
            if previous is not None:
                if granted.notice:
                    previous.push(SecurityNotice(message=granted.notice))
                previous.push(Error(code=ErrorCode.ALREADY_CONNECTED,
                                    message="this account logged in from another connection; "
                                            "one connection per account: this one is closed"))
                previous.finish()
                previous.player_id = None
            session.player_id = player_id
            session.token = granted.token
            self._sessions[player_id] = session
            admitted[player_id] = (session, granted)
        if not admitted:
            return
        players = list(admitted)
        names = {a.player_id: a.name for a in self.store.accounts(players)}
        self.ledger.refresh([(player_account(p), c) for p in players for c in Currency])
        for player_id, (session, granted) in admitted.items():
            session.push(Welcome(player_id=player_id, name=names.get(player_id, player_id),
                                 token=granted.token, resumed=granted.resumed,
                                 security_notice=granted.notice, device=granted.device,
                                 latest_client=self.config.latest_client,
                                 download_url=self.config.client_download_url))
        self._load_exclusions(players)
        for shard, room in self._rooms():
            for player_id in players:
                name = names.get(player_id, player_id)
                room.add_player(player_id, name)  # made on another node, perhaps
                room.floor.set_staff(player_id, self.is_staff(name))
            self._apply(shard, room, lambda r: r.set_all_connected(players, True))
        for session, _ in admitted.values():
            self._follow_player(session)

    def _follow_player(self, session: Session) -> None:
        """A cluster node: a player whose open tournament runs on another node goes there
        (a client reconnecting after its node died may land on any node)."""
        if self.cluster is None or self.cluster.runs_every_live_shard():
            return
        for shard in self._open_shards(session):
            lease = self.cluster.owner(shard)
            if shard not in self.cluster.shards and lease is not None and lease.live \
                    and lease.node_id != self.cluster.config.node_id:
                self._redirect(session, lease.url, 1, f"your tournament runs on {shard}")
                return

    def is_connected(self, player_id: str) -> bool:
        """Whether the player has a logged-in connection on this node."""
        return player_id in self._sessions

    def end_session(self, player_id: str) -> bool:
        """Another node logged the player in (or out everywhere): end the connection
        here; whether there was one."""
        session = self._sessions.get(player_id)
        if session is None:
            return False
        self._disconnected(session)
        session.player_id = None
        session.push(Error(code=ErrorCode.ALREADY_CONNECTED,
                           message="this account logged in on another server node; one "
                                   "connection per account: this one is closed"))
        session.finish()
        return True

    async def _logout(self, session: Session, everywhere: bool) -> None:
        """End this session (its token stops working), or every session of the account
        and every connection it has here (log out everywhere)."""
        assert self.store is not None and self._logins is not None
        player_id = session.player_id
        if everywhere and player_id is not None:
            self._logins.end_all(player_id)
            if self.cluster is not None:  # and its connections on the other nodes
                await self.cluster.take_sessions({player_id: ""})
        elif session.token is not None:
            self.store.drop_session(token_digest(session.token))
        session.token = None
        session.finish()

    async def _change_password(self, session: Session, command: ChangePassword) -> None:
        """A new password: every other session ends; this one carries on with a new token."""
        assert self._logins is not None and session.player_id is not None
        try:
            token = await self._logins.change_password(
                session.player_id, command.old_password, command.new_password,
                session.address)
        except AuthError as exc:
            session.push(Error(code=ErrorCode.AUTH_FAILED, req=command.req, message=str(exc)))
            return
        session.token = token
        session.push(SessionRenewed(token=token))
        if command.req:
            session.push(Ack(req=command.req, command=type_of(command)))

