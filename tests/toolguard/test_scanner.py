"""Scanner tests with real processes started under the names of catalogued tools."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import psutil
import pytest

from client.toolguard import Catalog, Category, Finding, scan
from tests.toolguard.conftest import Spawner, stop

_LINUX_ONLY = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def _found(catalog: Catalog, pid: int) -> list[Finding]:
    return [f for f in scan(catalog).findings if f.pid == pid]


def _fail_for(monkeypatch: pytest.MonkeyPatch, pid: int, method: str, error: Exception) -> None:
    """Make psutil's platform layer raise ``error`` for ``pid`` only: a fake at the psutil
    edge for what a test cannot cause for real (root may read every process here)."""
    platform_process = type(psutil.Process(pid)._proc)
    real = getattr(platform_process, method)

    def patched(self: Any) -> Any:
        if self.pid == pid:
            raise error
        return real(self)

    monkeypatch.setattr(platform_process, method, patched)


def test_rule_prohibited_while_open_solver_detected_within_one_scan(
    catalog: Catalog, spawn_as: Spawner
) -> None:
    """Solvers (prohibited while the client is open) are found by process name in one scan."""
    proc = spawn_as("PioSOLVER-edge.exe")
    [finding] = _found(catalog, proc.pid)
    assert finding.tool.id == "piosolver"
    assert finding.category is Category.PROHIBITED_WHILE_OPEN
    assert finding.rule.id == "TTS-OPEN-SOLVER"
    assert finding.process_name == "PioSOLVER-edge.exe"
    assert finding.match.by == "process name"
    assert finding.exe is not None and finding.exe.endswith("PioSOLVER-edge.exe")


def test_process_names_match_case_insensitively(catalog: Catalog, spawn_as: Spawner) -> None:
    proc = spawn_as("texassolvergui")
    [finding] = _found(catalog, proc.pid)
    assert finding.tool.id == "texassolver"
    assert finding.matched_name == "TexasSolverGui"


def test_executable_path_glob_catches_tool_on_bundled_runtime(
    catalog: Catalog, spawn_as: Spawner
) -> None:
    """A tool started through a generically named runtime is found by its install folder."""
    proc = spawn_as("jre-launcher", folder="MonkerSolver/jre/bin")
    [finding] = _found(catalog, proc.pid)
    assert finding.tool.id == "monkersolver"
    assert finding.match.by == "executable path"
    assert finding.matched_name == "*/MonkerSolver*/*"
    assert finding.process_name == "jre-launcher"


def test_rule_prohibited_always_bot_detected(catalog: Catalog, spawn_as: Spawner) -> None:
    """Bots are prohibited at all times and are reported under the bot rule."""
    proc = spawn_as("OpenHoldem.exe")
    [finding] = _found(catalog, proc.pid)
    assert finding.category is Category.PROHIBITED_ALWAYS
    assert finding.rule.id == "TTS-ALWAYS-BOT"


def test_rule_acceptable_tools_are_never_reported(catalog: Catalog, spawn_as: Spawner) -> None:
    """HUD trackers of the player's own hands are acceptable: never a finding."""
    tracker = spawn_as("PokerTracker4.exe")
    hud = spawn_as("Hand2Note.exe")
    solver = spawn_as("GTO+.exe")
    result = scan(catalog)
    pids = {f.pid for f in result.findings}
    assert solver.pid in pids
    assert tracker.pid not in pids and hud.pid not in pids
    assert all(f.category is not Category.ACCEPTABLE for f in result.findings)


def test_closed_tool_is_no_longer_reported(catalog: Catalog, spawn_as: Spawner) -> None:
    proc = spawn_as("Flopzilla.exe")
    assert _found(catalog, proc.pid)
    stop(proc)
    assert not _found(catalog, proc.pid)


def test_unlisted_programs_are_not_reported(catalog: Catalog, spawn_as: Spawner) -> None:
    proc = spawn_as("spreadsheet")
    assert not _found(catalog, proc.pid)


