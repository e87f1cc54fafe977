"""Writes `fixtures/v1_deal_in_progress.json`: a saved tournament mid-level with rebuys,
add-ons, progressive bounties paid, and a deal in progress at the final table.

The file is committed and restored by `test_committed_fixture.py`; later releases must
keep restoring it (that is the point: do not regenerate it to make a test pass). Write a
new fixture next to it when the schema changes. Run: ``python -m tests.room.saved.fixture_writer``.

The file holds the room's money as the server's store gives it back (ledger entries and
buy-in records) and the tournament's state exactly as `encode_state` wrote it.
"""

from __future__ import annotations

import dataclasses
import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import msgspec

from client.bots import make_bot
from client.room.cashier import BuyIn, Cashier
from client.room.clock import SimulatedClock
from client.room.deals import DealMethod, DealNegotiation
from client.room.ledger import Entry, Ledger
from client.room.saved.codec import decode_state, encode_state
from client.room.saved.schema import TournamentState
from client.room.saved.tournament import to_state
from client.room.tournament.director import Tournament
from client.room.tournament.structure import BountyKind, RebuyPolicy, load_structure

from ..tournament.helpers import START

FIXTURE = Path(__file__).parent / "fixtures" / "v1_deal_in_progress.json"
PLAYERS = 12
DEAL_AT = 4  # players left when everyone ticks "Discuss A Deal"


class RoomMoney(msgspec.Struct, frozen=True, kw_only=True):
    """The money side a restarted room has back from its store before the tournaments."""

    ledger: tuple[Entry, ...]
    buy_ins: tuple[BuyIn, ...]


def build() -> tuple[Tournament, DealNegotiation, Cashier]:
    """Play the tournament up to the deal in progress."""
    s = dataclasses.replace(
        load_structure("rebuy"), name="Saved PKO Rebuy", bounty_kind=BountyKind.PROGRESSIVE,
        bounty=Decimal("2.00"), late_registration_minutes=15.0,
        rebuy=RebuyPolicy(minutes=15.0, chips=2000, addon_chips=3000, addon_break_minutes=3.0))
    clock = SimulatedClock(START)
    cashier = Cashier(Ledger())
    t = Tournament("fixture-1", s, clock=clock, cashier=cashier, starts_at=START, seed=2026)
    for i in range(PLAYERS):
        player = f"p{i:02d}"
        cashier.deposit(player, s.entry_cost * 6, s.currency)
        t.register(player, bot=make_bot("mixed", 77 + i))
        t.set_auto_rebuy(player)
    while not (t.players_left <= DEAL_AT and len(t.tables) == 1 and t.purse.final):
        t.tick()
        t.drain_events()
        clock.advance(45)
    for player in sorted(e.player for e in t.entrants.values() if e.alive):
        t.discuss_deal(player)
    table = next(iter(t.tables.values()))
    negotiation = DealNegotiation(table.players, t.remaining_prizes(),
                                  [table.stacks[p] for p in table.players],
                                  real_money=True, deals_allowed=True)
    for player in table.players:
        negotiation.tick(player, True)
    negotiation.propose(DealMethod.ICM, Decimal("5.00"))
    negotiation.confirm(table.players[0])
    return t, negotiation, cashier


def fixture_json(t: Tournament, negotiation: DealNegotiation, cashier: Cashier) -> str:
    """The fixture file's text: money, then the tournament state as `encode_state` wrote it."""
    money = msgspec.to_builtins(RoomMoney(ledger=tuple(cashier.ledger.entries),
                                          buy_ins=tuple(cashier.records(include_refunded=True))))
    state = json.loads(encode_state(to_state(t, negotiation=negotiation)))
    return json.dumps({"money": money, "tournament": state}, indent=1) + "\n"


def read(text: str) -> tuple[Cashier, TournamentState]:
    """A cashier over the fixture's money and the (upgraded) tournament state."""
    raw: dict[str, Any] = json.loads(text)
    money = msgspec.json.decode(json.dumps(raw["money"]), type=RoomMoney)
    cashier = Cashier(Ledger(money.ledger), money.buy_ins)
    return cashier, decode_state(json.dumps(raw["tournament"]))


def main() -> None:
    """Write the fixture file."""
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text(fixture_json(*build()))
    print(f"wrote {FIXTURE}")


if __name__ == "__main__":
    main()
