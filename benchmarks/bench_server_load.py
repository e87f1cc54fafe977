"""Server load: N bot clients on loopback playing heads-up sit & goes against the real server.

Measures actions per second through the whole system and the action-to-broadcast latency
(from a client sending its action to that client receiving the table's broadcast of it),
then runs the same workload through the in-process LocalAdapter as a peer in the same run
and prints the ratio. Bounded: stops by itself after ``--seconds`` of play.

The server's CPU per action is the server process's CPU time (user + system, from
/proc) over the play window divided by the actions played in it; the engine's is
client.engine alone playing the same heads-up check/call hands in the same run. With
``--json`` the last line is one JSON object: ``actions_per_s``, ``p99_ms``,
``server_cpu_ms_per_action``, ``engine_ms_per_action``.

    python3 -m benchmarks.bench_server_load --clients 60 --seconds 10 --json
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

from client.adapters.base import Adapter, AdapterError
from client.adapters.local import LocalAdapter, LocalRoom
from client.adapters.remote import RemoteAdapter
from client.engine import Hand, HandConfig
from client.engine.actions import Action
from client.protocol.messages import (
    Act,
    ActionKind,
    ActionRequest,
    Event,
    Register,
    TableEvent,
)
from client.room.clock import RealClock
from client.room.ledger import Currency
from client.service import RoomConfig, RoomService, SngTemplate

ROOT = Path(__file__).resolve().parents[1]
STACK = 100000  # deep stacks and check/call play: matches outlast the run
PASSWORD = "bench-password"


class Player:
    """A bot client that checks or calls and times each action until it is broadcast."""

    def __init__(self, adapter: Adapter) -> None:
        self.adapter = adapter
        self.sent: dict[str, float] = {}
        self.latencies: list[float] = []
        self.actions = 0
        self.running = True
        adapter.subscribe(self._on_event)

    async def _send(self, act: Act) -> None:
        with contextlib.suppress(AdapterError):  # the run ended while this was queued
            await self.adapter.send(act)

    def _on_event(self, event: Event) -> None:
        if isinstance(event, ActionRequest) and self.running:
            legal = event.legal.actions
            kind = ActionKind.CHECK if ActionKind.CHECK in legal else ActionKind.CALL
            self.sent[event.table_id] = time.perf_counter()
            asyncio.get_running_loop().create_task(
                self._send(Act(table_id=event.table_id, action=kind)))
        elif isinstance(event, TableEvent) and event.kind == "action" and \
                event.player_id == self.adapter.player_id:
            start = self.sent.pop(event.table_id, None)
            if start is not None:
                self.latencies.append(time.perf_counter() - start)
                self.actions += 1


async def play(make: Callable[[str], Awaitable[Adapter]], clients: int, seconds: float,
               cpu: Callable[[], float] = time.process_time,
               ) -> tuple[int, list[float], float, float]:
    """Connect ``clients`` players in heads-up pairs, play ``seconds``; (actions, latencies,
    elapsed, CPU seconds ``cpu`` counted meanwhile)."""
    players = [Player(await make(f"p{i}")) for i in range(clients)]
    start, cpu_start = time.perf_counter(), cpu()
    for i, player in enumerate(players):
        await player.adapter.send(Register(tournament_id=f"sng-{i // 2 + 1}"))
    await asyncio.sleep(seconds)
    for player in players:
        player.running = False
    elapsed, used = time.perf_counter() - start, cpu() - cpu_start
    for player in players:
        await player.adapter.close()
    latencies = [lat for p in players for lat in p.latencies]
    return sum(p.actions for p in players), latencies, elapsed, used


def config() -> RoomConfig:
    """One heads-up sit & go template with deep stacks and long action clocks."""
    return RoomConfig(sit_and_gos=(SngTemplate("sng", seats=2, stack=STACK,
                                               action_seconds=600.0),))


async def run_local(clients: int, seconds: float) -> tuple[int, list[float], float, float]:
    """The peer: the same room in-process through LocalAdapter."""
    clock = RealClock()
    grants = {Currency.USD: Decimal("1000")}
    room = LocalRoom(RoomService(clock, config=config(), grants=grants), clock)

    async def make(name: str) -> Adapter:
        adapter = LocalAdapter(room, player_id=name, name=name)
        await adapter.connect()
        return adapter

    try:
        return await play(make, clients, seconds)
    finally:
        await room.driver.stop()


async def run_remote(url: str, clients: int, seconds: float, pid: int
                     ) -> tuple[int, list[float], float, float]:
    """Real clients against the real server process over loopback; the CPU is the
    server process's."""

    async def make(name: str) -> Adapter:
        adapter = RemoteAdapter(url, name, PASSWORD, create=True)
        await adapter.connect()
        return adapter

    return await play(make, clients, seconds, lambda: process_cpu(pid))


