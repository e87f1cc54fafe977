"""2-7 draw bots read how many cards each opponent drew (issue 26, item 3): the engine's
view says it, and the equity simulation gives a pat opponent a made hand."""

from __future__ import annotations

import random

from client.bots.equity import Spot, equity
from client.engine import Action, ActionKind, Hand, HandConfig, game_spec
from client.engine.cards import parse_cards


def test_the_view_shows_each_seats_latest_draw() -> None:
    hand = Hand(HandConfig(game="27TD", stacks=(200, 200), button=0, small_blind=1,
                           big_blind=2, small_bet=2, big_bet=4, seed=3))
    hand.start()
    hand.act(0, Action(ActionKind.CALL))
    hand.act(1, Action(ActionKind.CHECK))
    assert hand.view(0).drawn == (-1, -1)
    first = hand.to_act
    assert first is not None
    thrown = hand.view(first).hole[:2]
    hand.act(first, Action(ActionKind.DRAW, discards=thrown))
    drawn = hand.view(1 - first).drawn  # public: the other seat sees it too
    assert drawn[first] == 2 and drawn[1 - first] == -1


def test_a_pat_opponent_holds_a_made_hand_in_the_simulation() -> None:
    """Drawing one to 7-4-3-2: worse against a player who stood pat than one who drew 3."""
    spec = game_spec("27TD")
    mine = tuple(parse_cards(["7d", "4c", "3h", "2s", "Kc"]))

    def against(drawn: tuple[int, ...]) -> float:
        return equity(Spot(spec, mine, draws_left=1, drawn=drawn), random.Random(5), 3000)

    pat, three, unknown = against((0,)), against((3,)), against(())
    assert pat < unknown - 0.1
    assert three > pat + 0.15
