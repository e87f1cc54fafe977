"""Suite-wide set-up: Qt widgets run offscreen unless QT_QPA_PLATFORM says otherwise
(.ci/run's second step sets it to xcb under Xvfb), so the tests need no display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from tests.step_check import check_every_step


@pytest.fixture(autouse=True)
def _room_steps_hold_only_tracked_state(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every room step checks that what it changed holds nothing untracked."""
    check_every_step(monkeypatch)
