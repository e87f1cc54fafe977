"""Turning a style's intent (fold, call, bet so much, draw these) into a legal `Action`.

Styles say what they want; these helpers make it legal for the current `Legal`: a fold
becomes a check when checking is free, a bet is clamped to the allowed range and becomes
a call when no bet or raise is allowed, and a draw never throws more than allowed.
"""

from __future__ import annotations

from collections.abc import Sequence

from client.engine.actions import Action, ActionKind
from client.engine.records import Legal

_PASSIVE_ORDER = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.FOLD)
_AGGRESSIVE_KINDS = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)


def give_up(legal: Legal) -> Action:
    """Fold, or check when that costs nothing (or post the bring-in when folding is not allowed)."""
    if ActionKind.CHECK in legal.kinds:
        return Action(ActionKind.CHECK)
    if ActionKind.FOLD in legal.kinds:
        return Action(ActionKind.FOLD)
    return passive(legal)


def _stay_in(legal: Legal) -> Action | None:
    for kind in _PASSIVE_ORDER:
        if kind in legal.kinds:
            return Action(kind)
    return None


def passive(legal: Legal) -> Action:
    """Check, call, or post the bring-in: stay in without raising (raise only if forced)."""
    action = _stay_in(legal)
    if action is not None:
        return action
    return aggressive(legal, legal.min_to)


def legal_total(legal: Legal, total: int, fixed_limit: bool) -> int:
    """``total`` made legal: clamped to the range, or in fixed limit one of its two ends."""
    if fixed_limit:
        return legal.max_to if total >= legal.max_to else legal.min_to
    return max(legal.min_to, min(total, legal.max_to))


def aggressive(legal: Legal, total: int, fixed_limit: bool = False) -> Action:
    """Bet, raise or complete to ``total`` (made legal); else stay in passively.

    In fixed limit the only amounts are ``legal.min_to`` and ``legal.max_to`` (the small
    or big bet where both are allowed); anything below ``max_to`` picks ``min_to``.
    """
    for kind in _AGGRESSIVE_KINDS:
        if kind in legal.kinds:
            return Action(kind, legal_total(legal, total, fixed_limit))
    action = _stay_in(legal)
    if action is None:
        kinds = ", ".join(sorted(legal.kinds))
        raise ValueError(f"no betting action is legal (legal: {kinds}); draw instead")
    return action


def can_raise(legal: Legal) -> bool:
    """Whether a bet, raise or completion is allowed now."""
    return any(kind in legal.kinds for kind in _AGGRESSIVE_KINDS)


def draw(legal: Legal, discards: Sequence[str]) -> Action:
    """Draw, throwing ``discards`` (at most ``legal.max_discards`` of them)."""
    return Action(ActionKind.DRAW, discards=tuple(discards[: legal.max_discards]))
