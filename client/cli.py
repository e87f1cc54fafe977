"""The `skg-poker` command: the desktop client, or `skg-poker qa ...` tools for testers.

`skg-poker FILE...` starts the client with those hand-history files open in the hand
history window (what a file manager runs for a double-clicked `.phh`, `.phhs` or
PokerStars `.txt`); a file that cannot be read says why in its tab. A bug report (the zip
`skg-poker qa bundle` or Help › Report a problem writes, told by its content) opens in
offline practice with its tournaments running and its hands in the hand history window.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import client
from client.logs import DEFAULT_LEVEL, LEVELS, log_level
from client.qa import register_all
from client.qa.cancel import register as register_cancel
from client.qa.integrity import register as register_integrity


def installed_version() -> str:
    """The installed distribution's version (a bare checkout: the package's own)."""
    try:
        return version("skg-poker")
    except PackageNotFoundError:
        return client.__version__


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--version", action="version",
                        version=f"%(prog)s {installed_version()}")
    parser.add_argument(
        "--server",
        metavar="URL",
        help="connect to a remote server (ws://host:port) instead of offline practice mode",
    )
    parser.add_argument("--cafile", metavar="PEM",
                        help="trust this private CA for a wss:// server (default: the "
                             "system's certificate authorities)")


def build_parser() -> argparse.ArgumentParser:
    """The `qa` command line: every sub-command (`skg-poker qa NAME --help`)."""
    parser = argparse.ArgumentParser(prog="skg-poker", description=__doc__)
    _common(parser)
    sub = parser.add_subparsers(dest="command")
    qa = sub.add_parser("qa", help="headless tools for testers; JSON on stdout")
    qa_commands = qa.add_subparsers(dest="qa_command", required=True)
    register_all(qa_commands)
    register_cancel(qa_commands)  # the floor's tools
    register_integrity(qa_commands)
    return parser


def gui_parser() -> argparse.ArgumentParser:
    """The desktop client's command line. A separate parser: argparse cannot tell a file
    name from a sub-command when both are positional."""
    parser = argparse.ArgumentParser(
        prog="skg-poker", description=__doc__,
        epilog="Tools for testers: skg-poker qa --help")
    _common(parser)
    parser.add_argument("files", nargs="*", type=Path, metavar="FILE",
                        help="hand history files to open (PHH, PHHS, PokerStars text), or a bug "
                             "report (.zip) to reproduce")
    parser.add_argument("--scenario", type=Path, metavar="FILE",
                        help="testers: load this scenario file once offline practice starts")
    parser.add_argument("--seed", type=int, metavar="S",
                        help="deal the --scenario from this seed (the cards `qa scenario "
                             "FILE --seed S` and `skg-poker-server --seed S` deal)")
    parser.add_argument("--tester", action="store_true",
                        help="testers: show the tester tools (event log, room state, pause "
                             "and step, the Tournament tab) for this run")
    parser.add_argument("--log-level", type=log_level, metavar="LEVEL",
                        help=f"level of the log file in the user log dir: {', '.join(LEVELS)} "
                             f"(default {DEFAULT_LEVEL}, or SKG_POKER_LOG_LEVEL)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: dispatch to a QA handler, or start the GUI."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["qa"]:
        args = build_parser().parse_args(args_list)
        code: int = args.handler(args)
        return code
    parser = gui_parser()
    gui = parser.parse_args(args_list)
    if gui.scenario is not None and gui.server:
        parser.error("--scenario plays in offline practice: leave out --server")
    if gui.seed is not None and gui.scenario is None:
        parser.error("--seed deals a --scenario: give the scenario file too")
    from client.qa.report_file import looks_like_report

    reports = [path for path in gui.files if looks_like_report(path)]
    if len(reports) > 1:
        parser.error("open one bug report at a time")
    if reports and gui.server:
        parser.error("a bug report opens in offline practice: leave out --server")
    from client.ui.app.app import Launch, run_gui

    return run_gui(Launch(server_url=gui.server,
                          files=tuple(f for f in gui.files if f not in reports),
                          cafile=gui.cafile, scenario=gui.scenario, seed=gui.seed,
                          log_level=gui.log_level, tester=gui.tester,
                          report=reports[0] if reports else None))


if __name__ == "__main__":
    sys.exit(main())
