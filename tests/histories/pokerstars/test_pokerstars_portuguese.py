"""The PokerStars client set to Portuguese (`Mão PokerStars #`, `Lugar 1: Ana (1500 em
fichas)`, `aumenta 40 para 60`): its words read as the English client's, in a fixture of
our own in the shape of real Portuguese files."""

from __future__ import annotations

from pathlib import Path

from client.histories.files import Format, count_history_hands, detect_format
from client.histories.pokerstars.read import parse_pokerstars
from client.histories.pokerstars.read.to_recorded import replay_parsed
from client.histories.pokerstars.read.translated import PORTUGUESE, in_english

FIXTURE = Path(__file__).parents[1] / "fixtures" / "pokerstars" / "tournament_portuguese_client.txt"


def test_a_portuguese_file_is_a_pokerstars_file() -> None:
    text = FIXTURE.read_text(encoding="utf-8")
    assert detect_format(text) is Format.POKERSTARS
    assert count_history_hands(text) == 1


def test_a_portuguese_hand_replays_to_its_own_numbers() -> None:
    """Antes 4 x 10, blinds 10/20, Caio all in for 890 and called by Ana, who collects
    1830; a name with ': ' in it (`Dora: a dona`) still finds its lines."""
    (hand,) = parse_pokerstars(FIXTURE.read_text(encoding="utf-8"))
    assert hand.unsupported is None
    assert (hand.id, hand.tournament, hand.small_blind, hand.big_blind) == (
        "250000000001", "3900000001", 10, 20)
    assert [p.name for p in hand.players] == ["Ana", "Bia", "Caio", "Dora: a dona"]
    assert hand.hole["Bia"] == ("7c", "2d")
    assert hand.hole["Caio"] == ("Ah", "Kh")
    assert hand.total_pot == 1830 and hand.rake == 0
    assert replay_parsed(hand).replayed.finishing_stacks() == [2430, 1480, 0, 1490]


def test_a_line_in_words_not_known_marks_its_hand_unsupported() -> None:
    """No guessing: a Portuguese line the reader does not know (here an invented verb)
    stays as written and the hand says which line it could not read."""
    text = FIXTURE.read_text(encoding="utf-8").replace("Ana: iguala 830", "Ana: empurra 830")
    (hand,) = parse_pokerstars(text)
    assert hand.unsupported is not None and "empurra" in hand.unsupported


def test_the_header_and_table_lines_in_the_english_clients_words() -> None:
    assert in_english("Mão PokerStars #7: Torneio #8, $ 0.98+$ 0.12 USD Hold'em No Limit"
                      " - Nível V (40/80) - 2025/07/22 10:10:49 ET", PORTUGUESE) == (
        "PokerStars Hand #7: Tournament #8, $0.98+$0.12 USD Hold'em No Limit - Level V"
        " (40/80) - 2025/07/22 10:10:49 ET")
    assert in_english("Mesa '3910307458 12' 9-max Lugar #3 é o botão", PORTUGUESE) == (
        "Table '3910307458 12' 9-max Seat #3 is the button")
    assert in_english("Aposta não-igualada (546) voltou para Ana", PORTUGUESE) == (
        "Uncalled bet (546) returned to Ana")
