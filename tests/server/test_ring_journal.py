"""The ring journal stores a ring table's stacks in the step that moves them: the room
says which tables' money moved (a sit-down, a top-up, a hand settled, a player leaving),
and after every step, failed ones too, what the store holds is what the room has, and
adds up to the table's ledger account."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import pytest

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency, table_account
from client.room.ring import to_chips
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.service import RoomService
from tests.adapters.harness import CONFIG, HU_RING

pytestmark = pytest.mark.timeout(60)


class Injected(RuntimeError):
    """The failure planted at the end of a step."""


def stored_stacks(server: PokerServer) -> tuple[tuple[str, int], ...]:
    """The stacks the store holds for the heads-up ring table (none: empty)."""
    assert server.store is not None
    return next((r.stacks for r in server.store.rings() if r.table_id == HU_RING.id), ())


def check_stored(server: PokerServer, room: RoomService) -> None:
    """Stored stacks are the room's, and add up to the table's ledger account."""
    assert server.ledger is not None
    stacks = stored_stacks(server)
    assert dict(stacks) == dict(room.rings.get(HU_RING.id).money.stacks)
    assert sum(c for _p, c in stacks) == to_chips(
        server.ledger.balance(table_account(HU_RING.id), Currency.PLAY))


def play(server: PokerServer, room: RoomService, clock: SimulatedClock) -> list[str]:
    """Ann and bob at the heads-up ring table: a sit-down each, hands played (ann tops
    up), bob leaves; a sit-down made to fail at its end first. The store is checked
    after every step; the kinds of money move seen."""
    requests: list[tuple[str, m.ActionRequest]] = []
    room.subscribe(lambda p, e: requests.append((p, e))
                   if isinstance(e, m.ActionRequest) else None)
    for player in ("ann", "bob"):
        room.add_player(player, player.title())
        room.deposit(player, Decimal(1000), Currency.PLAY)
    sit = m.Sit(table_id=HU_RING.id, buy_in=HU_RING.min_buy_in)
    flush = room._flush

    def failing() -> None:
        flush()
        raise Injected("a bug at the end of the step")

    room._flush = failing  # type: ignore[method-assign]
    with pytest.raises(Injected):
        room.handle("ann", sit)
    room._flush = flush  # type: ignore[method-assign]
    assert stored_stacks(server) == ()
    check_stored(server, room)
    seen = []
    for player in ("ann", "bob"):
        room.handle(player, sit)
        check_stored(server, room)
    seen.append("sit")
    for _ in range(300):
        clock.advance(1)
        room.run_due()
        check_stored(server, room)
        while requests:
            player, request = requests.pop(0)
            kind = m.ActionKind.CALL if m.ActionKind.CALL in request.legal.actions \
                else m.ActionKind.CHECK
            room.handle(player, m.Act(table_id=request.table_id, action=kind))
            check_stored(server, room)
        hands = room.rings.get(HU_RING.id).table.hand_no
        if hands == 3 and "top_up" not in seen:
            room.handle("ann", m.TopUp(table_id=HU_RING.id, up_to=HU_RING.max_buy_in))
            seen.append("top_up")
        if hands == 5 and "leave" not in seen:
            room.handle("bob", m.Leave(table_id=HU_RING.id))
            seen.append("leave")
        if "leave" in seen and "bob" not in dict(stored_stacks(server)):
            return seen
    return seen


def test_stored_ring_stacks_follow_every_step_and_add_up_to_the_table_account(
        tmp_path: Path) -> None:
    """Through the real server's step scope on a real SQLite file: after every step
    (sit-downs, hands settled, a top-up, a leave, and a sit-down failing at its end) the
    stored stacks are the table's and add up to its ledger account."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    config = ServerConfig(port=0, db=str(tmp_path / "db.sqlite3"), hash_cost=CHEAP,
                          room=CONFIG)

    async def main() -> list[str]:
        server = PokerServer(config, clock=clock)
        await server.start()
        try:  # no await in between: the server's own driver never runs meanwhile
            assert server.room is not None
            return play(server, server.room, clock)
        finally:
            await server.stop()

    assert asyncio.run(main()) == ["sit", "top_up", "leave"]
