"""A two-day event in the room service (the practice schedule's): the n-th instances of
the flight and Day 2 templates form one event; a flight nobody joined is cancelled, the
played flight bags its survivors, Day 2 cannot be entered from the lobby, seats the
survivors and pays the flight's pool."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency, Ledger
from client.room.tournament.director import State
from client.server.recovery import settle_interrupted
from client.service import RoomConfig, RoomService
from client.service.config import PRACTICE_MULTI_DAY, PRACTICE_TOURNAMENTS
from client.service.journal import SavedTournament
from client.service.play import passive_action
from tests.server.test_room_service import Journal

#: The practice schedule's two-day templates, on short stacks so the test plays quickly.
DAYS = tuple(dataclasses.replace(t, stack=400) for t in PRACTICE_TOURNAMENTS
             if t.key.startswith("day"))
#: A practice room running only the two-day event.
DAYS_ROOM = RoomConfig(practice=True, seed=4, sit_and_gos=(), rings=(), pools=(),
                       tournaments=DAYS, multi_day=PRACTICE_MULTI_DAY)


class TwoDays:
    """A practice room (by default running only the two-day event on short stacks), with
    what the player (`me`) saw."""

    def __init__(self, journal: Journal | None = None, *, ledger: Ledger | None = None,
                 saved: list[SavedTournament] | None = None, minutes: int = 0,
                 me: str = "me", config: RoomConfig = DAYS_ROOM) -> None:
        self.me = me
        self.clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC) +
                                    timedelta(minutes=minutes))
        self.service = RoomService(self.clock, config=config, journal=journal, ledger=ledger,
                                   saved=saved or ())
        self.service.ensure_local_player(me, "Me")
        self.service.set_connected(me, True)
        self.out: list[m.Event] = []
        self.refused: list[tuple[str, m.Error]] = []  # anyone's refusals
        self.service.subscribe(self._seen)

    def _seen(self, player_id: str, event: m.Event) -> None:
        if player_id == self.me:
            self.out.append(event)
        if isinstance(event, m.Error):
            self.refused.append((player_id, event))

    def play(self, until: Callable[[], bool]) -> None:
        """Run the room (the player acting passively) until `until()` holds."""
        service, out = self.service, self.out
        for _ in range(300_000):
            if until():
                return
            requests = [e for e in out if isinstance(e, m.ActionRequest)]
            out[:] = [e for e in out if not isinstance(e, m.ActionRequest)]
            for request in requests[-1:]:
                table = service.tables.lookup(request.table_id)
                if table is not None and table[1].to_act == self.me:
                    action = passive_action(table[1], self.me)
                    service.handle(self.me, m.Act(table_id=request.table_id,
                                               action=m.ActionKind(action.kind.value)))
            if not requests and not service.run_due():
                due = service.next_deadline()
                self.clock.advance(1 if due is None else
                                   max(0.01, (due - self.clock.now()).total_seconds()))
        raise AssertionError("the room never got there")


def test_rule_multi_day_practice_event_runs_from_day_one_to_day_two() -> None:
    room = TwoDays()
    service, out = room.service, room.out
    event = service.tournaments.day_event("day2-1")
    assert event is not None and service.tournaments.day_event("day1a-1") is event
    service.handle("me", m.OpenTournament(tournament_id="day2-1"))
    info = next(e for e in out if isinstance(e, m.TournamentInfo))
    assert not info.can_register and "Day 1 survivors" in info.reason
    service.handle("me", m.Register(tournament_id="day1a-1"))
    day_one, day_two = service.tournaments.get("day1a-1"), service.tournaments.get("day2-1")
    assert len(day_one.entrants) == 9
    room.play(lambda: day_two.state in (State.FINISHED, State.CANCELLED))
    assert service.tournaments.get("day1b-1").state is State.CANCELLED  # nobody came
    assert day_one.state is State.FINISHED
    survivors = {p for p, e in day_one.entrants.items() if e.carried_chips}
    assert 1 <= len(survivors) <= 4 and set(day_two.entrants) == survivors
    assert day_two.state is State.FINISHED
    assert sum(e.prize for e in day_two.entrants.values()) == Decimal("90.00")


def test_rule_multi_day_a_qualifier_gives_up_day_two_from_the_lobby() -> None:
    """Site rule: a Day 2 qualifier who chooses not to play it gets no compensation: the
    tournament lobby offers it to a survivor only (`can_forfeit_day_two`), the seat goes,
    the prize pool stays; a player with no seat, or once Day 2 started, is refused."""
    room = TwoDays()
    service, out = room.service, room.out
    service.handle("me", m.Register(tournament_id="day1a-1"))
    day_one, day_two = service.tournaments.get("day1a-1"), service.tournaments.get("day2-1")
    room.play(lambda: day_one.state is State.FINISHED)
    survivors = sorted(p for p, e in day_one.entrants.items() if e.carried_chips)
    assert "me" in survivors, "seed 4: me survives Day 1"
    service.add_player("ann", "Ann")  # another player, with no Day 2 seat
    service.set_connected("ann", True)
    service.handle("ann", m.ForfeitDayTwo(tournament_id="day2-1", req=3))
    assert [(p, e.req) for p, e in room.refused] == [("ann", 3)]
    assert "no Day 2 seat" in room.refused[0][1].message
    room.play(lambda: bool(day_two.entrants))  # Day 1B cancelled: Day 2 has its survivors
    service.handle("me", m.OpenTournament(tournament_id="day2-1"))
    info = [e for e in out if isinstance(e, m.TournamentInfo)][-1]
    assert info.can_forfeit_day_two
    pool, balance = day_two.purse.pool(), service.cashier.available("me", Currency.USD)
    service.handle("me", m.ForfeitDayTwo(tournament_id="day2-1"))
    assert "me" not in day_two.entrants and day_two.purse.pool() == pool
    info = [e for e in out if isinstance(e, m.TournamentInfo)][-1]
    assert not info.can_forfeit_day_two
    stayer = next(p for p in survivors if p != "me")
    room.play(lambda: day_two.state is State.RUNNING)
    service.handle(stayer, m.ForfeitDayTwo(tournament_id="day1a-1"))  # refused: too late
    assert stayer in day_two.entrants
    room.play(lambda: day_two.state is State.FINISHED)
    assert day_two.entrants.keys() == set(survivors) - {"me"}
    assert sum(e.prize for e in day_two.entrants.values()) == pool
    assert service.cashier.available("me", Currency.USD) == balance


def _restart(room: TwoDays, journal: Journal, minutes: int) -> TwoDays:
    """A new room from what `room` saved (same ledger), every day resumed, none settled."""
    saved = list(journal.saved.values())
    restarted = TwoDays(journal, ledger=room.service.ledger, saved=saved, minutes=minutes)
    methods = {s.tournament_id: s.method for s in settle_interrupted(restarted.service, saved)}
    assert {methods[t] for t in ("day1a-1", "day1b-1", "day2-1")} == {"resumed"}
    _one_open_instance_per_template(restarted.service)
    return restarted


def _one_open_instance_per_template(service: RoomService) -> None:
    """The lobby lists one instance open for entries per template, as before a restart
    (a flight's saved day is that instance: the room opens no second one beside it)."""
    open_ids = sorted(t.tournament_id for t in service.tournaments.all()
                      if t.state is State.REGISTERING)
    keys = [tid.rpartition("-")[0] for tid in open_ids]
    assert len(keys) == len(set(keys)), open_ids


def test_multi_day_flights_and_day_two_stay_linked_after_a_restart() -> None:
    """Server restarts between the days: the finished flight (with its bags), the one not
    yet played and the waiting Day 2 come back from the saved state as one event; after a
    second restart, once Day 2 has its survivors, a qualifier may still give the seat up;
    Day 2 then plays and pays the pool (nothing lost, nothing settled)."""
    journal = Journal()
    room = TwoDays(journal)
    room.service.handle("me", m.Register(tournament_id="day1a-1"))
    day_one = room.service.tournaments.get("day1a-1")
    room.play(lambda: day_one.state is State.FINISHED)
    bags = {p: e.carried_chips for p, e in day_one.entrants.items() if e.carried_chips}
    assert "me" in bags, "seed 4: me survives Day 1"
    restarted = _restart(room, journal, minutes=20)  # Day 1B not started yet
    event = restarted.service.tournaments.day_event("day2-1")
    assert event is not None and restarted.service.tournaments.day_event("day1a-1") is event
    assert event.survivors() == bags and not event.seated
    day_two = restarted.service.tournaments.get("day2-1")
    restarted.play(lambda: bool(day_two.entrants))  # Day 1B cancelled: Day 2 seated
    again = _restart(restarted, journal, minutes=35)  # before Day 2 starts
    event = again.service.tournaments.day_event("day1b-1")
    assert event is not None and event.seated and event.can_forfeit("me")
    again.service.handle("me", m.ForfeitDayTwo(tournament_id="day2-1"))
    day_two = again.service.tournaments.get("day2-1")
    assert set(day_two.entrants) == set(bags) - {"me"}
    again.play(lambda: day_two.state is State.FINISHED)
    assert {p: e.carried_chips for p, e in day_two.entrants.items()} == \
        {p: c for p, c in bags.items() if p != "me"}
    assert sum(e.prize for e in day_two.entrants.values()) == Decimal("90.00")
    assert again.service.ledger.total(Currency.USD) == 0
