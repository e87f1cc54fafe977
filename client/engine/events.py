"""Events a hand emits, and the privacy filter that decides who sees each one."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from client.engine.frozen import quick_init


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in a hand. `data` is JSON-able (cards as strings,
    chips as int). `visible_to` None means everyone; otherwise only that seat may
    see it (hole cards, draw results)."""

    kind: str
    seat: int | None
    data: Mapping[str, object]
    visible_to: int | None = None

    def __init__(self, kind: str, seat: int | None, data: Mapping[str, object],
                 visible_to: int | None = None) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "data", data)
        object.__setattr__(self, "visible_to", visible_to)


quick_init(Event)


def events_for(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events `seat` may see (None: a spectator, who sees public events only)."""
    return [e for e in events if e.visible_to is None or e.visible_to == seat]
