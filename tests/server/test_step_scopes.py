"""A step's log covers everything the step changes (DESIGN: "snapshot what a step touches
and restore it on error"). The room's parts log their own contents before their first
change in a step (`client.room.tracked`), which is whole only if every mutable object of
the room is tracked (or an island its owner keeps): here every command and every due step
of a busy room (sit & goes played to the end and reopened, a ring table, a fast-fold
pool) is first run with a failure planted at its very end, and the whole room, walked
from the top, must be exactly as before, with nothing untracked under a tracked part;
then the step is run for real and play goes on."""

from __future__ import annotations

import pickle
import random
from collections import deque
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from client.engine import Hand
from client.protocol import messages as m
from client.room import tracked
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.steps import Snapshot, untracked
from client.room.table import Table
from client.room.tournament.field import State
from client.service import RoomService
from client.service import service as service_module
from tests.adapters.harness import CONFIG, GRANTS, HU_POOL, HU_RING

pytestmark = pytest.mark.timeout(240)


class Injected(RuntimeError):
    """The failure planted at the end of a step, after all it changed."""


class Room:
    """The whole room as it is now: every mutable object's contents, as a full-room
    snapshot records them (only the clock, the ledger, the journal and the outbox, which
    the step undoes or holds by other means, are left out)."""

    def __init__(self, room: RoomService) -> None:
        self._room = room
        self._ledger = len(room.ledger.entries), room.ledger.balances(Currency.PLAY)
        shared = (room.clock, room.config, room.ledger, room.journal, room._outbox,
                  room._commands, room.hand_review)
        # A seeded hand is kept as how to play it again: an undo makes it again, the
        # same object as it was with new contents, compared by value here.
        self._hands = {id(hand): (hand, _value(hand)) for hand in _remade_hands(room, shared)}
        self._saved = Snapshot(room, shared=(*shared, *(h for h, _v in self._hands.values())
                                             ))._saved
        assert untracked(room, shared) == [], "a plain container under a tracked part"

    def changed(self) -> list[str]:
        """The kinds of objects whose contents are no longer what they were."""
        room = self._room
        out = [] if self._ledger == (len(room.ledger.entries),
                                     room.ledger.balances(Currency.PLAY)) else ["ledger"]
        for obj, _kind, state in self._saved:
            if not _same(_contents(obj), state):
                out.append(type(obj).__qualname__)
        out.extend(type(hand).__qualname__ for hand, value in self._hands.values()
                   if _value(hand) != value)
        return out


def _remade_hands(room: RoomService, shared: tuple[object, ...]) -> list[Hand]:
    """The running hands the room's tables keep as how to play them again."""
    return [obj._hand for obj, _kind, _state in Snapshot(room, shared=shared)._saved
            if isinstance(obj, Table) and obj._hand is not None and obj._replayable]


def _value(hand: Hand) -> bytes:
    """A hand's whole state by value (its cache of the options to act filled first)."""
    if hand.to_act is not None:
        hand.legal()
    return pickle.dumps(hand)


def logged_by_steps(monkeypatch: pytest.MonkeyPatch) -> list[list[object]]:
    """The objects each outermost step of the room logged (those it changed), as they
    end (a failed one's before they are put back)."""
    logged: list[list[object]] = []
    undo, close = tracked.undo_step, tracked.close_step
    undone: set[int] = set()

    def log_of(mark: tracked.StepMark) -> list[object]:
        return [obj for _restore, obj, _state in tracked._open.log[mark.start:]]

    def undoing(mark: tracked.StepMark) -> None:
        if mark.outer is None:
            logged.append(log_of(mark))
            undone.add(id(mark))
        undo(mark)

    def closing(mark: tracked.StepMark) -> None:
        if mark.outer is None and id(mark) not in undone:
            logged.append(log_of(mark))
        close(mark)

    monkeypatch.setattr(service_module, "undo_step", undoing)
    monkeypatch.setattr(service_module, "close_step", closing)
    return logged


def reached(root: object) -> set[int]:
    """The ids of every mutable object reachable from ``root``."""
    return {id(obj) for obj, _kind, _state in Snapshot(root)._saved}


