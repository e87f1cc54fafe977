"""The whole lobby on every node: the rows of the shards this node runs, live, and the
rows of the others as their owners last published them (``cluster_lobby``, one row per
shard, announced with NOTIFY in the same statement).

Rows of another node's shards are what anyone sees (``registered_self`` is false there);
opening or joining one redirects the client to its owner, which answers for the player.
"""

from __future__ import annotations

from typing import Any

from client.protocol import messages as m
from client.protocol import views
from client.room.tournament.director import State
from client.server.cluster.notify import LOBBY
from client.service import RoomService


def shard_rows(room: RoomService, viewer: str = "") -> m.LobbySnapshot:
    """One shard's lobby as ``viewer`` sees it ("" : anyone): its ring tables, and its
    tournaments open, running or (for the viewer) entered."""
    rows = [views.tournament_row(t, viewer, room.tournaments.structure_name(t),
                                 room.accounts.names)
            for t in room.tournaments.all()
            if t.state in (State.REGISTERING, State.RUNNING) or viewer in t.entrants]
    return m.LobbySnapshot(rings=tuple(room.rings.rows()),
                           sit_and_gos=tuple(r for r in rows if r.kind == "sng"),
                           tournaments=tuple(r for r in rows if r.kind != "sng"))


def merged(parts: list[m.LobbySnapshot]) -> m.LobbySnapshot:
    """Several shards' lobbies as one."""
    return m.LobbySnapshot(rings=tuple(r for p in parts for r in p.rings),
                           sit_and_gos=tuple(r for p in parts for r in p.sit_and_gos),
                           tournaments=tuple(r for p in parts for r in p.tournaments))


def update_between(old: m.LobbySnapshot | None, new: m.LobbySnapshot) -> m.LobbyUpdate:
    """The update that turns a client's copy of ``old`` into ``new`` (rows that changed,
    tournaments gone)."""
    before = set() if old is None else {*old.rings, *old.sit_and_gos, *old.tournaments}
    gone = set() if old is None else {r.tournament_id for r in (*old.sit_and_gos,
                                                               *old.tournaments)}
    now = {r.tournament_id for r in (*new.sit_and_gos, *new.tournaments)}
    return m.LobbyUpdate(
        rings=tuple(r for r in new.rings if r not in before),
        tournaments=tuple(r for r in (*new.sit_and_gos, *new.tournaments) if r not in before),
        removed=tuple(sorted(gone - now)))


class LobbyBoard:
    """Publishes this node's shard lobbies and reads the others' (own connection)."""

    def __init__(self, conn: Any) -> None:
        self._conn = conn

    def publish(self, shard: str, snapshot: m.LobbySnapshot) -> None:
        """Store a shard's rows and tell every node, in one transaction."""
        with self._conn.transaction():
            self._conn.execute(
                "INSERT INTO cluster_lobby (shard, snapshot, updated) VALUES (%s, %s, now()) "
                "ON CONFLICT (shard) DO UPDATE SET snapshot = excluded.snapshot, "
                "updated = excluded.updated", (shard, m.encode(snapshot).decode()))
            self._conn.execute("SELECT pg_notify(%s, %s)", (LOBBY, shard))

    def read(self, shard: str) -> m.LobbySnapshot | None:
        """A shard's last published rows."""
        row = self._conn.execute("SELECT snapshot FROM cluster_lobby WHERE shard = %s",
                                 (shard,)).fetchone()
        return None if row is None else _snapshot(str(row[0]))

    def read_all(self) -> dict[str, m.LobbySnapshot]:
        """Every shard's last published rows."""
        rows = self._conn.execute("SELECT shard, snapshot FROM cluster_lobby").fetchall()
        return {str(s): _snapshot(str(t)) for s, t in rows}

    def open_shards_of(self, player_id: str) -> list[str]:
        """Shards where the player is registered in a tournament still open or running
        (where a reconnecting client belongs)."""
        rows = self._conn.execute(
            "SELECT DISTINCT split_part(r.tournament_id, '.', 1) FROM registrations r "
            "JOIN tournaments t ON t.tournament_id = r.tournament_id "
            "WHERE r.player_id = %s AND t.status IN ('registering', 'running')",
            (player_id,)).fetchall()
        return sorted(str(s) for (s,) in rows)


def _snapshot(text: str) -> m.LobbySnapshot:
    event = m.decode_event(text.encode())
    assert isinstance(event, m.LobbySnapshot)
    return event
