"""The room's tracked containers and objects log their contents before their first change in
a step, whichever way they are changed (issue 22, item 6: a step costs what it changes):
every public method of dict, list, set and deque that changes them is overridden (a new
one fails here until it is taught), a failed step, or a failed step inside a step, puts
them back in place, and a room source that hands a tracked list to `heapq` (which changes
a list in C, past the overrides) fails by name."""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from client.room import tracked
from client.room.clock import SimulatedClock
from client.room.steps import untracked
from client.room.tracked import (
    TDeque,
    TDict,
    TList,
    Tracked,
    TSet,
    close_step,
    open_step,
    undo_step,
)
from client.service import RoomService
from tests.adapters.harness import CONFIG, GRANTS
from tests.step_check import UntrackedState

ROOT = Path(__file__).resolve().parents[2]

READERS = {"copy", "count", "fromkeys", "get", "index", "items", "keys", "values",
           "difference", "intersection", "isdisjoint", "issubset", "issuperset",
           "symmetric_difference", "union", "maxlen"}
"""Public methods that only read (or make a new object)."""

CHANGES: dict[type, dict[str, Callable[[Any], object]]] = {
    TDict: {
        "__setitem__": lambda d: d.__setitem__("z", 9), "__delitem__": lambda d: d.__delitem__("a"),
        "__ior__": lambda d: d.__ior__({"y": 8}), "pop": lambda d: d.pop("a"),
        "popitem": lambda d: d.popitem(), "setdefault": lambda d: d.setdefault("x", 7),
        "update": lambda d: d.update(w=6), "clear": lambda d: d.clear(),
    },
    TList: {
        "__setitem__": lambda x: x.__setitem__(0, 9), "__delitem__": lambda x: x.__delitem__(0),
        "__iadd__": lambda x: x.__iadd__([5]), "__imul__": lambda x: x.__imul__(2),
        "append": lambda x: x.append(4), "extend": lambda x: x.extend([4]),
        "insert": lambda x: x.insert(0, 4), "pop": lambda x: x.pop(),
        "remove": lambda x: x.remove(1), "clear": lambda x: x.clear(),
        "sort": lambda x: x.sort(reverse=True), "reverse": lambda x: x.reverse(),
        "heappush": lambda x: x.heappush(0), "heappop": lambda x: x.heappop(),
    },
    TSet: {
        "__ior__": lambda s: s.__ior__({9}), "__iand__": lambda s: s.__iand__({1}),
        "__isub__": lambda s: s.__isub__({1}), "__ixor__": lambda s: s.__ixor__({1, 9}),
        "add": lambda s: s.add(8), "discard": lambda s: s.discard(1),
        "remove": lambda s: s.remove(1), "pop": lambda s: s.pop(), "clear": lambda s: s.clear(),
        "update": lambda s: s.update({9}), "difference_update": lambda s: s.difference_update({1}),
        "intersection_update": lambda s: s.intersection_update({2}),
        "symmetric_difference_update": lambda s: s.symmetric_difference_update({1, 9}),
    },
    TDeque: {
        "__setitem__": lambda q: q.__setitem__(0, 9), "__delitem__": lambda q: q.__delitem__(0),
        "__iadd__": lambda q: q.__iadd__([5]), "__imul__": lambda q: q.__imul__(2),
        "append": lambda q: q.append(4), "appendleft": lambda q: q.appendleft(4),
        "extend": lambda q: q.extend([4]), "extendleft": lambda q: q.extendleft([4]),
        "insert": lambda q: q.insert(0, 4), "pop": lambda q: q.pop(),
        "popleft": lambda q: q.popleft(), "remove": lambda q: q.remove(1),
        "clear": lambda q: q.clear(), "rotate": lambda q: q.rotate(1),
        "reverse": lambda q: q.reverse(),
    },
}
MADE: dict[type, Callable[[], Any]] = {
    TDict: lambda: TDict({"a": 1, "b": 2}), TList: lambda: TList([1, 2, 3]),
    TSet: lambda: TSet({1, 2, 3}), TDeque: lambda: TDeque([1, 2, 3]),
}
BASES: dict[type, type] = {TDict: dict, TList: list, TSet: set, TDeque: deque}


def contents(obj: Any) -> object:
    return dict(obj) if isinstance(obj, dict) else list(obj)


@pytest.mark.parametrize("cls", list(BASES))
def test_every_public_method_that_changes_the_base_class_is_overridden(cls: type) -> None:
    base = BASES[cls]
    changers = {n for n in dir(base) if callable(getattr(base, n)) and (
        not n.startswith("_") or n in ("__setitem__", "__delitem__") or
        (re.fullmatch(r"__i\w+__", n) and n not in ("__init__", "__init_subclass__", "__iter__")))
        } - READERS
    assert changers <= CHANGES[cls].keys(), "teach client.room.tracked and this test"
    for name in CHANGES[cls]:
        assert name in cls.__dict__, f"{cls.__name__}.{name} is not overridden"


