"""Exact pot-fraction bet sizing for presets and hotkeys.

The player chooses the fraction; this turns it into chips with exact rational arithmetic
(never floats, never randomness: site tools policy, acceptable tools 4). The room still
validates the amount; this only clamps to the range the room announced.
"""

from __future__ import annotations

from fractions import Fraction
from math import floor

from PySide6.QtCore import QCoreApplication

from client.ui.table.table_state import ActionOptions


def bet_for_fraction(options: ActionOptions, fraction: Fraction) -> int:
    """The bet/raise total for `fraction` of the pot, clamped to the room's legal range.

    Facing a bet, the pot counts the call first (a pot-sized raise is call + pot after
    calling), which is how players read "pot" on every poker site.
    """
    if fraction <= 0:
        raise ValueError(f"pot fraction {fraction} must be positive")
    pot_after_call = options.pot + options.to_call
    target = options.current_bet + options.to_call + floor(fraction * pot_after_call)
    return clamp_total(options, target)


def clamp_total(options: ActionOptions, total: int) -> int:
    """Keep a typed or slid amount within [min_total, max_total]."""
    return max(options.min_total, min(options.max_total, total))


def describe_fraction(fraction: Fraction) -> str:
    """Button text for a fraction: "½ pot", "Pot", "¾ pot", "2 pot"."""
    names = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔",
             Fraction(1, 4): "¼", Fraction(3, 4): "¾"}
    if fraction == 1:
        return QCoreApplication.translate("ActionBar", "Pot")
    share = names.get(fraction, str(fraction))
    return QCoreApplication.translate("ActionBar", "%1 pot").replace("%1", share)
