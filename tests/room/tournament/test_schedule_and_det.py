"""Breaks at :55 or at intervals, the play clock, and disconnect extra time."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta

from client.room.tournament.det import DetAllowance, det_applies
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
    TournamentKind,
    load_structure,
)


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


def test_rule_det_only_at_final_table_of_mtt() -> None:
    """DET rule: regular multi-table tournaments give DET only at the final table."""
    s = load_structure("turbo")
    assert not det_applies(s, players_left=20, tables_left=3, entrants=100, paid_places=15)
    assert det_applies(s, players_left=9, tables_left=1, entrants=100, paid_places=15)


def test_rule_det_in_sit_and_go_from_paid_places_plus_one() -> None:
    """DET rule: sit & goes under 45 players from paid places + 1; none from 45 up."""
    s = load_structure("sit_and_go")
    assert not det_applies(s, players_left=5, tables_left=1, entrants=9, paid_places=3)
    assert det_applies(s, players_left=4, tables_left=1, entrants=9, paid_places=3)
    assert not det_applies(s, players_left=4, tables_left=1, entrants=45, paid_places=3)


def test_rule_det_throughout_heads_up_and_only_with_a_buy_in() -> None:
    s = load_structure("heads_up")
    assert s.kind is TournamentKind.HEADS_UP
    assert det_applies(s, players_left=64, tables_left=32, entrants=64, paid_places=16)
    from decimal import Decimal
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
