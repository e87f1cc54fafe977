"""Offline practice: the room runs in-process on the same asyncio loop as the UI.

`LocalRoom` owns a RoomService and the driver task that runs its bots and timers; any number
of `LocalAdapter`s (one per local player, usually just one) share it. Events are handed to
subscribers with ``call_soon`` so a view reacting to an event never re-enters the room.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime

from client.adapters.base import Adapter
from client.adapters.driver import RoomDriver
from client.protocol.messages import (
    Command,
    ConnectionStatus,
    Error,
    ErrorCode,
    Event,
    Login,
    Logout,
    Welcome,
)
from client.room.clock import Clock, RealClock, SimulatedClock
from client.service import RoomService

LOCAL_PLAYER = "you"
_log = logging.getLogger(__name__)


class LocalRoom:
    """A RoomService plus the task driving its time; shared by local adapters."""

    def __init__(self, service: RoomService, clock: Clock, realtime: bool = True) -> None:
        self.service = service
        self.clock = clock
        self.driver = RoomDriver(service, clock, realtime=realtime)

    @classmethod
    def practice(
        cls,
        *,
        bot_delay: float = 1.0,
        seed: int | None = None,
        simulated: bool = False,
        lively: bool = False,
    ) -> LocalRoom:
        """The offline practice room: bots fill empty seats, acting after ``bot_delay`` s.

        ``simulated`` uses a clock that only moves when advanced (tests, fast-forward);
        ``lively``: bots come and go at every cash table (the living lobby).
        """
        clock: Clock = SimulatedClock(datetime.now(UTC)) if simulated else RealClock()
        service = RoomService.practice(clock, seed=seed, bot_delay=bot_delay, lively=lively)
        return cls(service, clock, realtime=not simulated)

    def advance(self, seconds: float) -> None:
        """Move a simulated clock forward and let the room run what became due."""
        if not isinstance(self.clock, SimulatedClock):
            raise TypeError("only a simulated practice room can be advanced by hand")
        self.clock.advance(seconds)
        self.driver.wake()


class LocalAdapter(Adapter):
    """The Adapter for a player of an in-process room (offline practice by default)."""

    def __init__(
        self,
        room: LocalRoom | None = None,
        player_id: str = LOCAL_PLAYER,
        name: str = "You",
    ) -> None:
        super().__init__()
        self.room = room if room is not None else LocalRoom.practice()
        self._me = player_id
        self._name = name
        self._unsubscribe: list[object] = []
        self._loop: asyncio.AbstractEventLoop | None = None

    async def connect(self) -> None:
        """Join the local room as this player (account created with practice money)."""
        self._loop = asyncio.get_running_loop()
        self._set_state(ConnectionStatus.CONNECTING)
        service = self.room.service
        service.ensure_local_player(self._me, self._name)
        self._unsubscribe = [service.subscribe(self._on_room_event)]
        self.room.driver.start()
        self._publish(Welcome(player_id=self._me, name=self._name, token="local",
                              practice=service.practice_mode))
        self._set_state(ConnectionStatus.CONNECTED)
        service.set_connected(self._me, True)
        self.room.driver.wake()

    async def close(self) -> None:
        """Leave the room's event stream; the room keeps running for other local players."""
        if self._state is ConnectionStatus.CLOSED:
            return
        for unsubscribe in self._unsubscribe:
            unsubscribe()  # type: ignore[operator]
        self._unsubscribe = []
        if self._player_id is not None:
            self.room.service.set_connected(self._me, False)
        self._set_state(ConnectionStatus.CLOSED)

    async def _deliver(self, command: Command) -> None:
        if isinstance(command, Logout):
            await self.close()
            return
        if isinstance(command, Login):
            self._publish(Welcome(player_id=self._me, name=self._name, token="local",
                                  practice=self.room.service.practice_mode, resumed=True))
            return
        try:
            self.room.service.handle(self._me, command)
        except Exception:  # a room bug must not take the UI down; report it like a server
            _log.exception("room failed on %s", type(command).__name__)
            self._publish(Error(code=ErrorCode.INTERNAL, req=command.req,
                                message="internal error; the command was not applied"))
        self.room.driver.wake()

    def _on_room_event(self, player_id: str, event: Event) -> None:
        if player_id == self._me and self._loop is not None:
            self._loop.call_soon(self._publish, event)
