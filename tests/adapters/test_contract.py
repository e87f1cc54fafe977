"""The adapter contract: LocalAdapter and RemoteAdapter behave the same for the UI.

Every test runs twice, once with the room in-process and once over a real WebSocket server
on a free loopback port.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from decimal import Decimal
from pathlib import Path

import pytest

from client.adapters.base import Adapter, AdapterError
from client.protocol.messages import (
    AcceptDeal,
    AcceptSeat,
    Ack,
    Act,
    ActionKind,
    ActionRequest,
    Balances,
    Chat,
    ChatLine,
    ConnectionState,
    ConnectionStatus,
    DealState,
    DiscussDeal,
    Error,
    ErrorCode,
    Event,
    FastFold,
    FindPlayer,
    JoinPool,
    JoinWaitingList,
    Leave,
    LeavePool,
    ListLobby,
    LobbySnapshot,
    ObserveTable,
    OpenTournament,
    PlayerLocations,
    PoolState,
    PreviewTable,
    ProposeDeal,
    Register,
    SeatOffer,
    SeatOfferEnded,
    Sit,
    TableEvent,
    TablePreview,
    TableSnapshot,
    TournamentEvent,
    TournamentInfo,
    TournamentPlayers,
    TournamentPrizes,
    TournamentStructure,
    Unregister,
    WaitingListState,
)
from client.protocol.tournament_bodies import TournamentFinished
from tests.adapters.harness import (
    HARNESSES,
    HU_POOL,
    HU_RING,
    Harness,
    Recorder,
    autoplay,
    cashed_out,
    finished,
    hole_cards_seen,
)

pytestmark = pytest.mark.timeout(60)


def run(kind: str, tmp_path: Path, scenario: Callable[[Harness], Awaitable[None]]) -> None:
    """Run ``scenario`` against a fresh room of ``kind``."""

    async def main() -> None:
        harness = HARNESSES[kind](tmp_path)
        await harness.start()
        try:
            await scenario(harness)
        finally:
            await harness.stop()

    asyncio.run(main())


def is_(kind: type[Event]) -> Callable[[Event], bool]:
    return lambda e: isinstance(e, kind)


async def lobby(client: Adapter) -> LobbySnapshot:
    waiter = asyncio.ensure_future(client.wait_for(is_(LobbySnapshot)))
    await client.send(ListLobby())
    snapshot = await waiter
    assert isinstance(snapshot, LobbySnapshot)
    return snapshot


async def open_sng(client: Adapter, key: str) -> str:
    """The id of the open sit & go made from template ``key``."""
    rows = (await lobby(client)).sit_and_gos
    matching = [r for r in rows if r.tournament_id.startswith(key) and r.status == "registering"]
    assert matching, rows
    return matching[0].tournament_id


def usd_of(event: Event) -> Decimal:
    """The USD available now (money at a ring table is in play, not available)."""
    assert isinstance(event, Balances)
    return next(b.available for b in event.balances if b.currency == "USD")


async def usd(client: Adapter, send_first: bool = False) -> Decimal:
    """The next USD balance reported (asking for one first with ``send_first``)."""
    waiter = client.wait_for(is_(Balances), timeout=5)
    if send_first:
        await client.send(ListLobby())
    return usd_of(await waiter)


KINDS = sorted(HARNESSES)


@pytest.mark.parametrize("kind", KINDS)
def test_connect_publishes_welcome_and_connected_state(kind: str, tmp_path: Path) -> None:
    async def scenario(h: Harness) -> None:
        client = await h.client("ann")
        assert client.connection_state == ConnectionStatus.CONNECTED
        assert client.player_id == "ann"
        states: list[Event] = []
        client.subscribe(states.append)
        streamed: list[Event] = []

        async def consume() -> None:
            async for event in client.events():  # ends when the adapter closes
                streamed.append(event)

        consumer = asyncio.ensure_future(consume())
        await asyncio.sleep(0)
        lobby_seen = client.wait_for(is_(LobbySnapshot))
        await client.send(ListLobby())
        await lobby_seen
        await client.close()
        await asyncio.wait_for(consumer, 5)
        assert any(isinstance(e, LobbySnapshot) for e in streamed)
        assert client.connection_state == ConnectionStatus.CLOSED  # type: ignore[comparison-overlap]
        assert any(isinstance(e, ConnectionState) and e.state is ConnectionStatus.CLOSED
                   for e in states)
        with pytest.raises(AdapterError):
            await client.send(ListLobby())

    run(kind, tmp_path, scenario)


@pytest.mark.parametrize("kind", KINDS)
def test_lobby_lists_sit_and_gos_and_tournament_lobby_tabs(kind: str, tmp_path: Path) -> None:
    async def scenario(h: Harness) -> None:
        client = await h.client("ann")
        tid = await open_sng(client, "hu")
        rec = Recorder(client)
        tabs = client.wait_for(is_(TournamentStructure))
        await client.send(OpenTournament(tournament_id=tid))
        await tabs
        info = rec.of(TournamentInfo)[0]
        assert isinstance(info, TournamentInfo) and info.can_register and info.row.max_players == 2
        assert rec.of(TournamentPlayers) and rec.of(TournamentPrizes)
        # an open tournament lobby follows changes: registering shows up in the tabs
        eve = await h.client("eve")
        refreshed = client.wait_for(lambda e: isinstance(e, TournamentPlayers)
                                    and [p.player_id for p in e.players] == ["eve"])
        await eve.send(Register(tournament_id=tid))
        assert isinstance(await refreshed, TournamentPlayers)

    run(kind, tmp_path, scenario)


@pytest.mark.parametrize("kind", KINDS)
def test_bad_requests_get_an_error_and_change_nothing(kind: str, tmp_path: Path) -> None:
    async def scenario(h: Harness) -> None:
        client = await h.client("ann")
        before = await usd(client, send_first=True)
        for command, code in [
            (Register(tournament_id="nope", req=1), ErrorCode.NOT_FOUND),
            (Act(table_id="nope", action=ActionKind.FOLD, req=2), ErrorCode.NOT_FOUND),
            (Chat(table_id="nope", text="hi", req=3), ErrorCode.NOT_FOUND),
            (Unregister(tournament_id=await open_sng(client, "hu"), req=4),
             ErrorCode.REGISTRATION),
        ]:
            waiter = asyncio.ensure_future(client.wait_for(is_(Error)))
            await client.send(command)
            error = await waiter
            assert isinstance(error, Error) and error.code is code and error.req == command.req
            assert error.message
        assert await usd(client, send_first=True) == before

    run(kind, tmp_path, scenario)


@pytest.mark.parametrize("kind", KINDS)
def test_register_and_unregister_move_the_buy_in_both_ways(kind: str, tmp_path: Path) -> None:
    async def scenario(h: Harness) -> None:
        client = await h.client("ann")
        before = await usd(client, send_first=True)
        tid = await open_sng(client, "3max")
        paid = before - Decimal("5.50")
        waiter = client.wait_for(lambda e: isinstance(e, Balances) and usd_of(e) != before)
        await client.send(Register(tournament_id=tid))
        assert usd_of(await waiter) == paid
        waiter = client.wait_for(lambda e: isinstance(e, Balances) and usd_of(e) != paid)
        await client.send(Unregister(tournament_id=tid))
        assert usd_of(await waiter) == before

    run(kind, tmp_path, scenario)


async def seated_heads_up(h: Harness) -> tuple[Adapter, Adapter, ActionRequest]:
    """ann and bob in a heads-up sit & go: (player to act, the other, the action request)."""
    ann, bob = await h.client("ann"), await h.client("bob")
    tid = await open_sng(ann, "hu")
    first = {c: asyncio.ensure_future(c.wait_for(is_(ActionRequest))) for c in (ann, bob)}
    await ann.send(Register(tournament_id=tid))
    await bob.send(Register(tournament_id=tid))
    await asyncio.wait(first.values(), return_when=asyncio.FIRST_COMPLETED)
    actor = ann if first[ann].done() else bob
    idle = bob if actor is ann else ann
    first[idle].cancel()
    request = first[actor].result()
    assert isinstance(request, ActionRequest)
    return actor, idle, request


@pytest.mark.parametrize("kind", KINDS)
def test_out_of_turn_and_out_of_range_actions_are_refused(kind: str, tmp_path: Path) -> None:
    async def scenario(h: Harness) -> None:
        actor, idle, request = await seated_heads_up(h)
        waiter = asyncio.ensure_future(idle.wait_for(is_(Error)))
        await idle.send(Act(table_id=request.table_id, action=ActionKind.FOLD))
        error = await waiter
        assert isinstance(error, Error) and error.code is ErrorCode.NOT_YOUR_TURN
        waiter = asyncio.ensure_future(actor.wait_for(is_(Error)))
        await actor.send(Act(table_id=request.table_id, action=ActionKind.RAISE,
                             amount=request.legal.max_amount + 1))
        error = await waiter
        assert isinstance(error, Error) and error.code is ErrorCode.ILLEGAL_ACTION
        # still the same player's turn: a legal action is accepted and broadcast
        waiter = asyncio.ensure_future(idle.wait_for(
            lambda e: isinstance(e, TableEvent) and e.kind == "action"))
        await actor.send(Act(table_id=request.table_id, action=ActionKind.FOLD))
        acted = await waiter
        assert isinstance(acted, TableEvent) and acted.player_id == actor.player_id

    run(kind, tmp_path, scenario)


@pytest.mark.parametrize("kind", KINDS)
def test_heads_up_sit_and_go_plays_to_the_end_privately(kind: str, tmp_path: Path) -> None:
    """Two clients play a heads-up sit & go to the end: one winner paid, and no hole card of
    one player ever reaches the other."""

    async def scenario(h: Harness) -> None:
        ann, bob = await h.client("ann"), await h.client("bob")
        start = {"ann": await usd(ann, True), "bob": await usd(bob, True)}
        recs = [Recorder(ann), Recorder(bob)]
        autoplay(ann)
        autoplay(bob)
        tid = await open_sng(ann, "hu")
        done = [asyncio.ensure_future(c.wait_for(finished(tid), timeout=40)) for c in (ann, bob)]
        await ann.send(Register(tournament_id=tid))
        await bob.send(Register(tournament_id=tid))
        end = await done[0]
        await done[1]
        assert isinstance(end, TournamentEvent) and isinstance(end.body, TournamentFinished)
        order = end.body.finishing_order
        assert sorted(order) == ["ann", "bob"]
        final = {"ann": await usd(ann, True), "bob": await usd(bob, True)}
        assert sum(final.values()) == sum(start.values()) - 2 * SNG_FEE
        assert final[order[0]] > start[order[0]] and final[order[1]] < start[order[1]]
        for rec in recs:
            me = rec.adapter.player_id
            holes = hole_cards_seen(rec)
            assert holes, "each player sees their own cards"
            assert all(e.player_id == me for e in holes)
            for snap in rec.of(TableSnapshot):
                assert isinstance(snap, TableSnapshot)
                assert all(not s.hole_cards for s in snap.seats if s.player_id != me)

    run(kind, tmp_path, scenario)


SNG_FEE = Decimal("0.50")
"""The sit & go fee (sit_and_go.toml) the house keeps from each entry."""


@pytest.mark.parametrize("kind", KINDS)
def test_observer_sees_the_table_without_hole_cards_and_chat_reaches_players(
        kind: str, tmp_path: Path) -> None:
    async def scenario(h: Harness) -> None:
        actor, idle, request = await seated_heads_up(h)
        eve = await h.client("eve")
        rec_eve = Recorder(eve)
        observed = asyncio.ensure_future(eve.wait_for(is_(TableSnapshot)))
        await eve.send(ObserveTable(table_id=request.table_id))
        view = await observed
        assert isinstance(view, TableSnapshot) and view.your_seat is None
        assert view.hand_id is not None and all(not s.hole_cards for s in view.seats)
        line = asyncio.ensure_future(idle.wait_for(is_(ChatLine)))
        await actor.send(Chat(table_id=request.table_id, text="good luck"))
        chat = await line
        assert isinstance(chat, ChatLine) and chat.sender == actor.player_id
        assert chat.text == "good luck"
        moved = asyncio.ensure_future(eve.wait_for(
            lambda e: isinstance(e, TableEvent) and e.kind == "action"))
        closed = eve.wait_for(lambda e: isinstance(e, TableEvent)
                              and e.kind == "table_closed", timeout=40)
        autoplay(actor)
        autoplay(idle)
        await actor.send(Act(table_id=request.table_id, action=ActionKind.FOLD))
        assert isinstance(await moved, TableEvent)
        await closed  # the match ended: the observer is told the table is gone
        assert hole_cards_seen(rec_eve) == []

    run(kind, tmp_path, scenario)


def calling_station(request: ActionRequest) -> Act:
    """Check or call: hands go to showdown and nobody busts quickly."""
    legal = request.legal
    kind = ActionKind.CHECK if ActionKind.CHECK in legal.actions else ActionKind.CALL
    return Act(table_id=request.table_id, action=kind)


@pytest.mark.parametrize("kind", KINDS)
def test_rule_discuss_a_deal_pauses_then_an_agreed_icm_deal_is_paid(
        kind: str, tmp_path: Path) -> None:
    """Site deal rules: when every remaining player ticks 'Discuss A Deal' the table pauses
    at the end of the hand; ICM/chip/even numbers are offered; a proposal is paid only
    when all remaining players confirm it."""

    async def scenario(h: Harness) -> None:
        players = [await h.client(n) for n in ("ann", "bob", "cid")]
        start = {c.player_id: await usd(c, True) for c in players}
        tid = await open_sng(players[0], "3max")
        seated = [asyncio.ensure_future(c.wait_for(is_(TableSnapshot))) for c in players]
        for client in players:
            autoplay(client, calling_station)
            await client.send(Register(tournament_id=tid))
        await asyncio.gather(*seated)
        paused = asyncio.ensure_future(players[0].wait_for(
            lambda e: isinstance(e, DealState) and e.paused and bool(e.icm), timeout=20))
        for client in players:
            await client.send(DiscussDeal(tournament_id=tid, on=True))
        state = await paused
        assert isinstance(state, DealState)
        assert sorted(state.ticked) == ["ann", "bob", "cid"]
        assert sum(state.icm.values()) == sum(state.chip.values()) == sum(state.even.values())
        offered = asyncio.ensure_future(players[1].wait_for(
            lambda e: isinstance(e, DealState) and bool(e.proposals)))
        await players[0].send(ProposeDeal(tournament_id=tid, kind="icm"))
        offer = await offered
        assert isinstance(offer, DealState)
        proposal = offer.proposals[0]
        assert proposal.amounts == state.icm
        done = asyncio.ensure_future(players[0].wait_for(
            lambda e: isinstance(e, TournamentEvent) and e.kind == "deal_applied"))
        for client in players:
            await client.send(AcceptDeal(tournament_id=tid, proposal_id=proposal.proposal_id))
        assert isinstance(await done, TournamentEvent)
        for client in players:
            final = await usd(client, True)
            assert client.player_id is not None
            assert final == start[client.player_id] - Decimal("5.50") + \
                proposal.amounts[client.player_id]

    run(kind, tmp_path, scenario)


@pytest.mark.parametrize("kind", KINDS)
def test_ring_game_sit_play_and_leave_cashes_out_less_only_the_rake(
        kind: str, tmp_path: Path) -> None:
    """Ring game: buy-ins move to the table, hands are dealt while two sit, leaving cashes
    the stack out; the two players together lose exactly the rake (never more)."""

    async def scenario(h: Harness) -> None:
        ann, bob = await h.client("ann"), await h.client("bob")
        snapshot = await lobby(ann)
        ring = next(r for r in snapshot.rings if r.table_id == "usd-nlhe-001-002")
        assert ring.min_buy_in <= Decimal("2.00") <= ring.max_buy_in
        start = {"ann": await usd(ann, True), "bob": await usd(bob, True)}
        hands = ann.wait_for(lambda e: isinstance(e, TableEvent) and e.kind == "hand_ended"
                             and (e.hand_id or "").endswith("-3"), timeout=20)
        for client in (ann, bob):
            autoplay(client, calling_station)
            await client.send(Sit(table_id=ring.table_id, buy_in=Decimal("2.00")))
        assert usd_of(await ann.wait_for(is_(Balances))) == start["ann"] - Decimal("2.00")
        await hands
        final: dict[str, Decimal] = {}
        for client in (ann, bob):
            assert client.player_id is not None
            waiter = client.wait_for(cashed_out, timeout=20)  # not a hand's in-play update
            await client.send(Leave(table_id=ring.table_id))
            final[client.player_id] = usd_of(await waiter)
        assert sum(final.values()) <= sum(start.values())
        assert sum(final.values()) >= sum(start.values()) - Decimal("1.00")

    run(kind, tmp_path, scenario)


def _state_of(client: Adapter, pool_id: str) -> Callable[[Event], bool]:
    return lambda e: isinstance(e, PoolState) and e.pool_id == pool_id


@pytest.mark.parametrize("kind", KINDS)
def test_fast_fold_pool_two_players_join_play_and_move_to_new_hands(
        kind: str, tmp_path: Path) -> None:
    """Two players join a heads-up fast-fold pool and play: each new hand comes with a
    PoolState naming its table and that table's snapshot; a fast fold moves the folder on
    at once; hole cards reach only their owner; leaving cashes out."""

    async def scenario(h: Harness) -> None:
        ann, bob = await h.client("ann"), await h.client("bob")
        pools = (await lobby(ann)).pools
        assert [p.pool_id for p in pools] == [HU_POOL.id]
        seen = {name: Recorder(client) for name, client in (("ann", ann), ("bob", bob))}

        def folder(request: ActionRequest) -> Act | FastFold:
            if ActionKind.CALL in request.legal.actions:
                return FastFold(pool_id=HU_POOL.id, hand_id=request.hand_id)
            return Act(table_id=request.table_id, action=ActionKind.CHECK)

        autoplay(ann, folder)  # type: ignore[arg-type]
        autoplay(bob, calling_station)
        many = bob.wait_for(lambda e: isinstance(e, PoolState) and e.hand_id is not None
                            and e.hand_id.endswith("-3"), timeout=20)
        for client in (ann, bob):
            await client.send(JoinPool(pool_id=HU_POOL.id, buy_in=Decimal(100)))
        await many
        for name, recorder in seen.items():
            tables = {e.table_id for e in recorder.of(PoolState)
                      if isinstance(e, PoolState) and e.table_id}
            assert len(tables) >= 2  # moved to another table for a new hand
            assert {e.table_id for e in recorder.of(TableSnapshot)
                    if isinstance(e, TableSnapshot)} <= tables
            assert all(e.player_id == name for e in hole_cards_seen(recorder))
            assert all(isinstance(e, TableEvent) and e.table_id in tables
                       for e in recorder.of(TableEvent))
        assert not seen["ann"].of(Error), seen["ann"].of(Error)
        left = ann.wait_for(lambda e: isinstance(e, PoolState) and e.state == "left",
                            timeout=20)
        await ann.send(LeavePool(pool_id=HU_POOL.id))
        gone = await left
        assert isinstance(gone, PoolState) and gone.cashed_out is not None

    run(kind, tmp_path, scenario)


@pytest.mark.parametrize("kind", KINDS)
def test_waiting_list_offer_arrives_when_a_seat_frees_and_is_accepted(
        kind: str, tmp_path: Path) -> None:
    """A full heads-up table: a third player joins its waiting list (the lobby shows the
    length), a player leaves, the seat is offered with a deadline and accepted."""

    async def scenario(h: Harness) -> None:
        ann, bob, cat = await h.client("ann"), await h.client("bob"), await h.client("cat")
        for client in (ann, bob):
            autoplay(client, calling_station)
            await client.send(Sit(table_id=HU_RING.id, buy_in=Decimal(100)))
        listed = cat.wait_for(lambda e: isinstance(e, WaitingListState) and bool(e.lists))
        await cat.send(JoinWaitingList(table_id=HU_RING.id))
        state = await listed
        assert isinstance(state, WaitingListState) and state.lists[0].position == 1
        row = next(r for r in (await lobby(cat)).rings if r.table_id == HU_RING.id)
        assert row.waiting == 1 and row.players == 2
        offered = cat.wait_for(is_(SeatOffer), timeout=20)
        await bob.send(Leave(table_id=HU_RING.id))
        offer = await offered
        assert isinstance(offer, SeatOffer) and offer.table_id == HU_RING.id
        ended = cat.wait_for(is_(SeatOfferEnded), timeout=20)
        seated = cat.wait_for(lambda e: isinstance(e, TableSnapshot)
                              and e.your_seat is not None, timeout=20)
        await cat.send(AcceptSeat(offer_id=offer.offer_id, buy_in=Decimal(100)))
        outcome = await ended
        assert isinstance(outcome, SeatOfferEnded) and outcome.outcome == "accepted"
        await seated

    run(kind, tmp_path, scenario)


async def ask(client: Adapter, command: FindPlayer | PreviewTable,
              kind: type[Event]) -> Event:
    waiter = asyncio.ensure_future(client.wait_for(is_(kind)))
    await client.send(command)
    return await waiter


@pytest.mark.parametrize("kind", KINDS)
def test_find_player_and_table_preview_show_only_what_the_lobby_shows(
        kind: str, tmp_path: Path) -> None:
    """Find a player by the start of a name (any case): ring seats and tournaments, never
    observers or fast-fold pool players. A table preview has no hole card, not even the
    asker's own, and takes no observer seat (no events follow it)."""

    async def scenario(h: Harness) -> None:
        ann, bob = await h.client("ann"), await h.client("bob")
        dealt = [asyncio.ensure_future(c.wait_for(is_(ActionRequest), timeout=20))
                 for c in (ann, bob)]
        for client in (ann, bob):
            await client.send(Sit(table_id=HU_RING.id, buy_in=Decimal(100)))
        await asyncio.wait(dealt, return_when=asyncio.FIRST_COMPLETED)
        cat, dan, eve, zed = [await h.client(n) for n in ("cat", "dan", "eve", "zed")]
        watching = asyncio.ensure_future(cat.wait_for(is_(TableSnapshot)))
        await cat.send(ObserveTable(table_id=HU_RING.id))
        await watching
        pooled = asyncio.ensure_future(dan.wait_for(is_(PoolState)))
        await dan.send(JoinPool(pool_id=HU_POOL.id, buy_in=Decimal(100)))
        await pooled
        tid = await open_sng(eve, "hu")
        registered = asyncio.ensure_future(eve.wait_for(is_(Ack)))
        await eve.send(Register(tournament_id=tid, req=7))
        await registered
        found = await ask(zed, FindPlayer(name="A"), PlayerLocations)
        assert isinstance(found, PlayerLocations) and not found.more
        assert [(p.name, [(t.table_id, t.name) for t in p.tables]) for p in found.players] \
            == [("ann", [(HU_RING.id, HU_RING.name)])]
        found = await ask(zed, FindPlayer(name="eV"), PlayerLocations)
        assert isinstance(found, PlayerLocations)
        assert [(t.tournament_id, t.table_id) for t in found.players[0].tournaments] == \
            [(tid, None)]
        for hidden in ("cat", "dan", "zed"):  # observing, in a pool, searching
            nobody = await ask(zed, FindPlayer(name=hidden), PlayerLocations)
            assert isinstance(nobody, PlayerLocations) and nobody.players == ()
        seen_by_zed = Recorder(zed)
        for asker in (ann, zed):
            preview = await ask(asker, PreviewTable(table_id=HU_RING.id), TablePreview)
            assert isinstance(preview, TablePreview) and preview.hand_id is not None
            assert sorted(s.name for s in preview.seats) == ["ann", "bob"]
            assert all(not s.hole_cards for s in preview.seats)
        moved = asyncio.ensure_future(bob.wait_for(
            lambda e: isinstance(e, TableEvent) and e.kind == "action", timeout=20))
        autoplay(ann, calling_station)
        autoplay(bob, calling_station)
        first = next(d for d in dealt if d.done()).result()  # autoplay came after it
        assert isinstance(first, ActionRequest)
        actor = ann if dealt[0].done() else bob
        for waiting in dealt:
            waiting.cancel()
        await actor.send(calling_station(first))
        await moved
        await lobby(zed)  # anything the table told zed would have come before this
        assert seen_by_zed.of(TableEvent) == [] and seen_by_zed.of(TableSnapshot) == []
        refused = await ask(zed, PreviewTable(table_id="nope"), Error)
        assert isinstance(refused, Error) and refused.code is ErrorCode.NOT_FOUND

    run(kind, tmp_path, scenario)
