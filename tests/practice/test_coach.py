"""The practice coach: the hand review after a hand, the leak tallies, and the real-money
room's refusal (issue 26: feedback in offline practice only, off in real-money play)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.service import RoomConfig, RoomService
from client.service.errors import ServiceError

_HEADS_UP = """
name = "Ten big blinds"
seed = 4
[table]
game = "NLHE"
hands = 2
button = 0
small_blind = 50
big_blind = 100
[[table.seats]]
name = "Hero"
stack = 1000
player = "human"
[[table.seats]]
name = "Sam"
stack = 1000
player = "strong"
"""


def _play(service: RoomService, clock: SimulatedClock, hands: int = 1,
          text: str = _HEADS_UP) -> list[m.ChatLine]:
    """Load the scenario and fold every decision of the hero for ``hands`` hands."""
    lines: list[m.ChatLine] = []
    loaded: list[str] = []

    def keep(player: str, event: m.Event) -> None:
        if isinstance(event, m.ChatLine) and event.sender == "Trainer":
            assert player == "me"  # the review names the hero's cards: theirs alone
            lines.append(event)
        if isinstance(event, m.ScenarioLoaded) and event.table_id is not None:
            loaded.append(event.table_id)

    service.subscribe(keep)
    service.ensure_local_player("me", "Me")
    service.set_connected("me", True)
    service.handle("me", m.LoadScenario(text=text))
    for _ in range(200):
        found = service.tables.lookup(loaded[0])
        if found is not None and found[1].to_act == "me":
            service.handle("me", m.Act(table_id=loaded[0], action=m.ActionKind.FOLD))
        if found is not None and found[1].hand_no >= hands and not found[1].in_hand:
            return lines
        service.run_due()
        clock.advance(1)
    raise AssertionError("the hands never finished")


def _room(practice: bool = True) -> tuple[RoomService, SimulatedClock]:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    return RoomService(clock, config=RoomConfig(practice=practice, seed=3, sit_and_gos=(),
                                                tournaments=(), rings=())), clock


def test_hand_feedback_after_a_practice_hand_reaches_the_player_alone() -> None:
    service, clock = _room()
    service.choose_reviews(True)
    lines = _play(service, clock)
    texts = [line.text for line in lines]
    assert texts[0].startswith("Hand review (") and "preflop" in texts[0]
    assert any(t.startswith(("Costliest decision", "No decision cost")) for t in texts)
    assert any(t.startswith("Push/fold chart") for t in texts)  # 10 big blinds: a chart spot


def test_hand_feedback_is_off_unless_asked() -> None:
    service, clock = _room()
    assert _play(service, clock) == []


def test_leak_report_counts_the_session_beside_the_strong_bot() -> None:
    service, clock = _room()
    _play(service, clock, hands=2)
    report = service.coach.leak_report("me")
    rows, total = report.rows, report.rows[-1]
    assert not report.baseline
    assert total.position == "All" and total.player.hands == 2
    assert total.player.vpip == 0 and total.player.pfr == 0  # the hero folded every time
    assert total.strong.hands == 2  # 'Sam' is the strong bot
    assert [r.position for r in rows] == ["EP", "HJ", "CO", "BTN", "SB", "BB", "All"]


def test_leak_report_without_a_strong_bot_uses_the_stored_self_play() -> None:
    service, clock = _room()
    _play(service, clock, text=_HEADS_UP.replace('"strong"', '"tight-aggressive"'))
    report = service.coach.leak_report("me")
    assert report.baseline
    assert report.rows[-1].player.hands == 1
    assert report.rows[-1].strong.hands > 1000  # six strong bots' self-play, all positions


def test_hand_feedback_cannot_be_switched_on_in_real_money_play() -> None:
    """Tools policy: no decision advice in real-money play; the room refuses and its
    hook stays silent, and the leak report is refused too."""
    service, _clock = _room(practice=False)
    with pytest.raises(ServiceError, match="offline practice only"):
        service.choose_reviews(True)
    with pytest.raises(ServiceError, match="offline practice only"):
        service.coach.leak_report("me")
    assert not service.coach.reviews
