"""The multi-client harness (client/qa/harness.py) against a real seeded server: a client
cut off for a while reconnects, resumes its session, is sent its table again and plays
on to the end of the sit & go; a slowed client's frames still arrive."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from client.protocol.messages import (
    Act,
    ActionKind,
    ActionRequest,
    ConnectionState,
    ConnectionStatus,
    Event,
    Register,
    TableEvent,
    TableSnapshot,
    TournamentEvent,
)
from client.qa.harness import Harness

pytestmark = [pytest.mark.timeout(180), pytest.mark.slow]
TID = "sng-1"
SERVER = ["--grant", "USD:100", "--sng-seats", "2", "--sng-stack", "300"]


def shove(request: ActionRequest) -> Act:
    """All in at every turn: the sit & go ends in a few hands."""
    legal = request.legal
    for kind in (ActionKind.RAISE, ActionKind.BET):
        if kind in legal.actions:
            return Act(table_id=request.table_id, hand_id=request.hand_id, action=kind,
                       amount=legal.max_amount)
    kind = ActionKind.CALL if ActionKind.CALL in legal.actions else ActionKind.CHECK
    return Act(table_id=request.table_id, hand_id=request.hand_id, action=kind)


def finished(event: Event) -> bool:
    return isinstance(event, TournamentEvent) and event.tournament_id == TID and \
        event.kind == "tournament_finished"


def test_client_cut_off_for_a_while_reconnects_and_plays_on(tmp_path: Path) -> None:
    async def main() -> None:
        async with Harness(tmp_path, ["ann", "bob"], seed=7, server_args=SERVER,
                           policy=shove) as h:
            ann, bob = h.clients["ann"], h.clients["bob"]
            h.delay("bob", 0.02)
            first_turn = asyncio.ensure_future(ann.wait(
                lambda e: isinstance(e, ActionRequest | TableEvent)))
            ends = [asyncio.ensure_future(c.wait(finished, timeout=120)) for c in (ann, bob)]
            for client in (ann, bob):
                await client.adapter.send(Register(tournament_id=TID))
            await first_turn
            await h.disconnect("ann", seconds=1.0)
            await asyncio.gather(*ends)
            states = [(i, e.state) for i, e in enumerate(ann.events)
                      if isinstance(e, ConnectionState)]
            cut = next(i for i, state in states if state is ConnectionStatus.RECONNECTING)
            back = next(i for i, state in states
                        if i > cut and state is ConnectionStatus.CONNECTED)
            assert any(isinstance(e, TableSnapshot) for e in ann.events[back:])  # resumed
            assert not [e for e in bob.events if isinstance(e, ConnectionState)
                        and e.state is ConnectionStatus.RECONNECTING]

    asyncio.run(main())


def test_server_killed_and_restarted_the_sit_and_go_still_ends(tmp_path: Path) -> None:
    """kill_server / restart_server: same port, same store; the clients reconnect by
    themselves and the tournament resumes to its end."""
    async def main() -> None:
        async with Harness(tmp_path, ["ann", "bob"], seed=3, server_args=SERVER,
                           policy=shove) as h:
            ann, bob = h.clients["ann"], h.clients["bob"]
            first_turn = asyncio.ensure_future(ann.wait(
                lambda e: isinstance(e, ActionRequest | TableEvent)))
            ends = [asyncio.ensure_future(c.wait(finished, timeout=120)) for c in (ann, bob)]
            for client in (ann, bob):
                await client.adapter.send(Register(tournament_id=TID))
            await first_turn
            h.kill_server()
            h.restart_server()
            await asyncio.gather(*ends)
            for client in (ann, bob):
                assert ConnectionStatus.RECONNECTING in [
                    e.state for e in client.events if isinstance(e, ConnectionState)]

    asyncio.run(main())


def test_disconnect_extra_time_a_disconnected_players_turn_waits_for_them(
        tmp_path: Path) -> None:
    """Site rule (disconnect extra time, DET): a player disconnected in a sit & go down to
    the paid places plus one (heads-up: throughout) is given extra time to act before
    their hand is folded. Ann goes away at her turn for longer than her action time and
    time bank (1 s + 30 s); her hand is not folded: back, the same turn is hers."""
    async def main() -> None:
        async with Harness(tmp_path, ["ann", "bob"], seed=5, policy=shove,
                           server_args=[*SERVER, "--action-seconds", "1"]) as h:
            ann, bob = h.clients["ann"], h.clients["bob"]
            h.disconnect_at_turn("ann", 33.0)
            turn = asyncio.ensure_future(ann.wait(lambda e: isinstance(e, ActionRequest)))
            for client in (ann, bob):
                await client.adapter.send(Register(tournament_id=TID))
            cut = await turn
            assert isinstance(cut, ActionRequest) and cut.hand_id is not None
            again = await ann.wait(lambda e: isinstance(e, ActionRequest), timeout=90)
            assert isinstance(again, ActionRequest)
            assert (again.hand_id, again.table_id) == (cut.hand_id, cut.table_id)
            back = [e.state for e in ann.events if isinstance(e, ConnectionState)]
            assert ConnectionStatus.RECONNECTING in back  # she was away all that time

    asyncio.run(main())
