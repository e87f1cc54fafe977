"""Several server nodes on one real PostgreSQL database: money decided by the store,
clients redirected to the node that runs their tournament, and a node killed with SIGKILL
mid-tournament taken over by another with no acknowledged action and no money lost."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from decimal import Decimal

import pytest

from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import (
    Act,
    ActionKind,
    ActionRequest,
    ConnectionState,
    Event,
    ListLobby,
    LobbySnapshot,
    LobbyUpdate,
    Register,
    TableEvent,
    TableSnapshot,
    TournamentEvent,
    Welcome,
)
from client.protocol.tournament_bodies import TournamentFinished
from client.room.errors import InsufficientFundsError
from client.room.ledger import SYS_BANK, Currency, Ledger, Transfer, player_account
from client.server.money import StoreAuthority
from client.server.store import open_store
from tests.adapters.harness import PASSWORD, Recorder, autoplay, finished, shove_policy
from tests.server.cluster_rig import NodeProcess, money_conserved

pytestmark = [pytest.mark.timeout(180), pytest.mark.slow]

PLAYERS = ("ann", "bob", "cid")
GRANT = Decimal("100.00")
TID = "s0.sng-1"
NODE_ARGS = ("--grant", f"USD:{GRANT}", "--sng-seats", "3", "--sng-stack", "300",
             "--rate", "500")
USD = Currency.USD


def test_rule_store_decides_money_spent_on_another_node(postgres_url: str) -> None:
    """Balances never go negative across nodes: two nodes' ledgers on one database; the
    second spends money the first still sees in memory; the first's payment is refused
    by the store with InsufficientFundsError and its memory is left exactly as it was;
    a refused batch writes none of its entries."""
    one, two = open_store(postgres_url), open_store(postgres_url)
    try:
        first = Ledger(one.entries(), authority=StoreAuthority(one))
        first.transfer(SYS_BANK, player_account("ann"), Decimal(100), USD, "deposit")
        second = Ledger(two.entries(), authority=StoreAuthority(two))
        second.transfer(player_account("ann"), "house:fees", Decimal(70), USD, "spent there")
        assert first.balance(player_account("ann"), USD) == 100  # memory is behind
        before = (list(first.entries), first.balance(player_account("ann"), USD))
        with pytest.raises(InsufficientFundsError):
            first.transfer(player_account("ann"), "house:fees", Decimal(60), USD, "here")
        assert (list(first.entries), first.balance(player_account("ann"), USD)) == before
        stored = len(one.entries())
        with pytest.raises(InsufficientFundsError):
            first.post([Transfer(player_account("ann"), "house:rake", Decimal(20), USD, "a"),
                        Transfer(player_account("ann"), "house:rake", Decimal(20), USD, "b")])
        assert len(one.entries()) == stored
        first.refresh([(player_account("ann"), USD)])
        assert first.balance(player_account("ann"), USD) == 30
        entry = first.transfer(player_account("ann"), "house:fees", Decimal(30), USD, "ok")
        assert entry.amount == 30 and one.balance(player_account("ann"), USD) == 0
    finally:
        one.close()
        two.close()


def _calling_station(request: ActionRequest) -> Act:
    kind = ActionKind.CHECK if ActionKind.CHECK in request.legal.actions else ActionKind.CALL
    return Act(table_id=request.table_id, action=kind)


def acknowledged_hands(recorder: Recorder) -> dict[str, int]:
    """Hands this client watched whole on one link (from ``hand_started`` to
    ``hand_ended``), with how many of its own actions it saw broadcast in each: what it
    was told the room did, so what the journal must hold."""
    me = recorder.adapter.player_id
    out: dict[str, int] = {}
    seen: dict[str, int] = {}
    for event in recorder.events:
        if isinstance(event, Welcome):
            seen = {}  # a new link: hands under way are not watched whole
        elif isinstance(event, TableEvent) and event.hand_id is not None:
            if event.kind == "hand_started":
                seen[event.hand_id] = 0
            elif event.kind == "action" and event.player_id == me and event.hand_id in seen:
                seen[event.hand_id] += 1
            elif event.kind == "hand_ended" and event.hand_id in seen:
                out[event.hand_id] = seen.pop(event.hand_id)
    return out


def journal_actions(db: str, player: str) -> dict[str, list[int]]:
    """Per hand id, the player's action count in each house record the journal holds."""
    store = open_store(db)
    try:
        rows = store._rows(  # type: ignore[attr-defined]
            "SELECT hand_id, text FROM hand_histories WHERE house")
    finally:
        store.close()
    out: dict[str, list[int]] = {}
    for hand_id, text in rows:
        log = json.loads(str(text))
        out.setdefault(str(hand_id), []).append(
            sum(1 for e in log if e["kind"] == "action" and e["player"] == player))
    return out


