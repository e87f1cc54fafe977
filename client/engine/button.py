"""Forward-moving button with dead button and dead small blind (site rule).

The big blind moves to the next occupied seat every hand; the small blind takes
the seat that had the big blind and the button the seat that had the small
blind, even when those seats are now empty (dead small blind, dead button). So
nobody gets the button twice in a row and nobody skips the big blind; players
may get a reprieve from the small blind when others bust. Heads-up, the button
posts the small blind and acts first before the flop. The first hand puts the
button on the first occupied seat (seat 1 of the table).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from client.engine.errors import EngineError
from client.engine.frozen import quick_init


@dataclass(frozen=True, slots=True)
class Positions:
    """Table seats of the button, small blind and big blind. The button and small
    blind seats may be empty (dead); the big blind seat is always occupied."""

    button: int
    small_blind: int
    big_blind: int


quick_init(Positions)  # (one of each per hand dealt)


@dataclass(frozen=True, slots=True)
class HandSeating:
    """How a table maps onto a `HandConfig`: `seats[i]` is the table seat of hand
    seat i; `button` and `dead_small_blind` go straight into the config."""

    seats: tuple[int, ...]
    button: int
    dead_small_blind: bool


quick_init(HandSeating)


def _next(occupied: Sequence[bool], seat: int) -> int:
    n = len(occupied)
    for k in range(1, n + 1):
        if occupied[(seat + k) % n]:
            return (seat + k) % n
    raise EngineError("no occupied seat")


def _prev(occupied: Sequence[bool], seat: int) -> int:
    n = len(occupied)
    for k in range(1, n + 1):
        if occupied[(seat - k) % n]:
            return (seat - k) % n
    raise EngineError("no occupied seat")


def next_positions(occupied: Sequence[bool], previous: Positions | None) -> Positions:
    """Positions for the next hand given which table seats have a player."""
    players = sum(1 for o in occupied if o)
    if players < 2:
        raise EngineError(f"a hand needs at least 2 seated players, the table has {players}")
    if previous is not None and not all(
        0 <= s < len(occupied) for s in (previous.button, previous.small_blind, previous.big_blind)
    ):
        raise EngineError("previous positions do not fit this table")
    if previous is None:
        button = _next(occupied, len(occupied) - 1)
        if players == 2:
            return Positions(button, button, _next(occupied, button))
        sb = _next(occupied, button)
        return Positions(button, sb, _next(occupied, sb))
    bb = _next(occupied, previous.big_blind)
    if players == 2:  # heads-up: the other player has the button and small blind
        other = _next(occupied, bb)
        return Positions(other, other, bb)
    if previous.button == previous.small_blind:  # leaving heads-up: rebuild around the BB
        sb = _next(occupied, previous.big_blind)
        return Positions(previous.big_blind, sb, _next(occupied, sb))
    sb = previous.big_blind
    button = previous.small_blind
    if button == bb:
        button = _prev(occupied, sb)
    return Positions(button, sb, bb)


def hand_seating(occupied: Sequence[bool], positions: Positions) -> HandSeating:
    """Map table seats to hand seats (ascending table order) for a `HandConfig`.

    The hand's button is the player just before the small blind seat, which
    gives the right acting order with a dead button too."""
    seats = tuple(i for i, o in enumerate(occupied) if o)
    if len(seats) < 2 or not occupied[positions.big_blind]:
        raise EngineError("the big blind seat must be occupied and the hand needs 2 players")
    if len(seats) == 2:
        return HandSeating(seats, seats.index(positions.small_blind), False)
    button_seat = _prev(occupied, positions.small_blind)
    return HandSeating(seats, seats.index(button_seat), not occupied[positions.small_blind])
