"""A faster `__init__` for the engine's frozen slotted dataclasses (its records and events).

The `__init__` that `dataclass(frozen=True)` generates looks up `object.__setattr__` and
resolves the slot by name for every field of every instance; those inits were about a
fifth of the time of a hand (py-spy on benchmarks/bench_engine.py). This one calls each
slot's own setter, bound once: same parameters, defaults and immutability, about twice as
fast to build.

The records the compiled rules build (packaging/compile_engine.py) write their `__init__`
out with one `object.__setattr__` per field: mypyc turns each into a store into the native
slot, five times cheaper than any interpreted `__init__`, while interpreted it is the slow
form again, so in pure Python this replaces it too. A class mypyc compiled keeps its own,
and pickles and copies through it.
"""

from __future__ import annotations

import dataclasses
import inspect
import types
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Give the frozen slotted dataclass `cls` the faster `__init__` (called on the class
    after its definition: a class decorator would keep mypyc from compiling the class).
    TypeError for fields it does not handle, or a written-out `__init__` whose parameters
    are not the fields with their defaults, in order."""
    params: list[str] = []
    body: list[str] = []
    names: dict[str, object] = {}
    expected: list[tuple[str, object]] = []
    for i, f in enumerate(dataclasses.fields(cls)):  # type: ignore[arg-type]
        if not f.init or f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: only plain fields and defaults")
        names[f"_set{i}"] = cls.__dict__[f.name].__set__
        expected.append((f.name, f.default))
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            names[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        body.append(f"    _set{i}(self, {f.name})")
    written = cls.__dict__.get("__init__")
    if not isinstance(written, types.FunctionType):  # compiled by mypyc: its own __init__
        _rebuilt_by_init(cls, tuple(name for name, _ in expected))  # stores into the slots
        return cls
    given = [(p.name, dataclasses.MISSING if p.default is p.empty else p.default)
             for p in list(inspect.signature(written).parameters.values())[1:]]
    if given != expected:
        raise TypeError(f"{cls.__name__}.__init__ does not take its fields in order")
    local: dict[str, Callable[..., None]] = {}
    exec(f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body), names, local)
    init = local["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    setattr(cls, "__init__", init)  # noqa: B010 (mypy refuses assigning a method)
    return cls


def _rebuilt_by_init(cls: type, fields: tuple[str, ...]) -> None:
    """Pickle and copy a compiled record through its `__init__`: mypyc's native class
    would be made empty first, and a frozen one cannot be filled in afterwards."""

    def __reduce__(self: object) -> tuple[type, tuple[object, ...]]:
        return type(self), tuple(getattr(self, name) for name in fields)

    setattr(cls, "__reduce__", __reduce__)  # noqa: B010 (mypy refuses assigning a method)
