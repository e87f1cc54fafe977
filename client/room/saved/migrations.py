"""Upgrading saved states from older schema versions, one version at a time.

A migration takes the decoded JSON object of version N (plain dicts, lists, strings and
numbers) and returns the object of version N + 1, with its "schema_version" set. The next
schema change plugs in as `_v1_to_v2` did: bump `schema.SCHEMA_VERSION` to 3, write
``def _v2_to_v3(raw: dict[str, Any]) -> dict[str, Any]`` that fills, renames or drops the
changed fields (with the defaults an old state implies), and add ``2: _v2_to_v3`` to
`MIGRATIONS`. Keep every old step: a state saved by any earlier release upgrades through
the whole chain.
"""

from __future__ import annotations

import base64
import struct
from collections.abc import Callable, Mapping
from typing import Any

from client.room.errors import SavedStateError
from client.room.saved.schema import SCHEMA_VERSION, rng_bytes

Migration = Callable[[dict[str, Any]], dict[str, Any]]
"""One step: the JSON object of version N to that of version N + 1."""



def _v1_to_v2(raw: dict[str, Any]) -> dict[str, Any]:
    """Version 2 packs the RNG's words (a version 1 state always carries its structure)."""
    rng = raw.get("rng")
    if not isinstance(rng, dict) or not isinstance(rng.get("internal"), list):
        raise SavedStateError("a schema 1 state needs rng.internal as a list of words")
    try:
        packed = rng_bytes(tuple(rng["internal"]))
    except (struct.error, TypeError) as exc:
        raise SavedStateError(f"rng.internal is not a list of 32-bit words: {exc}") from exc
    internal = base64.b64encode(packed).decode()
    return {**raw, "rng": {**rng, "internal": internal}, "schema_version": 2}


MIGRATIONS: Mapping[int, Migration] = {1: _v1_to_v2}
"""Step from each old version (key) to the next one."""


def upgrade(raw: dict[str, Any], *, current: int = SCHEMA_VERSION,
            migrations: Mapping[int, Migration] = MIGRATIONS) -> dict[str, Any]:
    """`raw` brought up to version `current` through the chain of `migrations`.

    Raises `SavedStateError` for a state from a newer release, or one whose version has no
    path to `current`.
    """
    version = raw.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise SavedStateError(f"a saved state needs a schema_version >= 0, not {version!r}")
    if version > current:
        raise SavedStateError(f"this state was saved by a newer release (schema {version}); "
                              f"this release reads schema {current} and older")
    while version < current:
        step = migrations.get(version)
        if step is None:
            raise SavedStateError(f"no migration from schema {version} to {version + 1}")
        raw = step(raw)
        if raw.get("schema_version") != version + 1:
            raise SavedStateError(f"the migration from schema {version} did not produce "
                                  f"schema {version + 1}")
        version += 1
    return raw
