"""Deals: ICM / chip count / even split numbers and the 'Discuss A Deal' negotiation."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.room.deals import (
    DealMethod,
    DealNegotiation,
    chip_count_deal,
    even_split_deal,
    icm_deal,
    pay_deal,
)
from client.room.errors import (
    DealError,
    DealNotAllowedError,
    InvalidAmountError,
    InvalidDealError,
    RoomError,
)
from client.room.icm import icm_exact
from client.room.ledger import Currency, Ledger, apportion

D = Decimal
PRIZES = [D(500), D(300), D(200)]
STACKS = [50_000, 30_000, 20_000]


def _open(**kw: object) -> DealNegotiation:
    args: dict[str, object] = dict(players=["ann", "bob", "cy"], prizes=PRIZES, stacks=STACKS,
                                   real_money=True, deals_allowed=True)
    args.update(kw)
    return DealNegotiation(**args)  # type: ignore[arg-type]


def test_icm_deal_is_the_icm_equity_rounded_to_cents() -> None:
    deal = icm_deal(STACKS, PRIZES)
    assert sum(deal) == 1000
    for got, want in zip(deal, icm_exact(STACKS, PRIZES), strict=True):
        assert abs(float(got) - want) <= 0.01


def test_chip_count_deal_is_lowest_prize_plus_chip_share_of_the_rest() -> None:
    # everyone gets 200; the other 400 by chips: 200, 120, 80
    assert chip_count_deal(STACKS, PRIZES) == [D(400), D(320), D(280)]


def test_even_split_gives_odd_cents_to_the_earliest_seats() -> None:
    assert even_split_deal(3, [D(100)]) == [D("33.34"), D("33.33"), D("33.33")]


def test_rule_money_left_on_the_table_comes_off_first_prize_before_the_deal() -> None:
    """Deal rule: money left 'on the table' for first is applied before computing."""
    assert chip_count_deal(STACKS, PRIZES, D(50)) == [D(375), D(305), D(270)]
    assert sum(icm_deal(STACKS, PRIZES, D(50))) == 950
    assert sum(even_split_deal(3, PRIZES, D(50))) == 950


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(1, 10**6), min_size=2, max_size=7),
       st.lists(st.decimals(0, 5000, places=2), min_size=1, max_size=7),
       st.decimals(0, 1, places=2))
def test_every_deal_sums_exactly_to_what_is_distributed(
    stacks: list[int], prizes: list[Decimal], left_share: Decimal
) -> None:
    prizes = sorted(prizes[: len(stacks)], reverse=True)
    left = (prizes[0] * left_share).quantize(D("0.01"))
    target = sum(prizes) - left
    for deal in (icm_deal(stacks, prizes, left), chip_count_deal(stacks, prizes, left),
                 even_split_deal(len(stacks), prizes, left)):
        assert sum(deal) == target
        assert all(a >= 0 and a == a.quantize(D("0.01")) for a in deal)


def test_apportion_is_deterministic_and_exact() -> None:
    assert apportion([D(1), D(1), D(1)], D("0.02")) == [D("0.01"), D("0.01"), D(0)]
    with pytest.raises(InvalidAmountError):
        apportion([D(0), D(0)], D(1))


def test_rule_discuss_a_deal_all_boxes_ticked_pauses_the_table() -> None:
    """Deal rule: when all remaining players tick 'Discuss A Deal' the table pauses."""
    neg = _open()
    assert not neg.tick("ann", True)
    assert not neg.tick("bob", True)
    with pytest.raises(DealError):
        neg.propose(DealMethod.ICM)
    assert neg.tick("cy", True) and neg.pause_requested
    assert not neg.tick("cy", False)


def test_rule_deal_is_final_only_when_every_remaining_player_confirms() -> None:
    """Deal rule: staff repeat the deal and all remaining players must confirm."""
    neg = _open()
    for p in ("ann", "bob", "cy"):
        neg.tick(p, True)
    proposal = neg.propose(DealMethod.CHIP_COUNT)
    assert dict(proposal.amounts) == {"ann": D(400), "bob": D(320), "cy": D(280)}
    assert not neg.confirm("ann") and not neg.confirm("bob")
    # a new proposal (variation) resets confirmations
    neg.propose_custom({"ann": D(410), "bob": D(310), "cy": D(280)})
    assert neg.confirmed == frozenset()
    for p in ("ann", "bob"):
        assert not neg.confirm(p)
    assert neg.confirm("cy") and neg.agreed
    with pytest.raises(DealError):
        neg.tick("ann", False)
    ledger = Ledger()
    ledger.transfer("sys:bank", "tourney:t:pool", D(1000), Currency.USD, "pool")
    assert neg.proposal is not None
    pay_deal(ledger, "t", Currency.USD, neg.proposal)
    assert ledger.balance("player:bob", Currency.USD) == 310
    assert ledger.balance("tourney:t:pool", Currency.USD) == 0


def test_rule_deals_must_include_all_remaining_players_and_the_whole_pool() -> None:
    """Deal rule: only players at the final table may deal; deals include all remaining players."""
    neg = _open()
    for p in ("ann", "bob", "cy"):
        neg.tick(p, True)
    with pytest.raises(InvalidDealError):
        neg.propose_custom({"ann": D(600), "bob": D(400)})
    with pytest.raises(InvalidDealError):
        neg.propose_custom({"ann": D(600), "bob": D(300), "cy": D(200)})
    with pytest.raises(InvalidDealError):
        neg.propose_custom({"ann": D(500), "bob": D(300), "cy": D(200), "dan": D(0)})
    with pytest.raises(DealError):
        neg.tick("dan", True)
    assert neg.proposal is None


def test_rule_required_money_left_on_the_table_at_most_5_percent() -> None:
    """Deal rule: money required left in play is usually at most 5% of the prize pool."""
    with pytest.raises(InvalidDealError):
        _open(required_left=D(51))
    neg = _open(required_left=D(50))
    for p in ("ann", "bob", "cy"):
        neg.tick(p, True)
    with pytest.raises(InvalidDealError):
        neg.propose(DealMethod.EVEN_SPLIT, left_for_first=D(10))
    assert neg.propose(DealMethod.EVEN_SPLIT).total == 950
    # players may agree to leave more
    assert neg.propose_custom({"ann": D(400), "bob": D(300), "cy": D(200)},
                              left_for_first=D(100)).left_for_first == 100


@pytest.mark.parametrize(
    "kw",
    [{"real_money": False}, {"deals_allowed": False}, {"leaderboard_points": True}],
    ids=["play-money", "not-allowed", "leaderboard-points"],
)
def test_rule_no_deals_for_play_money_disabled_events_or_leaderboard_points(
    kw: dict[str, object],
) -> None:
    """Deals are only enforced for real money; never for leaderboard points."""
    with pytest.raises(DealNotAllowedError):
        _open(**kw)


def test_bad_negotiation_input_is_refused() -> None:
    with pytest.raises(DealError):
        _open(stacks=[1, 2])
    with pytest.raises(DealError):
        _open(players=["ann", "ann", "cy"])
    with pytest.raises(DealError):
        _open(prizes=[])


@pytest.mark.parametrize(
    ("prizes", "left"),
    [([], D(0)), ([D(5)] * 4, D(0)), (PRIZES, D("0.001")), (PRIZES, D(501)), (PRIZES, D(-1))],
)
def test_bad_deal_numbers_are_refused(prizes: list[Decimal], left: Decimal) -> None:
    with pytest.raises(RoomError):
        chip_count_deal(STACKS, prizes, left)
