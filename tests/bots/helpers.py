"""Shared helpers for bot tests: deal real engine hands and let bots play them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from client.bots import Bot
from client.engine import Action, Hand, HandConfig, SeatView

GAMES = ("NLHE", "PLHE", "FLHE", "PLO", "NLO", "PLO8", "FLO8", "STUD", "STUD8", "RAZZ", "27TD")
STUD_GAMES = ("STUD", "STUD8", "RAZZ")


def config(game: str, stacks: Sequence[int], button: int = 0, seed: int = 1,
           deck: tuple[str, ...] | None = None) -> HandConfig:
    """A hand of ``game`` with small stakes (blinds 1/2, or ante 1 and bring-in 1 in stud)."""
    stud = game in STUD_GAMES
    return HandConfig(
        game=game, stacks=tuple(stacks), button=button,
        small_blind=0 if stud else 1, big_blind=0 if stud else 2,
        ante=1 if stud else 0, bring_in=1 if stud else 0, small_bet=2, big_bet=4,
        seed=seed, deck=deck,
    )


def play(hand: Hand, bots: Sequence[Bot],
         on_decision: Callable[[int, SeatView, Action], None] | None = None) -> Hand:
    """Start ``hand`` and let ``bots[seat]`` act until it is over (engine checks legality)."""
    hand.start()
    for _ in range(1000):
        if hand.is_over:
            return hand
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        action = bots[seat].decide(view)
        if on_decision is not None:
            on_decision(seat, view, action)
        hand.act(seat, action)
    raise AssertionError("hand did not finish in 1000 actions")


def view_at_first_decision(cfg: HandConfig) -> tuple[Hand, SeatView]:
    """The started hand and the view of the first seat to act."""
    hand = Hand(cfg)
    hand.start()
    assert hand.to_act is not None
    return hand, hand.view(hand.to_act)
