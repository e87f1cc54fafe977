"""The real `skg-poker-server` process: a sit & go played to the end by real clients over
loopback, and a server killed mid-tournament and restarted with no money lost."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from decimal import Decimal

import pytest

from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import (
    Act,
    ActionKind,
    ActionRequest,
    Event,
    Register,
    TableEvent,
    TableSnapshot,
    TournamentEvent,
    Welcome,
)
from client.protocol.tournament_bodies import TournamentFinished
from client.room.ledger import Currency, Ledger
from client.server.store import open_store
from tests.adapters.harness import (
    PASSWORD,
    Recorder,
    autoplay,
    finished,
    hole_cards_seen,
    shove_policy,
)
from tests.server.child import ServerChild

pytestmark = [pytest.mark.timeout(120), pytest.mark.slow]

PLAYERS = ("ann", "bob", "cid")
GRANT = Decimal("100.00")
FEE = Decimal("0.50")
TID = "sng-1"


class ServerProcess(ServerChild):
    """The server of these tests: cheap hashes, a grant, quick three-seat sit & goes."""

    def __init__(self, db: str, port: int = 0) -> None:
        super().__init__(["--port", str(port), "--store", db, "--cheap-hashes",
                          "--grant", f"USD:{GRANT}", "--sng-seats", "3", "--sng-stack", "300",
                          "--rate", "500"])


def ledger_of(db: str) -> Ledger:
    store = open_store(db)
    try:
        return Ledger(store.entries())
    finally:
        store.close()


async def clients(url: str) -> list[RemoteAdapter]:
    out = []
    for name in PLAYERS:
        client = RemoteAdapter(url, name, PASSWORD, create=True,
                               backoff=Backoff(initial=0.1, maximum=0.5))
        await client.connect()
        out.append(client)
    return out


def test_e2e_real_server_sit_and_go_to_the_end(store_url: str) -> None:
    """Three real clients play a 3-max sit & go on the real server to the end: one winner,
    prizes as the payout table, the ledger balances to zero with the fees at the house,
    and no client ever saw another's hole cards. On each store (SQLite, PostgreSQL)."""
    db = store_url
    server = ServerProcess(db)

    async def main() -> None:
        players = await clients(server.url)
        recs = [Recorder(c) for c in players]
        done = [asyncio.ensure_future(c.wait_for(finished(TID), timeout=90)) for c in players]
        for client in players:
            autoplay(client)
            await client.send(Register(tournament_id=TID))
        end = await done[0]
        await asyncio.gather(*done[1:])
        assert isinstance(end, TournamentEvent) and isinstance(end.body, TournamentFinished)
        order = end.body.finishing_order
        assert sorted(order) == sorted(PLAYERS)
        for rec in recs:
            me = rec.adapter.player_id
            holes = hole_cards_seen(rec)
            assert holes and all(e.player_id == me for e in holes)
        for client in players:
            await client.close()

    try:
        asyncio.run(main())
    finally:
        server.stop()
    ledger = ledger_of(db)
    assert ledger.total(Currency.USD) == 0
    assert ledger.balance("house:fees", Currency.USD) == FEE * 3
    assert ledger.balance(f"tourney:{TID}:pool", Currency.USD) == 0
    balances = {p: ledger.balance(f"player:{p}", Currency.USD) for p in PLAYERS}
    assert sum(balances.values()) == GRANT * 3 - FEE * 3
    assert max(balances.values()) > GRANT  # the winner is up
    store = open_store(db)
    try:
        assert store.hands_of("ann"), "hand histories are stored"
        saved = {t.tournament_id: t.status for t in store.tournaments()}
        assert saved[TID] == "finished"
    finally:
        store.close()


def _calling_station(request: ActionRequest) -> Act:
    legal = request.legal
    kind = ActionKind.CHECK if ActionKind.CHECK in legal.actions else ActionKind.CALL
    return Act(table_id=request.table_id, action=kind)


def test_fault_server_killed_mid_tournament_resumes_with_nothing_lost(store_url: str) -> None:
    """SIGKILL the server after the first hand of a running sit & go; the restarted server
    resumes the tournament from its last committed step, every client reconnects and
    resumes its session on its own (full table view back), play goes on to the end, and
    every cent is accounted for: fees at the house, the pool paid out, nothing else moved.
    On each store (SQLite, PostgreSQL)."""
    db = store_url
    server = ServerProcess(db)
    port = server.port
    policy: dict[str, Callable[[ActionRequest], Act]] = {"now": _calling_station}

    async def main() -> None:
        players = await clients(server.url)
        recs = [Recorder(c) for c in players]
        hand_over: Callable[[Event], bool] = \
            lambda e: isinstance(e, TableEvent) and e.kind == "hand_ended"  # noqa: E731
        first_hand = players[0].wait_for(hand_over, timeout=30)
        for client in players:
            autoplay(client, lambda request: policy["now"](request))
            await client.send(Register(tournament_id=TID))
        await first_hand
        marks = [len(rec.events) for rec in recs]
        server.kill()
        policy["now"] = shove_policy  # after the restart: finish quickly
        done = [c.wait_for(finished(TID), timeout=60) for c in players]
        restarted = ServerProcess(db, port)
        try:
            end = await done[0]
            await asyncio.gather(*done[1:])
            assert isinstance(end, TournamentEvent) and isinstance(end.body, TournamentFinished)
            assert sorted(end.body.finishing_order) == sorted(PLAYERS)
            for rec, mark in zip(recs, marks, strict=True):
                after = rec.events[mark:]
                assert any(isinstance(e, Welcome) and e.resumed for e in after)
                assert any(isinstance(e, TableSnapshot) for e in after)
            for client in players:
                await client.close()
        finally:
            restarted.stop()

    asyncio.run(main())
    ledger = ledger_of(db)
    assert ledger.total(Currency.USD) == 0
    assert ledger.balance(f"tourney:{TID}:pool", Currency.USD) == 0
    assert ledger.balance("house:fees", Currency.USD) == FEE * 3
    balances = {p: ledger.balance(f"player:{p}", Currency.USD) for p in PLAYERS}
    assert sum(balances.values()) == GRANT * 3 - FEE * 3
    store = open_store(db)
    try:
        saved = {t.tournament_id: t for t in store.tournaments()}
        assert saved[TID].status == "finished"
    finally:
        store.close()
