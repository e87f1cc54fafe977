"""A burst of connections while the server's loop is busy: a dead cluster node's clients
all reconnect to a node left within a few milliseconds, while that node rebuilds the
dead one's shard. The kernel queues them until the loop accepts; a short queue (asyncio's
default 100) drops the rest, and TCP retries a dropped connection after 1, 3, 7, 15 s
(a client seen with no table back 20 s after a takeover)."""

from __future__ import annotations

import asyncio
import select
import socket
import time
from pathlib import Path

import pytest

from tests.server.wire import WallClock, running

pytestmark = pytest.mark.timeout(60)
BURST = 400  # the bench's clients: a 2-node cluster's dead node has about half of them


def test_a_burst_of_connections_while_the_loop_is_busy_is_queued_whole(
        tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path, WallClock()) as (server, _url):
            sockets = [socket.socket() for _ in range(BURST)]
            try:
                for sock in sockets:  # the loop is busy with this: nothing accepts
                    sock.setblocking(False)
                    sock.connect_ex(("127.0.0.1", server.port))
                pending, deadline = set(sockets), time.monotonic() + 0.5
                while pending and time.monotonic() < deadline:  # well inside TCP's 1 s retry
                    _, writable, _ = select.select([], list(pending), [], 0.05)
                    pending -= set(writable)
                assert not pending, f"{len(pending)} of {BURST} connections were dropped"
            finally:
                for sock in sockets:
                    sock.close()

    asyncio.run(main())
