"""Our evaluators agree with pokerkit (the rigorous reference) on random hands."""

from __future__ import annotations

import random
from collections.abc import Callable

import pokerkit
import pytest

from client.engine.cards import CARD_STR, parse_cards
from client.engine.evaluate import (
    a5_low_value,
    deuce7_low_value,
    hi_value,
    hi_words,
    low8_value,
    low_name,
    omaha_hi_value,
    omaha_low8_value,
)

N = 1500


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def _pk(cls: type, hole: list[int], board: list[int]) -> object | None:
    try:
        hand: object = cls.from_game(  # type: ignore[attr-defined]
            "".join(CARD_STR[c] for c in hole), "".join(CARD_STR[c] for c in board))
        return hand
    except ValueError:
        return None


def _compare(ours: Callable[[list[int], list[int]], int | None], theirs: type,
             hole: int, board: int, seed: int, count: int = N) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        cards = rng.sample(range(52), 2 * hole + board)
        b = cards[:board]
        h1, h2 = cards[board:board + hole], cards[board + hole:]
        v1, v2 = ours(h1, b), ours(h2, b)
        p1, p2 = _pk(theirs, h1, b), _pk(theirs, h2, b)
        assert (v1 is None) == (p1 is None) and (v2 is None) == (p2 is None)
        if v1 is None or v2 is None:
            continue
        expected = (p1 > p2) - (p1 < p2)  # type: ignore[operator]
        assert _sign(v1 - v2) == expected, ([CARD_STR[c] for c in cards], v1, v2)


def test_high_hands_match_pokerkit() -> None:
    _compare(lambda h, b: hi_value([*h, *b]), pokerkit.StandardHighHand, 2, 5, 1)


def test_omaha_high_matches_pokerkit() -> None:
    _compare(omaha_hi_value, pokerkit.OmahaHoldemHand, 4, 5, 2, count=500)


def test_eight_or_better_low_matches_pokerkit() -> None:
    _compare(lambda h, b: low8_value([*h, *b]), pokerkit.EightOrBetterLowHand, 2, 5, 3)


def test_omaha_eight_or_better_low_matches_pokerkit() -> None:
    _compare(omaha_low8_value, pokerkit.OmahaEightOrBetterLowHand, 4, 5, 4, count=800)


def test_a5_low_matches_pokerkit() -> None:
    _compare(lambda h, b: a5_low_value([*h, *b]), pokerkit.RegularLowHand, 2, 5, 5)


def test_deuce_to_seven_low_matches_pokerkit() -> None:
    _compare(lambda h, b: deuce7_low_value([*h, *b]), pokerkit.StandardLowHand, 5, 0, 6)


@pytest.mark.parametrize(("cards", "name"), [
    ("7s5d4c3h2s", "7-5-4-3-2"),
    ("As2d3c4h5s", "A-5-4-3-2"),
    ("6s5s4s3s2s", "Straight Flush (6-5-4-3-2)"),
])
def test_deuce_to_seven_names(cards: str, name: str) -> None:
    value = deuce7_low_value(parse_cards([cards[i:i + 2] for i in range(0, 10, 2)]))
    assert low_name(value) == name


@pytest.mark.parametrize(("cards", "words"), [
    ("Ad Kc 9s 7h 2c 4d 3s", "high card Ace"),
    ("9s 9h Kd 7c 2s 4d Jc", "a pair of Nines"),
    ("As Ah 9d 9c 2s 4d Jc", "two pair, Aces and Nines"),
    ("7s 7h 7d Kc 2s 4d Jc", "three of a kind, Sevens"),
    ("9s Th Jd Qc Ks 2d 2c", "a straight, Nine to King"),
    ("As 2h 3d 4c 5s Kd Kc", "a straight, Ace to Five"),
    ("2s 7s 9s Js As Kd Kc", "a flush, Ace high"),
    ("9s 9h 9d Ac As 2d 3c", "a full house, Nines full of Aces"),
    ("6s 6h 6d 6c Ks 2d 3c", "four of a kind, Sixes"),
    ("9s Ts Js Qs Ks 2d 3c", "a straight flush, Nine to King"),
    ("Ts Js Qs Ks As 2d 3c", "a Royal Flush"),
])
def test_shown_hands_are_named_as_pokerstars_writes_them(cards: str, words: str) -> None:
    """PokerStars names the ranks that decide a shown hand ("shows [9s 9h] (a pair of
    Nines)"), not just its kind; trackers and readers show these words."""
    assert hi_words(hi_value(parse_cards(cards.split()))) == words
