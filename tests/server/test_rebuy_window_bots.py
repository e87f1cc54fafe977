"""House bots in a practice rebuy sit & go decide their rebuy window at once (issue 14)."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.tournament import events as ev
from client.service import RoomConfig, RoomService, SngTemplate


def test_rule_8_house_bots_with_funds_let_the_window_go_at_once() -> None:
    """A bot that could pay is offered the window (rule 8) and declines in the room's next
    tick: its seat is never held for the whole window, so practice play does not wait."""
    clock = SimulatedClock(datetime(2026, 1, 1, 12, tzinfo=UTC))
    template = SngTemplate("rb", structure="rebuy_sng", seats=6, stack=100, action_seconds=5)
    service = RoomService(clock, config=RoomConfig(practice=True, sit_and_gos=(template,),
                                                   tournaments=(), rings=(), seed=4),
                          grants={Currency.USD: Decimal("100.00")})
    service.ensure_local_player("ann", "Ann")
    tid = next(t.tournament_id for t in service.tournaments.all())
    service.handle("ann", m.Register(tournament_id=tid))
    tournament = service.tournaments.get(tid)
    for player in tournament.entrants:
        if player != "ann":
            service.accounts.deposit(player, Decimal("50.00"), Currency.USD, "test stake")
    events: list[Any] = []
    forward = tournament.listener
    assert forward is not None

    def spy(event: ev.TournamentEvent) -> None:
        events.append(event)
        forward(event)

    tournament.listener = spy
    for _ in range(400):
        if any(isinstance(e, ev.RebuyWindowClosed) for e in events):
            break
        clock.advance(1)
        service.run_due()
    closed = [e for e in events if isinstance(e, ev.RebuyWindowClosed)]
    offers = {e.player: e.at for e in events if isinstance(e, ev.RebuyOffered)}
    assert closed and closed[0].outcome in ("declined", "rebought")
    bot = closed[0].player
    assert bot != "ann" and closed[0].outcome == "declined"
    assert (closed[0].at - offers[bot]).total_seconds() <= 1
