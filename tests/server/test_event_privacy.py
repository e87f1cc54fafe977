"""Rule: no hole card to the wrong player. Every private table-event body (hole cards, draw
results) the room sends goes only to the player it belongs to."""

from __future__ import annotations

from client.protocol import messages as m
from client.protocol.table_bodies import PRIVATE_BODIES, DealHole, Draw
from client.room.clock import SimulatedClock
from client.service.service import RoomService
from tests.server.test_practice_tools import TABLE_SCENARIO, practice_room

ORDER = (m.ActionKind.DRAW, m.ActionKind.CHECK, m.ActionKind.CALL, m.ActionKind.FOLD)


def play_to_the_draws(service: RoomService, clock: SimulatedClock, table_id: str,
                      received: list[tuple[str, m.Event]]) -> None:
    """Stand pat, check or call every turn of ``me`` until the table stops dealing."""
    for _ in range(2000):
        found = service.tables.lookup(table_id)
        if found is None:
            return
        if found[1].to_act == "me":
            request = next(e for pid, e in reversed(received)
                           if pid == "me" and isinstance(e, m.ActionRequest))
            action = next(k for k in ORDER if k in request.legal.actions)
            service.handle("me", m.Act(table_id=table_id, action=action))
        elif not service.run_due():
            clock.advance(1)
            if service.next_deadline() is None:
                return


def test_private_bodies_are_addressed_only_to_their_owner() -> None:
    """In a triple-draw practice table every DealHole and Draw reaches only its owner (and
    each player does get their own), while the public events reach everyone."""
    service, clock, _out = practice_room()
    received: list[tuple[str, m.Event]] = []
    service.subscribe(lambda pid, event: received.append((pid, event)))
    scenario = TABLE_SCENARIO.replace('game = "NLHE"', 'game = "27TD"')
    service.handle("me", m.LoadScenario(text=scenario))
    loaded = next(e for pid, e in received if isinstance(e, m.ScenarioLoaded))
    assert loaded.table_id is not None
    play_to_the_draws(service, clock, loaded.table_id, received)
    table_events = [(pid, e) for pid, e in received if isinstance(e, m.TableEvent)]
    private = [(pid, e) for pid, e in table_events if isinstance(e.body, PRIVATE_BODIES)]
    assert any(isinstance(e.body, DealHole) for _pid, e in private)
    assert any(isinstance(e.body, Draw) for _pid, e in private)
    assert all(e.player_id == pid for pid, e in private)
    assert {pid for pid, _e in private} == {"me"}  # bots have no connection to send to
