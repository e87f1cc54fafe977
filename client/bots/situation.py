"""A bot's reading of its `SeatView`: the numbers every style decides from.

This is the only module that looks inside a `SeatView`; styles work on `Situation`.
Everything here is derived from the view alone, so a bot can never use a card its seat
may not see. The betting unit (the big blind, or the small bet in stud) comes from the
stakes the view states exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from client.engine.actions import ActionKind
from client.engine.cards import parse_cards
from client.engine.games import GameSpec, game_spec
from client.engine.records import Legal, SeatView


class NotMyTurnError(ValueError):
    """A bot was asked to decide on a view where its seat is not the one to act."""


@dataclass(frozen=True)
class Situation:
    """What a bot knows when it must act (cards as engine ints, chips as int)."""

    spec: GameSpec
    seat: int
    legal: Legal
    mine: tuple[int, ...]
    board: tuple[int, ...]
    opponents_up: tuple[tuple[int, ...], ...]
    opponents_bet: tuple[int, ...]
    dead: tuple[int, ...]
    round_index: int
    pot: int
    to_call: int
    stack: int
    my_bet: int
    max_bet: int
    unit: int
    behind: int
    facing_all_in: bool
    opponents_chips: tuple[int, ...] = ()  # per active opponent: chips behind plus bet
    collected: int = 0  # chips in the pots before this round's bets (antes, first round)
    players: int = 2  # players dealt in
    folded_chips: tuple[int, ...] = ()  # chips behind of the seats that folded
    button: int = 0
    #: Per active opponent, cards exchanged at their latest draw (-1: none yet; draw games).
    opponents_drawn: tuple[int, ...] = ()

    @property
    def opponents(self) -> int:
        """Active opponents (not folded), all-in ones included."""
        return len(self.opponents_up)

    @property
    def fixed_limit(self) -> bool:
        """Whether bets come in fixed sizes (only ``legal.min_to`` or ``legal.max_to``)."""
        return self.spec.limit == "FL"

    @property
    def first_round(self) -> bool:
        """Whether this is the first betting round (preflop, third street, before the draw)."""
        return self.round_index == 0

    @property
    def pot_odds(self) -> float:
        """Share of the final pot a call costs: the equity a call needs to break even."""
        return self.to_call / (self.pot + self.to_call) if self.to_call else 0.0

    @property
    def pressure(self) -> float:
        """The bet this seat faces as a share of the pot before it (1.0: a pot-sized bet)."""
        return self.to_call / max(1, self.pot - self.to_call)

    @property
    def price(self) -> float:
        """Share of this seat's chips (behind plus already bet this round) a call costs."""
        return self.to_call / max(1, self.stack + self.my_bet)

    @property
    def stack_units(self) -> float:
        """Chips behind plus this round's bet, in betting units (big blinds)."""
        return (self.stack + self.my_bet) / self.unit

    @property
    def effective_units(self) -> float:
        """The stack at risk in units: this seat's chips, capped by the biggest opponent's."""
        mine = self.stack + self.my_bet
        return min(mine, max(self.opponents_chips, default=mine)) / self.unit

    @property
    def ante_units(self) -> float:
        """Each player's ante in betting units (0 without antes or after the first round)."""
        return self.collected / self.players / self.unit if self.first_round else 0.0

    @property
    def draws_left(self) -> int:
        """Draws still to come in draw games (the one about to happen included)."""
        return 3 - self.round_index if self.spec.family == "draw" else 0

    def can(self, kind: ActionKind) -> bool:
        """Whether ``kind`` is legal now."""
        return kind in self.legal.kinds


def _behind(view: SeatView, spec: GameSpec) -> int:
    """Active players who act after this seat before the first round closes."""
    n = len(view.stacks)
    if not spec.uses_blinds:
        return sum(1 for s in range(n) if s != view.seat and not view.folded[s])
    last = (view.button + (1 if n == 2 else 2)) % n
    count, s = 0, view.seat
    while s != last:
        s = (s + 1) % n
        if not view.folded[s] and view.stacks[s] > 0:
            count += 1
    return count


def _betting_unit(view: SeatView, spec: GameSpec) -> int:
    """The big blind in blind games, the small bet in stud (which has no blinds)."""
    return view.big_blind if spec.uses_blinds else view.small_bet


def read_view(view: SeatView) -> Situation:
    """The `Situation` of the seat whose turn it is in ``view``."""
    legal = view.legal
    if legal is None or view.to_act != view.seat or legal.seat != view.seat:
        raise NotMyTurnError(f"seat {view.seat} is not to act (to act: {view.to_act})")
    spec = game_spec(view.game)
    me = view.seat
    mine = list(view.hole) + [c for c in view.up[me] if c not in view.hole]
    active = [s for s in range(len(view.stacks)) if s != me and not view.folded[s]]
    dead = [c for s in range(len(view.stacks)) if s != me and view.folded[s] for c in view.up[s]]
    board = list(view.board)
    shared: list[str] = []
    if spec.family == "stud":  # a stud community card (deck ran short) is in every hand
        shared, board = board, []
        mine += shared
    max_bet = max(view.bets)
    return Situation(
        spec=spec,
        seat=me,
        legal=legal,
        mine=tuple(parse_cards(mine)),
        board=tuple(parse_cards(board)),
        opponents_up=tuple(tuple(parse_cards([*view.up[s], *shared])) for s in active),
        opponents_bet=tuple(view.bets[s] for s in active),
        dead=tuple(parse_cards(dead)),
        round_index=spec.streets.index(view.street) if view.street in spec.streets else 0,
        pot=view.pot,
        to_call=legal.call_amount,
        stack=view.stacks[me],
        my_bet=view.bets[me],
        max_bet=max_bet,
        unit=_betting_unit(view, spec),
        behind=_behind(view, spec),
        facing_all_in=any(view.stacks[s] == 0 and view.bets[s] == max_bet > 0 for s in active),
        opponents_chips=tuple(view.stacks[s] + view.bets[s] for s in active),
        collected=sum(view.pots),
        players=len(view.stacks),
        folded_chips=tuple(view.stacks[s] for s in range(len(view.stacks))
                           if s != me and view.folded[s]),
        button=view.button,
        opponents_drawn=tuple(view.drawn[s] for s in active) if view.drawn else (),
    )
