"""The "client is running" signal that compliant third-party tools check.

The policy permits tools with prohibited features if they reliably detect the poker client
and switch those features off. So while the client runs it keeps a marker file in the
user's runtime directory: ``<user_runtime_dir>/skg-poker/running/client-<pid>.lock``
holding ``<pid> <process start time>``. A tool (in any language) lists that folder and
treats a marker as live when that pid exists with that start time; Python tools call
``is_client_running()``. Markers left by a crashed client (dead pid, or a pid reused by
another program) are stale: ignored and cleaned up.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from types import TracebackType

import platformdirs
import psutil

from client.toolguard.errors import RunningSignalError

APP_NAME = "skg-poker"
_PREFIX = "client-"
_SUFFIX = ".lock"
#: Start times are compared with this tolerance (seconds): both sides compute them the same
#: way from the same kernel counters, so any real difference means a reused pid.
_START_TIME_TOLERANCE = 0.01


def default_signal_dir() -> Path:
    """``<user_runtime_dir>/skg-poker/running``: where the markers live for this user."""
    return Path(platformdirs.user_runtime_dir(APP_NAME, appauthor=False)) / "running"


class ClientRunningSignal:
    """The client's own marker: created on ``__enter__``/``create``, removed on exit."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else default_signal_dir()
        self.path = self.directory / f"{_PREFIX}{os.getpid()}{_SUFFIX}"

    def create(self) -> Path:
        """Write the marker (atomically) and return its path."""
        started = psutil.Process().create_time()
        temporary = self.path.with_suffix(".tmp")
        try:
            self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
            temporary.write_text(f"{os.getpid()} {started!r}\n", encoding="ascii")
            os.replace(temporary, self.path)
        except OSError as exc:
            raise RunningSignalError(
                f"cannot create the client-running marker {self.path}: {exc}; "
                "check that the runtime directory is writable"
            ) from exc
        return self.path

    def remove(self) -> None:
        """Delete the marker (idempotent)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def __enter__(self) -> ClientRunningSignal:
        self.create()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.remove()


def running_client_pids(directory: Path | None = None, *, clean_stale: bool = True) -> list[int]:
    """Pids of live clients with a marker; stale markers are deleted when ``clean_stale``."""
    folder = directory if directory is not None else default_signal_dir()
    try:
        markers = sorted(folder.glob(f"{_PREFIX}*{_SUFFIX}"))
    except OSError:
        return []
    live: list[int] = []
    for marker in markers:
        pid = _live_pid(marker)
        if pid is not None:
            live.append(pid)
        elif clean_stale:
            with contextlib.suppress(OSError):
                marker.unlink()
    return live


def is_client_running(directory: Path | None = None) -> bool:
    """True while a poker client runs for this user: compliant tools turn features off then."""
    return bool(running_client_pids(directory))


def _live_pid(marker: Path) -> int | None:
    """The marker's pid if that process still runs with the recorded start time."""
    try:
        pid_text, started_text = marker.read_text(encoding="ascii").split()
        pid, started = int(pid_text), float(started_text)
    except (OSError, ValueError):
        return None
    try:
        actual = psutil.Process(pid).create_time()
    except psutil.NoSuchProcess:
        return None
    except psutil.AccessDenied:
        return pid
    return pid if abs(actual - started) <= _START_TIME_TOLERANCE else None
