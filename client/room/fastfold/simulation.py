"""A pool of bots playing to a number of hands on the simulated clock (QA and benchmark).

Bots are ordinary pool players here: each `TurnStarted` is answered after a think time
drawn from the run's seed, so many tables play at once and folders really move to new
hands while the hand they left goes on. Busted bots buy in again (depositing a new
bankroll when they run out). The same seed gives the same run.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from client.bots import Bot, make_bot, seat_seed
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.fastfold.events import LeaveReason, PoolEvent, PoolLeft, TurnStarted
from client.room.fastfold.pool import FastFoldPool
from client.room.ledger import CENT, HOUSE_RAKE, Currency, Ledger, player_account
from client.room.ring import RingTableSpec

START = datetime(2026, 1, 1, tzinfo=UTC)
BANKROLL_BUY_INS = 20  # each bot deposits this many max buy-ins
THINK_SECONDS = (0.5, 4.0)  # bots answer within this range (under the 15 s action time)


def pool_spec(game: str, currency: Currency, stakes: str, pool: int,
              seats: int) -> RingTableSpec:
    """The spec of a QA pool; raises `RoomError` for stakes the site does not spread, and
    `RingTableError` for a pool smaller than two tables."""
    return RingTableSpec(id="qa-pool", name=f"QA fast-fold {game} {stakes} {currency}",
                         game=game, currency=currency, stakes=stakes, seats=seats,
                         fast_fold=True, pool_size=pool)


@dataclass(frozen=True, slots=True)
class PoolRun:
    """What a bots-only pool run did."""

    hands_played: int
    tables_used: int
    players_reseated: int
    rake: Decimal
    money_conserved: bool


class BotPoolRun:
    """Drives one pool of bots: answers turns after a think time, rebuys the busted."""

    def __init__(self, spec: RingTableSpec, seed: int, style: str) -> None:
        self.spec = spec
        self.clock = SimulatedClock(START)
        self.ledger = Ledger()
        self.cashier = Cashier(self.ledger)
        self.rng = random.Random(seed)
        self.pool = FastFoldPool(spec, self.ledger, self.clock, seed=seed,
                                 listener=self._on_event)
        self.bots: dict[str, Bot] = {}
        self.deposited = Decimal(0)
        self._turns: list[tuple[datetime, int, str, int, int, str]] = []
        self._seq = 0
        self._busted: list[str] = []
        for i in range(spec.pool_size):
            player = f"bot{i:05d}"
            self.bots[player] = make_bot(style, seat_seed(seed, i))
            self._deposit(player)

    def _on_event(self, event: PoolEvent) -> None:
        if isinstance(event, TurnStarted):
            when = self.clock.now() + timedelta(seconds=self.rng.uniform(*THINK_SECONDS))
            self._seq += 1
            heapq.heappush(self._turns, (when, self._seq, event.table_id, event.hand_no,
                                         event.turn, event.player))
        elif isinstance(event, PoolLeft) and event.reason is LeaveReason.BUSTED:
            self._busted.append(event.player)

    def _deposit(self, player: str) -> None:
        bankroll = self.spec.max_buy_in * BANKROLL_BUY_INS
        self.cashier.deposit(player, bankroll, self.spec.currency)
        self.deposited += bankroll

    def buy_in(self, player: str) -> None:
        """Join with a buy-in between the minimum and the maximum (a bot out of funds
        deposits a new bankroll first)."""
        low, high = self.spec.min_buy_in, self.spec.max_buy_in
        amount = (low + (high - low) * Decimal(self.rng.randint(0, 4)) / 4).quantize(CENT)
        if self.cashier.available(player, self.spec.currency) < amount:
            self._deposit(player)
        self.pool.join(player, amount)

    def play(self, hands: int) -> None:
        """Run until `hands` hands are over (or nobody can play any more)."""
        for player in self.bots:
            self.buy_in(player)
        pool = self.pool
        while pool.hands_played < hands and self._turns:
            when, _, table_id, _, turn, player = heapq.heappop(self._turns)
            self.clock.advance_to(when)
            pool.tick()
            if pool.to_act(table_id) == player and pool.turn(table_id) == turn and \
                    pool.table_of(player) == table_id:
                view = pool.view_for(player)
                assert view is not None
                pool.act(player, self.bots[player].decide(view))
            while self._busted:
                self.buy_in(self._busted.pop(0))

    def conserved(self) -> bool:
        """Per session: the ledger balances, the pool accounts hold exactly the players'
        stacks, and deposits = available funds + money in the pool + rake."""
        currency = self.spec.currency
        in_play = sum(self.ledger.balance(acc, currency)
                      for acc in self.ledger.balances(currency) if acc.startswith("table:"))
        available = sum(self.ledger.balance(player_account(p), currency) for p in self.bots)
        rake = self.ledger.balance(HOUSE_RAKE, currency)
        return (self.ledger.total(currency) == 0 and self.pool.money_conserved()
                and rake == self.pool.rake and available + in_play + rake == self.deposited)


def run_pool(spec: RingTableSpec, hands: int, seed: int, bots: str = "mixed") -> PoolRun:
    """Fill the pool with bots of style `bots` and play `hands` hands."""
    run = BotPoolRun(spec, seed, bots)
    run.play(hands)
    pool = run.pool
    return PoolRun(pool.hands_played, pool.tables_used, pool.players_reseated, pool.rake,
                   run.conserved())
