"""Turns engine and director records into protocol messages (the one place that maps them).

Engine events become ``TableEvent`` s only after the privacy filter (``events_for``) has
dropped what the receiving seat may not see; this module never looks at ``visible_to`` to
widen it. Director events become ``TournamentEvent`` s. Both carry typed bodies, built
here from the engine's and director's records.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Mapping
from datetime import datetime
from decimal import Decimal
from enum import Enum
from typing import Any, cast, get_args

import msgspec

from client.engine import Event as EngineEvent
from client.engine import Legal, events_for
from client.protocol.messages import ActionKind, LegalActions, TableEvent, TournamentEvent
from client.protocol.table_bodies import TableBody
from client.protocol.tournament_bodies import TournamentBody

_PLAIN = frozenset({str, int, float, bool, type(None)})
"""Classes `jsonable` returns as they are, checked by exact type before the slower checks
(an event's data is mostly these, in plain dicts and lists: every table event is walked)."""


def jsonable(value: object) -> Any:
    """A JSON-friendly copy of ``value`` (Decimal and datetime as strings, tuples as lists)."""
    cls = type(value)
    if cls in _PLAIN:
        return value
    if cls is dict:
        return {k if type(k) is str else str(k): v if type(v) in _PLAIN else jsonable(v)
                for k, v in cast(dict[object, object], value).items()}
    if cls is list or cls is tuple:
        return [v if type(v) in _PLAIN else jsonable(v) for v in cast(list[object], value)]
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        items = sorted(value, key=str) if isinstance(value, set | frozenset) else value
        return [jsonable(v) for v in items]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def json_text(value: object, sort_keys: bool = False) -> str:
    """``value`` (already `jsonable`) as JSON text, as ``json.dumps`` would read it back but
    written by msgspec's encoder (several times faster: stored on every hand's end)."""
    return msgspec.json.encode(value, order="sorted" if sort_keys else None).decode()


def _by_tag(union: object) -> dict[str, object]:
    return {str(body.__struct_config__.tag): body for body in get_args(union)}


_TABLE_BODIES = _by_tag(TableBody)
_TOURNAMENT_BODIES = _by_tag(TournamentBody)


def _body(kind: str, data: Mapping[str, object], bodies: dict[str, object],
          union: object) -> Any:
    """``data`` as the body struct ``kind`` names (an unknown kind: as the union, which
    raises). Converting to a union rebuilds its type info at every call (about 40 µs, a
    tenth of the server's CPU per action); to one struct it is cached (under 1 µs)."""
    return msgspec.convert({**data, "event": kind}, bodies.get(kind, union))


def table_body(kind: str, data: Mapping[str, object]) -> TableBody:
    """An engine or room event's ``kind`` and ``data`` (plain JSON data, as a room table's
    events are: the service passes them as they are) as its typed body (validated: a kind
    or field the protocol does not know raises ``msgspec.ValidationError``)."""
    body: TableBody = _body(kind, data, _TABLE_BODIES, TableBody)
    return body


def table_events(
    table_id: str, hand_id: str | None, events: Iterable[EngineEvent], seat: int | None
) -> list[TableEvent]:
    """The engine events ``seat`` may see (None: an observer) as protocol TableEvents."""
    return [
        TableEvent(table_id=table_id, hand_id=hand_id, seat=e.seat,
                   body=table_body(e.kind, jsonable(e.data)))
        for e in events_for(events, seat)
    ]


@functools.cache
def _in_order(kinds: frozenset[ActionKind]) -> tuple[ActionKind, ...]:
    """``kinds`` in `ActionKind`'s order (a few dozen sets ever: sorted once each, not at
    every turn)."""
    return tuple(kind for kind in ActionKind if kind in kinds)


def legal_actions(legal: Legal) -> LegalActions:
    """The engine's legal options as the protocol's LegalActions (kinds in a stable order)."""
    return LegalActions(
        actions=_in_order(legal.kinds),
        call_amount=legal.call_amount,
        min_amount=legal.min_to,
        max_amount=legal.max_to,
        max_discards=legal.max_discards,
        bring_in=legal.bring_in if ActionKind.BRING_IN in legal.kinds else 0,
    )



def _snake(name: str) -> str:
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i:
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


def tournament_event(event: object) -> TournamentEvent:
    """A director event dataclass as a TournamentEvent (kind: snake_case class name;
    validated like `table_body`)."""
    if not dataclasses.is_dataclass(event) or isinstance(event, type):
        raise TypeError(f"not a director event: {event!r}")
    data = {f.name: getattr(event, f.name) for f in dataclasses.fields(event)}
    tournament_id = str(data.pop("tournament_id"))
    body: TournamentBody = _body(_snake(type(event).__name__), data, _TOURNAMENT_BODIES,
                                 TournamentBody)
    return TournamentEvent(tournament_id=tournament_id, body=body)
