"""888poker text hand histories, detected from the content and replayed through the same
core: `#Game No :` and the banner, `( $100 )` seats, amounts in brackets that are the chips
an action adds (`raises [$10.50]`), `** Dealing flop ** [ 4h, Kc, 3s ]`, and no uncalled bet,
total pot or rake lines (the bet nobody matched is returned; the rake is what the pot holds
beyond what was collected). Fixtures are shaped like real 888poker exports."""

from __future__ import annotations

from pathlib import Path

import pytest

from client.histories.eight88.read import Eight88FormatError, iter_888_hands
from client.histories.files import (
    Format,
    count_history_hands,
    detect_format,
    read_history_file,
    replay_history,
)
from client.histories.pokerstars.read.to_recorded import replay_parsed

FIXTURES = Path(__file__).parents[1] / "fixtures" / "eight88"


def _text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def test_detected_from_the_text_and_counted() -> None:
    text = _text("cash_nlhe.txt")
    assert detect_format(text, "x.phhs") is Format.EIGHT88 and count_history_hands(text) == 2


def test_raises_are_chips_added_and_the_uncalled_bet_and_rake_are_worked_out() -> None:
    three_bet, all_in = iter_888_hands(_text("cash_nlhe.txt"))
    assert (three_bet.id, three_bet.site, three_bet.currency) == ("176531483", "888poker", "USD")
    raises = [m for m in three_bet.moves if m.kind == "raise"]
    assert [(m.name, m.amount) for m in raises] == [("PR_Equity", 300), ("sander1900", 1050)]
    assert three_bet.uncalled == [("sander1900", 2250)] and three_bet.rake == 112
    assert replay_parsed(three_bet).replayed.finishing_stacks() == [
        11425, 4000, 13429, 11029, 10000, 10281]
    assert all_in.uncalled == [("qprcuz", 528)] and all_in.rake == 400
    assert all_in.board == ["4h", "Kc", "3s", "Kh", "6c"]
    assert replay_parsed(all_in).replayed.finishing_stacks() == [9900, 20278, 10000, 9950, 0]


def test_a_tournament_in_chips_with_thousands_separators() -> None:
    (hand,) = iter_888_hands(_text("tournament_nlhe.txt"))
    assert hand.tournament == "83728678" and hand.currency is None and hand.button_seat == 5
    assert replay_parsed(hand).replayed.finishing_stacks() == [9000, 12300, 1850]


def test_every_fixture_hand_replays() -> None:
    for path in sorted(FIXTURES.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        report = replay_history(text, detect_format(text))
        assert report.unsupported == [] and not report.broken, path.name
        assert all(e.recorded is not None for e in read_history_file(path))


def test_not_888_text_is_a_typed_error() -> None:
    with pytest.raises(Eight88FormatError):
        list(iter_888_hands("hello\n#Game No : 1"))
