"""A table's event data is plain JSON data, owned by its event: the service sends and
logs it as it is (no defensive copy), so the wire and the stored hand record depend on
this."""

from __future__ import annotations

import pytest

from client.bots import make_bot
from client.engine.games import GAMES
from client.protocol.convert import jsonable
from client.room.clock import SimulatedClock
from client.room.table import Blinds, HandReport, Table, TableEvent

_LEAVES = (str, int, float, bool, type(None))


def _containers(value: object, seen: list[object]) -> None:
    """Fail unless ``value`` is str/int/float/bool/None in str-keyed dicts and lists;
    every dict and list met goes to ``seen``."""
    if type(value) in _LEAVES:
        return
    assert type(value) in (dict, list), f"not plain: {value!r}"
    seen.append(value)
    if isinstance(value, dict):
        assert all(type(k) is str for k in value), f"a key not a str: {value!r}"
        for item in value.values():
            _containers(item, seen)
    elif isinstance(value, list):
        for item in value:
            _containers(item, seen)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_event_data_is_plain_and_unshared(clock: SimulatedClock, game: str) -> None:
    events: list[TableEvent] = []
    reports: list[HandReport] = []
    table = Table("t1", 6, game, clock, listener=events.append, on_hand_over=reports.append)
    for seat in range(1, 5):
        table.sit(f"p{seat}", seat, 400, make_bot("random", seat))
    for seed in range(6):
        if not table.can_deal():
            break
        table.start_hand(Blinds(10, 20, 5 if game.startswith(("STUD", "RAZZ")) else 0),
                         seed=seed)
        for player in reports[-1].busted:
            table.leave(player)
    assert {e.kind for e in events} >= {"seating", "hand_started", "action", "hand_ended"}
    seen: list[object] = []
    for event in events:
        assert type(event.data) is dict
        _containers(event.data, seen)
        assert jsonable(event.data) == event.data
    assert len({id(c) for c in seen}) == len(seen), "a list or dict shared by two events"
