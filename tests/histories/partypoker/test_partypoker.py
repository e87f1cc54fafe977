"""partypoker text hand histories, detected from the content and replayed through the
same core: the `***** Hand History for Game N *****` banner, `( $22.85 USD )` seats,
bracketed amounts that are the chips an action adds, `is all-In [..]`, `wins $X USD` with
the bet nobody called included (side pot 1 holding it), no rake line, and tournaments with
`Trny:` and `Blinds(15/30)`. Fixtures are shaped like real partypoker exports."""

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
from client.histories.partypoker.read import PartyPokerFormatError, iter_partypoker_hands
from client.histories.pokerstars.read.body import CASH_OUT
from client.histories.pokerstars.read.to_recorded import replay_parsed

FIXTURES = Path(__file__).parents[1] / "fixtures" / "partypoker"


def _text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def test_detected_from_the_text_not_as_888() -> None:
    text = _text("cash_nlhe.txt")
    assert detect_format(text) is Format.PARTYPOKER and count_history_hands(text) == 2
    eight88 = (FIXTURES.parent / "eight88" / "cash_nlhe.txt").read_text(encoding="utf-8")
    assert detect_format(eight88) is Format.EIGHT88


def test_winnings_hold_the_uncalled_bet_and_all_ins_are_raises_or_calls() -> None:
    three_bet, all_in = iter_partypoker_hands(_text("cash_nlhe.txt"))
    assert (three_bet.id, three_bet.site, three_bet.currency) == ("13550695573",
                                                                  "partypoker", "USD")
    assert three_bet.uncalled == [("Kelevra_19", 214)] and three_bet.rake == 16
    assert replay_parsed(three_bet).replayed.finishing_stacks() == [2429, 850]
    assert [m.kind for m in all_in.moves][-2:] == ["raise", "call"]
    assert (all_in.small_blind, all_in.big_blind) == (500, 1000)  # from the posts
    assert all_in.uncalled == [("WilmaF", 223216)] and all_in.rake == 100
    assert replay_parsed(all_in).replayed.finishing_stacks() == [462906, 0]


def test_a_sit_and_go_hand_in_chips() -> None:
    (hand,) = iter_partypoker_hands(_text("tournament_nlhe.txt"))
    assert hand.tournament == "128487129" and (hand.small_blind, hand.big_blind) == (15, 30)
    assert hand.hole["Hero"] == ("5s", "5c")
    assert replay_parsed(hand).replayed.finishing_stacks() == [1365, 1530, 1605, 1500]


def test_every_fixture_hand_replays() -> None:
    """Every fixture but the incomplete records (`incomplete_*`)."""
    for path in sorted(p for p in FIXTURES.glob("*.txt") if not p.name.startswith("incomplete_")):
        text = path.read_text(encoding="utf-8")
        report = replay_history(text, detect_format(text))
        assert report.unsupported == [] and not report.broken, path.name
        assert all(e.recorded is not None for e in read_history_file(path))


def test_not_partypoker_text_is_a_typed_error() -> None:
    with pytest.raises(PartyPokerFormatError):
        list(iter_partypoker_hands("hello"))


def test_table_comings_and_goings_time_bank_and_a_hand_shown_not_won() -> None:
    """`has joined the table`, `has left the table`, `will be using his time bank` change
    nothing; `doesn't show [ Ks, 6d ]` is a hand shown at showdown that lost; fixed limit
    stakes are the bet sizes (the small blind posted is $1 at $3/$6)."""
    fixed, shown, left = iter_partypoker_hands(_text("cash_table_lines.txt"))
    assert (fixed.small_bet, fixed.big_bet, fixed.small_blind) == (300, 600, 100)
    assert replay_parsed(fixed).replayed.finishing_stacks() == [
        17899, 24450, 9100, 18200, 11775]
    assert shown.hole["pocket Ace"] == ("Ks", "6d") and "pocket Ace" in shown.mucked
    assert replay_parsed(shown).replayed.finishing_stacks() == [844, 1109]
    assert replay_parsed(left).replayed.finishing_stacks() == [
        59800, 99500, 49000, 167338, 34200]


