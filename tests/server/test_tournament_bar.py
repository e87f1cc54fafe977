"""The tournament bar on a tournament table: level and when it ends, blinds now and next,
the viewer's rank of the players left, the average stack and the next pay jump."""

from __future__ import annotations

from datetime import UTC, datetime

import msgspec

from client.protocol import messages as m
from client.protocol import views
from client.room.clock import SimulatedClock
from client.service import RoomService


def running_sit_and_go() -> tuple[RoomService, SimulatedClock, str]:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService.practice(clock, seed=4, bot_delay=0.0)
    service.ensure_local_player("me", "Me")
    service.set_connected("me", True)
    sng = next(t for t in service.tournaments.all() if t.structure.kind == "sng")
    service.handle("me", m.Register(tournament_id=sng.tournament_id))
    for _ in range(400):
        if sng.tables and any("me" in t.seats.values() for t in sng.tables.values()):
            break
        if not service.run_due():
            clock.advance(1)
    return service, clock, sng.tournament_id


def test_tournament_bar_shows_level_blinds_rank_average_and_pay_jump() -> None:
    service, clock, tid = running_sit_and_go()
    sng = next(t for t in service.tournaments.all() if t.tournament_id == tid)
    bar = views.tournament_bar(sng, "me")
    s = sng.structure
    assert bar.level == 1
    assert (bar.small_blind, bar.big_blind) == (s.levels[0].small_blind, s.levels[0].big_blind)
    assert (bar.next_small_blind, bar.next_big_blind) == \
        (s.levels[1].small_blind, s.levels[1].big_blind)
    alive = [r for r in sng.players() if r.place is None]
    assert bar.players_left == len(alive)
    assert 1 <= bar.rank <= bar.players_left
    assert bar.average_stack == sum(r.stack for r in alive) // len(alive)
    paid = max(r.last for r in sng.prizes().rows)
    assert bar.next_pay_place == min(paid, bar.players_left - 1)
    assert bar.next_pay == next(r.amount for r in sng.prizes().rows
                                if r.first <= bar.next_pay_place <= r.last) > 0
    assert bar.level_ends is not None
    assert bar.level_ends > clock.now()


def test_tournament_bar_updates_live_as_the_level_changes() -> None:
    """Fast-forwarded: once the clock passes the first level the bar says level 2."""
    service, clock, tid = running_sit_and_go()
    sng = next(t for t in service.tournaments.all() if t.tournament_id == tid)
    first = views.tournament_bar(sng, "me")
    assert first.level_ends is not None
    while clock.now() <= first.level_ends and sng.state.value == "running":
        if not service.run_due():
            clock.advance(5)
    later = views.tournament_bar(sng, "me")
    assert sng.state.value != "running" or later.level >= 2


def test_tournament_bar_rank_is_sent_anew_after_each_hand() -> None:
    """The rank of the players left moves with every hand: when a hand ends the room sends
    each human at the table their bar again (it went stale until the next table view)."""
    service, clock, tid = running_sit_and_go()
    sng = next(t for t in service.tournaments.all() if t.tournament_id == tid)
    bars: list[m.TournamentBarUpdate] = []
    service.subscribe(lambda pid, event: bars.append(event) if pid == "me" and
                      isinstance(event, m.TournamentBarUpdate) else None)
    table = next(t for t in sng.tables.values() if "me" in t.seats.values())
    first = table.hand_no
    while table.hand_no < first + 3 and sng.state.value == "running":
        if table.to_act == "me":
            service.handle("me", m.Act(table_id=table.table_id, action=m.ActionKind.FOLD))
        elif not service.run_due():
            clock.advance(1)
    assert len(bars) >= 2
    assert all(b.table_id == table.table_id for b in bars)
    assert bars[-1].bar == views.tournament_bar(sng, "me")
    assert 1 <= bars[-1].bar.rank <= bars[-1].bar.players_left


def test_every_viewer_gets_their_own_rank_from_the_bars_worked_out_once() -> None:
    """A hand's end sends every human at the tournament's tables their bar: what all bars
    show is worked out once (about 27 µs a bar), each viewer's rank is their own (0 for
    someone not playing)."""
    service, _clock, tid = running_sit_and_go()
    sng = next(t for t in service.tournaments.all() if t.tournament_id == tid)
    bars = views.tournament_bars(sng)
    alive = [r for r in sng.players() if r.place is None]
    assert len(alive) >= 2
    for row in alive:
        bar = bars(row.player)
        assert bar.rank == row.rank
        assert msgspec.structs.replace(bar, rank=0) == bars("nobody")
    assert bars("nobody").rank == 0
