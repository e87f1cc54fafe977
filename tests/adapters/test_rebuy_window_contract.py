"""The rebuy window through the room service: the offer, the Rebuy command and declining,
the same in-process and over the real WebSocket server on loopback (issue 14, item 4)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from client.adapters.base import Adapter
from client.adapters.local import LocalRoom
from client.protocol.messages import (
    Event,
    ListLobby,
    LobbySnapshot,
    OpenTournament,
    Rebuy,
    Register,
    TableSnapshot,
    TournamentEvent,
    TournamentInfo,
)
from client.protocol.tournament_bodies import TournamentFinished
from client.room.clock import SimulatedClock
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.service import RoomConfig, RoomService, SngTemplate
from tests.adapters.harness import (
    GRANTS,
    HARNESSES,
    Harness,
    LocalHarness,
    RemoteHarness,
    autoplay,
    finished,
)

pytestmark = pytest.mark.timeout(60)

REBUY_HU = SngTemplate(key="rb", structure="rebuy_sng", seats=2, stack=200,
                       action_seconds=60.0)
CONFIG = RoomConfig(sit_and_gos=(REBUY_HU,))


class LocalRebuyHarness(LocalHarness):
    """The in-process room with a heads-up rebuy sit & go."""

    async def start(self) -> None:
        clock = SimulatedClock(datetime(2026, 1, 1, 12, tzinfo=UTC))
        self.room = LocalRoom(RoomService(clock, config=CONFIG, grants=GRANTS), clock,
                              realtime=False)


class RemoteRebuyHarness(RemoteHarness):
    """The real server on loopback with a heads-up rebuy sit & go."""

    async def start(self) -> None:
        config = ServerConfig(port=0, db=str(self.tmp_path / "server.sqlite3"),
                              hash_cost=CHEAP, grants=GRANTS, room=CONFIG, rate=500,
                              burst=1000)
        self.server = PokerServer(config)
        self.url = f"ws://127.0.0.1:{await self.server.start()}"


KINDS: dict[str, type[Harness]] = {"local": LocalRebuyHarness, "remote": RemoteRebuyHarness}
assert set(KINDS) == set(HARNESSES)


def run(kind: str, tmp_path: Path, scenario: Callable[[Harness], Awaitable[None]]) -> None:
    async def main() -> None:
        harness = KINDS[kind](tmp_path)
        await harness.start()
        try:
            await scenario(harness)
        finally:
            await harness.stop()

    asyncio.run(main())


def offered(event: Event) -> bool:
    return isinstance(event, TableSnapshot) and event.rebuy_offer is not None


async def first_offer(clients: list[Adapter]) -> tuple[Adapter, TableSnapshot]:
    """The client whose table view shows a rebuy window first, and that view."""
    futures = {asyncio.ensure_future(c.wait_for(offered, timeout=30)): c for c in clients}
    done, pending = await asyncio.wait(futures, return_when=asyncio.FIRST_COMPLETED)
    for future in pending:
        future.cancel()
    winner = done.pop()
    snapshot = winner.result()
    assert isinstance(snapshot, TableSnapshot)
    return futures[winner], snapshot


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_rule_8_rebuy_window_offer_rebuy_and_decline_through_the_service(
        kind: str, tmp_path: Path) -> None:
    """A bust in the rebuy period: the loser's table shows the window (countdown end,
    chips, cost) and the public event says so; Rebuy puts them back with the rebuy chips;
    the next time, declining eliminates them and the sit & go ends."""

    async def scenario(h: Harness) -> None:
        ann, bob = await h.client("ann"), await h.client("bob")
        events: list[Event] = []
        ann.subscribe(events.append)
        autoplay(ann)
        autoplay(bob)
        waiter = ann.wait_for(lambda e: isinstance(e, LobbySnapshot))
        await ann.send(ListLobby())
        lobby = await waiter
        assert isinstance(lobby, LobbySnapshot)
        tid = next(r.tournament_id for r in lobby.sit_and_gos
                   if r.tournament_id.startswith("rb") and r.status == "registering")
        await ann.send(Register(tournament_id=tid))
        await bob.send(Register(tournament_id=tid))
        loser, snapshot = await first_offer([ann, bob])
        offer = snapshot.rebuy_offer
        assert offer is not None and offer.tournament_id == tid
        assert offer.chips == 1500 and str(offer.cost) == "5.50" and offer.currency == "USD"
        mine = next(s for s in snapshot.seats if s.player_id == loser.player_id)
        assert mine.stack == 0 and snapshot.your_seat == mine.seat
        assert any(isinstance(e, TournamentEvent) and e.kind == "rebuy_offered"
                   for e in events)
        back = loser.wait_for(lambda e: isinstance(e, TableSnapshot) and e.rebuy_offer is None
                              and any(s.player_id == loser.player_id and s.stack == 1500
                                      for s in e.seats))
        await loser.send(Rebuy(tournament_id=tid))
        assert isinstance(await back, TableSnapshot)
        info_seen = loser.wait_for(lambda e: isinstance(e, TournamentInfo))
        await loser.send(OpenTournament(tournament_id=tid))
        info = await info_seen
        assert isinstance(info, TournamentInfo) and info.next_break_reason == "interval"
        assert info.next_break is not None
        loser, _ = await first_offer([ann, bob])
        done = ann.wait_for(finished(tid), timeout=30)
        await loser.send(Rebuy(tournament_id=tid, decline=True))
        end = await done
        assert isinstance(end, TournamentEvent) and isinstance(end.body, TournamentFinished)
        assert end.body.finishing_order[-1] == loser.player_id

    run(kind, tmp_path, scenario)
