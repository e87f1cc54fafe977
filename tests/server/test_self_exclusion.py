"""Self-exclusion through the room service (site rule: players who self-exclude still
complete tournaments already in progress; nothing new until the period ends)."""

from __future__ import annotations

from contextlib import nullcontext
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.ring import RingTableSpec
from client.room.self_exclusion import ExclusionPeriod, SelfExcludedError, SelfExclusions
from client.service import RoomConfig, RoomService, SngTemplate

START = datetime(2026, 3, 1, 20, tzinfo=UTC)
RING = RingTableSpec(id="r1", name="Ring One", game="NLHE", currency=Currency.PLAY,
                     stakes="1/2")
CONFIG = RoomConfig(sit_and_gos=(SngTemplate("t3", seats=3, stack=500),), tournaments=(),
                    rings=(RING,))


def room() -> tuple[RoomService, SimulatedClock, list[tuple[str, m.Event]]]:
    clock = SimulatedClock(START)
    service = RoomService(clock, config=CONFIG,
                          grants={Currency.USD: Decimal(50), Currency.PLAY: Decimal(1000)})
    out: list[tuple[str, m.Event]] = []
    service.subscribe(lambda pid, ev: out.append((pid, ev)))
    service.ensure_local_player("ann", "ann")
    service.set_connected("ann", True)
    return service, clock, out


def errors(out: list[tuple[str, m.Event]]) -> list[m.Error]:
    return [ev for pid, ev in out if pid == "ann" and isinstance(ev, m.Error)]


def test_rule_self_exclusion_refuses_entries_and_seats_until_the_period_ends() -> None:
    """Self-excluded for 24 hours: registering, sitting at a ring table and joining its
    waiting list are refused with the end of the period in the message; a day later
    all of them work again."""
    service, clock, out = room()
    service.handle("ann", m.SelfExclude(period=ExclusionPeriod.DAY))
    states = [ev for _, ev in out if isinstance(ev, m.SelfExclusionState)]
    assert states == [m.SelfExclusionState(excluded=True, until=START + timedelta(hours=24))]
    out.clear()
    service.handle("ann", m.Register(tournament_id="t3-1"))
    service.handle("ann", m.Sit(table_id="r1", buy_in=Decimal(100)))
    service.handle("ann", m.JoinWaitingList(table_id="r1"))
    refused = errors(out)
    assert [e.code for e in refused] == [m.ErrorCode.SELF_EXCLUDED] * 3
    assert all("until 2026-03-02 20:00 UTC" in e.message for e in refused)
    assert "ann" not in service.tournaments.get("t3-1").entrants
    clock.advance(24 * 3600)
    out.clear()
    service.handle("ann", m.Register(tournament_id="t3-1"))
    service.handle("ann", m.Sit(table_id="r1", buy_in=Decimal(100)))
    assert errors(out) == []
    assert "ann" in service.tournaments.get("t3-1").entrants


def test_rule_self_exclusion_lets_a_seated_player_play_on_but_adds_no_money() -> None:
    """Already at a cash table when self-excluding: play goes on (practice bots, the
    player's turns time out), but a top-up is refused and auto-rebuy adds no money when
    the blinds take the stack below its mark."""
    clock = SimulatedClock(START)
    service = RoomService(clock, config=RoomConfig(practice=True, seed=1, sit_and_gos=(),
                                                   tournaments=(), rings=(RING,), pools=()))
    out: list[tuple[str, m.Event]] = []
    service.subscribe(lambda pid, ev: out.append((pid, ev)))
    service.ensure_local_player("ann", "ann")
    service.set_connected("ann", True)
    service.handle("ann", m.Sit(table_id="r1", buy_in=Decimal(200)))
    service.handle("ann", m.TopUp(table_id="r1", up_to=Decimal(200), auto=True))
    service.handle("ann", m.SelfExclude(period=ExclusionPeriod.DAY))
    out.clear()
    service.handle("ann", m.TopUp(table_id="r1", up_to=Decimal(200)))
    assert [e.code for e in errors(out)] == [m.ErrorCode.SELF_EXCLUDED]
    table = service.rings.get("r1").table
    full, mark = table.stacks["ann"], len(service.ledger.entries)
    while table.hand_no < 12:
        if not service.run_due():
            due = service.next_deadline()
            clock.advance(1 if due is None else max(0.01, (due - clock.now()).total_seconds()))
    assert "ann" in table.seats.values() and table.stacks["ann"] < full  # blinds were paid
    assert not [e for e in service.ledger.entries[mark:]
                if e.src == "player:ann" and e.memo.startswith("top up")]


def test_rule_self_exclusion_can_be_lengthened_but_never_shortened() -> None:
    """A running exclusion is a commitment: a shorter period is refused (the end stays),
    a longer one or permanent replaces it."""
    service, _clock, out = room()
    service.handle("ann", m.SelfExclude(period=ExclusionPeriod.WEEK))
    out.clear()
    service.handle("ann", m.SelfExclude(period=ExclusionPeriod.DAY))
    assert [e.code for e in errors(out)] == [m.ErrorCode.SELF_EXCLUDED]
    assert service.accounts.exclusions.until("ann") == START + timedelta(days=7)
    service.handle("ann", m.SelfExclude(period=ExclusionPeriod.PERMANENT))
    assert service.accounts.exclusions.is_excluded("ann")
    assert service.accounts.exclusions.until("ann") is None
    out.clear()
    service.handle("ann", m.SelfExclude(period=ExclusionPeriod.HALF_YEAR))
    assert "permanently" in errors(out)[0].message


def test_rule_self_exclusion_is_shown_again_when_the_player_connects() -> None:
    """A player who comes back while excluded is told so (the client's lobby and Settings
    show the end of the period)."""
    service, _clock, out = room()
    service.handle("ann", m.SelfExclude(period=ExclusionPeriod.MONTH))
    service.set_connected("ann", False)
    out.clear()
    service.set_connected("ann", True)
    assert m.SelfExclusionState(excluded=True, until=START + timedelta(days=30)) in [
        ev for _, ev in out]


@pytest.mark.parametrize("period", list(ExclusionPeriod))
def test_rule_self_exclusion_periods_end_when_they_say(period: ExclusionPeriod) -> None:
    """Every offered period ends at its length (permanent never does)."""
    clock = SimulatedClock(START)
    exclusions = SelfExclusions(clock)
    until = exclusions.exclude("ann", period)
    clock.advance(183 * 24 * 3600)
    assert exclusions.is_excluded("ann") is (until is None)
    with pytest.raises(SelfExcludedError) if until is None else nullcontext():
        exclusions.check("ann", "a seat")
