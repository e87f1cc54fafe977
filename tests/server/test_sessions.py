"""Sessions that end: tokens expire after an idle time and an absolute lifetime, a
password change and "log out everywhere" revoke them all, a session resumed from another
address is told to its owner, and names are unique without regard to case. A real server
on loopback; the wall clock is a number the test moves."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from client.protocol.messages import (
    ChangePassword,
    Error,
    ErrorCode,
    Login,
    SecurityNotice,
    SessionRenewed,
    Welcome,
)
from client.server.auth import WRONG
from tests.server.wire import (
    PASSWORD,
    WallClock,
    answer,
    ask,
    closed,
    log_in,
    next_event,
    running,
    until_closed,
)

pytestmark = pytest.mark.timeout(60)
IDLE, LIFETIME = 600.0, 3000.0


def welcome(event: object) -> Welcome:
    assert isinstance(event, Welcome), event
    return event


def refused(event: object) -> str:
    assert isinstance(event, Error) and event.code is ErrorCode.AUTH_FAILED, event
    return event.message


def test_a_token_expires_after_its_idle_time_and_its_lifetime(tmp_path: Path) -> None:
    clock = WallClock()

    async def main() -> None:
        async with running(tmp_path, clock, session_idle=IDLE,
                           session_lifetime=LIFETIME) as (server, url):
            token = welcome(await answer(server, url, Login(user="ann", password=PASSWORD,
                                                    create=True))).token
            for _ in range(4):  # used within the idle time, up to the lifetime
                clock.t += IDLE - 1
                assert welcome(await answer(server, url, Login(token=token))).resumed
            clock.t += LIFETIME - 4 * (IDLE - 1) + 1
            assert refused(await answer(server, url, Login(token=token))).startswith(
                "session expired")
            idle = welcome(await answer(server, url, Login(user="ann", password=PASSWORD))).token
            clock.t += IDLE + 1
            assert refused(await answer(server, url, Login(token=idle))).startswith(
                "session expired")

    asyncio.run(main())


def test_a_password_change_revokes_every_other_token(tmp_path: Path) -> None:
    clock = WallClock()

    async def main() -> None:
        async with running(tmp_path, clock) as (server, url):
            old = welcome(await answer(server, url, Login(user="ann", password=PASSWORD,
                                                  create=True))).token
            ws, reply = await log_in(url, Login(user="ann", password=PASSWORD))
            assert refused(await ask(ws, ChangePassword(
                req=1, old_password="wrong-one", new_password="n3w-pass"))).startswith(
                "the current password is wrong")
            await ws.send(b'{"type":"change_password","req":2,'
                          b'"old_password":"s3cret-pass","new_password":"n3w-pass"}')
            renewed = await next_event(ws, SessionRenewed)
            assert isinstance(renewed, SessionRenewed)
            await ws.close()
            await closed(server)
            for token in (old, welcome(reply).token):
                assert refused(await answer(server, url, Login(token=token))).startswith(
                    "session expired")
            assert welcome(await answer(server, url, Login(token=renewed.token))).resumed
            assert refused(await answer(server, url, Login(user="ann", password=PASSWORD))) == WRONG
            welcome(await answer(server, url, Login(user="ann", password="n3w-pass")))

    asyncio.run(main())


def test_log_out_everywhere_revokes_every_token_and_closes_the_connection(
        tmp_path: Path) -> None:
    clock = WallClock()

    async def main() -> None:
        async with running(tmp_path, clock) as (server, url):
            other = welcome(await answer(server, url, Login(user="ann", password=PASSWORD,
                                                    create=True))).token
            ws, reply = await log_in(url, Login(user="ann", password=PASSWORD))
            await ws.send(b'{"type":"logout_everywhere"}')
            await until_closed(ws)
            await closed(server)
            for token in (other, welcome(reply).token):
                assert refused(await answer(server, url, Login(token=token))).startswith(
                    "session expired")

    asyncio.run(main())


def test_a_session_resumed_from_another_address_is_told_to_its_owner(tmp_path: Path) -> None:
    clock = WallClock()

    async def main() -> None:
        async with running(tmp_path, clock) as (server, url):
            owner, reply = await log_in(url, Login(user="ann", password=PASSWORD, create=True))
            token = welcome(reply).token
            thief = welcome(await answer(server, url, Login(token=token), address="127.0.0.2"))
            assert "resumed from 127.0.0.2" in thief.security_notice
            notice = await next_event(owner, SecurityNotice)
            assert isinstance(notice, SecurityNotice)
            assert "your session was resumed from 127.0.0.2" in notice.message
            assert "last used from 127.0.0.1" in notice.message
            kicked = await next_event(owner, Error)
            assert isinstance(kicked, Error) and kicked.code is ErrorCode.ALREADY_CONNECTED
            same = welcome(await answer(server, url, Login(token=token), address="127.0.0.2"))
            assert same.security_notice == ""  # the same address again: nothing new

    asyncio.run(main())


def test_names_are_unique_without_regard_to_case(tmp_path: Path) -> None:
    clock = WallClock()

    async def main() -> None:
        async with running(tmp_path, clock) as (server, url):
            welcome(await answer(server, url, Login(user="Alice", password=PASSWORD, create=True)))
            taken = await answer(server, url, Login(user="alice", password=PASSWORD, create=True))
            assert isinstance(taken, Error) and taken.code is ErrorCode.ACCOUNT_EXISTS
            again = welcome(await answer(server, url, Login(user="ALICE", password=PASSWORD)))
            assert again.player_id == "Alice"

    asyncio.run(main())
