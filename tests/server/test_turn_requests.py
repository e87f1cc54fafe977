"""Turn requests: each turn of a human gets exactly one ``ActionRequest`` (a turn is the
hand, the player and how many events the hand has logged), however many steps pass
before the player answers."""

from __future__ import annotations

from datetime import UTC, datetime
from itertools import pairwise

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.service import RoomService
from tests.adapters.harness import CONFIG, GRANTS


def test_every_turn_gets_one_request_and_a_second_turn_in_a_row_gets_its_own() -> None:
    """Heads-up check/call sit & go: between two actions exactly one request arrives,
    though each loop runs the room's due steps again; the big blind acting last before
    the flop and first after it (two turns in a row) is asked twice."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    room = RoomService(clock, config=CONFIG, grants=GRANTS)
    tid = next(t.tournament_id for t in room.tournaments.all() if t.structure.max_players == 2)
    requests: list[tuple[str, m.ActionRequest]] = []
    room.subscribe(lambda p, e: requests.append((p, e))
                   if isinstance(e, m.ActionRequest) else None)
    for player in ("ann", "bob"):
        room.ensure_local_player(player, player.title())
        room.handle(player, m.Register(tournament_id=tid))
    acted: list[tuple[str, str]] = []  # (hand id, player) of each action
    for _ in range(600):
        clock.advance(1)
        room.run_due()
        room.run_due()  # nothing changed: no request again
        if not requests:
            continue
        assert len(requests) == 1, requests
        player, request = requests.pop()
        kind = m.ActionKind.CHECK if m.ActionKind.CHECK in request.legal.actions else \
            m.ActionKind.CALL
        room.handle(player, m.Act(table_id=request.table_id, action=kind,
                                  hand_id=request.hand_id))
        acted.append((request.hand_id or "", player))
    assert len(acted) > 60  # (a turn never asked for runs into the time-outs)
    assert any(a == b for a, b in pairwise(acted))