def test_a_game_starts_line_and_lower_case_seat_lines() -> None:
    """Some clients write `Game #N starts.` before a hand (and `#Game No : N` for a hand
    they never write), `seat 1: name ( $10 USD )`, `X did not respond in time`."""
    text = _text("constructs.txt")
    assert detect_format(text) is Format.PARTYPOKER and count_history_hands(text) == 2
    fast, _ = iter_partypoker_hands(text)
    assert [s.name for s in fast.seats] == ["Wanda", "Xeno", "Yusuf"]
    assert replay_parsed(fast).replayed.finishing_stacks() == [1035, 995, 970]


def test_tournament_blinds_named_in_the_header_and_never_posted() -> None:
    """`Blinds-Antes(50/100 -10)` and no blind lines: the two seats after the button posted
    them (a stack short of its blind all of what it had left after the ante)."""
    _, hand = iter_partypoker_hands(_text("constructs.txt"))
    assert [(p.name, p.kind, p.amount) for p in hand.posts if p.kind != "ante"] == [
        ("Amadou", "small_blind", 50), ("Brune", "big_blind", 80)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [1650, 1140, 0]


def test_the_format_written_since_2021() -> None:
    """`***** Hand History For Game 1764700000123abc… *****`, `0.05/0.10 Texas Holdem Game
    Table (NL)`, `Seat 1: name ($10)`, amounts in parentheses, `raises 0.90 to 1` (chips
    added, then the total) and one summary line per player: `collected` holds the bet
    nobody called, the cards shown end the line."""
    text = _text("format_2021.txt")
    assert detect_format(text) is Format.PARTYPOKER
    cash, sng = iter_partypoker_hands(text)
    assert (cash.id, cash.currency, cash.game) == ("1764700000123abcdefghij", "USD", "NLHE")
    assert cash.uncalled == [("Hero", 300)] and cash.rake == 10
    assert replay_parsed(cash).replayed.finishing_stacks() == [780, 795, 1465]
    assert (sng.tournament, sng.shown["Eliott"]) == ("400000001", ("Jc", "Jd"))
    assert replay_parsed(sng).replayed.finishing_stacks() == [1500, 3000]


def test_the_2026_format_summary_line_of_a_player_who_did_not_bet() -> None:
    """`X balance $40, didn't bet (folded)`: a seat that put nothing in, in the summary."""
    (hand,) = iter_partypoker_hands(_text("format_2026_plo_didnt_bet.txt"))
    assert (hand.game, hand.unsupported) == ("PLO", None)
    assert hand.uncalled == [("Hero", 600)] and hand.rake == 15
    assert replay_parsed(hand).replayed.finishing_stacks() == [4000, 5125, 5435, 6150]


def test_a_mac_line_run_into_the_next_is_split() -> None:
    """The Mac client writes `Lena is sitting outMarco posts big blind [..]` on one line."""
    (hand,) = iter_partypoker_hands(_text("mac_sitting_out_glued.txt"))
    assert [(p.name, p.amount) for p in hand.posts] == [("Kenji", 5), ("Marco", 10)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [1032, 955, 1090]


def test_a_level_that_changes_at_the_deal_and_blank_lines_before_the_banner() -> None:
    """`Game #N starts.`, `#Game No : N` and the banner with blank lines between; the level
    written again after the seats (`Level: 6`, `Blinds(100/200)`) is the one played."""
    text = _text("tournament_level_changes_at_the_deal.txt")
    assert detect_format(text) is Format.PARTYPOKER
    (hand,) = iter_partypoker_hands(text)
    assert (hand.small_blind, hand.big_blind, hand.unsupported) == (100, 200, None)
    assert replay_parsed(hand).replayed.finishing_stacks() == [4200, 2950, 6610, 2740]


def test_a_2021_all_in_written_a_chip_short_of_the_stack_puts_in_the_stack() -> None:
    """`Ugo raises 1203316 to 1228316` then `Ugo is all-In.` with 1203317 behind: the
    site writes the big all-in a chip short; the summary (`lost 1234567`) holds it all."""
    (hand,) = iter_partypoker_hands(_text("format_2021_all_in_a_chip_short.txt"))
    assert hand.unsupported is None
    assert replay_parsed(hand).replayed.finishing_stacks() == [1993750, 0, 4240817]


def test_chat_lines_and_a_big_blind_posted_with_the_dead_small_one() -> None:
    """`Cees: hello all` is chat; `posts big blind + dead [0,35 €]` (a euro client: comma,
    sign after) is a live big blind of 0.25 and 0.10 dead."""
    hand, _ = iter_partypoker_hands(_text("chat_dead_blind_and_2013_header.txt"))
    assert hand.unsupported is None and hand.uncalled == [("Cees", 206)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [2490, 2900, 2096, 2800]


def test_the_2013_header_wording_texas_hold_em_game_table() -> None:
    """`0.50/1 Texas Hold'em Game Table (NL)` (2013) is the later format's header with
    Hold'em spelled with its apostrophe; a split pot with the rake."""
    _, hand = iter_partypoker_hands(_text("chat_dead_blind_and_2013_header.txt"))
    assert (hand.game, hand.big_blind, hand.rake) == ("NLHE", 100, 37)
    assert replay_parsed(hand).replayed.finishing_stacks() == [2900, 10057, 9556, 13691]


def test_a_player_who_joins_after_the_seat_lines_and_posts_is_refused_as_incomplete() -> None:
    """partypoker writes no seat line (no stack) for a player who joins as the hand
    starts and posts a big blind: the record is incomplete, refused with that reason."""
    text = _text("cash_table_lines.txt")
    seat = next(line for line in text.splitlines() if " posts big blind " in line)
    joined = seat.replace(seat.split(" posts ")[0], "Newcomer", 1)
    text = text.replace(seat, f"Newcomer has joined the table.\n{joined}", 1)
    hand = next(iter_partypoker_hands(text))
    assert hand.unsupported is not None and "Newcomer joins the table" in hand.unsupported


def test_a_player_who_joins_with_a_seat_line_of_no_chips_and_posts_is_incomplete() -> None:
    """`Seat 2: Newcomer ( $0 USD )`, `Newcomer has joined the table.`, then his big blind:
    his chips are not written (the seat line is from before his buy-in)."""
    text = _text("cash_table_lines.txt")
    post = next(line for line in text.splitlines() if " posts big blind " in line)
    seat = next(line for line in text.splitlines() if line.lower().startswith("seat ")
                and " is the button" not in line)
    joined = post.replace(post.split(" posts ")[0], "Newcomer", 1)
    text = text.replace(seat, f"{seat}\nSeat 9: Newcomer ( $0 USD )", 1).replace(
        post, f"Newcomer has joined the table.\n{joined}", 1)
    hand = next(iter_partypoker_hands(text))
    assert hand.unsupported is not None and "Newcomer joins the table" in hand.unsupported


def test_a_fixed_limit_header_names_no_limit_and_a_second_small_blind_is_live() -> None:
    """`$15/$30 USD Texas Hold'em` (2011) is fixed limit, the pair its bets; a player coming
    in posts a small blind (10) that counts toward his call of the big blind (15)."""
    hand, _ = iter_partypoker_hands(_text("old_fixed_limit_and_2012_wording.txt"))
    assert (hand.game, hand.rake) == ("FLHE", 200)
    assert replay_parsed(hand).replayed.finishing_stacks() == [50000, 39000, 54000, 21800]


def test_the_2012_wording_seat1_and_raises_run_into_their_amount() -> None:
    """`PL  Omaha Hi-Saturday,February 18` (two spaces, the date run on), `seat1: Hero`,
    `raises[ $25 USD ]` and `calls[ $20 USD ]` with no space before the bracket."""
    _, hand = iter_partypoker_hands(_text("old_fixed_limit_and_2012_wording.txt"))
    assert (hand.id, hand.game, hand.rake) == ("11443700002", "PLO", 200)
    assert replay_parsed(hand).replayed.finishing_stacks() == [118100, 60000, 90000, 82200]


def test_could_not_respond_in_time_and_a_finishing_place_change_nothing() -> None:
    """`Dirk could not respond in time.(disconnected)` (his `folds` line follows) and
    `Player Bram finished in 4 169.` (a 2012 tournament's place line) change nothing."""
    text = _text("chat_dead_blind_and_2013_header.txt").replace(
        "Dirk folds\n", "Dirk could not respond in time.(disconnected)\nDirk folds\n", 1)
    text = text.replace("Cees wins €4.12 EUR\n",
                        "Cees wins €4.12 EUR\nPlayer Bram finished in 4 169.\n", 1)
    hand, _ = iter_partypoker_hands(text)
    assert hand.unsupported is None
    assert replay_parsed(hand).replayed.finishing_stacks() == [2490, 2900, 2096, 2800]


def test_a_2013_action_under_the_seat_name_and_a_word_more_is_that_seats_player() -> None:
    """`Seat 2: Hero ($100)` but `Dealt to Hero Name [..]`, `Hero Name raises 3.0 to 3.0`
    and `Hero Name balance ..` (real 2013 files): the seated name and a word more is that
    seat's player."""
    (hand,) = iter_partypoker_hands(_text("partial_player_names_2013.txt"))
    assert hand.unsupported is None and hand.hole["Hero"] == ("Ad", "5d")
    assert replay_parsed(hand).replayed.finishing_stacks() == [2900, 10057, 9556, 13691]


def test_an_action_by_a_name_with_no_seat_line_is_an_incomplete_record() -> None:
    """A name that acts but never sat or joined (a file whose names were changed in part):
    his chips are not written, so the hand is an incomplete record, not a misread line."""
    text = _text("cash_table_lines.txt")
    act = next(line for line in text.splitlines() if " calls [" in line)
    text = text.replace(act, act.replace(act.split(" calls ")[0], "Stranger", 1), 1)
    hand = next(iter_partypoker_hands(text))
    assert hand.unsupported is not None
    assert hand.unsupported.startswith("incomplete record: Stranger plays with no seat line")


def test_a_2026_all_in_cash_out_is_replayed_as_recorded_and_marked() -> None:
    """`Cy opted for cash-out`, `Cy Cashout Amount is 23.00` and the summary's `Cy Cashed
    out  balance $23.00, .. collected $23.00`: the site pays the cash-out outside the pot,
    which the hand's winner takes; replayed as recorded, marked as not offered here."""
    (hand,) = iter_partypoker_hands(_text("format_2026_cash_out.txt"))
    assert hand.unsupported is None and hand.site_feature == CASH_OUT
    assert hand.cashed_out == {"Cy": 2300} and [c.name for c in hand.collected] == ["Hero"]
    assert hand.uncalled == [("Hero", 265)] and hand.rake == 200
    replay = replay_parsed(hand)
    assert replay.replayed.finishing_stacks() == [4000, 2990, 0, 6810]
    assert replay.cashed_out == (("Cy", 2300),)


def test_a_2021_bet_written_short_of_the_summary_totals_is_an_incomplete_record() -> None:
    """A 2021 tournament file writes a flop bet and its call `2812` while the summary
    (`lost 8063`, `bet 16063`) and the pot count 2813 each: the record contradicts itself
    and is counted apart as incomplete, not read as more collected than the pot holds."""
    (hand,) = iter_partypoker_hands(_text("incomplete_2021_totals_written_short.txt"))
    assert hand.unsupported == ("incomplete record: Tilda's actions add up to 8062, the "
                                "summary says 8063 (amounts written short)")


def test_a_2021_all_in_and_its_call_written_short_of_the_summary_put_in_what_it_says() -> None:
    """`Hero bets (12132100)`, `Hero is all-In.`, `Vera calls (12132100)`, while the summary
    has each put in 16609708, 9 chips more than the actions (a real 2021 MTT file): the
    all-in puts in the stack, the call matches it."""
    (hand,) = iter_partypoker_hands(_text("format_2021_all_in_and_its_call_written_short.txt"))
    assert hand.unsupported is None
    assert replay_parsed(hand).replayed.finishing_stacks() == [1044932, 33219416]


def test_the_2005_wording_actions_ending_in_a_period_and_other_tables_lines() -> None:
    """2005: `Anke folds.`, `Hero calls [50].`, `>You have options at Table ..` (another
    table's prompt), blinds named in the header and never posted, `wins 20 chips from  side
    pot #1` (the bet nobody could call)."""
    (hand,) = iter_partypoker_hands(_text("tournament_2005_wording.txt"))
    assert hand.unsupported is None and (hand.small_blind, hand.big_blind) == (50, 100)
    assert replay_parsed(hand).replayed.finishing_stacks() == [1900, 1260, 20, 1250]


def test_a_time_bank_prompt_and_the_tournament_winner_lines_change_nothing() -> None:
    """`Your time bank will be activated in 6 secs. ..` and `Congratulations to player Hero
    for winning tournament ..` (2016 sit and go files) are no play."""
    (hand,) = iter_partypoker_hands(_text("tournament_2016_time_bank_and_winner.txt"))
    assert hand.unsupported is None
    assert replay_parsed(hand).replayed.finishing_stacks() == [0, 2000]


def test_pot_limit_omaha_hi_lo_is_a_game_the_site_plays_its_low_half_won_apart() -> None:
    """`PL Omaha Hi-Lo` is pot-limit Omaha Hi/Lo; `Eve shows6,5,3,2,A  for low.` names her
    low and `Eve wins Lo (640 chips) from the main pot` is the low half."""
    (hand,) = iter_partypoker_hands(_text("tournament_plo_hi_lo.txt"))
    assert (hand.game, hand.unsupported) == ("PLO8", None)
    replayed = replay_parsed(hand).replayed
    assert replayed.finishing_stacks() == [4249, 2910, 2910, 2330, 8502, 4365, 2970, 2047,
                                           2840]
    assert replayed.pots()[0]["lo_winners"] == [4]


def test_the_2013_extra_spaces_and_a_fold_made_in_advance() -> None:
    """`$5  USD  NL  Texas Hold'em`, `( $9.08  USD )`, `[$0.02  USD].`: two spaces read as
    one; `Hero Forward Folds` (folded in advance) changes nothing, his `folds` follows."""
    (hand,) = iter_partypoker_hands(_text("cash_2013_extra_spaces.txt"))
    assert hand.unsupported is None and hand.rake == 1
    assert replay_parsed(hand).replayed.finishing_stacks() == [908, 268, 234, 274, 528, 1527]


def test_a_big_blind_all_in_for_less_is_not_the_tables_blind() -> None:
    """A buy-in header (`$0.80 USD NL`) names no blinds; `Pia posts big blind [$0.01 USD]`
    with $0.01 is all-in for less: Olaf's `calls [$0.02 USD]` is the full blind, and the
    rest is a side pot (`wins $0.06 USD from the side pot 1`, the bet nobody called in)."""
    (hand,) = iter_partypoker_hands(_text("cash_2010_big_blind_all_in_for_less.txt"))
    assert (hand.small_blind, hand.big_blind, hand.unsupported) == (1, 2, None)
    assert replay_parsed(hand).replayed.finishing_stacks() == [118, 167, 0, 102]


def test_a_check_before_the_flop_with_no_blind_written_is_an_incomplete_record() -> None:
    """`Nora checks.` on the button with no post written (a real 2012 file: the pot shows
    she posted both blinds, unwritten): what she put in is not written."""
    (hand,) = iter_partypoker_hands(_text("incomplete_2012_silent_post.txt"))
    assert hand.unsupported == ("incomplete record: Nora checks before the flop with no "
                                "blind written (a post the file leaves out)")


def test_unposted_tournament_blinds_skip_a_seat_named_in_no_line() -> None:
    """Blinds named in the header and never posted are put back on the two seats after the
    button that are dealt in: `Moved` (just moved to the table, named in no line of the
    hand) is not, so Cor posts the small blind and Dik the big one (`Dik checks`)."""
    (hand,) = iter_partypoker_hands(_text("tournament_player_moved_not_dealt_in.txt"))
    assert [(p.name, p.amount) for p in hand.posts] == [("Cor", 30), ("Dik", 60)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [14330, 0, 8735, 10125]


def test_2025_cash_amounts_written_with_the_currency_sign() -> None:
    """Cash tables of the 2021 format write `posts small blind ($0.02)`, `calls ($0.05)` and
    `raises $0.20 to $0.25` with the sign; tournaments and 2026 files write none."""
    (hand,) = iter_partypoker_hands(_text("format_2025_cash_amounts_with_sign.txt"))
    assert hand.unsupported is None and hand.currency == "USD"
    assert hand.uncalled == [("Hero", 30)] and hand.rake == 2
    assert replay_parsed(hand).replayed.finishing_stacks() == [528, 445, 595]


def test_a_cash_out_summary_line_with_one_space_after_out() -> None:
    """The summary of a cashed-out player is written `Cashed out  balance` or, in other
    files, `Cashed out balance`: either way the site paid it, not the pot."""
    text = _text("format_2026_cash_out.txt").replace("Cashed out  balance", "Cashed out balance")
    (hand,) = iter_partypoker_hands(text)
    assert hand.unsupported is None and hand.site_feature == CASH_OUT
    assert [c.name for c in hand.collected] == ["Hero"]
    assert replay_parsed(hand).replayed.finishing_stacks() == [4000, 2990, 0, 6810]


def test_a_2016_level_written_again_after_the_seats_with_space_thousands() -> None:
    """`Trny:128000001 Level:12` and `Blinds-Antes(1 200/2 400 -400)` after the seat lines,
    thousands grouped with a space: the blinds of that line are played. `X will be using
    their time bank for this hand.` (later clients' wording) is no play."""
    (hand,) = iter_partypoker_hands(
        _text("tournament_2016_level_repeated_space_thousands.txt"))
    assert hand.unsupported is None
    assert (hand.small_blind, hand.big_blind) == (1200, 2400)
    assert replay_parsed(hand).replayed.finishing_stacks() == [60600, 54800, 78400, 37200]


def test_a_cash_summary_contradicting_the_actions_is_an_incomplete_record() -> None:
    """A 2025 cash file whose summary has a player who folded before the flop losing $4
    and a pot of $7.60 no action put in: the record leaves its play out; it is classified
    incomplete, not replayed nor refused."""
    (hand,) = iter_partypoker_hands(_text("incomplete_2025_cash_totals_contradict.txt"))
    assert hand.unsupported is not None and hand.unsupported.startswith("incomplete record")
    assert "Ines's actions add up to 2, the summary says 400" in hand.unsupported


def test_a_2005_sitting_out_line_ending_in_a_period_is_no_glued_line() -> None:
    """`Abel is sitting out.` (2005 client, a period ends it) is no Mac line run into the
    next one: nothing is split off it, and the player is not dealt in."""
    (hand,) = iter_partypoker_hands(_text("cash_2005_plo_sitting_out_period.txt"))
    assert hand.unsupported is None and hand.game == "PLO"
    assert replay_parsed(hand).replayed.finishing_stacks() == [1345, 790, 2415]


def test_the_2005_limit_header_names_neither_the_limit_nor_texas() -> None:
    """`$1/$2 Hold'em - Sunday, May 22, ..` (2005): fixed limit Hold'em, the bets $1 and
    $2 (the blinds $0.50 and $1)."""
    (hand,) = iter_partypoker_hands(_text("cash_2005_limit_holdem_header.txt"))
    assert hand.unsupported is None and hand.game == "FLHE"
    assert (hand.small_bet, hand.big_bet) == (100, 200)
    assert replay_parsed(hand).replayed.finishing_stacks() == [3950, 2250, 3450]
