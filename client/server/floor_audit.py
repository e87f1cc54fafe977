"""The floor's audit log kept in the server's store: every shard of every node writes to
and reads from the one log (a staff action on one node shows on all of them, and the
minimum client set on one applies at every node's login). A new row is written in the
step that took it, so a step rolled back journals nothing."""

from __future__ import annotations

from datetime import datetime

from client.protocol import messages as m
from client.room.clock import Clock
from client.server.store import AuditRecord, Store
from client.service.audit import MIN_CLIENT, Audit


class StoredAudit(Audit):
    """The audit log as the store has it now (never a copy in memory)."""

    def __init__(self, store: Store, clock: Clock) -> None:
        super().__init__(clock)
        # the store's methods, not the store: a room step's snapshot leaves them alone
        # (what a failed step wrote, its transaction takes back)
        self._add, self._read, self._last = store.add_audit, store.audit, store.last_audit

    def _keep(self, row: m.AuditRow) -> None:
        self._add(AuditRecord(row.at.isoformat(), row.staff, row.action, row.target,
                              row.detail))

    @property
    def rows(self) -> tuple[m.AuditRow, ...]:
        """Every action journaled by any node, oldest first."""
        return tuple(_row(r) for r in self._read())

    def last(self, action: str) -> m.AuditRow | None:
        """The latest row of one kind of action, read from the store alone."""
        record = self._last(action)
        return None if record is None else _row(record)


def min_client(store: Store) -> str:
    """The oldest client release that may log in, as the floor last set it ("": any)."""
    record = store.last_audit(MIN_CLIENT)
    return "" if record is None else record.detail


def _row(record: AuditRecord) -> m.AuditRow:
    return m.AuditRow(at=datetime.fromisoformat(record.at), staff=record.staff,
                      action=record.action, target=record.target, detail=record.detail)
