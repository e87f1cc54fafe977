"""A room step fails whole: what it changed in memory is put back when it raises.

The room's parts keep themselves: each tracked container or object logs its contents
before its first change in a step (`client.room.tracked`), so a step costs what it
changes, not what it could reach. Two kinds of object are not tracked: an island, which
its owner keeps whole before it changes it (`keep_island`: the engine's hand in a table,
a bot before it decides; a class names its islands in `STEP_ISLANDS`) or keeps as how to
make it again (`keep_remade`: a seeded hand, dealt and played again on an undo), and what
the steps' nets compare. `Snapshot` serves both: it records the shallow contents of every mutable
object it reaches (lists, dicts, sets, instance attributes, random generators) and
`restore` writes them back into the same objects, so every reference anyone holds sees
them as they were. Values are not copied: immutable objects (strings, numbers, Decimal,
datetimes, enums, frozen dataclasses and structs) are shared, and a frozen dataclass is
taken to hold only values. Objects passed as ``shared`` are left alone. `untracked` is the
nets' check that nothing untracked hides under a tracked object, where no step would keep
it.
"""

from __future__ import annotations

import dataclasses
import enum
import random
import types
from collections import deque
from collections.abc import Callable, Iterable
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from functools import partial
from typing import Any

import msgspec

from client.room.step_random import StepRandom
from client.room.tracked import TRACKED, TIslands, keep

_ATOM, _SEQ, _LIST, _DICT, _SET, _DEQUE, _OBJ, _RANDOM = range(8)
_KINDS: dict[type, tuple[int, tuple[str, ...]]] = {}
_TRACKING = (*TRACKED, StepRandom)
_ATOM_CLASSES: set[type] = {str, int, type(None), bool, float}
"""Classes known to be atoms, so containers need not even list their items to walk."""
_ATOMS = (str, bytes, int, float, complex, bool, type(None), Decimal, datetime, date, time,
          timedelta, range, type, types.FunctionType, types.BuiltinFunctionType,
          types.MethodType, types.ModuleType, partial, enum.Enum, random.SystemRandom)
"""Classes whose objects a step never changes (a SystemRandom has no state to keep)."""


def _slots(cls: type) -> tuple[str, ...]:
    """The attribute slots of `cls`: its `__slots__`, or the `__mypyc_attrs__` a class
    compiled with mypyc has in their place (the opt-in compiled engine's `Hand`)."""
    names: list[str] = []
    for klass in cls.__mro__:
        own = klass.__dict__
        declared = own.get("__slots__", own.get("__mypyc_attrs__", ()))
        names.extend((declared,) if isinstance(declared, str) else declared)
    return tuple(n for n in names if n not in ("__dict__", "__weakref__"))


def _kind(cls: type) -> tuple[int, tuple[str, ...]]:
    """How objects of one class are snapshotted (cached per class)."""
    known = _KINDS.get(cls)
    if known is not None:
        return known
    kind: tuple[int, tuple[str, ...]]
    if issubclass(cls, _ATOMS):
        kind = (_ATOM, ())
    elif issubclass(cls, msgspec.Struct):
        frozen = cls.__struct_config__.frozen
        kind = (_ATOM, ()) if frozen else (_OBJ, tuple(cls.__struct_fields__))
    elif dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        kind = (_ATOM, ())
    elif issubclass(cls, (tuple, frozenset, types.MappingProxyType)):
        kind = (_SEQ, ())
    elif issubclass(cls, list):
        kind = (_LIST, ())
    elif issubclass(cls, dict):
        kind = (_DICT, ())
    elif issubclass(cls, set):
        kind = (_SET, ())
    elif issubclass(cls, deque):
        kind = (_DEQUE, ())
    elif issubclass(cls, random.Random):
        kind = (_RANDOM, ())
    elif cls.__dictoffset__ or _slots(cls):
        kind = (_OBJ, _slots(cls))
    else:
        raise TypeError(f"a room step cannot snapshot a {cls.__qualname__}: teach "
                        "client.room.steps how (or pass it as shared)")
    _KINDS[cls] = kind
    if kind[0] == _ATOM:
        _ATOM_CLASSES.add(cls)
    return kind


