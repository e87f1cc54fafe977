"""Takeover within 2 s: a node killed with SIGKILL is seen gone at once (its database
connection closes and frees its lock), its leases are expired and announced, and another
node runs its shard well before the leases would have run out. Real nodes, real
PostgreSQL."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from typing import Any

import pytest

from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import Login, Welcome
from client.server import app as app_module
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.server.cluster.leases import LEASE_S
from client.server.cluster.node import SESSION_END_S
from client.server.cluster.notify import LEASES
from client.server.cluster.routing import ClusterConfig
from client.service import RoomService
from tests.adapters.harness import PASSWORD
from tests.server.cluster_rig import NodeProcess
from tests.server.wire import log_in

psycopg = pytest.importorskip("psycopg", reason="the PostgreSQL tests need psycopg: "
                              "pip install -e '.[test]'")
pytestmark = [pytest.mark.timeout(120), pytest.mark.slow]

TAKEOVER_S = 2.0
"""The longest a dead node's shard may stay without an owner running it (issue 22)."""


def owner(conn: Any, shard: str) -> str | None:
    row = conn.execute("SELECT node_id FROM leases WHERE shard = %s AND expires_at > now()",
                       (shard,)).fetchone()
    return None if row is None else str(row[0])


async def login_time(url: str) -> float:
    """Seconds a password login of "ann" at ``url`` takes."""
    adapter = RemoteAdapter(url, "ann", PASSWORD, backoff=Backoff(attempts=1))
    started = time.monotonic()
    await adapter.connect()
    took = time.monotonic() - started
    await adapter.close()
    return took


def test_fault_a_node_killed_with_sigkill_is_taken_over_within_two_seconds(
        postgres_url: str) -> None:
    """And a login on the node left, of an account whose session was on the dead node,
    does not wait for the dead node to end it (its connections are gone)."""
    a = NodeProcess(postgres_url, ["s0"], "a")
    b = NodeProcess(postgres_url, ["s1"], "b")
    try:
        on_a = RemoteAdapter(a.url, "ann", PASSWORD, create=True, backoff=Backoff(attempts=1))
        asyncio.run(on_a.connect())  # a session row naming node a, left open
        with psycopg.connect(postgres_url, autocommit=True) as conn, \
                psycopg.connect(postgres_url, autocommit=True) as listening:
            listening.execute(f"LISTEN {LEASES}")
            assert owner(conn, "s0") == "a"
            killed = time.monotonic()
            a.kill()
            # b announces s0 once its room runs there (after the watch freed it)
            for _ in listening.notifies(timeout=LEASE_S + 5):
                if owner(conn, "s0") == "b":
                    break
            took = time.monotonic() - killed
            assert owner(conn, "s0") == "b"
            assert took < TAKEOVER_S, f"takeover took {took:.2f} s"
        waited = asyncio.run(login_time(b.url))
        assert waited < SESSION_END_S, f"the login waited {waited:.2f} s for the dead node"
    finally:
        a.stop()
        b.stop()


def test_a_login_waiting_for_a_node_to_end_its_session_goes_on_when_that_node_dies(
        postgres_url: str) -> None:
    """A dead node's clients reconnect before its death is seen; their logins wait for
    it to end their sessions, and must go on the moment the watch sees it gone, not wait
    out their time (every such client had its table back 2 s late)."""
    a = NodeProcess(postgres_url, ["s0"], "a")
    try:
        on_a = RemoteAdapter(a.url, "ann", PASSWORD, create=True, backoff=Backoff(attempts=1))
        asyncio.run(on_a.connect())  # a session row naming node a, left open

        async def main() -> None:
            b = PokerServer(ServerConfig(port=0, db=postgres_url, hash_cost=CHEAP,
                                         cluster=ClusterConfig(node_id="b", public_url="",
                                                               home=("s1",))))
            await b.start()
            try:
                assert b.cluster is not None
                os.kill(a.proc.pid, signal.SIGSTOP)  # alive to the watch, deaf to notices
                login = asyncio.create_task(b.cluster.take_sessions({"ann": ""}, wait=3600))
                await asyncio.sleep(0)  # the login asked node a, and waits
                assert not login.done()
                a.kill()
                await asyncio.wait_for(login, 30)  # before: waited out its hour
            finally:
                await b.stop()

        asyncio.run(main())
    finally:
        a.stop()


def test_a_second_node_under_a_running_nodes_id_is_refused(postgres_url: str) -> None:
    """Two live nodes with one id would each think the other dead: the second is told."""
    a = NodeProcess(postgres_url, ["s0"], "a")
    try:
        with pytest.raises(AssertionError, match="in use by a running node"):
            NodeProcess(postgres_url, ["s1"], "a")
    finally:
        a.stop()


def test_a_node_taking_a_shard_over_admits_its_sessions_a_chunk_per_step(
        postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The node connects every session it has to the room it took over in steps of
    `ADMIT_CHUNK`, the loop free between them (one step for all held its own tables for
    up to a second on a busy machine), and every session ends up connected there."""
    monkeypatch.setattr(app_module, "ADMIT_CHUNK", 5)
    calls: list[tuple[int, int]] = []  # (room, players connected in the step)
    connect = RoomService.set_all_connected

    def counted(room: RoomService, players: list[str], connected: bool) -> None:
        calls.append((id(room), len(players)))
        connect(room, players, connected)

    monkeypatch.setattr(RoomService, "set_all_connected", counted)

    async def main() -> None:
        nodes = [PokerServer(ServerConfig(port=0, db=postgres_url, hash_cost=CHEAP,
                                          cluster=ClusterConfig(node_id=name, public_url="",
                                                                home=(shard,))))
                 for name, shard in (("a", "s0"), ("b", "s1"))]
        a, b = nodes
        await a.start()
        url_b = f"ws://127.0.0.1:{await b.start()}"
        links = []
        try:
            for i in range(12):
                ws, reply = await log_in(url_b, Login(user=f"p{i}", password=PASSWORD,
                                                      create=True))
                assert isinstance(reply, Welcome)
                links.append(ws)
            await a.stop()  # leases released: b takes s0 over at once
            assert b.cluster is not None
            while "s0" not in b.cluster.shards or len(
                    b.cluster.shards["s0"].room.accounts.connected()) < 12:
                await asyncio.sleep(0.01)
            room = id(b.cluster.shards["s0"].room)
            assert [n for r, n in calls if r == room] == [5, 5, 2]
        finally:
            for ws in links:
                await ws.close()
            await b.stop()

    asyncio.run(main())
