"""Python's cyclic garbage collector, run on the GUI thread only.

Qt objects must be destroyed by the thread that owns them. The interpreter runs its
automatic collection in whichever thread happens to allocate (the tools-policy scanner's
worker, an executor), and a cycle holding a QTimer collected there makes Qt warn "Timers
cannot be stopped from another thread" or crash. So while the GUI runs, automatic
collection is off and a GUI-thread timer runs the same generational collection the
interpreter would have run (nothing when no generation is over its threshold).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: How often the GUI thread looks at the collector's counts.
INTERVAL_MS = 250


def due_generation() -> int | None:
    """The oldest generation the interpreter would collect now, or None."""
    counts = gc.get_count()
    thresholds = gc.get_threshold()
    due = None
    for generation in range(3):
        if thresholds[generation] and counts[generation] > thresholds[generation]:
            due = generation
    return due


class GuiThreadCollector(QObject):
    """Owns automatic garbage collection while it is installed (see the module text)."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> None:
        """Collect what is due, here on the GUI thread."""
        generation = due_generation()
        if generation is not None:
            gc.collect(generation)

    def uninstall(self) -> None:
        """Give collection back to the interpreter after one full collection here."""
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
