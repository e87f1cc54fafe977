"""Trainer feedback: the push/fold chart's answer to the player's short-stack decision."""

from __future__ import annotations

from datetime import UTC, datetime

from client.engine import Action, ActionKind, Hand, HandConfig, SeatView
from client.practice.feedback import chart_review
from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.service import RoomConfig, RoomService


def _small_blind(cards: tuple[str, str], stack_bb: int = 10) -> SeatView:
    """Heads-up, the button (small blind) to act first with ``cards``."""
    hand = Hand(HandConfig(game="NLHE", stacks=(20 * stack_bb, 20 * stack_bb), button=0,
                           small_blind=10, big_blind=20, seed=1, deck=("7h", "3c", *cards)))
    hand.start()
    return hand.view(0)


def test_folding_a_chart_push_is_pointed_out() -> None:
    view = _small_blind(("Ks", "2d"))
    text = chart_review(view, Action(ActionKind.FOLD))
    assert text is not None
    assert "K2o is a push" in text and "you chose to fold" in text and "10.0bb" in text


def test_pushing_a_chart_push_agrees() -> None:
    view = _small_blind(("As", "Qd"))
    assert view.legal is not None
    text = chart_review(view, Action(ActionKind.RAISE, view.legal.max_to))
    assert text is not None and "same as the chart" in text


def test_deep_stacks_get_no_chart_review() -> None:
    view = _small_blind(("Ks", "2d"), stack_bb=40)
    assert chart_review(view, Action(ActionKind.FOLD)) is None


def test_calling_an_all_in_is_reviewed_against_the_calling_range() -> None:
    hand = Hand(HandConfig(game="NLHE", stacks=(200, 200), button=0, small_blind=10,
                           big_blind=20, seed=1, deck=("9h", "4c", "As", "Kd")))
    hand.start()
    hand.act(0, Action(ActionKind.RAISE, 200))
    view = hand.view(1)
    text = chart_review(view, Action(ActionKind.CALL))
    assert text is not None and "facing an all-in" in text and "94o is a fold" in text
    assert "you chose to call" in text


_HEADS_UP = """
name = "Ten big blinds"
seed = 4
[table]
game = "NLHE"
hands = 1
button = 0
small_blind = 50
big_blind = 100
[[table.seats]]
name = "Hero"
stack = 1000
player = "human"
[[table.seats]]
name = "Tia"
stack = 1000
player = "tight-aggressive"
"""


def _trainer_lines(trainer: bool) -> dict[str, list[m.ChatLine]]:
    """Load the scenario, fold the hero's first decision; Trainer lines by recipient."""
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(practice=True, seed=3, sit_and_gos=(),
                                                   tournaments=(), rings=()))
    lines: dict[str, list[m.ChatLine]] = {}
    loaded: list[str] = []

    def keep(player: str, event: m.Event) -> None:
        if isinstance(event, m.ChatLine) and event.sender == "Trainer":
            lines.setdefault(player, []).append(event)
        if isinstance(event, m.ScenarioLoaded) and event.table_id is not None:
            loaded.append(event.table_id)

    service.subscribe(keep)
    service.ensure_local_player("me", "Me")
    service.set_connected("me", True)
    service.choose_practice("mixed", 0.0, 0.0, trainer=trainer)
    service.handle("me", m.LoadScenario(text=_HEADS_UP))
    for _ in range(50):
        found = service.tables.lookup(loaded[0])
        if found is not None and found[1].to_act == "me":
            service.handle("me", m.Act(table_id=loaded[0], action=m.ActionKind.FOLD))
            return lines
        service.run_due()
        clock.advance(1)
    raise AssertionError("the hero never had to act")


def test_trainer_reviews_the_players_push_fold_decision_privately() -> None:
    """Offline practice with the trainer on: the chart's answer, to the player alone."""
    lines = _trainer_lines(trainer=True)
    assert set(lines) == {"me"} and len(lines["me"]) == 1
    assert "Push/fold chart, first in, 10.0bb" in lines["me"][0].text
    assert _trainer_lines(trainer=False) == {}