class Snapshot:
    """The room's mutable state before a step; `restore` puts it back in place."""

    def __init__(self, root: object, shared: Iterable[object] = (), *,
                 in_step: bool = False) -> None:
        """``shared``: objects left alone with everything only they reach. ``in_step``:
        taken in an open step, to which each `StepRandom` logs its own state before it
        draws (so theirs are left to them)."""
        seen = {id(s) for s in shared}
        saved: list[tuple[Any, int, Any]] = []
        keep = saved.append
        self._saved = saved
        todo: list[Any] = [root]
        pop, push, mark = todo.pop, todo.extend, seen.add
        kinds, atoms = _KINDS, _ATOM_CLASSES
        while todo:
            obj = pop()
            cls = type(obj)
            kind, slots = kinds[cls] if cls in kinds else _kind(cls)
            if kind == _ATOM or id(obj) in seen:
                continue
            mark(id(obj))
            if kind == _DICT:
                keep((obj, kind, dict.copy(obj)))
                if not obj:
                    continue
                push([k for k in obj if type(k) not in atoms])
                push([v for v in obj.values() if type(v) not in atoms])
            elif kind == _OBJ:
                if slots:
                    attrs = obj.__dict__.copy() if cls.__dictoffset__ else {}
                    for name in slots:
                        if hasattr(obj, name):
                            attrs[name] = getattr(obj, name)
                else:
                    attrs = obj.__dict__.copy()
                keep((obj, kind, (attrs, slots)))
                push([v for v in attrs.values() if type(v) not in atoms])
            elif kind == _LIST:
                keep((obj, kind, obj[:]))
                if obj:
                    push([x for x in obj if type(x) not in atoms])
            elif kind == _SEQ:
                items = obj.values() if isinstance(obj, types.MappingProxyType) else obj
                push([x for x in items if type(x) not in atoms])
            elif kind == _RANDOM:
                if not (in_step and isinstance(obj, StepRandom)):
                    keep((obj, kind, random.Random.getstate(obj)))
            else:  # a set or a deque
                keep((obj, kind, list(obj)))
                if obj:
                    push([x for x in obj if type(x) not in atoms])

    def restore(self) -> None:
        """Put every recorded object's contents back as they were."""
        for obj, kind, state in self._saved:
            if kind == _LIST:
                list.__setitem__(obj, slice(None), state)
            elif kind == _DICT:
                dict.clear(obj)
                dict.update(obj, state)
            elif kind == _SET:
                set.clear(obj)
                set.update(obj, state)
            elif kind == _DEQUE:
                deque.clear(obj)
                deque.extend(obj, state)
            elif kind == _RANDOM:
                random.Random.setstate(obj, state)
            else:
                attrs, slots = state
                if hasattr(obj, "__dict__"):
                    obj.__dict__.clear()
                for name, value in attrs.items():
                    object.__setattr__(obj, name, value)
                for name in slots:
                    if name not in attrs and hasattr(obj, name):
                        object.__delattr__(obj, name)


def _put_island(_island: object, snapshot: Snapshot) -> None:
    snapshot.restore()


def keep_island(island: object) -> None:
    """Its owner is about to change ``island`` (an untracked part, as the engine's hand
    in a table): keep all of it, once per step, if a step is open."""
    keep(_put_island, island, partial(Snapshot, island, in_step=True))


def keep_remade(island: object, remaker: Callable[[], Callable[[], object]]) -> None:
    """Its owner is about to change ``island`` and knows how to make it again as it is
    now: keep that (``remaker()``, once per step, if a step is open) instead of a copy of
    all of it. An undo makes it again and ``island`` takes the new one's attributes: the
    same object, as it was, holding new contents (which nothing else refers to)."""
    keep(_remake, island, remaker)


def _remake(island: object, remake: Callable[[], object]) -> None:
    made = remake()
    names = list(_slots(type(made)))
    if hasattr(island, "__dict__"):
        island.__dict__.clear()
        names.extend(vars(made))
    for name in names:
        if hasattr(made, name):
            object.__setattr__(island, name, getattr(made, name))


def untracked(root: object, shared: Iterable[object] = (),
              known: set[int] | None = None) -> list[str]:
    """Where a mutable object that is not tracked sits under a tracked one (no step would
    keep it, so a failed step would not put it back): each as a path from ``root``
    ("RoomService.tables._owners['t1'].seats: dict"). Attributes a class names in
    ``STEP_ISLANDS`` are left out (kept by `keep_island`). ``known``: ids of tracked
    objects checked before, not walked into again; those walked into are added."""
    seen: set[tuple[int, bool]] = {(id(s), under) for s in shared for under in (False, True)}
    found: list[str] = []
    todo: list[tuple[Any, bool, str]] = [(root, False, type(root).__qualname__)]
    while todo:
        obj, under, path = todo.pop()
        cls = type(obj)
        kind, slots = _kind(cls)
        if kind == _ATOM or (id(obj), under) in seen:
            continue
        seen.add((id(obj), under))
        tracked = isinstance(obj, _TRACKING)
        if under and not tracked and kind != _SEQ:
            found.append(f"{path}: {cls.__qualname__}")
            continue
        if tracked and known is not None:
            if id(obj) in known:
                continue
            known.add(id(obj))
        under = under or tracked
        items: Iterable[tuple[str, Any]]
        if kind == _DICT:
            items = [("<key>", k) for k in obj] + (
                [] if isinstance(obj, TIslands) else [(f"[{k!r}]", v) for k, v in obj.items()])
        elif kind == _OBJ:
            islands = getattr(cls, "STEP_ISLANDS", ())
            attrs = dict(vars(obj)) if hasattr(obj, "__dict__") else {}
            attrs.update((n, getattr(obj, n)) for n in slots if hasattr(obj, n))
            items = [(f".{n}", v) for n, v in attrs.items() if n not in islands]
        elif kind == _SEQ and isinstance(obj, types.MappingProxyType):
            items = [(f"[{k!r}]", v) for k, v in obj.items()]
        elif kind in (_LIST, _SEQ, _SET, _DEQUE):
            items = [(f"[{i}]", x) for i, x in enumerate(obj)]
        else:
            items = ()
        todo.extend((x, under, f"{path}{label}") for label, x in items)
    return found
