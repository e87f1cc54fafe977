"""Bot speed and equity accuracy: decisions per second per style, equity against pokerkit.

Run: ``python -m benchmarks.bench_bots [--hands N]``. Prints, for each style, decisions
per second over the same recorded spots from every game, the slowest decision, and the
ratio to the "random" style (the cost of thinking over the cost of reading the view and
building an action). Then the Monte Carlo equity of the strong bot against pokerkit's
``calculate_equities`` and an exact enumeration on the same hold'em spots, in this run:
time ratio and largest difference. Then push/fold: the strong bot's heads-up shoves
against the project's Nash chart (with and without antes) and how ICM on the bubble
changes pushing. Last, duplicate heads-up matches (seats swapped, 95% intervals): the
strong, adaptive and tight-aggressive bots against every style and the one-trick
exploits.
No assertions: numbers to compare between runs.
"""

from __future__ import annotations

import argparse
import itertools
import random
import time
from collections import defaultdict
from collections.abc import Callable
from decimal import Decimal
from functools import partial

from pokerkit import Card, Deck, StandardHighHand, calculate_equities

from client.bots import BOT_STYLES, Bot, make_bot, make_bots
from client.bots.equity import Spot, equity
from client.bots.exploiters import MinRaiseOverbetBot, NeverFoldBot, ThreeBetBot
from client.bots.match import duplicate_match
from client.bots.nash import class_combos, share_of_hands, solve_heads_up
from client.bots.pushfold import default_chart
from client.bots.ranges import all_classes
from client.bots.tournament import AllIn, TournamentSituation, push_pays
from client.engine import GAMES, Hand, HandConfig, SeatView, game_spec
from client.engine.cards import parse_cards
from client.engine.evaluate import hi_value

STUD = {"STUD", "STUD8", "RAZZ"}
BUDGET_MS = 20.0


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


def bench_matches(deals: int) -> None:
    """Duplicate heads-up matches, 100bb deep: each style and exploit against each style.

    Rows win from columns (bb/100 with a 95% interval); each deal is played twice with the
    seats swapped. The exploits are one-trick players the strong bot must beat.
    """
    players: dict[str, Callable[[], Bot]] = {
        style: partial(make_bot, style, 1) for style in BOT_STYLES}
    players.update({"min-raise": MinRaiseOverbetBot, "three-bet": ThreeBetBot,
                    "never-fold": NeverFoldBot})
    print(f"duplicate heads-up NLHE, {2 * deals} hands per pair (row wins from column):")
    for row in ("strong", "adaptive", "tight-aggressive"):
        for column in players:
            if column != row:
                result = duplicate_match(players[row], players[column], deals, seed=3)
                print(f"  {row:17s} vs {column:17s} {result}")


def _shoves(bot: Bot, cls: str, stack_bb: int, ante_chips: int) -> bool:
    """Whether ``bot`` shoves ``cls`` first in from the small blind heads-up."""
    cards = class_combos(cls)[0]
    other = [c for c in ("2c", "2d", "3h", "3s", "4c", "4d") if c not in cards][:2]
    hand = Hand(HandConfig(game="NLHE", stacks=(stack_bb * 20, stack_bb * 20), button=0,
                           small_blind=10, big_blind=20, ante=ante_chips, seed=1,
                           deck=(*other, *cards)))
    hand.start()
    view = hand.view(0)
    action = bot.decide(view)
    return view.legal is not None and action.amount == view.legal.max_to


def bench_pushfold() -> None:
    """The strong bot's heads-up small-blind shoves against the project's Nash chart."""
    print("push/fold: heads-up small blind first in, share of hands shoved:")
    bot = make_bot("strong", 1)
    for stack in (5, 10, 15):
        nash = solve_heads_up(stack).pushes()
        for ante in (0, 2):
            shoved = frozenset(c for c in all_classes() if _shoves(bot, c, stack, ante))
            agree = 1 - share_of_hands(shoved ^ nash)
            print(f"  {stack:2d}bb ante {ante / 20:5.3f}bb: bot {share_of_hands(shoved):5.1%}"
                  f"  Nash (no ante) {share_of_hands(nash):5.1%}  same decision on"
                  f" {agree:5.1%} of hands")
    calls = default_chart().call_range(10) or frozenset()
    spot = AllIn(mine=1000, theirs=1000, others=(950,), dead=50, my_bet=0, their_bet=100)
    for name, prizes in (("winner takes all", (Decimal(100),)),
                         ("bubble, 4 left, 3 paid", (Decimal(50), Decimal(30), Decimal(20)))):
        situation = TournamentSituation(prizes, elsewhere=(1000,))
        pushes = frozenset(c for c in all_classes()
                           if push_pays(situation, spot, c, calls, behind=2))
        print(f"  ICM, button 10bb, equal stacks, {name}: pushes {share_of_hands(pushes):5.1%}")


def main() -> None:
    """Run both benchmarks."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=6, help="hands per game to collect spots")
    parser.add_argument("--spots", type=int, default=20, help="equity spots to compare")
    parser.add_argument("--samples", type=int, default=600, help="Monte Carlo samples per spot")
    parser.add_argument("--deals", type=int, default=500,
                        help="duplicate deals per heads-up match (each played twice)")
    args = parser.parse_args()
    bench_styles(collect_spots(args.hands, seed=11))
    bench_equity(args.spots, args.samples, seed=5)
    bench_pushfold()
    bench_matches(args.deals)


if __name__ == "__main__":
    main()
