"""Times and durations as players read them (local clock time, "in 5 min")."""

from __future__ import annotations

from datetime import datetime

from client.ui.locale_format import clock_text as clock_text  # re-exported: one place


def seconds_left(deadline: datetime, now: datetime) -> int:
    """Whole seconds until `deadline` (never negative)."""
    return max(0, int((deadline - now).total_seconds() + 0.999))
