"""Offline practice through LocalAdapter: bots fill the seats, play at zero delay in tests,
never receive anything, and the local player's money moves only through the ledger."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from client.adapters.local import LocalAdapter, LocalRoom
from client.protocol.messages import (
    Act,
    ActionKind,
    ActionRequest,
    Balances,
    Error,
    ErrorCode,
    Event,
    Leave,
    ListLobby,
    LobbySnapshot,
    Register,
    Sit,
    SitBack,
    SitOut,
    TableEvent,
    TableSnapshot,
    TournamentEvent,
    Welcome,
)
from client.protocol.tournament_bodies import TournamentFinished, TournamentStarted
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.service import RoomConfig, RoomService, ScheduledTemplate, SngTemplate
from tests.adapters.harness import Recorder, autoplay, cashed_out, finished, hole_cards_seen

pytestmark = pytest.mark.timeout(60)


def practice_room(seats: int = 6) -> LocalRoom:
    clock = SimulatedClock(datetime(2026, 1, 1, 9, tzinfo=UTC))
    config = RoomConfig(sit_and_gos=(SngTemplate("p", seats=seats, stack=300),),
                        practice=True, seed=7)
    return LocalRoom(RoomService(clock, config=config), clock, realtime=False)


def test_practice_sit_and_go_with_bots_plays_to_the_end() -> None:
    """The local player registers; bots take the other five seats at once; the whole sit &
    go runs to a finishing order of six; the practice bankroll pays and receives."""

    async def main() -> None:
        adapter = LocalAdapter(practice_room())
        rec = Recorder(adapter)
        await adapter.connect()
        assert any(isinstance(e, Welcome) and e.practice for e in rec.events) or \
            adapter.player_id == "you"
        autoplay(adapter)
        done = asyncio.ensure_future(adapter.wait_for(finished("p-1"), timeout=50))
        await adapter.send(Register(tournament_id="p-1"))
        end = await done
        assert isinstance(end, TournamentEvent) and isinstance(end.body, TournamentFinished)
        order = end.body.finishing_order
        assert len(order) == 6 and "you" in order
        assert all(p == "you" or p.startswith("bot-") for p in order)
        holes = hole_cards_seen(rec)
        assert holes and all(e.player_id == "you" for e in holes)
        room = adapter.room.service
        assert room.ledger.total(Currency.USD) == 0
        assert room.ledger.balance("tourney:p-1:pool", Currency.USD) == 0
        await adapter.close()

    asyncio.run(main())


def test_practice_account_has_play_money_and_a_practice_bankroll() -> None:
    async def main() -> None:
        adapter = LocalAdapter(practice_room())
        balances = asyncio.ensure_future(adapter.wait_for(
            lambda e: isinstance(e, Balances)))
        await adapter.connect()
        event = await balances
        assert isinstance(event, Balances)
        totals = {b.currency: b.total for b in event.balances}
        assert totals["PLAY"] == Decimal(10000) and totals["USD"] == Decimal(1000)
        lobby = asyncio.ensure_future(adapter.wait_for(lambda e: isinstance(e, LobbySnapshot)))
        await adapter.send(ListLobby())
        snapshot = await lobby
        assert isinstance(snapshot, LobbySnapshot) and snapshot.sit_and_gos
        await adapter.close()

    asyncio.run(main())


def test_sitting_out_folds_or_checks_for_the_player_until_they_sit_back() -> None:
    async def main() -> None:
        adapter = LocalAdapter(practice_room(seats=2))
        await adapter.connect()
        requests: list[Event] = []
        first = asyncio.ensure_future(adapter.wait_for(
            lambda e: isinstance(e, ActionRequest)))
        adapter.subscribe(lambda e: requests.append(e) if isinstance(e, ActionRequest)
                          else None)
        await adapter.send(Register(tournament_id="p-1"))
        request = await first
        assert isinstance(request, ActionRequest)
        table_id = request.table_id
        before = len(requests)
        await adapter.send(SitOut(table_id=table_id))
        # the room acts for the sitting-out player: a hand ends with no request to them
        await adapter.wait_for(lambda e: isinstance(e, TableEvent) and e.kind == "hand_ended")
        assert len(requests) == before
        back = asyncio.ensure_future(adapter.wait_for(
            lambda e: isinstance(e, ActionRequest), timeout=20))
        await adapter.send(SitBack(table_id=table_id))
        request = await back
        assert isinstance(request, ActionRequest)
        await adapter.send(Act(table_id=table_id, action=ActionKind.FOLD))
        await adapter.close()

    asyncio.run(main())


def test_practice_scheduled_mtt_starts_on_the_clock_with_bots_and_finishes() -> None:
    """A scheduled multi-table tournament: registration before its start time, bots fill
    the practice field, it starts when the clock reaches the start (site rule 2), runs on
    two tables down to one winner, and its money is fully paid out."""
    clock = SimulatedClock(datetime(2026, 1, 1, 9, tzinfo=UTC))
    mtt = ScheduledTemplate("m", structure="hyper_turbo", stack=400, every_minutes=60,
                            first_after_minutes=1, practice_field=12)
    config = RoomConfig(sit_and_gos=(), tournaments=(mtt,), rings=(), practice=True, seed=3)
    room = LocalRoom(RoomService(clock, config=config), clock, realtime=False)

    async def main() -> None:
        adapter = LocalAdapter(room)
        await adapter.connect()
        autoplay(adapter)
        started = adapter.wait_for(lambda e: isinstance(e, TournamentEvent)
                                   and e.kind == "tournament_started")
        done = adapter.wait_for(finished("m-1"), timeout=50)
        await adapter.send(Register(tournament_id="m-1"))
        assert not started.done()
        room.advance(61)
        event = await started
        assert isinstance(event, TournamentEvent) and isinstance(event.body, TournamentStarted)
        assert event.body.tables == 2
        end = await done
        assert isinstance(end, TournamentEvent) and isinstance(end.body, TournamentFinished)
        assert len(end.body.finishing_order) == 12
        service = room.service
        assert service.ledger.balance("tourney:m-1:pool", Currency.USD) == 0
        assert service.ledger.total(Currency.USD) == 0
        assert "m-2" in service.tournaments  # the next one is scheduled
        await adapter.close()

    asyncio.run(main())


def check_or_fold(request: ActionRequest) -> Act:
    """Check when free, else fold."""
    kind = ActionKind.CHECK if ActionKind.CHECK in request.legal.actions else ActionKind.FOLD
    return Act(table_id=request.table_id, action=kind)


def test_practice_ring_table_bots_fill_seats_and_leave_with_the_player() -> None:
    async def main() -> None:
        clock = SimulatedClock(datetime(2026, 1, 1, 9, tzinfo=UTC))
        room = LocalRoom(RoomService(clock, config=RoomConfig(
            sit_and_gos=(), tournaments=(), practice=True, seed=5)), clock, realtime=False)
        adapter = LocalAdapter(room)
        await adapter.connect()
        autoplay(adapter, check_or_fold)  # keeps chips to cash out
        table_id = "play-nlhe-10-20"
        seated = adapter.wait_for(lambda e: isinstance(e, TableSnapshot)
                                  and e.your_seat is not None)
        # subscribed before sitting: on a simulated clock the hand may end at once
        ended = adapter.wait_for(lambda e: isinstance(e, TableEvent) and e.kind == "hand_ended")
        await adapter.send(Sit(table_id=table_id, buy_in=Decimal(1000)))
        snapshot = await seated
        assert isinstance(snapshot, TableSnapshot)
        assert all(s.player_id for s in snapshot.seats)  # every other seat has a bot
        await ended
        cashed = adapter.wait_for(cashed_out)
        await adapter.send(Leave(table_id=table_id))
        await cashed
        ring = room.service.rings.get(table_id)
        while ring.table.seats:  # the bots leave once the hand in play is over
            await adapter.wait_for(lambda e: True, timeout=5)
        assert room.service.ledger.balance(f"table:{table_id}", Currency.PLAY) == 0
        await adapter.close()

    asyncio.run(main())


def test_a_room_bug_reaches_the_ui_as_an_internal_error_not_a_crash(
        monkeypatch: pytest.MonkeyPatch) -> None:
    async def main() -> None:
        adapter = LocalAdapter(practice_room())
        await adapter.connect()

        def broken(player_id: str, command: object) -> None:
            raise RuntimeError("bug")

        monkeypatch.setattr(adapter.room.service, "handle", broken)
        error = adapter.wait_for(lambda e: isinstance(e, Error))
        await adapter.send(ListLobby(req=9))
        event = await error
        assert isinstance(event, Error) and event.code is ErrorCode.INTERNAL and event.req == 9
        await adapter.close()

    asyncio.run(main())
