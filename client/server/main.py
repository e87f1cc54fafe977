"""`skg-poker-server`: run the authoritative poker server.

Listens on 127.0.0.1 by default (``--host 0.0.0.0`` to serve a network). The store is a
SQLite file in the user data directory unless ``--store sqlite:///PATH`` (or a path), or
``--store postgresql://user@host/dbname`` for the PostgreSQL store several nodes share;
``--shards s0,s1`` (with ``--port`` and ``--node``) makes this process one node of a
cluster on that database (docs/CLUSTER.md).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import logging
import signal
import sys
from collections.abc import Sequence
from datetime import timedelta
from decimal import Decimal, InvalidOperation

from client.logs import DEFAULT_LEVEL, LEVELS, log_level, setup_logging
from client.room.ledger import Currency
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP, HashCost
from client.server.cluster.routing import ClusterConfig
from client.server.gc_pauses import keep_pauses_short
from client.server.logins import SESSION_IDLE, SESSION_LIFETIME
from client.server.store import StoreError
from client.server.tls import ListenError, TlsConfig
from client.service.config import RETAIN_FINISHED


def _grant(text: str) -> tuple[Currency, Decimal]:
    currency, _, amount = text.partition(":")
    try:
        return Currency(currency), Decimal(amount)
    except (ValueError, InvalidOperation) as exc:
        raise argparse.ArgumentTypeError(
            f"--grant {text!r}: use CURRENCY:AMOUNT, e.g. PLAY:10000 or USD:100"
        ) from exc


def _minutes(text: str) -> timedelta:
    refusal = argparse.ArgumentTypeError(f"{text!r}: give minutes, 0 or more (e.g. 60)")
    try:
        minutes = timedelta(minutes=float(text))
    except (ValueError, OverflowError) as exc:
        raise refusal from exc
    if minutes < timedelta(0):
        raise refusal
    return minutes


def build_parser() -> argparse.ArgumentParser:
    """The command-line options."""
    parser = argparse.ArgumentParser(prog="skg-poker-server", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8765, help="port (0: any free port)")
    parser.add_argument("--store", "--db", dest="store", default=None, metavar="URL",
                        help="sqlite:///PATH (default: a file in the user data dir), a path, "
                             "or postgresql://user@host/dbname")
    parser.add_argument("--grant", type=_grant, action="append", default=None,
                        metavar="CUR:AMOUNT", help="money given to each new account")
    parser.add_argument("--rate", type=float, default=20.0, help="commands/s per connection")
    parser.add_argument("--cheap-hashes", action="store_true",
                        help="fast argon2 parameters (tests and benchmarks only)")
    parser.add_argument("--sng-structure", default=None,
                        help="structure preset for the sit & go offered (e.g. hyper_turbo)")
    parser.add_argument("--sng-seats", type=int, default=None, help="players per sit & go")
    parser.add_argument("--sng-stack", type=int, default=None, help="starting stack override")
    parser.add_argument("--action-seconds", type=float, default=None,
                        help="seconds per action before the hand is folded")
    parser.add_argument("--retain-finished", type=_minutes, default=RETAIN_FINISHED,
                        metavar="MINUTES", help="how long a finished tournament stays in "
                        "its players' lobbies before it leaves the server's memory (default "
                        f"{RETAIN_FINISHED.total_seconds() / 60:g})")
    parser.add_argument("--shards", default=None, metavar="S0,S1",
                        help="cluster node: the shards this node claims (needs a postgresql "
                             "store; see docs/CLUSTER.md)")
    parser.add_argument("--node", default=None, help="cluster node id (default: host:port)")
    parser.add_argument("--public-url", default="",
                        help="where clients reach this node (default ws://HOST:PORT)")
    parser.add_argument("--trusted-proxy", action="append", default=[], metavar="IP",
                        help="a reverse proxy in front: logins from it are counted per "
                             "the client address it puts last in X-Forwarded-For")
    parser.add_argument("--client-download-url", default="", metavar="URL",
                        help="where players download the client: sent with a refusal of an "
                             "outdated client and with the newer-version notice")
    parser.add_argument("--certfile", metavar="PEM", help="TLS certificate chain: serve wss://")
    parser.add_argument("--keyfile", metavar="PEM", help="TLS private key (with --certfile)")
    parser.add_argument("--insecure", action="store_true",
                        help="allow plain ws:// on a non-loopback --host")
    parser.add_argument("--session-idle", type=float, default=SESSION_IDLE, metavar="S",
                        help="seconds a session token lasts unused (default 12 h)")
    parser.add_argument("--session-lifetime", type=float, default=SESSION_LIFETIME,
                        metavar="S", help="seconds a session token lasts at most (default 7 d)")
    parser.add_argument("--connections-per-address", type=int, default=32, metavar="N",
                        help="open connections one client address may hold")
    parser.add_argument("--staff", action="append", default=[], metavar="NAME",
                        help="an account that may use the floor (Tools > Floor): pause "
                             "play, answer deal requests, cancel tournaments, withhold "
                             "winnings, set the minimum client; repeat for each member. "
                             "With staff named, deal requests wait for them")
    parser.add_argument("--seed", type=int, default=None,
                        help="testers: deal every table's hands from this seed (the cards "
                             "`qa play --seed S` deals at the same table); never in real play")
    parser.add_argument("--log-level", type=log_level, default=None,
                        help="level of the log file in the user log dir: "
                             f"{', '.join(LEVELS)} (default {DEFAULT_LEVEL})")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser


def config_from(args: argparse.Namespace) -> ServerConfig:
    """A ServerConfig from parsed options."""
    config = ServerConfig(host=args.host, port=args.port, db=args.store, rate=args.rate,
                          burst=args.rate * 2,
                          hash_cost=CHEAP if args.cheap_hashes else HashCost())
    config.trusted_proxies = frozenset(args.trusted_proxy)
    config.client_download_url = args.client_download_url
    config.insecure = args.insecure
    config.session_idle, config.session_lifetime = args.session_idle, args.session_lifetime
    config.connections_per_address = args.connections_per_address
    config.staff = frozenset(name.casefold() for name in args.staff)
    if args.certfile or args.keyfile:
        config.tls = TlsConfig(args.certfile or "", args.keyfile or args.certfile or "")
    if args.grant:
        config.grants = dict(args.grant)
    if args.shards is not None:
        home = tuple(s for s in args.shards.split(",") if s)
        if not home or not all(s.isalnum() for s in home):
            raise StoreError(f"--shards {args.shards!r}: give names of letters and digits, "
                             "e.g. --shards s0,s1")
        config.cluster = ClusterConfig(node_id=args.node or f"{args.host}:{args.port}",
                                       public_url=args.public_url, home=home)
    config.room = dataclasses.replace(config.room.with_sit_and_go(
        structure=args.sng_structure, seats=args.sng_seats, stack=args.sng_stack,
        action_seconds=args.action_seconds,
    ), seed=args.seed, auto_floor=not config.staff, retain_finished=args.retain_finished)
    return config


async def serve(config: ServerConfig) -> None:
    """Run until SIGINT/SIGTERM."""
    server = PokerServer(config)
    await server.start()
    print(f"skg-poker-server listening on {server.scheme}://{config.host}:{server.port}",
          flush=True)
    collector = asyncio.get_running_loop().create_task(keep_pauses_short())
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        collector.cancel()
        await server.stop()


def main(argv: Sequence[str] | None = None) -> int:
    """Console entry point."""
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING)
    setup_logging("server", args.log_level)
    try:
        config = config_from(args)
        asyncio.run(serve(config))
    except (StoreError, ListenError) as exc:
        print(f"skg-poker-server: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
