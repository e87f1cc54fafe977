"""The session's events reach their handlers through one explicit table (issue 20: no
handler found by the event's name), one handler per event type."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from client.protocol.messages import Ack, Error, ErrorCode, Event, Welcome
from client.ui.app.event_table import EventTable

ROOT = Path(__file__).resolve().parents[3]


def test_an_event_goes_to_the_handler_of_its_type_only() -> None:
    seen: list[Event] = []
    events = EventTable()
    events.on(Ack, seen.append)
    events.on(Error, lambda event: seen.append(event))
    ack = Ack(req=1, command="sit")
    error = Error(code=ErrorCode.BAD_MESSAGE, message="no")
    events.dispatch(ack)
    events.dispatch(error)
    events.dispatch(Welcome(player_id="p", name="Ann", token="t"))  # nobody handles it: left alone
    assert seen == [ack, error]


def test_a_second_handler_for_one_type_is_refused() -> None:
    events = EventTable()
    events.on(Ack, lambda _event: None)
    with pytest.raises(ValueError, match="Ack"):
        events.on(Ack, lambda _event: None)


def test_no_handler_is_found_by_the_event_s_name_or_kind() -> None:
    """Neither the session (by event type) nor a table tracker (by table-event kind) finds
    its handler with getattr on a name built from the event."""
    reflective = re.compile(r'getattr\([^)]*(type\(event\)\.__name__|\.kind\b|f"_on_)')
    offenders = [str(path.relative_to(ROOT)) for path in (ROOT / "client").rglob("*.py")
                 if reflective.search(path.read_text(encoding="utf-8"))]
    assert offenders == []
