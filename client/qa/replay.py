"""`skg-poker qa replay FILE`: replay hand histories through the engine, as JSON.

The format is detected from the text. A single PHH hand prints
{"finishing_stacks": [...], "pots": [...]} (players in PHH order). A PokerStars, GGPoker,
Winamax, 888poker, partypoker or iPoker file or a `.phhs` file prints {"hands": [{"id",
"players", "finishing_stacks", "pots"}, ...], "unsupported": [{"id", "why"}, ...]}, ids as
the site writes them, amounts in whole units of the file (cents for cash); a hand with all-in
cash-out or run it twice adds "site_feature", "boards" and "cashed_out".
A hand that breaks the rules is listed under "unsupported" with a `why` starting
"breaks the rules", one that cannot be read (cut off) with "not readable". Exit 1 when any
hand breaks the rules (or a PHH result differs from its finishing_stacks), 2 when the file
cannot be read (no hand in it can); never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from client.engine import EngineError, IllegalActionError
from client.histories.files import (
    Format,
    HistoryFileError,
    decode_history,
    detect_format,
    replay_history,
)
from client.histories.phh.dealt import PHHFormatError, replay_phh
from client.histories.pokerstars.read import PokerStarsFormatError


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `replay` command."""
    parser = subparsers.add_parser(
        "replay",
        help="replay a PHH hand, a .phhs file or a PokerStars hand history; prints JSON",
    )
    parser.add_argument("file", type=Path,
                        help="a .phh or .phhs file (Poker Hand History) or PokerStars text")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Replay and print; errors go to stderr with the exit status described above."""
    path = Path(args.file)
    try:
        text = decode_history(path.read_bytes())
    except (OSError, HistoryFileError) as exc:
        print(f"error: cannot read {path}: {exc}", file=sys.stderr)
        return 2
    fmt = detect_format(text, path.name)
    if fmt is Format.PHH:
        return _single_phh(path, text)
    try:
        report = replay_history(text, fmt)
    except (PokerStarsFormatError, PHHFormatError, HistoryFileError) as exc:
        print(f"error: {path} is not a readable hand history: {exc}", file=sys.stderr)
        return 2
    if not report.hands and report.unsupported and all(
            str(u["why"]).startswith("not readable") for u in report.unsupported):
        print(f"error: {path}: no hand can be read: {report.unsupported[0]['why']}",
              file=sys.stderr)
        return 2
    print(json.dumps({"hands": report.hands, "unsupported": report.unsupported}))
    for entry in report.unsupported:
        if str(entry["why"]).startswith("breaks the rules"):
            print(f"error: hand {entry['id']} {entry['why']}", file=sys.stderr)
    return 1 if report.broken else 0


def _single_phh(path: Path, text: str) -> int:
    try:
        replayed = replay_phh(text)
    except PHHFormatError as exc:
        print(f"error: {path} is not a readable PHH hand: {exc}", file=sys.stderr)
        return 2
    except IllegalActionError as exc:
        print(f"error: {path} breaks the rules: {exc}", file=sys.stderr)
        return 1
    except EngineError as exc:
        print(f"error: {path} cannot be dealt: {exc}", file=sys.stderr)
        return 2
    stacks = replayed.finishing_stacks()
    print(json.dumps({"finishing_stacks": stacks, "pots": replayed.pots()}))
    recorded = replayed.recorded.finishing_stacks  # whole units, as `stacks` (decimal PHH)
    expected = list(recorded) if recorded is not None else None
    if expected is not None and expected != stacks:
        print(
            f"error: the file says finishing_stacks {expected} but the rules give {stacks}",
            file=sys.stderr,
        )
        return 1
    return 0
