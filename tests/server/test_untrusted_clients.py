"""The server trusts nothing: every bad frame gets a clear error and changes nothing; hole
cards never reach another connection; one connection per account; reconnect restores."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from websockets.asyncio.client import ClientConnection, connect

from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import (
    Act,
    ActionKind,
    ActionRequest,
    Balances,
    ConnectionState,
    ConnectionStatus,
    Error,
    ErrorCode,
    Event,
    ListLobby,
    LobbySnapshot,
    Login,
    ObserveTable,
    Register,
    TableEvent,
    TableSnapshot,
    Welcome,
    decode_event,
    encode,
)
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from tests.adapters.harness import CONFIG, GRANTS, PASSWORD, Recorder

pytestmark = pytest.mark.timeout(60)


def serve(tmp_path: Path, scenario: Callable[[PokerServer, str], Awaitable[None]],
          rate: float = 500) -> None:
    """Run ``scenario(server, url)`` against a real server on a free loopback port."""

    async def main() -> None:
        server = PokerServer(ServerConfig(port=0, db=str(tmp_path / "db.sqlite3"),
                                          hash_cost=CHEAP, grants=GRANTS, room=CONFIG,
                                          rate=rate, burst=rate))
        port = await server.start()
        try:
            await scenario(server, f"ws://127.0.0.1:{port}")
        finally:
            await server.stop()

    asyncio.run(main())


async def next_event(ws: ClientConnection, kind: type[Event] = Event) -> Event:
    """The next event of ``kind`` on a raw connection."""
    while True:
        event = decode_event(await asyncio.wait_for(ws.recv(), 10))
        if isinstance(event, kind):
            return event


async def raw_login(url: str, user: str, create: bool = True) -> ClientConnection:
    ws = await connect(url)
    await ws.send(encode(Login(user=user, password=PASSWORD, create=create)))
    assert isinstance(await next_event(ws, Welcome), Welcome)
    return ws


def test_garbage_frames_get_clear_errors_and_the_connection_survives(tmp_path: Path) -> None:
    async def scenario(server: PokerServer, url: str) -> None:
        ws = await raw_login(url, "ann")
        cases: list[tuple[bytes | str, ErrorCode]] = [
            (b"{oops", ErrorCode.BAD_MESSAGE),
            ("not json at all", ErrorCode.BAD_MESSAGE),
            (b'{"type": "steal_chips", "amount": 1000}', ErrorCode.UNKNOWN_TYPE),
            (b'{"type": "act", "table_id": "x", "action": "bet", "amount": -10}',
             ErrorCode.BAD_MESSAGE),
            (b'{"type": "chat", "table_id": "x", "text": "' + b"a" * 70000 + b'"}',
             ErrorCode.TOO_LARGE),
        ]
        for frame, code in cases:
            await ws.send(frame)
            error = await next_event(ws, Error)
            assert isinstance(error, Error) and error.code is code, error
            assert error.message
        await ws.send(encode(ListLobby()))
        assert isinstance(await next_event(ws, LobbySnapshot), LobbySnapshot)
        await ws.close()

    serve(tmp_path, scenario)


def test_commands_before_login_and_bad_logins_are_refused(tmp_path: Path) -> None:
    async def scenario(server: PokerServer, url: str) -> None:
        async with connect(url) as ws:
            await ws.send(encode(Register(tournament_id="hu-1")))
            error = await next_event(ws, Error)
            assert isinstance(error, Error) and error.code is ErrorCode.NOT_LOGGED_IN
            await ws.send(encode(Login(user="ann", password="whatever1")))
            error = await next_event(ws, Error)
            assert isinstance(error, Error) and error.code is ErrorCode.AUTH_FAILED
            await ws.send(encode(Login(token="forged-token")))
            error = await next_event(ws, Error)
            assert isinstance(error, Error) and error.code is ErrorCode.AUTH_FAILED
            await ws.send(encode(Login(user="ann", password=PASSWORD, create=True,
                                       version=99)))
            error = await next_event(ws, Error)
            assert isinstance(error, Error) and error.code is ErrorCode.VERSION
        ws2 = await raw_login(url, "ann")
        await ws2.close()
        async with connect(url) as ws:
            await ws.send(encode(Login(user="ann", password="wrong-password")))
            error = await next_event(ws, Error)
            assert isinstance(error, Error) and error.code is ErrorCode.AUTH_FAILED
            await ws.send(encode(Login(user="ann", password=PASSWORD, create=True)))
            error = await next_event(ws, Error)
            assert isinstance(error, Error) and error.code is ErrorCode.ACCOUNT_EXISTS

    serve(tmp_path, scenario)


def test_message_flood_is_rate_limited_and_changes_nothing(tmp_path: Path) -> None:
    async def scenario(server: PokerServer, url: str) -> None:
        ws = await raw_login(url, "ann")
        for _ in range(60):
            await ws.send(encode(Register(tournament_id="3max-1")))
        errors: list[Error] = []
        while len(errors) < 59:
            event = await next_event(ws)
            if isinstance(event, Error):
                errors.append(event)
        codes = {e.code for e in errors}
        assert ErrorCode.RATE_LIMITED in codes
        assert server.room is not None
        tournament = server.room.tournaments.get("3max-1")
        assert list(tournament.entrants) == ["ann"]  # registered once, nothing else changed
        await ws.close()

    serve(tmp_path, scenario, rate=20)


def test_one_connection_per_account_new_login_takes_over(tmp_path: Path) -> None:
    async def scenario(server: PokerServer, url: str) -> None:
        first = await raw_login(url, "ann")
        second = await connect(url)
        await second.send(encode(Login(user="ann", password=PASSWORD)))
        assert isinstance(await next_event(second, Welcome), Welcome)
        error = await next_event(first, Error)
        assert isinstance(error, Error) and error.code is ErrorCode.ALREADY_CONNECTED
        await asyncio.wait_for(first.wait_closed(), 10)
        await second.send(encode(ListLobby()))
        assert isinstance(await next_event(second, LobbySnapshot), LobbySnapshot)
        await second.close()

    serve(tmp_path, scenario)


def test_spying_connection_never_receives_hole_cards(tmp_path: Path) -> None:
    """A third account observes the table and reads every frame it is sent: it never sees
    a hole card, and acting at the table is refused."""

    async def scenario(server: PokerServer, url: str) -> None:
        ann = await raw_login(url, "ann")
        bob = await raw_login(url, "bob")
        spy = await raw_login(url, "spy")
        await ann.send(encode(Register(tournament_id="hu-1")))
        await bob.send(encode(Register(tournament_id="hu-1")))
        snap = await next_event(ann, TableSnapshot)
        assert isinstance(snap, TableSnapshot)
        await spy.send(encode(ObserveTable(table_id=snap.table_id)))
        frames: list[bytes | str] = []
        await spy.send(encode(Act(table_id=snap.table_id, action=ActionKind.FOLD)))

        async def play(ws: ClientConnection) -> None:
            while True:
                event = await next_event(ws)
                if isinstance(event, ActionRequest):
                    await ws.send(encode(Act(table_id=event.table_id, action=ActionKind.FOLD)))
                if isinstance(event, TableEvent) and event.kind == "hand_ended" and \
                        event.hand_id and event.hand_id.endswith("-3"):
                    return

        async def spy_on() -> None:
            while True:
                frame = await asyncio.wait_for(spy.recv(), 10)
                frames.append(frame)
                event = decode_event(frame)
                if isinstance(event, TableEvent) and event.kind == "hand_ended" and \
                        event.hand_id and event.hand_id.endswith("-3"):
                    return

        await asyncio.gather(play(ann), play(bob), spy_on())
        events = [decode_event(f) for f in frames]
        refused = [e for e in events if isinstance(e, Error)]
        assert refused and refused[0].code is ErrorCode.NOT_SEATED
        assert any(isinstance(e, TableEvent) and e.kind == "action" for e in events)
        assert not any(isinstance(e, TableEvent) and e.kind == "deal_hole" for e in events)
        for event in events:
            if isinstance(event, TableSnapshot):
                assert all(not s.hole_cards for s in event.seats)
        for ws in (ann, bob, spy):
            await ws.close()

    serve(tmp_path, scenario)


def test_reconnect_resumes_the_session_and_restores_the_table_view(tmp_path: Path) -> None:
    """A dropped link reconnects with backoff, resumes by token (no password), and the
    server re-sends the full table view with the player's own hole cards; the director
    was told about the disconnection (DET)."""

    async def scenario(server: PokerServer, url: str) -> None:
        ann = RemoteAdapter(url, "ann", PASSWORD, create=True,
                            backoff=Backoff(initial=0.05, maximum=0.2))
        bob = RemoteAdapter(url, "bob", PASSWORD, create=True)
        await ann.connect()
        await bob.connect()
        rec = Recorder(ann)
        seated = asyncio.ensure_future(ann.wait_for(lambda e: isinstance(e, TableSnapshot)))
        await ann.send(Register(tournament_id="hu-1"))
        await bob.send(Register(tournament_id="hu-1"))
        first = await seated
        assert isinstance(first, TableSnapshot)
        while not any(isinstance(e, TableEvent) and e.kind == "deal_hole" for e in rec.events):
            await ann.wait_for(lambda e: isinstance(e, TableEvent))
        restored = asyncio.ensure_future(ann.wait_for(
            lambda e: isinstance(e, TableSnapshot) and e.hand_id is not None))
        await ann.drop_link()
        snap = await restored
        assert isinstance(snap, TableSnapshot) and snap.your_seat is not None
        mine = next(s for s in snap.seats if s.seat == snap.your_seat)
        assert len(mine.hole_cards) == 2
        assert all(not s.hole_cards for s in snap.seats if s.seat != snap.your_seat)
        states = [e.state for e in rec.events if isinstance(e, ConnectionState)]
        assert ConnectionStatus.RECONNECTING in states
        assert ann.connection_state is ConnectionStatus.CONNECTED
        welcomes = [e for e in rec.events if isinstance(e, Welcome)]
        assert welcomes and welcomes[-1].resumed
        assert any(isinstance(e, Balances) for e in rec.events)
        await ann.close()
        await bob.close()

    serve(tmp_path, scenario)


def test_remote_adapter_reports_reconnecting_then_gives_up_when_the_server_is_gone(
        tmp_path: Path) -> None:
    async def scenario(server: PokerServer, url: str) -> None:
        ann = RemoteAdapter(url, "ann", PASSWORD, create=True,
                            backoff=Backoff(initial=0.01, maximum=0.02, attempts=3))
        await ann.connect()
        gave_up = ann.wait_for(lambda e: isinstance(e, ConnectionState)
                               and e.state is ConnectionStatus.DISCONNECTED, timeout=20)
        rec = Recorder(ann)
        await server.stop()
        state = await gave_up
        assert isinstance(state, ConnectionState) and "gave up" in state.detail
        attempts = [e.attempt for e in rec.events if isinstance(e, ConnectionState)
                    and e.state is ConnectionStatus.RECONNECTING]
        assert attempts and max(attempts) == 3
        await ann.close()

    serve(tmp_path, scenario)


def test_password_guessing_is_throttled_per_account_across_connections(tmp_path: Path) -> None:
    async def scenario(server: PokerServer, url: str) -> None:
        await (await raw_login(url, "ann")).close()
        for attempt in range(6):
            async with connect(url) as ws:  # a fresh connection each time
                await ws.send(encode(Login(user="ann", password=f"guess-{attempt}")))
                error = await next_event(ws, Error)
                assert isinstance(error, Error) and error.code is ErrorCode.AUTH_FAILED
                expected = "too many" if attempt == 5 else "wrong user name or password"
                assert expected in error.message
        async with connect(url) as ws:  # even the right password waits now
            await ws.send(encode(Login(user="ann", password=PASSWORD)))
            error = await next_event(ws, Error)
            assert isinstance(error, Error) and "too many" in error.message

    serve(tmp_path, scenario)
