"""888poker text hand histories, detected from the content and replayed through the same
core: `#Game No :` and the banner, `( $100 )` seats, amounts in brackets that are the chips
an action adds (`raises [$10.50]`), `** Dealing flop ** [ 4h, Kc, 3s ]`, and no uncalled bet,
total pot or rake lines (the bet nobody matched is returned; the rake is what the pot holds
beyond what was collected). Fixtures are shaped like real 888poker exports."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.bench_hh_corpus import measure
from client.histories.eight88.read import Eight88FormatError, iter_888_hands
from client.histories.files import (
    Format,
    count_history_hands,
    decode_history,
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


def test_a_regulated_skin_banner_and_a_dead_blind_posted_with_the_big() -> None:
    """`888poker.ca-on Hand History`, and `posts dead blind [$0.10 + $0.25]`: the small
    blind is dead money, the big blind live; the bet nobody called is the live excess."""
    text = _text("constructs.txt")
    assert detect_format(text) is Format.EIGHT88
    hand = next(iter_888_hands(text))
    assert hand.site == "888poker" and hand.posts[-1][1:3] == ("small_and_big", 35)
    assert hand.uncalled == [("Delphine", 50)] and hand.rake == 3
    assert replay_parsed(hand).replayed.finishing_stacks() == [1000, 490, 775, 632]


def test_a_dutch_client_writes_heer_vrouw_boer_and_dutch_numbers() -> None:
    """`Hc`, `Vh`, `Bd` are king, queen, jack; `$ 1.250` groups thousands, `$ 552,72` has
    a decimal comma."""
    hand = list(iter_888_hands(_text("constructs.txt")))[1]
    assert [s.stack for s in hand.seats] == [125000, 55272, 80000]
    assert hand.board == ["Kc", "7d", "2s", "Qh", "Jd"]
    assert hand.shown["Joost"] == ("Ah", "Ks", "9c", "8c")
    assert replay_parsed(hand).replayed.finishing_stacks() == [145700, 36272, 78000]


def test_omaha_hi_lo_is_a_game_the_site_plays_its_halves_collected_apart() -> None:
    """`Pot Limit OmahaHL`: pot-limit Omaha Hi/Lo, the high and the low half each a
    `collected` line."""
    hand = list(iter_888_hands(_text("constructs.txt")))[2]
    assert hand.game == "PLO8" and hand.unsupported is None
    replayed = replay_parsed(hand).replayed
    assert replayed.finishing_stacks() == [1515, 1515, 1470]
    assert replayed.pots()[0]["lo_winners"] == [1]


def test_a_tournament_record_that_awards_no_pot_gives_it_to_the_last_one_in() -> None:
    """888poker sometimes ends a hand's record before anyone collects the pot (`Yvette did
    not show his hand`, nothing collected) when all but one folded: the rules give him the
    pot and a tournament takes no rake, so it is replayed with him collecting it."""
    (hand,) = iter_888_hands(NO_POT_AWARDED)
    assert hand.unsupported is None and hand.uncalled == [("Yvette", 90)] and hand.rake == 0
    assert replay_parsed(hand).replayed.finishing_stacks() == [1440, 1605, 1455]


def test_a_cash_record_that_awards_no_pot_is_an_incomplete_record() -> None:
    """At a cash table the rake taken is not written, so what the last one in collects is
    not known: an incomplete record, counted apart, not a mismatch."""
    cash = NO_POT_AWARDED.replace("Tournament #880001 $10 + $1 - ", "")
    (hand,) = iter_888_hands(cash.replace("$15/$30 Blinds", "$0.15/$0.30 Blinds"))
    assert hand.unsupported == ("incomplete record: it awards no pot (it ends before the pot "
                                "is won)")


def test_a_record_with_blank_player_names_is_an_incomplete_record() -> None:
    """`Seat 2:  ( $895 )`, ` posts small blind [$50]`, ` raises [$550]`: an anonymiser left
    the names blank, so who acts is not written (counted apart, not 'no seat lines')."""
    text = ("#Game No : 2\n***** 888poker Hand History for Game 2 *****\n"
            "$50/$100 Blinds No Limit Holdem - *** 28 06 2014 12:36:16\n"
            "Table Yakima 6 Max (Real Money)\nSeat 6 is the button\n"
            "Total number of players : 2\nSeat 2:  ( $895 )\nSeat 6:  ( $600 )\n"
            " posts small blind [$50]\n posts big blind [$100]\n** Dealing down cards **\n"
            "Dealt to  [ 8s, 8d ]\n raises [$550]\n folds\n** Summary **\n"
            " did not show his hand\n collected [ $200 ]\n")
    (hand,) = iter_888_hands(text)
    assert hand.unsupported is not None
    assert hand.unsupported.startswith("incomplete record: the players' names are blank")


NO_POT_AWARDED = """\
#Game No : 7100004
***** Cassava Hand History for Game 7100004 *****
$15/$30 Blinds No Limit Holdem - *** 02 12 2026 20:25:31
Tournament #880001 $10 + $1 - Table #1 (Real Money)
Seat 2 is the button
Total number of players : 3
Seat 1: Xavier ( $1,515 )
Seat 2: Yvette ( $1,515 )
Seat 3: Zoltan ( $1,470 )
Zoltan posts small blind [$15]
Xavier posts big blind [$30]
** Dealing down cards **
Yvette raises [$75]
Zoltan folds
Xavier calls [$45]
** Dealing flop ** [ 5h, 5d, Jc ]
Xavier checks
Yvette bets [$90]
Xavier folds
** Summary **
Yvette did not show his hand
"""


def test_a_skin_writing_the_currency_after_the_amount() -> None:
    """`***** 888.ro Hand History`, `50 $/100 $ Blinds`, `( 2.000 $ )`, `[250 $]`: the
    sign after the number and a dot grouping thousands."""
    text = _text("tournament_currency_after_amount.txt")
    assert detect_format(text) is Format.EIGHT88
    (hand,) = iter_888_hands(text)
    assert (hand.id, hand.tournament, hand.big_blind, hand.ante) == (
        "230418806", "140022117", 100, 10)
    assert [s.stack for s in hand.seats] == [2000, 1500, 3250]
    assert replay_parsed(hand).replayed.finishing_stacks() == [2320, 1440, 2990]


def test_a_fixed_limit_header_gives_the_blinds_and_the_bets_are_one_and_two_big_blinds() -> None:
    """`$0.05/$0.10 Blinds Fix Limit Holdem`: small bet $0.10, big bet $0.20 (a raise to
    $0.20 before the flop, a $0.20 bet on the turn)."""
    hand, _ = iter_888_hands(_text("fixed_limit_and_fold_before_deal.txt"))
    assert (hand.small_blind, hand.big_blind, hand.small_bet, hand.big_bet) == (5, 10, 10, 20)
    assert replay_parsed(hand).replayed.finishing_stacks() == [260, 296, 400]


def test_a_player_folding_among_the_blinds_before_the_deal_is_not_dealt_in() -> None:
    """`pikap folds` between the small and the big blind, before `** Dealing down cards **`:
    he declined to post, so he sits the hand out."""
    _, hand = iter_888_hands(_text("fixed_limit_and_fold_before_deal.txt"))
    assert [s.sitting_out for s in hand.seats] == [False, False, True, False]
    assert replay_parsed(hand).replayed.finishing_stacks() == [1015, 835, 490]  # those dealt in


def test_practice_play_in_hundredths_without_a_currency() -> None:
    """Practice play writes no currency sign but plays in hundredths (`( 1,204.75 )`)."""
    (hand,) = iter_888_hands(_text("practice_play_cents.txt"))
    assert (hand.currency, hand.big_blind, hand.uncalled) == (None, 100, [("ostrava77", 1200)])
    assert replay_parsed(hand).replayed.finishing_stacks() == [121375, 8775, 34900]


def test_spanish_suits_picas_treboles_corazones_diamantes() -> None:
    """A Spanish client's `Ap, Kc` is the ace of spades and the king of hearts (`t` clubs)."""
    (hand,) = iter_888_hands(_text("tournament_spanish_suits.txt"))
    assert hand.hole["Tomas"] == ("As", "Kh") and hand.board == ["Kc", "7d", "2s", "9h", "3c"]
    assert replay_parsed(hand).replayed.finishing_stacks() == [1480, 980, 1040]


def test_a_blind_declining_to_post_heads_up_cancels_the_hand() -> None:
    """Heads-up, the big blind folds instead of posting: nobody is dealt in against the
    small blind, whose blind comes back; the hand is refused as cancelled, not misread."""
    text = ("#Game No : 1\n***** 888poker Hand History for Game 1 *****\n"
            "$1/$2 Blinds No Limit Holdem - *** 01 01 2015 10:00:00\n"
            "Table Dover (Real Money)\nSeat 1 is the button\nTotal number of players : 2\n"
            "Seat 1: Una ( $200 )\nSeat 2: Vito ( $150 )\nUna posts small blind [$1]\n"
            "Vito folds\n** Summary **\nUna collected [ $1 ]\n")
    (hand,) = iter_888_hands(text)
    assert hand.unsupported == ("incomplete record: the hand was cancelled before the deal (a "
                                "blind declined to post, one player left)")


def test_a_swedish_client_writes_ess_dam_knekt_and_groups_thousands_with_spaces() -> None:
    """`Knh` is the jack of hearts, `Dd` the queen of diamonds, `Ec` the ace of clubs;
    `( 1 500 $ )` and `[ 1 329 $ ]` group thousands with a space, the sign after."""
    (hand,) = iter_888_hands(_text("cash_swedish_ranks_and_spaces.txt"))
    assert (hand.currency, hand.big_blind) == ("USD", 1000)
    assert hand.hole["Hero"] == ("Tc", "Jh", "9h", "9c") and hand.board[3] == "Qd"
    assert hand.collected[0].amount == 132900 and hand.rake == 2100
    assert replay_parsed(hand).replayed.finishing_stacks() == [82500, 275400]


def test_a_german_client_names_the_suit_and_a_sign_after_the_amount_without_a_space() -> None:
    """`Dealt to Hero [ 8Pik, QPik ]` (Pik spades, Herz hearts, Karo diamonds, Kreuz clubs)
    and `5$/10$ Blinds`, `( 222,75$ )`: the sign run on to the amount."""
    german, run_on = iter_888_hands(_text("cash_german_suits_and_sign_after.txt"))
    assert german.hole["Hero"] == ("8s", "Qs") and german.unsupported is None
    assert replay_parsed(german).replayed.finishing_stacks() == [200, 52, 49, 44, 199, 112]
    assert (run_on.big_blind, run_on.unsupported) == (1000, None)
    assert replay_parsed(run_on).replayed.finishing_stacks() == [5000, 21775, 21700, 29948]


def test_an_observed_hand_with_no_deal_line_and_thousands_grouped_before_a_decimal() -> None:
    """A hand watched, not played: no `** Dealing down cards **` line; `( 15 788,50 $ )`
    groups thousands with a space before its decimal comma (a Swedish client, `Kns`)."""
    (hand,) = iter_888_hands(_text("cash_observed_hand_grouped_decimals.txt"))
    assert hand.unsupported is None and hand.seats[0].stack == 1578850
    assert replay_parsed(hand).replayed.finishing_stacks() == [1593750, 974900]


RUSSIAN = """\
#Game No : 103500001
***** Cassava Hand History for Game 103500001 *****
0,02$/0,04$ Blinds No Limit Holdem - *** 03 07 2011 00:50:21
Table Buenavista (Real Money)
Seat 1 is the button
Total number of players : 3
Seat 1: Ivan ( 7,17$ )
Seat 2: Hero ( 4,08$ )
Seat 4: Oleg ( 0,64$ )
Hero posts small blind [0,02$]
Oleg posts big blind [0,04$]
** Dealing down cards **
Dealt to Hero [ 7h, 8s ]
Ivan calls [0,04$]
Hero calls [0,02$]
Oleg raises [0,16$]
Ivan calls [0,16$]
Hero folds
** Dealing flop ** [ 9s, Вh, 2s ]
Oleg bets [0,44$]
Ivan calls [0,44$]
** Dealing turn ** [ 5h ]
** Dealing river ** [ Дc ]
** Summary **
Ivan shows [ 2d, Тd ]
Oleg shows [ 8c, Тc ]
Ivan collected [ 1,26$ ]
"""


def test_a_russian_client_writes_the_picture_ranks_in_cyrillic() -> None:
    """`[ 9s, Вh, 2s ]`, `Дc`, `Тd` in a Windows-1251 file (В валет jack, Д дама queen,
    К король king, Т туз ace), read as Windows-1252 (`Âh`, `Äc`, `Òd`) like any such file."""
    (hand,) = iter_888_hands(decode_history(RUSSIAN.encode("cp1251")))
    assert hand.board == ["9s", "Jh", "2s", "5h", "Qc"] and hand.shown["Ivan"] == ("2d", "Ad")
    assert replay_parsed(hand).replayed.finishing_stacks() == [779, 404, 0]


def test_fixed_limit_omaha_hi_lo_names_the_winning_hands_in_the_summary() -> None:
    """`Fix Limit OmahaHL`: the summary names the high and the low hand (`(Hi: Jd, Jc, 2d,
    2s, Ks)`, `(Lo: 2s, 4d, 5h, 6c, Ac)`) after the cards shown; they change nothing."""
    (hand,) = iter_888_hands(_text("practice_fixed_limit_omaha_hi_lo.txt"))
    assert (hand.game, hand.unsupported) == ("FLO8", None)
    replayed = replay_parsed(hand).replayed
    assert replayed.finishing_stacks() == [54175, 244600, 753714, 4258855]
    assert replayed.pots()[0]["lo_winners"] == [3]


def test_a_snap_poker_banner_and_a_call_for_less_with_no_all_in_word() -> None:
    """888's fast-fold tables write `888poker Snap Poker Hand History for Game N`; a call
    for less than the bet (`calls [$1.70]` to a $2.50 bet, the caller's last chips) is all
    in, and the bet's excess goes back to the bettor though no line says so."""
    text = _text("snap_call_for_less.txt")
    assert detect_format(text) is Format.EIGHT88 and count_history_hands(text) == 1
    (hand,) = iter_888_hands(text)
    assert hand.id == "2000000001" and hand.uncalled == [("Bob", 80)] and hand.rake == 10
    assert replay_parsed(hand).replayed.finishing_stacks() == [490, 1000, 0]


def test_a_hand_with_only_the_small_blind_posted_is_a_complete_record(tmp_path: Path) -> None:
    """No big blind posted (its player sat out), everyone folds to the small blind, who
    `collected [ $1 ]`: his own blind back. 888 writes no total pot and the blind comes
    back as a bet nobody called, so nothing is left as collected; the corpus bench still
    counts the hand as replayed, not as a file cut off before its summary."""
    text = _text("small_blind_only_walk.txt")
    (hand,) = iter_888_hands(text)
    assert hand.uncalled == [("Cid", 100)] and not hand.collected
    assert replay_parsed(hand).replayed.finishing_stacks() == [10000, 15000, 8000]
    (tmp_path / "walk.txt").write_text(text, encoding="utf-8")
    tallies, failures, _ = measure(tmp_path)
    (nlhe,) = tallies.values()
    assert (nlhe.hands, nlhe.replayed, dict(nlhe.incomplete)) == (1, 1, {}) and not failures
