"""The server's user-space instructions per player action, counted by callgrind: a steady
measure to compare two checkouts on a noisy machine (CPU time moves 10-30% between runs
here; this count about 1%).

The real server of this checkout runs under ``valgrind --tool=callgrind`` with counting
off; bot clients (native, this process; `bench_server_load`'s players and server flags)
play heads-up check/call sit & goes against it; after ``--warm`` actions counting is
switched on for ``--count`` actions, then off, and the count is divided by the actions
played meanwhile. System calls are not in it (the socket writes are about an eighth of
the server's CPU): `bench_server_load` stays the measure of CPU time. Needs valgrind
(``apt-get install valgrind``; not needed to run or test the client).

    python3 -m benchmarks.server_instructions --clients 20 --warm 300 --count 2000
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import subprocess
import tempfile
from pathlib import Path

from benchmarks.bench_server_load import PASSWORD, Player, start_server
from client.adapters.remote import RemoteAdapter
from client.protocol.messages import Register


def callgrind(pid: int, *args: str) -> None:
    """Tell the callgrind run ``pid`` something (``-i on``, ``-i off``, ``-d``)."""
    subprocess.run(["callgrind_control", *args, str(pid)], capture_output=True, check=True)


def counted(out_dir: Path) -> int:
    """Instructions in every dump callgrind wrote to ``out_dir`` (each holds the count
    since the one before)."""
    total = 0
    for dump in out_dir.glob("callgrind.out*"):
        for line in dump.read_text(errors="replace").splitlines():
            if line.startswith("totals:"):
                total += int(line.split()[1])
                break
    return total


async def played(players: list[Player], at_least: int) -> int:
    """Wait until the players have played ``at_least`` actions; how many they have."""
    while (done := sum(p.actions for p in players)) < at_least:
        await asyncio.sleep(0.05)
    return done


async def measure(clients: int, warm: int, count: int) -> tuple[int, int]:
    """(instructions counted, actions played while counting)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        proc, url = start_server(out / "bench.sqlite3", (
            "valgrind", "--tool=callgrind", "--instr-atstart=no",
            f"--callgrind-out-file={out}/callgrind.out", f"--log-file={out}/valgrind.log"))
        loop = asyncio.get_running_loop()
        try:
            players = []
            for i in range(clients):
                adapter = RemoteAdapter(url, f"p{i}", PASSWORD, create=True)
                await adapter.connect()
                players.append(Player(adapter))
            for i, player in enumerate(players):
                await player.adapter.send(Register(tournament_id=f"sng-{i // 2 + 1}"))
            start = await played(players, warm)
            await loop.run_in_executor(None, callgrind, proc.pid, "-i", "on")
            first = sum(p.actions for p in players)
            await played(players, start + count)
            await loop.run_in_executor(None, callgrind, proc.pid, "-i", "off")
            actions = sum(p.actions for p in players) - first
            await loop.run_in_executor(None, callgrind, proc.pid, "-d")
            for player in players:
                player.running = False
                await player.adapter.close()
        finally:
            proc.terminate()
            proc.wait(60)
        return counted(out), actions


def main() -> None:
    """Count and print instructions per action."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--clients", type=int, default=20, help="bot clients (even)")
    parser.add_argument("--warm", type=int, default=300, help="actions before counting")
    parser.add_argument("--count", type=int, default=2000, help="actions counted")
    args = parser.parse_args()
    if shutil.which("valgrind") is None or shutil.which("callgrind_control") is None:
        raise SystemExit("server_instructions needs valgrind (apt-get install valgrind)")
    clients = max(2, args.clients - args.clients % 2)
    instructions, actions = asyncio.run(measure(clients, args.warm, args.count))
    print(f"{instructions // max(1, actions)} instructions per action "
          f"({actions} actions, {clients} clients)")


if __name__ == "__main__":
    main()
