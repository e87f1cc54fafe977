"""Lockout without denial of service: a stranger guessing an account's password locks
only the stranger's own address and slows logins from new addresses; the owner, from an
address the account logged in from before or with the device key an earlier login gave,
gets in at once and is told what happened. Real server, several loopback addresses
(127.0.0.2, 127.0.0.3, ...), a wall clock the test moves."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from client.adapters.devices import DeviceKeys
from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import Error, ErrorCode, Login, Welcome
from client.server.auth import WRONG
from client.server.ratelimit import LoginPolicy
from tests.server.wire import PASSWORD, WallClock, answer, running

pytestmark = pytest.mark.timeout(60)
OWNER, ATTACKER, ELSEWHERE, TRAVEL = "127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4"


def message(event: object) -> str:
    if isinstance(event, Welcome):
        return event.security_notice or "welcome"
    assert isinstance(event, Error) and event.code is ErrorCode.AUTH_FAILED, event
    return event.message


def test_a_guesser_cannot_lock_the_owner_out(tmp_path: Path) -> None:
    clock = WallClock()

    async def main() -> None:
        async with running(tmp_path, clock,
                           account_logins=LoginPolicy(lock_after=5)) as (server, url):
            created = await answer(server, url, Login(user="ann", password=PASSWORD,
                                                      create=True), OWNER)
            assert isinstance(created, Welcome) and created.device
            guesses = []
            for i in range(5):  # paced as told, so every guess is checked
                clock.t += 100
                guesses.append(message(await answer(
                    server, url, Login(user="ann", password=f"guess-{i}"), ATTACKER)))
            assert guesses == [WRONG] * 5
            # The attacker's address is locked, even with the right password ...
            assert message(await answer(server, url, Login(user="ann", password=PASSWORD),
                                        ATTACKER)) == "too many failed logins: try again in 900 s"
            # ... and a new address must wait (4 s after the 5th failure) ...
            assert message(await answer(server, url, Login(user="ann", password=PASSWORD),
                                        ELSEWHERE)) == "too many failed logins: try again in 4 s"
            # ... but the owner, from the address they always use, is in at once and told.
            assert message(await answer(server, url, Login(user="ann", password=PASSWORD),
                                        OWNER)) == (
                "security notice: 5 failed login attempt(s) since your last login; the "
                "account was locked 1 time(s) to stop password guessing. If that was not "
                "you, choose a stronger password.")
            # The owner on the road, with the device key of an earlier login, too.
            assert message(await answer(server, url, Login(
                user="ann", password=PASSWORD, device=created.device), TRAVEL)) == "welcome"
            # Guessing goes on being slowed from new addresses, never locking the account.
            assert message(await answer(server, url, Login(user="ann", password="guess-x"),
                                        ELSEWHERE)) == "too many failed logins: try again in 4 s"

    asyncio.run(main())


def test_the_owners_own_typos_from_a_known_address_lock_only_that_run(tmp_path: Path) -> None:
    """Failures from a known address are counted apart: they slow and lock the owner's own
    run, and a stranger's count is untouched by them."""
    clock = WallClock()

    async def main() -> None:
        async with running(tmp_path, clock,
                           account_logins=LoginPolicy(lock_after=5)) as (server, url):
            await answer(server, url, Login(user="ann", password=PASSWORD, create=True), OWNER)
            for i in range(5):
                clock.t += 100
                assert message(await answer(server, url, Login(user="ann", password=f"typo{i}"),
                                            OWNER)) == WRONG
            assert message(await answer(server, url, Login(user="ann", password=PASSWORD),
                                        OWNER)) == "too many failed logins: try again in 900 s"
            assert message(await answer(server, url, Login(user="ann", password=PASSWORD),
                                        ELSEWHERE)).startswith("security notice: 5 failed")

    asyncio.run(main())


def test_the_remote_adapter_presents_its_device_key_at_its_next_login(tmp_path: Path) -> None:
    """The key a login received is sent back with the next password login, so the owner's
    own client counts as a known device (the server keeps the key it knows)."""
    clock = WallClock()

    async def main() -> None:
        async with running(tmp_path, clock) as (_server, url):
            adapter = RemoteAdapter(url, "ann", PASSWORD, create=True,
                                    backoff=Backoff(attempts=1))
            await adapter.connect()
            first = adapter.device
            await adapter.close()
            await adapter.connect()
            assert first and adapter.device == first
            await adapter.close()
            other = RemoteAdapter(url, "ann", PASSWORD, backoff=Backoff(attempts=1))
            await other.connect()  # another device: a key of its own
            assert other.device and other.device != first
            await other.close()

    asyncio.run(main())


def test_the_device_key_is_kept_on_disk_and_presented_after_a_client_restart(
        tmp_path: Path) -> None:
    """A restarted client (a new adapter reading the same key file) is still the owner's
    known device: it sends the key the first login received, and the server keeps it."""
    clock = WallClock()
    keys = tmp_path / "config" / "devices.json"

    async def main() -> None:
        async with running(tmp_path, clock) as (_server, url):
            first = RemoteAdapter(url, "Ann", PASSWORD, create=True,
                                  backoff=Backoff(attempts=1), devices=DeviceKeys(keys))
            await first.connect()
            await first.close()
            restarted = RemoteAdapter(url, "ann", PASSWORD, backoff=Backoff(attempts=1),
                                      devices=DeviceKeys(keys))
            assert first.device and restarted.device == first.device  # read from disk
            await restarted.connect()
            assert restarted.device == first.device  # the server knew it: no new key
            await restarted.close()
            elsewhere = RemoteAdapter("ws://127.0.0.1:1", "ann", PASSWORD,
                                      devices=DeviceKeys(keys))
            assert elsewhere.device is None  # keys are per server

    asyncio.run(main())
    assert keys.stat().st_mode & 0o777 == 0o600


def test_an_unreadable_key_file_means_a_new_device_and_is_replaced(tmp_path: Path) -> None:
    keys = tmp_path / "devices.json"
    keys.write_text("{not json")
    store = DeviceKeys(keys)
    assert store.get("ws://h:1", "ann") is None
    store.put("ws://h:1", "ann", "k1")
    assert DeviceKeys(keys).get("ws://h:1/", "ANN") == "k1"
