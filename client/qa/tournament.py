"""`skg-poker qa tournament`: a whole bots-only tournament on the simulated clock, as JSON.

`prizes` are everything each player was paid (place prize plus bounties); `bounties` the
knockout money alone, by player (empty in events without bounties)."""

from __future__ import annotations

import argparse
import json
import sys
import time

from client.bots import BOT_STYLES, MIXED, UnknownBotStyleError
from client.practice.session import bounties_won
from client.room.errors import RoomError
from client.room.tournament.simulation import simulate
from client.room.tournament.structure import load_structure, preset_names


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `tournament` command."""
    parser = subparsers.add_parser(
        "tournament",
        help="run a bots-only tournament to the end; prints finishing order, prizes, checks",
    )
    parser.add_argument("--players", type=int, required=True, help="entrants, e.g. 1000")
    parser.add_argument("--structure", default="turbo",
                        help=f"structure preset: {', '.join(preset_names())}")
    parser.add_argument("--seed", type=int, required=True,
                        help="same seed, same hands, same finishing order")
    parser.add_argument("--bots", default="random",
                        help=f"bot style: {', '.join((*BOT_STYLES, MIXED))}")
    parser.add_argument("--seconds-per-hand", type=float, default=60.0,
                        help="simulated clock time each hand takes (default 60)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print one JSON object; exit 1 if chips or money were not conserved, 2 on bad input."""
    if args.players < 2:
        print("error: --players must be at least 2", file=sys.stderr)
        return 2
    try:
        structure = load_structure(args.structure)
        started = time.perf_counter()
        result = simulate(args.players, structure, args.seed, args.bots, args.seconds_per_hand)
        wall = time.perf_counter() - started
    except (RoomError, UnknownBotStyleError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps({
        "finishing_order": result.finishing_order,
        "prizes": {player: str(amount) for player, amount in result.prizes.items()},
        "bounties": bounties_won(result.tournament),
        "hands_played": result.hands_played,
        "wall_s": round(wall, 3),
        "chips_conserved": result.chips_conserved,
        "money_conserved": result.money_conserved,
    }))
    return 0 if result.chips_conserved and result.money_conserved else 1
