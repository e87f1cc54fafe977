"""Bots in the room's tournaments see the prizes and the stacks elsewhere (issue 26)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal

from client.bots.styles import StrongBot
from client.bots.tournament import TournamentSituation, situation_in
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.self_exclusion import SelfExclusions
from client.service.accounts import Accounts, Seeds


@dataclass
class _Seat:
    alive: bool
    table_id: str | None


@dataclass
class _Table:
    stacks: Mapping[str, int]


@dataclass
class _Tournament:
    entrants: dict[str, _Seat] = field(default_factory=dict)
    tables: dict[str, _Table] = field(default_factory=dict)

    def remaining_prizes(self) -> list[Decimal]:
        return [Decimal(60), Decimal(40)]


def test_room_bots_get_the_tournament_situation() -> None:
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    accounts = Accounts(Cashier(), {}, Seeds(3), "strong", SelfExclusions(clock))
    tournament = _Tournament()
    bot_id = accounts.new_bot(tournament=tournament)
    tournament.entrants[bot_id] = _Seat(True, "t1")
    tournament.tables = {"t1": _Table({bot_id: 500, "x": 700}), "t2": _Table({"y": 300, "z": 0})}
    bot = accounts.bots[bot_id]
    assert isinstance(bot, StrongBot)
    expected = TournamentSituation((Decimal(60), Decimal(40)), elsewhere=(300,))
    assert bot.tournament is not None and bot.tournament() == expected
    assert situation_in(tournament, "nobody") is None
    tournament.entrants[bot_id] = _Seat(False, None)
    assert bot.tournament() is None
