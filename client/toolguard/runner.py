"""A plain background runner: call a check every few seconds off the UI thread.

No Qt and no event loop: a daemon thread sleeps on an ``Event`` between runs, so ``stop``
and ``trigger`` take effect at once. The callback runs on the runner's thread; a GUI hands
the result over to its own thread (for Qt: a queued signal).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")

_log = logging.getLogger(__name__)


class PeriodicRunner(Generic[T]):
    """Runs ``check`` now and then every ``interval`` seconds, passing results to ``on_result``.

    An exception from ``check`` or ``on_result`` goes to ``on_error`` (default: logged) and
    the runner keeps going: one failed scan must not stop the policy from being applied.
    """

    def __init__(
        self,
        check: Callable[[], T],
        on_result: Callable[[T], None],
        *,
        interval: float,
        on_error: Callable[[BaseException], None] | None = None,
        name: str = "toolguard-scanner",
    ) -> None:
        if not interval > 0:
            raise ValueError(f"interval must be a positive number of seconds, got {interval!r}")
        self._check = check
        self._on_result = on_result
        self._on_error = on_error or (lambda exc: _log.exception("periodic check failed",
                                                                  exc_info=exc))
        self._interval = interval
        self._name = name
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        """True between ``start`` and ``stop``."""
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Start the background thread; the first check runs immediately."""
        if self.running:
            raise RuntimeError(f"{self._name} is already running; call stop() first")
        self._stopping.clear()
        self._wake.clear()
        self._thread = threading.Thread(target=self._loop, name=self._name, daemon=True)
        self._thread.start()

    def trigger(self) -> None:
        """Run the next check now instead of waiting for the interval."""
        self._wake.set()

    def stop(self, timeout: float | None = None) -> None:
        """Stop after the current check (if any) and wait for the thread to end."""
        self._stopping.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def _loop(self) -> None:
        while not self._stopping.is_set():
            try:
                result = self._check()
                if self._stopping.is_set():
                    break
                self._on_result(result)
            except Exception as exc:  # the runner must survive any failed scan
                self._on_error(exc)
            self._wake.wait(self._interval)
            self._wake.clear()
