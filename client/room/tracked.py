"""Containers and objects that save their own contents before a room step first changes them.

A step's undo used to copy everything the step might reach before it ran (about 160
objects per player action, of which it changed about 14: half the server's CPU). The
room's parts are instead built from these classes: `TDict`, `TList`, `TSet`, `TDeque` and
`Tracked` objects (whose attribute writes are watched). While a step is open
(`open_step`), the first change of each one hands its contents as they were to the step's
log, once per step; `undo_step` writes them back into the same objects (so every reference
anyone holds sees the room as it was), newest first. A `Tracked` object made during the
step is not logged (nothing that was there before the step refers to it after the undo);
a container made during the step is logged if changed, harmlessly. Every mutator of the
base classes is overridden (tests/server/test_tracked.py checks each public method), and
the step nets check that nothing untracked hides under a tracked object
(`client.room.steps.untracked`).
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, SupportsIndex, TypeVar

K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")

Restorer = Callable[[Any, Any], None]


class _Open:
    """The open step: the ids of the objects it has kept (None: no step open) and its
    log of (restorer, object, contents as they were)."""

    __slots__ = ("kept", "log")

    def __init__(self) -> None:
        self.kept: set[int] | None = None
        self.log: list[tuple[Restorer, Any, Any]] = []


_open = _Open()


class StepMark:
    """Where a step's log starts and what was open around it (for `close_step`)."""

    __slots__ = ("kept", "outer", "start")

    def __init__(self, start: int, outer: set[int] | None, kept: set[int]) -> None:
        self.start, self.outer, self.kept = start, outer, kept


def open_step() -> StepMark:
    """Open a step (inside an open one: a step of its own, undone on its own)."""
    kept: set[int] = set()
    mark = StepMark(len(_open.log), _open.kept, kept)
    _open.kept = kept
    return mark


def undo_step(mark: StepMark) -> None:
    """Put back what every tracked object changed since ``mark`` had, newest first."""
    log = _open.log
    kept, _open.kept = _open.kept, None  # restoring is not a change to log
    try:
        for restore, obj, state in reversed(log[mark.start:]):
            restore(obj, state)
    finally:
        _open.kept = kept
        del log[mark.start:]
        mark.kept.clear()


def close_step(mark: StepMark) -> None:
    """The step ended: an outer step takes over what it kept; the outermost forgets it."""
    _open.kept = mark.outer
    if mark.outer is None:
        _open.log.clear()
    else:
        mark.outer.update(mark.kept)


def keep(restore: Restorer, obj: object, state: Callable[[], Any]) -> None:
    """Log ``obj``'s contents (``state()``) before it first changes in the open step, if
    one is open; ``restore(obj, contents)`` puts them back."""
    kept = _open.kept
    if kept is not None and id(obj) not in kept:
        kept.add(id(obj))
        _open.log.append((restore, obj, state()))


def made_in_step(obj: object) -> None:
    """``obj`` is new in the open step, if one is open: nothing of it to keep in it
    (nothing that was there before the step refers to it after an undo)."""
    kept = _open.kept
    if kept is not None:
        kept.add(id(obj))


def _put_dict(obj: dict[Any, Any], state: dict[Any, Any]) -> None:
    dict.clear(obj)
    dict.update(obj, state)


def _keep_dict(obj: dict[Any, Any]) -> None:
    kept = _open.kept
    if kept is not None and id(obj) not in kept:
        kept.add(id(obj))
        _open.log.append((_put_dict, obj, dict.copy(obj)))


class TDict(dict[K, V]):
    """A dict that saves its contents before its first change in a step."""

    __slots__ = ()

    def __setitem__(self, key: K, value: V) -> None:
        _keep_dict(self)
        dict.__setitem__(self, key, value)

    def __delitem__(self, key: K) -> None:
        _keep_dict(self)
        dict.__delitem__(self, key)

    def __ior__(self, other: Any) -> TDict[K, V]:  # type: ignore[override,misc]
        _keep_dict(self)
        dict.update(self, other)
        return self

    def pop(self, key: Any, *default: Any) -> Any:
        """As `dict.pop` (an absent key changes nothing: nothing to log)."""
        if key in self:
            _keep_dict(self)
        return dict.pop(self, key, *default)

    def popitem(self) -> tuple[K, V]:
        """As `dict.popitem`."""
        _keep_dict(self)
        return dict.popitem(self)

    def setdefault(self, key: K, default: Any = None) -> Any:
        """As `dict.setdefault` (a key already there changes nothing: nothing to log)."""
        if key not in self:
            _keep_dict(self)
        return dict.setdefault(self, key, default)

    def update(self, *args: Any, **kwargs: Any) -> None:
        """As `dict.update`."""
        _keep_dict(self)
        dict.update(self, *args, **kwargs)

    def clear(self) -> None:
        """As `dict.clear` (an empty dict is left alone, unlogged)."""
        if self:
            _keep_dict(self)
            dict.clear(self)


