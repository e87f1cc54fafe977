"""Each tournament kind's policy: one per kind, the decisions that differ in one table."""

from client.room.tournament.kinds import POLICIES, DetFrom, TournamentKind, policy_for
from client.room.tournament.structure import load_structure


def test_every_kind_has_one_policy_naming_it() -> None:
    assert set(POLICIES) == set(TournamentKind)
    assert all(policy_for(kind).kind is kind for kind in TournamentKind)


def test_only_a_sit_and_go_starts_when_full() -> None:
    assert [k for k in TournamentKind if policy_for(k).starts_when_full] == \
        [TournamentKind.SIT_AND_GO]


def test_shootouts_and_heads_up_brackets_play_rounds_and_satellites_pay_seats() -> None:
    assert {k for k in TournamentKind if policy_for(k).plays_rounds} == \
        {TournamentKind.SHOOTOUT, TournamentKind.HEADS_UP}
    assert [k for k in TournamentKind if policy_for(k).pays_seats] == [TournamentKind.SATELLITE]


def test_det_rule_per_kind_site_rule() -> None:
    """Site rule (DET): final table in MTTs, near the money in sit & goes, throughout heads-up."""
    assert policy_for(TournamentKind.MTT).det_from is DetFrom.FINAL_TABLE
    assert policy_for(TournamentKind.SIT_AND_GO).det_from is DetFrom.NEAR_THE_MONEY
    assert policy_for(TournamentKind.HEADS_UP).det_from is DetFrom.THROUGHOUT


def test_a_structure_reads_the_policy_of_its_kind() -> None:
    structure = load_structure("turbo")
    assert structure.policy is policy_for(structure.kind)
