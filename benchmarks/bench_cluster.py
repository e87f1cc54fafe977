"""Cluster load: human-paced clients on N server nodes sharing one PostgreSQL, one node
killed with SIGKILL halfway.

Starts its own throwaway PostgreSQL (Debian's initdb/pg_ctl, as the tests do) and N
`skg-poker-server --shards sI` nodes on loopback, connects the clients round-robin to the
nodes (so about (N-1)/N of them are redirected to the node that runs their table when they
register) and seats them in pairs at heads-up sit & goes spread over the shards. A client
acts after a human think time drawn from a lognormal distribution with a median of 2 s
(sigma 0.5: 90% of decisions between 0.9 s and 4.6 s); facing a bet it folds one time in
three, else it checks or calls, so hands end and reach the journal. Halfway through, node 0
is killed with SIGKILL; another node takes its shard over and its clients reconnect.

Prints one JSON object (``--json``; the scaling table then goes to stderr):
``nodes``, ``clients``, ``actions`` (actions broadcast back to their client once every
client is seated, outside the takeover window), ``actions_per_s`` (per second of that
play), ``p50_ms`` / ``p99_ms`` (action to broadcast, measured at the clients, actions sent
in the takeover window left out), ``takeover_s`` (from the kill until every
client of the dead node has its table back from the new owner), ``shard_moved_s`` (from
the kill until the dead node's shard runs on another node: its lease names that node,
announced once the room is rebuilt), ``lost_actions`` (actions a
client saw broadcast in a hand it watched end that the journal's record of that hand does
not hold; a hand cut by the kill is void and replayed from its start, by the site's rule),
``money_conserved`` (every currency's balances sum to zero and match the ledger entries,
no player negative).

Then, unless ``--scaling-seconds 0``: the same rig with clients that act at once (no think
time) on 1, 2 and 4 nodes, to show how throughput grows on this machine and what that
predicts for more machines. Bounded: every phase stops by itself.

    python3 -m benchmarks.bench_cluster --nodes 2 --clients 400 --seconds 20 --json
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TextIO

import psutil
import psycopg

from client.adapters.base import AdapterError
from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import (
    Act,
    ActionKind,
    ActionRequest,
    Error,
    Event,
    Register,
    TableEvent,
    TableSnapshot,
    Welcome,
)
from client.server.cluster.notify import LEASES
from tests.server.cluster_rig import NodeProcess, money_conserved
from tests.server.postgres import PostgresServer

PASSWORD = "bench-password"
STACK = 100000  # deep stacks: matches outlast the run
NODE_ARGS = ("--grant", "USD:1000", "--sng-seats", "2", "--sng-stack", str(STACK),
             "--action-seconds", "600", "--rate", "100000",
             "--connections-per-address", "10000")  # every client comes from 127.0.0.1
THINK_MEDIAN_S = 2.0
THINK_SIGMA = 0.5
FOLD_SHARE = 1 / 3


@dataclass
class Sample:
    """One action: when it was sent and when its broadcast came back."""

    sent: float
    back: float


@dataclass
class Player:
    """A client that thinks, acts, and records what the room told it."""

    adapter: RemoteAdapter
    rng: random.Random
    think: bool
    samples: list[Sample] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    running: bool = True
    pending: dict[str, float] = field(default_factory=dict)
    table_back: float | None = None  # first table view after the kill
    killed_at: float | None = None

    def __post_init__(self) -> None:
        self.adapter.subscribe(self._on_event)

    def _on_event(self, event: Event) -> None:
        now = time.perf_counter()
        if isinstance(event, TableEvent | Welcome):
            self.events.append(event)
        if isinstance(event, ActionRequest | TableSnapshot) and self.killed_at is not None \
                and self.table_back is None and now > self.killed_at:
            self.table_back = now
        if isinstance(event, ActionRequest) and self.running:
            delay = self.rng.lognormvariate(math.log(THINK_MEDIAN_S), THINK_SIGMA) \
                if self.think else 0.0
            asyncio.get_running_loop().call_later(delay, self._act, event)
        elif isinstance(event, TableEvent) and event.kind == "action" and \
                event.player_id == self.adapter.player_id:
            start = self.pending.pop(event.table_id, None)
            if start is not None:
                self.samples.append(Sample(start, now))

    def _act(self, request: ActionRequest) -> None:
        if not self.running:
            return
        legal = request.legal.actions
        if ActionKind.CHECK in legal:
            kind = ActionKind.CHECK
        elif ActionKind.FOLD in legal and self.rng.random() < FOLD_SHARE:
            kind = ActionKind.FOLD
        else:
            kind = ActionKind.CALL
        self.pending[request.table_id] = time.perf_counter()
        asyncio.get_running_loop().create_task(
            self._send(Act(table_id=request.table_id, action=kind)))

    async def _send(self, act: Act) -> None:
        with contextlib.suppress(AdapterError):  # link down: the view comes back later
            await self.adapter.send(act)


def watched_actions(events: Sequence[Event], me: str) -> dict[str, int]:
    """Hands watched whole on one link, with the client's own actions seen in each."""
    out: dict[str, int] = {}
    seen: dict[str, int] = {}
    for event in events:
        if isinstance(event, Welcome):
            seen = {}
        elif isinstance(event, TableEvent) and event.hand_id is not None:
            if event.kind == "hand_started":
                seen[event.hand_id] = 0
            elif event.kind == "action" and event.player_id == me and event.hand_id in seen:
                seen[event.hand_id] += 1
            elif event.kind == "hand_ended" and event.hand_id in seen:
                out[event.hand_id] = seen.pop(event.hand_id)
    return out


