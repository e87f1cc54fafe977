"""Clock and breaks: synchronized and interval breaks, the add-on break, the play clock,
levels, DET."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.tournament import events as ev
from client.room.tournament.det import DetAllowance, det_applies
from client.room.tournament.kinds import TournamentKind
from client.room.tournament.rebuys import Rebuys
from client.room.tournament.schedule import (
    BreakPlanner,
    BreakReason,
    PlayClock,
    first_synchronized_break,
)
from client.room.tournament.structure import (
    BreakKind,
    BreakPolicy,
    RebuyPolicy,
    load_structure,
)
from client.room.tournament.timekeeper import Timekeeper

from .helpers import START, bare_field, fold_or_check, make_tournament, step, structure


def at(hh: int, mm: int) -> datetime:
    return datetime(2026, 3, 1, hh, mm, tzinfo=UTC)


def _breaks(planner: BreakPlanner, start: datetime, hours: int) -> list[datetime]:
    found = []
    for minute in range(hours * 60):
        due = planner.due(start + timedelta(minutes=minute), play_minutes=minute)
        if due is not None:
            found.append(due.due_at)
    return found


def test_rule_synchronized_breaks_at_55_past_the_hour() -> None:
    """Rule 1a: a tournament starting 07:25 breaks at 07:55, 08:55, 09:55, ..."""
    s = dataclasses.replace(load_structure("regular"),
                            breaks=BreakPolicy(BreakKind.SYNCHRONIZED, 5, every_hours=1))
    assert _breaks(BreakPlanner(s, at(7, 25)), at(7, 25), 3) == [at(7, 55), at(8, 55), at(9, 55)]


def test_rule_synchronized_breaks_every_two_hours() -> None:
    """Rule 1a: starting 08:35, breaks every other hour: 08:55, 10:55, ..."""
    s = dataclasses.replace(load_structure("regular"),
                            breaks=BreakPolicy(BreakKind.SYNCHRONIZED, 5, every_hours=2))
    assert _breaks(BreakPlanner(s, at(8, 35)), at(8, 35), 4) == [at(8, 55), at(10, 55)]
    assert first_synchronized_break(at(7, 55)) == at(8, 55)


def test_rule_breaks_at_regular_intervals_of_play() -> None:
    """Rule 1b: starting 07:25 with a break after every hour's play: first at 08:25."""
    s = dataclasses.replace(load_structure("regular"),
                            breaks=BreakPolicy(BreakKind.INTERVAL, 5, interval_minutes=60))
    assert _breaks(BreakPlanner(s, at(7, 25)), at(7, 25), 2) == [at(8, 25)]


def test_rule_addon_break_at_end_of_rebuy_period() -> None:
    """Rule 1a: rebuy events with add-ons get a short (3 minute) break when rebuys end."""
    s = dataclasses.replace(load_structure("rebuy"),
                            rebuy=RebuyPolicy(minutes=60, chips=2000, addon_chips=3000))
    planner = BreakPlanner(s, at(9, 0))
    due = planner.due(at(10, 0), play_minutes=60)
    assert due is not None and due.reason is BreakReason.ADD_ON
    assert due.ends_at - due.due_at == timedelta(minutes=3)


def test_play_clock_stops_and_restarts() -> None:
    clock = PlayClock(at(9, 0))
    clock.set_running(True, at(9, 0))
    clock.set_running(False, at(9, 10))
    clock.update(at(9, 30))
    clock.set_running(True, at(9, 30))
    clock.update(at(9, 35))
    assert clock.minutes == 15


