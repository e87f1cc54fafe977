"""Typed engine errors: callers catch one base class; messages say what to do."""

from __future__ import annotations


class EngineError(Exception):
    """Base error of the hand engine: bad configuration or misuse of a hand."""


class IllegalActionError(EngineError):
    """An action the rules do not allow right now; the hand is left unchanged."""


class RecordError(EngineError):
    """A recorded hand contradicts itself about its cards (a card dealt twice, a discard
    of a card the seat does not hold, shown cards it was not dealt)."""


class RecordMismatchError(IllegalActionError):
    """A recorded hand's stated result (amounts collected, finishing stacks, rake,
    cards shown) is not what its actions and the rules give: the record breaks the
    rules like an illegal action does."""


class UndecidableHandError(EngineError):
    """A recorded hand's result depends on cards its file does not show, and the file
    records no result (amounts collected or finishing stacks) to take as given."""
