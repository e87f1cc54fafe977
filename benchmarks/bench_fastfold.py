"""Benchmark: hands per second of fast-fold pools, and how they scale with the pool size.

Each pool (6-max by default) is filled with bots that answer every turn after a think
time on the simulated clock (`client.room.fastfold.simulation`), so many tables play at
once and every folder is reseated at once. The peer, run in the same process with the same
bots and the same number of hands, is our plain ring tables: pool/6 `Table`s from
client/room with their `RingTableMoney`, bots acting inside the table, each hand raked and
settled through the ledger. The ratio is the cost of fast-fold seating (random draws,
blind rotation, per-hand table accounts, turn scheduling).

Run: python3 benchmarks/bench_fastfold.py [--sizes 100,1000,10000] [--hands 2000]
     [--seats 6] [--bots random]
"""

from __future__ import annotations

import argparse
import time
from datetime import UTC, datetime

from client.bots import make_bot, seat_seed
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.fastfold.simulation import pool_spec, run_pool
from client.room.ledger import Currency, Ledger
from client.room.ring import RingTableMoney, RingTableSpec, hand_takings, ring_blinds
from client.room.table import HandReport, Table, hand_seed


def ring_rate(players: int, seats: int, hands: int, bots: str, seed: int) -> float:
    """Hands per second of the same hands at plain ring tables (the peer)."""
    spec = RingTableSpec(id="peer", name="Peer", game="NLHE", currency=Currency.USD,
                         stakes="0.05/0.10", seats=seats)
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    ledger = Ledger()
    cashier = Cashier(ledger)
    blinds = ring_blinds(spec, "NLHE")
    tables: list[tuple[Table, RingTableMoney]] = []
    played = [0]

    def settle(money: RingTableMoney, table: Table, report: HandReport) -> None:
        received, second_round = hand_takings(report)
        settled = money.settle_hand(report.end_stacks, received, second_round)
        table.stacks.update(settled.stacks)
        played[0] += 1

    started = time.perf_counter()
    for t in range(players // seats):
        money = RingTableMoney(RingTableSpec(id=f"peer{t}", name="Peer", game="NLHE",
                                             currency=Currency.USD, stakes="0.05/0.10",
                                             seats=seats), ledger)
        table = Table(f"peer{t}", seats, "NLHE", clock)
        table.on_hand_over = lambda r, m=money, tb=table: settle(m, tb, r)
        for seat in range(1, seats + 1):
            player = f"t{t}s{seat}"
            cashier.deposit(player, spec.max_buy_in * 20, Currency.USD)
            money.sit_down(player, spec.max_buy_in)
            table.sit(player, seat, money.stacks[player],
                      make_bot(bots, seat_seed(seed, t * seats + seat)))
        tables.append((table, money))
    while played[0] < hands:
        for table, money in tables:
            for player in [p for p in table.players if table.stacks[p] == 0]:
                bot = table.bots[player]
                seat = table.seat_of(player)
                table.leave(player)
                money.leave(player)
                if cashier.available(player, Currency.USD) < spec.max_buy_in:
                    cashier.deposit(player, spec.max_buy_in * 20, Currency.USD)
                money.sit_down(player, spec.max_buy_in)
                table.sit(player, seat, money.stacks[player], bot)
            table.start_hand(blinds, hand_seed(seed, table.table_id, table.hand_no + 1))
            if played[0] >= hands:
                break
    return hands / (time.perf_counter() - started)


def pool_rate(players: int, seats: int, hands: int, bots: str,
              seed: int) -> tuple[float, int, bool]:
    """Hands per second of one pool of `players` bots, its tables used, money conserved."""
    spec = pool_spec("NLHE", Currency.USD, "0.05/0.10", players, seats)
    started = time.perf_counter()
    result = run_pool(spec, hands, seed, bots)
    return hands / (time.perf_counter() - started), result.tables_used, result.money_conserved


def main() -> None:
    """Print one row per pool size: pool and ring hands/s and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--hands", type=int, default=2000,
                        help="hands per size (at least 3 per table of the pool)")
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--bots", default="random")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"fast-fold NLHE $0.05/$0.10, {args.seats}-max, {args.bots} bots "
          "(peer: the same hands at plain ring tables, same process)")
    print(f"{'players':>8} {'hands':>7} {'tables':>7} {'pool h/s':>9} {'ring h/s':>9} "
          f"{'pool/ring':>9}  money")
    for players in (int(s) for s in args.sizes.split(",")):
        hands = max(args.hands, 3 * players // args.seats)
        rate, tables, conserved = pool_rate(players, args.seats, hands, args.bots, args.seed)
        peer = ring_rate(players, args.seats, hands, args.bots, args.seed)
        print(f"{players:>8,} {hands:>7,} {tables:>7,} {rate:>9,.0f} {peer:>9,.0f} "
              f"{rate / peer:>9.2f}  {'conserved' if conserved else 'NOT CONSERVED'}")


if __name__ == "__main__":
    main()