def process_cpu(pid: int) -> float:
    """CPU seconds (user + system) process ``pid`` has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def engine_cpu_per_action(hands: int = 3000) -> float:
    """CPU seconds per action of client.engine alone, heads-up, check/call as the bots."""
    actions = 0
    start = time.process_time()
    for k in range(hands):
        hand = Hand(HandConfig("NLHE", (STACK, STACK), k % 2, 1, 2, seed=k))
        hand.start()
        while not hand.is_over:
            legal = hand.legal()
            kind = ActionKind.CHECK if ActionKind.CHECK in legal.kinds else ActionKind.CALL
            hand.act(legal.seat, Action(kind))
            actions += 1
    return (time.process_time() - start) / actions


def server_command(db: Path) -> list[str]:
    """`skg-poker-server` on a free loopback port, set up for this workload (one heads-up
    sit & go template, deep stacks, long clocks, no flood or address limits)."""
    return [sys.executable, "-m", "client.server.main", "--port", "0", "--db", str(db),
            "--cheap-hashes", "--grant", "USD:1000", "--sng-seats", "2", "--sng-stack",
            str(STACK), "--action-seconds", "600", "--rate", "100000",
            "--connections-per-address", "10000"]


def start_server(db: Path, prefix: Sequence[str] = ()) -> tuple[subprocess.Popen[str], str]:
    """`server_command` as a child process (under ``prefix``, e.g. a profiler)."""
    proc = subprocess.Popen(
        [*prefix, *server_command(db)], stdout=subprocess.PIPE, text=True, cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert proc.stdout is not None
    found = re.search(r"ws://[\d.]+:(\d+)", proc.stdout.readline())
    if found is None:
        proc.kill()
        raise SystemExit("server did not start")
    return proc, f"ws://127.0.0.1:{found.group(1)}"


def summary(name: str, result: tuple[int, list[float], float, float]) -> tuple[float, float]:
    """Print one run's numbers; returns its actions per second and p99 (ms)."""
    actions, latencies, elapsed, cpu = result
    rate = actions / elapsed if elapsed else 0.0
    if latencies:
        q = statistics.quantiles(latencies, n=100)
        p50, p99 = q[49] * 1000, q[98] * 1000
    else:
        p50 = p99 = float("nan")
    per_action = cpu * 1000 / actions if actions else float("nan")
    print(f"{name:>7}: {actions:6d} actions in {elapsed:5.1f} s = {rate:8.1f} actions/s, "
          f"action-to-broadcast p50 {p50:6.2f} ms, p99 {p99:6.2f} ms, "
          f"CPU {per_action:.3f} ms/action")
    return rate, p99


def main() -> None:
    """Run the remote load and the local peer; print both and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--clients", type=int, default=20, help="bot clients (even)")
    parser.add_argument("--seconds", type=float, default=5.0, help="play time per run")
    parser.add_argument("--json", action="store_true",
                        help="end with one JSON line (the remote run; no local peer run)")
    args = parser.parse_args()
    clients = max(2, args.clients - args.clients % 2)
    print(f"{clients} clients, {clients // 2} heads-up sit & goes, {args.seconds:g} s each run "
          f"({datetime.now(UTC):%Y-%m-%d %H:%M} UTC)")
    with tempfile.TemporaryDirectory() as tmp:
        proc, url = start_server(Path(tmp) / "bench.sqlite3")
        try:
            result = asyncio.run(run_remote(url, clients, args.seconds, proc.pid))
            remote, p99 = summary("remote", result)
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(10)
    engine = engine_cpu_per_action()
    server = result[3] / result[0] if result[0] else float("nan")
    print(f" engine: CPU {engine * 1000:.4f} ms/action alone; server/engine "
          f"{server / engine:.0f}x")
    if args.json:
        print(json.dumps({"actions_per_s": round(remote, 1), "p99_ms": round(p99, 2),
                          "server_cpu_ms_per_action": round(server * 1000, 4),
                          "engine_ms_per_action": round(engine * 1000, 4)}))
        return
    local, _ = summary("local", asyncio.run(run_local(clients, args.seconds)))
    if local:
        print(f"remote/local throughput ratio: {remote / local:.2f}")


if __name__ == "__main__":
    main()
