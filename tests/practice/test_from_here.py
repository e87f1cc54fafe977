""""Play from here": a replayed hand up to a step becomes a table scenario that deals the
cards shown by then, plays the actions made by then, and lets the player go on."""

from __future__ import annotations

import pytest

from client.engine import Action, ActionKind, Hand, HandConfig
from client.practice.from_here import PlayFromHereError, scenario_from_steps
from client.practice.replay import steps_from_engine
from client.practice.scenario import parse_scenario
from client.practice.session import Phase
from client.practice.table_session import ScenarioTable

NAMES = ["Ann", "Ben", "Cat"]


def _hand() -> Hand:
    hand = Hand(HandConfig(game="NLHE", stacks=(2000, 3000, 4000), button=1, small_blind=10,
                           big_blind=20, seed=3))
    hand.start()
    hand.act(1, Action(ActionKind.RAISE, 60))  # the button (Ben) opens
    hand.act(2, Action(ActionKind.CALL))
    hand.act(0, Action(ActionKind.CALL))
    return hand


def test_a_replayed_spot_continues_as_a_scenario_with_the_player_to_act() -> None:
    """After the preflop calls: the same seats, stacks, button, the hero's own cards and
    the flop shown, the actions so far; the hero (Ann, first to act on the flop) is asked
    what to do, with the same pot in front of her."""
    hand = _hand()
    steps = steps_from_engine(hand.events, 0, NAMES)  # as Ann saw it
    text = scenario_from_steps(steps, len(steps), hero="Ann")
    scenario = parse_scenario(text)
    assert scenario.table is not None
    assert [(s.name, s.stack, s.player) for s in scenario.table.seats] == [
        ("Ben", 3000, "mixed"), ("Cat", 4000, "mixed"), ("Ann", 2000, "human")]
    (script,) = scenario.hands
    assert script.button == "Ben" and set(script.hole) == {"Ann"}
    assert script.hole["Ann"] == tuple(hand.view(0).hole)
    assert [a.text for a in script.actions] == ["Ben raise 60", "Cat call", "Ann call"]
    table = ScenarioTable(scenario)
    assert table.step() is Phase.YOUR_TURN
    view = table.view()
    assert view is not None and view.hole == hand.view(0).hole and view.pot == 180


def test_draw_and_stud_games_cannot_play_from_here() -> None:
    hand = Hand(HandConfig(game="STUD", stacks=(500, 500), bring_in=5, small_bet=10,
                           big_bet=20, ante=1, seed=1))
    hand.start()
    steps = steps_from_engine(hand.events, 0, ["Ann", "Ben"])
    with pytest.raises(PlayFromHereError, match="games with blinds"):
        scenario_from_steps(steps, len(steps), hero="Ann")
