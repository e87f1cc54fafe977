"""Durations as players read them: whole seconds left to a deadline (clock times are
in client.ui.locale_format)."""

from __future__ import annotations

from datetime import datetime


def seconds_left(deadline: datetime, now: datetime) -> int:
    """Whole seconds until `deadline` (never negative)."""
    return max(0, int((deadline - now).total_seconds() + 0.999))
