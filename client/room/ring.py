"""Ring (cash) games: lobby table definitions and the money that moves at them.

A ring table's money lives in its own ledger account ("table:<id>"): sitting
down moves the buy-in there from the player's available funds (so it no longer
counts as available elsewhere, site rule 8), leaving cashes the stack out, and
after every hand the rake (site rake tables, `rake.py`) moves from the table to
"house:rake" and comes off what the pot winners receive, in proportion to what
each took. At ring tables one chip is one cent of the table's currency. Play
money tables are never raked. A fast-fold ("Zoom") pool is one spec with
`fast_fold = true`: its account holds the money of every player in the pool
(more players than `seats`, the size of each table dealt), and each hand is
settled for just the players dealt into it. Lobby presets ship in
resources/ring_tables.toml.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from importlib.resources import files
from types import MappingProxyType

from client.engine import ROTATIONS, game_spec
from client.room.errors import InsufficientFundsError, RingTableError
from client.room.ledger import (
    CENT,
    HOUSE_RAKE,
    REAL_MONEY,
    ZERO,
    Currency,
    Entry,
    Ledger,
    apportion,
    money,
    player_account,
    table_account,
)
from client.room.rake import find_row, parse_stakes, rake_for
from client.room.table import Blinds, HandReport
from client.room.tracked import TDict, Tracked

CHIPS_PER_UNIT = 100  # one chip is one cent

STUD_BRING_IN_PERCENT = 25
STUD_ANTE_PERCENT = 10
"""Stud stakes are small/big bet; the bring-in and ante are these shares of the small bet
(the usual structure, e.g. $0.50 bring-in and $0.20 ante at $2/$4)."""


def to_chips(amount: Decimal) -> int:
    """Money to ring-table chips (cents)."""
    return int(amount * CHIPS_PER_UNIT)


def to_money(chips: int) -> Decimal:
    """Ring-table chips (cents) to money."""
    return (Decimal(chips) / CHIPS_PER_UNIT).quantize(CENT)


@dataclass(frozen=True, slots=True)
class RingTableSpec:
    """A ring game in the lobby: game, currency, stakes, seats and buy-in limits.

    `stakes` are small/big blind (small/big bet in Fixed Limit); buy-ins are in big
    blinds. Mixed tables whose games play at different stakes (say $1/$2 Limit
    Hold'em with $0.50/$1 No Limit) list them in `stakes_by_game`; each hand is
    raked by its own game and stakes. Real-money tables must be at stakes the
    site has a rake row for.
    """

    id: str
    name: str
    game: str
    currency: Currency
    stakes: str
    seats: int = 6
    min_buy_in_bb: int = 40
    max_buy_in_bb: int = 100
    fast_fold: bool = False
    pool_size: int = 0  # fast fold: most players in the pool at once
    stakes_by_game: Mapping[str, str] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "currency", Currency(self.currency))
        object.__setattr__(self, "stakes_by_game", MappingProxyType(dict(self.stakes_by_game)))
        parse_stakes(self.stakes)
        if not 2 <= self.seats <= 10:
            raise RingTableError(f"table {self.id}: seats must be 2 to 10, got {self.seats}")
        if self.fast_fold and self.pool_size < 2 * self.seats:
            raise RingTableError(f"fast-fold pool {self.id} needs pool_size >= 2 x seats")
        if not 0 < self.min_buy_in_bb <= self.max_buy_in_bb:
            raise RingTableError(f"table {self.id}: need 0 < min buy-in <= max buy-in (in bb)")
        if self.raked:  # UnknownRakeError if the site has no rake for a game dealt here
            for game in {*ROTATIONS.get(self.game, (self.game,)), *self.stakes_by_game}:
                find_row(self.currency, game, self.stakes_for(game))

    def stakes_for(self, game: str) -> str:
        """Stakes of `game` at this table (the table's stakes unless listed separately)."""
        return self.stakes_by_game.get(game, self.stakes)

    @property
    def raked(self) -> bool:
        """Real-money tables pay rake; play money does not."""
        return self.currency in REAL_MONEY

    @property
    def capacity(self) -> int:
        """Most players seated at once: the seats, or the whole fast-fold pool."""
        return self.pool_size if self.fast_fold else self.seats

    @property
    def small_blind(self) -> Decimal:
        """Small blind (or small bet) in money."""
        return parse_stakes(self.stakes)[0]

    @property
    def big_blind(self) -> Decimal:
        """Big blind (or big bet) in money."""
        return parse_stakes(self.stakes)[1]

    @property
    def min_buy_in(self) -> Decimal:
        """Smallest amount one may sit down with."""
        return (self.big_blind * self.min_buy_in_bb).quantize(CENT)

    @property
    def max_buy_in(self) -> Decimal:
        """Largest stack one may have at the table after a buy-in or top-up."""
        return (self.big_blind * self.max_buy_in_bb).quantize(CENT)

    def check_buy_in(self, amount: Decimal) -> Decimal:
        """The valid buy-in `amount` (min to max buy-in); raises `RingTableError` if not."""
        amount = money(amount, "buy-in")
        if not self.min_buy_in <= amount <= self.max_buy_in:
            raise RingTableError(
                f"buy-in at {self.name} is {self.min_buy_in} to "
                f"{self.max_buy_in} {self.currency}, not {amount}"
            )
        return amount

    def check_top_up(self, stack: int, amount: Decimal) -> Decimal:
        """The valid top-up `amount` for a stack of `stack` chips (the stack may not pass
        the maximum buy-in); raises `RingTableError` if not."""
        amount = money(amount, "top-up")
        if to_money(stack) + amount > self.max_buy_in:
            raise RingTableError(f"a stack at {self.name} may not exceed {self.max_buy_in}")
        return amount


@cache
def load_ring_tables() -> tuple[RingTableSpec, ...]:
    """The lobby presets in resources/ring_tables.toml."""
    text = files("client.resources").joinpath("ring_tables.toml").read_text(encoding="utf-8")
    return tuple(RingTableSpec(**raw) for raw in tomllib.loads(text)["tables"])


@dataclass(frozen=True, slots=True)
class HandSettlement:
    """Outcome of settling one hand: the rake taken, the dealt-in players' stacks after it
    and what each pot winner collected after it."""

    rake: Decimal
    stacks: Mapping[str, int]
    entry: Entry | None
    collected: Mapping[str, int]


class RingTableMoney(Tracked):
    """Money at one ring table: buy-ins, cash-outs and rake, through the ledger."""

    def __init__(self, spec: RingTableSpec, ledger: Ledger,
                 moved: Callable[[str], None] = lambda _table_id: None) -> None:
        """Track the stacks (in chips) of the players seated at `spec`; ``moved(table id)``
        hears every change of them (the server stores a table's stacks when they move)."""
        self.spec = spec
        self.ledger = ledger
        self.account = table_account(spec.id)
        self._stacks: dict[str, int] = TDict()
        self._moved = moved

    @property
    def stacks(self) -> Mapping[str, int]:
        """Chips in front of each seated player (a read-only live view, not a copy)."""
        return MappingProxyType(self._stacks)

    def sit_down(self, player: str, amount: Decimal) -> Entry:
        """Buy in for `amount` (between min and max buy-in) from the player's available funds."""
        amount = self.spec.check_buy_in(amount)
        if player in self._stacks:
            raise RingTableError(f"{player} is already seated at {self.spec.name}")
        if len(self._stacks) >= self.spec.capacity:
            raise RingTableError(f"{self.spec.name} is full; join the waiting list")
        entry = self._move_in(player, amount, "sit down")
        self._stacks[player] = to_chips(amount)
        self._moved(self.spec.id)
        return entry

    def top_up(self, player: str, amount: Decimal) -> Entry:
        """Add money between hands, up to the maximum buy-in."""
        if player not in self._stacks:
            raise RingTableError(f"{player} is not seated at {self.spec.name}")
        amount = self.spec.check_top_up(self._stacks[player], amount)
        entry = self._move_in(player, amount, "top up")
        self._stacks[player] += to_chips(amount)
        self._moved(self.spec.id)
        return entry

    def leave(self, player: str) -> Entry | None:
        """Cash the player's whole stack back to their account and free the seat."""
        if player not in self._stacks:
            raise RingTableError(f"{player} is not seated at {self.spec.name}")
        chips = self._stacks.pop(player)
        self._moved(self.spec.id)
        if not chips:
            return None
        return self.ledger.transfer(self.account, player_account(player), to_money(chips),
                                    self.spec.currency, f"cash out from {self.spec.id}")

    def settle_hand(self, end_stacks: Mapping[str, int], received: Mapping[str, int],
                    reached_second_round: bool, game: str | None = None) -> HandSettlement:
        """Take the rake after a hand and record the new stacks.

        `end_stacks` are the engine's final stacks (chips) of the players dealt into
        the hand (players sitting out, or elsewhere in a fast-fold pool, are left
        alone); `received` the chips each took from the pots (pot total = their sum);
        `game` the game of this hand for mixed tables. The rake is shared among the
        winners in proportion to what they received.
        """
        dealt = set(end_stacks)
        if len(dealt) < 2 or not dealt <= set(self._stacks) or \
                sum(end_stacks.values()) != sum(self._stacks[p] for p in dealt):
            raise RingTableError(
                "end stacks must be those of two or more seated players and keep every chip"
            )
        if any(p not in dealt or c < 0 for p, c in received.items()) or \
                any(c < 0 for c in end_stacks.values()):
            raise RingTableError("pot winners must be dealt in and amounts non-negative")
        rake, cuts = hand_rake(self.spec, len(dealt), received, reached_second_round, game)
        stacks = dict(end_stacks)
        entry = None
        if rake:
            for player, cut in cuts.items():
                stacks[player] -= cut
            if any(c < 0 for c in stacks.values()):
                raise RingTableError("the rake cannot exceed what the winners received")
            entry = self.ledger.transfer(self.account, HOUSE_RAKE, rake, self.spec.currency,
                                         f"rake {self.spec.id}")
        self._stacks.update(stacks)
        self._moved(self.spec.id)
        return HandSettlement(rake, stacks, entry, after_rake(received, cuts))

    def _move_in(self, player: str, amount: Decimal, what: str) -> Entry:
        try:
            return self.ledger.transfer(player_account(player), self.account, amount,
                                        self.spec.currency, f"{what} at {self.spec.id}")
        except InsufficientFundsError as exc:
            currency = self.spec.currency
            have = self.ledger.balance(player_account(player), currency)
            raise InsufficientFundsError.for_player(what, amount, have, currency) from exc



def hand_rake(spec: RingTableSpec, players_dealt: int, received: Mapping[str, int],
              reached_second_round: bool, game: str | None = None
              ) -> tuple[Decimal, dict[str, int]]:
    """The rake of one hand at `spec` and the chips each pot winner pays of it.

    `received` is what each player took from the pots (the pot is their sum);
    `players_dealt` counts everyone dealt in (the site's "number of players"). The
    rake is shared among the winners in proportion to what they received.
    """
    pot = to_money(sum(received.values()))
    if not spec.raked or not pot:
        return ZERO.quantize(CENT), {}
    game = game or spec.game
    rake = rake_for(spec.currency, game, spec.stakes_for(game), players_dealt, pot,
                    reached_second_round)
    winners = [p for p, c in received.items() if c]
    if not rake:
        return rake, {}
    cuts = apportion([Decimal(received[p]) for p in winners], rake)
    return rake, {p: to_chips(cut) for p, cut in zip(winners, cuts, strict=True) if cut}


def hand_takings(report: HandReport) -> tuple[dict[str, int], bool]:
    """What each player received from the pots of a finished hand, and whether it reached
    its second betting round (no flop, no drop), read from the hand's own events."""
    received: dict[str, int] = {}
    second_round = False
    for event in report.events:
        if event.kind == "pot_awarded" and event.seat is not None:
            player = report.players[event.seat]
            amount = event.data.get("amount", 0)
            assert isinstance(amount, int)
            received[player] = received.get(player, 0) + amount
        elif event.kind == "street" and event.data.get("index", 0) != 0:
            second_round = True
    return received, second_round


def after_rake(received: Mapping[str, int], cuts: Mapping[str, int]) -> dict[str, int]:
    """What each pot winner collected once their cut of the rake (`hand_rake`) is off."""
    return {p: c - cuts.get(p, 0) for p, c in received.items()}


def ring_blinds(spec: RingTableSpec, game: str) -> Blinds:
    """A ring hand's stakes in chips (cents) for ``game`` (one of a mixed table's games).

    No and Pot Limit stakes are small/big blind. Fixed Limit stakes are small/big bet: flop
    and draw games post half the small bet and the small bet as blinds; stud games an ante
    and a bring-in (`Blinds` carries stud as bring-in, small bet, ante)."""
    small, big = (to_chips(amount) for amount in parse_stakes(spec.stakes_for(game)))
    rules = game_spec(game)
    if rules.family == "stud":
        return Blinds(max(1, small * STUD_BRING_IN_PERCENT // 100), small,
                      max(1, small * STUD_ANTE_PERCENT // 100))
    if rules.limit == "FL":
        return Blinds(small // 2, small)
    return Blinds(small, big)
