"""The floor on a real server (`skg-poker-server --staff NAME`) over loopback: players who
are not staff are refused every floor command; the staff member pauses a sit & go,
answers a deal request the players then confirm, cancels a tournament after a payouts
preview and sets the minimum client; its lines in a table's chat reach players and observers
signed "Floor (<name>)" (no one else can sign so); the audit log is in the store."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest

from client.adapters.base import UpdateRequired
from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol import messages as m
from client.server.store import open_store
from tests.adapters.harness import PASSWORD, autoplay
from tests.adapters.test_contract import calling_station
from tests.server.child import ServerChild


def _client(url: str, name: str) -> RemoteAdapter:
    return RemoteAdapter(url, name, PASSWORD, create=True,
                         backoff=Backoff(initial=0.1, maximum=0.5))


def _view(test: Callable[[m.FloorView], bool]) -> Callable[[m.Event], bool]:
    return lambda e: isinstance(e, m.FloorView) and test(e)


@pytest.mark.timeout(120)
def test_rule_deal_and_cancellation_through_the_staff_floor_on_a_real_server(
        tmp_path: Path) -> None:
    """Deal making and the cancellation policy run by staff: when every player ticked
    'Discuss A Deal' the floor is notified, gives ICM numbers, everyone confirms and the
    staff member executes the deal (refused before everyone confirmed, to a player, and
    once done); the table reads it carried out; a registering sit & go is cancelled by
    rollback after a preview. A player who is not staff is refused (typed error carrying
    req)."""
    db = tmp_path / "s.sqlite3"
    server = ServerChild(["--port", "0", "--store", f"sqlite:///{db}", "--cheap-hashes",
                          "--grant", "USD:100", "--sng-seats", "3", "--rate", "500",
                          "--staff", "Boss"])

    async def main() -> None:
        boss = _client(server.url, "boss")
        await boss.connect()
        players = []
        for name in ("ann", "bob", "cid"):
            client = _client(server.url, name)
            await client.connect()
            players.append(client)
        ann = players[0]
        refused = ann.wait_for(lambda e: isinstance(e, m.Error) and e.req == 41, timeout=10)
        await ann.send(m.FloorPause(target_id="sng-1", on=True, req=41))
        error = await refused
        assert isinstance(error, m.Error) and error.code is m.ErrorCode.STAFF_ONLY

        opened = boss.wait_for(_view(lambda v: True), timeout=10)
        await boss.send(m.FloorOpen())
        await opened
        seated = [asyncio.ensure_future(c.wait_for(
            lambda e: isinstance(e, m.TableSnapshot) and e.your_seat is not None,
            timeout=20)) for c in players]
        for client in players:
            autoplay(client, calling_station)
            await client.send(m.Register(tournament_id="sng-1"))
        snapshot = (await asyncio.gather(*seated))[0]
        assert isinstance(snapshot, m.TableSnapshot)
        table_id = snapshot.table_id

        eve = _client(server.url, "eve")  # an observer reads the floor's lines too
        await eve.connect()
        watching = eve.wait_for(lambda e: isinstance(e, m.TableSnapshot), timeout=10)
        await eve.send(m.ObserveTable(table_id=table_id))
        await watching
        posed = ann.wait_for(lambda e: isinstance(e, m.Error) and e.req == 42, timeout=10)
        await ann.send(m.FloorChat(table_id=table_id, text="deal is off", req=42))
        error = await posed
        assert isinstance(error, m.Error) and error.code is m.ErrorCode.STAFF_ONLY
        said = [c.wait_for(lambda e: isinstance(e, m.ChatLine) and e.floor
                           and e.text == "Hello from the floor", timeout=10) for c in (ann, eve)]
        await boss.send(m.FloorChat(table_id=table_id, text="Hello from the floor"))
        lines = await asyncio.gather(*said)
        assert {line.sender for line in lines if isinstance(line, m.ChatLine)} == \
            {"Floor (boss)"}

        told = ann.wait_for(lambda e: isinstance(e, m.ChatLine) and
                            "paused by the floor" in e.text, timeout=10)
        paused = boss.wait_for(_view(lambda v: any(
            t.tournament_id == "sng-1" and t.paused for t in v.tournaments)), timeout=10)
        await boss.send(m.FloorPause(target_id="sng-1", on=True))
        await asyncio.gather(told, paused)
        await boss.send(m.FloorPause(target_id="sng-1", on=False))

        request = boss.wait_for(_view(lambda v: bool(v.deals)), timeout=30)
        for client in players:
            await client.send(m.DiscussDeal(tournament_id="sng-1", on=True))
        view = await request
        assert isinstance(view, m.FloorView) and not view.deals[0].answered
        offered = ann.wait_for(lambda e: isinstance(e, m.DealState) and bool(e.proposals),
                               timeout=10)
        repeated = ann.wait_for(lambda e: isinstance(e, m.ChatLine) and e.floor
                                and "please confirm" in e.text, timeout=10)
        await boss.send(m.FloorDeal(tournament_id="sng-1", kind="icm"))
        offer = await offered
        await repeated
        assert isinstance(offer, m.DealState)
        proposal = offer.proposals[0]
        assert proposal.amounts == view.deals[0].icm and proposal.proposer == "boss"
        early = boss.wait_for(lambda e: isinstance(e, m.Error) and e.req == 43, timeout=10)
        await boss.send(m.FloorExecuteDeal(tournament_id="sng-1", req=43))
        error = await early
        assert isinstance(error, m.Error) and error.code is m.ErrorCode.DEAL  # not ready
        ready = boss.wait_for(_view(lambda v: bool(v.deals) and v.deals[0].ready), timeout=10)
        for client in players:
            await client.send(m.AcceptDeal(tournament_id="sng-1",
                                           proposal_id=proposal.proposal_id))
        await ready
        grab = ann.wait_for(lambda e: isinstance(e, m.Error) and e.req == 44, timeout=10)
        await ann.send(m.FloorExecuteDeal(tournament_id="sng-1", req=44))
        error = await grab
        assert isinstance(error, m.Error) and error.code is m.ErrorCode.STAFF_ONLY
        done = ann.wait_for(lambda e: isinstance(e, m.TournamentEvent)
                            and e.kind == "deal_applied", timeout=10)
        carried = ann.wait_for(lambda e: isinstance(e, m.ChatLine) and e.floor
                               and e.text.startswith("Deal carried out"), timeout=10)
        await boss.send(m.FloorExecuteDeal(tournament_id="sng-1"))
        await asyncio.gather(done, carried)
        again = boss.wait_for(lambda e: isinstance(e, m.Error) and e.req == 45, timeout=10)
        await boss.send(m.FloorExecuteDeal(tournament_id="sng-1", req=45))
        error = await again
        assert isinstance(error, m.Error) and error.code is m.ErrorCode.REFUSED  # done

        registered = ann.wait_for(lambda e: isinstance(e, m.Ack) and e.req == 50, timeout=10)
        await ann.send(m.Register(tournament_id="sng-2", req=50))
        await registered
        previewed = boss.wait_for(lambda e: isinstance(e, m.FloorCancelPreview), timeout=10)
        await boss.send(m.FloorCancel(tournament_id="sng-2", method="rollback"))
        preview = await previewed
        assert isinstance(preview, m.FloorCancelPreview)
        assert preview.payouts == {"ann": Decimal("5.50")}  # buy-in and fee back
        cancelled = boss.wait_for(_view(lambda v: v.audit[-1].action == "cancel"), timeout=10)
        await boss.send(m.FloorCancel(tournament_id="sng-2", method="rollback", confirm=True))
        await cancelled

        await boss.send(m.FloorMinClient(version="99.0"))
        await boss.wait_for(_view(lambda v: v.min_client == "99.0"), timeout=10)
        late = _client(server.url, "dan")
        with pytest.raises(UpdateRequired, match=r"99\.0 or newer"):
            await late.connect()
        for client in (boss, eve, *players):
            await client.close()

    try:
        asyncio.run(main())
    finally:
        server.stop()
    store = open_store(f"sqlite:///{db}")
    try:
        rows = [(r.staff, r.action, r.target) for r in store.audit()]
    finally:
        store.close()
    assert rows == [("boss", "chat", rows[0][2]), ("boss", "pause", "sng-1"),
                    ("boss", "resume", "sng-1"),
                    ("boss", "deal-proposed", "sng-1"), ("boss", "deal-paid", "sng-1"),
                    ("boss", "cancel", "sng-2"), ("boss", "min-client", "clients")]
