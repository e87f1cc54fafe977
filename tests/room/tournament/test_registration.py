"""Registration, late registration, unregistration, entries, self-exclusion, rebuys."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.errors import InsufficientFundsError
from client.room.ledger import Currency, player_account, table_account
from client.room.tournament import events as ev
from client.room.tournament.director import State
from client.room.tournament.errors import RegistrationError
from client.room.tournament.structure import RebuyPolicy

from .helpers import START, fold_or_check, make_tournament, structure


def test_rule_late_registration_closes_in_clock_time(clock: SimulatedClock,
                                                     cashier: Cashier) -> None:
    """Rule 9: starting 09:00 with 90 minutes of late registration closes at 10:30, in
    clock time, even though play time stops during breaks."""
    s = structure("regular", late_registration_minutes=90)
    t = make_tournament(clock, cashier, s, bots=30)
    assert t.late_registration_closes_at == START + timedelta(minutes=90)
    clock.advance_to(START)
    t.tick()
    cashier.deposit("late", s.entry_cost * 2, s.currency)
    clock.advance_to(START + timedelta(minutes=89))
    t.tick()
    if t.state is State.RUNNING and t.registration_open():
        t.register("late")
        assert t.entrants["late"].table_id is not None  # seated at once
    clock.advance_to(START + timedelta(minutes=90))
    t.tick()
    assert not t.registration_open()
    cashier.deposit("later", s.entry_cost, s.currency)
    with pytest.raises(RegistrationError, match="closed"):
        t.register("later")
    assert cashier.available("later", s.currency) == s.entry_cost


def test_rule_late_registration_closes_early_when_payouts_begin(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 9: late registration closes early once enough players are out to be paid."""
    s = structure("turbo", late_registration_minutes=24 * 60)
    t = make_tournament(clock, cashier, s, bots=20)
    seen: list[ev.TournamentEvent] = []
    t.listener = seen.append
    clock.advance_to(START)
    while t.players_left == 0 or t.players_left > t.paid_places():
        t.tick()
        clock.advance(60)
    closed = [e for e in seen if isinstance(e, ev.RegistrationClosed)]
    assert closed and closed[0].early
    assert not t.registration_open()
    assert clock.now() < t.late_registration_closes_at


