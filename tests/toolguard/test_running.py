"""The "client is running" signal that compliant third-party tools check."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import psutil
import pytest

from client.toolguard import (
    ClientRunningSignal,
    RunningSignalError,
    default_signal_dir,
    is_client_running,
    running_client_pids,
)

HOLDER = """
import sys
from pathlib import Path
from client.toolguard.running import ClientRunningSignal
with ClientRunningSignal(Path(sys.argv[1])):
    print("ready", flush=True)
    sys.stdin.read()
"""


def _holder(directory: Path) -> subprocess.Popen[str]:
    """A real client-like process holding the marker until its stdin closes."""
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(directory)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
    return proc


def test_rule_compliant_tools_can_detect_the_running_client(tmp_path: Path) -> None:
    """Tools with prohibited features may run if they reliably detect the client and turn
    those features off: the marker exists exactly while the client runs."""
    assert not is_client_running(tmp_path)
    with ClientRunningSignal(tmp_path) as signal:
        assert signal.path.exists()
        assert is_client_running(tmp_path)
        assert running_client_pids(tmp_path) == [os.getpid()]
    assert not signal.path.exists()
    assert not is_client_running(tmp_path)


def test_client_in_another_process_is_seen_and_exit_removes_the_marker(tmp_path: Path) -> None:
    holder = _holder(tmp_path)
    try:
        assert running_client_pids(tmp_path) == [holder.pid]
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait()
    assert list(tmp_path.iterdir()) == []
    assert not is_client_running(tmp_path)


def test_crashed_client_leaves_a_stale_marker_that_is_ignored_and_cleaned(
    tmp_path: Path,
) -> None:
    holder = _holder(tmp_path)
    holder.kill()  # no chance to clean up
    holder.wait()
    assert holder.stdin is not None
    holder.stdin.close()
    assert len(list(tmp_path.iterdir())) == 1
    assert not is_client_running(tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_marker_of_a_reused_pid_is_stale(tmp_path: Path) -> None:
    """Same pid, different start time: another program got the dead client's pid."""
    started = psutil.Process().create_time()
    marker = tmp_path / f"client-{os.getpid()}.lock"
    marker.write_text(f"{os.getpid()} {started - 3600!r}\n", encoding="ascii")
    assert running_client_pids(tmp_path, clean_stale=False) == []
    assert marker.exists()
    assert not is_client_running(tmp_path)
    assert not marker.exists()


def test_unreadable_marker_is_ignored(tmp_path: Path) -> None:
    (tmp_path / "client-1.lock").write_text("not a marker", encoding="ascii")
    assert not is_client_running(tmp_path)


def test_missing_directory_means_not_running(tmp_path: Path) -> None:
    assert not is_client_running(tmp_path / "never-created")


def test_default_location_is_the_user_runtime_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("XDG runtime dir is a Linux convention")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert default_signal_dir() == tmp_path / "skg-poker" / "running"
    with ClientRunningSignal():
        assert is_client_running()
    assert not is_client_running()


def test_unwritable_location_raises_typed_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(RunningSignalError, match="cannot create the client-running marker"):
        ClientRunningSignal(blocker / "running").create()
