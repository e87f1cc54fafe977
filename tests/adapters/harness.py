"""Two ways to host the same room for the adapter contract suite: in-process and over a real
WebSocket server on a free loopback port. Tests get connected clients from either one and
must not be able to tell the difference."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

from client.adapters.base import Adapter
from client.adapters.local import LocalAdapter, LocalRoom
from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import (
    Act,
    ActionKind,
    ActionRequest,
    Balances,
    Event,
    TableEvent,
    TableSnapshot,
    TournamentEvent,
)
from client.room.clock import SimulatedClock
from client.room.fastfold import PoolRules
from client.room.ledger import Currency
from client.room.ring import RingTableSpec
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.service import RoomConfig, RoomService, SngTemplate
from client.service.config import default_rings

HEADS_UP = SngTemplate(key="hu", structure="sit_and_go", seats=2, stack=200,
                       action_seconds=60.0)
THREE_MAX = SngTemplate(key="3max", structure="sit_and_go", seats=3, stack=200,
                        action_seconds=60.0)
HU_POOL = RingTableSpec(id="play-zoom-hu", name="Play Zoom HU", game="NLHE",
                        currency=Currency.PLAY, stakes="1/2", seats=2, fast_fold=True,
                        pool_size=4)
HU_RING = RingTableSpec(id="play-hu-1-2", name="Play HU", game="NLHE", currency=Currency.PLAY,
                        stakes="1/2", seats=2)
CONFIG = RoomConfig(sit_and_gos=(HEADS_UP, THREE_MAX), rings=(*default_rings(), HU_RING),
                    pools=(HU_POOL,), pool_rules=PoolRules(min_ready=2))
GRANTS = {Currency.USD: Decimal("100.00"), Currency.PLAY: Decimal(1000)}
PASSWORD = "s3cret-pass"


class Harness:
    """Creates connected clients of one room; closes everything on exit."""

    kind = ""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp_path = tmp_path
        self.clients: list[Adapter] = []

    async def start(self) -> None:
        """Bring the room up."""

    async def client(self, name: str) -> Adapter:
        """A connected, logged-in client for a new player ``name``."""
        raise NotImplementedError

    async def stop(self) -> None:
        """Close every client and the room."""
        for client in self.clients:
            await client.close()


class LocalHarness(Harness):
    """The room in-process (LocalAdapter), on a simulated clock."""

    kind = "local"

    async def start(self) -> None:
        clock = SimulatedClock(datetime(2026, 1, 1, 12, tzinfo=UTC))
        service = RoomService(clock, config=CONFIG, grants=GRANTS)
        self.room = LocalRoom(service, clock, realtime=False)

    async def client(self, name: str) -> Adapter:
        adapter = LocalAdapter(self.room, player_id=name, name=name)
        await adapter.connect()
        self.clients.append(adapter)
        return adapter


class RemoteHarness(Harness):
    """The real server on a free loopback port (RemoteAdapter over WebSocket)."""

    kind = "remote"

    async def start(self) -> None:
        config = ServerConfig(port=0, db=str(self.tmp_path / "server.sqlite3"),
                              hash_cost=CHEAP, grants=GRANTS, room=CONFIG, rate=500,
                              burst=1000)
        self.server = PokerServer(config)
        port = await self.server.start()
        self.url = f"ws://127.0.0.1:{port}"

    async def client(self, name: str) -> Adapter:
        adapter = RemoteAdapter(self.url, name, PASSWORD, create=True,
                                backoff=Backoff(initial=0.05, maximum=0.5))
        await adapter.connect()
        self.clients.append(adapter)
        return adapter

    async def stop(self) -> None:
        await super().stop()
        await self.server.stop()


HARNESSES: dict[str, type[Harness]] = {"local": LocalHarness, "remote": RemoteHarness}


@dataclass
class Recorder:
    """Keeps every event one client received (for privacy and result checks)."""

    adapter: Adapter
    events: list[Event] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.adapter.subscribe(self.events.append)

    def of(self, kind: type[Event]) -> list[Event]:
        """Received events of one message type."""
        return [e for e in self.events if isinstance(e, kind)]

    def my_seats(self) -> set[tuple[str, int]]:
        """(table, seat) pairs this player was seated at."""
        return {(e.table_id, e.your_seat) for e in self.events
                if isinstance(e, TableSnapshot) and e.your_seat is not None}


def shove_policy(request: ActionRequest) -> Act:
    """Push all-in whenever possible, else call, else check (ends a match quickly)."""
    legal = request.legal
    for kind in (ActionKind.RAISE, ActionKind.BET):
        if kind in legal.actions:
            return Act(table_id=request.table_id, action=kind, amount=legal.max_amount)
    if ActionKind.CALL in legal.actions:
        return Act(table_id=request.table_id, action=ActionKind.CALL)
    return Act(table_id=request.table_id, action=ActionKind.CHECK)


def autoplay(adapter: Adapter, policy: Callable[[ActionRequest], Act] = shove_policy
             ) -> Callable[[], None]:
    """Answer every ActionRequest of this client with ``policy``; returns a stop function."""
    loop = asyncio.get_running_loop()
    tasks: set[asyncio.Task[None]] = set()

    def on_event(event: Event) -> None:
        if isinstance(event, ActionRequest):
            task = loop.create_task(adapter.send(policy(event)))
            tasks.add(task)
            task.add_done_callback(tasks.discard)

    return adapter.subscribe(on_event)


def finished(tournament_id: str) -> Callable[[Event], bool]:
    """Predicate: the tournament's end was announced."""
    return lambda e: (isinstance(e, TournamentEvent) and e.tournament_id == tournament_id
                      and e.kind == "tournament_finished")


def cashed_out(event: Event) -> bool:
    """Balances with no money in play (after leaving the ring table; a hand's end also
    sends balances, with the stack in play)."""
    return isinstance(event, Balances) and all(b.in_play == 0 for b in event.balances)


def hole_cards_seen(recorder: Recorder) -> list[TableEvent]:
    """Every event this client got that carries hole cards."""
    return [e for e in recorder.of(TableEvent)
            if isinstance(e, TableEvent) and e.kind == "deal_hole"]
