"""PokerStars hands of every game the site plays, and the tournament and cash constructs
of issue 24, read from fixtures written by hand in the shape of real PokerStars files
(no button line in stud, bring-in, per-street `Dealt to`, draws, 8-Game headers, short
and all-in blinds and antes, knockout lines, cash-out, run it twice)."""

from __future__ import annotations

from pathlib import Path

from client.engine.actions import ActionKind
from client.histories.files import read_history_file
from client.histories.pokerstars.read import ParsedHand, parse_pokerstars
from client.histories.pokerstars.read.body import CASH_OUT, RUN_TWICE
from client.histories.pokerstars.read.ledger import recorded_money
from client.histories.pokerstars.read.to_recorded import replay_parsed, to_recorded

FIXTURES = Path(__file__).parents[1] / "fixtures" / "pokerstars"


def _hands(name: str) -> list[ParsedHand]:
    return parse_pokerstars((FIXTURES / name).read_text(encoding="utf-8"))


def _replays(hand: ParsedHand) -> list[int]:
    """The rules' finishing stacks, which must be the file's own numbers."""
    got = replay_parsed(hand).replayed.finishing_stacks()
    assert got == recorded_money(hand).finishing
    return got


def test_stud_has_no_button_line_and_cards_go_to_their_place_in_the_deal() -> None:
    """Seven card stud: antes, the lowest up card brings in, two down, four up, one down."""
    hand = _hands("cash_usd_stud.txt")[0]
    assert hand.unsupported is None and hand.game == "STUD" and hand.button_seat == 0
    assert (hand.small_bet, hand.big_bet, hand.ante, hand.bring_in) == (4, 8, 1, 2)
    assert hand.moves[0] == ("third", "marisol.v", "bring_in", 2, False, (), ())
    assert hand.hole["tallowfin"] == ("6d", "Jd", "Jc", "5s", None, None, None)
    assert hand.hole["hobnail"] == ("5d", "4c", "Ah", "4h", "Js", "4s", "Qs")  # shown
    assert {m.street for m in hand.moves} == {"third", "fourth", "fifth", "sixth", "seventh"}
    assert _replays(hand) == [281, 96, 0, 146, 0, 276, 945, 136]


def test_stud_hi_lo_halves_and_razz_with_a_player_all_in_on_the_ante() -> None:
    stud8 = _hands("cash_usd_stud8_split.txt")[0]
    assert stud8.game == "STUD8" and _replays(stud8) == [429, 541, 263]
    pots = replay_parsed(stud8).replayed.pot_results
    assert [(p.hi_winners, p.lo_winners) for p in pots] == [((0,), (1,))]
    razz = _hands("tournament_razz_ante_all_in.txt")[0]
    assert razz.game == "RAZZ" and razz.tournament == "2712345678"
    assert razz.posts[-1].all_in and _replays(razz) == [1410, 855, 2360, 0]
    assert [m.kind for m in razz.moves[:2]] == ["bring_in", "raise"]  # completes it to 60


def test_triple_draw_discards_stands_pat_and_the_heros_new_cards() -> None:
    hand = _hands("cash_usd_27_triple_draw.txt")[0]
    assert hand.game == "27TD" and (hand.small_bet, hand.big_bet) == (100, 200)
    draws = [m for m in hand.moves if m.kind == "draw"]
    assert [(m.street, m.name, m.discards, m.drawn) for m in draws] == [
        ("first_draw", "Sable K8", (None, None), ()),
        ("first_draw", "lanternjaw", ("Qs", "9c"), ("As", "5h")),
        ("second_draw", "Sable K8", (None,), ()),
        ("second_draw", "lanternjaw", ("As",), ("9s",)),
        ("third_draw", "Sable K8", (), ()),
        ("third_draw", "lanternjaw", ("9s",), ("4s",)),
    ]
    assert hand.hole["lanternjaw"] == ("Qs", "7s", "3c", "9c", "8d")  # as first dealt
    recorded = to_recorded(hand)
    assert sum(a.kind is ActionKind.DRAW for a in recorded.actions) == 6
    assert _replays(hand) == [1588, 3992, 2900, 5730, 2520]