def _contents(obj: Any) -> object:
    if isinstance(obj, list):
        return obj[:]
    if isinstance(obj, dict):
        return obj.copy()
    if isinstance(obj, (set, deque)):
        return list(obj)
    if isinstance(obj, random.Random):
        return obj.getstate()
    attrs = obj.__dict__.copy() if hasattr(obj, "__dict__") else {}
    slots = [n for k in type(obj).__mro__ for n in getattr(k, "__slots__", ())
             if n not in ("__dict__", "__weakref__")]
    attrs.update((n, getattr(obj, n)) for n in slots if hasattr(obj, n))
    return attrs, tuple(slots)


def _same(now: object, then: object) -> bool:
    """Same contents, item by item the same objects (what `Snapshot.restore` puts back)."""
    if isinstance(then, tuple) and len(then) == 2 and isinstance(then[0], dict):
        return _same(now[0], then[0])  # type: ignore[index]
    if isinstance(then, dict):
        assert isinstance(now, dict)
        return now.keys() == then.keys() and all(now[k] is then[k] for k in then)
    if isinstance(then, list) and isinstance(now, list):
        if len(now) != len(then):
            return False
        return all(a is b for a, b in zip(now, then, strict=True)) or \
            {id(a) for a in now} == {id(b) for b in then}  # a set's order may differ
    return now == then


