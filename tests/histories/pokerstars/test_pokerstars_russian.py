"""The PokerStars client set to Russian (`Раздача PokerStars №`, `Место 1: Ira ($2
фишек)`, `делает рейз $0.04 $0.06`), and the transcript line before hands sent on request:
read as the English client's words, in a fixture of our own in the shape of real files."""

from __future__ import annotations

from pathlib import Path

from client.histories.files import Format, count_history_hands, detect_format
from client.histories.pokerstars.read import parse_pokerstars
from client.histories.pokerstars.read.to_recorded import replay_parsed

FIXTURES = Path(__file__).parents[1] / "fixtures" / "pokerstars"


def test_a_russian_file_after_its_transcript_line_is_a_pokerstars_file() -> None:
    text = (FIXTURES / "cash_russian_client.txt").read_text(encoding="utf-8")
    assert detect_format(text) is Format.POKERSTARS
    assert count_history_hands(text) == 1


def test_a_russian_hand_replays_to_its_own_numbers() -> None:
    """A raise written as two amounts (`$1.50 $1.60`: by, to), an all-in call for less,
    $0.16 returned, $2.87 collected after a $0.15 rake; a name with a space; a time-out
    written before the name (`время на ход игрока Pavel истекло`) changes nothing."""
    (hand,) = parse_pokerstars((FIXTURES / "cash_russian_client.txt").read_text(encoding="utf-8"))
    assert hand.unsupported is None
    assert (hand.id, hand.game, hand.currency) == ("261000000001", "NLHE", "USD")
    assert [p.name for p in hand.players] == ["Ira", "Oleg Petrov", "Pavel"]
    assert hand.uncalled == [("Ira", 16)] and hand.rake == 15
    assert hand.hole["Oleg Petrov"] == ("Kh", "Qs")
    assert replay_parsed(hand).replayed.finishing_stacks() == [337, 0, 298]


def test_the_transcript_line_before_english_hands_is_not_a_hand() -> None:
    """`Transcript for your last 2 hands requested by X (mail)` heads the histories
    PokerStars sends on request; before this, the whole file was refused."""
    hand_text = (FIXTURES / "cash_inr_nlhe_rupees.txt").read_text(encoding="utf-8")
    text = ("Transcript for your last 1 hands requested by Bina (bina@example.org)\n\n"
            "*********** # 1 **************\n" + hand_text)
    assert detect_format(text) is Format.POKERSTARS
    (hand,) = parse_pokerstars(text)
    assert hand.unsupported is None and hand.id == "244200000001"


def test_the_transcript_line_of_a_tournament_is_not_a_hand() -> None:
    """A tournament's histories requested from PokerStars open with `Transcript for
    tournament #N requested by X (mail)`; before this, the file was not even seen as
    PokerStars (read as PHH and refused). Round 6 of the corpus bench, first seen."""
    hand_text = (FIXTURES / "tournament_nlhe_antes.txt").read_text(encoding="utf-8")
    text = ("Transcript for tournament #3100000001 requested by Bina (bina@example.org)\n\n"
            "*********** # 1 **************\n" + hand_text)
    assert detect_format(text) is Format.POKERSTARS
    hands = parse_pokerstars(text)
    assert [h.id for h in hands] == [h.id for h in parse_pokerstars(hand_text)]
    assert all(h.unsupported is None for h in hands)
