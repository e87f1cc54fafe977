"""`skg-poker qa scenario FILE`: run a tester's scenario file headless, print JSON results.

Table scenarios print every hand's record (config with its seed, players, actions) and
final stacks, and check that each hand replays exactly from its record and that every
``[hands.expect]`` holds ("expectations": {"checked", "failed": [{"hand", "key", "player",
"expected", "got"}]}, each failure also on stderr by player name); tournament scenarios
print the finishing order, prizes and bounties won, and (a `[tournament.state]` with
scripted hands) the same expectations, bounties and payouts included. Seats marked
"human" are played by the ``--hero-bot`` style. Exit status: 0 ok, 1 an expectation or
check failed, 2 a bad scenario file (an unknown key, or a script that cannot be played:
the line is named).
"""

from __future__ import annotations

import argparse
import json
import sys

from client.bots import BOT_STYLES, MIXED
from client.practice.run import DEFAULT_HERO_BOT, run_scenario
from client.practice.scenario import ScenarioError, load_scenario, with_seed
from client.practice.script import ScriptError


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `scenario` command."""
    parser = subparsers.add_parser(
        "scenario", help="run a scenario file (TOML) headless; prints the results as JSON")
    parser.add_argument("file", help="scenario file, e.g. resources/scenarios/practice_mtt.toml")
    parser.add_argument("--hero-bot", default=DEFAULT_HERO_BOT, choices=(*BOT_STYLES, MIXED),
                        help=f"style that plays 'human' seats (default {DEFAULT_HERO_BOT})")
    parser.add_argument("--seed", type=int, default=None,
                        help="deal from this seed instead of the file's (the same cards as "
                             "`skg-poker --scenario FILE --seed S`)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print one JSON object; exit 1 if chips were lost or a hand did not replay, 2 on bad input."""
    try:
        scenario = load_scenario(args.file)
        if args.seed is not None:
            scenario = with_seed(scenario, args.seed)
    except ScenarioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        report = run_scenario(scenario, args.hero_bot)
    except ScriptError as exc:
        print(f"error: {args.file}: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report))
    failed = run_failures(report)
    for line in failed:
        print(f"error: {line}", file=sys.stderr)
    return 1 if failed else 0


def run_failures(report: dict[str, object]) -> list[str]:
    """What failed, one line each: expectations by player name, then the run's checks."""
    expectations = report.get("expectations")
    failed = expectations.get("failed", []) if isinstance(expectations, dict) else []
    lines = [f"hand {f['hand']} {f['key']}{' ' + f['player'] if f['player'] else ''}: "
             f"expected {f['expected']}, got {f['got']}" for f in failed]
    if report.get("chips_conserved") is not True:
        lines.append("chips were not conserved")
    if report.get("reproducible", True) is not True:
        lines.append("a hand does not replay from its record")
    return lines