def journal_actions(db: str) -> dict[tuple[str, str], int]:
    """(hand id, player) -> actions in the journal's house record (summed over records,
    so a hand stored twice counts twice and shows up as a mismatch)."""
    from client.server.store import open_store

    store = open_store(db)
    try:
        rows = store._rows(  # type: ignore[attr-defined]
            "SELECT hand_id, text FROM hand_histories WHERE house")
    finally:
        store.close()
    out: dict[tuple[str, str], int] = {}
    for hand_id, text in rows:
        for entry in json.loads(str(text)):
            if entry["kind"] == "action" and entry["player"]:
                key = (str(hand_id), str(entry["player"]))
                out[key] = out.get(key, 0) + 1
    return out


async def connect(nodes: Sequence[NodeProcess], count: int, think: bool,
                  seed: int) -> list[Player]:
    """``count`` clients, round-robin over the nodes, 50 logging in at a time."""
    urls = [n.url for n in nodes]

    async def one(i: int) -> Player:
        adapter = RemoteAdapter(urls[i % len(urls)], f"p{i}", PASSWORD, create=True,
                                others=urls, backoff=Backoff(initial=0.2, maximum=1.0))
        await adapter.connect()
        return Player(adapter, random.Random(seed * 100003 + i), think)

    players: list[Player] = []
    for start in range(0, count, 50):
        players += await asyncio.gather(*(one(i) for i in range(start, min(count, start + 50))))
    return players


