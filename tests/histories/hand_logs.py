"""An engine hand as the client records it: its events as the protocol's table events
(table seat = engine seat + 1), through the client's own `HandLogBuilder`, so tests and
benchmarks write it with the app's writers (`pokerstars_text`, `phh_text`)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from client.engine import Hand
from client.engine.events import events_for
from client.histories.own.record import HandLog, HandLogBuilder, TableInfo
from client.protocol.convert import table_body
from client.protocol.messages import TableEvent

WHEN = datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)


def hand_log(hand: Hand, names: Sequence[str], hero: int | None, info: TableInfo,
             hand_id: str = "h1", when: datetime = WHEN) -> HandLog:
    """The finished `hand` as the player in engine seat `hero` (None: an observer) saw it."""
    n = len(hand.config.stacks)
    button = hand.config.button + 1 if hand.config.button < n else 1
    events = [TableEvent(table_id=info.table_id, hand_id=hand_id, seat=None,
                         body=table_body("seating", {
                             "players": list(names), "seats": list(range(1, n + 1)),
                             "button_seat": button, "small_blind_seat": 0,
                             "big_blind_seat": 0}))]
    for e in events_for(hand.events, hero):
        events.append(TableEvent(table_id=info.table_id, hand_id=hand_id,
                                 seat=None if e.seat is None else e.seat + 1,
                                 body=table_body(e.kind, e.data)))
    builder = HandLogBuilder(info)
    seat_names = {s + 1: name for s, name in enumerate(names)}
    hero_seat = None if hero is None else hero + 1
    done = [log for e in events if (log := builder.add(e, seat_names, hero_seat, when))]
    assert len(done) == 1, "the hand did not end"
    return done[0]
