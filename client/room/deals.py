"""Deals at the final table: ICM, chip count and even-split numbers, and the negotiation.

Site rules (deal making): when every remaining player ticks "Discuss A Deal" the
table pauses at the end of the hand; staff may provide ICM, Chip Count or Even
Split numbers; players may agree variations; the deal must include every
remaining player and is final only when all of them confirm. Deals are enforced
only in real-money tournaments, never for leaderboard points, and the site may
require some money left "on the table" for first place (usually at most 5% of
the prize pool), which is taken off first prize before any deal is computed;
players may also leave money for other finishes than first (by place, first place
first), taken off those places' prizes. Amounts are whole cents and always sum
exactly to what is distributed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal
from enum import StrEnum

from client.room.errors import DealError, DealNotAllowedError, InvalidDealError
from client.room.icm import icm_equities
from client.room.ledger import (
    CENT,
    ZERO,
    Currency,
    Entry,
    Ledger,
    Transfer,
    apportion,
    money,
    player_account,
    tourney_account,
)
from client.room.saved.schema import NegotiationState, ProposalState
from client.room.tracked import Tracked, TSet

DEFAULT_MAX_LEFT_PERCENT = Decimal(5)


Left = Decimal | Sequence[Decimal]
"""Money left in play: for first, or by finishing place (first place first)."""


def by_place(left: Left) -> tuple[Decimal, ...]:
    """Money left in play as one amount per place, first place first."""
    return (left,) if isinstance(left, Decimal) else tuple(left)


def _prizes_after_left(prizes: Sequence[Decimal], left: Left, players: int) -> list[Decimal]:
    """The prizes a deal shares: each place's prize minus the money left in play for it."""
    if not 0 < len(prizes) <= players:
        raise InvalidDealError(
            f"give between 1 and {players} prizes (one per remaining place), not {len(prizes)}"
        )
    places = by_place(left)
    if len(places) > len(prizes):
        raise InvalidDealError(
            f"money can be left for the {len(prizes)} places still paid, not {len(places)}")
    rest = list(prizes)
    for place, amount in enumerate(places):
        if amount:
            money(amount, f"money left for place {place + 1}")
        if amount < 0 or amount > prizes[place]:
            raise InvalidDealError(
                f"money left for place {place + 1} ({amount}) must be between 0 and "
                f"that place's prize ({prizes[place]})")
        rest[place] -= amount
    return rest


def icm_deal(stacks: Sequence[int], prizes: Sequence[Decimal],
             left: Left = ZERO) -> list[Decimal]:
    """ICM (Malmuth-Harville) deal: each player's equity in the prizes still to be paid."""
    rest = _prizes_after_left(prizes, left, len(stacks))
    equities = icm_equities(stacks, rest)
    return apportion([Decimal(repr(max(e, 0.0))) for e in equities], sum(rest, ZERO))


def chip_count_deal(stacks: Sequence[int], prizes: Sequence[Decimal],
                    left: Left = ZERO) -> list[Decimal]:
    """Chip-count deal: everyone gets the lowest remaining prize plus a chip share of the rest."""
    rest = _prizes_after_left(prizes, left, len(stacks))
    padded = rest + [ZERO] * (len(stacks) - len(rest))
    floor = min(padded)
    shares = apportion([Decimal(s) for s in stacks], sum(padded, ZERO) - floor * len(stacks))
    return [floor + share for share in shares]


def even_split_deal(players: int, prizes: Sequence[Decimal],
                    left: Left = ZERO) -> list[Decimal]:
    """Even split: the remaining prizes shared equally (odd cents to the earliest seats)."""
    rest = _prizes_after_left(prizes, left, players)
    return apportion([Decimal(1)] * players, sum(rest, ZERO))


class DealMethod(StrEnum):
    """How a proposal's numbers were made."""

    ICM = "icm"
    CHIP_COUNT = "chip-count"
    EVEN_SPLIT = "even-split"
    CUSTOM = "custom"


@dataclass(frozen=True, slots=True)
class DealProposal:
    """Amounts each remaining player takes now; `left_for_first` stays in play for the
    winner, or `left_for` by place (first place first) when money is left for other
    finishes too."""

    method: DealMethod
    amounts: tuple[tuple[str, Decimal], ...]
    left_for_first: Decimal
    left_for: tuple[Decimal, ...] = ()

    @property
    def total(self) -> Decimal:
        """Money the deal pays out now."""
        return sum((a for _, a in self.amounts), ZERO)

    @property
    def in_play(self) -> tuple[Decimal, ...]:
        """What stays in play, by place (first place first)."""
        return self.left_for or (self.left_for_first,)


