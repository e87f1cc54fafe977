"""Keeps Python's garbage collector from pausing the server for a tenth of a second.

A server holding hundreds of tournaments has millions of long-lived objects, and every
full (generation 2) collection walks all of them: measured at 100-225 ms per pause with
400 clients on two nodes, which is the whole action-latency tail. So the process moves
what it holds into the permanent generation (``gc.freeze``) after start-up and after
every full collection (what survived one is long-lived, and the young generations are
empty then, so no garbage is frozen with it); a full collection then walks only what
survived since the last. Freezing every 5 s instead left a node that had just taken a
shard over, or admitted hundreds of reconnecting players, running a 25-60 ms full
collection every 0.2-0.3 s until the next freeze. A room built at once (a shard taken
over) is built with collections off and frozen at once (`building`): collections during
the build only walked the half-built room again (a 330-350 ms full collection inside one
rebuild at load 9). Cyclic garbage among frozen objects (a finished
tournament's tables) is reclaimed by one real full collection every `FULL_EVERY_S`: one
pause of that size every ten minutes instead of several a minute. The youngest
generation is collected every `YOUNG_THRESHOLD` allocations, not Python's 700: a step
makes a few hundred short-lived objects, so the default ran a young collection every step
or two (about 4% less CPU per action in `bench_server_load`, 6 alternating pairs).
"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

FULL_EVERY_S = 600.0
YOUNG_THRESHOLD = 10_000


def _freeze_survivors(phase: str, info: dict[str, Any]) -> None:
    """A `gc.callbacks` hook: after a full collection, freeze what survived it."""
    if phase == "stop" and info["generation"] == 2:
        gc.freeze()


async def keep_pauses_short() -> None:
    """Run forever (cancel to stop): freeze now and after every full collection; a full
    collection of everything every FULL_EVERY_S; young collections every YOUNG_THRESHOLD
    allocations (the thresholds as they were once stopped)."""
    gc.collect()
    gc.freeze()
    gc.callbacks.append(_freeze_survivors)
    thresholds = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, *thresholds[1:])
    try:
        while True:
            await asyncio.sleep(FULL_EVERY_S)
            gc.unfreeze()
            gc.collect()  # frozen again by the hook
    finally:
        gc.set_threshold(*thresholds)
        gc.callbacks.remove(_freeze_survivors)


@contextmanager
def building() -> Iterator[None]:
    """Around building objects meant to last (a room rebuilt from the journal): no
    collection while they are built (none of it is garbage), and all of it frozen once
    built, not after the next full collection has walked it (freezing is a constant-time
    list splice; the build's own cyclic scraps wait for the `FULL_EVERY_S` collection)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
        gc.freeze()