def checked(room: RoomService, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Make every command and due step of ``room`` run twice: first with a failure at its
    end, checked to leave no trace, then for real. Returns the steps checked."""
    steps: list[str] = []
    handle, flush, step = room.handle, room._flush, room._step

    def failing_flush() -> None:
        flush()
        raise Injected("a bug at the end of the step")

    def failed_first(what: str, run: Callable[[], None]) -> None:
        """Run the step with a bug planted at its end (the room must be as before), then
        for real."""
        before = Room(room)
        monkeypatch.setattr(room, "_flush", failing_flush)
        try:
            with pytest.raises(Injected):
                run()
        finally:
            monkeypatch.setattr(room, "_flush", flush)
        changed = before.changed()
        assert changed == [], f"{what} left a trace: {changed}"
        steps.append(what)
        run()

    def handle_twice(player_id: str, command: m.Command) -> None:
        failed_first(m.type_of(command), lambda: handle(player_id, command))

    def step_twice(what: str, run: Callable[[], None]) -> int:
        before = Room(room)

        def failing() -> None:
            run()
            raise Injected("a bug at the end of the step")

        assert step(what, failing) == 0
        changed = before.changed()
        assert changed == [], f"the due step for {what} left a trace: {changed}"
        steps.append(what)
        return step(what, run)

    def set_connected_twice(player_id: str, connected: bool) -> None:
        failed_first("connected" if connected else "disconnected",
                     lambda: set_connected(player_id, connected))

    set_connected = room.set_connected
    monkeypatch.setattr(room, "_flush", flush)  # an attribute of its own from now on
    monkeypatch.setattr(room, "handle", handle_twice)
    monkeypatch.setattr(room, "set_connected", set_connected_twice)
    monkeypatch.setattr(room, "_step", step_twice)
    return steps


def test_a_step_failing_at_its_end_leaves_no_trace_anywhere_in_the_room(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Sit & goes to their end (eliminations, prizes, the next instance opened), a ring
    table and a fast-fold pool, all at once: no command or due step, made to raise after
    everything it did, changes any object of the room."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    room = RoomService(clock, config=CONFIG, grants=GRANTS)
    requests: list[tuple[str, m.ActionRequest]] = []
    room.subscribe(lambda p, e: requests.append((p, e))
                   if isinstance(e, m.ActionRequest) else None)
    steps = checked(room, monkeypatch)
    players = [f"p{i}" for i in range(8)]
    for player in players:
        room.ensure_local_player(player, player.title())
    for pair in (players[0:2], players[3:5]):
        tid = next(t.tournament_id for t in room.tournaments.all()
                   if t.structure.max_players == 2 and not t.entrants)
        for player in pair:
            room.handle(player, m.Register(tournament_id=tid))
    for player in players[4:6]:  # p4 at both: a sit & go and the ring table
        room.handle(player, m.Sit(table_id=HU_RING.id, buy_in=HU_RING.min_buy_in))
    for player in players[6:8]:
        room.handle(player, m.JoinPool(pool_id=HU_POOL.id, buy_in=HU_POOL.min_buy_in))
    finished = 0
    for second in range(400):
        clock.advance(1)
        if second % 10 == 5:  # p4's link drops and comes back
            room.set_connected("p4", second % 20 == 15)
        room.run_due()
        while requests:
            player, request = requests.pop(0)
            legal = request.legal
            if m.ActionKind.RAISE in legal.actions or m.ActionKind.BET in legal.actions:
                kind = m.ActionKind.RAISE if m.ActionKind.RAISE in legal.actions else \
                    m.ActionKind.BET
                room.handle(player, m.Act(table_id=request.table_id, action=kind,
                                          amount=legal.max_amount))
            else:
                kind = m.ActionKind.CALL if m.ActionKind.CALL in legal.actions else \
                    m.ActionKind.CHECK
                room.handle(player, m.Act(table_id=request.table_id, action=kind))
        finished = sum(1 for t in room.tournaments.all() if t.state is State.FINISHED)
        if finished == 2 and len(steps) > 300:
            break
    assert finished == 2, "both sit & goes were played to their end"
    assert {"act", "register", "sit", "join_pool", "connected", "disconnected"} <= set(steps)


def test_a_step_inside_a_step_holds_its_events_with_the_outer_and_a_failed_one_drops_them(
        ) -> None:
    """The outbox holds a step's events until the outermost step ends; an inner step
    that fails drops its own events only, and a failed outer step drops them all."""
    room = RoomService(SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC)), config=CONFIG,
                       grants=GRANTS)
    room.ensure_local_player("ann", "Ann")
    seen: list[str] = []
    room.subscribe(lambda _p, e: seen.append(e.message) if isinstance(e, m.Error) else None)

    def say(text: str) -> None:
        room._outbox.send("ann", m.Error(code=m.ErrorCode.REFUSED, message=text))

    def failing(text: str) -> None:
        say(text)
        raise Injected(text)

    def outer() -> None:
        say("one")
        assert room._step("inner", lambda: failing("dropped")) == 0
        assert room._step("inner", lambda: say("two")) == 1
        assert seen == []  # held until the outer step ends

    room._whole_step(outer)
    assert seen == ["one", "two"]

    def outer_failing() -> None:
        room._step("inner", lambda: say("gone"))
        failing("outer")

    with pytest.raises(Injected):
        room._whole_step(outer_failing)
    assert seen == ["one", "two"]


class FailingCommit:
    """A store transaction whose COMMIT fails (a full disk): its outermost block raises on
    leaving without an error once ``fail`` is set."""

    def __init__(self) -> None:
        self.fail = False
        self._depth = 0

    def __enter__(self) -> None:
        self._depth += 1

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        self._depth -= 1
        if kind is None and self.fail and self._depth == 0:
            raise OSError("disk full")


def test_a_step_whose_commit_fails_leaves_no_trace_and_sends_nothing() -> None:
    """The store could not commit the step: the room is as before it and nobody was told
    of it (its events went out before the commit, and its memory stayed changed, while
    the store had none of it)."""
    commit = FailingCommit()
    room = RoomService(SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC)), config=CONFIG,
                       grants=GRANTS, transaction=lambda: commit)
    room.ensure_local_player("ann", "Ann")
    seen: list[m.Event] = []
    room.subscribe(lambda _p, e: seen.append(e))
    tid = next(t.tournament_id for t in room.tournaments.all()
               if t.structure.max_players == 2 and not t.entrants)
    before = Room(room)
    commit.fail = True
    with pytest.raises(OSError, match="disk full"):
        room.handle("ann", m.Register(tournament_id=tid, req=3))
    assert before.changed() == [] and seen == []
    commit.fail = False
    room.handle("ann", m.Register(tournament_id=tid, req=4))
    assert "ann" in room.tournaments.get(tid).entrants
    assert any(isinstance(e, m.Ack) and e.req == 4 for e in seen)
