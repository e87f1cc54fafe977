"""Scripted hands of a scenario: fixed cards, written actions and expected results.

A ``[[hands]]`` entry names players, never seat numbers: ``hole`` and ``draws`` give a
player's cards in the order they are dealt, ``board`` the community cards, ``actions``
lines like ``"Alice raise 300"`` (verbs: fold, check, call, bet N, raise N (to N),
allin, draw [cards thrown], and for stud bring-in, complete N), and ``[hands.expect]``
what the hand must end with. Cards a hand does not name come from its seed; the
`ScriptedDealer` deals the named ones to their owner whatever the order of dealing.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from client.engine import Action, ActionKind
from client.engine.cards import CARD_STR, parse_card
from client.engine.dealing import Dealer
from client.engine.errors import EngineError
from client.engine.events import Event
from client.engine.records import HandResult, Legal

VERBS = ("fold", "check", "call", "bet", "raise", "allin", "draw", "bring-in", "complete")
_WITH_AMOUNT = ("bet", "raise", "complete")
_KIND = {"fold": ActionKind.FOLD, "check": ActionKind.CHECK, "call": ActionKind.CALL,
         "bet": ActionKind.BET, "raise": ActionKind.RAISE, "draw": ActionKind.DRAW,
         "bring-in": ActionKind.BRING_IN, "complete": ActionKind.COMPLETE}


class ScriptError(ValueError):
    """A script line that cannot be read or played; the message names the line."""


@dataclass(frozen=True)
class ScriptedAction:
    """One written action: who, the verb, the amount (a total for bet/raise/complete)."""

    player: str
    verb: str
    amount: int = 0
    cards: tuple[str, ...] = ()
    text: str = ""
    line: int | None = None

    def where(self) -> str:
        """How an error names this action: its line and text."""
        return f"line {self.line}: {self.text!r}" if self.line else repr(self.text)

    def to_action(self, legal: Legal) -> Action:
        """The engine action; ``allin`` bets or raises everything, or calls when it cannot."""
        if self.verb == "allin":
            for kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE):
                if kind in legal.kinds:
                    return Action(kind, legal.max_to)
            return Action(ActionKind.CALL)
        return Action(_KIND[self.verb], self.amount, self.cards)


@dataclass(frozen=True)
class Expectations:
    """``[hands.expect]``: any of finishing stacks (by name, after rake), pots, winners,
    rake (money); in tournaments the bounty and prize money each player was paid."""

    finishing_stacks: Mapping[str, int] | None = None
    pots: tuple[int, ...] | None = None
    winners: tuple[str, ...] | None = None
    rake: Decimal | None = None
    bounties: Mapping[str, Decimal] | None = None
    payouts: Mapping[str, Decimal] | None = None


@dataclass(frozen=True)
class Mismatch:
    """One expectation that did not hold (``player`` None for the whole hand)."""

    hand: int
    key: str
    player: str | None
    expected: object
    got: object

    def as_json(self) -> dict[str, object]:
        """The entry under ``expectations.failed``."""
        return {"hand": self.hand, "key": self.key, "player": self.player,
                "expected": self.expected, "got": self.got}


@dataclass(frozen=True)
class ScriptedHand:
    """One ``[[hands]]`` entry, checked against the seats' names."""

    button: str | None = None
    hole: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    board: tuple[str, ...] = ()
    draws: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    actions: tuple[ScriptedAction, ...] = ()
    expect: Expectations | None = None

    @property
    def cards(self) -> list[str]:
        """Every card the hand names (each may be named once)."""
        return [*(c for cs in self.hole.values() for c in cs), *self.board,
                *(c for cs in self.draws.values() for c in cs)]


def parse_action(text: str, names: Sequence[str], line: int | None) -> ScriptedAction:
    """``"<name> <verb> [amount]"`` (a name may hold spaces; the longest seat name wins)."""
    where = f"line {line}: " if line else ""
    name = max((n for n in names if text.startswith(n + " ")), key=len, default=None)
    if name is None:
        raise ScriptError(f"{where}{text!r}: start with a seat's name ({', '.join(names)})")
    verb, *rest = text[len(name):].split()
    verb = verb.lower()
    if verb not in VERBS:
        raise ScriptError(f"{where}{text!r}: unknown verb {verb!r}; use {', '.join(VERBS)}")
    if verb == "draw":
        return ScriptedAction(name, verb, 0, tuple(rest), text, line)
    if verb in _WITH_AMOUNT:
        if len(rest) != 1 or not rest[0].isdigit():
            raise ScriptError(f"{where}{text!r}: {verb} needs an amount in chips, "
                              f"e.g. {name!r} {verb} 300")
        return ScriptedAction(name, verb, int(rest[0]), (), text, line)
    if rest:
        raise ScriptError(f"{where}{text!r}: {verb} takes no amount")
    return ScriptedAction(name, verb, 0, (), text, line)