def test_rule_unregistration_until_the_deadline(clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 10: unregistration allowed until a set time; refund in the format paid."""
    s = structure("turbo", unregistration_minutes=5)
    t = make_tournament(clock, cashier, s, bots=3)
    cashier.deposit("u", Decimal("5.00"), s.currency)
    cashier.deposit("u", Decimal("6.00"), Currency.TMONEY)
    t.register("u", payment={Currency.USD: Decimal("5.00"), Currency.TMONEY: Decimal("6.00")})
    assert cashier.available("u", Currency.TMONEY) == 0
    t.unregister("u")
    assert cashier.available("u", Currency.TMONEY) == Decimal("6.00")
    assert cashier.available("u", Currency.USD) == Decimal("5.00")
    t.register("u", payment={Currency.USD: Decimal("5.00"), Currency.TMONEY: Decimal("6.00")})
    clock.advance_to(START - timedelta(minutes=5))
    with pytest.raises(RegistrationError, match="closed"):
        t.unregister("u")
    assert "u" in t.entrants


def test_rule_one_entry_per_player_unless_reentry(clock: SimulatedClock,
                                                  cashier: Cashier) -> None:
    """Rule 9: one entry per player unless re-entry is permitted."""
    s = structure("turbo")
    t = make_tournament(clock, cashier, s, bots=3, funds=s.entry_cost * 2, humans=("h",))
    with pytest.raises(RegistrationError, match="already registered"):
        t.register("h")
    assert t.entries == 4


def test_rule_reentry_after_busting_during_late_registration(
        clock: SimulatedClock, cashier: Cashier) -> None:
    s = structure("turbo", re_entries=1, late_registration_minutes=600)
    t = make_tournament(clock, cashier, s, bots=18, funds=s.entry_cost * 3)
    clock.advance_to(START)
    busted = None
    while busted is None:
        t.tick()
        clock.advance(60)
        busted = next((p for p, e in t.entrants.items() if not e.alive), None)
    t.register(busted)
    assert t.entrants[busted].alive and t.entrants[busted].entries == 2
    assert t.entries == 19
    while t.entrants[busted].alive:
        t.tick()
        clock.advance(60)
    if t.registration_open():
        with pytest.raises(RegistrationError, match="all 2 entries"):
            t.register(busted)


def test_rule_satellite_winner_unregistering_gets_tmoney_or_ticket(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 10: a seat won in a satellite, given up, becomes T$ or an entry ticket."""
    s = structure("turbo", unregistration_minutes=5)
    t = make_tournament(clock, cashier, s, bots=2)
    for player in ("w1", "w2"):
        cashier.deposit(player, s.entry_cost, s.currency)
        t.register(player, via_satellite=True)
    t.unregister("w1")
    assert cashier.available("w1", Currency.TMONEY) == s.entry_cost
    assert cashier.available("w1", s.currency) == 0
    t.unregister("w2", as_ticket=True)
    assert [(k.player, k.value) for k in t.tickets] == [("w2", s.entry_cost)]
    assert cashier.available("w2", s.currency) == 0
    assert all(cashier.ledger.total(c) == 0 for c in Currency)


def test_rule_self_excluded_player_finishes_but_cannot_enter(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Players self-excluding during a tournament can still complete it."""
    s = structure("turbo")
    excluded: set[str] = set()
    t = make_tournament(clock, cashier, s, bots=8, humans=("h",),
                        is_self_excluded=excluded.__contains__)
    clock.advance_to(START)
    t.tick()
    excluded.add("h")
    t.tick()
    assert t.entrants["h"].alive and t.entrants["h"].table_id is not None
    other = structure("turbo")
    t2 = make_tournament(clock, cashier, other, tid="T2", starts_at=START + timedelta(hours=3),
                         is_self_excluded=excluded.__contains__)
    cashier.deposit("h", other.entry_cost, other.currency)
    with pytest.raises(RegistrationError, match="self-excluded"):
        t2.register("h")


def test_tournament_cancelled_with_too_few_players_refunds_everyone(
        clock: SimulatedClock, cashier: Cashier) -> None:
    s = structure("turbo", min_players=5)
    t = make_tournament(clock, cashier, s, bots=3)
    clock.advance_to(START)
    t.tick()
    assert t.state is State.CANCELLED
    assert all(cashier.available(p, s.currency) == s.entry_cost for p in t.entrants)


def test_registration_without_funds_changes_nothing(clock: SimulatedClock,
                                                    cashier: Cashier) -> None:
    s = structure("turbo")
    t = make_tournament(clock, cashier, s, bots=2)
    with pytest.raises(InsufficientFundsError):
        t.register("poor")
    assert "poor" not in t.entrants and t.entries == 2


def test_rule_rebuy_needs_available_funds_in_the_tournament_currency(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 8: money in play at other games or in another currency does not count."""
    s = structure("rebuy", rebuy=RebuyPolicy(minutes=60, chips=2000, addon_chips=3000))
    t = make_tournament(clock, cashier, s, bots=5, humans=("h",))
    clock.advance_to(START)
    t.tick()
    cashier.deposit("h", Decimal("50.00"), Currency.EUR)
    cashier.deposit("h", Decimal("50.00"), s.currency)
    cashier.ledger.transfer(player_account("h"), table_account("ring1"), Decimal("50.00"),
                            s.currency, "sat down at a ring game")
    table = t.tables[t.entrants["h"].table_id or ""]
    while table.in_hand:
        from .helpers import fold_or_check
        fold_or_check(t, "h")
    with pytest.raises(InsufficientFundsError, match="rule 8"):
        t.rebuy("h")
    cashier.deposit("h", s.buy_in + s.fee, s.currency)
    stack = table.stacks["h"]
    t.rebuy("h")
    assert table.stacks["h"] == stack + 2000 and t.entrants["h"].rebuys == 1


def test_rule_prize_structure_final_only_after_registration_and_rebuys_close(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 7: the prize structure is not final until registration has closed and the
    rebuy/add-on period is over."""
    s = structure("rebuy", late_registration_minutes=30)
    t = make_tournament(clock, cashier, s, bots=27, funds=s.entry_cost * 40)
    for player in t.entrants:
        t.set_auto_rebuy(player)
    clock.advance_to(START)
    finals: list[bool] = []
    while t.state is State.RUNNING or t.state is State.REGISTERING:
        t.tick()
        finals.append(t.prizes().final)
        if t.prizes().final:
            assert not t.registration_open() and not t.rebuy_open()
        clock.advance(60)
    assert finals[0] is False and finals[-1] is True
    assert any(e.added_on for e in t.entrants.values())


def test_rule_guaranteed_prize_pool(clock: SimulatedClock, cashier: Cashier) -> None:
    s = structure("turbo", guarantee=Decimal("500.00"), late_registration_minutes=0)
    t = make_tournament(clock, cashier, s, bots=10)
    assert t.prizes().pool == Decimal("500.00") and not t.prizes().final
    t.run_simulation(clock)
    assert sum((e.prize for e in t.entrants.values()), Decimal(0)) == Decimal("500.00")
    assert cashier.ledger.total(s.currency) == 0


def test_rule_freezeout_allows_no_reentry(clock: SimulatedClock, cashier: Cashier) -> None:
    """Players may participate once unless re-entry is permitted (freezeout)."""
    s = structure("turbo", late_registration_minutes=600)
    assert s.is_freezeout
    t = make_tournament(clock, cashier, s, bots=18, funds=s.entry_cost * 2)
    clock.advance_to(START)
    busted = None
    while busted is None:
        t.tick()
        clock.advance(60)
        busted = next((p for p, e in t.entrants.items() if not e.alive), None)
    assert t.registration_open()
    with pytest.raises(RegistrationError, match="entries allowed"):
        t.register(busted)


def test_rule_rebuys_only_in_the_period_and_at_most_the_starting_stack(
        clock: SimulatedClock, cashier: Cashier) -> None:
    s = structure("rebuy", rebuy=RebuyPolicy(minutes=60, chips=2000, max_rebuys=1,
                                             addon_chips=3000))
    t = make_tournament(clock, cashier, s, bots=8, humans=("h",), funds=s.entry_cost * 5,
                        seed=3)
    clock.advance_to(START)
    t.tick()
    table = t.tables[t.entrants["h"].table_id or ""]
    while table.in_hand:
        fold_or_check(t, "h")
    with pytest.raises(RegistrationError, match="add-on"):
        t.add_on("h")
    table.stacks["h"] = s.starting_stack + 1
    with pytest.raises(RegistrationError, match="at most the starting stack"):
        t.rebuy("h")
    table.stacks["h"] = s.starting_stack
    t.rebuy("h")
    table.stacks["h"] = s.starting_stack
    with pytest.raises(RegistrationError, match="all 1 rebuys"):
        t.rebuy("h")


def test_rule_addon_during_the_addon_break_only(clock: SimulatedClock,
                                                cashier: Cashier) -> None:
    """Rule 1a: a short add-on break at the end of the rebuy period lets players add on."""
    s = structure("rebuy", rebuy=RebuyPolicy(minutes=10, chips=2000, addon_chips=3000),
                  action_seconds=36000.0)
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, humans=("h", "g"), funds=s.entry_cost * 5,
                        listener=events.append)
    clock.advance_to(START)
    t.tick()
    table = next(iter(t.tables.values()))
    while t.play_minutes < 10 or table.in_hand:
        while table.to_act is not None:
            fold_or_check(t, table.to_act)
        clock.advance(30)
        t.tick()
    assert t.on_break
    started = [e for e in events if isinstance(e, ev.BreakStarted)]
    assert started[-1].reason == "add-on"
    assert started[-1].ends_at - started[-1].at <= timedelta(minutes=3)
    stack = table.stacks["h"]
    t.add_on("h")
    assert table.stacks["h"] == stack + 3000
    with pytest.raises(RegistrationError, match="already"):
        t.add_on("h")
    clock.advance(180)
    t.tick()
    assert not t.on_break
    with pytest.raises(RegistrationError, match="end of the rebuy period"):
        t.add_on("g")


def test_late_registrant_opens_a_new_table_when_all_seats_are_taken(
        clock: SimulatedClock, cashier: Cashier) -> None:
    s = structure("turbo", table_size=2, action_seconds=3600.0)
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, humans=("a", "b"), listener=events.append)
    clock.advance_to(START)
    t.tick()
    for player in ("c", "d"):
        cashier.deposit(player, s.entry_cost, s.currency)
        t.register(player)
    opened = [e.table_id for e in events if isinstance(e, ev.TableOpened)]
    assert len(opened) == 2
    assert t.entrants["c"].table_id == t.entrants["d"].table_id == opened[1]
    assert t.players_left == 4 and t.entries == 4


def test_rule_registration_opens_at_its_set_time(clock: SimulatedClock,
                                                 cashier: Cashier) -> None:
    s = structure("turbo")
    t = make_tournament(clock, cashier, s, registration_opens_at=START - timedelta(minutes=30))
    cashier.deposit("early", s.entry_cost, s.currency)
    with pytest.raises(RegistrationError, match="closed"):
        t.register("early")
    clock.advance_to(START - timedelta(minutes=30))
    t.register("early")
    assert t.entries == 1 and t.info().registration_open
