"""Forward-moving button, dead button / dead small blind, heads-up, HORSE rotation."""

from __future__ import annotations

import pytest

from client.engine import (
    EngineError,
    Hand,
    HandConfig,
    MixedRotation,
    Positions,
    hand_seating,
    next_positions,
)


def test_rule_button_starts_at_seat_one() -> None:
    assert next_positions([True] * 6, None) == Positions(0, 1, 2)
    assert next_positions([False, True, True, True], None) == Positions(1, 2, 3)


def test_rule_forward_moving_button_moves_one_seat_every_hand() -> None:
    occupied = [True] * 6
    pos = next_positions(occupied, None)
    buttons = []
    for _ in range(7):
        pos = next_positions(occupied, pos)
        buttons.append(pos.button)
    assert buttons == [1, 2, 3, 4, 5, 0, 1]


def test_rule_dead_small_blind_when_the_big_blind_busts() -> None:
    occupied = [True] * 5
    pos = next_positions(occupied, Positions(0, 1, 2))
    assert pos == Positions(1, 2, 3)
    occupied[2] = False  # the player who was big blind busts... next hand:
    pos = next_positions(occupied, Positions(0, 1, 2))
    assert pos == Positions(1, 2, 3)  # small blind seat 2 is empty: dead small blind
    seating = hand_seating(occupied, pos)
    assert seating.dead_small_blind and seating.seats[seating.button] == 1
    hand = Hand(HandConfig("NLHE", (100,) * 4, seating.button, 1, 2,
                           dead_small_blind=True, seed=1))
    hand.start()
    assert hand.view(0).bets[seating.seats.index(3)] == 2  # seat 3 posts the big blind


def test_rule_dead_button_when_the_small_blind_busts() -> None:
    occupied = [True] * 5
    occupied[1] = False  # the small blind of (0, 1, 2) busts
    pos = next_positions(occupied, Positions(0, 1, 2))
    assert pos == Positions(1, 2, 3)  # the button sits on the empty seat 1: dead button
    seating = hand_seating(occupied, pos)
    assert not seating.dead_small_blind
    assert seating.seats[(seating.button + 1) % 4] == 2  # seat 2 posts the small blind


def test_rule_no_player_gets_the_button_twice_in_a_row() -> None:
    occupied = [True] * 6
    pos = next_positions(occupied, None)
    for bust in (3, 4, 0, 1):
        previous = pos
        occupied[bust] = False
        pos = next_positions(occupied, previous)
        assert pos.button != previous.button
        assert occupied[pos.big_blind]


def test_rule_heads_up_button_posts_small_blind_and_blinds_alternate() -> None:
    occupied = [True, False, True, False]
    pos = next_positions(occupied, None)
    assert pos == Positions(0, 0, 2)
    pos = next_positions(occupied, pos)
    assert pos == Positions(2, 2, 0)
    seating = hand_seating(occupied, pos)
    assert seating.seats[seating.button] == 2 and not seating.dead_small_blind


def test_rule_going_heads_up_nobody_posts_big_blind_twice() -> None:
    occupied = [True, True, True]
    occupied[1] = False
    pos = next_positions(occupied, Positions(0, 1, 2))
    assert pos.big_blind == 0 and pos.button == pos.small_blind == 2


def test_next_positions_rejects_empty_tables() -> None:
    with pytest.raises(EngineError, match="at least 2"):
        next_positions([True, False], None)


def test_rule_horse_rotation_fixed_number_of_hands_each() -> None:
    horse = MixedRotation.named("HORSE", hands_each=2)
    games = [horse.game_for(k) for k in range(12)]
    assert games == ["FLHE", "FLHE", "FLO8", "FLO8", "RAZZ", "RAZZ", "STUD", "STUD",
                     "STUD8", "STUD8", "FLHE", "FLHE"]
    with pytest.raises(EngineError):
        MixedRotation(("NOPE",))
