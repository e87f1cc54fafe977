"""A room step fails whole (DESIGN: "snapshot what a step touches and restore it on
error; nothing of a failed step is committed"): a command that raises after the ledger
moved money leaves memory and database as they were, no event of it reaches anyone, and
the player is told truthfully that the command was not applied."""

from __future__ import annotations

import asyncio
import random
from collections import deque
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from decimal import Decimal

import msgspec
import pytest
from websockets.asyncio.client import ClientConnection

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency, Ledger, player_account, table_account
from client.room.saved.tournament import to_state
from client.room.steps import Snapshot
from client.room.table import TableError
from client.room.tournament.director import Tournament
from client.server.app import NOT_APPLIED, PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.server.cluster.routing import ClusterConfig
from client.server.store import open_store
from client.service import RoomService
from tests.adapters.harness import CONFIG, GRANTS, HU_RING
from tests.server.test_step_scopes import logged_by_steps, reached
from tests.server.test_untrusted_clients import next_event, raw_login

pytestmark = pytest.mark.timeout(90)


class Injected(RuntimeError):
    """The failure a test plants in the middle of a step."""


def paid_sit_and_go(room: RoomService) -> Tournament:
    """An open sit-and-go with a buy-in in money (so registering moves money)."""
    return next(t for t in room.tournaments.all()
                if t.structure.buy_in > 0 and t.structure.currency is Currency.USD)


def memory(room: RoomService, tournament: Tournament) -> tuple[object, ...]:
    """What a step may change in memory: balances, the tournament, seats, the lobby."""
    return (room.ledger.balance(player_account("ann"), Currency.USD),
            room.ledger.total(Currency.USD), len(room.ledger.entries),
            msgspec.json.encode(to_state(tournament)), tuple(room.balances("ann")),
            sorted(tournament.entrants), room.rings.rows())


def stored(url: str, tournament_id: str) -> tuple[int, Decimal, list[str]]:
    """What another connection reads from the database: ledger, balances, registrations."""
    reader = open_store(url)
    try:
        return (len(reader.entries()), reader.balance(player_account("ann"), Currency.USD),
                reader.registrations(tournament_id))
    finally:
        reader.close()


async def replies_to(ws: ClientConnection, req: int) -> list[m.Event]:
    """Every event up to (and with) the Ack or Error answering request ``req``."""
    seen: list[m.Event] = []
    while not (seen and isinstance(seen[-1], (m.Ack, m.Error)) and seen[-1].req == req):
        seen.append(m.decode_event(await asyncio.wait_for(ws.recv(), 10)))
    return seen


def serve(config: ServerConfig, scenario: Callable[[PokerServer, str], Awaitable[None]]
          ) -> None:
    """Run ``scenario(server, url)`` against a real server on a free loopback port."""

    async def main() -> None:
        server = PokerServer(config)
        port = await server.start()
        try:
            await scenario(server, f"ws://127.0.0.1:{port}")
        finally:
            await server.stop()

    asyncio.run(main())


