"""Winamax text hand histories, detected from the content and replayed through the same
core: no colon after names, amounts with the euro sign after them, `*** PRE-FLOP ***`,
`[flop][turn]` boards, `posts ante`, and no `Uncalled bet` line (the winner's collected
amount includes the bet nobody called). Fixtures are shaped like real Winamax exports."""

from __future__ import annotations

from pathlib import Path

import pytest

from client.histories.files import (
    Format,
    count_history_hands,
    detect_format,
    read_history_file,
    replay_history,
)
from client.histories.pokerstars.read.ledger import recorded_money
from client.histories.pokerstars.read.model import ParsedHand
from client.histories.pokerstars.read.to_recorded import replay_parsed
from client.histories.winamax.read import WinamaxFormatError, iter_winamax_hands

FIXTURES = Path(__file__).parents[1] / "fixtures" / "winamax"


def _text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def test_detected_from_the_text_and_counted() -> None:
    text = _text("cash_nlhe.txt")
    assert detect_format(text, "hands.phh") is Format.WINAMAX
    assert count_history_hands(text) == 3


def test_the_bet_nobody_called_is_returned_not_collected() -> None:
    river, showdown, _side_pots = iter_winamax_hands(_text("cash_nlhe.txt"))
    assert (river.id, river.site, river.currency) == ("9401942-10906-1483851372", "Winamax",
                                                      "EUR")
    assert river.uncalled == [("Morvan", 24)] and river.collected[0].amount == 50
    assert river.rake == 3 and river.hole["...Tor..."] == ("Ts", "6d")
    assert replay_parsed(river).replayed.finishing_stacks() == [499, 204, 255, 278]
    assert showdown.uncalled == [] and showdown.board == ["7c", "2d", "9s", "Jh", "3c"]
    assert replay_parsed(showdown).replayed.finishing_stacks() == [1635, 0, 995]


def test_a_tournament_in_chips_with_antes() -> None:
    (hand,) = iter_winamax_hands(_text("tournament_nlhe_antes.txt"))
    assert hand.tournament == "Freeroll Monster" and hand.currency is None
    assert (hand.ante, hand.small_blind, hand.big_blind) == (25, 100, 200)
    assert replay_parsed(hand).replayed.finishing_stacks() == recorded_money(
        hand).finishing == [5650, 3375, 7475]