def test_single_draw_has_no_line_before_the_draw() -> None:
    hand = _hands("cash_usd_nl27_single_draw.txt")[0]
    assert hand.game == "NL27SD"
    assert [m.street for m in hand.moves] == ["predraw"] * 3 + ["first_draw"] * 5
    assert _replays(hand) == [790, 835, 1410]


def test_eight_game_reads_the_game_of_each_hand_and_no_low_hand_qualified() -> None:
    hands = _hands("cash_usd_8game_mixed.txt")
    assert [h.game for h in hands] == ["NLHE", "FLO8", "RAZZ"]
    assert [h.unsupported for h in hands] == [None] * 3
    assert [_replays(h) for h in hands] == [
        [10322, 8000, 11700], [10962, 7400, 11600], [11187, 7365, 11390]]


def test_short_blinds_and_an_all_in_ante() -> None:
    """A big blind all-in for less: PokerStars lets players call what he posted. All-in on
    the ante: no big blind is posted, the first round still opens left of him at the full
    blind. A player all-in on a blind may be shown folding: he has no decision to make.
    Knockout and finishing lines change nothing in the hand."""
    short, no_big, folding = _hands("tournament_short_blinds.txt")
    assert [h.unsupported for h in (short, no_big, folding)] == [None] * 3
    assert to_recorded(short).big_blind == 180
    assert _replays(short) == [4970, 2990, 660, 4190]
    assert _replays(no_big) == [4940, 2810, 80, 4340]
    assert _replays(folding) == [4610, 3300, 4310, 0]


def test_betting_is_capped_is_read() -> None:
    text = (FIXTURES / "cash_usd_stud.txt").read_text(encoding="utf-8")
    assert "Betting is capped" in text and _hands("cash_usd_stud.txt")[0].unsupported is None


def test_cash_out_and_run_it_twice_replay_as_recorded_and_are_marked() -> None:
    """Features PokerStars offers and the site does not: replayed, not refused, and said."""
    entries = read_history_file(FIXTURES / "unsupported_features.txt")
    cash_out, twice = entries[0], entries[1]
    assert cash_out.recorded is not None and cash_out.feature == CASH_OUT
    assert twice.recorded is not None and twice.feature == RUN_TWICE
    hands = _hands("unsupported_features.txt")
    out = replay_parsed(hands[0]).as_json()
    assert out["cashed_out"] == {"Alpha": 1810} and out["finishing_stacks"] == [0, 995, 1955]
    both = replay_parsed(hands[1]).as_json()
    assert both["boards"] == [["2c", "7d", "9h", "Js", "Kh"], ["3c", "8d", "Th", "Qs", "4h"]]
    assert both["finishing_stacks"] == [19850, 19850]


def test_re_buys_and_add_ons_before_the_seats_and_a_skipped_break() -> None:
    """Tournament lines written between the table line and the seats (the seats already
    hold the chips bought), after the collected lines, and `skip the break`."""
    first, second = _hands("tournament_rebuy_addon.txt")
    assert [h.unsupported for h in (first, second)] == [None, None]
    assert [s.stack for s in first.seats] == [1500, 4125, 2875]
    assert _replays(first) == [1675, 4100, 2725]
    assert _replays(second) == [4775, 4000, 4225]


def test_omaha_hi_lo_quarters_collected_in_three_lines() -> None:
    """Hi/lo: the high half and a quarter to one player, the other quarter to the one who
    ties the low, after the rake."""
    (hand,) = _hands("cash_usd_plo8_quarters.txt")
    assert [c.amount for c in hand.collected] == [190, 95, 95]
    assert _replays(hand) == [1085, 895, 1000]
    (pot,) = replay_parsed(hand).replayed.pot_results
    assert pot.hi_winners == (0,) and pot.lo_winners == (0, 1)


