"""Bounty tournaments: knockout, progressive knockout, fixed and team bounties.

Site rules (bounty tournaments): the bounty goes to whoever wins the *relevant
pot* — the pot in which the busted player was all-in for their final chips; in
split-pot games only the high hand wins it (nobody is eliminated by a low hand
alone); identical winning hands split it equally with odd cents to the earliest
positions; an advertised bounty on a player who never registers is not paid.
Progressive knockout: the eliminator takes half the bounty in cash and half is
added to their own bounty; the tournament winner also collects their own.
Knockout bounties are paid from the tournament's bounty account (filled by the
knockout entries); fixed and team bounties are paid by the site ("sys:promo")
when the player is eliminated, which is also why a cancellation never refunds
them. (Rule 9.4's text is cut short in site-rules.txt; the winner collecting
their own knockout bounty follows the issue.)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, Decimal
from enum import StrEnum

from client.engine import PotResult
from client.room.errors import BountyError
from client.room.ledger import (
    CENT,
    ZERO,
    Currency,
    Ledger,
    Transfer,
    apportion,
    money,
    player_account,
    tourney_account,
)
from client.room.saved.schema import BountyState
from client.room.tracked import TDict, Tracked, TSet

SYS_PROMO = "sys:promo"
ONE = Decimal(1)


class KnockoutKind(StrEnum):
    """Bounty on every entrant: plain knockout or progressive knockout."""

    KNOCKOUT = "knockout"
    PROGRESSIVE = "progressive"


@dataclass(frozen=True, slots=True)
class Bust:
    """One elimination: who busted and the high-hand winners of the relevant pot.

    `winners` are in position order, earliest position (first seat left of the
    button) first; build it with `Bust.from_pots` from an engine hand result.
    """

    busted: str
    winners: tuple[str, ...]

    @classmethod
    def from_pots(cls, busted_seat: int, pots: Sequence[PotResult],
                  players: Sequence[str], button: int) -> Bust:
        """The bust of `busted_seat` from the engine's pots (seat i is `players[i]`).

        The relevant pot is the last pot the busted seat was eligible for (where it
        was all-in for its last chips); only its high winners count.
        """
        relevant = [pot for pot in pots if busted_seat in pot.eligible]
        if not relevant or not relevant[-1].hi_winners:
            raise BountyError(f"seat {busted_seat} played for no pot with a high winner")
        seats = len(players)
        order = sorted(relevant[-1].hi_winners, key=lambda s: (s - button - 1) % seats)
        return cls(players[busted_seat], tuple(players[s] for s in order))


@dataclass(frozen=True, slots=True)
class BountyAward:
    """Money a player won from one bounty: cash paid, and growth of their own bounty."""

    player: str
    busted: str
    kind: str  # "knockout", "progressive", "fixed", "team" or "own"
    cash: Decimal
    added_to_bounty: Decimal = ZERO


class BountyBook(Tracked):
    """The bounties of one tournament and their payment through the ledger."""

    def __init__(self, ledger: Ledger, tourney: str, currency: Currency,
                 knockout: KnockoutKind | None = None,
                 fixed: Mapping[str, Decimal] | None = None,
                 team: Mapping[str, Decimal] | None = None) -> None:
        """`fixed`/`team`: advertised bounties per named player (armed when they register)."""
        self.ledger = ledger
        self.tourney = tourney
        self.currency = Currency(currency)
        self.knockout = knockout
        self._advertised = TDict({
            **{p: ("fixed", money(a, f"fixed bounty on {p}")) for p, a in (fixed or {}).items()},
            **{p: ("team", money(a, f"team bounty on {p}")) for p, a in (team or {}).items()},
        })
        self._bounty: dict[str, Decimal] = TDict()
        self._registered: set[str] = TSet()

    def enter(self, player: str, knockout_bounty: Decimal = ZERO) -> None:
        """A player entered (or re-entered) with this knockout bounty on their head.

        The knockout entry itself is taken by the cashier into the bounty account.
        """
        if self.knockout is not None:
            self._bounty[player] = money(knockout_bounty, "knockout bounty")
        elif knockout_bounty:
            raise BountyError("this tournament has no knockout bounties")
        self._registered.add(player)

    def unregister(self, player: str) -> None:
        """A player unregistered before playing: no bounty on them any more (bounty rule 5).

        Their knockout entry goes back through the cashier's refund.
        """
        if player not in self._registered:
            raise BountyError(f"{player} is not registered in this tournament")
        self._registered.discard(player)
        self._bounty.pop(player, None)

    def bounty_of(self, player: str) -> Decimal:
        """The knockout bounty currently on `player` (0 if none)."""
        return self._bounty.get(player, ZERO)

    def advertised_on(self, player: str) -> Decimal:
        """Fixed or team bounty on `player`: none unless they registered (bounty rule 5)."""
        if player not in self._registered or player not in self._advertised:
            return ZERO
        return self._advertised[player][1]

    def bust(self, bust: Bust) -> list[BountyAward]:
        """Pay every bounty on the busted player to the relevant pot's high winners."""
        if not bust.winners or bust.busted in bust.winners or \
                len(set(bust.winners)) != len(bust.winners):
            raise BountyError("a bust needs distinct winners other than the busted player")
        if bust.busted not in self._registered:
            raise BountyError(f"{bust.busted} is not in this tournament")
        awards: list[BountyAward] = []
        head = self._bounty.get(bust.busted, ZERO)
        progressive: dict[str, Decimal] = {}
        for winner, share in zip(bust.winners, apportion([ONE] * len(bust.winners), head),
                                 strict=True):
            if self.knockout == KnockoutKind.PROGRESSIVE:
                cash = (share / 2).quantize(CENT, rounding=ROUND_CEILING)
                progressive[winner] = share - cash
                awards.append(BountyAward(winner, bust.busted, "progressive", cash, share - cash))
            elif head:
                awards.append(BountyAward(winner, bust.busted, "knockout", share))
        kind, extra = self._advertised.get(bust.busted, ("fixed", ZERO))
        for winner, share in zip(bust.winners, apportion([ONE] * len(bust.winners), extra),
                                 strict=True):
            if share:
                awards.append(BountyAward(winner, bust.busted, kind, share))
        self._pay(awards)
        self._bounty.pop(bust.busted, None)
        self._registered.discard(bust.busted)
        for winner, grow in progressive.items():
            self._bounty[winner] = self._bounty.get(winner, ZERO) + grow
        return awards

    def tournament_won(self, winner: str) -> list[BountyAward]:
        """The winner collects the knockout bounty on their own head."""
        own = self._bounty.get(winner, ZERO)
        awards = [BountyAward(winner, winner, "own", own)] if own else []
        self._pay(awards)
        self._bounty.pop(winner, None)
        return awards

    def to_state(self) -> BountyState:
        """Bounties on heads and registrations as saved data (the advertised bounties and
        the kind come from the tournament's structure)."""
        return BountyState(on_heads=dict(self._bounty), registered=tuple(sorted(self._registered)))

    def restore(self, state: BountyState) -> None:
        """Continue from saved data."""
        self._bounty = TDict(state.on_heads)
        self._registered = TSet(state.registered)

    def _pay(self, awards: Sequence[BountyAward]) -> None:
        pool = tourney_account(self.tourney, "bounty")
        moves = [
            Transfer(pool if a.kind in ("knockout", "progressive", "own") else SYS_PROMO,
                     player_account(a.player), a.cash, self.currency,
                     f"{a.kind} bounty on {a.busted} in {self.tourney}")
            for a in awards if a.cash
        ]
        self.ledger.post(moves)
