"""`skg-poker qa simulate`: play many hands with random legal actions, as JSON.

Testers use it to check throughput and that chips are conserved hand after
hand; the benchmark reuses `random_action` so both measure the same play.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from client.engine import (
    GAMES,
    ROTATIONS,
    Action,
    ActionKind,
    EngineError,
    Hand,
    HandConfig,
    Legal,
    MixedRotation,
    game_spec,
)
from client.engine.button import next_positions

_DRAW, _BRING_IN_KIND, _FOLD_KIND, _CHECK_KIND = (
    ActionKind.DRAW, ActionKind.BRING_IN, ActionKind.FOLD, ActionKind.CHECK)
_AGGRESSIVE = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)
# Actions are immutable: the amount-free ones are made once, and the kinds looked up once
# (an enum member read through its class costs as much as the engine's legal options).
_FOLD, _CHECK, _CALL = (Action(k) for k in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL))
_BRING_IN = Action(ActionKind.BRING_IN)


def random_action(
    legal: Legal, rng: random.Random, hole: tuple[str, ...] = (), fixed_limit: bool = False
) -> Action:
    """A random legal action: fold 1/4 (when facing a bet), check/call 1/2, bet/raise 1/4
    (a uniform amount between the minimum and maximum; in fixed limit one of the two).
    A DRAW throws each card of `hole` with probability 0.4."""
    kinds = legal.kinds
    if _DRAW in kinds:
        return Action(_DRAW, discards=tuple(c for c in hole if rng.random() < 0.4))
    if _BRING_IN_KIND in kinds:
        return _BRING_IN
    roll = rng.random()
    if roll < 0.25:
        for kind in _AGGRESSIVE:
            if kind in kinds:
                if fixed_limit:
                    return Action(kind, rng.choice((legal.min_to, legal.max_to)))
                return Action(kind, rng.randint(legal.min_to, legal.max_to))
    elif roll > 0.75 and _FOLD_KIND in kinds:
        return _FOLD
    return _CHECK if _CHECK_KIND in kinds else _CALL


def config_for(game: str, stacks: tuple[int, ...], button: int, seed: int) -> HandConfig:
    """Standard small stakes for a game: blinds 1/2 (or ante 1, bring-in 2, bets 4/8)."""
    if game_spec(game).family == "stud":
        return HandConfig(game, stacks, ante=1, bring_in=2, small_bet=4, seed=seed)
    return HandConfig(game, stacks, button=button, small_blind=1, big_blind=2, seed=seed)


def simulate(game: str, players: int, hands: int, seed: int) -> dict[str, object]:
    """Play `hands` hands, each from 200-chip stacks with the button moving (a mixed
    game such as HORSE rotates every 8 hands); report throughput and whether every
    hand ended with exactly the chips it started with."""
    rng = random.Random(seed)
    rotation = MixedRotation.named(game) if game in ROTATIONS else MixedRotation((game,))
    conserved = True
    actions = 0
    positions = None
    start = time.perf_counter()
    for k in range(hands):
        positions = next_positions([True] * players, positions)
        stacks = (200,) * players
        code = rotation.game_for(k)
        fixed = game_spec(code).limit == "FL"
        hand = Hand(config_for(code, stacks, positions.button, rng.getrandbits(32)))
        hand.start()
        while not hand.is_over:
            legal = hand.legal()
            hole = hand.view(legal.seat).hole if ActionKind.DRAW in legal.kinds else ()
            hand.act(legal.seat, random_action(legal, rng, hole, fixed))
            actions += 1
        if sum(hand.result().final_stacks) != sum(stacks):
            conserved = False
            print(f"hand {k}: chips not conserved", file=sys.stderr)
    elapsed = time.perf_counter() - start
    return {
        "game": game,
        "players": players,
        "hands": hands,
        "seed": seed,
        "actions": actions,
        "seconds": round(elapsed, 3),
        "hands_per_second": round(hands / elapsed, 1) if elapsed else None,
        "chips_conserved": conserved,
    }


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `simulate` command."""
    parser = subparsers.add_parser(
        "simulate",
        help="random legal play; prints hands_per_second and chips_conserved as JSON",
    )
    parser.add_argument(
        "--game", default="NLHE", help=f"one of {', '.join([*GAMES, *ROTATIONS])}"
    )
    parser.add_argument("--players", type=int, default=6, help="players per hand (2..10)")
    parser.add_argument("--hands", type=int, default=1000, help="number of hands")
    parser.add_argument("--seed", type=int, default=0, help="seed: same seed, same hands")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print the report; exit 2 on bad options, 1 if chips were not conserved."""
    if args.hands < 1:
        print("error: --hands must be at least 1", file=sys.stderr)
        return 2
    try:
        report = simulate(args.game, args.players, args.hands, args.seed)
    except EngineError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report))
    return 0 if report["chips_conserved"] else 1
