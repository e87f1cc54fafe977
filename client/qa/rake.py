"""`skg-poker qa rake`: the rake the site takes from one ring-game pot, as JSON."""

from __future__ import annotations

import argparse
import json
import sys
from decimal import Decimal, InvalidOperation

from client.room.errors import RoomError
from client.room.rake import rake_for


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `rake` command."""
    parser = subparsers.add_parser(
        "rake", help="rake for one pot per the site's rake tables; prints {\"rake\": \"0.62\"}"
    )
    parser.add_argument("--currency", required=True, help="USD, EUR or GBP")
    parser.add_argument("--game", required=True, help="game code of the hand, e.g. NLHE, PLO, FLHE")
    parser.add_argument("--stakes", required=True, help="small/big blind, e.g. 0.50/1")
    parser.add_argument("--players", required=True, type=int, help="players dealt into the hand")
    parser.add_argument("--pot", required=True, help="final pot, e.g. 12.34")
    parser.add_argument("--no-flop", action="store_true",
                        help="the hand ended on the first betting round (no flop, no drop)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print the rake as a string Decimal; bad input: message on stderr, exit 2."""
    try:
        pot = Decimal(args.pot)
        rake = rake_for(args.currency, args.game, args.stakes, args.players, pot,
                        reached_second_round=not args.no_flop)
    except InvalidOperation:
        print(f"error: pot {args.pot!r} is not a number like 12.34", file=sys.stderr)
        return 2
    except RoomError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps({"rake": str(rake)}))
    return 0