@pytest.mark.parametrize(("cls", "name"),
                         [(cls, name) for cls, calls in CHANGES.items() for name in calls])
def test_a_failed_step_puts_a_container_back_whatever_changed_it(cls: type, name: str) -> None:
    obj = MADE[cls]()
    before = contents(obj)
    outer = open_step()
    CHANGES[cls]["__setitem__" if cls is TDict else "append" if cls is not TSet else "update"](obj)
    between = contents(obj)
    inner = open_step()  # a step inside a step, undone on its own
    CHANGES[cls][name](obj)
    assert [o for _restore, o, _state in tracked._open.log[inner.start:]] == [obj]
    undo_step(inner)
    close_step(inner)
    assert contents(obj) == between
    undo_step(outer)
    close_step(outer)
    assert contents(obj) == before
    assert tracked._open.log == [] and tracked._open.kept is None


class Part(Tracked):
    def __init__(self) -> None:
        self.count = 0
        self.seats: TDict[int, str] = TDict({1: "ann"})


def test_a_tracked_object_is_put_back_in_place_and_logged_once_per_step() -> None:
    part = Part()
    seats = part.seats
    step = open_step()
    part.count = 1
    part.count = 2
    part.extra = "added"  # type: ignore[attr-defined]
    del part.count
    part.seats[2] = "bob"
    assert [type(obj) for _restore, obj, _state in tracked._open.log] == [Part, TDict]
    undo_step(step)
    close_step(step)
    assert part.count == 0 and part.seats is seats and seats == {1: "ann"}
    assert not hasattr(part, "extra")


def test_changes_outside_a_step_and_steps_that_succeed_leave_no_log() -> None:
    part = Part()
    part.count = 5
    step = open_step()
    part.count = 6
    close_step(step)
    assert tracked._open.log == [] and part.count == 6


def test_a_plain_container_under_a_tracked_part_is_named() -> None:
    part = Part()
    part.plain = {"x": [1]}  # type: ignore[attr-defined]
    part.seats[3] = "cid"
    assert untracked(part) == ["Part.plain: dict"]


def test_no_room_source_hands_a_list_to_heapq() -> None:
    """`heapq` changes a list in C, past a `TList`'s overrides: the room uses
    `TList.heappush`/`heappop`, which log first."""
    sources = [p for d in ("client/room", "client/service")
               for p in (ROOT / d).rglob("*.py")]
    users = [str(p.relative_to(ROOT)) for p in sources if p.name != "tracked.py"
             and "heapq" in p.read_text() and "client.room.tracked" in p.read_text()]
    assert users == []


def test_a_room_step_storing_a_plain_list_fails_the_test_by_name() -> None:
    """The suite's check (tests/step_check.py, on for every test) names what a step
    stored that no step would put back."""
    room = RoomService(SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC)), config=CONFIG,
                       grants=GRANTS)

    def storing() -> None:
        room.accounts.plain = []  # type: ignore[attr-defined]

    with pytest.raises(UntrackedState, match=r"Accounts\.plain: list"):
        room._whole_step(storing)


def test_an_object_made_during_a_step_is_not_logged() -> None:
    """Nothing that was there before the step refers to it after an undo."""
    step = open_step()
    part = Part()
    part.count = 3
    assert tracked._open.log == []
    close_step(step)


NO_CHANGE: list[tuple[Callable[[], Any], Callable[[Any], object]]] = [
    (lambda: TDict({"a": 1}), lambda d: d.pop("z", None)),
    (lambda: TDict({"a": 1}), lambda d: d.setdefault("a", 2)),
    (TDict, lambda d: d.clear()),
    (lambda: TSet({1}), lambda s: s.discard(9)),
    (lambda: TSet({1}), lambda s: s.add(1)),
    (TSet, lambda s: s.clear()),
    (Part, lambda p: setattr(p, "seats", p.seats)),  # the very object it holds
]


@pytest.mark.parametrize(("made", "call"), NO_CHANGE)
def test_a_call_that_changes_nothing_logs_nothing(made: Callable[[], Any],
                                                  call: Callable[[Any], object]) -> None:
    """A step costs what it changes: popping an absent key, discarding an absent item,
    adding an item already there, clearing an empty container, setting a default already
    there or writing an attribute the object it already holds keeps nothing."""
    obj = made()
    step = open_step()
    call(obj)
    assert tracked._open.log == []
    close_step(step)


def test_a_step_with_nothing_stale_logs_nothing_in_its_flush() -> None:
    """Every step ends in `RoomService._flush`, which takes every stale mark: with none
    set it changes nothing, so it logs nothing (it logged about 10 objects a step)."""
    room = RoomService(SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC)), config=CONFIG,
                       grants=GRANTS)
    room._whole_step(room._flush)  # what the room's making left stale

    def flushing() -> None:
        room._flush()
        assert tracked._open.log == []

    room._whole_step(flushing)
