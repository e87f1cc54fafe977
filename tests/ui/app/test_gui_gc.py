"""Garbage collection stays on the GUI thread while the client runs (Qt objects in a
cycle must not be destroyed by the scanner's worker thread). The UI tests' autouse
fixture installs the collector, as the client does for its lifetime."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QTimer

from client.ui.app.gui_gc import GuiThreadCollector, due_generation


class _Cycle:
    def __init__(self) -> None:
        self.me = self
        self.timer = QTimer()


def test_a_worker_thread_never_collects_a_cycle_holding_a_qt_object() -> None:
    assert not gc.isenabled()
    cycle = _Cycle()
    gone = weakref.ref(cycle)
    del cycle

    def allocate() -> None:  # far past every threshold: would collect if enabled
        for _ in range(50):
            junk: list[list[int]] = [[] for _ in range(10_000)]
            del junk

    worker = threading.Thread(target=allocate)
    worker.start()
    worker.join()
    assert gone() is not None
    gc.collect()  # what the GUI thread's timer does
    assert gone() is None


def test_the_generation_due_follows_the_interpreters_thresholds() -> None:
    collector = GuiThreadCollector()
    try:
        gc.collect()
        assert due_generation() is None
        keep: list[list[int]] = [[] for _ in range(gc.get_threshold()[0] + 10)]
        assert due_generation() == 0
        collector.collect_due()
        assert due_generation() is None
        del keep
    finally:
        collector.uninstall()


def test_uninstall_gives_collection_back_to_the_interpreter() -> None:
    gc.enable()
    try:
        collector = GuiThreadCollector()
        assert not gc.isenabled()
        collector.uninstall()
        assert gc.isenabled()
    finally:
        gc.disable()  # the autouse fixture's collector still owns collection
