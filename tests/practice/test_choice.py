"""The player chooses practice opponents and pace; only the offline room takes it (issue 26)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from client.bots import UnknownBotStyleError
from client.practice.choice import Difficulty, Pace, PracticeChoice
from client.room.clock import SimulatedClock
from client.service import RoomConfig, RoomService
from client.service.errors import ServiceError


def _clock() -> SimulatedClock:
    return SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))


def test_difficulties_name_bot_styles_and_paces_name_seconds() -> None:
    assert PracticeChoice(Difficulty.BEGINNER).bot_style == "loose-passive"
    assert PracticeChoice(Difficulty.REGULAR).bot_style == "tight-aggressive"
    assert PracticeChoice(Difficulty.STRONG).bot_style == "strong"
    assert PracticeChoice(Difficulty.ADAPTIVE).bot_style == "adaptive"
    assert PracticeChoice().bot_style == "mixed"
    instant, fast, normal = (PracticeChoice(pace=p) for p in (Pace.INSTANT, Pace.FAST,
                                                              Pace.NORMAL))
    assert instant.think_seconds == instant.hand_pause == 0.0
    assert 0 < fast.think_seconds < normal.think_seconds == 1.0
    assert 0 < fast.hand_pause < normal.hand_pause == 2.0


def test_the_practice_room_seats_the_chosen_opponents_at_the_chosen_pace() -> None:
    room = RoomService.practice(_clock(), seed=3)
    room.choose_practice("strong", 0.4, 0.8)
    assert room.practice_timing == (0.4, 0.8)
    assert room.accounts.bots[room.accounts.new_bot()].style == "strong"


def test_real_money_room_refuses_the_practice_choice() -> None:
    """Practice aids stay off in real-money play: the room refuses, nothing changes."""
    room = RoomService(_clock(), config=RoomConfig(bot_delay=0.0))
    with pytest.raises(ServiceError, match="offline practice only"):
        room.choose_practice("beginner", 0.0, 0.0)
    assert room.practice_timing == (0.0, 0.0)


def test_unknown_style_changes_nothing() -> None:
    room = RoomService.practice(_clock(), seed=3)
    with pytest.raises(UnknownBotStyleError):
        room.choose_practice("shark", 0.0, 0.0)
    assert room.practice_timing == (1.0, 2.0)
