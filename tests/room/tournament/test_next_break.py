"""The next break as the lobby's Info tab and the table announce it (issue 14, item 4)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.tournament.director import Tournament
from client.room.tournament.structure import BreakKind, BreakPolicy, RebuyPolicy

from .helpers import fold_or_check, make_tournament, structure, to_act


def _at(start: datetime, breaks: BreakPolicy, rebuy: RebuyPolicy | None = None,
        name: str = "turbo") -> tuple[Tournament, SimulatedClock]:
    clock = SimulatedClock(start - timedelta(minutes=10))
    changes = {"breaks": breaks} if rebuy is None else {"breaks": breaks, "rebuy": rebuy}
    s = structure(name, action_seconds=36000.0, **changes)
    t = make_tournament(clock, Cashier(), s, humans=("h", "g", "k"), starts_at=start)
    return t, clock


def _step(t: Tournament, clock: SimulatedClock) -> None:
    """Half a minute of play: everyone folds (or checks) the running hand."""
    while to_act(t):
        fold_or_check(t, to_act(t)[0])
    clock.advance(30)
    t.tick()


def _run_to(t: Tournament, clock: SimulatedClock, when: datetime) -> None:
    while clock.now() < when:
        _step(t, clock)


def test_rule_breaks_1a_next_break_synchronised_at_55() -> None:
    """Rule 1a: a tournament starting at 07:25 breaks at 07:55, then every hour at :55."""
    start = datetime(2026, 3, 1, 7, 25, tzinfo=UTC)
    t, clock = _at(start, BreakPolicy(BreakKind.SYNCHRONIZED, 5, every_hours=1))
    info = t.info()
    assert info.next_break_at == datetime(2026, 3, 1, 7, 55, tzinfo=UTC)
    assert info.next_break_reason == "synchronized"
    _run_to(t, clock, datetime(2026, 3, 1, 8, 10, tzinfo=UTC))
    assert t.info().next_break_at == datetime(2026, 3, 1, 8, 55, tzinfo=UTC)


def test_rule_breaks_1a_next_break_every_two_hours_at_55() -> None:
    """Rule 1a: starting at 08:35 with two-hourly breaks: 08:55, then 10:55."""
    start = datetime(2026, 3, 1, 8, 35, tzinfo=UTC)
    t, clock = _at(start, BreakPolicy(BreakKind.SYNCHRONIZED, 5, every_hours=2))
    assert t.info().next_break_at == datetime(2026, 3, 1, 8, 55, tzinfo=UTC)
    _run_to(t, clock, datetime(2026, 3, 1, 9, 10, tzinfo=UTC))
    assert t.info().next_break_at == datetime(2026, 3, 1, 10, 55, tzinfo=UTC)


def test_rule_breaks_1b_next_break_after_an_interval_of_play() -> None:
    """Rule 1b: starting at 07:25 with a break after every hour of play: 08:25 first."""
    start = datetime(2026, 3, 1, 7, 25, tzinfo=UTC)
    t, clock = _at(start, BreakPolicy(BreakKind.INTERVAL, 5, interval_minutes=60))
    info = t.info()
    assert info.next_break_at == datetime(2026, 3, 1, 8, 25, tzinfo=UTC)
    assert info.next_break_reason == "interval"
    _run_to(t, clock, datetime(2026, 3, 1, 7, 45, tzinfo=UTC))
    assert t.info().next_break_at == datetime(2026, 3, 1, 8, 25, tzinfo=UTC)


def test_rule_breaks_1a_the_addon_break_comes_first_when_it_is_sooner() -> None:
    """Rule 1a: the short add-on break ends the rebuy period."""
    start = datetime(2026, 3, 1, 8, 0, tzinfo=UTC)
    t, _ = _at(start, BreakPolicy(BreakKind.SYNCHRONIZED, 5),
               RebuyPolicy(minutes=30, chips=2000, addon_chips=3000), name="rebuy")
    info = t.info()
    assert info.next_break_at == datetime(2026, 3, 1, 8, 30, tzinfo=UTC)
    assert info.next_break_reason == "add-on"


def test_no_next_break_without_breaks_or_while_on_one() -> None:
    start = datetime(2026, 3, 1, 7, 25, tzinfo=UTC)
    t, _ = _at(start, BreakPolicy(BreakKind.NONE))
    assert t.info().next_break_at is None and t.info().next_break_reason == ""
    t, clock = _at(start, BreakPolicy(BreakKind.SYNCHRONIZED, 5))
    while not t.on_break:
        _step(t, clock)
    assert t.info().next_break_at is None
