"""Immutable records a hand hands out: legal options, a seat's view, the result."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from client.engine.actions import ActionKind
from client.engine.frozen import quick_init


@dataclass(frozen=True, slots=True)
class Legal:
    """What the seat to act may do now.

    `call_amount` is the chips a CALL adds (capped at the stack). BET/RAISE/COMPLETE
    amounts are totals for the round between `min_to` and `max_to` (in fixed
    limit exactly one of those two, or all-in when the stack is short).
    `bring_in` is the chips a BRING_IN posts; `max_discards` bounds a DRAW.
    """

    seat: int
    kinds: frozenset[ActionKind]
    call_amount: int = 0
    min_to: int = 0
    max_to: int = 0
    bring_in: int = 0
    max_discards: int = 0

    def __init__(self, seat: int, kinds: frozenset[ActionKind], call_amount: int = 0,
                 min_to: int = 0, max_to: int = 0, bring_in: int = 0,
                 max_discards: int = 0) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "kinds", kinds)
        object.__setattr__(self, "call_amount", call_amount)
        object.__setattr__(self, "min_to", min_to)
        object.__setattr__(self, "max_to", max_to)
        object.__setattr__(self, "bring_in", bring_in)
        object.__setattr__(self, "max_discards", max_discards)


quick_init(Legal)


@dataclass(frozen=True, slots=True)
class PotResult:
    """One pot at the end: its chips, who could win it and who did."""

    amount: int
    eligible: tuple[int, ...]
    hi_winners: tuple[int, ...]
    lo_winners: tuple[int, ...]
    shares: Mapping[int, int]

    def __init__(self, amount: int, eligible: tuple[int, ...], hi_winners: tuple[int, ...],
                 lo_winners: tuple[int, ...], shares: Mapping[int, int]) -> None:
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "eligible", eligible)
        object.__setattr__(self, "hi_winners", hi_winners)
        object.__setattr__(self, "lo_winners", lo_winners)
        object.__setattr__(self, "shares", shares)


quick_init(PotResult)


@dataclass(frozen=True, slots=True)
class HandResult:
    """Final stacks and pots; `reached_second_round` drives the no-flop-no-drop rake rule."""

    final_stacks: tuple[int, ...]
    pots: tuple[PotResult, ...]
    reached_second_round: bool
    shown: Mapping[int, tuple[str, ...]]

    def __init__(self, final_stacks: tuple[int, ...], pots: tuple[PotResult, ...],
                 reached_second_round: bool, shown: Mapping[int, tuple[str, ...]]) -> None:
        object.__setattr__(self, "final_stacks", final_stacks)
        object.__setattr__(self, "pots", pots)
        object.__setattr__(self, "reached_second_round", reached_second_round)
        object.__setattr__(self, "shown", shown)


quick_init(HandResult)


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything one seat may know (bots decide from this alone).

    `hole` is this seat's own cards in deal order; `up` holds every seat's face-up
    cards (stud) and `shown` cards revealed at showdown. `pot` counts all chips in
    the middle including this round's `bets`; `pots` splits the chips already
    collected (not this round's bets) into the main pot and side pots.
    The stakes are exact so nobody has to guess them from bets: `big_blind` (0 in
    stud, which has no blinds) and, in fixed limit games only, the `small_bet` and
    `big_bet` sizes (0 in no limit and pot limit games).
    """

    seat: int
    game: str
    street: str
    button: int
    big_blind: int
    small_bet: int
    big_bet: int
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    pot: int
    board: tuple[str, ...]
    hole: tuple[str, ...]
    up: tuple[tuple[str, ...], ...]
    folded: tuple[bool, ...]
    to_act: int | None
    legal: Legal | None
    is_over: bool
    shown: Mapping[int, tuple[str, ...]]
    pots: tuple[int, ...] = ()
    #: Per seat, the cards it exchanged at its latest draw (-1 before its first draw;
    #: public: every player sees how many cards the others draw).
    drawn: tuple[int, ...] = ()

    def __init__(self, seat: int, game: str, street: str, button: int, big_blind: int,
                 small_bet: int, big_bet: int, stacks: tuple[int, ...], bets: tuple[int, ...],
                 pot: int, board: tuple[str, ...], hole: tuple[str, ...],
                 up: tuple[tuple[str, ...], ...], folded: tuple[bool, ...], to_act: int | None,
                 legal: Legal | None, is_over: bool, shown: Mapping[int, tuple[str, ...]],
                 pots: tuple[int, ...] = (), drawn: tuple[int, ...] = ()) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "game", game)
        object.__setattr__(self, "street", street)
        object.__setattr__(self, "button", button)
        object.__setattr__(self, "big_blind", big_blind)
        object.__setattr__(self, "small_bet", small_bet)
        object.__setattr__(self, "big_bet", big_bet)
        object.__setattr__(self, "stacks", stacks)
        object.__setattr__(self, "bets", bets)
        object.__setattr__(self, "pot", pot)
        object.__setattr__(self, "board", board)
        object.__setattr__(self, "hole", hole)
        object.__setattr__(self, "up", up)
        object.__setattr__(self, "folded", folded)
        object.__setattr__(self, "to_act", to_act)
        object.__setattr__(self, "legal", legal)
        object.__setattr__(self, "is_over", is_over)
        object.__setattr__(self, "shown", shown)
        object.__setattr__(self, "pots", pots)
        object.__setattr__(self, "drawn", drawn)


quick_init(SeatView)