async def seat(players: Sequence[Player], shards: int) -> None:
    """Pair k plays sit & go number k // shards + 1 of shard k % shards; each shard's
    next sit & go opens when the one before fills, so pairs register in order."""
    async def register(player: Player, tid: str) -> None:
        done = player.adapter.wait_for(lambda e: (isinstance(e, Error) or (
            getattr(e, "req", None) == 1)), timeout=30)
        await player.adapter.send(Register(tournament_id=tid, req=1))
        answer = await done
        if isinstance(answer, Error):
            raise SystemExit(f"register {tid} refused: {answer.message}")

    async def shard(j: int) -> None:
        pairs = [k for k in range(len(players) // 2) if k % shards == j]
        for n, k in enumerate(pairs, start=1):
            for player in players[2 * k:2 * k + 2]:
                await register(player, f"s{j}.sng-{n}")

    await asyncio.gather(*(shard(j) for j in range(shards)))


@dataclass
class Run:
    """What one phase measured."""

    actions: int
    elapsed: float
    latencies_ms: list[float]
    takeover_s: float
    lost_actions: int
    money_conserved: bool
    node_cpu_s: float = 0.0  # CPU the nodes used while measured (runs without a kill)
    shard_moved_s: float = 0.0  # from the kill until the shard ran on another node

    @property
    def rate(self) -> float:
        """Actions per second of measured time (the takeover window left out)."""
        measured = self.elapsed - self.takeover_s
        return self.actions / measured if measured > 0 else 0.0

    def quantile(self, q: int) -> float:
        """The q-th percentile of the latencies (ms)."""
        if len(self.latencies_ms) < 2:
            return float("nan")
        return statistics.quantiles(self.latencies_ms, n=100)[q - 1]


async def play(nodes: list[NodeProcess], db: str, clients: int, seconds: float,
               think: bool, kill: bool, seed: int) -> Run:
    """Connect, seat, play ``seconds`` (killing node 0 halfway if asked), measure."""
    players = await connect(nodes, clients, think, seed)
    await seat(players, len(nodes))
    cpu = [psutil.Process(n.proc.pid) for n in nodes]
    cpu_before = sum(sum(p.cpu_times()[:2]) for p in cpu)
    start = time.perf_counter()
    killed_at = None
    shard_moved = 0.0
    if kill:
        await asyncio.sleep(seconds / 2)
        victims = [p for p in players if p.adapter.url == nodes[0].url]
        with psycopg.connect(db, autocommit=True) as conn, \
                psycopg.connect(db, autocommit=True) as listening:
            listening.execute(f"LISTEN {LEASES}")
            killed_at = time.perf_counter()  # the clock starts at the kill, not before
            for player in victims:
                player.killed_at = killed_at
            nodes[0].kill()
            moving = asyncio.create_task(asyncio.to_thread(
                moved_at, conn, listening, "s0", nodes[0].node_id, seconds / 2))
            await asyncio.sleep(seconds / 2)
            moved = await moving
        shard_moved = (moved if moved is not None else math.inf) - killed_at
    else:
        await asyncio.sleep(seconds)
    elapsed = time.perf_counter() - start
    node_cpu = sum(sum(p.cpu_times()[:2]) for p in cpu) - cpu_before if not kill else 0.0
    for player in players:
        player.running = False
    takeover = 0.0
    if killed_at is not None:
        backs = [p.table_back for p in victims]
        takeover = max((b - killed_at if b is not None else elapsed) for b in backs) \
            if backs else 0.0
    window = (killed_at or math.inf, (killed_at or math.inf) + takeover)
    measured = [s for p in players for s in p.samples  # seated, outside the takeover
                if s.sent >= start and not window[0] <= s.sent <= window[1]]
    latencies = [(s.back - s.sent) * 1000 for s in measured]
    for player in players:
        await player.adapter.close()
    for node in nodes:
        node.stop()
    stored = journal_actions(db)
    lost = 0
    for player in players:
        me = player.adapter.player_id or ""
        for hand_id, count in watched_actions(player.events, me).items():
            lost += abs(count - stored.get((hand_id, me), 0))
    return Run(len(measured), elapsed, latencies, takeover, lost, money_conserved(db),
               node_cpu, shard_moved)


def moved_at(conn: psycopg.Connection, listening: psycopg.Connection, shard: str,
             dead: str, timeout: float) -> float | None:
    """When (perf_counter) ``shard``'s live lease first names another node than ``dead``,
    heard on ``listening`` (already LISTENing on the leases channel); None: not within
    ``timeout`` seconds."""
    for _ in listening.notifies(timeout=timeout):
        row = conn.execute("SELECT node_id FROM leases WHERE shard = %s AND "
                           "expires_at > now()", (shard,)).fetchone()
        if row is not None and row[0] != dead:
            return time.perf_counter()
    return None


def start_nodes(pg: PostgresServer, count: int) -> tuple[list[NodeProcess], str]:
    """A fresh database and ``count`` nodes, node i holding shard si."""
    db = pg.database()
    return [NodeProcess(db, [f"s{i}"], f"n{i}", NODE_ARGS) for i in range(count)], db


def run_phase(pg: PostgresServer, nodes: int, clients: int, seconds: float, think: bool,
              kill: bool, seed: int) -> Run:
    """One bounded phase on its own database and nodes."""
    procs, db = start_nodes(pg, nodes)
    try:
        return asyncio.run(play(procs, db, clients, seconds, think, kill, seed))
    finally:
        for node in procs:
            node.stop()


def scaling(pg: PostgresServer, clients: int, seconds: float, out: TextIO) -> None:
    """Throughput of instant-acting clients on 1, 2 and 4 nodes, the nodes' CPU per
    action, and what they predict for more machines."""
    rates, costs = {}, {}
    for n in (1, 2, 4):
        run = run_phase(pg, n, clients, seconds, think=False, kill=False, seed=n)
        rates[n] = run.rate
        costs[n] = run.node_cpu_s / run.actions * 1000 if run.actions else math.nan
        print(f"{n} node(s), {clients} clients acting at once: {run.rate:8.1f} actions/s, "
              f"p50 {run.quantile(50):6.2f} ms, p99 {run.quantile(99):6.2f} ms, "
              f"node CPU {costs[n]:.2f} ms per action", file=out)
    per_core = 1000 / costs[2] if costs[2] else math.nan
    print(f"speed-up on this machine: 2 nodes {rates[2] / rates[1]:.2f}x, 4 nodes "
          f"{rates[4] / rates[1]:.2f}x (its {os.cpu_count()} cores also run PostgreSQL, the "
          "clients and whatever else is running).\n"
          f"Prediction: nodes share only the database, which a table touches at hand ends "
          f"and money moves, and a node needs {costs[2]:.2f} ms of CPU per action, so each "
          f"added core (one node per core, on any machine) adds about {per_core:.0f} "
          "actions/s, until PostgreSQL's commit rate (benchmarks.bench_store) is the bound.",
          file=out)


def main() -> None:
    """Parse, run the human-paced phase with a kill, then the scaling phases."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--nodes", type=int, default=2)
    parser.add_argument("--clients", type=int, default=400, help="clients (even)")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    parser.add_argument("--scaling-seconds", type=float, default=5.0,
                        help="seconds per scaling phase (0: skip them)")
    parser.add_argument("--scaling-clients", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    clients = max(2, args.clients - args.clients % 2)
    pg = PostgresServer().start()
    try:
        run = run_phase(pg, args.nodes, clients, args.seconds, think=True,
                        kill=args.nodes > 1, seed=args.seed)
        result = {"nodes": args.nodes, "clients": clients, "actions": run.actions,
                  "actions_per_s": round(run.rate, 1), "p50_ms": round(run.quantile(50), 2),
                  "p99_ms": round(run.quantile(99), 2), "takeover_s": round(run.takeover_s, 2),
                  "shard_moved_s": round(run.shard_moved_s, 2),
                  "lost_actions": run.lost_actions, "money_conserved": run.money_conserved}
        if args.json:
            print(json.dumps(result), flush=True)
        else:
            print(f"{args.nodes} nodes, {clients} human-paced clients (lognormal think "
                  f"time, median {THINK_MEDIAN_S:g} s), node 0 killed at "
                  f"{args.seconds / 2:g} s:")
            for key, value in result.items():
                print(f"  {key}: {value}")
        if args.scaling_seconds > 0:
            scaling(pg, args.scaling_clients, args.scaling_seconds,
                    sys.stderr if args.json else sys.stdout)
    finally:
        pg.stop()


if __name__ == "__main__":
    main()
