"""The bot styles: random, loose-passive, tight-aggressive and strong.

Each bot reads its `SeatView` into a `Situation` and draws its randomness from a
`random.Random` seeded by its own seed and the view, so the same seed facing the same
view always takes the same decision (a hand replays from its recorded seeds alone,
whatever happened before it).

* random: any legal action, any legal amount; a fuzzer for the table code.
* loose-passive: plays most hands, calls a lot, raises only with the very best.
* tight-aggressive: plays few hands and plays them by betting and raising.
* strong: Monte Carlo equity against the active opponents, pot odds, position, and the
  push/fold chart when short-stacked in hold'em.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import ClassVar

from client.bots.balance import bet_size, bluff_share, defence_frequency, made_percentile
from client.bots.choice import aggressive, can_raise, draw, give_up, legal_total, passive
from client.bots.draws import discards
from client.bots.equity import Spot, equity, iterations_for
from client.bots.preflop import holdem_percentile
from client.bots.pushfold import default_chart
from client.bots.ranges import hand_class
from client.bots.seeds import derive_seed
from client.bots.situation import Situation, read_view
from client.bots.tournament import (
    AllIn,
    SituationSource,
    TournamentSituation,
    applies,
    call_pays,
    push_pays,
)
from client.engine.actions import Action, ActionKind
from client.engine.cards import card_str
from client.engine.records import SeatView


def _view_key(view: SeatView) -> tuple[object, ...]:
    """Everything in a view that can change a decision (fed to the decision's seed)."""
    return (
        view.game, view.street, view.seat, view.button, view.big_blind, view.small_bet,
        view.big_bet, view.stacks, view.bets, view.pot, view.board, view.hole, view.up,
        view.folded,
    )


def _bettor_strength(sit: Situation, scale: float = 1.0) -> tuple[float, ...]:
    """Per opponent, the share of holdings their bet rules out (see `Spot.strength`).

    Those who bet (or called the bet) this round hold better than random hands: a half-pot
    bet about the top 60%, a pot-sized bet or bigger the top half: a bigger bet is not
    read as a stronger hand, since a balanced range bets bigger with more bluffs too.
    """
    if sit.max_bet == 0 or sit.first_round:
        return ()
    q = min(0.75, min(0.5, 0.3 + 0.2 * sit.pressure) * scale)
    return tuple(q if bet == sit.max_bet else 0.0 for bet in sit.opponents_bet)


def _equity(sit: Situation, rng: random.Random, budget: int,
            strength: tuple[float, ...] = ()) -> float:
    """Equity by simulation; ``strength`` puts bettors on their betting range (hold'em)."""
    spot = Spot(
        spec=sit.spec,
        mine=sit.mine,
        board=sit.board,
        opponents=sit.opponents_up,
        dead=sit.dead,
        draws_left=sit.draws_left,
        strength=strength,
        drawn=sit.opponents_drawn,
    )
    return equity(spot, rng, iterations_for(sit.spec, sit.opponents, budget))


def _raise_by_pot(sit: Situation, fraction: float) -> int:
    """Total bet for a bet or raise of ``fraction`` of the pot after calling."""
    return sit.max_bet + int(fraction * (sit.pot + sit.to_call))


def _raise(sit: Situation, total: int) -> Action:
    """Bet or raise to ``total`` as far as the rules allow (a call when no raise is)."""
    return aggressive(sit.legal, total, sit.fixed_limit)


def _priced(threshold: float, price: float) -> float:
    """A percentile threshold raised towards the top hands as a call costs more of the stack.

    Calling a fifth of the stack or more closes 80% of the gap to the best hand.
    """
    return threshold + (1.0 - threshold) * 0.8 * min(1.0, price * 5)


def _all_in(sit: Situation) -> AllIn:
    """The all-in this seat would play: against the biggest active opponent (or the raiser)."""
    chips = sit.opponents_chips
    them = max(range(len(chips)), key=lambda k: (sit.opponents_bet[k], chips[k]))
    their_bet = sit.opponents_bet[them]
    others = tuple(c - b for k, (c, b) in enumerate(zip(chips, sit.opponents_bet, strict=True))
                   if k != them)
    return AllIn(
        mine=sit.stack + sit.my_bet, theirs=chips[them], others=(*others, *sit.folded_chips),
        dead=sit.pot - sit.my_bet - their_bet, my_bet=sit.my_bet, their_bet=their_bet,
    )


def _holdem_first_round(sit: Situation) -> bool:
    return sit.spec.family == "holdem" and sit.first_round


class _SeededBot(ABC):
    """Shared plumbing: the seed, the per-decision RNG, draws and bets split."""

    style: ClassVar[str]

    def __init__(self, seed: int, tournament: SituationSource | None = None) -> None:
        self.seed = seed
        self.tournament = tournament

    def _tournament(self) -> TournamentSituation | None:
        """The tournament situation now, if this bot plays a tournament."""
        return self.tournament() if self.tournament is not None else None

    def decide(self, view: SeatView) -> Action:
        """A legal action for ``view``'s seat (it must be that seat's turn)."""
        sit = read_view(view)
        rng = random.Random(derive_seed(self.style, self.seed, _view_key(view)))
        if sit.can(ActionKind.DRAW):
            return draw(sit.legal, self._discards(view, rng))
        return self._bet(sit, rng)

    def _discards(self, view: SeatView, rng: random.Random) -> tuple[str, ...]:
        return discards(view.hole)

    @abstractmethod
    def _bet(self, sit: Situation, rng: random.Random) -> Action:
        """The betting decision (every kind but DRAW) for ``sit``."""


class RandomBot(_SeededBot):
    """Any legal action with any legal amount: exercises every path of the table code."""

    style = "random"

    def _discards(self, view: SeatView, rng: random.Random) -> tuple[str, ...]:
        limit = view.legal.max_discards if view.legal else 0
        return tuple(rng.sample(view.hole, rng.randint(0, min(limit, len(view.hole)))))

    def _bet(self, sit: Situation, rng: random.Random) -> Action:
        kind = rng.choice(sorted(sit.legal.kinds - {ActionKind.DRAW}))
        if kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE):
            total = rng.randint(sit.legal.min_to, sit.legal.max_to)
            return Action(kind, legal_total(sit.legal, total, sit.fixed_limit))
        return Action(kind)


