"""Registration and entries: late registration, unregistration, one entry or re-entries,
satellite seats given up, self-exclusion, paying."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from client.protocol import views
from client.protocol.messages import TournamentInfo
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.errors import InsufficientFundsError
from client.room.ledger import Currency
from client.room.tournament import events as ev
from client.room.tournament.director import State
from client.room.tournament.errors import RegistrationError
from client.room.tournament.registration import Registration

from .helpers import START, bare_field, make_tournament, structure


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


def test_registration_without_funds_changes_nothing(clock: SimulatedClock,
                                                    cashier: Cashier) -> None:
    s = structure("turbo")
    t = make_tournament(clock, cashier, s, bots=2)
    with pytest.raises(InsufficientFundsError):
        t.register("poor")
    assert "poor" not in t.entrants and t.entries == 2


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


def test_registration_on_its_own_counts_entries_and_closes_once(clock: SimulatedClock,
                                                                cashier: Cashier) -> None:
    """The concern without the director: it changes only entrants and its counters."""
    events: list[ev.TournamentEvent] = []
    field = bare_field(structure("turbo"), clock, events)
    registration = Registration(field, cashier, None, starts_at=START, opens_at=clock.now(),
                                is_self_excluded=lambda player: player == "x")
    cashier.deposit("a", field.structure.entry_cost, field.structure.currency)
    entrant = registration.register("a", None, None, False)
    assert field.entrants == {"a": entrant} and registration.entries == 1
    assert registration.humans == 1 and field.tables == {}
    with pytest.raises(RegistrationError, match="self-excluded"):
        registration.register("x", None, None, False)
    assert registration.close(early=True) and not registration.close(early=True)
    assert [type(e) for e in events] == [ev.PlayerRegistered, ev.RegistrationClosed]


def test_rule_10_the_lobby_offers_unregistration_only_until_its_deadline(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 10: seen playing, the tournament lobby said "Unregistration closes 10:33" and at
    10:36 its Unregister button was still live (the room then refused the click). The
    button asks the same question as the unregistration itself."""
    s = structure("turbo", unregistration_minutes=5)
    t = make_tournament(clock, cashier, s, bots=3)
    cashier.deposit("u", Decimal("11.00"), s.currency)
    t.register("u")

    def offered() -> bool:
        row = views.tournament_row(t, "u", "turbo", {})
        info = views.tournament_lobby(t, "u", row=row, names={}, can_register=False,
                                      reason="")[0]
        assert isinstance(info, TournamentInfo)
        return info.can_unregister

    assert t.can_unregister("u") and offered()
    clock.advance_to(START - timedelta(minutes=5))
    assert not t.can_unregister("u") and not offered()
    assert not t.can_unregister("nobody")
