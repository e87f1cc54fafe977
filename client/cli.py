"""The `skg-poker` command: the desktop client, or `skg-poker qa ...` tools for testers."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError, version

import client
from client.qa import register_all


def installed_version() -> str:
    """The installed distribution's version (a bare checkout: the package's own)."""
    try:
        return version("skg-poker")
    except PackageNotFoundError:
        return client.__version__


def build_parser() -> argparse.ArgumentParser:
    """The whole command line: GUI options plus every `qa` sub-command."""
    parser = argparse.ArgumentParser(prog="skg-poker", description=__doc__)
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
    sub = parser.add_subparsers(dest="command")
    qa = sub.add_parser("qa", help="headless tools for testers; JSON on stdout")
    register_all(qa.add_subparsers(dest="qa_command", required=True))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: dispatch to a QA handler, or start the GUI."""
    args = build_parser().parse_args(argv)
    if args.command == "qa":
        code: int = args.handler(args)
        return code
    from client.ui.app.app import run_gui

    return run_gui(server_url=args.server, cafile=args.cafile)


if __name__ == "__main__":
    sys.exit(main())
