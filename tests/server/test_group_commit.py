"""Group commit (`client.server.turn`): the room steps of one turn of the event loop share
one store transaction, each step a savepoint in it. A step that fails leaves no trace and
the others are committed; no client gets a frame of a step before the step committed."""

from __future__ import annotations

import asyncio
from decimal import Decimal

import pytest

from client.protocol import messages as m
from client.room.ledger import Currency, player_account
from client.room.tournament.director import Tournament
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.server.session import Session
from client.server.store import Store, open_store
from tests.adapters.harness import CONFIG, GRANTS
from tests.server.test_steps_fail_whole import Injected, paid_sit_and_go, replies_to, serve
from tests.server.test_untrusted_clients import raw_login

pytestmark = pytest.mark.timeout(90)

PLAYERS = ("ann", "bob", "cid")


def stored(reader: Store, tournament_id: str) -> tuple[list[str], dict[str, Decimal]]:
    """What another connection reads: the registrations and the players' balances."""
    return (sorted(reader.registrations(tournament_id)),
            {p: reader.balance(player_account(p), Currency.USD) for p in PLAYERS})


def test_steps_of_one_turn_commit_together_and_a_failed_one_leaves_nothing(
        store_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three registrations in one turn of the loop, the second raising after its buy-in
    was posted: nothing is in the database until the turn ends; then the first and third
    are (registrations and buy-ins), the second is not; each client's Ack is pushed only
    when its registration is in the database, and the failed step's player gets none."""

    async def scenario(server: PokerServer, url: str) -> None:
        room = server.room
        assert room is not None
        links = {p: await raw_login(url, p) for p in PLAYERS}
        for n, ws in enumerate(links.values(), start=1):  # all earlier events read
            await ws.send(m.encode(m.Unregister(tournament_id="none", req=n)))
            await replies_to(ws, n)
        tournament = paid_sit_and_go(room)
        tid = tournament.tournament_id
        cost = tournament.structure.entry_cost
        reader = open_store(store_url)  # opened (and migrated) before the turn writes
        before = stored(reader, tid)
        assert before[0] == []
        pushed: list[tuple[m.Ack, list[str]]] = []
        push = Session.push

        def watched(session: Session, event: m.Event, frame: bytes | None = None) -> None:
            if isinstance(event, m.Ack):  # what the database holds when a client is told
                pushed.append((event, stored(reader, tid)[0]))
            push(session, event, frame)

        monkeypatch.setattr(Session, "push", watched)
        tick = room.tournaments._pace.tick_after_change

        def fail_for_bob(changed: Tournament) -> None:
            if "bob" in changed.entrants:
                raise Injected("a bug after bob's buy-in was posted")
            tick(changed)

        monkeypatch.setattr(room.tournaments._pace, "tick_after_change", fail_for_bob)
        room.handle("ann", m.Register(tournament_id=tid, req=10))
        with pytest.raises(Injected):
            room.handle("bob", m.Register(tournament_id=tid, req=11))
        room.handle("cid", m.Register(tournament_id=tid, req=12))
        assert stored(reader, tid) == before  # the turn has not ended: nothing yet
        assert pushed == []
        await asyncio.sleep(0)  # the turn's end
        registered, balances = stored(reader, tid)
        assert registered == ["ann", "cid"]
        assert balances == {"ann": before[1]["ann"] - cost, "bob": before[1]["bob"],
                            "cid": before[1]["cid"] - cost}
        assert isinstance((await replies_to(links["ann"], 10))[-1], m.Ack)
        assert isinstance((await replies_to(links["cid"], 12))[-1], m.Ack)
        assert [(e.req, seen) for e, seen in pushed] == [(10, ["ann", "cid"]),
                                                        (12, ["ann", "cid"])]
        await links["bob"].send(m.encode(m.Unregister(tournament_id="none", req=13)))
        assert all(not isinstance(e, m.Ack) or e.req == 13
                   for e in await replies_to(links["bob"], 13))
        assert sorted(tournament.entrants) == ["ann", "cid"]
        reader.close()

    serve(ServerConfig(port=0, db=store_url, hash_cost=CHEAP, grants=GRANTS, room=CONFIG,
                       rate=500, burst=500), scenario)