class TIslands(TDict[K, V]):
    """A tracked dict whose values are islands: not tracked, each kept whole by whoever
    changes it, before it does (`client.room.steps.keep_island`: a bot before it
    decides)."""

    __slots__ = ()


def _put_list(obj: list[Any], state: list[Any]) -> None:
    list.__setitem__(obj, slice(None), state)


def _keep_list(obj: list[Any]) -> None:
    kept = _open.kept
    if kept is not None and id(obj) not in kept:
        kept.add(id(obj))
        _open.log.append((_put_list, obj, list.copy(obj)))


class TList(list[T]):
    """A list that saves its contents before its first change in a step."""

    __slots__ = ()

    def __setitem__(self, index: Any, value: Any) -> None:
        _keep_list(self)
        list.__setitem__(self, index, value)

    def __delitem__(self, index: SupportsIndex | slice) -> None:
        _keep_list(self)
        list.__delitem__(self, index)

    def __iadd__(self, other: Iterable[T]) -> TList[T]:  # type: ignore[override,misc]
        _keep_list(self)
        list.extend(self, other)
        return self

    def __imul__(self, n: SupportsIndex) -> TList[T]:
        _keep_list(self)
        list.__imul__(self, n)
        return self

    def append(self, item: T) -> None:
        """As `list.append`."""
        _keep_list(self)
        list.append(self, item)

    def extend(self, items: Iterable[T]) -> None:
        """As `list.extend`."""
        _keep_list(self)
        list.extend(self, items)

    def insert(self, index: SupportsIndex, item: T) -> None:
        """As `list.insert`."""
        _keep_list(self)
        list.insert(self, index, item)

    def pop(self, index: SupportsIndex = -1) -> T:
        """As `list.pop`."""
        _keep_list(self)
        return list.pop(self, index)

    def remove(self, item: T) -> None:
        """As `list.remove`."""
        _keep_list(self)
        list.remove(self, item)

    def clear(self) -> None:
        """As `list.clear`."""
        _keep_list(self)
        list.clear(self)

    def sort(self, *args: Any, **kwargs: Any) -> None:
        """As `list.sort`."""
        _keep_list(self)
        list.sort(self, *args, **kwargs)

    def reverse(self) -> None:
        """As `list.reverse`."""
        _keep_list(self)
        list.reverse(self)

    def heappush(self, item: T) -> None:
        """`heapq.heappush` onto this list (heapq itself changes a list in C, past the
        overrides: tests/server/test_tracked.py finds any use of it in the room)."""
        _keep_list(self)
        heapq.heappush(self, item)  # type: ignore[type-var]

    def heappop(self) -> T:
        """`heapq.heappop` from this list."""
        _keep_list(self)
        return heapq.heappop(self)  # type: ignore[type-var]


def _put_set(obj: set[Any], state: set[Any]) -> None:
    set.clear(obj)
    set.update(obj, state)


def _keep_set(obj: set[Any]) -> None:
    kept = _open.kept
    if kept is not None and id(obj) not in kept:
        kept.add(id(obj))
        _open.log.append((_put_set, obj, set.copy(obj)))


class TSet(set[T]):
    """A set that saves its contents before its first change in a step."""

    __slots__ = ()

    def __ior__(self, other: Any) -> TSet[T]:  # type: ignore[override,misc]
        _keep_set(self)
        set.update(self, other)
        return self

    def __iand__(self, other: Any) -> TSet[T]:  # type: ignore[misc]
        _keep_set(self)
        set.intersection_update(self, other)
        return self

    def __isub__(self, other: Any) -> TSet[T]:  # type: ignore[misc]
        _keep_set(self)
        set.difference_update(self, other)
        return self

    def __ixor__(self, other: Any) -> TSet[T]:  # type: ignore[override,misc]
        _keep_set(self)
        set.symmetric_difference_update(self, other)
        return self

    def add(self, item: T) -> None:
        """As `set.add` (an item already there changes nothing: nothing to log)."""
        if item not in self:
            _keep_set(self)
            set.add(self, item)

    def discard(self, item: object) -> None:
        """As `set.discard` (an absent item changes nothing: nothing to log)."""
        if item in self:
            _keep_set(self)
            set.discard(self, item)

    def remove(self, item: T) -> None:
        """As `set.remove`."""
        _keep_set(self)
        set.remove(self, item)

    def pop(self) -> T:
        """As `set.pop`."""
        _keep_set(self)
        return set.pop(self)

    def clear(self) -> None:
        """As `set.clear` (an empty set is left alone, unlogged)."""
        if self:
            _keep_set(self)
            set.clear(self)

    def update(self, *others: Iterable[T]) -> None:
        """As `set.update`."""
        _keep_set(self)
        set.update(self, *others)

    def difference_update(self, *others: Iterable[Any]) -> None:
        """As `set.difference_update`."""
        _keep_set(self)
        set.difference_update(self, *others)

    def intersection_update(self, *others: Iterable[Any]) -> None:
        """As `set.intersection_update`."""
        _keep_set(self)
        set.intersection_update(self, *others)

    def symmetric_difference_update(self, other: Iterable[T]) -> None:
        """As `set.symmetric_difference_update`."""
        _keep_set(self)
        set.symmetric_difference_update(self, other)