@dataclass(frozen=True)
class Tendencies:
    """How a heuristic style plays, as thresholds (percentiles and relative equity).

    Relative equity is equity times the number of players in the pot: 1.0 is an average
    hand, 2.0 twice the fair share.
    """

    play: float  # hold'em preflop percentile to enter an unraised pot
    open_raise: float  # percentile to enter by raising
    call_raise: float  # percentile to call a raise
    reraise: float  # percentile to re-raise
    enter: float  # other games, first round: relative equity to enter
    value_bet: float  # relative equity to bet or raise for value
    call_margin: float  # call when equity >= pot odds * call_margin
    bet_fraction: float  # bet/raise size as a fraction of the pot
    iterations: int  # Monte Carlo budget (heads-up hold'em equivalents)


class HeuristicBot(_SeededBot):
    """A style defined by `Tendencies`: cheap strength estimates and fixed thresholds."""

    tendencies: ClassVar[Tendencies]

    def _bet(self, sit: Situation, rng: random.Random) -> Action:
        t = self.tendencies
        legal = sit.legal
        if _holdem_first_round(sit):
            p = holdem_percentile([card_str(c) for c in sit.mine])
            if sit.max_bet <= sit.unit:
                if p >= t.open_raise and can_raise(legal):
                    size = (2 + rng.randint(0, 1)) * sit.unit
                    return _raise(sit, sit.max_bet + size)
                return passive(legal) if p >= t.play else give_up(legal)
            if p >= _priced(t.reraise, sit.price) and can_raise(legal):
                return _raise(sit, 3 * sit.max_bet)
            return passive(legal) if p >= _priced(t.call_raise, sit.price) else give_up(legal)
        e = _equity(sit, rng, t.iterations)
        relative = e * (sit.opponents + 1)
        if sit.first_round and sit.to_call <= sit.unit and relative < t.enter:
            return give_up(legal)
        if relative >= t.value_bet and can_raise(legal):
            return _raise(sit, _raise_by_pot(sit, t.bet_fraction))
        if sit.to_call == 0 or e >= sit.pot_odds * t.call_margin:
            return passive(legal)
        return give_up(legal)


class LoosePassiveBot(HeuristicBot):
    """Plays two hands in three, calls often, raises only with the very best."""

    style = "loose-passive"
    tendencies = Tendencies(
        play=0.35, open_raise=0.96, call_raise=0.5, reraise=0.99, enter=0.6,
        value_bet=1.9, call_margin=0.7, bet_fraction=0.5, iterations=150,
    )


