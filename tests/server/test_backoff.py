"""The client's reconnect delays: a dropped link is tried again at once, then backed off."""

from __future__ import annotations

from client.adapters.remote import Backoff


def test_first_attempt_is_at_once_with_a_small_jitter() -> None:
    """Issue 22 item 7: a node's SIGKILL costs its clients no backoff wait before they try
    again (the first retry within ``first`` seconds, spread so they do not all arrive at once)."""
    backoff = Backoff(initial=0.5, jitter=0.0, first=0.05)
    delays = [backoff.delay(1) for _ in range(200)]
    assert all(0.0 <= d <= 0.05 for d in delays)
    assert len(set(delays)) > 1
    assert [backoff.delay(n) for n in (2, 3, 4)] == [0.5, 1.0, 2.0]


def test_each_known_node_once_at_once_then_backoff() -> None:
    """With two nodes known, the dead one and the one taking over are both tried at once."""
    backoff = Backoff(initial=0.2, maximum=1.0, jitter=0.0, first=0.01)
    assert all(backoff.delay(n, at_once=2) <= 0.01 for n in (1, 2))
    assert [backoff.delay(n, at_once=2) for n in (3, 4, 5, 6)] == [0.2, 0.4, 0.8, 1.0]
