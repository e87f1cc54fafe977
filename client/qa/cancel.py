"""`skg-poker qa cancel`: a bots-only tournament cancelled at K players, as JSON."""

from __future__ import annotations

import argparse
import json
import sys

from client.bots import BOT_STYLES, MIXED, UnknownBotStyleError
from client.room.errors import RoomError
from client.room.tournament.cancel_drill import cancel_drill
from client.room.tournament.structure import load_structure, preset_names

METHODS = ("rollback", "roll-forward")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `cancel` command."""
    parser = subparsers.add_parser(
        "cancel",
        help="play a bots-only tournament down to K players and cancel it; prints who gets "
             "what (cancellation policy)",
    )
    parser.add_argument("--players", type=int, required=True, help="entrants, e.g. 100")
    parser.add_argument("--structure", default="turbo",
                        help=f"structure preset: {', '.join(preset_names())}")
    parser.add_argument("--seed", type=int, required=True,
                        help="same seed, same hands, same cancellation")
    parser.add_argument("--at-players", type=int, required=True,
                        help="cancel once this many players are left (or fewer, when one "
                             "hand busts several)")
    parser.add_argument("--method", choices=METHODS, required=True,
                        help="rollback, or roll forward (before or in the money, as reached)")
    parser.add_argument("--bots", default="random",
                        help=f"bot style: {', '.join((*BOT_STYLES, MIXED))}")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print one JSON object; exit 1 if money was not conserved, 2 on bad input."""
    try:
        drill = cancel_drill(args.players, load_structure(args.structure), args.seed,
                             args.at_players, roll_forward=args.method == "roll-forward",
                             bots=args.bots)
    except (RoomError, UnknownBotStyleError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps({
        "method": str(drill.method),
        "in_the_money": drill.in_the_money,
        "remaining": drill.remaining,
        "award_pool": str(drill.award_pool),
        "unawarded_prizes": [str(p) for p in drill.unawarded_prizes],
        "payouts": {p: str(a) for p, a in drill.payouts.items()},
        "entries": {p: str(a) for p, a in drill.entries.items()},
        "refunds": {p: str(a) for p, a in drill.refunds.items()},
        "money_conserved": drill.money_conserved,
    }))
    return 0 if drill.money_conserved else 1
