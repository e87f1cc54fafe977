"""One cluster node: the shards it holds, their leases, takeover, and the shared lobby.

Every `RENEW_S` the node renews its leases (a shard whose lease it lost is dropped at once,
its room discarded: memory may be ahead of what committed), claims its home shards when
free, takes over any shard whose lease expired (a dead node's: the room is rebuilt from
the journal exactly as after a restart, `PokerServer.open_room`), and publishes the lobby
rows of its shards when they changed. A node that dies is seen at once (`watch`: its
database connection closes): its leases are expired and every node told, so its shards
are taken over within a second or two, not when its leases run out. When a lease is
released or expired (LISTEN/NOTIFY) the node claims at once. One session per account
across the cluster: a login here tells the other nodes (LISTEN/NOTIFY) to end theirs, and
waits until the node that held it says it did, before the new session acts.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Protocol

import psycopg

from client.adapters.driver import RoomDriver
from client.protocol import messages as m
from client.room.clock import Clock
from client.server.cluster.leases import RENEW_S, Lease, LeaseBook, fence
from client.server.cluster.lobby import LobbyBoard, merged, shard_rows, update_between
from client.server.cluster.notify import LEASES, LOBBY, SESSIONS, Listener
from client.server.cluster.routing import ClusterConfig
from client.server.cluster.watch import DeathWatch, hold
from client.server.gc_pauses import building
from client.server.store import StoreError
from client.server.store.postgres import PostgresStore
from client.service import RoomService

_log = logging.getLogger(__name__)

NODE_LOCK_S = 5.0
"""How long a starting node waits for its own lock (a watcher holds it a moment while it
expires the leases of this node's dead predecessor); longer: another live node has the
same id."""
SESSION_END_S = 2.0
"""How long a login waits for another node to end the account's session there."""
NOTICE_PLAYERS = 200
"""Players named in one session notice (PostgreSQL takes payloads under 8,000 bytes; a
name has at most 32 characters)."""


class ShardHost(Protocol):
    """What the node needs from the server around it."""

    def open_room(self, shard: str) -> RoomService: ...
    async def admit_all(self, shard: str) -> None: ...
    def shard_step(self, shard: str) -> AbstractContextManager[None]: ...
    def room_closed(self, shard: str) -> None: ...
    def broadcast(self, event: m.Event) -> None: ...
    def end_session(self, player_id: str) -> bool: ...


@dataclass
class Shard:
    """A shard this node runs: its lease epoch, room and timer driver."""

    name: str
    epoch: int
    room: RoomService
    driver: RoomDriver


class ClusterNode:
    """See the module docstring."""

    def __init__(self, config: ClusterConfig, url: str, store: PostgresStore, clock: Clock,
                 host: ShardHost) -> None:
        self.config = config
        self._url = url
        self._store = store
        self._clock = clock
        self._host = host
        self._conn: Any = None
        self._leases: LeaseBook | None = None
        self._board: LobbyBoard | None = None
        self._listener = Listener(url, (LOBBY, LEASES, SESSIONS), self._on_notice)
        self._watch = DeathWatch(url, self._on_dead)
        # player -> (the nodes a login waits on to end its session, done)
        self._ending: dict[str, tuple[frozenset[str], asyncio.Future[None]]] = {}
        self.shards: dict[str, Shard] = {}
        self._epochs: dict[str, int] = {}
        self._owners: dict[str, Lease] = {}
        self._remote: dict[str, m.LobbySnapshot] = {}
        self._published: dict[str, m.LobbySnapshot] = {}
        self._task: asyncio.Task[None] | None = None
        self._admitting: set[asyncio.Task[None]] = set()  # sessions into rooms taken over

    async def start(self) -> None:
        """Connect, take this node's lock (`watch`), listen, claim the home shards, then
        keep the leases every `RENEW_S`."""
        self._conn = psycopg.connect(self._url, autocommit=True)
        try:
            self._conn.execute(f"SET lock_timeout = '{NODE_LOCK_S:g}s'")
            hold(self._conn, self.config.node_id)
            self._conn.execute("RESET lock_timeout")
        except psycopg.errors.LockNotAvailable as exc:
            self._conn.close()
            raise StoreError(f"node id {self.config.node_id!r} is in use by a running node: "
                             "give each node its own --node") from exc
        self._leases = LeaseBook(self._conn, self.config.node_id, self.config.public_url)
        self._board = LobbyBoard(self._conn)
        self._listener.start()
        self._remote = self._board.read_all()
        self.tick()
        self._task = asyncio.get_running_loop().create_task(self._keep(), name="leases")

    async def stop(self) -> None:
        """Stop the timers, release every lease (so another node takes over at once)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        for admitting in list(self._admitting):
            admitting.cancel()
        self._listener.stop()
        self._watch.stop()
        leases, self._leases, self._board = self._leases, None, None
        for shard in list(self.shards.values()):
            await shard.driver.stop()
            if leases is not None:
                with contextlib.suppress(psycopg.Error):
                    leases.release(shard.name, shard.epoch)
                    self._conn.execute("SELECT pg_notify(%s, %s)", (LEASES, shard.name))
        self.shards.clear()
        if self._conn is not None:
            self._conn.close()

    def _on_dead(self, node_id: str) -> None:
        """Another node died (its leases are expired already): logins waiting for it to
        end a session go on (its connections are gone), and its shards are taken now."""
        dead = self._watch.dead()
        for others, done in self._ending.values():
            if others <= dead and not done.done():
                done.set_result(None)
        if self._leases is None:
            return
        try:
            self.tick()
        except Exception:  # the next tick tries again
            _log.exception("taking over from node %s failed; retrying", node_id)

    # ------------------------------------------------------------------ steps

    def fenced(self, shard: str) -> AbstractContextManager[None]:
        """Steps for ``shard`` inside must first pass this node's lease (the fence)."""
        return self._store.fenced(*fence(shard, self.config.node_id, self._epochs[shard]))

    def owner(self, shard: str) -> Lease | None:
        """The shard's owner as last read (refreshed when unknown)."""
        if shard not in self._owners and self._leases is not None:
            self._owners = self._leases.all()
        return self._owners.get(shard)

    def runs_every_live_shard(self) -> bool:
        """Whether no other node holds a live lease (as last read): a player logging in
        here has nowhere else to go (the surviving node of a takeover asks the database
        nothing per resumed session)."""
        return all(lease.node_id == self.config.node_id
                   for lease in self._owners.values() if lease.live)

    def open_shards_of(self, player_id: str) -> list[str]:
        """Shards where the player has a tournament open or running."""
        assert self._board is not None
        return self._board.open_shards_of(player_id)

    def lobby(self, viewer: str) -> m.LobbySnapshot:
        """The whole lobby for ``viewer``: this node's shards live, the others published."""
        parts = [shard_rows(s.room, viewer) for s in self.shards.values()]
        parts += [snap for name, snap in sorted(self._remote.items())
                  if name not in self.shards]
        return merged(parts)

    # ------------------------------------------------------------------ leases

    async def _keep(self) -> None:
        while True:
            await asyncio.sleep(RENEW_S)
            try:
                self.tick()
            except Exception:  # the database away, a shard that failed to open: next tick
                _log.exception("cluster tick failed; retrying")

    def tick(self) -> None:
        """Renew, drop what was lost, claim home and expired shards, publish lobbies."""
        assert self._leases is not None
        held = {name: s.epoch for name, s in self.shards.items()}
        kept = self._leases.renew(held)
        for name in set(held) - kept:
            _log.warning("lost the lease on shard %s: dropping it", name)
            self.drop(name)
        self._owners = self._leases.all()
        for lease in self._owners.values():
            if lease.live and lease.node_id != self.config.node_id:
                self._watch.watch(lease.node_id)
        wanted = [s for s in self.config.home if s not in self.shards]
        wanted += sorted(name for name, lease in self._owners.items()
                         if not lease.live and name not in self.shards and name not in wanted)
        for name in wanted:
            epoch = self._leases.claim(name)
            if epoch is not None:
                self._gain(name, epoch)
        self._publish()

    def _gain(self, name: str, epoch: int) -> None:
        taken_over = name in self._owners and self._owners[name].node_id != self.config.node_id
        self._epochs[name] = epoch  # the room is rebuilt in fenced steps already
        try:
            with building():  # a whole room at once: no collection walks it half-built
                room = self._host.open_room(name)
        except Exception:
            del self._epochs[name]
            raise
        driver = RoomDriver(room, self._clock, realtime=True)  # each step: shard_step
        self.shards[name] = Shard(name, epoch, room, driver)
        driver.start()
        admitting = asyncio.get_running_loop().create_task(self._host.admit_all(name))
        self._admitting.add(admitting)
        admitting.add_done_callback(self._admitting.discard)
        assert self._leases is not None
        self._owners = self._leases.all()
        self._conn.execute("SELECT pg_notify(%s, %s)", (LEASES, name))
        _log.warning("%s shard %s (epoch %s)", "took over" if taken_over else "holding",
                     name, epoch)

    def drop(self, name: str) -> None:
        """Stop running a shard whose lease is lost (its room is discarded)."""
        if name not in self.shards:
            return
        shard = self.shards.pop(name)
        self._epochs.pop(name, None)
        asyncio.get_running_loop().create_task(shard.driver.stop())
        self._published.pop(name, None)
        self._host.room_closed(name)

    def wake(self, shard: str) -> None:
        """A command changed the shard's room: look at its timers again."""
        if shard in self.shards:
            self.shards[shard].driver.wake()

    # ------------------------------------------------------------------ sessions

    async def take_sessions(self, players: Mapping[str, str],
                            wait: float = SESSION_END_S) -> None:
        """One session per account across the cluster, for logins arriving together
        (player -> ``held_by``, the node a resumed token was on, or ""): tell every node
        to end its sessions of these players (one query, one notice per `NOTICE_PLAYERS`),
        and wait (at most ``wait`` seconds: a dead node's connections are gone anyway)
        until, for each player, a node whose session row names it (or ``held_by``) says
        it has; a node seen dying, before or while the logins wait, is not waited for (a
        dead node's clients reconnect before its death is seen: they must not all wait
        out ``wait``)."""
        me = self.config.node_id
        held = self._store.session_nodes(list(players), me)
        dead = self._watch.dead()  # seen dying: no connection left there to end
        loop = asyncio.get_running_loop()
        waiting: dict[str, tuple[frozenset[str], asyncio.Future[None]]] = {}
        for player_id, held_by in players.items():
            others = (held.get(player_id, set()) | ({held_by} - {"", me})) - dead
            if others:
                waiting[player_id] = (frozenset(others), loop.create_future())
        self._ending.update(waiting)
        self._notify_sessions("take", list(players))
        if not waiting:
            return
        try:
            await asyncio.wait([done for _, done in waiting.values()], timeout=wait)
        finally:
            for player_id, entry in waiting.items():
                if not entry[1].done():
                    _log.warning("node(s) %s did not end %s's session in %.1f s",
                                 set(entry[0]), player_id, wait)
                if self._ending.get(player_id) is entry:
                    del self._ending[player_id]

    def _notify_sessions(self, kind: str, players: list[str]) -> None:
        for start in range(0, len(players), NOTICE_PLAYERS):
            chunk = " ".join(players[start:start + NOTICE_PLAYERS])
            self._conn.execute("SELECT pg_notify(%s, %s)",
                               (SESSIONS, f"{kind} {self.config.node_id} {chunk}"))

    def _on_session(self, payload: str) -> None:
        kind, node, *players = payload.split(" ")
        if node == self.config.node_id:
            return
        if kind == "take":
            ended = [p for p in players if self._host.end_session(p)]
            if ended:
                self._notify_sessions("ended", ended)
        elif kind == "ended":
            for player_id in players:
                entry = self._ending.get(player_id)
                if entry is not None and not entry[1].done():
                    entry[1].set_result(None)

    # ------------------------------------------------------------------ lobby

    def _publish(self) -> None:
        assert self._board is not None
        for name, shard in self.shards.items():
            rows = shard_rows(shard.room)
            if self._published.get(name) != rows:
                self._board.publish(name, rows)
                self._published[name] = rows

    def _on_notice(self, channel: str, payload: str) -> None:
        try:
            if channel == SESSIONS:
                self._on_session(payload)
            elif channel == LEASES and self._leases is not None:
                self._owners = self._leases.all()
                if any(not lease.live and name not in self.shards
                       for name, lease in self._owners.items()):
                    self.tick()  # released or expired just now: claim it at once
            elif channel == LOBBY and payload not in self.shards and self._board is not None:
                new = self._board.read(payload)
                if new is not None:
                    update = update_between(self._remote.get(payload), new)
                    self._remote[payload] = new
                    if update.rings or update.tournaments or update.removed:
                        self._host.broadcast(update)
        except psycopg.Error:
            _log.exception("cluster notice %s %s not handled", channel, payload)