def check_cards(hand: ScriptedHand, where: str) -> None:
    """Every named card is a card and named once (ScriptError otherwise)."""
    seen: set[str] = set()
    for card in hand.cards:
        try:
            canonical = CARD_STR[parse_card(card)]
        except EngineError as exc:
            raise ScriptError(f"{where}: {exc}") from None
        if canonical in seen:
            raise ScriptError(f"{where}: the card {canonical} is named twice")
        seen.add(canonical)


@dataclass(frozen=True)
class HandOutcome:
    """What a finished hand ended with, by player name, for `check_expectations`."""

    pots: tuple[int, ...]  # main pot first
    winners: frozenset[str]  # everyone who took chips from a pot
    stacks: Mapping[str, int]  # after rake
    rake: Decimal = Decimal(0)
    bounties: Mapping[str, Decimal] = field(default_factory=dict)  # tournaments
    payouts: Mapping[str, Decimal] = field(default_factory=dict)

    @classmethod
    def of(cls, result: HandResult, names: Sequence[str], stacks: Mapping[str, int],
           rake: Decimal = Decimal(0), bounties: Mapping[str, Decimal] | None = None,
           payouts: Mapping[str, Decimal] | None = None) -> HandOutcome:
        """The outcome of an engine hand (``names`` by hand seat)."""
        return cls(tuple(p.amount for p in result.pots),
                   frozenset(names[s] for p in result.pots for s, c in p.shares.items() if c),
                   stacks, rake, bounties or {}, payouts or {})


def _money_diff(number: int, key: str, want: Mapping[str, Decimal] | None,
                got: Mapping[str, Decimal]) -> list[Mismatch]:
    """Each player whose money differs (a player not named must get none)."""
    if want is None:
        return []
    zero = Decimal(0)
    return [Mismatch(number, key, name, str(want.get(name, zero)), str(got.get(name, zero)))
            for name in sorted(set(want) | {n for n, v in got.items() if v})
            if want.get(name, zero) != got.get(name, zero)]


def check_expectations(number: int, expect: Expectations, outcome: HandOutcome
                       ) -> list[Mismatch]:
    """What differs between ``expect`` and the finished hand, player by player."""
    out: list[Mismatch] = []
    stacks = outcome.stacks
    for name, want in (expect.finishing_stacks or {}).items():
        if stacks.get(name) != want:
            out.append(Mismatch(number, "finishing_stacks", name, want, stacks.get(name)))
    if expect.pots is not None and outcome.pots != expect.pots:
        out.append(Mismatch(number, "pots", None, list(expect.pots), list(outcome.pots)))
    won = outcome.winners
    if expect.winners is not None and won != set(expect.winners):
        for name in sorted(won ^ set(expect.winners)):
            out.append(Mismatch(number, "winners", name, name in expect.winners, name in won))
    if expect.rake is not None and outcome.rake != expect.rake:
        out.append(Mismatch(number, "rake", None, str(expect.rake), str(outcome.rake)))
    out += _money_diff(number, "bounties", expect.bounties, outcome.bounties)
    out += _money_diff(number, "payouts", expect.payouts, outcome.payouts)
    return out


class ScriptedDealer(Dealer):
    """Deals each seat (and the board) the cards its script names first, in order, then
    cards from the seed; ``dealt`` keeps the order, so the hand replays from that deck."""

    __slots__ = ("_queues", "dealt")

    def __init__(self, queues: Mapping[int | None, Sequence[str]], rng: random.Random) -> None:
        super().__init__(None, rng)
        self._queues = {seat: [parse_card(c) for c in cards] for seat, cards in queues.items()}
        named = {c for cards in self._queues.values() for c in cards}
        self._pool = [c for c in self._pool if c not in named]
        self.dealt: list[str] = []

    def deal(self, count: int, seat: int | None, ev: list[Event]) -> list[int]:
        """The seat's named cards first, then seeded ones."""
        queue = self._queues.get(seat, [])
        named = [queue.pop(0) for _ in range(min(count, len(queue)))]
        out = named + (super().deal(count - len(named), seat, ev) if count > len(named) else [])
        self.dealt.extend(CARD_STR[c] for c in out)
        return out
