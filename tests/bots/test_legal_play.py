"""Every style plays every game legally, reproducibly, and from its own SeatView only."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from client.bots import BOT_STYLES, make_bot
from client.engine import Action, Hand, SeatView
from tests.bots.helpers import GAMES, config, play


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    style=st.sampled_from(BOT_STYLES),
    game=st.sampled_from(GAMES),
    stacks=st.lists(st.integers(1, 400), min_size=2, max_size=6),
    button=st.integers(0, 5),
    seed=st.integers(0, 2**32),
)
def test_every_style_takes_only_legal_actions_in_every_game(style, game, stacks, button, seed):
    """Hand.act raises IllegalActionError on anything illegal: finishing the hand is the check."""
    bots = [make_bot(style, seed + i) for i in range(len(stacks))]
    hand = play(Hand(config(game, stacks, button % len(stacks), seed)), bots)
    assert sum(hand.result().final_stacks) == sum(stacks)


def test_mixed_table_plays_many_hands_legally() -> None:
    for game in GAMES:
        for seed in range(4):
            bots = [make_bot(style, seed) for style in BOT_STYLES]
            play(Hand(config(game, [60, 120, 200, 35], seed % 4, seed)), bots)


def _record(style: str, game: str, seed: int) -> list[tuple[int, Action]]:
    decisions: list[tuple[int, Action]] = []
    bots = [make_bot(style, 100 + i) for i in range(4)]
    play(Hand(config(game, [80, 80, 80, 80], 1, seed)), bots,
         lambda seat, _view, action: decisions.append((seat, action)))
    return decisions


def test_same_seeds_same_decisions() -> None:
    """A hand replays from its recorded seed: bots decide from (seed, view) alone."""
    for style in BOT_STYLES:
        for game in ("NLHE", "PLO8", "STUD", "27TD"):
            assert _record(style, game, 3) == _record(style, game, 3)


def _private_cards(hand: Hand) -> dict[int, set[str]]:
    """Each seat's face-down cards, from the engine's private events."""
    private: dict[int, set[str]] = {}
    for event in hand.events:
        if event.visible_to is not None:
            cards = event.data.get("cards") or event.data.get("received") or []
            assert isinstance(cards, list)
            private.setdefault(event.visible_to, set()).update(cards)
    return private


def _strings(value: object) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_strings(v) for v in value.values())) if value else set()
    if isinstance(value, tuple | list | frozenset | set):
        return set().union(*(_strings(v) for v in value)) if value else set()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _strings([getattr(value, f.name) for f in dataclasses.fields(value)])
    return set()


def test_rule_hole_cards_never_reach_the_wrong_player_bots_get_only_their_seat_view() -> None:
    """Bots are given a SeatView and nothing else; no other seat's hidden card is in it."""
    for game in GAMES:
        for style in BOT_STYLES:
            given: list[tuple[int, SeatView]] = []

            def spy(seat: int, view: SeatView, _action: Action,
                    seen: list[tuple[int, SeatView]] = given) -> None:
                seen.append((seat, view))

            bots = [make_bot(style, i) for i in range(5)]
            hand = play(Hand(config(game, [50, 90, 150, 40, 70], 2, 9)), bots, spy)
            private = _private_cards(hand)
            assert given
            for seat, view in given:
                assert type(view) is SeatView and view.seat == seat
                others = set().union(*(c for s, c in private.items() if s != seat))
                others -= set(view.hole)  # 2-7 draw: a card another seat threw may be redealt
                leaked = others & _strings(view)
                assert not leaked, f"{game} {style}: seat {seat} saw {leaked}"
