"""Who owns each shard: one row per shard in ``leases``, with an expiry in database time.

Why a lease row rather than an advisory lock: a session-level advisory lock lives on one
connection, so it would pin a connection per shard outside the pool, and nothing would
tell the other nodes *where* the owner is; a row carries the owner's URL (the lobby
redirects clients there), an epoch that grows at every change of owner, and an expiry
every node reads with the database's clock (no clock skew between nodes). The owner
renews it every `RENEW_S`; every step of a shard that writes first runs the `fence`
statement in its own transaction, which renews the lease only if this node still holds it
at this epoch and refuses the whole step otherwise. A node that lost its lease (paused,
cut off) therefore cannot commit anything for the shard, even if it has not noticed yet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

LEASE_S = 3.0
"""How long a lease lasts without renewal: the longest a dead node's shards wait when its
death is not seen at once (`client.server.cluster.watch` sees a process that died; this is
for a node whose connection did not close, e.g. a machine that lost power)."""
RENEW_S = 0.5
"""How often the owner renews (and others look for expired leases): six times a lease, so
a node whose loop stalls for two seconds on a busy machine still keeps its shards."""


@dataclass(frozen=True)
class Lease:
    """A shard's owner as the database saw it."""

    shard: str
    node_id: str
    url: str
    epoch: int
    live: bool  # not expired


FENCE_SQL = ("UPDATE leases SET expires_at = now() + make_interval(secs => %s) "
             "WHERE shard = %s AND node_id = %s AND epoch = %s AND expires_at > now()")
"""The first statement of every writing step of a shard (see the module docstring)."""


def fence(shard: str, node_id: str, epoch: int) -> tuple[str, tuple[object, ...]]:
    """The fencing statement and its parameters for one held lease."""
    return FENCE_SQL, (LEASE_S, shard, node_id, epoch)


class LeaseBook:
    """Claims, renews and reads leases on its own autocommit connection."""

    def __init__(self, conn: Any, node_id: str, url: str) -> None:
        self._conn = conn
        self.node_id = node_id
        self.url = url

    def claim(self, shard: str) -> int | None:
        """Take the shard if nobody holds it (or its lease expired); the new epoch, or None
        when a live owner holds it."""
        row = self._conn.execute(
            "INSERT INTO leases (shard, node_id, url, epoch, expires_at) VALUES "
            "(%s, %s, %s, 1, now() + make_interval(secs => %s)) "
            "ON CONFLICT (shard) DO UPDATE SET node_id = excluded.node_id, "
            "url = excluded.url, epoch = leases.epoch + 1, expires_at = excluded.expires_at "
            "WHERE leases.expires_at <= now() RETURNING epoch",
            (shard, self.node_id, self.url, LEASE_S)).fetchone()
        return None if row is None else int(row[0])

    def renew(self, held: dict[str, int]) -> set[str]:
        """Renew every held lease (shard -> epoch); the shards still held."""
        if not held:
            return set()
        rows = self._conn.execute(
            "UPDATE leases SET expires_at = now() + make_interval(secs => %s) "
            "WHERE node_id = %s AND expires_at > now() AND shard = ANY(%s) RETURNING shard, "
            "epoch", (LEASE_S, self.node_id, list(held))).fetchall()
        return {str(s) for s, e in rows if held.get(str(s)) == int(e)}

    def release(self, shard: str, epoch: int) -> None:
        """Give a shard up at once (clean shutdown): another node may take it now."""
        self._conn.execute("UPDATE leases SET expires_at = now() WHERE shard = %s AND "
                           "node_id = %s AND epoch = %s", (shard, self.node_id, epoch))

    def all(self) -> dict[str, Lease]:
        """Every shard's lease."""
        rows = self._conn.execute("SELECT shard, node_id, url, epoch, expires_at > now() "
                                  "FROM leases").fetchall()
        return {str(s): Lease(str(s), str(n), str(u), int(e), bool(live))
                for s, n, u, e, live in rows}