def _single_draw_with_seats(players: int) -> list[ParsedHand]:
    """The single draw fixture with folding players added up to `players` seats."""
    text = (FIXTURES / "cash_usd_nl27_single_draw.txt").read_text(encoding="utf-8")
    extra = "".join(f"Seat {n}: Extra{n} ($5 in chips)\n" for n in range(4, players + 1))
    folds = "".join(f"Extra{n}: folds\n" for n in range(4, players + 1))
    text = text.replace("6-max", f"{players}-max", 1)
    text = text.replace("Seat 3: Corvina ($12.15 in chips)\n",
                        "Seat 3: Corvina ($12.15 in chips)\n" + extra, 1)
    text = text.replace("Ardent: raises $0.20 to $0.30\n",
                        folds + "Ardent: raises $0.20 to $0.30\n", 1)
    return parse_pokerstars(text)


def test_seven_handed_single_draw_as_pokerstars_deals_it_replays() -> None:
    """PokerStars dealt NL 2-7 Single Draw at 7-max tables (real 2011 cash hands): a hand
    of seven is read and replayed to the recorded stacks."""
    (hand,) = _single_draw_with_seats(7)
    assert hand.unsupported is None
    assert _replays(hand) == [790, 835, 1410] + [500] * 4


def test_more_players_than_the_site_deals_the_game_to_is_refused_with_the_reason() -> None:
    """Eight in one NL 2-7 Single Draw hand is more than any table deals it to: refused
    with the reason, not a mismatch."""
    (hand,) = _single_draw_with_seats(8)
    assert hand.unsupported == ("8 players dealt in: the site deals No Limit 2-7 Single Draw "
                                "to at most 7")


ANTE_ALL_IN = """\
PokerStars Hand #300000000001: Tournament #900000001, $5+$0.50 USD Hold'em No Limit - \
Level X (100/200) - 2026/12/02 22:30:00 ET
Table '900000001 1' 2-max Seat #1 is the button
Seat 1: Ines (10 in chips)
Seat 2: Jonas (3990 in chips)
Ines: posts the ante 10 and is all-in
Jonas: posts the ante 25
Jonas: posts big blind 200
*** HOLE CARDS ***
Uncalled bet (215) returned to Jonas
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3s]
*** SHOW DOWN ***
Ines: shows [Ah Kd] (high card Ace)
Jonas: shows [Qc Qs] (a pair of Queens)
Jonas collected 20 from pot
Ines finished the tournament in 2nd place
*** SUMMARY ***
Total pot 20 | Rake 0
Board [2c 7d 9h Js 3s]
Seat 1: Ines (button) showed [Ah Kd] and lost with high card Ace
Seat 2: Jonas (big blind) showed [Qc Qs] and won (20) with a pair of Queens
"""


def test_an_ante_nobody_could_match_returned_with_the_uncalled_bet() -> None:
    """PokerStars returns the 15 of an ante the all-in player could not match together
    with the big blind (`Uncalled bet (215)`); by the rules only the bet comes back and
    those ante chips are a pot only their owner can win: the same chips move."""
    (hand,) = parse_pokerstars(ANTE_ALL_IN)
    assert _replays(hand) == [0, 4000]


def test_stud_eight_players_on_seventh_street_share_one_community_card() -> None:
    """Seven card stud rule: when the deck cannot give each live player a seventh card,
    one card is dealt face up for all (`*** RIVER *** [Kd]`); the replay deals it so."""
    hand = _hands("stud_shared_river_and_bracket_names.txt")[0]
    assert hand.game == "STUD" and hand.board == ["Kd"] and hand.unsupported is None
    assert _replays(hand) == [161, 207, 84, 302, 142, 92, 245, 167]
    boards = [e.data["cards"] for e in replay_parsed(hand).replayed.events
              if e.kind == "deal_board"]
    assert boards == [["Kd"]]


