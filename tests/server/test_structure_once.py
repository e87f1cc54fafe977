"""A node taking a shard over builds that shard's templates anew (their keys carry the
shard's name): the presets' TOML must not be parsed again for them."""

from __future__ import annotations

import pytest

from client.room.tournament.structure import Structure, load_structure
from client.server.cluster.routing import shard_config
from client.service import RoomConfig, config
from client.service.config import SngTemplate


def test_a_shards_templates_reuse_the_parsed_presets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22 item 7 (takeover within 2 s): parsing the presets was a tenth of the
    surviving node's CPU while it took a dead node's shard over."""
    parsed: list[str] = []

    def counting(name: str) -> Structure:
        parsed.append(name)
        return load_structure(name)

    monkeypatch.setattr(config, "load_structure", counting)
    config._structure.cache_clear()
    room = RoomConfig(sit_and_gos=(SngTemplate("hu", structure="turbo", seats=2),))
    for shard in ("s0", "s1", "s2"):
        (template,) = shard_config(room, shard).sit_and_gos
        assert template.build().table_size == 2
    assert parsed == ["turbo"]
