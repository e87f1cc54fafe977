"""What a resumed session costs the node it lands on (issue 22 item 7: takeover within 2 s,
p99 < 50 ms at 400 clients). A cluster shard's room holds only sit & goes (no cash
tables), and after a takeover the surviving node admits a dead node's players into every
room it runs, most of which they play nothing in: that connection step must not cost the
whole room (every tournament), and it must still leave no trace when it fails."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from client.protocol import messages as m
from client.protocol.messages import Login, Welcome
from client.room.clock import SimulatedClock
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.server.cluster.routing import ClusterConfig
from client.service import RoomConfig, RoomService
from tests.adapters.harness import GRANTS, HEADS_UP
from tests.server.test_step_scopes import Room, logged_by_steps, reached
from tests.server.wire import PASSWORD, log_in

SHARD_CONFIG = RoomConfig(sit_and_gos=(HEADS_UP,), rings=(), pools=())
"""A shard's room as the bench runs it: heads-up sit & goes, no ring table, no pool."""


class Injected(RuntimeError):
    """The failure planted at the end of the connection step."""


def running_room(pairs: int) -> RoomService:
    """A room with ``pairs`` heads-up sit & goes running."""
    room = RoomService(SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC)), config=SHARD_CONFIG,
                       grants=GRANTS)
    for k in range(pairs):
        tid = next(t.tournament_id for t in room.tournaments.all()
                   if t.structure.max_players == 2 and not t.entrants)
        for player in (f"p{2 * k}", f"p{2 * k + 1}"):
            room.ensure_local_player(player, player.title())
            room.handle(player, m.Register(tournament_id=tid))
        room.run_due()  # it starts, and the next instance opens
    assert len(room.tournaments.running()) == pairs
    return room


@pytest.mark.parametrize("connected", [True, False])
def test_a_player_in_no_tournament_connecting_logs_no_tournament(
        monkeypatch: pytest.MonkeyPatch, connected: bool) -> None:
    """A resumed session on a node with a room the player plays nothing in (takeover:
    200 of them at once) changes, and so logs, nothing of any running tournament."""
    room = running_room(3)
    room.ensure_local_player("outsider", "Outsider")
    logged = logged_by_steps(monkeypatch)
    room.set_connected("outsider", connected)
    running = set().union(*(reached(t) for t in room.tournaments.running()))
    assert logged and all(running.isdisjoint(map(id, objects)) for objects in logged)


def fails_whole(room: RoomService, monkeypatch: pytest.MonkeyPatch,
                run: Callable[[bool], None]) -> None:
    """``run(connected)`` for connecting and disconnecting, each first made to fail at its
    end: nothing in the room may have changed (the net of tests/server/test_step_scopes.py
    for these steps); then run for real."""
    flush = room._flush
    monkeypatch.setattr(room, "_flush", flush)  # an attribute of its own from now on

    def failing_flush() -> None:
        flush()
        raise Injected("a bug at the end of the step")

    for connected in (True, False, True):
        before = Room(room)
        monkeypatch.setattr(room, "_flush", failing_flush)
        with pytest.raises(Injected):
            run(connected)
        monkeypatch.setattr(room, "_flush", flush)
        assert before.changed() == []
        run(connected)


def test_a_player_in_no_tournament_connecting_and_failing_leaves_no_trace(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The narrower step is still whole."""
    room = running_room(2)
    room.ensure_local_player("outsider", "Outsider")
    fails_whole(room, monkeypatch, lambda connected: room.set_connected("outsider", connected))


def test_a_node_admitting_every_session_into_a_room_it_took_over_takes_one_step(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Taking a shard over, the node connects every session it has to the new room: one
    step for all of them, not one per session, and each entrant still gets
    their table view back."""
    room = running_room(2)
    room.ensure_local_player("outsider", "Outsider")
    views: list[str] = []
    room.subscribe(lambda p, e: views.append(p) if isinstance(e, m.TableSnapshot) else None)
    logged = logged_by_steps(monkeypatch)
    room.set_all_connected(["p0", "p1", "p2", "p3", "outsider"], True)
    assert len(logged) == 1
    assert sorted(set(views)) == ["p0", "p1", "p2", "p3"]


def test_admitting_several_sessions_failing_leaves_no_trace(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The one step for several sessions is whole too."""
    room = running_room(2)
    room.ensure_local_player("outsider", "Outsider")
    fails_whole(room, monkeypatch, lambda connected: room.set_all_connected(
        ["p0", "p3", "outsider"], connected))


def test_a_node_running_every_live_shard_asks_the_database_nothing_to_route_a_login(
        postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The surviving node of a takeover runs every shard: a resumed session has nowhere
    else to go, so its login does not look up the player's open tournaments (a query per
    session, 200 at once after a kill)."""
    async def main() -> None:
        nodes = [PokerServer(ServerConfig(port=0, db=postgres_url, hash_cost=CHEAP,
                                          cluster=ClusterConfig(node_id=name, public_url="",
                                                                home=(shard,))))
                 for name, shard in (("a", "s0"), ("b", "s1"))]
        url = f"ws://127.0.0.1:{await nodes[0].start()}"
        await nodes[1].start()
        await nodes[1].stop()  # its lease released: a takes s1 over
        survivor = nodes[0].cluster
        assert survivor is not None
        for _ in range(200):
            if "s1" in survivor.shards:
                break
            await asyncio.sleep(0.05)
        assert survivor.runs_every_live_shard()
        asked: list[str] = []

        def open_shards_of(player_id: str) -> list[str]:
            asked.append(player_id)
            return []

        monkeypatch.setattr(survivor, "open_shards_of", open_shards_of)
        link, reply = await log_in(url, Login(user="ann", password=PASSWORD, create=True))
        assert isinstance(reply, Welcome)
        await link.close()
        await nodes[0].stop()
        assert asked == []

    asyncio.run(main())
