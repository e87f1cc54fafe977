"""Our own PokerStars export read back: every flop game, every player's view, many hands.

Hands are played by the engine with random legal actions, written with
`export_pokerstars` (as a cash table in dollars and as tournament chips, from the view
of seat 0 and of an observer), read back; the file's own numbers and the replay through the
rules must both give the engine's final stacks.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime

import pytest

from client.engine import Hand, HandConfig, game_spec
from client.histories.pokerstars.names import export_pokerstars
from client.histories.pokerstars.read import parse_pokerstars
from client.histories.pokerstars.read.ledger import recorded_money
from client.histories.pokerstars.read.to_recorded import replay_parsed
from client.qa.simulate import random_action

GAMES = ("NLHE", "PLHE", "FLHE", "PLO", "NLO", "PLO8", "FLO8")


def dollars(cents: int) -> str:
    """Money as the PokerStars client writes it: $2, $0.05, $1.50."""
    return f"${cents // 100}" if cents % 100 == 0 else f"${cents // 100}.{cents % 100:02d}"


def play(game: str, seed: int, players: int) -> Hand:
    """One hand with random legal actions from uneven stacks (side pots happen)."""
    rng = random.Random(seed)
    stacks = tuple(rng.randint(30, 400) for _ in range(players))
    hand = Hand(HandConfig(game, stacks, seed % players, 1, 2, seed=seed))
    hand.start()
    fixed = game_spec(game).limit == "FL"
    while not hand.is_over:
        legal = hand.legal()
        hand.act(legal.seat, random_action(legal, rng, fixed_limit=fixed))
    return hand


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("fmt", [str, dollars])
def test_export_then_read_gives_the_engines_final_stacks(
    game: str, fmt: Callable[[int], str]
) -> None:
    text = ""
    hands = []
    for k in range(40):
        hand = play(game, k, 2 + k % 8)
        hands.append(hand)
        names = [f"Player {i}: x" for i in range(len(hand.config.stacks))]
        text += export_pokerstars(hand, hand_id=1000 + k, table="Round Trip", names=names,
                                  started=datetime(2024, 1, 2, 3, 4, 5),
                                  hero=0 if k % 2 else None, max_seats=9, fmt=fmt) + "\n\n"
    parsed = parse_pokerstars(text)
    assert len(parsed) == len(hands)
    for hand, read in zip(hands, parsed, strict=True):
        assert read.unsupported is None, read.unsupported
        assert read.game == game
        assert recorded_money(read).finishing == list(hand.result().final_stacks)
        assert replay_parsed(read).replayed.finishing_stacks() == list(
            hand.result().final_stacks)
