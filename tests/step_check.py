"""Every room step in the tests checks, as it ends, that what it changed holds nothing
untracked (issue 22, item 6): a plain list, dict, set or object stored in a tracked part
would not be put back by a failed step, so it fails the test that stores it, by name.
Only what the step changed (its log) and tracked objects not checked before are walked,
so the check costs about what the step did."""

from __future__ import annotations

from typing import Any

import pytest

from client.room import tracked
from client.room.steps import untracked
from client.service import service as service_module


class UntrackedState(BaseException):
    """A room step stored something no step would put back (a `BaseException`, so the
    room's guard against a bug in one step does not log it and carry on)."""


def check_every_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """Check what each outermost step of any room changed, from now on."""
    shared: list[object] = []
    known: set[int] = set()
    init, close = service_module.RoomService.__init__, tracked.close_step

    def recording_init(room: service_module.RoomService, *args: Any, **kwargs: Any) -> None:
        init(room, *args, **kwargs)
        shared.extend((room.clock, room.config, room.ledger, room.journal, room._outbox,
                       room._commands, room.hand_review))

    def checking_close(mark: tracked.StepMark) -> None:
        changed = [obj for _restore, obj, _state in tracked._open.log[mark.start:]]
        close(mark)
        if mark.outer is None and changed:
            known.difference_update(map(id, changed))
            found = [path for obj in changed for path in untracked(obj, shared, known)]
            if found:
                raise UntrackedState(f"untracked state in the room: {found}")

    monkeypatch.setattr(service_module.RoomService, "__init__", recording_init)
    monkeypatch.setattr(service_module, "close_step", checking_close)
