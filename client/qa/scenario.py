"""`skg-poker qa scenario FILE`: run a tester's scenario file headless, print JSON results.

Table scenarios print every hand's record (config with its seed, players, actions) and
final stacks, and check that each hand replays exactly from its record; tournament
scenarios print the finishing order and prizes. Seats marked "human" are played by the
``--hero-bot`` style. Exit status: 0 ok, 1 a check failed, 2 a bad scenario file.
"""

from __future__ import annotations

import argparse
import json
import sys

from client.bots import BOT_STYLES, MIXED
from client.practice.run import DEFAULT_HERO_BOT, run_scenario
from client.practice.scenario import ScenarioError, load_scenario


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `scenario` command."""
    parser = subparsers.add_parser(
        "scenario", help="run a scenario file (TOML) headless; prints the results as JSON")
    parser.add_argument("file", help="scenario file, e.g. resources/scenarios/practice_mtt.toml")
    parser.add_argument("--hero-bot", default=DEFAULT_HERO_BOT, choices=(*BOT_STYLES, MIXED),
                        help=f"style that plays 'human' seats (default {DEFAULT_HERO_BOT})")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print one JSON object; exit 1 if chips were lost or a hand did not replay, 2 on bad input."""
    try:
        scenario = load_scenario(args.file)
    except ScenarioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    report = run_scenario(scenario, args.hero_bot)
    print(json.dumps(report))
    ok = report.get("chips_conserved") is True and report.get("reproducible", True) is True
    return 0 if ok else 1