@_LINUX_ONLY
def test_access_denied_process_is_skipped_not_fatal(
    catalog: Catalog, spawn_as: Spawner, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process that denies access is skipped; the rest of the scan still works."""
    hidden = spawn_as("Equilab.exe")
    visible = spawn_as("ICMIZER.exe")
    _fail_for(monkeypatch, hidden.pid, "name", psutil.AccessDenied(hidden.pid))
    result = scan(catalog)
    pids = {f.pid for f in result.findings}
    assert visible.pid in pids and hidden.pid not in pids
    assert result.processes_skipped >= 1


@_LINUX_ONLY
def test_vanished_process_is_skipped_not_fatal(
    catalog: Catalog, spawn_as: Spawner, monkeypatch: pytest.MonkeyPatch
) -> None:
    gone = spawn_as("SNGWizard.exe")
    _fail_for(monkeypatch, gone.pid, "name", psutil.NoSuchProcess(gone.pid))
    assert all(f.pid != gone.pid for f in scan(catalog).findings)


@_LINUX_ONLY
def test_unreadable_executable_falls_back_to_truncated_kernel_name(
    catalog: Catalog, spawn_as: Spawner, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a readable path the kernel's 15-character name still identifies the tool."""
    proc = spawn_as("PioSOLVER2-edge.exe")
    _fail_for(monkeypatch, proc.pid, "exe", psutil.AccessDenied(proc.pid))
    [finding] = _found(catalog, proc.pid)
    assert finding.exe is None
    assert finding.process_name == "PioSOLVER2-edge"
    assert finding.matched_name == "PioSOLVER2-edge.exe"


_audit_active = False
_audit_events: list[tuple[str, str]] = []
_hook_installed = False


def _audit(event: str, args: tuple[object, ...]) -> None:
    if _audit_active and event.startswith("socket."):
        _audit_events.append((event, "network"))
    elif _audit_active and event in {"open", "os.listdir", "os.scandir"} and args:
        target = args[0]
        if isinstance(target, bytes):
            target = target.decode(errors="replace")
        _audit_events.append((event, str(target)))


@_LINUX_ONLY
def test_rule_privacy_scanner_opens_no_file_of_another_process(
    catalog: Catalog, spawn_as: Spawner, tmp_path: Path
) -> None:
    """The site never sees documents, files or browsing history: during a scan nothing is
    opened outside /proc, no command line, environment or open-file list is read, and no
    socket is used (the scan runs locally)."""
    global _audit_active, _hook_installed
    secret = str(tmp_path / "private" / "bank-statement.docx")
    proc = spawn_as(
        "PioSOLVER-pro.exe", argv0=secret, env={"SECRET_TOKEN": "hunter2", "PATH": os.defpath}
    )
    if not _hook_installed:
        sys.addaudithook(_audit)
        _hook_installed = True
    fds_before = set(os.listdir("/proc/self/fd"))
    _audit_events.clear()
    _audit_active = True
    try:
        result = scan(catalog)
    finally:
        _audit_active = False
    fds_after = set(os.listdir("/proc/self/fd"))

    [finding] = [f for f in result.findings if f.pid == proc.pid]
    assert any(path.endswith("/stat") for _, path in _audit_events), "hook saw no reads"
    forbidden_leaves = {"cmdline", "environ", "maps", "smaps", "mem", "cwd", "root", "fd",
                        "fdinfo", "io", "comm_history"}
    for event, path in _audit_events:
        parts = Path(path).parts
        assert parts[:2] == ("/", "proc"), f"{event} outside /proc: {path}"
        assert not forbidden_leaves.intersection(parts), f"{event} of private data: {path}"
    assert fds_after <= fds_before, "the scan left files open"
    text = finding.what_matched() + finding.how_to_fix()
    assert "bank-statement" not in text and "hunter2" not in text
