"""`skg-poker qa replay FILE.phh`: replay a PHH hand through the engine, as JSON.

Prints {"finishing_stacks": [...], "pots": [...]} (players in PHH order). Exit 1
when an action breaks the rules or the result differs from the file's
finishing_stacks; exit 2 when the file cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from client.engine import EngineError, IllegalActionError
from client.engine.phh import PHHFormatError, replay_phh


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `replay` command."""
    parser = subparsers.add_parser(
        "replay",
        help="replay a PHH hand; prints finishing_stacks and pots as JSON",
    )
    parser.add_argument("file", type=Path, help="a .phh file (Poker Hand History, TOML)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Replay and print; errors go to stderr with the exit status described above."""
    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"error: cannot read {args.file}: {exc}", file=sys.stderr)
        return 2
    try:
        replayed = replay_phh(text)
    except PHHFormatError as exc:
        print(f"error: {args.file} is not a readable PHH hand: {exc}", file=sys.stderr)
        return 2
    except IllegalActionError as exc:
        print(f"error: {args.file} breaks the rules: {exc}", file=sys.stderr)
        return 1
    except EngineError as exc:
        print(f"error: {args.file} cannot be dealt: {exc}", file=sys.stderr)
        return 2
    stacks = replayed.finishing_stacks()
    print(json.dumps({"finishing_stacks": stacks, "pots": replayed.pots()}))
    expected = replayed.fields.get("finishing_stacks")
    if expected is not None and expected != stacks:
        print(
            f"error: the file says finishing_stacks {expected} but the rules give {stacks}",
            file=sys.stderr,
        )
        return 1
    return 0
