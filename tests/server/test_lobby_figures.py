"""A living offline lobby: a practice table the bots play shows real figures computed by the
room from the hands played there (average pot, players per flop, hands per hour)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from client.engine import Action, ActionKind
from client.room.clock import SimulatedClock
from client.room.ring import to_chips
from client.room.table import Blinds, HandReport, Table
from client.room.table_stats import TableStats, hand_figures
from client.service import RoomConfig, RoomService
from client.service.config import PRACTICE_BUSY_RINGS

BUSY = PRACTICE_BUSY_RINGS[0]


@pytest.fixture
def clock() -> SimulatedClock:
    return SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))


def busy_room() -> tuple[RoomService, SimulatedClock]:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(
        practice=True, seed=5, sit_and_gos=(), tournaments=(), rings=(),
        busy_rings=PRACTICE_BUSY_RINGS))
    return service, clock


def test_lobby_busy_table_shows_figures_from_the_hands_played() -> None:
    """After the bots play a while, the row's average pot, players per flop and hands per
    hour are those of the hands the room dealt there."""
    service, clock = busy_room()
    ring = service.rings.get(BUSY.id)
    assert service.rings.row(BUSY.id).hands_per_hour == 0
    while ring.table.hand_no < 12:
        if not service.run_due():
            clock.advance(1)
    row = service.rings.row(BUSY.id)
    figures = list(ring.stats.hands)
    assert len(figures) >= 10
    assert to_chips(row.average_pot) == sum(f.pot for f in figures) // len(figures) > 0
    assert 0 < row.players_flop <= 100
    span = (figures[-1].at - figures[0].at).total_seconds()
    assert row.hands_per_hour == round((len(figures) - 1) * 3600 / span) > 0
    assert row.players == BUSY.seats


def test_lobby_busy_hand_figures_count_who_saw_the_flop(clock: SimulatedClock) -> None:
    """Players per flop counts those not folded when the flop is dealt; the pot is what
    the pots paid."""
    reports: list[HandReport] = []
    table = Table("c", 6, "NLHE", clock, on_hand_over=reports.append)
    for seat, player in ((1, "a"), (2, "b"), (3, "c"), (4, "d")):
        table.sit(player, seat, 1000)
    table.start_hand(Blinds(10, 20), seed=3)
    table.act("d", Action(ActionKind.FOLD))  # under the gun
    table.act("a", Action(ActionKind.CALL))
    table.act("b", Action(ActionKind.CALL))
    table.act("c", Action(ActionKind.CHECK))  # the flop: three players
    while table.in_hand:
        actor = table.to_act
        assert actor is not None
        table.act(actor, Action(ActionKind.CHECK))
    figures = hand_figures(reports[-1], clock.now())
    assert (figures.dealt, figures.saw_flop, figures.pot) == (4, 3, 60)
    stats = TableStats()
    stats.add(figures)
    assert (stats.players_per_flop(), stats.average_pot(), stats.hands_per_hour()) == \
        (75, 60, 0)
