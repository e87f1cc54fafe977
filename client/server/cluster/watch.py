"""Seeing a node die at once, instead of waiting out its leases.

Each node holds, for as long as it lives, a session-level advisory lock named after it on
its own database connection (`hold`, taken before it claims any shard). Every other node
waits for that lock on a connection of its own (one thread per watched node). PostgreSQL
frees the lock the moment the node's connection closes — its process ended, SIGKILL
included — so the waiter gets it, and while still holding it (a node restarting under the
same name waits for it before claiming anything) it expires the dead node's leases and
announces that with NOTIFY: every node hears it and claims the shards at once. A node cut
off without its connection closing (a machine that lost power) is still seen when its
leases expire; a node wrongly thought dead cannot commit anything after its leases were
expired (the fence), so acting at once is safe.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from typing import Any

import psycopg

from client.server.cluster.notify import LEASES

_log = logging.getLogger(__name__)

LOCK_SPACE = 0x534B47
"""The first key of every node's advisory lock (the second is the hash of its id)."""
_LOCK = "SELECT pg_advisory_lock(%s, hashtext(%s))"
_EXPIRE = ("UPDATE leases SET expires_at = now() WHERE node_id = %s AND expires_at > now() "
           "RETURNING shard")


def hold(conn: Any, node_id: str) -> None:
    """Take this node's lock on ``conn`` (kept until that connection closes)."""
    conn.execute(_LOCK, (LOCK_SPACE, node_id))


class DeathWatch:
    """Watches other nodes; ``on_dead(node_id)`` on the loop once one died (its leases
    expired and announced by then)."""

    def __init__(self, url: str, on_dead: Callable[[str], None]) -> None:
        self._url = url
        self._on_dead = on_dead
        self._watching: dict[str, Any] = {}  # node id -> its waiting connection
        self._stopped = False
        self._lock = threading.Lock()
        self._dead: set[str] = set()

    def watch(self, node_id: str) -> None:
        """Start waiting for ``node_id``'s lock (no-op when already watching it)."""
        with self._lock:
            if self._stopped or node_id in self._watching:
                return
            self._dead.discard(node_id)  # back (it holds a live lease again)
            conn = psycopg.connect(self._url, autocommit=True)
            self._watching[node_id] = conn
        loop = asyncio.get_running_loop()
        threading.Thread(target=self._wait, args=(node_id, conn, loop), daemon=True,
                         name=f"skg-watch-{node_id}").start()

    def dead(self) -> frozenset[str]:
        """The nodes seen die and not back since (a login need not wait for them to end
        a session: their connections are gone)."""
        with self._lock:
            return frozenset(self._dead)

    def stop(self) -> None:
        """Stop every wait (each waiting statement is cancelled)."""
        with self._lock:
            self._stopped = True
            waiting = list(self._watching.values())
        for conn in waiting:
            conn.cancel_safe()

    def _wait(self, node_id: str, conn: Any, loop: asyncio.AbstractEventLoop) -> None:
        try:
            conn.execute(_LOCK, (LOCK_SPACE, node_id))  # returns when the node is gone
            with self._lock:
                if self._stopped:
                    return
                self._dead.add(node_id)
            shards = [str(s) for (s,) in conn.execute(_EXPIRE, (node_id,)).fetchall()]
            for shard in shards:
                conn.execute("SELECT pg_notify(%s, %s)", (LEASES, shard))
            _log.warning("node %s is gone: its shards %s are free", node_id, shards)
            loop.call_soon_threadsafe(self._on_dead, node_id)
        except (psycopg.Error, RuntimeError):  # cancelled by stop, database gone, loop closed
            if not self._stopped:
                _log.exception("watching node %s stopped", node_id)
        finally:
            with self._lock:
                self._watching.pop(node_id, None)
            conn.close()  # frees the lock: a node restarting under that name may go on
