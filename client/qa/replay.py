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

With `--check-rake` the JSON also holds "rake_check": {"checked", "differs": [{"id",
"game", "stakes", "currency", "players", "pot", "recorded", "expected"}, ...],
"not_checked": [{"id", "why"}, ...]} (see `client.qa.rake_check`; money as strings) and the
exit status is 1 when any hand's recorded rake differs from the site's rake table.
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
    iter_history,
    replay_history,
)
from client.histories.phh.dealt import PHHFormatError, replay_phh
from client.histories.pokerstars.read import PokerStarsFormatError
from client.qa.rake_check import check_rake


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `replay` command."""
    parser = subparsers.add_parser(
        "replay",
        help="replay a PHH hand, a .phhs file or a PokerStars hand history; prints JSON",
    )
    parser.add_argument("file", type=Path,
                        help="a .phh or .phhs file (Poker Hand History) or PokerStars text")
    parser.add_argument("--check-rake", action="store_true",
                        help="compare each cash hand's recorded rake with the site's rake "
                             "table; exit 1 when one differs")
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
        return _single_phh(path, text, args.check_rake)
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
    out: dict[str, object] = {"hands": report.hands, "unsupported": report.unsupported}
    rake_differs = False
    if args.check_rake:
        rake = check_rake(iter_history(text, path.name))
        out["rake_check"] = rake.as_json()
        rake_differs = bool(rake.differs)
        for diff in rake.differs:
            print(f"error: hand {diff.id}: rake {diff.recorded} recorded, the site's "
                  f"{diff.currency} {diff.game} {diff.stakes} table gives {diff.expected} "
                  f"({diff.players} players, pot {diff.pot})", file=sys.stderr)
    print(json.dumps(out))
    for entry in report.unsupported:
        if str(entry["why"]).startswith("breaks the rules"):
            print(f"error: hand {entry['id']} {entry['why']}", file=sys.stderr)
    return 1 if report.broken or rake_differs else 0


def _single_phh(path: Path, text: str, check_rake_too: bool) -> int:
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
    out: dict[str, object] = {"finishing_stacks": stacks, "pots": replayed.pots()}
    if check_rake_too:  # PHH records no currency: nothing to compare (PokerStars files only)
        out["rake_check"] = check_rake(()).as_json()
    print(json.dumps(out))
    recorded = replayed.recorded.finishing_stacks  # whole units, as `stacks` (decimal PHH)
    expected = list(recorded) if recorded is not None else None
    if expected is not None and expected != stacks:
        print(
            f"error: the file says finishing_stacks {expected} but the rules give {stacks}",
            file=sys.stderr,
        )
        return 1
    return 0
