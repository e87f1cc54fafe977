"""The floor's audit log kept in the server's store: read back at start, each new staff
action written in the step that took it (so a step rolled back journals nothing)."""

from __future__ import annotations

from datetime import datetime

from client.protocol import messages as m
from client.room.clock import Clock
from client.server.store import AuditRecord, Store
from client.service.audit import Audit


def stored_audit(store: Store, clock: Clock) -> Audit:
    """The audit log as stored, writing every new row to `store`."""
    def keep(row: m.AuditRow) -> None:
        store.add_audit(AuditRecord(row.at.isoformat(), row.staff, row.action, row.target,
                                    row.detail))

    rows = [m.AuditRow(at=datetime.fromisoformat(r.at), staff=r.staff, action=r.action,
                       target=r.target, detail=r.detail) for r in store.audit()]
    return Audit(clock, rows, sink=keep)
