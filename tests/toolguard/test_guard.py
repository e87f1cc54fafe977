"""ToolGuard and the background runner: scans happen off the caller's thread."""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Iterator

import pytest

from client.toolguard import Action, Catalog, Decision, PeriodicRunner, ScanResult, ToolGuard
from tests.toolguard.conftest import Spawner, stop


def test_periodic_scan_reports_a_tool_opened_later_and_its_closing(
    catalog: Catalog, spawn_as: Spawner
) -> None:
    """The periodic scan runs on its own thread and delivers each decision to a callback."""
    decisions: queue.Queue[tuple[Decision, str]] = queue.Queue()
    guard = ToolGuard(catalog, scanner=spawn_as.scan)
    guard.start(lambda d: decisions.put((d, threading.current_thread().name)), interval=60)
    try:
        first, thread_name = decisions.get(timeout=30)
        assert first.notices == () and thread_name != threading.current_thread().name
        proc = spawn_as("MonkerSolver.exe")
        guard.scan_soon()
        refused, _ = decisions.get(timeout=30)
        assert [n.action for n in refused.notices] == [Action.REFUSE_SEAT]
        stop(proc)
        guard.scan_soon()
        cleared, _ = decisions.get(timeout=30)
        assert cleared.may_seat
    finally:
        guard.stop()


def test_at_table_state_set_by_the_client_drives_the_block(
    catalog: Catalog, spawn_as: Spawner
) -> None:
    spawn_as("PokerBotPro.exe")
    guard = ToolGuard(catalog, scanner=spawn_as.scan)
    guard.set_at_table(True)
    assert [n.action for n in guard.check().notices] == [Action.WARN]
    assert [n.action for n in guard.check().notices] == [Action.BLOCK_PLAY]


def test_check_async_scans_in_an_executor(catalog: Catalog, spawn_as: Spawner) -> None:
    """A seat request from the UI's event loop never scans on the loop's thread."""
    spawn_as("GTO+.exe")
    threads: list[threading.Thread] = []

    def scanner(c: Catalog) -> ScanResult:
        threads.append(threading.current_thread())
        return spawn_as.scan(c)

    guard = ToolGuard(catalog, scanner=scanner)
    decision = asyncio.run(guard.check_async(at_table=False))
    assert not decision.may_seat
    assert threads and threads[0] is not threading.main_thread()


def test_runner_survives_a_failed_check() -> None:
    results: queue.Queue[int] = queue.Queue()
    errors: list[BaseException] = []
    calls: Iterator[RuntimeError | int] = iter([RuntimeError("scan failed"), 7])

    def check() -> int:
        item = next(calls)
        if isinstance(item, RuntimeError):
            raise item
        return item

    runner = PeriodicRunner(check, results.put, interval=60, on_error=errors.append)
    runner.start()
    try:
        runner.trigger()
        assert results.get(timeout=30) == 7
        assert [str(e) for e in errors] == ["scan failed"]
    finally:
        runner.stop()
    assert not runner.running


def test_runner_rejects_bad_use(catalog: Catalog) -> None:
    with pytest.raises(ValueError, match="interval"):
        PeriodicRunner(lambda: 1, print, interval=0)
    guard = ToolGuard(catalog, scanner=lambda c: ScanResult(c.version, (), 0, 0))
    guard.start(lambda d: None, interval=60)
    try:
        with pytest.raises(RuntimeError, match="already scanning"):
            guard.start(lambda d: None)
    finally:
        guard.stop()
    guard.stop()
