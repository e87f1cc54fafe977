"""One played hand as this player saw it: the single record every hand-history writer reads.

`HandLogBuilder` builds a `HandLog` from the `TableEvent`s the client receives (never from a
re-deal), so it holds exactly what was dealt and shown to this player: their own hole cards,
other players' cards only when shown down. Amounts are chips; at a cash table one chip is
one cent of the table's currency (`Money.text`). The rake is not sent with the events: it is
the site's rake table applied to the pots (`client.room.ring.hand_rake`, the room's own
function), taken from each winner in proportion to what they won, as the room settles it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import NamedTuple

from client.engine.games import GAMES, game_spec
from client.protocol import table_bodies as tb
from client.protocol.messages import TableEvent
from client.room.errors import RoomError
from client.room.ledger import REAL_MONEY, Currency
from client.room.rake import parse_stakes
from client.room.ring import CHIPS_PER_UNIT, RingTableSpec, hand_rake, to_chips

SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£"}


@dataclass(frozen=True)
class TableInfo:
    """What the client knows of the table beside the events (from the lobby row)."""

    table_id: str
    name: str
    max_seats: int
    currency: str = ""  # USD, EUR, GBP, PLAY at cash tables; "" for tournament chips
    stakes: str = ""  # the table's stakes as the lobby lists them, e.g. "0.50/1"
    tournament_id: str | None = None
    game: str = ""  # the lobby's game (HORSE at a mixed table), for the file name
    buy_in: str = ""  # tournaments: "$10+$1 USD" as the header writes it
    structure: str = ""  # tournaments: the structure preset, to name the blind level
    fast_fold: bool = False  # a fast-fold pool's table: PokerStars heads it "Zoom Hand"

    @property
    def cash(self) -> bool:
        """A ring (cash) table: chips are cents of its currency."""
        return bool(self.currency) and self.tournament_id is None

    @property
    def money(self) -> bool:
        """Amounts are written as money ($12.40), not chips."""
        return self.cash and self.currency in SYMBOLS

    def amounts(self) -> Money:
        """How amounts at this table are written: money at a cash table, else chips."""
        return Money(self.currency if self.money else "")


class Seat(NamedTuple):
    """A player dealt in: table seat (1-based), name and stack at the start of the hand."""

    seat: int
    name: str
    stack: int


class Post(NamedTuple):
    """A forced bet: kind small_blind, big_blind, ante, big_blind_ante or bring_in."""

    seat: int
    kind: str
    amount: int
    all_in: bool = False


class Street(NamedTuple):
    """A new betting round and the board cards dealt with it."""

    name: str
    cards: tuple[str, ...] = ()


class Dealt(NamedTuple):
    """Cards this player saw dealt to a seat: `up` cards are face up (stud), else private."""

    seat: int
    cards: tuple[str, ...]
    up: bool = False


class Act(NamedTuple):
    """A voluntary action. `amount`: chips a call adds; the total a bet, raise or completion
    goes to this round (bring-in: its amount). `discards`: cards a draw throws."""

    street: str
    seat: int
    kind: str
    amount: int = 0
    all_in: bool = False
    discards: int = 0
    to_call: int = 0  # the bet to match before this action (a raise "by x to y")


class Drew(NamedTuple):
    """This player's own draw: the cards thrown and those received."""

    seat: int
    thrown: tuple[str, ...]
    received: tuple[str, ...]


class Returned(NamedTuple):
    """An uncalled bet returned."""

    seat: int
    amount: int


class Shown(NamedTuple):
    """A hand shown down (with the room's description), or mucked (no cards)."""

    seat: int
    cards: tuple[str, ...]
    description: str = ""


class Award(NamedTuple):
    """Chips one seat won from one pot (`pot` 0 is the main pot), before and after rake."""

    pot: int
    seat: int
    amount: int
    net: int


Step = Post | Street | Dealt | Act | Drew | Returned | Shown | Award


