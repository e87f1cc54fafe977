"""Which shard a command is for, and each shard's share of the room's offer.

Every id a shard makes starts with its name and a dot (``s0.sng-3``, its tables
``s0.sng-3-t1``, its ring tables ``s0.nlhe-25``), so any node can tell from a command alone
which shard, hence which node, must handle it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import timedelta

from client.protocol import messages as m
from client.service import RoomConfig

SEPARATOR = "."


@dataclass(frozen=True)
class ClusterConfig:
    """This node's place in the cluster (``--node``, ``--public-url``, ``--shards``)."""

    node_id: str
    public_url: str  # where clients reach this node (what redirects point to)
    home: tuple[str, ...]  # shards this node claims whenever they are free


def shard_of(command: m.Command) -> str | None:
    """The shard a command is for (None: a command for no table or tournament)."""
    ident = getattr(command, "tournament_id", None) or getattr(command, "table_id", None)
    if not isinstance(ident, str) or SEPARATOR not in ident:
        return None
    return ident.partition(SEPARATOR)[0]


def shard_config(config: RoomConfig, shard: str) -> RoomConfig:
    """The room's offer as one shard runs it: every template and ring table under the
    shard's ids, and a fresh saved state at every finished hand (a node taking over must
    not replay a hand the players saw end)."""
    def named(key: str) -> str:
        return f"{shard}{SEPARATOR}{key}"

    return dataclasses.replace(
        config,
        sit_and_gos=tuple(dataclasses.replace(t, key=named(t.key)) for t in config.sit_and_gos),
        tournaments=tuple(dataclasses.replace(t, key=named(t.key)) for t in config.tournaments),
        rings=tuple(dataclasses.replace(r, id=named(r.id)) for r in config.rings),
        snapshot_every=timedelta(0),
    )
