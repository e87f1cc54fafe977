"""`skg-poker qa fast-fold`: a pool of bots plays fast-fold hands on the simulated clock.

Prints `hands_played`, `tables_used`, `players_reseated`, `rake` (money, as a string),
`money_conserved` and `wall_s`; the same seed gives the same output apart from `wall_s`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from client.bots import BOT_STYLES, MIXED, UnknownBotStyleError
from client.engine import GAMES
from client.room.errors import RoomError
from client.room.fastfold.simulation import pool_spec, run_pool
from client.room.ledger import Currency


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `fast-fold` command."""
    parser = subparsers.add_parser(
        "fast-fold", help="run a fast-fold pool of bots; prints hands, tables, rake, checks")
    parser.add_argument("--pool", type=int, required=True, help="players in the pool, e.g. 60")
    parser.add_argument("--seats", type=int, required=True, help="seats per table, e.g. 6")
    parser.add_argument("--hands", type=int, required=True, help="hands to play")
    parser.add_argument("--seed", type=int, required=True, help="same seed, same run")
    parser.add_argument("--bots", default=MIXED,
                        help=f"bot style: {', '.join((*BOT_STYLES, MIXED))}")
    parser.add_argument("--game", default="NLHE", help=f"one of {', '.join(GAMES)}")
    parser.add_argument("--stakes", default="0.05/0.10", help="small/big blind, e.g. 0.05/0.10")
    parser.add_argument("--currency", default="USD",
                        help=f"one of {', '.join(c.value for c in Currency)}")
    parser.set_defaults(handler=run)


def _bad_input(args: argparse.Namespace) -> str | None:
    """What is wrong with the options the run cannot even start with, if anything."""
    if args.game not in GAMES:
        return f"unknown game {args.game!r}; use one of {', '.join(GAMES)}"
    if args.currency not in {c.value for c in Currency}:
        return f"unknown currency {args.currency!r}; use one of " + \
            ", ".join(c.value for c in Currency)
    if args.pool < 2 * args.seats:
        return (f"a pool of {args.pool} is smaller than two tables of {args.seats}; "
                f"use --pool {2 * args.seats} or more")
    if args.hands < 1:
        return "--hands must be at least 1"
    return None


def run(args: argparse.Namespace) -> int:
    """Print one JSON object; exit 1 if money was not conserved, 2 on bad input."""
    problem = _bad_input(args)
    if problem is not None:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    try:
        spec = pool_spec(args.game, Currency(args.currency), args.stakes, args.pool, args.seats)
        started = time.perf_counter()
        result = run_pool(spec, args.hands, args.seed, args.bots)
        wall = time.perf_counter() - started
    except (RoomError, UnknownBotStyleError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps({
        "hands_played": result.hands_played,
        "tables_used": result.tables_used,
        "players_reseated": result.players_reseated,
        "rake": str(result.rake),
        "money_conserved": result.money_conserved,
        "wall_s": round(wall, 3),
    }))
    return 0 if result.money_conserved else 1
