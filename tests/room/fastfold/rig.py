"""A real pool on a real ledger and simulated clock, with every event it sends recorded."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal
from typing import TypeVar

from client.engine import Action, ActionKind
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.fastfold import FastFoldPool, PoolEvent, PoolRules
from client.room.ledger import Currency, Ledger
from client.room.ring import RingTableSpec
from client.room.table import HandReport, TableEvent

BANKROLL = Decimal("100.00")
E = TypeVar("E")


def pool_spec(seats: int = 6, pool_size: int = 30, game: str = "NLHE",
              stakes: str = "0.05/0.10") -> RingTableSpec:
    """A USD fast-fold pool (buy-ins 40 to 100 big blinds: $4 to $10 at 0.05/0.10)."""
    return RingTableSpec(id="ff", name="Test pool", game=game, currency=Currency.USD,
                         stakes=stakes, seats=seats, fast_fold=True, pool_size=pool_size)


@dataclass
class Rig:
    """The pool under test and what it said."""

    spec: RingTableSpec = field(default_factory=pool_spec)
    seed: int = 7
    rules: PoolRules = field(default_factory=PoolRules)
    clock: SimulatedClock = field(default_factory=lambda: SimulatedClock(
        datetime(2026, 3, 1, 12, tzinfo=UTC)))
    ledger: Ledger = field(default_factory=Ledger)
    events: list[PoolEvent] = field(default_factory=list)
    table_events: list[TableEvent] = field(default_factory=list)
    reports: list[HandReport] = field(default_factory=list)
    pool: FastFoldPool = field(init=False)
    cashier: Cashier = field(init=False)

    def __post_init__(self) -> None:
        self.cashier = Cashier(self.ledger)
        self.pool = FastFoldPool(self.spec, self.ledger, self.clock, seed=self.seed,
                                 rules=self.rules, listener=self.events.append,
                                 table_listener=self.table_events.append,
                                 hand_listener=self.reports.append)

    def fund(self, player: str, amount: Decimal = BANKROLL) -> None:
        """Deposit `amount` USD for `player`."""
        self.cashier.deposit(player, amount, Currency.USD)

    def join(self, count: int, buy_in: Decimal = Decimal("10.00"), first: int = 0) -> list[str]:
        """Fund and seat players p<first>..; returns their ids."""
        players = [f"p{i:02d}" for i in range(first, first + count)]
        for player in players:
            self.fund(player)
            self.pool.join(player, buy_in)
        return players

    def of(self, kind: type[E]) -> list[E]:
        """Recorded pool events of one type."""
        return [e for e in self.events if isinstance(e, kind)]

    def running(self) -> list[str]:
        """Tables with a hand running, in id order."""
        return sorted({p for p in (self.pool.table_of(x) for x in self.pool.players) if p})

    def passive(self, player: str) -> None:
        """Check or call for `player` (whose turn it is)."""
        view = self.pool.view_for(player)
        assert view is not None and view.legal is not None
        kind = ActionKind.CHECK if ActionKind.CHECK in view.legal.kinds else ActionKind.CALL
        self.pool.act(player, Action(kind))

    def fold(self, player: str) -> None:
        """Fold for `player` at their turn."""
        self.pool.act(player, Action(ActionKind.FOLD))
