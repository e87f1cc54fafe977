"""Constructs met in real PokerStars files nobody here wrote (the corpus bench), each in a
fixture of our own in the same shape: the hand replays to the file's own numbers."""

from __future__ import annotations

from pathlib import Path

from client.histories.pokerstars.read import ParsedHand, parse_pokerstars
from client.histories.pokerstars.read.body import CASH_OUT, CUT_OFF
from client.histories.pokerstars.read.ledger import recorded_money
from client.histories.pokerstars.read.parse import number_of, table_of
from client.histories.pokerstars.read.to_recorded import replay_parsed

FIXTURES = Path(__file__).parents[1] / "fixtures" / "pokerstars"


def _hand(name: str) -> ParsedHand:
    (hand,) = parse_pokerstars((FIXTURES / name).read_text(encoding="utf-8"))
    return hand


def test_a_garbled_card_dealt_on_seventh_street_is_an_unknown_card() -> None:
    """`Dealt to Ann [...] [of]`: no card, read as one not shown; the collected line
    decides the pot (Ann 3000 - 120 put in + 40 uncalled + 180 collected)."""
    hand = _hand("tournament_stud_garbled_dealt_card.txt")
    assert hand.unsupported is None
    assert hand.hole["Ann"] == ("Kh", "4c", "Kc", "7s", "Qd", "Ks", None)
    assert replay_parsed(hand).replayed.finishing_stacks() == [3100, 2480, 0]


def test_a_walk_whose_collection_counts_the_big_blinds_own_unmatched_blind() -> None:
    """No small blind, no `Uncalled bet` line: `collected 560` is the antes 160 plus the
    big blind's own 400, which the rules return to him uncalled; same finishing stacks."""
    hand = _hand("tournament_walk_no_small_blind_converted.txt")
    money = recorded_money(hand)
    assert money.returned[0] == 400 and money.collected[0] == 160
    assert replay_parsed(hand).replayed.finishing_stacks() == [12120, 9460, 3170, 15000]


def test_a_yuan_cash_table_is_money_in_fen() -> None:
    """`Omaha Pot Limit (¥10/¥20 CNY)`, `(¥2000 in chips)`, `Rake ¥6`: yuan like dollars,
    in hundredths."""
    hand = _hand("cash_cny_plo_yuan.txt")
    assert (hand.currency, hand.small_blind, hand.big_blind) == ("CNY", 1000, 2000)
    assert hand.rake == 600
    assert replay_parsed(hand).replayed.finishing_stacks() == [207400, 149000, 303000]


def test_a_winner_who_cashed_out_is_awarded_the_pot_the_summary_says() -> None:
    """No `collected` line: `won ($19.05) ... (pot not awarded as player cashed out)`; the
    pots' result is that amount, the $17.50 cash-out is paid outside the pot and marked."""
    hand = _hand("cash_usd_nlhe_winner_cashed_out.txt")
    assert [(c.name, c.amount) for c in hand.collected] == [("Ana", 1905)]
    replay = replay_parsed(hand)
    assert replay.site_feature == CASH_OUT and dict(replay.cashed_out) == {"Ana": 1750}
    assert replay.replayed.finishing_stacks() == [2105, 0, 1100, 1045]


def test_a_hand_the_file_ends_in_before_its_summary_is_cut_off() -> None:
    """The file stops inside a hand (`*** FLOP *** [Js 3d `): no result to replay to, an
    incomplete record rather than a line misread; the hands before it read as usual."""
    text = (FIXTURES / "cash_usd_flhe.txt").read_text(encoding="utf-8")
    whole = text.split("\n\n\n")[0]
    cut = whole[: whole.index("*** FLOP ***") + len("*** FLOP *** [")]
    first, second = parse_pokerstars(whole + "\n\n\n" + cut)
    assert first.unsupported is None and second.unsupported == CUT_OFF


def test_a_holdem_manager_export_writes_the_total_pot_after_the_rake() -> None:
    """HM1 exports: no `Uncalled bet` line, `Total pot $12.35 | Rake $0.65` for the $13 the
    calls made: the $7.50 nobody called goes back to Cal, who collects $12.35."""
    hand = _hand("cash_usd_nlhe_hm1_export_pot_after_rake.txt")
    assert recorded_money(hand).returned[2] == 750
    assert replay_parsed(hand).replayed.finishing_stacks() == [14400, 19900, 31675, 9600]


def test_a_converters_table_deposit_line_changes_nothing_in_the_hand() -> None:
    """`Small Blind: Table deposit $219.50`: chips for the next hand, not this one."""
    hand = _hand("cash_usd_nlhe_converted_table_deposit.txt")
    assert hand.unsupported is None
    assert replay_parsed(hand).replayed.finishing_stacks() == [40200, 21500, 17850]


def test_an_indian_table_writes_rupees_as_rs() -> None:
    """`Hold'em No Limit (Rs. 2/Rs. 5 INR)`, `(Rs. 310.50 in chips)`: money in paise."""
    hand = _hand("cash_inr_nlhe_rupees.txt")
    assert (hand.currency, hand.small_blind, hand.big_blind, hand.rake) == ("INR", 200, 500, 160)
    assert replay_parsed(hand).replayed.finishing_stacks() == [48500, 32590, 41800]


def test_the_summary_board_stands_when_a_street_line_shows_the_heros_cards() -> None:
    """A 2023 Zoom file writes Lux's four hole cards as its flop (`*** FLOP *** [Jh Td 9h
    2c]`); the summary's `Board [5s 6c Jd Js 3d]` is the board dealt."""
    hand = _hand("cash_usd_plo_zoom_flop_line_garbled.txt")
    assert hand.board == ["5s", "6c", "Jd", "Js", "3d"]
    assert replay_parsed(hand).replayed.finishing_stacks() == [18600, 26270]


