"""Rule 10 through the room service: a satellite winner who unregisters chooses T-money or
an entry ticket for the seat."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.service import RoomConfig, RoomService, ScheduledTemplate

SEAT = Decimal("11.00")  # the turbo's buy-in plus fee


@pytest.mark.parametrize(("as_ticket", "tmoney", "tickets"), [
    (False, SEAT, 0),
    (True, Decimal(0), 1),
])
def test_rule_10_satellite_winner_unregistering_gets_tmoney_or_an_entry_ticket(
        as_ticket: bool, tmoney: Decimal, tickets: int) -> None:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    mtt = ScheduledTemplate("m", structure="turbo", every_minutes=60, first_after_minutes=30)
    service = RoomService(clock, config=RoomConfig(sit_and_gos=(), tournaments=(mtt,),
                                                   rings=()),
                          grants={Currency.USD: Decimal("50.00")})
    service.ensure_local_player("ann", "ann")
    target = service.tournaments.get("m-1")
    target.register("ann", via_satellite=True)  # seated by the satellite she won
    service.handle("ann", m.Unregister(tournament_id="m-1", as_ticket=as_ticket))
    assert "ann" not in target.entrants
    assert service.ledger.balance("player:ann", Currency.TMONEY) == tmoney
    assert len([t for t in target.tickets if t.player == "ann"]) == tickets
    assert service.ledger.balance("player:ann", Currency.USD) == Decimal("50.00") - SEAT
