"""Failed logins, on SQLite and PostgreSQL: an exponential delay and a temporary lock per
account and per address, shared through the database (a second node is no way around
them), told to the owner at the next login, identical for unknown names, logged without
passwords. Time is a number the test moves; nothing sleeps."""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Iterator

import pytest
from websockets.asyncio.client import connect

from client.protocol.messages import Error, ErrorCode, Login, Welcome, decode_event, encode
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP, WRONG, AuthError, LoginGuard, Passwords
from client.server.ratelimit import ADDRESS_POLICY, LoginPolicy
from client.server.store import AccountRecord, Store, ThrottleRecord, open_store

PASSWORD = "correct horse"
ADDRESS = "192.0.2.7"
POLICY = LoginPolicy()  # 3 free, then 1, 2, 4 ... s; locked 900 s at 10 in a row


class Clock:
    """Unix seconds the test moves by hand."""

    def __init__(self) -> None:
        self.t = 1_800_000_000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    store = open_store(store_url)
    store.add_account(AccountRecord("ann", "Ann", Passwords(CHEAP).hash(PASSWORD)))
    yield store
    store.close()


def guard(store: Store, clock: Clock, address_policy: LoginPolicy | None = None) -> LoginGuard:
    return LoginGuard(store, Passwords(CHEAP), POLICY, address_policy or ADDRESS_POLICY,
                      now=clock)


def attempt(g: LoginGuard, user: str, password: str, address: str = ADDRESS) -> str:
    """The answer to one login: the notice (or "ok"), else the refusal's message."""
    try:
        return asyncio.run(g.login(user, password, address))[1] or "ok"
    except AuthError as exc:
        return str(exc)


def test_failed_logins_wait_exponentially_longer(store: Store) -> None:
    clock = Clock()
    g = guard(store, clock)
    assert [attempt(g, "ann", "guess") for _ in range(3)] == [WRONG] * 3  # free
    assert attempt(g, "ann", PASSWORD) == "too many failed logins: try again in 1 s"
    clock.t += 1
    assert attempt(g, "ann", "guess") == WRONG
    assert attempt(g, "ann", "guess") == "too many failed logins: try again in 2 s"
    clock.t += 2
    assert attempt(g, "ann", "guess") == WRONG
    clock.t += 3
    assert attempt(g, "ann", "guess") == "too many failed logins: try again in 1 s"
    clock.t += 1
    assert attempt(g, "ann", PASSWORD).startswith("security notice: 5 failed")
    assert attempt(g, "ann", PASSWORD) == "ok"  # the run was cleared by the right password


def test_ten_failures_lock_the_account_and_its_owner_is_told_next_login(store: Store) -> None:
    clock = Clock()
    g = guard(store, clock)
    for _ in range(10):
        assert attempt(g, "ann", "guess") == WRONG
        clock.t += 300
    clock.t -= 300
    assert attempt(g, "ann", PASSWORD) == "too many failed logins: try again in 900 s"
    clock.t += 899
    assert attempt(g, "ann", PASSWORD) == "too many failed logins: try again in 1 s"
    clock.t += 1
    notice = attempt(g, "ann", PASSWORD)
    assert notice == ("security notice: 10 failed login attempt(s) since your last login; "
                      "the account was locked 1 time(s) to stop password guessing. If that "
                      "was not you, choose a stronger password.")
    assert attempt(g, "ann", PASSWORD) == "ok"


def test_unknown_names_are_answered_exactly_like_wrong_passwords(store: Store) -> None:
    """Never reveal whether an account exists: the same answers, the same counts and
    locks, and the password checked against a hash of the same argon2 cost."""
    clock = Clock()
    g = guard(store, clock)
    answers: dict[str, list[str]] = {"ann": [], "nobody": []}
    for step in range(14):
        for user in answers:
            answers[user].append(attempt(g, user, "guess", address=f"198.51.100.{step}"))
        clock.t += 200
    assert answers["ann"] == answers["nobody"]
    assert "too many failed logins: try again in 56 s" in answers["ann"]  # slowed
    assert store.throttle("account", "ann").locked_until == 0  # never locked by strangers
    assert store.throttle("account", "ann") == store.throttle("account", "nobody")
    real = store.account("ann")
    assert real is not None
    params = re.compile(r"^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$")
    real_cost, dummy_cost = params.match(real.pw_hash), params.match(g.dummy_hash)
    assert real_cost and dummy_cost and real_cost.group() == dummy_cost.group()


def test_a_second_node_is_no_way_around_the_throttle(store: Store, store_url: str) -> None:
    """Two nodes (two guards on two connections to one database) share the counts."""
    clock = Clock()
    node_a = guard(store, clock)
    other = open_store(store_url)
    node_b = guard(other, clock)
    assert [attempt(node, "ann", "guess") for node in (node_a, node_b, node_a)] == [WRONG] * 3
    assert attempt(node_b, "ann", PASSWORD) == "too many failed logins: try again in 1 s"
    other.close()


