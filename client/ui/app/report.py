"""Help › Report a problem: the `qa bundle` archive written from the running client, with
a screenshot of every open window and the practice room's saved tournament state."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtWidgets import QApplication, QFileDialog

from client.adapters.base import Adapter
from client.adapters.local import LocalAdapter
from client.protocol.convert import json_text, jsonable
from client.qa.bundle import (
    DEFAULT_HANDS,
    BundleParts,
    history_folder,
    settings_dump,
    write_bundle,
)
from client.room.saved.codec import encode_state
from client.room.saved.tournament import to_state
from client.ui.app.settings import SettingsStore


def window_screenshots() -> dict[str, bytes]:
    """A PNG of each open top-level window, named by its place and title."""
    shots: dict[str, bytes] = {}
    windows = [w for w in QApplication.topLevelWidgets()  # not the dialog saving the report
               if w.isVisible() and not isinstance(w, QFileDialog)]
    for number, widget in enumerate(windows, 1):
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        widget.grab().save(buffer, "PNG")
        title = re.sub(r"[^\w.-]+", "_", widget.windowTitle() or type(widget).__name__)
        shots[f"{number:02d}-{title.strip('_')}.png"] = bytes(data.data())
    return shots


def room_state(adapter: Adapter | None) -> dict[str, bytes]:
    """The offline room's running tournaments as saved state (versioned JSON), with their
    buy-in records and their players' names, so another machine's room can run them on
    (`client.qa.restore`); a remote room's state is the server's, not in the report."""
    if not isinstance(adapter, LocalAdapter):
        return {}
    service = adapter.room.service
    running = service.tournaments.running()
    out = {f"{t.tournament_id}.json": encode_state(to_state(t)) for t in running}
    for t in running:
        records = service.cashier.records(t.tournament_id, include_refunded=True)
        out[f"cashier/{t.tournament_id}.json"] = json_text(jsonable(records)).encode()
    players = {p for t in running for p in t.entrants}
    if players:
        out["names.json"] = json_text({p: service.accounts.name_of(p)
                                       for p in sorted(players)}).encode()
    return out


def write_report(out: Path, store: SettingsStore, adapter: Adapter | None) -> list[str]:
    """Write the archive to ``out``; the names in it (OSError if it cannot be written)."""
    settings = settings_dump(store.qsettings)
    parts = BundleParts(settings, room_state(adapter), window_screenshots())
    return write_bundle(out, parts, history_folder(settings), DEFAULT_HANDS)