@dataclass(frozen=True)
class HandLog:
    """One finished hand as this player saw it; the writers turn it into text."""

    hand_id: str  # the room's id, e.g. "usd-nlhe-050-1-17"
    number: int  # the PokerStars-style hand number (`hand_number`)
    table: TableInfo
    game: str
    started: datetime
    small_blind: int
    big_blind: int
    ante: int
    small_bet: int  # fixed limit and stud: the bet sizes
    big_bet: int
    button_seat: int | None
    seats: tuple[Seat, ...]  # dealt in, in table-seat order
    hero_seat: int | None
    steps: tuple[Step, ...]
    rake: int
    finishing: tuple[int, ...]  # per `seats`, after the rake

    @property
    def spec_limit(self) -> str:
        """NL, PL or FL."""
        return game_spec(self.game).limit

    @property
    def board(self) -> tuple[str, ...]:
        """Every board card, in order."""
        return tuple(c for s in self.steps if isinstance(s, Street) for c in s.cards)

    @property
    def hero_cards(self) -> tuple[str, ...]:
        """The hero's own cards, every one dealt to them (draws: the final hand)."""
        return self.cards_of(self.hero_seat) if self.hero_seat is not None else ()

    def cards_of(self, seat: int) -> tuple[str, ...]:
        """What this player saw of a seat's cards (its final hand after draws)."""
        held: list[str] = []
        for step in self.steps:
            if isinstance(step, Dealt) and step.seat == seat:
                held += step.cards
            elif isinstance(step, Drew) and step.seat == seat:
                held = [c for c in held if c not in step.thrown] + list(step.received)
            elif isinstance(step, Shown) and step.seat == seat and step.cards:
                held = list(step.cards)
        return tuple(held)

    @property
    def pots(self) -> tuple[int, ...]:
        """Each pot's total (main pot first), before rake."""
        totals: dict[int, int] = {}
        for step in self.steps:
            if isinstance(step, Award):
                totals[step.pot] = totals.get(step.pot, 0) + step.amount
        return tuple(totals[k] for k in sorted(totals))

    def name_of(self, seat: int) -> str:
        """The name of the player in a seat."""
        return next((s.name for s in self.seats if s.seat == seat), f"Seat {seat}")

    def money(self) -> Money:
        """How this hand's amounts are written."""
        return self.table.amounts()


@dataclass(frozen=True)
class Money:
    """Chips as text: cents of a currency ("$12.40", "$1") or plain chips ("1500")."""

    currency: str = ""

    def units(self, chips: int) -> Decimal:
        """Chips in the currency's units (whole chips when not money)."""
        if not self.currency:
            return Decimal(chips)
        return (Decimal(chips) / CHIPS_PER_UNIT).quantize(Decimal("0.01"))

    def plain(self, chips: int) -> str:
        """The amount without a symbol, as PokerStars writes it (no ".00" on whole units)."""
        value = self.units(chips)
        return str(value.quantize(Decimal(1))) if value == value.to_integral_value() \
            else str(value)

    def text(self, chips: int) -> str:
        """The amount with its currency symbol ("$0.50", "€2") or plain chips."""
        return SYMBOLS.get(self.currency, "") + self.plain(chips)


def hand_number(hand_id: str, table_id: str, started: datetime) -> int:
    """A stable 15-digit number for a hand (trackers key hands on it): the room numbers hands
    per table and restarts at 1, so the number is a digest of the room's id and start time."""
    digest = hashlib.blake2b(f"{table_id}|{hand_id}|{started.isoformat()}".encode(),
                             digest_size=8).digest()
    return int.from_bytes(digest, "big") % 10**15


@dataclass
class _Open:
    """A hand being built."""

    hand_id: str
    started: datetime
    game: str = ""
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    button_seat: int | None = None
    seats: list[Seat] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    street: str = ""
    to_call: int = 0
    bets: dict[int, int] = field(default_factory=dict)