def test_rule_break_begins_only_when_every_table_finished_its_hand(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Breaks: the tournament waits for hands at all tables to complete before the break
    begins (at some tables the break lasts slightly longer)."""
    s = structure("regular", action_seconds=3600.0, time_bank_seconds=0.0)
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, bots=26, humans=("h",),
                        starts_at=START + timedelta(minutes=50), listener=events.append)
    clock.advance_to(t.starts_at)
    t.tick()
    while not (clock.now() >= START + timedelta(minutes=55) and t.tables[
            t.entrants["h"].table_id or ""].to_act == "h"):
        if any(table.to_act == "h" for table in t.tables.values()) and \
                clock.now() < START + timedelta(minutes=54):
            fold_or_check(t, "h")
        step(t, clock)
    assert not t.on_break and not any(isinstance(e, ev.BreakStarted) for e in events)
    hands = t.hands_played
    step(t, clock)
    assert t.hands_played == hands, "other tables wait for the break instead of dealing"
    table = t.tables[t.entrants["h"].table_id or ""]
    while table.to_act == "h":
        fold_or_check(t, "h")
    t.tick()
    assert t.on_break
    started = [e for e in events if isinstance(e, ev.BreakStarted)]
    assert started[0].at > START + timedelta(minutes=55)
    assert started[0].ends_at == START + timedelta(minutes=60)
    clock.advance_to(started[0].ends_at)
    t.tick()
    assert not t.on_break and any(isinstance(e, ev.BreakEnded) for e in events)


def test_rule_tournament_clock_stops_while_waiting_on_disconnected_player(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """DET: the tournament clock that raises blinds stops while the system waits on a
    disconnected player; the folded player stays sitting in with the next DET amount;
    reconnecting resets the schedule."""
    s = structure("heads_up", time_bank_seconds=0.0)
    assert s.kind is TournamentKind.HEADS_UP
    t = make_tournament(clock, cashier, s, humans=("a", "b"))
    clock.advance_to(START)
    t.tick()
    table = next(iter(t.tables.values()))
    player = table.to_act
    assert player is not None
    t.set_connected(player, False)
    played = t.play_minutes
    step(t, clock, 200)
    assert t.play_minutes == played
    assert table.to_act == player  # 15 s + 240 s DET not yet used up
    step(t, clock, 60)  # timed out: folded, still seated
    assert t.entrants[player].alive and player in table.seats.values()
    while table.to_act != player:
        other = table.to_act
        if other is None:
            step(t, clock, 1)
            continue
        fold_or_check(t, other)
        t.tick()
    assert table.deadline is not None
    assert table.deadline - clock.now() == timedelta(seconds=15 + 120)
    t.set_connected(player, True)
    t.set_connected(player, False)
    assert table.deadline - clock.now() == timedelta(seconds=15 + 240)


def test_rule_det_only_at_final_table_of_mtt() -> None:
    """DET rule: regular multi-table tournaments give DET only at the final table."""
    s = load_structure("turbo")
    assert not det_applies(s, players_left=20, tables_left=3, entrants=100, paid_places=15)
    assert det_applies(s, players_left=9, tables_left=1, entrants=100, paid_places=15)


def test_rule_det_in_sit_and_go_from_paid_places_plus_one() -> None:
    """DET rule: sit & goes under 45 players from paid places + 1."""
    s = load_structure("sit_and_go")
    assert not det_applies(s, players_left=5, tables_left=1, entrants=9, paid_places=3)
    assert det_applies(s, players_left=4, tables_left=1, entrants=9, paid_places=3)


def test_rule_det_sit_and_go_of_45_or_more_players_at_its_final_table() -> None:
    """DET rule: a sit & go of 45 players or more is a regular multi-table event for DET,
    so it gets DET at its final table (and not before, even near the money)."""
    s = load_structure("sit_and_go")
    assert det_applies(s, players_left=9, tables_left=1, entrants=45, paid_places=7)
    assert det_applies(s, players_left=2, tables_left=1, entrants=180, paid_places=27)
    assert not det_applies(s, players_left=8, tables_left=2, entrants=45, paid_places=7)


def test_rule_det_throughout_heads_up_and_only_with_a_buy_in() -> None:
    s = load_structure("heads_up")
    assert s.kind is TournamentKind.HEADS_UP
    assert det_applies(s, players_left=64, tables_left=32, entrants=64, paid_places=16)
    freeroll = dataclasses.replace(s, buy_in=Decimal(0), fee=Decimal(0))
    assert not det_applies(freeroll, 64, 32, 64, 16)


def test_rule_det_schedule_decreases_and_resets_on_reconnect() -> None:
    """DET rule: 240, 120, 60, 30 s per action; reset each time the user reconnects."""
    det = DetAllowance((240, 120, 60, 30))
    seen = []
    for _ in range(5):
        seen.append(det.next_seconds("p"))
        det.consume("p")
    assert seen == [240, 120, 60, 30, 30]
    det.reset("p")
    assert det.next_seconds("p") == 240


def test_timekeeper_opens_and_closes_the_addon_window_of_the_rebuy_concern() -> None:
    """The clock concern with the real rebuy concern: the add-on break opens the window
    when due and closes it when over; the play clock stops during the break."""
    start = at(9, 0)
    clock = SimulatedClock(start)
    s = dataclasses.replace(load_structure("rebuy"), breaks=BreakPolicy(BreakKind.NONE))
    events: list[object] = []
    field = bare_field(s, clock, events)
    rebuys = Rebuys(field, Cashier(), lambda: keeper.minutes, lambda _player: False)
    over: list[bool] = []
    keeper = Timekeeper(field, start, rebuys, lambda: over.append(True))
    keeper.play.set_running(True, start)
    now = clock.advance(s.rebuy.minutes * 60)
    keeper.play.update(now)
    keeper.update_breaks(now)
    assert keeper.on_break and rebuys.addon_open and not keeper.play.running
    now = clock.advance(s.rebuy.addon_break_minutes * 60)
    keeper.update_breaks(now)
    assert not keeper.on_break and not rebuys.addon_open and rebuys.addon_done and over
    assert rebuys.over()