def _put_deque(obj: deque[Any], state: list[Any]) -> None:
    deque.clear(obj)
    deque.extend(obj, state)


def _keep_deque(obj: deque[Any]) -> None:
    kept = _open.kept
    if kept is not None and id(obj) not in kept:
        kept.add(id(obj))
        _open.log.append((_put_deque, obj, list(obj)))


class TDeque(deque[T]):
    """A deque that saves its contents before its first change in a step (its maxlen is
    fixed at creation, so only the items need keeping)."""

    def __setitem__(self, index: Any, value: Any) -> None:
        _keep_deque(self)
        deque.__setitem__(self, index, value)

    def __delitem__(self, index: Any) -> None:
        _keep_deque(self)
        deque.__delitem__(self, index)

    def __iadd__(self, other: Iterable[T]) -> TDeque[T]:
        _keep_deque(self)
        deque.extend(self, other)
        return self

    def __imul__(self, n: int) -> TDeque[T]:
        _keep_deque(self)
        deque.__imul__(self, n)
        return self

    def append(self, item: T) -> None:
        """As `deque.append`."""
        _keep_deque(self)
        deque.append(self, item)

    def appendleft(self, item: T) -> None:
        """As `deque.appendleft`."""
        _keep_deque(self)
        deque.appendleft(self, item)

    def extend(self, items: Iterable[T]) -> None:
        """As `deque.extend`."""
        _keep_deque(self)
        deque.extend(self, items)

    def extendleft(self, items: Iterable[T]) -> None:
        """As `deque.extendleft`."""
        _keep_deque(self)
        deque.extendleft(self, items)

    def insert(self, index: int, item: T) -> None:
        """As `deque.insert`."""
        _keep_deque(self)
        deque.insert(self, index, item)

    def pop(self) -> T:  # type: ignore[override]
        """As `deque.pop`."""
        _keep_deque(self)
        return deque.pop(self)

    def popleft(self) -> T:
        """As `deque.popleft`."""
        _keep_deque(self)
        return deque.popleft(self)

    def remove(self, item: T) -> None:
        """As `deque.remove`."""
        _keep_deque(self)
        deque.remove(self, item)

    def clear(self) -> None:
        """As `deque.clear`."""
        _keep_deque(self)
        deque.clear(self)

    def rotate(self, n: int = 1) -> None:
        """As `deque.rotate`."""
        _keep_deque(self)
        deque.rotate(self, n)

    def reverse(self) -> None:
        """As `deque.reverse`."""
        _keep_deque(self)
        deque.reverse(self)


_ABSENT = object()
"""An attribute not set yet (`Tracked.__setattr__` tells a write of the value already there)."""


def _put_attrs(obj: object, state: dict[str, Any]) -> None:
    attrs = obj.__dict__
    attrs.clear()
    attrs.update(state)


class Tracked:
    """An object whose attribute writes save its attributes first, once per step. Its
    mutable attributes must be tracked too (or atoms: strings, numbers, frozen values).
    Its attributes live in its ``__dict__`` (a subclass with slots fails at its first
    change in a step)."""

    __slots__ = ()

    if not TYPE_CHECKING:  # (hidden from mypy, which would accept any attribute name)
        def __new__(cls, *_args: Any, **_kwargs: Any) -> Tracked:
            """A new object: nothing of it to keep in the step that makes it."""
            obj = object.__new__(cls)
            made_in_step(obj)
            return obj

        def __setattr__(self, name: str, value: Any) -> None:
            kept = _open.kept
            if kept is not None and id(self) not in kept and \
                    self.__dict__.get(name, _ABSENT) is not value:  # (the same: no change)
                kept.add(id(self))
                _open.log.append((_put_attrs, self, self.__dict__.copy()))
            object.__setattr__(self, name, value)

        def __delattr__(self, name: str) -> None:
            kept = _open.kept
            if kept is not None and id(self) not in kept:
                kept.add(id(self))
                _open.log.append((_put_attrs, self, self.__dict__.copy()))
            object.__delattr__(self, name)


TRACKED: tuple[type, ...] = (TDict, TList, TSet, TDeque, Tracked)
"""The classes whose objects keep themselves (a step's walk leaves them alone)."""
