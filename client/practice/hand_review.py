"""After a practice hand: the player's equity by street and the decision that cost most.

The room's record of a finished hand (its config and actions) is dealt again, so every
player's cards are known. On each street the player saw, their equity is counted against
the cards of the opponents still in (`odds`). Each of their decisions is priced with
hindsight, simply: with equity e against the live opponents' cards, a pot P and a call
of C, folding is worth 0, checking e·P, calling e·(P + C) − C, and a bet or raise that
adds X is worth e·(P + X + Y) − X if the biggest live opponent calls Y (or the pot P
when everyone folded to it, as happened). No later bets and no fold equity beyond what
happened are counted. The decision that cost most is the one whose value falls furthest
below the best of fold, check and call. Short-stack spots also get the push/fold chart's
answer (`feedback`). Flop games only (hold'em and Omaha).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from client.engine import Action, ActionKind, Event, Hand, HandConfig, SeatView
from client.engine.games import game_spec
from client.practice.feedback import chart_review
from client.practice.odds import board_equity

_AGGRESSIVE = (ActionKind.BET, ActionKind.RAISE)
_BOARD_AT = {"preflop": 0, "flop": 3, "turn": 4, "river": 5}
_WORD = {ActionKind.FOLD: "fold", ActionKind.CHECK: "check", ActionKind.CALL: "call",
         ActionKind.BET: "bet", ActionKind.RAISE: "raise"}


@dataclass(frozen=True)
class Decision:
    """One decision of the player, priced with hindsight (chips)."""

    street: str
    kind: ActionKind
    chips: int  # what the action added to the pot
    equity: float
    value: float
    best_kind: ActionKind
    best_value: float

    @property
    def cost(self) -> float:
        """Chips the choice gave up against the best of fold, check and call."""
        return max(0.0, self.best_value - self.value)


@dataclass(frozen=True)
class HandReview:
    """The player's hand, their equity by street, their priced decisions, the chart's word."""

    cards: tuple[str, ...]
    equities: tuple[tuple[str, float], ...]
    decisions: tuple[Decision, ...]
    big_blind: int
    chart: str | None = None

    @property
    def costliest(self) -> Decision | None:
        """The decision that cost most, or None when none cost chips."""
        costly = [d for d in self.decisions if d.cost >= 0.5]
        return max(costly, key=lambda d: d.cost) if costly else None

    def lines(self, amount: Callable[[int], str] | None = None) -> list[str]:
        """The review in a few lines for the table's chat; ``amount`` words chips (at a
        cash table, the money they are: "$30.24", not "3024 chips")."""
        amount = amount or chip_count
        cards = " ".join(self.cards)
        if self.equities:
            streets = ", ".join(f"{s} {e:.0%}" for s, e in self.equities)
            lines = [f"Hand review ({cards}): your equity against their cards: {streets}."]
        else:
            lines = [f"Hand review ({cards}): nobody else stayed in."]
        worst = self.costliest
        if worst is None:
            lines.append("No decision cost chips against their cards.")
        else:
            bb = f" ({worst.cost / self.big_blind:.1f} bb)" if self.big_blind else ""
            what = _WORD[worst.kind] + (f" {amount(worst.chips)}" if worst.chips else "")
            lines.append(
                f"Costliest decision: {what} on the {worst.street} with {worst.equity:.0%}: "
                f"{_WORD[worst.best_kind]} was worth {amount(round(worst.cost))}{bb} more "
                "(their cards known, no later bets).")
        if self.chart is not None:
            lines.append(self.chart)
        return lines


def chip_count(chips: int) -> str:
    """Chips as the review words them at a tournament or play-chip table."""
    return f"{chips} chips"


def dealt_config(config: HandConfig, events: Sequence[Event]) -> HandConfig:
    """The hand's config with the cards it actually dealt as a fixed deck (flop games: the
    hole cards seat by seat, then the board), so a hand shuffled without a seed (an
    unseeded practice room) replays with its own cards."""
    cards = [str(c) for e in events if e.kind in ("deal_hole", "deal_board")
             for c in e.data["cards"]]  # type: ignore[attr-defined]
    return replace(config, deck=tuple(cards)) if cards else config


def _live(view: SeatView, seat: int) -> list[int]:
    return [s for s, out in enumerate(view.folded) if not out and s != seat]


def _took_pot(hand_actions: Sequence[tuple[int, Action]], after: int, seat: int) -> bool:
    """Whether everyone folded to the player's bet at ``after`` (nobody called or raised)."""
    for s, action in hand_actions[after + 1:]:
        if s == seat:
            return False
        if action.kind is not ActionKind.FOLD:
            return False
    return True


