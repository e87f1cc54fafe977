"""Keeps Python's garbage collector from pausing the server for a tenth of a second.

A server holding hundreds of tournaments has millions of long-lived objects, and every
full (generation 2) collection walks all of them: measured at 100-225 ms per pause with
400 clients on two nodes, which is the whole action-latency tail. So the process moves
what it holds into the permanent generation (``gc.freeze``) after start-up and every
`FREEZE_EVERY_S`; a full collection then walks only what is younger. Cyclic garbage among
frozen objects (a finished tournament's tables) is reclaimed by one real full collection
every `FULL_EVERY_S`: one pause of that size every ten minutes instead of several a minute.
"""

from __future__ import annotations

import asyncio
import gc
import time

FREEZE_EVERY_S = 5.0
FULL_EVERY_S = 600.0


async def keep_pauses_short() -> None:
    """Run forever (cancel to stop): freeze now, then every FREEZE_EVERY_S; a full
    collection of everything every FULL_EVERY_S."""
    gc.collect()
    gc.freeze()
    last_full = time.monotonic()
    while True:
        await asyncio.sleep(FREEZE_EVERY_S)
        if time.monotonic() - last_full >= FULL_EVERY_S:
            gc.unfreeze()
            gc.collect()
            last_full = time.monotonic()
        gc.freeze()
