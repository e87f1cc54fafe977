"""A room step fails whole: what it changed in memory is put back when it raises.

`Snapshot` records, before a step, the shallow contents of every mutable object reachable
from the room (lists, dicts, sets, instance attributes, random generators) and on failure
writes them back into the same objects, so every reference anyone holds (a table in the
directory, a tournament a test keeps) sees the room as it was. Values are not copied:
immutable objects (strings, numbers, Decimal, datetimes, enums, frozen dataclasses and
structs) are shared, and a frozen dataclass is taken to hold only values. A `StepRandom`
keeps its state only if the step draws from it (it tells the snapshot first). Objects that are
not the room's state (the clock, the journal, the outbox's subscribers) are passed as
``shared`` and left alone; the ledger is undone by its own `Ledger.undo_to`.
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

_ATOM, _SEQ, _LIST, _DICT, _SET, _DEQUE, _OBJ, _RANDOM, _WATCHED = range(9)
_KINDS: dict[type, tuple[int, tuple[str, ...]]] = {}
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
    elif issubclass(cls, StepRandom):
        kind = (_WATCHED, ())
    elif issubclass(cls, random.Random):
        kind = (_RANDOM, ())
    elif cls.__dictoffset__ or _slots(cls):
        kind = (_OBJ, _slots(cls))
    else:
        raise TypeError(f"a room step cannot snapshot a {cls.__qualname__}: teach "
                        "client.service.steps how (or pass it as shared)")
    _KINDS[cls] = kind
    if kind[0] == _ATOM:
        _ATOM_CLASSES.add(cls)
    return kind


def _keep_state(keep: Callable[[tuple[Any, int, Any]], None], rng: random.Random) -> None:
    """A watched generator is about to change: keep its state from before."""
    keep((rng, _RANDOM, rng.getstate()))


class Snapshot:
    """The room's mutable state before a step; `restore` puts it back in place."""

    def __init__(self, root: object, shared: Iterable[object] = (),
                 skip_keys: frozenset[str] = frozenset()) -> None:
        """``shared``: objects left alone with everything only they reach;
        ``skip_keys``: in any dict, the values under these keys are left alone too (the
        dict's own entries are still put back)."""
        seen = {id(s) for s in shared}
        saved: list[tuple[Any, int, Any]] = []
        keep = saved.append
        self._saved = saved
        watched: list[StepRandom] = []
        self._watcher = watcher = partial(_keep_state, keep)
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
                keep((obj, kind, obj.copy()))
                if not obj:
                    continue
                if skip_keys and not skip_keys.isdisjoint(obj):
                    kept = set(obj).difference(skip_keys)  # (the skipped keys are ids: atoms)
                    push([k for k in kept if type(k) not in atoms])
                    push([v for v in map(obj.__getitem__, kept) if type(v) not in atoms])
                else:
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
                keep((obj, kind, obj.getstate()))
            elif kind == _WATCHED:  # its state is kept when it first changes, if ever
                obj.watch(watcher)
                watched.append(obj)
            else:  # a set or a deque
                keep((obj, kind, list(obj)))
                if obj:
                    push([x for x in obj if type(x) not in atoms])
        self._watched = watched

    def close(self) -> None:
        """The step ended: stop watching the generators it never drew from."""
        for rng in self._watched:
            rng.unwatch(self._watcher)

    def restore(self) -> None:
        """Put every recorded object's contents back as they were."""
        for obj, kind, state in self._saved:
            if kind == _LIST:
                obj[:] = state
            elif kind in (_DICT, _SET):
                obj.clear()
                obj.update(state)
            elif kind == _DEQUE:
                obj.clear()
                obj.extend(state)
            elif kind == _RANDOM:
                obj.setstate(state)
            else:
                attrs, slots = state
                if hasattr(obj, "__dict__"):
                    obj.__dict__.clear()
                for name, value in attrs.items():
                    object.__setattr__(obj, name, value)
                for name in slots:
                    if name not in attrs and hasattr(obj, name):
                        object.__delattr__(obj, name)
