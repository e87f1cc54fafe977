"""`skg-poker qa icm`: ICM (Malmuth-Harville) prize equities for given stacks, as JSON."""

from __future__ import annotations

import argparse
import json
import sys
from decimal import Decimal, InvalidOperation

from client.room.errors import RoomError
from client.room.icm import icm_equities


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `icm` command."""
    parser = subparsers.add_parser(
        "icm", help="ICM equities in seat order; prints {\"equities\": [...]}"
    )
    parser.add_argument("--stacks", required=True, help="chip counts in seat order, e.g. 5000,3000")
    parser.add_argument("--prizes", required=True, help="prizes from first place down, e.g. 70,30")
    parser.add_argument("--seed", type=int, default=0,
                        help="seed of the Monte Carlo used above 20 players")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print the equities (floats, 6 decimals); bad input: message on stderr, exit 2."""
    try:
        stacks = [int(x) for x in args.stacks.split(",")]
        prizes = [Decimal(x) for x in args.prizes.split(",")]
        equities = icm_equities(stacks, prizes, seed=args.seed)
    except (ValueError, InvalidOperation):
        print("error: --stacks must be whole numbers and --prizes numbers, comma-separated",
              file=sys.stderr)
        return 2
    except RoomError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps({"equities": [round(e, 6) for e in equities]}))
    return 0