def _price(view: SeatView, action: Action, equity: float, took_pot: bool) -> Decision:
    """The decision's hindsight value against the best passive alternative."""
    legal = view.legal
    assert legal is not None
    pot, call = view.pot, legal.call_amount
    options: dict[ActionKind, float] = {}
    if ActionKind.FOLD in legal.kinds:
        options[ActionKind.FOLD] = 0.0
    if ActionKind.CHECK in legal.kinds:
        options[ActionKind.CHECK] = equity * pot
    if ActionKind.CALL in legal.kinds:
        options[ActionKind.CALL] = equity * (pot + call) - call
    me = view.seat
    chips = call if action.kind is ActionKind.CALL else 0
    if action.kind in _AGGRESSIVE:
        chips = action.amount - view.bets[me]
        if took_pot:
            value = float(pot)
        else:
            answer = max(min(action.amount - view.bets[s], view.stacks[s])
                         for s in _live(view, me))
            value = equity * (pot + chips + max(0, answer)) - chips
    else:
        value = options.get(action.kind, 0.0)
    best = max(options, key=lambda k: options[k]) if options else action.kind
    return Decision(view.street, action.kind, chips, equity, value, best,
                    options.get(best, value))


def review_hand(config: HandConfig, actions: Sequence[tuple[int, Action]], seat: int,
                rng: random.Random) -> HandReview | None:
    """The review of ``seat``'s play in the recorded hand, or None outside flop games."""
    if game_spec(config.game).family not in ("holdem", "omaha"):
        return None
    hand = Hand(config)
    hand.start()
    start_views: dict[str, SeatView] = {}  # each street as it began
    first_mine: dict[str, SeatView] = {}  # each street at the player's first decision
    spots: list[tuple[SeatView, Action, bool]] = []
    for index, (actor, action) in enumerate(actions):
        view = hand.view(seat)
        start_views.setdefault(view.street, view)
        if actor == seat:
            first_mine.setdefault(view.street, view)
            took = action.kind in _AGGRESSIVE and _took_pot(actions, index, seat)
            spots.append((view, action, took))
        hand.act(actor, action)
    end = hand.view(seat)
    holes = [hand.view(s).hole for s in range(len(config.stacks))]
    memo: dict[tuple[tuple[str, ...], tuple[int, ...]], float] = {}

    def equity(board: tuple[str, ...], live: list[int]) -> float:
        key = (board, tuple(live))
        if key not in memo:
            memo[key] = board_equity(config.game, holes[seat], [holes[s] for s in live],
                                     board, rng)
        return memo[key]

    equities = []
    for street, shown in _BOARD_AT.items():
        if len(end.board) < shown:
            break
        at = first_mine.get(street) or start_views.get(street, end)
        if at.folded[seat]:
            break
        live = _live(at, seat)
        if live:
            equities.append((street, equity(end.board[:shown], live)))
    decisions = [_price(view, action, equity(view.board, _live(view, seat)), took)
                 for view, action, took in spots if _live(view, seat)]
    chart = next((text for view, action, _ in spots
                  if (text := chart_review(view, action)) is not None), None)
    return HandReview(holes[seat], tuple(equities), tuple(decisions), config.big_blind,
                      chart)
