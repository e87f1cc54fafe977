"""`python -m client.server.main ...` as a real child process on a loopback port (the
server process tests and the cluster rig start theirs through this)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class ServerChild:
    """One server process: started with `args`, its port read from its first line."""

    def __init__(self, args: Sequence[str], what: str = "server") -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "client.server.main", *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        assert self.proc.stdout is not None and self.proc.stderr is not None
        line = self.proc.stdout.readline()
        found = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
        if found is None:
            self.proc.kill()
            raise AssertionError(f"{what} did not start: {line!r} {self.proc.stderr.read()}")
        self.port = int(found.group(1))
        self.url = f"ws://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, as a crash or power cut (leases left to expire)."""
        self.proc.kill()
        self.proc.wait(10)

    def stop(self) -> None:
        """SIGTERM (clean: leases released), if still running."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