class HandLogBuilder:
    """Builds `HandLog`s for one table from the events this player receives."""

    def __init__(self, table: TableInfo) -> None:
        self.table = table
        self._open: _Open | None = None

    def add(self, event: TableEvent, names: Mapping[int, str], hero_seat: int | None,
            now: datetime) -> HandLog | None:
        """Take one event (names: the table's seat names now); the hand when it just ended,
        else None. A hand joined after its `seating` event is skipped whole."""
        if event.hand_id is None:
            return None
        hand = self._open
        if isinstance(event.body, tb.Seating):
            hand = self._open = _Open(event.hand_id, now)
            hand.button_seat = event.body.button_seat
            hand.seats = [Seat(s, "", 0) for s in event.body.seats]
            return None
        if hand is None or hand.hand_id != event.hand_id:
            return None
        self._take(hand, event)
        if not isinstance(event.body, tb.HandEnded):
            return None
        self._open = None
        return self._finish(hand, names, hero_seat) if hand.game in GAMES else None

    def number_of(self, hand_id: str) -> int | None:
        """The hand number the histories will write for the hand being built (None when
        another or none is open), so the table can say it as the saved hand does."""
        hand = self._open
        if hand is None or hand.hand_id != hand_id:
            return None
        return hand_number(hand.hand_id, self.table.table_id, hand.started)

    def _take(self, hand: _Open, event: TableEvent) -> None:
        seat = event.seat or 0
        match event.body:
            case tb.HandStarted() as started:
                hand.game = started.game
                hand.seats = [Seat(s.seat, "", stack) for s, stack in zip(
                    hand.seats, started.stacks, strict=False)]
                hand.small_blind = started.small_blind
                hand.big_blind = started.big_blind
                hand.ante = started.ante
                if not game_spec(hand.game).uses_blinds:
                    hand.button_seat = None
            case tb.Post(kind=post_kind, amount=amount, all_in=all_in):
                hand.steps.append(Post(seat, post_kind, amount, all_in))
                if post_kind in ("small_blind", "big_blind"):
                    hand.bets[seat] = hand.bets.get(seat, 0) + amount
                    hand.to_call = max(hand.to_call, hand.bets[seat])
            case tb.Street(street=street, index=index):
                hand.street = street
                if index:
                    hand.to_call, hand.bets = 0, {}
                hand.steps.append(Street(hand.street))
            case tb.DealBoard(cards=cards):
                last = hand.steps[-1]
                if isinstance(last, Street):
                    hand.steps[-1] = Street(last.name, last.cards + cards)
                else:
                    hand.steps.append(Street(hand.street, cards))
            case tb.DealHole(cards=cards):
                hand.steps.append(Dealt(seat, cards, False))
            case tb.DealUp(cards=cards):
                hand.steps.append(Dealt(seat, cards, True))
            case tb.Draw(discarded=discarded, received=received):
                hand.steps.append(Drew(seat, discarded, received))
            case tb.PlayerAction() as action:
                self._act(hand, seat, action)
            case tb.UncalledReturned(amount=amount):
                hand.steps.append(Returned(seat, amount))
            case tb.Showdown(cards=cards, hi=hi, lo=lo):
                hand.steps.append(Shown(seat, cards, " - ".join(n for n in (hi, lo) if n)))
            case tb.Muck():
                hand.steps.append(Shown(seat, ()))
            case tb.PotAwarded(pot=pot, amount=amount):
                hand.steps.append(Award(pot, seat, amount, amount))

    @staticmethod
    def _act(hand: _Open, seat: int, action: tb.PlayerAction) -> None:
        kind, amount = action.kind, action.amount
        act = Act(hand.street, seat, kind, amount, action.all_in, action.count, hand.to_call)
        hand.steps.append(act)
        if kind == "call":
            hand.bets[seat] = hand.bets.get(seat, 0) + amount
        elif kind in ("bet", "raise", "complete", "bring_in"):
            hand.bets[seat] = amount
            hand.to_call = max(hand.to_call, amount)

    def _finish(self, hand: _Open, names: Mapping[int, str], hero_seat: int | None
                ) -> HandLog:
        named = [(s, names.get(s.seat, f"Seat {s.seat}")) for s in sorted(hand.seats)]
        taken = [name for _, name in named]
        seats = tuple(Seat(s.seat, name if taken.count(name) == 1 else f"{name} ({s.seat})",
                           s.stack) for s, name in named)  # a text names each player once
        small_bet, big_bet = _bet_sizes(hand, self.table)
        steps, rake = _raked(hand, self.table, len(seats), small_bet, big_bet)
        finishing = _finishing(seats, steps)
        return HandLog(
            hand_id=hand.hand_id,
            number=hand_number(hand.hand_id, self.table.table_id, hand.started),
            table=self.table, game=hand.game, started=hand.started,
            small_blind=hand.small_blind, big_blind=hand.big_blind, ante=hand.ante,
            small_bet=small_bet, big_bet=big_bet, button_seat=hand.button_seat, seats=seats,
            hero_seat=hero_seat if any(s.seat == hero_seat for s in seats) else None,
            steps=tuple(steps), rake=rake, finishing=finishing)


