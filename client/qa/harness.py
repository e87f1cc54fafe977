"""A multi-client harness for testers: a real seeded server, N scripted clients, faults.

`Harness` starts `skg-poker-server` as a child process on a loopback port with a seed
(every table deals the same cards each run), connects each named client through its own
`FaultyLink` (a TCP relay the harness controls) with the client's real `RemoteAdapter`,
and answers every turn with the client's policy. Faults: `disconnect(name, seconds)` cuts
a client's link and refuses it for that long (the adapter reconnects and resumes, as
after a network failure), `disconnect_at_turn(name, seconds)` does so when its next turn
comes, before it answers, `delay(name, seconds)` holds each of its frames that long, and
`kill_server()` / `restart_server()` end the server with SIGKILL and start it again on the
same port and store. Example (a reconnect check)::

    async with Harness(workdir, ["ann", "bob"], seed=7,
                       server_args=["--sng-seats", "2"]) as h:
        for client in h.clients.values():
            await client.adapter.send(Register(tournament_id="sng-1"))
        await h.clients["ann"].wait(lambda e: isinstance(e, ActionRequest))
        await h.disconnect("ann", seconds=2.0)
        await h.clients["ann"].wait(lambda e: isinstance(e, TableSnapshot))
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import Act, ActionKind, ActionRequest, Event

PASSWORD = "harness-password-1"
Policy = Callable[[ActionRequest], Act]


def check_or_call(request: ActionRequest) -> Act:
    """The default policy: check when free, else call (hands go to showdown)."""
    kinds = request.legal.actions
    action = ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL
    return Act(table_id=request.table_id, hand_id=request.hand_id, action=action)


ROOT = Path(__file__).resolve().parents[2]


def spawn_server(args: Sequence[str]) -> tuple[subprocess.Popen[str], int]:
    """`python -m client.server.main ARGS` as a child process on a loopback port, this
    checkout first on its path; the process and the port its first line names
    (RuntimeError, the process killed, when it did not start)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)}
    proc = subprocess.Popen([sys.executable, "-m", "client.server.main", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, cwd=ROOT)
    assert proc.stdout is not None and proc.stderr is not None
    line = proc.stdout.readline()
    found = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
    if found is None:
        proc.kill()
        raise RuntimeError(f"the server did not start: {line!r} {proc.communicate()[1]}")
    return proc, int(found.group(1))


def terminate(proc: subprocess.Popen[str]) -> None:
    """SIGTERM (a clean shutdown: leases released), SIGKILL if it does not end in 15 s."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


class ServerProcess:
    """`skg-poker-server` as a child process: its store, seed and port kept for restarts."""

    def __init__(self, store: Path, seed: int | None, args: Sequence[str] = ()) -> None:
        self.store, self.seed, self.args = store, seed, list(args)
        self.port = 0
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> str:
        """Start (on the port it had, after a restart) and return its ws:// URL."""
        seed = ["--seed", str(self.seed)] if self.seed is not None else []
        self.proc, self.port = spawn_server(
            ["--port", str(self.port), "--store", str(self.store), "--cheap-hashes",
             "--rate", "500", *seed, *self.args])
        return self.url

    @property
    def url(self) -> str:
        """Where the server listens."""
        return f"ws://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, as a crash."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def stop(self) -> None:
        """SIGTERM (a clean shutdown), if it is running."""
        if self.proc is not None:
            terminate(self.proc)


class FaultyLink:
    """A TCP relay between one client and the server that can be cut or slowed."""

    def __init__(self, target_port: Callable[[], int]) -> None:
        self._target_port = target_port
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()
        self._refuse_until = 0.0
        self.delay = 0.0  # seconds each chunk of bytes is held, both ways

    async def start(self) -> str:
        """Listen on a free loopback port; the ws:// URL the client uses."""
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        port = self._server.sockets[0].getsockname()[1]
        return f"ws://127.0.0.1:{port}"

    def cut(self, seconds: float) -> None:
        """Close the client's connections now and refuse new ones for ``seconds``."""
        self._refuse_until = asyncio.get_running_loop().time() + seconds
        for writer in list(self._writers):
            writer.close()

    async def close(self) -> None:
        """Stop relaying."""
        if self._server is not None:
            self._server.close()
        for writer in list(self._writers):
            writer.close()

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
                      ) -> None:
        if asyncio.get_running_loop().time() < self._refuse_until:
            writer.close()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1",
                                                                 self._target_port())
        except OSError:
            writer.close()
            return
        self._writers |= {writer, up_writer}
        await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer))
        self._writers -= {writer, up_writer}

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(OSError, ConnectionError):
            while data := await reader.read(65536):
                if self.delay:
                    await asyncio.sleep(self.delay)
                writer.write(data)
                await writer.drain()
        writer.close()