def test_old_failure_records_are_pruned_when_a_node_starts(store: Store) -> None:
    """Guessed names do not pile up: a run the policy has forgotten, its lock over, is
    deleted when a node starts; a recent one is kept."""
    clock = Clock()
    g = guard(store, clock)
    for _ in range(10):
        attempt(g, "locked", "guess", address="198.51.100.1")
        clock.t += 300
    assert store.throttle("account", "locked").locks == 1
    clock.t += POLICY.forget_after
    attempt(g, "recent", "guess", address="198.51.100.2")
    guard(store, clock)  # a node starting
    assert store.throttle("account", "locked") == ThrottleRecord()
    assert store.throttle("account", "recent").total == 1


def test_parallel_guesses_cannot_slip_past_the_count(store: Store) -> None:
    """Each attempt is counted before its password is checked: of 12 guesses at once, only
    the free ones are even checked."""
    g = guard(store, Clock())

    async def burst() -> list[str]:
        async def one(i: int) -> str:
            try:
                return (await g.login("ann", f"guess {i}", ADDRESS))[1] or "ok"
            except AuthError as exc:
                return str(exc)
        return await asyncio.gather(*(one(i) for i in range(12)))

    answers = asyncio.run(burst())
    assert answers.count(WRONG) == 3
    assert answers.count("too many failed logins: try again in 1 s") == 9


def test_one_address_guessing_many_accounts_is_throttled(store: Store) -> None:
    clock = Clock()
    g = guard(store, clock, address_policy=LoginPolicy(free_failures=5, lock_after=8))
    assert [attempt(g, f"user{i}", "guess") for i in range(5)] == [WRONG] * 5
    assert attempt(g, "ann", PASSWORD) == "too many failed logins: try again in 1 s"
    assert attempt(g, "ann", PASSWORD, address="203.0.113.9") == "ok"  # others unaffected
    assert store.throttle("account", "ann").total == 0  # refused by address: not counted


def test_failed_logins_are_logged_without_passwords(
        store: Store, caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    g = guard(store, clock)
    with caplog.at_level(logging.WARNING, logger="client.server.auth"):
        for i in range(4):
            attempt(g, "ann", f"hunter{i}-secret")
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "failed login for 'ann' from 192.0.2.7 (1 in a row" in text
    assert "login for 'ann' from 192.0.2.7 refused: throttled" in text
    assert "secret" not in text and "hunter" not in text


def test_thirty_wrong_passwords_on_a_real_server_are_slowed_on_every_node(
        store_url: str) -> None:
    """Over the wire: 30 wrong passwords in a row are not all simply answered, and a
    second server process on the same database refuses the account too."""

    async def main() -> None:
        config = ServerConfig(port=0, db=store_url, hash_cost=CHEAP,
                              account_logins=LoginPolicy(base_delay=60))
        nodes = [PokerServer(config), PokerServer(config)]
        urls = [f"ws://127.0.0.1:{await node.start()}" for node in nodes]
        try:
            async with connect(urls[0]) as ws:
                await ws.send(encode(Login(user="ann", password=PASSWORD, create=True)))
                assert isinstance(decode_event(await ws.recv()), Welcome)
            answers = []
            for i in range(30):
                async with connect(urls[i % 2]) as ws:
                    await ws.send(encode(Login(user="ann", password=f"guess-{i}")))
                    error = decode_event(await ws.recv())
                    assert isinstance(error, Error) and error.code is ErrorCode.AUTH_FAILED
                    answers.append(error.message)
            assert answers[:3] == [WRONG] * 3
            assert all(a.startswith("too many failed logins") for a in answers[3:])
        finally:
            for node in nodes:
                await node.stop()

    asyncio.run(main())


def test_the_owner_is_told_over_the_wire_right_after_the_welcome(store_url: str) -> None:
    async def main() -> None:
        server = PokerServer(ServerConfig(port=0, db=store_url, hash_cost=CHEAP))
        url = f"ws://127.0.0.1:{await server.start()}"
        try:
            for login in (Login(user="ann", password=PASSWORD, create=True),
                          Login(user="ann", password="guess-1"),
                          Login(user="ann", password="guess-2")):
                async with connect(url) as ws:
                    await ws.send(encode(login))
                    await ws.recv()
            async with connect(url) as ws:
                await ws.send(encode(Login(user="ann", password=PASSWORD)))
                welcome = decode_event(await ws.recv())
                assert isinstance(welcome, Welcome) and welcome.security_notice.startswith(
                    "security notice: 2 failed login attempt(s) since your last login")
        finally:
            await server.stop()

    asyncio.run(main())
