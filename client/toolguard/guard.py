"""``ToolGuard``: the one object the client holds to apply the tools policy.

It ties the catalog, the scanner, the enforcer and the background runner together and
knows nothing of Qt. The GUI calls ``check`` (or ``check_async``) when the player asks for
a seat, tells the guard whether the player is at a table, and starts the periodic scan.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable

from client.toolguard.catalog import Catalog, load_catalog
from client.toolguard.decisions import Decision, Enforcer
from client.toolguard.runner import PeriodicRunner
from client.toolguard.scanner import ScanResult, scan

DEFAULT_INTERVAL_SECONDS = 10.0


class ToolGuard:
    """Scans the local process list and decides, following the policy's escalation."""

    def __init__(
        self,
        catalog: Catalog | None = None,
        *,
        warned: Iterable[str] = (),
        scanner: Callable[[Catalog], ScanResult] = scan,
    ) -> None:
        self.catalog = catalog if catalog is not None else load_catalog()
        self.enforcer = Enforcer(warned)
        self._scan = scanner
        self._at_table = False
        self._runner: PeriodicRunner[Decision] | None = None

    def set_at_table(self, at_table: bool) -> None:
        """Tell the guard whether the player is seated (a repeat offence then blocks play)."""
        self._at_table = at_table

    def check(self, *, at_table: bool | None = None) -> Decision:
        """Scan now and decide. Blocking (a few milliseconds); ``at_table`` defaults to the
        state given to ``set_at_table``."""
        seated = self._at_table if at_table is None else at_table
        return self.enforcer.decide(self._scan(self.catalog).findings, at_table=seated)

    async def check_async(self, *, at_table: bool | None = None) -> Decision:
        """``check`` in the event loop's default executor, so the UI thread never scans."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(None, lambda: self.check(at_table=at_table))

    def start(
        self,
        on_decision: Callable[[Decision], None],
        *,
        interval: float = DEFAULT_INTERVAL_SECONDS,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> None:
        """Scan every ``interval`` seconds on a background thread; ``on_decision`` gets each
        result on that thread (hand it to the UI thread yourself)."""
        if self._runner is not None and self._runner.running:
            raise RuntimeError("ToolGuard is already scanning; call stop() first")
        self._runner = PeriodicRunner(self.check, on_decision, interval=interval,
                                      on_error=on_error)
        self._runner.start()

    def scan_soon(self) -> None:
        """Ask the periodic scan to run now (for example right after a seat request)."""
        if self._runner is not None:
            self._runner.trigger()

    def stop(self, timeout: float | None = None) -> None:
        """Stop the periodic scan (idempotent)."""
        if self._runner is not None:
            self._runner.stop(timeout)
            self._runner = None
