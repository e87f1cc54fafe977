"""One explicit table from an event's type to its handler: a reader (and mypy) sees which
code handles which event, where a handler found by the event's name could not be seen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from client.protocol.messages import Event

E = TypeVar("E", bound=Event)


class EventTable:
    """Handlers by event type, each registered with the type it takes (checked by mypy)."""

    def __init__(self) -> None:
        self._handlers: dict[type[Event], Callable[[Any], None]] = {}

    def on(self, kind: type[E], handler: Callable[[E], None]) -> None:
        """Handle events of exactly type `kind` with `handler` (one handler per type)."""
        if kind in self._handlers:
            raise ValueError(f"{kind.__name__} has a handler already")
        self._handlers[kind] = handler

    def dispatch(self, event: Event) -> None:
        """Run the handler of `event`'s type; an event nobody handles is left alone."""
        handler = self._handlers.get(type(event))
        if handler is not None:
            handler(event)
