"""Benchmark: wall time of a whole 10,000-player MTT on the simulated clock.

No peer program runs a tournament director, so this prints the wall time, hands per
second, the share of the wall time spent playing hands (engine + bots, timed around every
`Table.start_hand`) against the director's own work (registration, seating, balancing,
ranking, payouts), and the rate of the same bots at one bare table in the same process.

Run: python3 benchmarks/bench_mtt.py [--players 10000] [--structure turbo] [--bots random]
"""

from __future__ import annotations

import argparse
import time
from datetime import UTC, datetime

from client.bots import make_bot
from client.room.clock import SimulatedClock
from client.room.table import Blinds, Table
from client.room.tournament.simulation import simulate
from client.room.tournament.structure import load_structure


def table_only_rate(hands: int, bots: str) -> float:
    """Hands per second of bare 9-handed table play (engine + bots), the in-process peer."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    table = Table("peer", 9, "NLHE", clock)
    for seat in range(1, 10):
        table.sit(f"p{seat}", seat, 3000, make_bot(bots, seat))
    started = time.perf_counter()
    for hand in range(hands):
        if not table.can_deal() or hand % 50 == 0:
            for player in list(table.seats.values()):
                table.leave(player)
            table.restart_button()
            for seat in range(1, 10):
                table.sit(f"p{seat}", seat, 3000, make_bot(bots, seat + hand))
        table.start_hand(Blinds(25, 50, 5), seed=hand)
        for player in list(table.seats.values()):
            if table.stacks[player] == 0:
                table.leave(player)
    return hands / (time.perf_counter() - started)


def main() -> None:
    """Run the MTT, then the peer, and print both."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--structure", default="turbo")
    parser.add_argument("--bots", default="random")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    structure = load_structure(args.structure)
    playing = [0.0]
    start_hand = Table.start_hand

    def timed_start_hand(self: Table, blinds: Blinds, seed: int | None) -> None:
        begun = time.perf_counter()
        start_hand(self, blinds, seed)
        playing[0] += time.perf_counter() - begun

    Table.start_hand = timed_start_hand  # type: ignore[method-assign]
    started = time.perf_counter()
    try:
        result = simulate(args.players, structure, args.seed, args.bots)
    finally:
        Table.start_hand = start_hand  # type: ignore[method-assign]
    wall = time.perf_counter() - started
    rate = result.hands_played / wall
    peer = table_only_rate(min(result.hands_played, 5000), args.bots)
    print(f"{args.players}-player {args.structure} MTT ({args.bots} bots): wall {wall:.2f} s, "
          f"{result.hands_played} hands, {rate:.0f} hands/s")
    print(f"playing hands (engine + bots): {playing[0]:.2f} s ({playing[0] / wall:.0%}); "
          f"director: {wall - playing[0]:.2f} s ({1 - playing[0] / wall:.0%})")
    print(f"peer (one table, same bots, no director): {peer:.0f} hands/s; "
          f"tournament/peer ratio {rate / peer:.2f}")
    print(f"chips conserved: {result.chips_conserved}; money conserved: "
          f"{result.money_conserved}")


if __name__ == "__main__":
    main()
