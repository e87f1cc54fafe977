"""Recorded hands (PHH fixtures shaped like real files, and RecordedHands as the
PokerStars reader builds them) replay through the engine's rules; what the file
hides is taken from its recorded result, which is still checked."""

from __future__ import annotations

import tomllib
from dataclasses import replace
from pathlib import Path

import pytest

from client.engine import (
    ActionKind,
    ForcedPost,
    Hand,
    HandConfig,
    IllegalActionError,
    RecordMismatchError,
    UndecidableHandError,
)
from client.histories.phh.dealt import read_phh, read_phhs, replay_phh
from client.histories.phh.read import UnsupportedVariantError
from client.histories.recorded.model import RecordedAction, RecordedHand
from client.histories.recorded.replay import replay_recorded

FIXTURES = Path(__file__).parents[1] / "fixtures" / "phh"
A = ActionKind


def _text(name: str) -> str:
    return (FIXTURES / name).read_text()


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.phh")), ids=lambda p: p.stem)
def test_fixture_hands_replay_to_their_recorded_finishing_stacks(path: Path) -> None:
    fields = tomllib.loads(path.read_text())
    assert replay_phh(path.read_text()).finishing_stacks() == fields["finishing_stacks"]


def test_unknown_cards_at_showdown_take_the_recorded_result() -> None:
    """A mucked hand whose cards the file never shows: the finishing stacks decide."""
    replayed = replay_phh(_text("unknown-hole-cards-muck-draw.phh"))
    assert replayed.by_record
    shown = [e for e in replayed.events if e.kind in ("showdown", "muck")]
    assert [(e.kind, e.seat) for e in shown] == [("showdown", 2), ("muck", 1)]
    draws = [e.data for e in replayed.events if e.kind == "draw"]
    assert draws[0] == {"discarded": ["Kh", "??"], "received": ["5s", "??"]}  # no stand-ins


def test_recorded_result_is_still_checked_against_the_pots() -> None:
    """Taken as given, the result must still hand out exactly the chips in the pots."""
    text = _text("unknown-hole-cards-muck-draw.phh")
    with pytest.raises(RecordMismatchError, match="pots hold"):
        replay_phh(text.replace("[19500, 10000, 69500, 10000]", "[19500, 10000, 69000, 10000]"))
    with pytest.raises(RecordMismatchError, match="seats that could win it"):  # p4 folded
        replay_phh(text.replace("[19500, 10000, 69500, 10000]", "[19500, 10000, 69000, 10500]"))
    with pytest.raises(RecordMismatchError, match="fewer chips"):
        replay_phh(text.replace("[19500, 10000, 69500, 10000]", "[19500, 33000, 46500, 10000]"))


def test_unknown_cards_and_no_recorded_result_are_undecidable() -> None:
    text = _text("unknown-hole-cards-muck-draw.phh").replace(
        "finishing_stacks = [19500, 10000, 69500, 10000]", "")
    with pytest.raises(UndecidableHandError):
        replay_phh(text)


def test_known_cards_decide_and_a_wrong_record_is_refused() -> None:
    text = _text("no-limit-single-draw.phh")
    wrong = text.replace("[4950, 4050, 6000]", "[4950, 7850, 2200]")  # the 8-low wins?
    with pytest.raises(RecordMismatchError, match="rules award"):
        replay_phh(wrong)


def test_rule_stud_bring_in_by_the_recorded_seat_when_its_up_card_is_unknown() -> None:
    """The lowest up card brings in; when the file hides it the recorded seat does."""
    replayed = replay_phh(_text("stud-bring-in-unknown-up-card.phh"))
    first = next(e for e in replayed.events if e.kind == "action")
    assert first.seat == 1 and first.data["kind"] == "bring_in"


def test_rule_stud_bring_in_is_checked_when_every_up_card_is_known() -> None:
    text = _text("stud-bring-in-unknown-up-card.phh").replace("'d dh p2 ??????'",
                                                               "'d dh p2 7h6hKh'")
    with pytest.raises(IllegalActionError, match="action 1 'p2 pb'"):
        replay_phh(text)  # p3's 8d is the lowest up card: p3 brings in


def test_rule_fixed_limit_raise_capped_at_what_the_opponent_can_call() -> None:
    """`p2 cbr 750000` where the full raise is 1200000 and p1 has 150000 behind."""
    replayed = replay_phh(_text("fixed-limit-raise-capped-at-cover.phh"))
    raises = [e.data["amount"] for e in replayed.events
              if e.kind == "action" and e.data["kind"] == "raise"]
    assert raises[-1] == 750000


def test_rule_live_play_never_asks_for_chips_nobody_can_call() -> None:
    """The legal maximum of a bet or raise is what the biggest covering opponent can
    match, in no limit and in fixed limit, unless the minimum is more: a raise below the
    minimum is allowed only all-in (the excess nobody can call comes back)."""
    nl = Hand(HandConfig("NLHE", (1000, 150, 400), button=0, small_blind=5, big_blind=10,
                         seed=1))
    nl.start()
    assert nl.legal().seat == 0 and nl.legal().max_to == 400  # seat 2 covers most
    fl = Hand(HandConfig("FLHE", (450, 5000), button=1, small_blind=150, big_blind=300,
                         small_bet=300, big_bet=600, seed=1))
    fl.start()
    legal = fl.legal()  # the full raise is to 600; the big blind has 450 in all
    assert legal.seat == 1 and legal.min_to == legal.max_to == 600


