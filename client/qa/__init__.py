"""`skg-poker qa ...`: stable, scriptable commands for QA testers (JSON on stdout).

Each command lives in its own module (named after it, "-" written "_") with a
`register(subparsers)` function that adds its parser and sets `handler` (a
function taking the parsed args and returning the exit status). Exit status 2
means bad input, 1 a rule violation.
"""

from __future__ import annotations

import argparse
import importlib

COMMANDS = ("replay", "simulate", "rake", "icm", "tournament", "scenario", "fast-fold",
            "play", "bundle", "reproduce")


def register_all(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add every QA command's parser."""
    for name in COMMANDS:
        importlib.import_module(f"client.qa.{name.replace('-', '_')}").register(subparsers)
