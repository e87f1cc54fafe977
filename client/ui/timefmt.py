"""Times and durations as players read them (local clock time, "in 5 min")."""

from __future__ import annotations

from datetime import datetime


def clock_text(moment: datetime) -> str:
    """A timezone-aware moment in the player's local time: "Wed 19:30"."""
    return moment.astimezone().strftime("%a %H:%M")


def seconds_left(deadline: datetime, now: datetime) -> int:
    """Whole seconds until `deadline` (never negative)."""
    return max(0, int((deadline - now).total_seconds() + 0.999))