@dataclass
class ScriptedClient:
    """One client of the harness: its adapter, link, policy and every event it got."""

    name: str
    adapter: RemoteAdapter
    link: FaultyLink
    policy: Policy = check_or_call
    events: list[Event] = field(default_factory=list)
    cut_at_turn: float | None = None  # cut the link for this long at the next turn
    _tasks: set[asyncio.Task[None]] = field(default_factory=set)

    def on_event(self, event: Event) -> None:
        """Keep the event; answer a turn with the policy (or, armed with ``cut_at_turn``,
        go away without answering: the server asks again once the client is back)."""
        self.events.append(event)
        if isinstance(event, ActionRequest) and self.cut_at_turn is not None:
            self.link.cut(self.cut_at_turn)
            self.cut_at_turn = None
        elif isinstance(event, ActionRequest):
            task = asyncio.get_running_loop().create_task(self.adapter.send(self.policy(event)))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def wait(self, predicate: Callable[[Event], bool], timeout: float = 60.0) -> Event:
        """The next event (from now on) that matches ``predicate``."""
        return await self.adapter.wait_for(predicate, timeout=timeout)


class Harness:
    """A seeded server and N scripted clients with faults (see the module docstring)."""

    def __init__(self, workdir: Path, names: Sequence[str], *, seed: int | None = 0,
                 server_args: Sequence[str] = (), policy: Policy = check_or_call) -> None:
        self.server = ServerProcess(workdir / "harness.sqlite3", seed, server_args)
        self.names = list(names)
        self.policy = policy
        self.clients: dict[str, ScriptedClient] = {}

    async def __aenter__(self) -> Harness:
        self.server.start()
        for name in self.names:
            link = FaultyLink(lambda: self.server.port)
            url = await link.start()
            adapter = RemoteAdapter(url, name, PASSWORD, create=True,
                                    backoff=Backoff(initial=0.1, maximum=0.5))
            client = ScriptedClient(name, adapter, link, self.policy)
            adapter.subscribe(client.on_event)
            await adapter.connect()
            self.clients[name] = client
        return self

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None,
                        trace: TracebackType | None) -> None:
        for client in self.clients.values():
            await client.adapter.close()
            await client.link.close()
        self.server.stop()

    async def disconnect(self, name: str, seconds: float) -> None:
        """Cut ``name``'s link for ``seconds``; returns once it is cut."""
        self.clients[name].link.cut(seconds)
        await asyncio.sleep(0)

    def disconnect_at_turn(self, name: str, seconds: float) -> None:
        """At ``name``'s next turn, cut its link for ``seconds`` before it answers."""
        self.clients[name].cut_at_turn = seconds

    def delay(self, name: str, seconds: float) -> None:
        """Hold each of ``name``'s frames ``seconds`` (0: no delay)."""
        self.clients[name].link.delay = seconds

    def kill_server(self) -> None:
        """SIGKILL the server (the clients start reconnecting)."""
        self.server.kill()

    def restart_server(self) -> None:
        """Start the server again on the same port and store (after `kill_server`)."""
        self.server.kill()
        self.server.start()