def test_every_fixture_hand_replays() -> None:
    for path in sorted(FIXTURES.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        report = replay_history(text, detect_format(text))
        assert report.unsupported == [] and not report.broken, path.name
        assert all(e.recorded is not None for e in read_history_file(path))


def test_not_winamax_text_is_a_typed_error() -> None:
    with pytest.raises(WinamaxFormatError):
        list(iter_winamax_hands("hello\nWinamax Poker - CashGame"))


def test_a_three_way_all_in_with_a_side_pot() -> None:
    *_, hand = iter_winamax_hands(_text("cash_nlhe.txt"))
    assert [(c.amount, c.pot) for c in hand.collected] == [(1560, "side pot 1"),
                                                           (580, "main pot")]
    assert hand.uncalled == [] and hand.rake == 50
    replayed = replay_parsed(hand).replayed
    assert replayed.finishing_stacks() == [2780, 0, 0]
    assert [p.amount for p in replayed.pot_results] == [600, 1590]


def test_a_go_fast_hand_is_read_like_a_cash_hand() -> None:
    """Winamax's fast-fold tables head a hand `Winamax Poker - Go Fast "Sibiu" - HandId:`."""
    (hand,) = iter_winamax_hands(_text("go_fast.txt"))
    assert (hand.id, hand.currency, hand.tournament) == ("9500001-41-1764700000", "EUR", None)
    assert hand.uncalled == [("Hero", 80)] and hand.rake == 3
    assert replay_parsed(hand).replayed.finishing_stacks() == [990, 1170, 1077]


def test_a_raise_written_among_the_blinds_is_refused_with_its_reason() -> None:
    """A raise in the ANTE/BLINDS section (seen in 2014 files) matches no reading of the
    amounts that follow: refused, not a mismatch."""
    text = _text("go_fast.txt").replace(
        "*** ANTE/BLINDS ***\n", "*** ANTE/BLINDS ***\nPacome raises 0.10€ to 0.20€\n")
    (hand,) = iter_winamax_hands(text)
    assert hand.unsupported == "a raise written among the forced posts, before the deal"


def test_razz_brought_in_and_completed_at_an_eight_game_table() -> None:
    """`Razz fixed limit (1€/4€/8€)`: ante, small and big bet; `brings in 2€`, the
    completion written `raises 4€ to 4€`; no button on a stud table."""
    razz, _ = iter_winamax_hands(_text("razz_and_play_money.txt"))
    assert (razz.game, razz.ante, razz.bring_in, razz.small_bet) == ("RAZZ", 100, 200, 400)
    assert replay_parsed(razz).replayed.finishing_stacks() == [9700, 8300]


def test_play_money_with_decimals_is_read_in_hundredths() -> None:
    """A play-money table writes `0.10/0.20` and `12.50` chips: read in hundredths, with
    no currency."""
    _, play = iter_winamax_hands(_text("razz_and_play_money.txt"))
    assert (play.currency, play.small_blind, play.big_blind) == (None, 10, 20)
    assert replay_parsed(play).replayed.finishing_stacks() == [1190, 2060]


def test_a_small_blind_posted_out_of_position_is_dead_money() -> None:
    """`posts small blind 0.05€ out of position`: a returning player's small blind, dead
    money that calls nothing."""
    text = _text("go_fast.txt").replace(
        "Seat 3: Hero (10€)\n", "Seat 3: Hero (10€)\nSeat 4: Quirin (10€)\n").replace(
        "Ombeline posts big blind 0.10€\n",
        "Ombeline posts big blind 0.10€\nQuirin posts small blind 0.05€ out of position\n").replace(
        "Hero calls 0.25€\n", "Hero calls 0.25€\nQuirin folds\n").replace("2.27€", "2.32€")
    (hand,) = iter_winamax_hands(text)
    assert hand.posts[-1][1:3] == ("dead", 5)
    assert replay_parsed(hand).replayed.finishing_stacks() == [990, 1170, 1082, 995]


def test_omaha_hi_lo_pot_limit_splits_high_and_low() -> None:
    """`Omaha Hi/Lo pot limit`: the high and the low half each `collected ... from pot(HI)`
    / `pot(LO)`, the winner of a half shown once per half."""
    (hand,) = iter_winamax_hands(_text("plo8_split.txt"))
    assert hand.game == "PLO8" and hand.unsupported is None
    replayed = replay_parsed(hand).replayed
    assert replayed.finishing_stacks() == [14980, 19980]
    assert [(p.hi_winners, p.lo_winners) for p in replayed.pot_results] == [((0,), (1,))]


def test_seven_card_stud_and_triple_draw_of_the_eight_game_tables() -> None:
    """`7-Card Stud fixed limit (ante/small/big)` and `2-7 Triple Draw fixed limit`, whose
    bets and draws have sections of their own (`*** FIRST-BET ***`, `*** FIRST-DRAW ***`);
    `stands pat [cards]`."""
    stud, draw = iter_winamax_hands(_text("stud_and_triple_draw.txt"))
    assert (stud.game, stud.ante, stud.bring_in, stud.small_bet) == ("STUD", 200, 400, 1000)
    assert replay_parsed(stud).replayed.finishing_stacks() == [28800, 26200]
    assert draw.game == "27TD" and draw.unsupported is None
    assert [m.street for m in draw.moves if m.kind == "draw"] == ["first_draw"] * 2 + [
        "second_draw"] * 2
    assert replay_parsed(draw).replayed.finishing_stacks() == [28000, 22000]


def test_the_2021_wording_without_colons_after_table_and_street() -> None:
    """`Table 'Kyoto' 5-max` and `*** FLOP ***: [Qs 8c 2h]` (files from 2021 on)."""
    hand, _ = iter_winamax_hands(_text("no_colon_and_both_blinds.txt"))
    assert hand.unsupported is None and hand.table == "Kyoto"
    assert replay_parsed(hand).replayed.finishing_stacks() == [9300, 8750, 11900]


def test_both_blinds_posted_out_of_position_are_a_dead_small_and_a_live_big() -> None:
    """`posts small blind 3€ out of position` then `posts big blind 0€ out of position`: the
    player coming in pays both blinds, 1€ dead and 2€ live, so he may check."""
    _, hand = iter_winamax_hands(_text("no_colon_and_both_blinds.txt"))
    assert hand.posts[-1] == ("Ozan", "small_and_big", 300, False)
    assert replay_parsed(hand).replayed.finishing_stacks() == [20000, 14800, 17800, 9350]


def test_a_total_written_in_thousands_is_read() -> None:
    """Winamax shortens a big summary total (`Total pot 2.12k`); what was collected counts."""
    (hand,) = iter_winamax_hands(_text("tournament_total_in_thousands.txt"))
    assert hand.unsupported is None and hand.uncalled == [("Anouk", 900)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [2120, 900, 1480]


def _rounding_hands() -> list[ParsedHand]:
    return list(iter_winamax_hands(_text("returned_bets_and_rounding.txt")))


def test_a_returned_bet_written_as_a_side_pot_is_taken_back_even_when_raked() -> None:
    """Winamax always counts the bet nobody called in what its bettor collects, here as
    `collected 0.10€ from side pot 2`, even when the rake is as big as that bet."""
    hand = _rounding_hands()[0]
    assert hand.uncalled == [("Anna", 10)] and hand.rake == 16
    assert [c.name for c in hand.collected] == ["Bruno", "Chloe"]
    assert replay_parsed(hand).replayed.finishing_stacks() == [180, 76, 228]


def test_missed_blinds_written_as_a_raise_among_the_posts() -> None:
    """`Hana raises 1€ to 3€` then `Hana posts small blind 1€` before the blinds: 4€ in,
    2€ of it live (she checks at 2€), as the pot of 14€ with 6€ returned shows."""
    hand = _rounding_hands()[1]
    assert hand.unsupported is None and hand.rake == 40
    assert replay_parsed(hand).replayed.finishing_stacks() == [30000, 20000, 24800, 15560,
                                                               9600]


def test_half_chips_collected_are_written_rounded_up() -> None:
    """A tournament stack of 5000.50: the bet returned (999.50) and the main pot are
    written in whole chips, half a chip rounded up (`collected 1000 from side pot 1`)."""
    hand = _rounding_hands()[2]
    assert hand.uncalled == [("Kim", 99950)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [298500, 1001600, 99950]


def test_an_old_preflop_raise_written_as_a_bet() -> None:
    """2010 files: `Ned bets 300` over the big blind is a raise by 300 to 420."""
    hand = _rounding_hands()[3]
    assert replay_parsed(hand).replayed.finishing_stacks() == [1570, 1430, 2300]


def test_the_odd_chip_of_a_tie_may_go_where_the_site_puts_it() -> None:
    """Three tied winners of 70: the site gives the odd chip to the button, not to the
    first winner on its left; the same winners, each within a chip of its share."""
    hand = _rounding_hands()[4]
    assert replay_parsed(hand).replayed.finishing_stacks() == [1504, 1490, 1503, 1503]


def test_a_denied_blind_and_a_silent_seat_are_not_dealt_in() -> None:
    """`Basile denies big blind` (he sits out; Aline and Cyril post), and Hero, seated with
    no line at all in the hand, sits out too; `Seat 0000005 is the button` (2012)."""
    (hand,) = iter_winamax_hands(_text("denied_blind_and_silent_seat.txt"))
    assert hand.button_seat == 5
    assert [s.sitting_out for s in hand.seats] == [False, True, False, True, False]
    assert hand.uncalled == [("Denise", 800)] and hand.rake == 50
    assert replay_parsed(hand).replayed.finishing_stacks() == [14900, 8400, 21700]


BAD_POT = ("Winamax Poker - CashGame - HandId: #6400001-101-1408020000 - Omaha pot limit "
           "(1€/2€) - 2014/08/14 13:57:26 UTC\n" + """\
Table: 'Durban' 5-max (real money) Seat #3 is the button
Seat 1: Lucie (150€)
Seat 2: Marius (221.54€)
Seat 3: Noemie (100€)
*** ANTE/BLINDS ***
Lucie posts small blind 1€
Marius posts big blind 2€
*** PRE-FLOP ***
Noemie raises 4€ to 6€
Lucie folds
Marius folds
Noemie collected 10€ from pot
*** SUMMARY ***
Total pot 10€ | No rake
Seat 3: Noemie won 10€
""")


def test_more_collected_than_every_player_put_in_is_an_incomplete_record() -> None:
    """A real 2014 cash file: 1€ and 2€ blinds, a raise to 6€, all fold, and `collected
    10€`, `Total pot 10€ | No rake`: 9€ was put in, so the record contradicts itself and
    is counted apart as incomplete, not read as a pot the rules cannot make."""
    (hand,) = iter_winamax_hands(BAD_POT)
    assert hand.unsupported == "incomplete record: 1000 is collected but the players put in 900"
