"""The server's collector policy (client/server/gc_pauses.py): what survives a full
collection is frozen by it, so the next full collection does not walk it again (a node
that had just taken a shard over ran a 25-60 ms full collection every 0.2-0.3 s while the
survivors of each waited for a periodic freeze)."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Iterator

import pytest

from client.server.gc_pauses import YOUNG_THRESHOLD, building, keep_pauses_short


@pytest.fixture
def thawed() -> Iterator[None]:
    """Each test starts and ends with nothing frozen (this process is the test runner)."""
    gc.unfreeze()
    yield
    gc.unfreeze()


def test_survivors_of_a_full_collection_are_frozen_by_it(thawed: None) -> None:
    async def scenario() -> tuple[int, int]:
        keeper = asyncio.get_running_loop().create_task(keep_pauses_short())
        await asyncio.sleep(0)  # started: everything so far is frozen
        before = gc.get_freeze_count()
        built = [[i] for i in range(10_000)]  # long-lived containers made after that
        gc.collect()
        frozen = gc.get_freeze_count() - before
        keeper.cancel()
        await asyncio.gather(keeper, return_exceptions=True)
        return frozen, len(built)

    frozen, built = asyncio.run(scenario())
    assert frozen >= built


def test_a_younger_collection_freezes_nothing_and_stopping_unhooks(thawed: None) -> None:
    async def scenario() -> tuple[int, int, int]:
        keeper = asyncio.get_running_loop().create_task(keep_pauses_short())
        await asyncio.sleep(0)
        hooks = len(gc.callbacks)
        before = gc.get_freeze_count()
        young = [[i] for i in range(1_000)]
        gc.collect(0)
        frozen = gc.get_freeze_count() - before
        keeper.cancel()
        await asyncio.gather(keeper, return_exceptions=True)
        del young
        return frozen, hooks, len(gc.callbacks)

    frozen, hooks, after = asyncio.run(scenario())
    assert frozen == 0
    assert after == hooks - 1  # the hook is gone with the task


def test_young_collections_are_spaced_while_it_runs_and_restored_after(thawed: None) -> None:
    before = gc.get_threshold()

    async def scenario() -> tuple[int, ...]:
        keeper = asyncio.get_running_loop().create_task(keep_pauses_short())
        await asyncio.sleep(0)
        during = gc.get_threshold()
        keeper.cancel()
        await asyncio.gather(keeper, return_exceptions=True)
        return during

    assert asyncio.run(scenario()) == (YOUNG_THRESHOLD, *before[1:])
    assert gc.get_threshold() == before


def test_a_room_is_built_without_collections_and_frozen_once_built(thawed: None) -> None:
    with building():
        during = gc.isenabled()
        built = [[i] for i in range(10_000)]
    assert not during
    assert gc.isenabled()
    assert gc.get_freeze_count() >= len(built)
