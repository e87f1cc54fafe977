"""The floor's audit log: every staff action, in order, journaled where the room keeps
its records (the server's store; offline, the practice room's own memory)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from client.protocol import messages as m
from client.room.clock import Clock

AUTO_FLOOR = "auto floor"
"""Who answers deal requests in offline practice (and on a server that names no staff)."""

MIN_CLIENT = "min-client"
"""The action that sets the minimum client version (its detail is the version)."""


class Audit:
    """The journal of staff actions; `sink` stores each new row (the server's store)."""

    def __init__(self, clock: Clock, rows: Iterable[m.AuditRow] = (),
                 sink: Callable[[m.AuditRow], None] | None = None) -> None:
        self._clock = clock
        self._rows = list(rows)
        self._sink = sink

    def record(self, staff: str, action: str, target: str, detail: str = "") -> m.AuditRow:
        """Journal one staff action (now)."""
        row = m.AuditRow(at=self._clock.now(), staff=staff, action=action, target=target,
                         detail=detail)
        self._rows.append(row)
        if self._sink is not None:
            self._sink(row)
        return row

    @property
    def rows(self) -> tuple[m.AuditRow, ...]:
        """Every action journaled, oldest first."""
        return tuple(self._rows)

    def last(self, action: str) -> m.AuditRow | None:
        """The latest row of one kind of action (None: never taken)."""
        return next((r for r in reversed(self._rows) if r.action == action), None)
