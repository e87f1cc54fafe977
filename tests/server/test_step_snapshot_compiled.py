"""A room step's snapshot walks a class compiled with mypyc (the opt-in compiled engine of
packaging/compile_engine.py): such a class lists its attributes in `__mypyc_attrs__`, with
no `__slots__` and no `__dict__`."""

from __future__ import annotations

from client.room.steps import Snapshot


class CompiledLike:
    """Stands in for a compiled class: its attributes named only by `__mypyc_attrs__`."""

    __slots__ = ("cards", "chips")
    cards: list[int]
    chips: int


# A compiled class keeps its attribute names here and drops `__slots__` from its dict.
CompiledLike.__mypyc_attrs__ = CompiledLike.__slots__  # type: ignore[attr-defined]
del CompiledLike.__slots__  # the slot descriptors stay: the class stays slotted


def test_snapshot_restores_an_object_of_a_compiled_class() -> None:
    obj = CompiledLike()
    obj.chips = 200
    obj.cards = [1, 2]
    snap = Snapshot(obj)
    obj.chips = 0
    obj.cards.append(3)
    snap.restore()
    assert obj.chips == 200 and obj.cards == [1, 2]
