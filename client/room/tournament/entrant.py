"""One player's standing in a tournament, shared by the director and its purse."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import ClassVar

from client.bots.protocol import Bot
from client.room.cashier import BuyIn
from client.room.ledger import Currency
from client.room.tracked import TList, Tracked

ZERO = Decimal(0)


@dataclass
class Entrant(Tracked):
    """A registered player: entries, rebuys, seat, place and everything won so far."""

    STEP_ISLANDS: ClassVar[tuple[str, ...]] = ("bot",)
    """The bot is not tracked: whoever asks it to decide keeps it whole first."""

    player: str
    bot: Bot | None = None
    entries: int = 1
    rebuys: int = 0
    added_on: bool = False
    alive: bool = True
    table_id: str | None = None
    place: int | None = None
    prize: Decimal = ZERO
    early_paid: Decimal = ZERO
    bounty_won: Decimal = ZERO
    via_satellite: bool = False
    auto_rebuy: bool = False
    records: list[BuyIn] = field(default_factory=TList)
    carried_chips: int = 0  # multi-day: chips bagged on Day 1 (seated with them on Day 2)


@dataclass(frozen=True, slots=True)
class Ticket:
    """An entry ticket given instead of a satellite seat the winner gave up."""

    player: str
    value: Decimal
    currency: Currency
    from_tournament: str
