"""Typed engine errors: callers catch one base class; messages say what to do."""

from __future__ import annotations


class EngineError(Exception):
    """Base error of the hand engine: bad configuration or misuse of a hand."""


class IllegalActionError(EngineError):
    """An action the rules do not allow right now; the hand is left unchanged."""
