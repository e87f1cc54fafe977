"""Bot speed and equity accuracy: decisions per second per style, equity against pokerkit.

Run: ``python -m benchmarks.bench_bots [--hands N]``. Prints, for each style, decisions
per second over the same recorded spots from every game, the slowest decision, and the
ratio to the "random" style (the cost of thinking over the cost of reading the view and
building an action). Then the Monte Carlo equity of the strong bot against pokerkit's
``calculate_equities`` and an exact enumeration on the same hold'em spots, in this run:
time ratio and largest difference. Last, the strong bot's win rate heads-up against each
other style. No assertions: numbers to compare between runs.
"""

from __future__ import annotations

import argparse
import itertools
import random
import time
from collections import defaultdict

from pokerkit import Card, Deck, StandardHighHand, calculate_equities

from client.bots import BOT_STYLES, make_bot, make_bots
from client.bots.equity import Spot, equity
from client.engine import GAMES, Hand, HandConfig, SeatView, game_spec
from client.engine.cards import parse_cards
from client.engine.evaluate import hi_value

STUD = {"STUD", "STUD8", "RAZZ"}
BUDGET_MS = 50.0


def collect_spots(hands_per_game: int, seed: int) -> list[SeatView]:
    """Decision points (views) from hands of every game played by mixed bots."""
    views: list[SeatView] = []
    rng = random.Random(seed)
    for game in GAMES:
        for h in range(hands_per_game):
            n = rng.randint(2, min(6, game_spec(game).max_players))
            bots = make_bots("mixed", seed + h, n)
            stud = game in STUD
            hand = Hand(HandConfig(
                game=game, stacks=tuple(rng.randint(20, 400) for _ in range(n)),
                button=rng.randrange(n), small_blind=0 if stud else 1,
                big_blind=0 if stud else 2, ante=1 if stud else 0, bring_in=1 if stud else 0,
                small_bet=2, big_bet=4, seed=rng.getrandbits(32)))
            hand.start()
            while not hand.is_over:
                seat = hand.to_act
                assert seat is not None
                view = hand.view(seat)
                views.append(view)
                hand.act(seat, bots[seat].decide(view))
    return views


def bench_styles(views: list[SeatView]) -> None:
    """Decisions per second per style on the same views; slowest decision per style.

    The slowest decision is measured in CPU time (`time.thread_time`), so a busy machine
    that deschedules this process does not inflate it; the rate is wall-clock.
    """
    print(f"decisions over {len(views)} spots from {len(GAMES)} games")
    rates: dict[str, float] = {}
    for style in BOT_STYLES:
        bot = make_bot(style, 1)
        worst: dict[str, float] = defaultdict(float)
        start = time.perf_counter()
        for view in views:
            t = time.thread_time()
            bot.decide(view)
            worst[view.game] = max(worst[view.game], time.thread_time() - t)
        rates[style] = len(views) / (time.perf_counter() - start)
        slow_game = max(worst, key=lambda g: worst[g])
        print(f"  {style:17s} {rates[style]:9.0f} decisions/s   slowest (CPU)"
              f" {worst[slow_game] * 1e3:5.1f} ms ({slow_game}; budget {BUDGET_MS:.0f} ms)")
    for style in BOT_STYLES:
        print(f"  {style:17s} costs {rates['random'] / rates[style]:6.1f}x a random decision")


def _exact(mine: list[int], board: list[int]) -> float:
    """Heads-up river equity by enumerating every opponent hand."""
    deck = [c for c in range(52) if c not in mine and c not in board]
    total, count = 0.0, 0
    pairs = list(itertools.combinations(deck, 2))
    me = hi_value(mine + board)
    for pair in pairs:
        other = hi_value([*pair, *board])
        total += 1.0 if me > other else 0.5 if me == other else 0.0
        count += 1
    return total / count


def bench_equity(spots: int, samples: int, seed: int) -> None:
    """Our Monte Carlo equity against pokerkit and (on the river) exact enumeration."""
    rng = random.Random(seed)
    spec = game_spec("NLHE")
    anyone = [frozenset(c) for c in itertools.combinations(list(Deck.STANDARD), 2)]
    ours_s = theirs_s = 0.0
    worst_vs_pokerkit = worst_vs_exact = 0.0
    for _ in range(spots):
        cards = rng.sample([r + s for r in "23456789TJQKA" for s in "cdhs"], 7)
        mine, board = cards[:2], cards[2 : 2 + rng.choice((0, 3, 4, 5))]
        t = time.perf_counter()
        ours = equity(Spot(spec, tuple(parse_cards(mine)), tuple(parse_cards(board))),
                      random.Random(1), samples)
        ours_s += time.perf_counter() - t
        t = time.perf_counter()
        theirs = calculate_equities(
            (frozenset([frozenset(Card.parse("".join(mine)))]), anyone),
            list(Card.parse("".join(board))), 2, 5, Deck.STANDARD, (StandardHighHand,),
            sample_count=samples)[0]
        theirs_s += time.perf_counter() - t
        worst_vs_pokerkit = max(worst_vs_pokerkit, abs(ours - theirs))
        if len(board) == 5:
            worst_vs_exact = max(worst_vs_exact,
                                 abs(ours - _exact(parse_cards(mine), parse_cards(board))))
    print(f"equity, {spots} hold'em spots heads-up, {samples} samples each:")
    print(f"  ours {ours_s / spots * 1e3:.2f} ms/spot, pokerkit {theirs_s / spots * 1e3:.1f}"
          f" ms/spot: ours is {theirs_s / ours_s:.0f}x faster")
    noise = 2 * (0.25 / samples) ** 0.5 * 2**0.5  # two samples of a share near one half
    print(f"  largest difference: vs pokerkit {worst_vs_pokerkit:.3f} (sampling noise about"
          f" {noise:.3f}), vs exact (river spots) {worst_vs_exact:.3f}")


def heads_up(style: str, other: str, hands: int) -> float:
    """Big blinds won per 100 hands by ``style`` against ``other``, 100 big blinds deep.

    Each seed is dealt twice with the seats swapped, so the cards even out.
    """
    won = 0
    for h in range(hands):
        swap = h % 2
        bots = [make_bot(style, h), make_bot(other, h + 7)]
        order = [bots[swap], bots[1 - swap]]
        hand = Hand(HandConfig(game="NLHE", stacks=(200, 200), button=0, small_blind=1,
                               big_blind=2, seed=h // 2))
        hand.start()
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            hand.act(seat, order[seat].decide(hand.view(seat)))
        won += hand.result().final_stacks[swap] - 200
    return won / 2 / hands * 100


def bench_strength(hands: int) -> None:
    """How the strong bot does heads-up against each other style (noisy: a rough check)."""
    print(f"strength, heads-up no-limit hold'em, {hands} hands each (seats swapped per seed):")
    for other in BOT_STYLES:
        if other != "strong":
            print(f"  strong vs {other:17s} {heads_up('strong', other, hands):+7.1f} bb/100")


def main() -> None:
    """Run both benchmarks."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=6, help="hands per game to collect spots")
    parser.add_argument("--spots", type=int, default=20, help="equity spots to compare")
    parser.add_argument("--samples", type=int, default=600, help="Monte Carlo samples per spot")
    parser.add_argument("--match", type=int, default=200, help="heads-up hands per match")
    args = parser.parse_args()
    bench_styles(collect_spots(args.hands, seed=11))
    bench_equity(args.spots, args.samples, seed=5)
    bench_strength(args.match)


if __name__ == "__main__":
    main()