def _bet_sizes(hand: _Open, table: TableInfo) -> tuple[int, int]:
    """Fixed-limit bet sizes: the big blind is the small bet in flop and draw games; stud
    hands carry no sizes in their events, so the table's stakes give them."""
    spec = game_spec(hand.game)
    if spec.limit != "FL":
        return 0, 0
    if spec.uses_blinds:
        return hand.big_blind, 2 * hand.big_blind
    small, big = parse_stakes(table.stakes) if table.stakes else (Decimal(0), Decimal(0))
    if table.cash:
        return to_chips(small), to_chips(big)
    return int(small), int(big)


def stakes_text(game: str, small_blind: int, big_blind: int, small_bet: int,
                big_bet: int) -> tuple[int, int]:
    """The two numbers a header gives as stakes: blinds, or the bet sizes in fixed limit."""
    if game_spec(game).limit == "FL":
        return small_bet, big_bet
    return small_blind, big_blind


def _raked(hand: _Open, table: TableInfo, dealt: int, small_bet: int, big_bet: int
           ) -> tuple[list[Step], int]:
    """The steps with each award's share after the rake, and the rake (0 off cash tables)."""
    steps = list(hand.steps)
    if not table.cash or Currency(table.currency) not in REAL_MONEY:
        return steps, 0
    small, big = stakes_text(hand.game, hand.small_blind, hand.big_blind, small_bet, big_bet)
    money = Money("USD")  # any currency: only the numbers matter here
    stakes = f"{money.plain(small)}/{money.plain(big)}"
    received: dict[str, int] = {}
    for step in steps:
        if isinstance(step, Award):
            received[str(step.seat)] = received.get(str(step.seat), 0) + step.amount
    second_round = any(isinstance(s, Street) and s.name not in ("preflop", "predraw", "third")
                       for s in steps)
    try:
        spec = RingTableSpec(id=table.table_id, name=table.name, game=hand.game,
                             currency=Currency(table.currency), stakes=stakes)
        rake, cuts = hand_rake(spec, dealt, received, second_round)
    except RoomError:  # stakes without a rake row: the room opens no such raked table
        return steps, 0
    left = {int(seat): cut for seat, cut in cuts.items()}
    for i, step in enumerate(steps):
        if isinstance(step, Award) and left.get(step.seat):
            cut = min(left[step.seat], step.amount)
            left[step.seat] -= cut
            steps[i] = step._replace(net=step.amount - cut)
    return steps, to_chips(rake)


def _finishing(seats: Iterable[Seat], steps: Iterable[Step]) -> tuple[int, ...]:
    """Each seat's stack after the hand: start, minus what it put in, plus returns and
    its awards after rake."""
    stacks = {s.seat: s.stack for s in seats}
    street_bet: dict[int, int] = {}
    for step in steps:
        if isinstance(step, Street) and step.name not in ("preflop", "predraw", "third"):
            street_bet = {}
        elif isinstance(step, Post):
            stacks[step.seat] -= step.amount
            if step.kind not in ("ante", "big_blind_ante"):
                street_bet[step.seat] = street_bet.get(step.seat, 0) + step.amount
        elif isinstance(step, Act):
            put = _put_in(step, street_bet.get(step.seat, 0))
            stacks[step.seat] -= put
            street_bet[step.seat] = street_bet.get(step.seat, 0) + put
        elif isinstance(step, Returned):
            stacks[step.seat] += step.amount
        elif isinstance(step, Award):
            stacks[step.seat] += step.net
    return tuple(stacks.values())


def _put_in(act: Act, already: int) -> int:
    """Chips an action adds to the pot, given what the seat already put in this round."""
    if act.kind == "call":
        return act.amount
    if act.kind in ("bet", "raise", "complete", "bring_in"):
        return act.amount - already
    return 0