def test_a_player_name_with_brackets_is_found_in_dealt_lines() -> None:
    """`Dealt to Dunlin [FR] [Kd]`: the name is the seat's, the cards come after it."""
    hand = _hands("stud_shared_river_and_bracket_names.txt")[1]
    assert hand.unsupported is None and hand.game == "RAZZ"
    assert hand.hole["Dunlin [FR]"][2] == "Kd"
    assert _replays(hand) == [1470, 1545, 1485]


def test_an_old_export_with_the_header_in_capitals_is_the_game_it_names() -> None:
    """`TOURNAMENT #..., $5+$0.50 7 CARD STUD HI/LO LIMIT - LEVEL II (30/60)`: stud hi/lo
    in a tournament, not a game the site does not spread."""
    (hand,) = _hands("tournament_stud8_capital_header.txt")
    assert (hand.game, hand.tournament, hand.small_bet) == ("STUD8", "81234567", 30)
    assert _replays(hand) == [1495, 1510, 1495]


def test_a_draw_whose_discards_are_not_shown_and_whose_new_cards_repeat_the_old_hand() -> None:
    """`Hero: discards 1 card []` then `Dealt to Hero [old hand] [old hand]` (some 2012
    files): which card went and what came are unknown; a later known discard (`[9h]`) is the
    card that draw brought."""
    (hand,) = _hands("cash_27td_discard_not_shown.txt")
    draws = [m for m in hand.moves if m.kind == "draw" and m.name == "Hero"]
    assert [(m.discards, m.drawn) for m in draws] == [((None,), ()), (("9h",), ("4c",))]
    assert _replays(hand) == [1800, 1400, 2075]


def test_a_tracker_export_with_the_whole_header_in_capitals_is_pokerstars() -> None:
    """PokerTracker 2 wrote `POKERSTARS GAME #...: HOLD'EM NO LIMIT ($0.50/$1)`: read as the
    PokerStars cash hand it is, detected from the content."""
    text = (FIXTURES / "cash_pt2_export_capitals.txt").read_text(encoding="utf-8")
    (entry,) = read_history_file(FIXTURES / "cash_pt2_export_capitals.txt")
    (hand,) = parse_pokerstars(text)
    assert (hand.site, hand.game, hand.currency, hand.big_blind) == ("PokerStars", "NLHE",
                                                                    "USD", 100)
    assert entry.recorded is not None and _replays(hand) == [9700, 6450, 8300]


def test_the_deck_is_reshuffled_line_of_a_draw_game_changes_nothing() -> None:
    """`The deck is reshuffled` between two players' draws: the discards become the new
    stub, which the replay's dealer does by itself."""
    (hand,) = _hands("cash_27td_deck_reshuffled.txt")
    assert hand.unsupported is None
    assert _replays(hand) == [1247, 950, 1495]


def test_an_open_pair_on_fourth_street_allows_the_big_bet() -> None:
    """7 Card Stud: with an open pair on fourth street any player may bet the big bet; old
    files say so in a line of their own (`Pair on board - a double bet is allowed`)."""
    (hand,) = _hands("cash_stud_open_pair_double_bet.txt")
    bets = [(m.kind, m.amount) for m in hand.moves if m.name == "Aldo" and m.kind == "bet"]
    assert hand.unsupported is None and bets[0] == ("bet", 20)
    assert _replays(hand) == [432, 343, 473]


def test_a_home_game_tournament_names_its_club_before_the_tournament() -> None:
    """`PokerStars Home Game Hand #N: {Club} Tournament #T, ...`: a tournament, in chips."""
    (hand,) = _hands("tournament_home_game_club.txt")
    assert (hand.tournament, hand.currency, hand.game) == ("900000001", None, "RAZZ")
    assert _replays(hand) == [1515, 1485]
