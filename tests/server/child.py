"""`python -m client.server.main ...` as a real child process on a loopback port (the
server process tests and the cluster rig start theirs through this)."""

from __future__ import annotations

from collections.abc import Sequence

from client.qa.harness import spawn_server, terminate


class ServerChild:
    """One server process: started with `args`, its port read from its first line."""

    def __init__(self, args: Sequence[str], what: str = "server") -> None:
        try:
            self.proc, self.port = spawn_server(args)
        except RuntimeError as exc:
            raise AssertionError(f"{what}: {exc}") from exc
        self.url = f"ws://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, as a crash or power cut (leases left to expire)."""
        self.proc.kill()
        self.proc.wait(10)

    def stop(self) -> None:
        """SIGTERM (clean: leases released), if still running."""
        terminate(self.proc)
