"""The floor's audit log: every staff action, in order, journaled where the room keeps
its records (the server's store; offline, the practice room's own memory)."""

from __future__ import annotations

from client.protocol import messages as m
from client.room.clock import Clock
from client.room.tracked import TList, Tracked

AUTO_FLOOR = "auto floor"
"""Who answers deal requests in offline practice (and on a server that names no staff)."""

MIN_CLIENT = "min-client"
"""The action that sets the minimum client version (its detail is the version)."""


class Audit(Tracked):
    """The journal of staff actions, in this process's memory (offline practice); the
    server's `StoredAudit` keeps it in the store, one log for every shard and node."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._rows: list[m.AuditRow] = TList()

    def record(self, staff: str, action: str, target: str, detail: str = "") -> m.AuditRow:
        """Journal one staff action (now)."""
        row = m.AuditRow(at=self._clock.now(), staff=staff, action=action, target=target,
                         detail=detail)
        self._keep(row)
        return row

    def _keep(self, row: m.AuditRow) -> None:
        self._rows.append(row)

    @property
    def rows(self) -> tuple[m.AuditRow, ...]:
        """Every action journaled, oldest first."""
        return tuple(self._rows)

    def last(self, action: str) -> m.AuditRow | None:
        """The latest row of one kind of action (None: never taken)."""
        return next((r for r in reversed(self.rows) if r.action == action), None)
