"""Cross-node events through PostgreSQL LISTEN/NOTIFY.

A notification is sent by the same transaction as the change it announces (``pg_notify``
is delivered at commit, never for a rolled-back change), so a node that hears one reads
committed data. Why not another broker: every node already holds connections to the one
database, the messages are small and rare (a shard's lobby changed, a lease moved), and
a second moving part would be one more thing to run and to lose.

psycopg's ``notifies()`` blocks, so one thread per node listens on its own connection and
hands each notice to the event loop (``call_soon_threadsafe``).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Sequence

import psycopg

_log = logging.getLogger(__name__)

LOBBY = "skg_lobby"
"""Payload: the shard whose lobby rows changed."""
LEASES = "skg_leases"
"""Payload: a shard whose owner changed (taken over or released)."""
SESSIONS = "skg_sessions"
"""Payload: ``take NODE PLAYER...`` (NODE logs these players in: others end theirs) or
``ended NODE PLAYER...`` (NODE has ended its sessions of these players)."""


class Listener:
    """Listens on ``channels`` and calls ``on_notice(channel, payload)`` on the loop."""

    def __init__(self, url: str, channels: Sequence[str],
                 on_notice: Callable[[str, str], None]) -> None:
        self._url = url
        self._channels = tuple(channels)
        self._on_notice = on_notice
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def start(self) -> None:
        """Connect and LISTEN now (so nothing sent after start is missed), then hear
        notices on a daemon thread."""
        self._loop = asyncio.get_running_loop()
        conn = psycopg.connect(self._url, autocommit=True)
        for channel in self._channels:
            conn.execute(f"LISTEN {channel}")
        self._thread = threading.Thread(target=self._run, args=(conn,), daemon=True,
                                        name="skg-listen")
        self._thread.start()

    def stop(self) -> None:
        """Stop listening (within half a second)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(2)

    def _run(self, conn: psycopg.Connection) -> None:
        assert self._loop is not None
        try:
            while not self._stop.is_set():
                for notice in conn.notifies(timeout=0.5):
                    self._loop.call_soon_threadsafe(self._on_notice, notice.channel,
                                                    notice.payload)
        except (psycopg.Error, RuntimeError):  # database gone, or the loop closed
            if not self._stop.is_set():
                _log.exception("cluster listener stopped")
        finally:
            conn.close()
