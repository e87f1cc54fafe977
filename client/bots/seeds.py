"""Stable seed derivation, so every bot decision is reproducible from recorded seeds.

Python's ``hash()`` of a string changes between runs, so seeds are derived with
BLAKE2b over the parts' ``repr``: the same parts give the same 64-bit seed on every
machine and every run.
"""

from __future__ import annotations

import hashlib


def derive_seed(*parts: object) -> int:
    """A 64-bit seed determined only by ``parts`` (ints, strings, tuples of them)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")
