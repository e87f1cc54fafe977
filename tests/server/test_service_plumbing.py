"""The room service's shared plumbing on its own: stale marks (`Changes`), due times and
pacing (`Pace`), and the table index (`TableDirectory`)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.table import Blinds, Table
from client.service.changes import Changes
from client.service.config import RoomConfig
from client.service.errors import ServiceError
from client.service.outbox import Audience, Outbox
from client.service.pace import Due, Pace
from client.service.tables import TableDirectory

START = datetime(2026, 3, 1, 20, tzinfo=UTC)


class StubGame:
    """The part behind a cash table, for the index only (the table itself is real)."""

    def blinds(self, table_id: str) -> Blinds:
        return Blinds(1, 2)

    def deal_next(self, table_id: str) -> None:
        raise AssertionError("not used")

    def leave(self, player_id: str, table_id: str) -> None:
        raise AssertionError("not used")


def pace_for(clock: SimulatedClock, bots: set[str]) -> tuple[Pace, Changes, Audience]:
    changes = Changes()
    audience = Audience(Outbox(bots.__contains__), clock)
    config = RoomConfig(sit_and_gos=(), tournaments=(), rings=(), bot_delay=2.0,
                        hand_pause=3.0)
    return Pace(clock, config, bots.__contains__, audience, changes), changes, audience


def test_changes_are_taken_sorted_once_and_saves_carry_their_restart_point() -> None:
    changes = Changes()
    for table_id in ("t2", "t1", "t2"):
        changes.table(table_id)
    changes.save("b")
    changes.save("a", fresh=True)
    changes.save("b")
    assert changes.take_tables() == ["t1", "t2"]
    assert changes.take_tables() == []
    assert changes.take_saves() == [("a", True), ("b", False)]
    assert changes.take_saves() == []


def test_every_mark_the_flush_sends_is_pending_until_taken() -> None:
    """`Changes.pending` lets the flush stop once nothing more is marked: every marker
    (found by name, so a new one is checked too) makes it true, and taking every mark
    makes it false; a ring table's money mark is the server's, not the flush's."""
    markers = [name for name, _f in inspect.getmembers(Changes, inspect.isfunction)
               if not name.startswith(("_", "take_")) and
               name not in ("pending", "lobby_changed", "money")]
    assert len(markers) == 13
    for name in markers:
        changes = Changes()
        marker = getattr(changes, name)
        marker(*("x" for _p in inspect.signature(marker).parameters))
        assert changes.pending(), name
        for take in (n for n in dir(changes) if n.startswith("take_") and n != "take_money"):
            getattr(changes, take)()
        assert not changes.pending(), name
    changes = Changes()
    changes.money("t1")
    assert not changes.pending()


def test_restore_view_sends_the_view_and_asks_for_the_turn_again() -> None:
    changes = Changes()
    changes.restore_view("ann", "t1")
    assert changes.take_resends() == ["t1"]
    assert changes.take_snapshots() == [("ann", "t1")]
    assert changes.take_tables() == ["t1"]


def test_a_claimed_item_runs_once_and_a_moved_one_is_not_claimed() -> None:
    clock = SimulatedClock(START)
    pace, _changes, _audience = pace_for(clock, set())
    due = clock.now()
    pace.at(Due.BOT, "t1", due)
    assert pace.earliest() == due
    pace.at(Due.BOT, "t1", due + timedelta(seconds=5))  # rescheduled meanwhile
    assert not pace.claim(Due.BOT, "t1", due)
    assert pace.claim(Due.BOT, "t1", due + timedelta(seconds=5))
    assert not pace.claim(Due.BOT, "t1", due + timedelta(seconds=5))
    assert pace.earliest() is None


def test_what_is_due_comes_earliest_first_and_nothing_not_yet_due() -> None:
    clock = SimulatedClock(START)
    pace, _changes, _audience = pace_for(clock, set())
    now = clock.now()
    pace.at(Due.TICK, "late", now + timedelta(seconds=1))
    pace.at(Due.TICK, "b", now)
    pace.at(Due.TICK, "a", now - timedelta(seconds=2))
    pace.at(Due.TICK, "c", now)
    assert pace.due_by(Due.TICK, now) == [("a", now - timedelta(seconds=2)), ("b", now),
                                          ("c", now)]
    assert pace.due_by(Due.BOT, now) == []
    assert pace.earliest() == now - timedelta(seconds=2)


def test_a_cash_table_between_hands_deals_at_once_for_bots_and_after_the_pause_for_humans(
        ) -> None:
    clock = SimulatedClock(START)
    pace, changes, audience = pace_for(clock, {"bot-1", "bot-2"})
    table = Table("t1", 6, "NLHE", clock)
    table.sit("bot-1", 1, 100)
    table.sit("bot-2", 2, 100)
    pace.after_table_change(None, table)
    assert pace.scheduled(Due.DEAL) == [("t1", clock.now())]
    assert changes.take_tables() == ["t1"]
    assert pace.bot_delay(table, sitting_out=False) == 0.0
    audience.observe("ann", "t1")  # a human watches: bots think at a watchable pace
    assert pace.bot_delay(table, sitting_out=False) == 2.0
    assert pace.bot_delay(table, sitting_out=True) == 0.0


def test_directory_finds_cash_tables_and_refuses_unknown_ones() -> None:
    clock = SimulatedClock(START)
    directory = TableDirectory()
    table = Table("ring-1", 6, "NLHE", clock)
    game = StubGame()
    directory.add_cash(table, game)
    assert directory.lookup("ring-1") == (None, table)
    assert directory.cash_game("ring-1") is game
    assert directory.cash_tables() == [table]
    directory.remove_cash("ring-1")
    assert directory.lookup("ring-1") is None
    with pytest.raises(ServiceError) as refused:
        directory.get("ring-1")
    assert refused.value.code is m.ErrorCode.NOT_FOUND


def test_an_event_to_many_reaches_each_human_in_order_when_held_or_not() -> None:
    """`Outbox.send_all` holds one (player, event) per human, in the audience's order, as
    one `send` each would (bots get nothing); a failed step's events reach nobody; a
    subscriber gone during a delivery still gets that one, nothing after it."""
    outbox = Outbox({"bot1"}.__contains__)
    seen: list[tuple[str, str, m.Event]] = []
    event = m.ChatLine(table_id="t1", sender="Dealer", text="hi", time=START)
    outbox.send_all(["ann", "bot1", "bob"], event)  # not held: delivered at once
    assert seen == []
    stop_second: list[Callable[[], None]] = []

    def first(player_id: str, ev: m.Event) -> None:
        seen.append(("first", player_id, ev))
        if player_id == "bob":
            stop_second[0]()

    outbox.subscribe(first)
    stop_second.append(outbox.subscribe(lambda p, ev: seen.append(("second", p, ev))))
    with outbox.held():
        outbox.send_all(["cid", "bot1", "ann"], event)
        outbox.send("bob", event)
        assert seen == []
    assert seen == [("first", "cid", event), ("second", "cid", event),
                    ("first", "ann", event), ("second", "ann", event),
                    ("first", "bob", event), ("second", "bob", event)]
    seen.clear()
    with pytest.raises(ZeroDivisionError), outbox.held():
        outbox.send_all(["ann", "bob"], event)
        raise ZeroDivisionError
    assert seen == []
    outbox.send_all(iter(["bot1", "dan"]), event)
    assert seen == [("first", "dan", event)]
