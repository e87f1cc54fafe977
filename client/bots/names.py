"""Names for bots seated at random, deterministic from the table's seed.

The names sound like screen names on a poker site; the same ``(seed, i)`` always gives
the same name and, for one seed, different ``i`` give different names.
"""

from __future__ import annotations

import random

from client.bots.seeds import derive_seed

_FIRST = (
    "Ace", "Blue", "Lucky", "Silent", "River", "Iron", "Velvet", "Crimson", "Frosty", "Sly",
    "Rusty", "Golden", "Midnight", "Copper", "Stormy", "Dusty", "Nimble", "Mighty", "Quiet",
    "Wild",
)
_SECOND = (
    "Fox", "Shark", "Owl", "Hawk", "Badger", "Tiger", "Otter", "Raven", "Wolf", "Lynx",
    "Bison", "Heron", "Panda", "Falcon", "Moose", "Cobra", "Mantis", "Walrus", "Gecko",
    "Puffin",
)
_POOL = tuple(f"{a}{b}" for a in _FIRST for b in _SECOND)


def bot_name(seed: int, i: int) -> str:
    """The name of the ``i``-th bot seated with ``seed`` (``i`` >= 0); unique per seed."""
    if i < 0:
        raise ValueError(f"bot index must be >= 0, got {i}")
    order = list(range(len(_POOL)))
    random.Random(derive_seed("bot-names", seed)).shuffle(order)
    name = _POOL[order[i % len(_POOL)]]
    lap = i // len(_POOL)
    return name if lap == 0 else f"{name}{lap + 1}"
