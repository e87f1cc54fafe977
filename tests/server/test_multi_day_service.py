"""A two-day event in the room service (the practice schedule's): the n-th instances of
the flight and Day 2 templates form one event; a flight nobody joined is cancelled, the
played flight bags its survivors, Day 2 cannot be entered from the lobby, seats the
survivors and pays the flight's pool."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime
from decimal import Decimal

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.tournament.director import State
from client.service import RoomConfig, RoomService
from client.service.config import PRACTICE_MULTI_DAY, PRACTICE_TOURNAMENTS
from client.service.play import passive_action

#: The practice schedule's two-day templates, on short stacks so the test plays quickly.
DAYS = tuple(dataclasses.replace(t, stack=400) for t in PRACTICE_TOURNAMENTS
             if t.key.startswith("day"))


def test_rule_multi_day_practice_event_runs_from_day_one_to_day_two() -> None:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(
        practice=True, seed=4, sit_and_gos=(), rings=(), pools=(), tournaments=DAYS,
        multi_day=PRACTICE_MULTI_DAY))
    service.ensure_local_player("me", "Me")
    service.set_connected("me", True)
    out: list[m.Event] = []
    service.subscribe(lambda pid, ev: out.append(ev) if pid == "me" else None)
    event = service.tournaments.day_event("day2-1")
    assert event is not None and service.tournaments.day_event("day1a-1") is event
    service.handle("me", m.OpenTournament(tournament_id="day2-1"))
    info = next(e for e in out if isinstance(e, m.TournamentInfo))
    assert not info.can_register and "Day 1 survivors" in info.reason
    service.handle("me", m.Register(tournament_id="day1a-1"))
    day_one, day_two = service.tournaments.get("day1a-1"), service.tournaments.get("day2-1")
    assert len(day_one.entrants) == 9
    for _ in range(300_000):
        if day_two.state in (State.FINISHED, State.CANCELLED):
            break
        requests = [e for e in out if isinstance(e, m.ActionRequest)]
        out.clear()
        for request in requests[-1:]:
            table = service.tables.lookup(request.table_id)
            if table is not None and table[1].to_act == "me":
                action = passive_action(table[1], "me")
                service.handle("me", m.Act(table_id=request.table_id,
                                           action=m.ActionKind(action.kind.value)))
        if not requests and not service.run_due():
            due = service.next_deadline()
            clock.advance(1 if due is None else max(0.01, (due - clock.now()).total_seconds()))
    assert service.tournaments.get("day1b-1").state is State.CANCELLED  # nobody came
    assert day_one.state is State.FINISHED
    survivors = {p for p, e in day_one.entrants.items() if e.carried_chips}
    assert 1 <= len(survivors) <= 4 and set(day_two.entrants) == survivors
    assert day_two.state is State.FINISHED
    assert sum(e.prize for e in day_two.entrants.values()) == Decimal("90.00")
