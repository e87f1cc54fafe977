"""Cluster node settings: which client address the login limits count behind a reverse
proxy, and the store and shard names a node accepts."""

from __future__ import annotations

from pathlib import Path

import pytest

from client.server.main import main
from client.server.session import client_address


@pytest.mark.parametrize(("peer", "header", "expected"), [
    ("127.0.0.1", "203.0.113.7", "203.0.113.7"),
    ("127.0.0.1", "198.51.100.9, 203.0.113.7", "203.0.113.7"),  # client-sent first part
    ("127.0.0.1", None, "127.0.0.1"),
    ("127.0.0.1", " , ", "127.0.0.1"),
    ("192.0.2.1", "203.0.113.7", "192.0.2.1"),  # not a trusted proxy: header ignored
    ("::1", "2001:db8::5", "2001:db8::5"),
])
def test_per_address_logins_count_the_address_a_trusted_proxy_forwards(
        peer: str, header: str | None, expected: str) -> None:
    """Behind a reverse proxy the per-address login limit counts the client address the
    proxy appended to X-Forwarded-For, and only when the peer is a trusted proxy."""
    trusted = frozenset({"127.0.0.1", "::1"})
    assert client_address(peer, header, trusted) == expected


def test_cluster_node_refuses_sqlite_and_bad_shard_names(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    """A cluster node needs the shared PostgreSQL store: with SQLite, or with shard names
    that are not letters and digits, the server exits 2 saying what to fix."""
    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    assert main(["--store", db, "--port", "0", "--shards", "s0"]) == 2
    assert "needs the PostgreSQL store" in capsys.readouterr().err
    assert main(["--store", db, "--port", "0", "--shards", "s.0"]) == 2
    assert "letters and digits" in capsys.readouterr().err