async def register_fails_whole(server: PokerServer, room: RoomService, url: str, db: str,
                               monkeypatch: pytest.MonkeyPatch) -> ClientConnection:
    """Ann's Register raises after her buy-in was posted: checks memory, database, what
    both players saw and the error, then registers once for real; returns bob's link."""
    ledger = server.ledger
    assert ledger is not None
    ann, bob = await raw_login(url, "ann"), await raw_login(url, "bob")
    for n, ws in enumerate((ann, bob), start=1):  # both watch the lobby
        await ws.send(m.encode(m.ListLobby(req=n)))
        await ws.send(m.encode(m.Unregister(tournament_id="none", req=n + 100)))
        await replies_to(ws, n + 100)  # a refusal that changes nothing: all before it read
    tournament = paid_sit_and_go(room)
    tid = tournament.tournament_id
    before, in_store = memory(room, tournament), stored(db, tid)
    ann_had = ledger.balance(player_account("ann"), Currency.USD)
    moved: list[Decimal] = []

    def fail_after_the_buy_in(_tournament: Tournament) -> None:
        moved.append(ledger.balance(player_account("ann"), Currency.USD))
        raise Injected("a bug after the buy-in was posted")

    monkeypatch.setattr(room.tournaments._pace, "tick_after_change", fail_after_the_buy_in)
    await ann.send(m.encode(m.Register(tournament_id=tid, req=10)))
    answer = await replies_to(ann, 10)
    assert moved and moved[0] < ann_had, "the buy-in was posted before the failure"
    assert len(answer) == 1 and isinstance(answer[0], m.Error), answer
    assert answer[0].code is m.ErrorCode.INTERNAL and answer[0].message == NOT_APPLIED
    assert memory(room, tournament) == before
    assert stored(db, tid) == in_store
    await bob.send(m.encode(m.ListLobby(req=11)))  # anything of ann's step came first
    assert isinstance((await replies_to(bob, 11))[0], m.LobbySnapshot)

    monkeypatch.undo()
    await ann.send(m.encode(m.Register(tournament_id=tid, req=12)))
    assert isinstance((await replies_to(ann, 12))[-1], m.Ack)
    entries, balance, registered = stored(db, tid)
    assert registered == ["ann"] and entries > in_store[0]
    assert balance == ann_had - tournament.structure.entry_cost
    return bob


