"""`skg-poker qa integrity FILES...`: the integrity review of hand histories, as JSON."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from client.integrity.accounts import Connection, ConnectionLogError, parse_connections
from client.integrity.read import read_histories
from client.integrity.review import review


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `integrity` command."""
    parser = subparsers.add_parser(
        "integrity",
        help="review hand histories for chip dumping, soft play, heads-up flipping and "
             "several accounts at one tournament; prints the flags with their hands",
    )
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE",
                        help="hand histories (PokerStars text, PHH, PHHS); a .json file is "
                             'a connection log {"connections": [{"player", "tournament", '
                             '"address", "device"}]}')
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print `{"flags": [...], "hands_read": N}`; exit 2 when nothing could be read."""
    histories = [p for p in args.files if p.suffix.lower() != ".json"]
    connections: list[Connection] = []
    try:
        for path in args.files:
            if path.suffix.lower() == ".json":
                connections.extend(parse_connections(path.read_text(encoding="utf-8")))
    except (OSError, ConnectionLogError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    reading = read_histories(histories)
    for skipped in reading.skipped:
        print(f"skipped: {skipped}", file=sys.stderr)
    if not reading.hands and not connections:
        print("error: no hand could be read", file=sys.stderr)
        return 2
    flags = review(reading.hands, connections)
    print(json.dumps({
        "flags": [{"kind": str(f.kind), "players": list(f.players), "hands": list(f.hands),
                   "why": f.why} for f in flags],
        "hands_read": len(reading.hands),
    }))
    return 0
