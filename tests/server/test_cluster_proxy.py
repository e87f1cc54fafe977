"""A cluster behind a reverse proxy: which client address the login limits count."""

from __future__ import annotations

import pytest

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