def test_a_header_glued_to_a_cut_line_starts_the_next_hand() -> None:
    """`*** RIVER *** [4d Kh JPokerStars Hand #86500000002: ...`: the file was cut mid-line
    and written on; the first hand is cut off, the second reads and replays."""
    text = (FIXTURES / "tournament_nlhe_cut_off_and_glued_header.txt").read_text(encoding="utf-8")
    cut, whole = parse_pokerstars(text)
    assert (cut.id, cut.unsupported) == ("86500000001", CUT_OFF)
    assert whole.id == "86500000002" and whole.unsupported is None
    assert replay_parsed(whole).replayed.finishing_stacks() == [1950, 2400, 3090]


def test_a_dealt_card_in_other_words_is_still_an_error() -> None:
    """Only a word that is no card reads as unknown: `[8Pik]` (a German `8 of spades`)
    starts with a rank, so it is a card the reader does not know, and the hand says so."""
    text = (FIXTURES / "tournament_stud_garbled_dealt_card.txt").read_text(encoding="utf-8")
    (hand,) = parse_pokerstars(text.replace("[of]", "[8Pik]"))
    assert "bad card '8Pik'" in (hand.unsupported or "")


def test_table_of_names_the_table_of_a_hand_text() -> None:
    """The hand list names a room hand's table from its text (stud tables have no button)."""
    assert table_of("PokerStars Hand #1: Hold'em No Limit ($0.50/$1 USD)\n"
                    "Table 'Aldebaran' 6-max Seat #1 is the button\nSeat 1: A ($100 in chips)"
                    ) == "Aldebaran"
    assert table_of("PokerStars Hand #2: 7 Card Stud Limit ($0.04/$0.08)\n"
                    "Table 'Achird IV' 8-max\n") == "Achird IV"
    assert table_of("not a hand") == ""


def test_number_of_gives_the_hand_number_of_a_hand_text() -> None:
    """The hand list shows a room hand by the number its text gives, as a player reads it."""
    assert number_of("PokerStars Hand #976911812584728: Hold'em No Limit ($0.25/$0.50 USD)"
                     "\nTable 'Izar Zoom' 6-max Seat #1 is the button\n") == "976911812584728"
    assert number_of("PokerStars Zoom Hand #12: Hold'em No Limit ($0.25/$0.50)") == "12"
    assert number_of("not a hand") == ""


def test_a_hand_pasted_indented_after_its_header_reads_as_written() -> None:
    """A hand pasted into a program's source or a forum post: the header at the margin, every
    line after it indented (spaces or a tab); PokerStars never starts a line with a blank,
    so the same hand and the same finishing stacks as the unindented text."""
    text = (FIXTURES / "tournament_nlhe_antes.txt").read_text(encoding="utf-8")
    header, *rest = text.split("\n\n\n")[0].splitlines()
    for indent in ("           ", "\t"):
        pasted = "\n".join([header, *(indent + line for line in rest)])
        (hand,) = parse_pokerstars(pasted)
        (plain,) = parse_pokerstars("\n".join([header, *rest]))
        assert hand.unsupported is None
        assert recorded_money(hand).finishing == recorded_money(plain).finishing


def test_a_header_wrapped_onto_two_lines_is_one_header() -> None:
    """`... $1.00+$0.10 USD` / `Hold'em No Limit - Level IV (50/100) - ...`: a mail or forum
    wrapped the long header; the table line comes third, and the hand reads as unwrapped."""
    text = (FIXTURES / "tournament_nlhe_antes.txt").read_text(encoding="utf-8")
    header, *rest = text.split("\n\n\n")[0].splitlines()
    cut = header.index(" Hold'em No Limit")
    (hand,) = parse_pokerstars("\n".join([header[:cut], header[cut + 1:], *rest]))
    (plain,) = parse_pokerstars("\n".join([header, *rest]))
    assert (hand.id, hand.tournament, hand.game) == (plain.id, plain.tournament, plain.game)
    assert recorded_money(hand).finishing == recorded_money(plain).finishing


def test_heads_up_with_the_button_on_an_empty_seat_the_small_blind_is_the_button() -> None:
    """Rule: heads-up the small blind is on the button, acts first before the flop and last
    after it. A tournament's dead button left on an empty seat (seat 3, players in 1 and 5)
    does not change that: Bob posts the small blind, Ann acts first on the flop."""
    text = ("PokerStars Hand #270000000001: Tournament #4100000001, $10+$1 USD Hold'em No Limit"
            " - Level II (15/30) - 2026/05/01 20:00:00 ET\n"
            "Table '4100000001 1' 6-max Seat #3 is the button\n"
            "Seat 1: Ann (1500 in chips)\nSeat 5: Bob (1500 in chips)\n"
            "Bob: posts small blind 15\nAnn: posts big blind 30\n*** HOLE CARDS ***\n"
            "Dealt to Ann [Ah Kd]\nBob: raises 30 to 60\nAnn: calls 30\n"
            "*** FLOP *** [2c 7d 9s]\nAnn: bets 60\nBob: folds\n"
            "Uncalled bet (60) returned to Ann\nAnn collected 120 from pot\n"
            "*** SUMMARY ***\nTotal pot 120 | Rake 0\nBoard [2c 7d 9s]\n"
            "Seat 1: Ann (big blind) collected (120)\n"
            "Seat 5: Bob (small blind) folded on the Flop\n")
    (hand,) = parse_pokerstars(text)
    assert replay_parsed(hand).replayed.finishing_stacks() == [1560, 1440]