def test_phhs_file_many_hands_in_cents_with_bad_hands_reported() -> None:
    entries = read_phhs(_text("cash-hands.phhs"))
    assert [ident for ident, _ in entries] == ["1001", "1002", "3"]
    first, second, bad = (hand for _, hand in entries)
    assert isinstance(first, RecordedHand) and isinstance(second, RecordedHand)
    assert first.scale == 100 and first.stacks == (10000, 8725, 10000)
    assert replay_recorded(first).finishing_stacks() == [9950, 8625, 10150]
    raked = replay_recorded(second)
    assert raked.by_record and raked.rake == 225  # p3 mucked: the recorded winnings
    assert raked.finishing_stacks() == [12025, 8525, 7950]
    assert isinstance(bad, Exception) and "unsupported variant" in str(bad)


@pytest.mark.parametrize("variant", ["NS", "FB"])
def test_variants_the_site_does_not_play_are_unsupported_with_the_reason(variant: str) -> None:
    text = _text("straddle-and-button-ante.phh").replace("variant = 'NT'",
                                                         f"variant = '{variant}'")
    with pytest.raises(UnsupportedVariantError, match="not played on this site"):
        read_phh(text)


def _posts_hand(posts: tuple[ForcedPost, ...], actions: tuple[RecordedAction, ...]
                ) -> RecordedHand:
    return RecordedHand(
        game="NLHE", players=("a", "b", "c", "d"), stacks=(1000, 1000, 1000, 1000), button=3,
        hole=(("As", "Ad"), ("Ks", "Kd"), (None, None), (None, None)), actions=actions,
        small_blind=5, big_blind=10, posts=posts, board=("2c", "7d", "9h", "Tc", "3s"),
        collected=None)


def test_rule_dead_small_blind_and_big_blind_posted_out_of_position() -> None:
    """'posts small & big blinds' = a live big blind plus a dead small blind; a new
    player's big blind out of position is live and keeps the option to raise."""
    posts = (ForcedPost(0, "small_blind", 5), ForcedPost(1, "big_blind", 10),
             ForcedPost(2, "live_blind", 10), ForcedPost(2, "dead_blind", 5))
    actions = (
        RecordedAction(2, A.CHECK), RecordedAction(3, A.FOLD),
        RecordedAction(0, A.CALL, 5), RecordedAction(1, A.CHECK),
        *(RecordedAction(s, A.CHECK) for _ in range(3) for s in (0, 1, 2)),
    )
    replayed = replay_recorded(replace(_posts_hand(posts, actions),
                                       hole=(("As", "Ad"), ("Ks", "Kd"), ("8c", "4h"),
                                             (None, None))))
    assert replayed.hand.config.posts == posts
    assert sum(p.amount for p in replayed.pot_results) == 35  # 3 x 10 + the dead 5
    assert replayed.finishing_stacks() == [1025, 990, 985, 1000]


def test_a_recorded_call_must_match_the_rules() -> None:
    actions = (RecordedAction(2, A.CALL, 7, source="c: calls 7"),)
    with pytest.raises(IllegalActionError, match="action 1 'c: calls 7': the call is 10"):
        replay_recorded(_posts_hand((), actions))


def _all_in_three(collected: tuple[int, ...]) -> RecordedHand:
    """A hero-view cash hand: three all-ins, nobody's cards shown, the amounts collected
    as the summary states them."""
    return RecordedHand(
        game="NLHE", players=("short", "mid", "big"), stacks=(100, 300, 300), button=2,
        hole=((None, None), (None, None), (None, None)), small_blind=1, big_blind=2,
        actions=(RecordedAction(2, A.RAISE, 300), RecordedAction(0, A.CALL, 99),
                 RecordedAction(1, A.CALL, 298)),
        board=("2c", "7d", "9h", "Tc", "3s"), collected=collected, rake=0)


def test_main_and_side_pots_go_to_the_recorded_collectors() -> None:
    replayed = replay_recorded(_all_in_three((300, 0, 400)))
    assert replayed.by_record and replayed.finishing_stacks() == [300, 0, 400]
    main, side = replayed.pot_results
    assert (main.amount, dict(main.shares)) == (300, {0: 300})
    assert (side.amount, dict(side.shares)) == (400, {2: 400})


def test_a_seat_cannot_collect_from_a_side_pot_it_is_not_in() -> None:
    with pytest.raises(RecordMismatchError, match="not all collected by seats that could win"):
        replay_recorded(_all_in_three((700, 0, 0)))


def test_rake_is_taken_from_every_pot_not_only_the_main_pot() -> None:
    """PokerStars rakes each pot: 15 of the main 300 and 20 of the side 400 here."""
    replayed = replay_recorded(replace(_all_in_three((285, 0, 380)), rake=35))
    assert replayed.rake == 35 and replayed.finishing_stacks() == [285, 0, 380]
    main, side = replayed.pot_results
    assert (main.amount, dict(main.shares)) == (300, {0: 285})
    assert (side.amount, dict(side.shares)) == (400, {2: 380})


def test_rake_does_not_let_a_seat_collect_more_than_the_pots_it_could_win() -> None:
    """The short stack can win only the main 300; 320 leaves the side pot 20 short."""
    with pytest.raises(RecordMismatchError, match=r"pot 2 \(400\) is not all collected"):
        replay_recorded(replace(_all_in_three((320, 0, 370)), rake=10))