class TightAggressiveBot(HeuristicBot):
    """Plays about one hand in five and bets and raises with them."""

    style = "tight-aggressive"
    tendencies = Tendencies(
        play=0.8, open_raise=0.8, call_raise=0.9, reraise=0.96, enter=1.1,
        value_bet=1.25, call_margin=1.1, bet_fraction=0.7, iterations=200,
    )


class StrongBot(_SeededBot):
    """Equity against the active opponents versus the price, position, and push/fold.

    Short-stacked in a no-limit hold'em first round it follows the push/fold chart. Deeper
    in hold'em it opens and defends by the price (wider against small opens, a big blind
    defends most hands against a min-raise), mixes in re-raise bluffs, and after the flop
    plays balanced (see `balance`): mixed sizes, bluffs in proportion to value, and a
    minimum defence against big bets. Other games simulate equity (a bounded number of
    iterations so a decision stays far below 20 ms) and bet for value, call when the pot
    odds pay, and sometimes bluff heads-up.
    """

    style = "strong"
    iterations = 600

    def _bet(self, sit: Situation, rng: random.Random) -> Action:
        if _holdem_first_round(sit):
            return self._holdem_preflop(sit, rng)
        e = _equity(sit, rng, self.iterations, _bettor_strength(sit, self._strength_scale()))
        if sit.spec.family == "holdem" and not sit.fixed_limit:
            action = self._holdem_postflop(sit, rng, e)
        else:
            action = self._by_equity(sit, rng, e)
        self._observe(sit)
        return action

    def _observe(self, sit: Situation) -> None:
        """Note what the opponents did, for later decisions (adaptive learns; strong does not)."""

    def _strength_scale(self) -> float:
        """How much stronger than the default read a bettor's range is (1.0: as read)."""
        return 1.0

    def _defence_scale(self) -> float:
        """How much more than the minimum defence frequency to defend (1.0: exactly)."""
        return 1.0

    def _holdem_preflop(self, sit: Situation, rng: random.Random) -> Action:
        legal = sit.legal
        cards = [card_str(c) for c in sit.mine]
        p = holdem_percentile(cards)
        heads_up = sit.opponents == 1
        short = sit.spec.limit == "NL" and sit.effective_units <= default_chart().max_bb
        if short and (sit.max_bet <= sit.unit or sit.facing_all_in or sit.price >= 0.3):
            return self._push_fold(sit, hand_class(cards))
        if sit.max_bet <= sit.unit:  # unopened, or limped to the big blind
            open_at = 0.55 if sit.to_call == 0 else 0.2 if heads_up else 0.6 if sit.behind <= 2 \
                else 0.75
            if p >= open_at and can_raise(legal):
                size = rng.choice((2.0, 2.5, 3.0)) * sit.unit
                return _raise(sit, sit.max_bet + int(size))
            return give_up(legal)
        if sit.my_bet <= sit.unit:  # facing the first raise
            return self._versus_open(sit, rng, p)
        if p >= 0.95 and can_raise(legal):
            return _raise(sit, legal.max_to if sit.price >= 0.3 else 3 * sit.max_bet)
        need = 0.7 if sit.price <= 0.08 else 0.85 if sit.price <= 0.15 else 0.93
        return passive(legal) if p >= need else give_up(legal)

    def _push_fold(self, sit: Situation, cls: str) -> Action:
        """Short-stacked: the push/fold chart, or in a tournament near the money, ICM.

        First in, push the chart's range for the stack, ante and players behind; facing an
        all-in, call with the chart's calling range. With the tournament's prizes and few
        players left, the same all-in is weighed in prize money instead (see `tournament`).
        """
        legal, chart = sit.legal, default_chart()
        stack, ante = sit.effective_units, sit.ante_units
        first_in = sit.max_bet <= sit.unit
        calls = chart.call_range(stack, ante) or frozenset()
        situation = self._tournament()
        spot = _all_in(sit)
        if first_in:
            push = cls in (chart.push_range(stack, sit.behind, ante) or frozenset())
            if situation is not None and applies(situation, spot):
                push = push_pays(situation, spot, cls, calls, sit.behind)
            return _raise(sit, legal.max_to) if push else give_up(legal)
        call = cls in calls
        if situation is not None and applies(situation, spot):
            pushes = chart.push_range(spot.theirs / sit.unit, sit.behind + 1, ante) or frozenset()
            call = call_pays(situation, spot, cls, pushes)
        if call and can_raise(legal) and sit.price >= 0.5:
            return _raise(sit, legal.max_to)
        return passive(legal) if call else give_up(legal)

    def _versus_open(self, sit: Situation, rng: random.Random, p: float) -> Action:
        """Defend against an open by its price; re-raise the best hands and some bluffs.

        Heads-up the share of hands that continue falls with the pot odds: about 90%
        against a min-raise, 75% against 2.5 big blinds, 55% against 4; each other player
        still in the hand tightens it.
        """
        legal = sit.legal
        share = max(0.1, min(0.9, 1.6 - 2.8 * sit.pot_odds)) * 0.6 ** (sit.opponents - 1)
        share *= 0.8 if sit.behind else 1.0
        value = p >= 0.93
        bluff = sit.opponents == 1 and 0.5 <= p < 0.93 and rng.random() < 0.12
        if (value or bluff) and can_raise(legal):
            return _raise(sit, int(rng.choice((3.0, 3.5, 4.0)) * sit.max_bet))
        return passive(legal) if p >= 1.0 - share else give_up(legal)

    def _holdem_postflop(self, sit: Situation, rng: random.Random, e: float) -> Action:
        """Balanced no-limit play after the flop (see `balance`).

        Checked to: bet value at a size drawn from the mix, and heads-up bluff often
        enough that the bets hold the balanced share of bluffs. Facing a bet: raise
        strong hands, call when the equity pays, and heads-up never fold more than the
        minimum defence frequency allows against big bets, whatever the size says.
        """
        legal = sit.legal
        heads_up = sit.opponents == 1
        committed = sit.stack - sit.to_call < (sit.pot + sit.to_call) // 3
        needed = sit.pot_odds + 0.03
        if committed and e >= needed and can_raise(legal):
            return _raise(sit, legal.max_to)
        if sit.to_call == 0:
            size = bet_size(rng, e >= 0.8)
            value = e >= (0.62 if heads_up else 0.5 + 0.1 * sit.opponents)
            share = bluff_share(size)
            bluff = heads_up and rng.random() < 0.35 * share / (1 - share) / 0.65
            if (value or bluff) and can_raise(legal):
                return _raise(sit, _raise_by_pot(sit, size))
            return passive(legal)
        if e >= 0.85 and can_raise(legal):
            return _raise(sit, _raise_by_pot(sit, rng.choice((0.66, 1.0))))
        if e >= needed:
            return passive(legal)
        if heads_up and sit.pressure > 0.75 / self._defence_scale():
            defend = min(1.0, self._defence_scale() *
                         defence_frequency(sit.pot - sit.to_call, sit.to_call))
            if made_percentile(sit.mine, sit.board, sit.dead, rng) >= 1.0 - defend:
                return passive(legal)
        return give_up(legal)

    def _by_equity(self, sit: Situation, rng: random.Random, e: float) -> Action:
        """Bet, call or fold on equity against the opponents' likely hands.

        In hold'em the simulation already puts bettors on a range; elsewhere their hands are
        random, so the equity a call needs grows with the size of the bet (a pot-sized bet
        asks about 0.11 more than the pot odds). Outside hold'em the bot bets a hand a
        third better than its share (stud, razz, draw and Omaha reward betting made hands
        and strong draws), raises clearly strong hands, and heads-up semi-bluffs hands with
        some equity a fifth of the time when checked to.
        """
        legal = sit.legal
        relative = e * (sit.opponents + 1)
        ranged = sit.spec.family == "holdem"
        needed = sit.pot_odds + 0.03 + (0.0 if ranged else 0.08 * min(sit.pressure, 2.0))
        committed = sit.stack - sit.to_call < (sit.pot + sit.to_call) // 3
        if committed and e >= needed and can_raise(legal):
            return _raise(sit, legal.max_to)
        bet_at, raise_at = (1.5, 1.8) if ranged else (1.3, 1.6)
        strong = relative >= bet_at or e >= 0.75 if sit.to_call == 0 else \
            relative >= raise_at or e >= 0.85
        if can_raise(legal) and strong:
            return _raise(sit, _raise_by_pot(sit, 0.66 if sit.to_call == 0 else 0.9))
        if sit.to_call == 0:
            often = 0.12 if ranged else 0.2 if e >= 0.3 else 0.08
            bluff = sit.opponents == 1 and not sit.first_round and rng.random() < often
            return _raise(sit, _raise_by_pot(sit, 0.5)) if bluff else passive(legal)
        return passive(legal) if e >= needed else give_up(legal)