def test_fault_node_killed_mid_tournament_is_taken_over(postgres_url: str) -> None:
    """Two nodes, shard s0 on node A, s1 on node B. Clients connect to B, see A's sit & go
    in B's lobby and are redirected to A when they register. After the first hand A is
    killed with SIGKILL: B takes s0 over from the journal, the clients reconnect on their
    own (to B, the node left), resume and play to the end. Every hand a client watched end
    is in the journal once with every action it saw, and every cent is accounted for."""
    db = postgres_url
    a = NodeProcess(db, ["s0"], "a", NODE_ARGS)
    b = NodeProcess(db, ["s1"], "b", NODE_ARGS)
    policy: dict[str, Callable[[ActionRequest], Act]] = {"now": _calling_station}

    async def main() -> None:
        players = []
        for name in PLAYERS:
            client = RemoteAdapter(b.url, name, PASSWORD, create=True, others=[a.url],
                                   backoff=Backoff(initial=0.2, maximum=0.5))
            await client.connect()
            players.append(client)
        recs = [Recorder(c) for c in players]
        lobby = players[0].wait_for(lambda e: isinstance(e, LobbySnapshot) and any(
            r.tournament_id == TID for r in e.sit_and_gos), timeout=20)
        await players[0].send(ListLobby())
        await lobby  # B serves A's rows (A published them; B heard the NOTIFY)
        hand_over: Callable[[Event], bool] = \
            lambda e: isinstance(e, TableEvent) and e.kind == "hand_ended"  # noqa: E731
        first_hand = [c.wait_for(hand_over, timeout=40) for c in players]
        for client in players:
            autoplay(client, lambda request: policy["now"](request))
            await client.send(Register(tournament_id=TID))
        await asyncio.gather(*first_hand)  # every client watched the first hand end
        assert all(c.url == a.url for c in players), "registering redirected them to A"
        marks = [len(rec.events) for rec in recs]
        a.kill()
        policy["now"] = shove_policy
        done = [c.wait_for(finished(TID), timeout=90) for c in players]
        end = await done[0]
        await asyncio.gather(*done[1:])
        assert isinstance(end, TournamentEvent) and isinstance(end.body, TournamentFinished)
        assert sorted(end.body.finishing_order) == sorted(PLAYERS)
        for rec, client, mark in zip(recs, players, marks, strict=True):
            after = rec.events[mark:]
            assert any(isinstance(e, ConnectionState) for e in after)
            assert any(isinstance(e, Welcome) and e.resumed for e in after)
            assert any(isinstance(e, TableSnapshot) for e in after)
            assert client.url == b.url
        for client in players:
            await client.close()
        for rec in recs:
            me = rec.adapter.player_id
            assert me is not None
            stored = journal_actions(db, me)
            watched = acknowledged_hands(rec)
            assert watched, "the client watched hands end"
            for hand_id, count in watched.items():
                assert stored.get(hand_id) == [count], (me, hand_id, stored.get(hand_id))

    try:
        asyncio.run(main())
    finally:
        a.stop()
        b.stop()
    assert money_conserved(db)
    store = open_store(db)
    try:
        assert {t.tournament_id: t.status for t in store.tournaments()}[TID] == "finished"
        fees = store.balance("house:fees", USD)
        paid = sum(store.balance(player_account(p), USD) for p in PLAYERS)
        assert paid + fees == GRANT * len(PLAYERS)
        assert store.balance(f"tourney:{TID}:pool", USD) == 0
    finally:
        store.close()


def test_redirect_sends_again_every_command_the_first_node_did_not_apply(
        postgres_url: str) -> None:
    """Commands pipelined on node B: the first (B's lobby) is answered by B; the second is
    for a tournament on A, so B redirects from it on; the adapter moves to A and sends the
    second and third there: each is answered exactly once, in order. A client that stays
    on B hears of the registration on A (NOTIFY) as a lobby update."""
    a = NodeProcess(postgres_url, ["s0"], "a", NODE_ARGS)
    b = NodeProcess(postgres_url, ["s1"], "b", NODE_ARGS)

    async def main() -> None:
        client = RemoteAdapter(b.url, "ann", PASSWORD, create=True,
                               backoff=Backoff(initial=0.1, maximum=0.5))
        await client.connect()
        watcher = RemoteAdapter(b.url, "bob", PASSWORD, create=True)
        await watcher.connect()
        heard = watcher.wait_for(lambda e: isinstance(e, LobbyUpdate) and any(
            r.tournament_id == TID and r.registered == 1 for r in e.tournaments), timeout=20)
        rec = Recorder(client)
        last = client.wait_for(lambda e: getattr(e, "req", None) == 3, timeout=20)
        await client.send(ListLobby(req=1))
        await client.send(Register(tournament_id=TID, req=2))
        await client.send(ListLobby(req=3))
        await last
        answered = [getattr(e, "req", None) for e in rec.events
                    if type(e).__name__ in ("Ack", "Error")]
        assert answered == [1, 2, 3], rec.events
        assert not any(type(e).__name__ == "Error" for e in rec.events)
        assert client.url == a.url
        await heard
        assert watcher.url == b.url
        await client.close()
        await watcher.close()

    try:
        asyncio.run(main())
    finally:
        a.stop()
        b.stop()
    store = open_store(postgres_url)
    try:
        assert store.registrations(TID) == ["ann"]
    finally:
        store.close()
