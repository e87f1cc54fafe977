"""Client releases: how a client names its release to a server (its WebSocket
User-Agent) and how two release numbers compare."""

from __future__ import annotations

import client

PRODUCT = "SKG-Poker"
USER_AGENT = f"{PRODUCT}/{client.__version__}"
"""What this client sends as its User-Agent when it connects."""


def version_key(text: str) -> tuple[int, ...] | None:
    """"1.10.2" as (1, 10, 2); None when it is not dotted numbers (then never "newer")."""
    parts = text.strip().split(".")
    if not all(part.isdigit() for part in parts):
        return None
    return tuple(int(part) for part in parts)


def release_of(user_agent: str) -> str:
    """The release a client named in its User-Agent ("" for anything else)."""
    for product in user_agent.split():
        name, _, version = product.partition("/")
        if name == PRODUCT:
            return version
    return ""


def is_older(release: str, least: str) -> bool:
    """Whether a client of `release` is older than the `least` a server accepts ("": any
    release will do; a client that names no release counts as older than any minimum)."""
    wanted = version_key(least) if least else None
    if wanted is None:
        return False
    mine = version_key(release) if release else None
    return mine is None or mine < wanted
