"""A real, throwaway PostgreSQL server for tests and benchmarks: Debian's ``initdb`` and
``pg_ctl`` (package ``postgresql``, which .ci/run installs) into a temporary directory,
listening on a free loopback port only, stopped and removed afterwards.

PostgreSQL refuses to run as root, so as root the server runs as ``nobody`` (``runuser``).
``SKG_TEST_POSTGRES_URL`` points the tests at an existing server instead (it must allow
CREATE DATABASE). Where no server can start the tests are skipped with the reason, unless
``SKG_REQUIRE_POSTGRES=1`` (set by CI), which turns that into a failure.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

USER = "skg"
RUN_AS = "nobody"


class PostgresUnavailable(Exception):
    """No PostgreSQL server can be started here; the message says why."""


def find_bindir() -> Path:
    """The directory with initdb and pg_ctl: the newest Debian cluster version first."""
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit()
                        else 0, reverse=True)
    found = shutil.which("initdb")
    for initdb in [*candidates, *([found] if found else [])]:
        bindir = Path(initdb).resolve().parent
        if (bindir / "pg_ctl").exists():
            return bindir
    raise PostgresUnavailable("no initdb/pg_ctl found: install the Debian package "
                              "'postgresql' (as .ci/run does) or set SKG_TEST_POSTGRES_URL")


def free_port() -> int:
    """A loopback TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class PostgresServer:
    """One PostgreSQL server in a temporary directory; `database()` makes a fresh database."""

    def __init__(self) -> None:
        self.bindir = find_bindir()
        self.root = Path(tempfile.mkdtemp(prefix="skg-pg-"))
        self._prefix: list[str] = []
        if os.geteuid() == 0:  # postgres will not run as root
            if shutil.which("runuser") is None:
                raise PostgresUnavailable("running as root and no runuser to drop to nobody")
            shutil.chown(self.root, RUN_AS)
            self._prefix = ["runuser", "-u", RUN_AS, "--"]
        self.data = self.root / "data"
        self.port = 0
        self._names = itertools.count(1)

    def start(self) -> PostgresServer:
        """initdb, then start on a free port (a few tries if another process takes it)."""
        self._run("initdb", "-D", str(self.data), "-U", USER, "--auth=trust", "-E", "UTF8",
                  "--no-sync", "--no-instructions")
        for _ in range(3):
            self.port = free_port()
            options = (f"-h 127.0.0.1 -p {self.port} -c unix_socket_directories='' "
                       "-c fsync=off -c synchronous_commit=off -c full_page_writes=off "
                       "-c max_connections=200")
            try:
                self._run("pg_ctl", "-D", str(self.data), "-l", str(self.root / "log"),
                          "-w", "-t", "60", "-o", options, "start")
                return self
            except PostgresUnavailable:
                continue
        raise PostgresUnavailable(f"postgres did not start: {self.log()}")

    def url(self, dbname: str = "postgres") -> str:
        """A connection URL for one database of this server."""
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{dbname}"

    def database(self) -> str:
        """Create a fresh, empty database and return its URL."""
        name = f"test_{os.getpid()}_{next(self._names)}"
        import psycopg  # only the PostgreSQL tests need the driver

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def log(self) -> str:
        """The server's log so far (for failure messages)."""
        path = self.root / "log"
        return path.read_text(errors="replace")[-2000:] if path.exists() else ""

    def stop(self) -> None:
        """Stop at once (nothing here is worth a clean shutdown) and remove the files."""
        if self.port and (self.data / "postmaster.pid").exists():
            subprocess.run([*self._prefix, str(self.bindir / "pg_ctl"), "-D", str(self.data),
                            "-m", "immediate", "-w", "stop"], capture_output=True, check=False)
        shutil.rmtree(self.root, ignore_errors=True)

    def _run(self, tool: str, *args: str) -> None:
        done = subprocess.run([*self._prefix, str(self.bindir / tool), *args],
                              capture_output=True, text=True, check=False, cwd=self.root)
        if done.returncode != 0:
            raise PostgresUnavailable(f"{tool} failed: {done.stderr.strip()[-1000:]}")


class ExistingServer:
    """A server someone else runs (``SKG_TEST_POSTGRES_URL``)."""

    def __init__(self, url: str) -> None:
        self._url = url
        self._names = itertools.count(1)

    def database(self) -> str:
        """Create a fresh database on it and return its URL."""
        import psycopg

        name = f"skg_test_{os.getpid()}_{next(self._names)}"
        with psycopg.connect(self._url, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        base, _, _ = self._url.rpartition("/")
        return f"{base}/{name}"

    def stop(self) -> None:
        """Nothing to stop: the server is not ours."""
