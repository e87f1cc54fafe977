"""Multi-day (phased) tournaments on a simulated clock: Day 1 flights bag their survivors'
chips, Day 2 seats them with their bags and pays every flight's pool; the site rule on
self-exclusion between days and on not coming back for Day 2."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.ledger import tourney_account
from client.room.tournament import events as ev
from client.room.tournament.director import State, Tournament
from client.room.tournament.errors import RegistrationError, TournamentError
from client.room.tournament.multi_day import MultiDayEvent
from client.room.tournament.structure import load_structure

from .helpers import START, make_tournament


def _event(excluded: set[str]) -> tuple[SimulatedClock, Cashier, MultiDayEvent, list[object]]:
    clock = SimulatedClock(START)
    cashier = Cashier()
    events: list[object] = []
    flights = [make_tournament(clock, cashier, load_structure("two_day_flight"), bots=9,
                               seed=seed, tid=f"day1{name}", prefix=name,
                               is_self_excluded=excluded.__contains__,
                               listener=events.append)
               for seed, name in ((1, "a"), (2, "b"))]
    day_two = Tournament("day2", load_structure("two_day_final"), clock=clock,
                         cashier=cashier, starts_at=START + timedelta(hours=1), seed=3,
                         is_self_excluded=excluded.__contains__, listener=events.append)
    return clock, cashier, MultiDayEvent("two-day", flights, day_two), events


def test_rule_multi_day_flights_bag_survivors_and_day_two_pays_every_pool() -> None:
    """Each flight stops at its bag count with every chip in the survivors' bags; Day 2
    cannot be entered directly, seats the survivors with their bags, counts all 18 Day 1
    entries and pays both flights' pools (money and chips conserved)."""
    clock, cashier, event, events = _event(set())
    for flight in event.flights:
        flight.run_simulation(clock)
        assert flight.state is State.FINISHED
        bags = {p: e.carried_chips for p, e in flight.entrants.items() if e.carried_chips}
        assert 1 <= len(bags) <= 4 and sum(bags.values()) == 9 * 3000
        assert not any(e.prize for e in flight.entrants.values())  # Day 2 pays
    assert [e for e in events if isinstance(e, ev.DayEnded)]
    with pytest.raises(RegistrationError, match="closed"):
        event.day_two.register("walk-in")
    assert event.advance() and not event.advance()
    day_two = event.day_two
    assert set(day_two.entrants) == set(event.survivors())
    assert day_two.purse.pool() == Decimal("180.00")
    assert all(cashier.ledger.balance(tourney_account(f.tournament_id, "pool"),
                                      day_two.structure.currency) == 0 for f in event.flights)
    day_two.run_simulation(clock)
    assert day_two.state is State.FINISHED and day_two.chips_conserved()
    assert sum(e.prize for e in day_two.entrants.values()) == Decimal("180.00")
    assert day_two.entries == 18


def test_rule_self_excluded_after_qualifying_for_day_two_still_plays_it() -> None:
    """Site rule: a player who self-excludes after qualifying for Day 2 may still play it;
    one who chooses not to play it receives no compensation."""
    excluded: set[str] = set()
    clock, cashier, event, _events = _event(excluded)
    for flight in event.flights:
        flight.run_simulation(clock)
    survivors = sorted(event.survivors())
    quitter, self_excluded = survivors[0], survivors[1]
    excluded.add(self_excluded)
    with pytest.raises(RegistrationError, match="self-excluded"):
        event.flights[0].register(self_excluded)  # nothing new...
    before = cashier.available(quitter, event.day_two.structure.currency)
    event.forfeit(quitter)
    with pytest.raises(TournamentError):
        event.forfeit("nobody")
    event.advance()
    assert self_excluded in event.day_two.entrants  # ...but Day 2 is played
    assert quitter not in event.day_two.entrants
    assert cashier.available(quitter, event.day_two.structure.currency) == before
    event.day_two.run_simulation(clock)
    assert event.day_two.state is State.FINISHED
    assert cashier.available(quitter, event.day_two.structure.currency) == before


def test_rule_multi_day_a_qualifier_who_will_not_play_day_two_forfeits_it() -> None:
    """Site rule: a Day 2 qualifier who chooses not to play it receives no compensation:
    after Day 2 has its survivors, giving the seat up removes it (nothing paid back, the
    prize pool and the entries counted unchanged); once Day 2 started it is refused."""
    clock, cashier, event, _events = _event(set())
    for flight in event.flights:
        flight.run_simulation(clock)
    assert event.advance()
    day_two = event.day_two
    quitter, stayer = sorted(day_two.entrants)[:2]
    pool, entries = day_two.purse.pool(), day_two.entries
    before = cashier.available(quitter, day_two.structure.currency)
    assert event.can_forfeit(quitter)
    event.forfeit(quitter)
    assert quitter not in day_two.entrants and quitter not in event.survivors()
    assert not event.can_forfeit(quitter)
    with pytest.raises(TournamentError, match="no Day 2 seat"):
        event.forfeit(quitter)
    assert (day_two.purse.pool(), day_two.entries) == (pool, entries)
    assert cashier.available(quitter, day_two.structure.currency) == before
    clock.advance((day_two.starts_at - clock.now()).total_seconds() + 1)
    day_two.tick()
    assert day_two.state.value == "running"
    assert not event.can_forfeit(stayer)
    with pytest.raises(TournamentError, match="Day 2 has started"):
        event.forfeit(stayer)
    day_two.run_simulation(clock)
    assert day_two.state is State.FINISHED and day_two.chips_conserved()
    assert sum(e.prize for e in day_two.entrants.values()) == pool
    assert cashier.available(quitter, day_two.structure.currency) == before