class DealNegotiation(Tracked):
    """The "Discuss A Deal" flow at a final table, driven by the GUI and the server.

    tick every box -> `pause_requested` (pause at the end of the hand) ->
    `numbers(method)` / `propose(...)` -> every player `confirm`s -> `agreed`.
    Unticking a box withdraws the proposal and resumes play.
    """

    def __init__(self, players: Sequence[str], prizes: Sequence[Decimal],
                 stacks: Sequence[int], real_money: bool, deals_allowed: bool,
                 *, leaderboard_points: bool = False, required_left: Decimal = ZERO,
                 prize_pool: Decimal | None = None,
                 max_left_percent: Decimal = DEFAULT_MAX_LEFT_PERCENT) -> None:
        """Open a negotiation among `players` (seat order) for the prizes not yet paid.

        `prizes` are the remaining places' prizes from first down; `stacks` are chips
        in the same order as `players`; `required_left` is what the site requires to
        stay on the table for first, at most `max_left_percent` of `prize_pool`
        (default: the remaining prizes).
        """
        if not deals_allowed:
            raise DealNotAllowedError("deal making is not allowed in this tournament")
        if not real_money:
            raise DealNotAllowedError("deals are only enforced in real-money tournaments")
        if leaderboard_points:
            raise DealNotAllowedError("dealing for leaderboard points is not allowed")
        if len(players) < 2 or len(set(players)) != len(players):
            raise DealError("a deal needs at least two distinct remaining players")
        if len(stacks) != len(players) or any(
                isinstance(s, bool) or not isinstance(s, int) or s <= 0 for s in stacks):
            raise DealError("give one positive chip count per remaining player")
        if len(prizes) > len(players) or not prizes:
            raise DealError("give the prizes of the remaining places, first place first")
        self.players = tuple(players)
        self.prizes = tuple(ZERO if p == 0 else money(p, "prize") for p in prizes)
        self.stacks = tuple(stacks)
        pool = sum(self.prizes, ZERO) if prize_pool is None else money(prize_pool, "prize pool")
        limit = (pool * max_left_percent / 100).quantize(CENT, ROUND_FLOOR)
        if required_left < 0 or required_left > limit:
            raise InvalidDealError(
                f"money required on the table ({required_left}) must be between 0 and "
                f"{max_left_percent}% of the prize pool ({limit})"
            )
        self.required_left = required_left
        self._ticked: set[str] = TSet()
        self._confirmed: set[str] = TSet()
        self._proposal: DealProposal | None = None

    @property
    def remaining_pool(self) -> Decimal:
        """All prize money not yet paid: what a deal plus the money left in play must equal."""
        return sum(self.prizes, ZERO)

    @property
    def pause_requested(self) -> bool:
        """Every remaining player ticked "Discuss A Deal": pause the table at the end of hand."""
        return self._ticked == set(self.players)

    @property
    def proposal(self) -> DealProposal | None:
        """The deal on the table, waiting for confirmations."""
        return self._proposal

    @property
    def confirmed(self) -> frozenset[str]:
        """Players who confirmed the current proposal."""
        return frozenset(self._confirmed)

    @property
    def agreed(self) -> bool:
        """Every remaining player confirmed the current proposal: the deal is final."""
        return self._proposal is not None and self._confirmed == set(self.players)

    def tick(self, player: str, on: bool) -> bool:
        """Tick or untick "Discuss A Deal"; returns `pause_requested`."""
        self._check_player(player)
        if self.agreed:
            raise DealError("the deal is already agreed")
        if on:
            self._ticked.add(player)
        else:
            self._ticked.discard(player)
            self._proposal = None
            self._confirmed.clear()
        return self.pause_requested

    def numbers(self, method: DealMethod, left_for_first: Left | None = None) -> DealProposal:
        """Staff numbers for an ICM, chip-count or even-split deal (not yet proposed);
        `left_for_first` may be one amount for first or amounts by place."""
        left = self._left(left_for_first)
        if method == DealMethod.ICM:
            amounts = icm_deal(self.stacks, self.prizes, left)
        elif method == DealMethod.CHIP_COUNT:
            amounts = chip_count_deal(self.stacks, self.prizes, left)
        elif method == DealMethod.EVEN_SPLIT:
            amounts = even_split_deal(len(self.players), self.prizes, left)
        else:
            raise InvalidDealError("custom deals are given as amounts: use propose_custom")
        return self._proposal_of(method, amounts, left)

    def propose(self, method: DealMethod, left_for_first: Left | None = None) -> DealProposal:
        """Put staff numbers on the table; everyone must then confirm."""
        return self._put(self.numbers(method, left_for_first))

    def propose_custom(self, amounts: Mapping[str, Decimal],
                       left_for_first: Left | None = None) -> DealProposal:
        """Put a variation on the table: every remaining player, summing to the pool."""
        left = self._left(left_for_first)
        if set(amounts) != set(self.players):
            raise InvalidDealError(
                "a deal must include all remaining players and nobody else: "
                f"{', '.join(self.players)}"
            )
        checked = {p: ZERO if a == 0 else money(a, f"amount for {p}") for p, a in amounts.items()}
        total = sum(checked.values(), ZERO)
        kept = sum(left, ZERO)
        if total + kept != self.remaining_pool:
            raise InvalidDealError(
                f"the deal pays {total} and leaves {kept} in play, but the remaining pool is "
                f"{self.remaining_pool}; amounts must add up exactly"
            )
        return self._put(self._proposal_of(
            DealMethod.CUSTOM, [checked[p] for p in self.players], left))

    def _proposal_of(self, method: DealMethod, amounts: Sequence[Decimal],
                     left: tuple[Decimal, ...]) -> DealProposal:
        return DealProposal(method, tuple(zip(self.players, amounts, strict=True)),
                            left[0] if left else ZERO, left if len(left) > 1 else ())

    def confirm(self, player: str) -> bool:
        """A player confirms the proposal on the table; returns `agreed`."""
        self._check_player(player)
        if self._proposal is None:
            raise DealError("there is no deal on the table to confirm")
        self._confirmed.add(player)
        return self.agreed

    def to_state(self) -> NegotiationState:
        """The negotiation as saved data (ticks, proposal, confirmations included)."""
        proposal = self._proposal
        return NegotiationState(
            players=self.players, prizes=self.prizes, stacks=self.stacks,
            required_left=self.required_left, ticked=tuple(sorted(self._ticked)),
            confirmed=tuple(sorted(self._confirmed)),
            proposal=None if proposal is None else ProposalState(
                method=str(proposal.method), amounts=proposal.amounts,
                left_for_first=proposal.left_for_first, left_for=proposal.left_for))

    @classmethod
    def from_state(cls, state: NegotiationState) -> DealNegotiation:
        """The negotiation back from saved data, exactly as it stood (it was checked when
        it was opened, so the site limits are not applied again)."""
        negotiation = cls.__new__(cls)
        negotiation.players = state.players
        negotiation.prizes = state.prizes
        negotiation.stacks = state.stacks
        negotiation.required_left = state.required_left
        negotiation._ticked = TSet(state.ticked)
        negotiation._confirmed = TSet(state.confirmed)
        saved = state.proposal
        negotiation._proposal = None if saved is None else DealProposal(
            DealMethod(saved.method), saved.amounts, saved.left_for_first, saved.left_for)
        return negotiation

    def _put(self, proposal: DealProposal) -> DealProposal:
        if not self.pause_requested:
            raise DealError("every remaining player must tick 'Discuss A Deal' first")
        if self.agreed:
            raise DealError("the deal is already agreed")
        self._proposal = proposal
        self._confirmed.clear()
        return proposal

    def _left(self, left_for_first: Left | None) -> tuple[Decimal, ...]:
        """Money left in play by place; first place keeps at least what the site requires."""
        left = by_place(self.required_left if left_for_first is None else left_for_first)
        if (left[0] if left else ZERO) < self.required_left:
            raise InvalidDealError(
                f"the site requires at least {self.required_left} left on the table for first"
            )
        _prizes_after_left(self.prizes, left, len(self.players))
        return left

    def _check_player(self, player: str) -> None:
        if player not in self.players:
            raise DealError(f"{player} is not one of the remaining players")


def pay_deal(ledger: Ledger, tourney: str, currency: Currency,
             proposal: DealProposal) -> list[Entry]:
    """Pay an agreed deal from the tournament pool; the money left for first stays there."""
    pool = tourney_account(tourney, "pool")
    return ledger.post([
        Transfer(pool, player_account(player), amount, currency, f"deal ({proposal.method})")
        for player, amount in proposal.amounts if amount
    ])
