"""Fixtures: a simulated clock."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from client.room.clock import SimulatedClock


@pytest.fixture
def clock() -> SimulatedClock:
    return SimulatedClock(datetime(2026, 3, 1, 8, 0, tzinfo=UTC))