def test_a_register_that_raises_after_the_buy_in_moved_is_undone_whole(
        store_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the real server on loopback, on SQLite and PostgreSQL: the buy-in is posted
    (memory and store), then a collaborator raises; afterwards balances, the tournament
    and the database are as before, neither player saw an event of it, the player's
    error says the command was not applied, and the same command then works once."""

    async def scenario(server: PokerServer, url: str) -> None:
        assert server.room is not None
        bob = await register_fails_whole(server, server.room, url, store_url, monkeypatch)
        assert isinstance(await next_event(bob, m.LobbyUpdate), m.LobbyUpdate)

    serve(ServerConfig(port=0, db=store_url, hash_cost=CHEAP, grants=GRANTS, room=CONFIG,
                       rate=500, burst=500), scenario)


def test_on_a_cluster_node_a_shard_step_that_raises_is_undone_whole(
        postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same on a cluster node, where the step is fenced by the shard's lease and its
    events are held until it commits."""

    async def scenario(server: PokerServer, url: str) -> None:
        assert server.cluster is not None
        await register_fails_whole(server, server.cluster.shards["s0"].room, url,
                                   postgres_url, monkeypatch)

    serve(ServerConfig(port=0, db=postgres_url, hash_cost=CHEAP, grants=GRANTS, room=CONFIG,
                       rate=500, burst=500, cluster=ClusterConfig("n1", "", ("s0",))),
          scenario)


@pytest.mark.parametrize("failure", [Injected("a bug"), TableError("refused late")],
                         ids=["bug", "refusal"])
def test_a_sit_that_raises_after_the_buy_in_leaves_seats_money_and_outbox_alone(
        failure: Exception, monkeypatch: pytest.MonkeyPatch) -> None:
    """The room on its own (the practice and local path): a ring sit posts the buy-in to
    the table, then raises; the seat is free again, the money back, no event of it went
    out. A bug is passed on to the caller; a refusal raised that late ("bad input: typed
    error, nothing changed") reaches the player as just its Error."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    room = RoomService(clock, config=CONFIG, grants=GRANTS)
    room.ensure_local_player("ann", "Ann")
    spec = HU_RING
    ring = room.rings.get(spec.id)
    seen: list[m.Event] = []
    room.subscribe(lambda player_id, event: seen.append(event))
    before = (room.ledger.balance(player_account("ann"), spec.currency),
              room.ledger.total(spec.currency), dict(ring.money.stacks), room.rings.rows(),
              dict(ring.table.seats))

    def fail(table_id: str) -> None:
        assert room.ledger.balance(player_account("ann"), spec.currency) < before[0]
        raise failure

    monkeypatch.setattr(room.rings._changes, "ring", fail)
    if isinstance(failure, Injected):
        with pytest.raises(Injected):
            room.handle("ann", m.Sit(table_id=spec.id, buy_in=spec.min_buy_in, req=1))
        assert seen == []
    else:
        room.handle("ann", m.Sit(table_id=spec.id, buy_in=spec.min_buy_in, req=1))
        assert seen == [m.Error(code=m.ErrorCode.ILLEGAL_ACTION, message="refused late", req=1)]
    assert (room.ledger.balance(player_account("ann"), spec.currency),
            room.ledger.total(spec.currency), dict(ring.money.stacks), room.rings.rows(),
            dict(ring.table.seats)) == before


def test_a_timer_step_that_raises_mid_deal_is_undone_and_the_others_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A due step (the next deal at a ring table) that raises after the hand was dealt
    and the blinds posted is undone like a command: no hand, stacks as they were, no
    event out; the room goes on (``run_due`` logs and drops it)."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    room = RoomService(clock, config=CONFIG, grants=GRANTS)
    for player in ("ann", "bob"):
        room.ensure_local_player(player, player.title())
        room.handle(player, m.Sit(table_id=HU_RING.id, buy_in=HU_RING.min_buy_in))
    table = room.rings.get(HU_RING.id).table
    seen: list[tuple[str, m.Event]] = []
    room.subscribe(lambda player_id, event: seen.append((player_id, event)))
    before = (table.hand_no, dict(table.stacks), room.ledger.total(Currency.PLAY))
    dealt: list[int] = []

    def fail_after_the_deal(*_args: object) -> None:
        dealt.append(table.hand_no)
        raise Injected("a bug after the hand was dealt")

    monkeypatch.setattr(room.rings._pace, "after_table_change", fail_after_the_deal)
    clock.advance(60)
    room.run_due()
    assert dealt == [before[0] + 1]
    assert (table.hand_no, dict(table.stacks), room.ledger.total(Currency.PLAY)) == before
    assert not [e for _, e in seen if isinstance(e, (m.TableEvent, m.ActionRequest))]


class _Slotted:
    __slots__ = ("items", "note")
    items: list[int]
    note: str

    def __init__(self) -> None:
        self.items = [1]


class _Part:
    def __init__(self, shared: list[int]) -> None:
        self.seats: dict[int, str] = {1: "ann"}
        self.waiting: set[str] = {"bob"}
        self.queue: deque[str] = deque(["cid"])
        self.rng = random.Random(5)
        self.slotted = _Slotted()
        self.shared = shared
        self.children = (_Leaf(),)


class _Leaf:
    def __init__(self) -> None:
        self.count = 0


def test_a_snapshot_puts_every_mutable_object_back_in_place() -> None:
    """Restored in place (references others hold stay right); shared objects untouched;
    a kind of object it does not know is refused loudly rather than silently skipped."""
    shared: list[int] = [0]
    part = _Part(shared)
    seats, leaf, first_draw = part.seats, part.children[0], random.Random(5).random()
    snapshot = Snapshot(part, shared=(shared,))
    part.seats[2] = "dan"
    part.waiting.clear()
    part.queue.append("eve")
    part.rng.random()
    part.slotted.items.append(2)
    part.slotted.note = "new"
    part.shared.append(1)
    leaf.count = 3
    part.extra = "added"  # type: ignore[attr-defined]
    snapshot.restore()
    assert part.seats is seats and seats == {1: "ann"}
    assert part.waiting == {"bob"} and list(part.queue) == ["cid"]
    assert part.rng.random() == first_draw
    assert part.slotted.items == [1] and not hasattr(part.slotted, "note")
    assert leaf.count == 0 and not hasattr(part, "extra")
    assert shared == [0, 1]
    with pytest.raises(TypeError, match="cannot snapshot"):
        Snapshot([iter(())])


def test_undoing_ledger_entries_conserves_money() -> None:
    """`Ledger.undo_to` takes back entries newest first: balances and totals as before."""
    ledger = Ledger()
    ledger.transfer("sys:bank", player_account("ann"), Decimal(100), Currency.USD, "grant")
    mark, before = ledger.mark(), ledger.balances(Currency.USD)
    ledger.transfer(player_account("ann"), table_account("t1"), Decimal(40), Currency.USD, "buy-in")
    ledger.transfer(table_account("t1"), player_account("bob"), Decimal(15), Currency.USD, "pot")
    ledger.undo_to(mark)
    assert ledger.balances(Currency.USD) == before and len(ledger.entries) == mark
    assert ledger.total(Currency.USD) == 0


def test_a_step_about_one_sit_and_go_is_undone_whole_and_logs_nothing_of_the_others(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The cost of a step must not grow with every tournament in the room: an action at
    one heads-up sit & go logs what it changes, nothing of another one running beside it,
    and when the step raises the tournament is still put back whole."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    room = RoomService(clock, config=CONFIG, grants=GRANTS)
    pairs = (("ann", "bob"), ("cid", "dan"))
    for pair in pairs:
        tid = next(t.tournament_id for t in room.tournaments.all()
                   if t.structure.max_players == 2 and not t.entrants)
        for player in pair:
            room.ensure_local_player(player, player.title())
            room.handle(player, m.Register(tournament_id=tid))
    requests: list[tuple[str, m.ActionRequest]] = []
    room.subscribe(lambda p, e: requests.append((p, e))
                   if isinstance(e, m.ActionRequest) else None)
    for _ in range(5):
        clock.advance(30)
        room.run_due()
    first, second = room.tournaments.running()
    player, to_act = next((p, r) for p, r in reversed(requests)
                          if r.table_id in first.tables)
    logged = logged_by_steps(monkeypatch)

    def fail(*_args: object) -> None:
        raise Injected("a bug after the action")

    before = msgspec.json.encode(to_state(first))
    theirs = reached(second)
    monkeypatch.setattr(room, "_flush", fail)
    with pytest.raises(Injected):
        room.handle(player, m.Act(table_id=to_act.table_id, action=to_act.legal.actions[0]))
    assert msgspec.json.encode(to_state(first)) == before
    assert logged[-1] and theirs.isdisjoint(id(obj) for obj in logged[-1])


def test_an_action_mid_hand_costs_one_step_and_no_tick_right_after(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every step pays a snapshot, so an action in the middle of a hand at a tournament
    table is one step: nothing is there to deal, so the tournament is not ticked at once
    (its clock is kept by the heartbeat, within a second)."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    room = RoomService(clock, config=CONFIG, grants=GRANTS)
    tid = next(t.tournament_id for t in room.tournaments.all() if t.structure.max_players == 2)
    requests: list[tuple[str, m.ActionRequest]] = []
    room.subscribe(lambda p, e: requests.append((p, e))
                   if isinstance(e, m.ActionRequest) else None)
    for player in ("ann", "bob"):
        room.ensure_local_player(player, player.title())
        room.handle(player, m.Register(tournament_id=tid))
    for _ in range(5):
        clock.advance(30)
        room.run_due()
    player, request = requests[-1]
    steps = logged_by_steps(monkeypatch)
    call = m.ActionKind.CALL if m.ActionKind.CALL in request.legal.actions else \
        m.ActionKind.CHECK
    room.handle(player, m.Act(table_id=request.table_id, action=call))
    table = room.tournaments.get(tid).tables[request.table_id]
    assert table.in_hand
    room.run_due()
    assert len(steps) == 1


def test_a_reconnection_logs_nothing_of_the_other_tournaments(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A login storm must not cost the whole room per player: a player's link going down
    logs what it changes at their own table, nothing of the other tournaments."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    room = RoomService(clock, config=CONFIG, grants=GRANTS)
    for pair in (("ann", "bob"), ("cid", "dan")):
        tid = next(t.tournament_id for t in room.tournaments.all()
                   if t.structure.max_players == 2 and not t.entrants)
        for player in pair:
            room.ensure_local_player(player, player.title())
            room.handle(player, m.Register(tournament_id=tid))
    clock.advance(60)
    room.run_due()
    first, second = room.tournaments.running()
    ann = next(iter(first.entrants))
    logged = logged_by_steps(monkeypatch)
    theirs = reached(second)
    room.set_connected(ann, False)
    table = next(iter(first.tables.values()))
    assert any(obj is table._connected for obj in logged[-1])
    assert theirs.isdisjoint(id(obj) for obj in logged[-1])
