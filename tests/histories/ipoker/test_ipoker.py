"""iPoker-network XML hand histories, detected from the content and replayed through the
same core: `<session>` with one `<game gamecode=...>` per hand, `<round>`s of `<cards>`
(suit first, `10` for a ten, `X` unseen) and `<action no= type= sum=/>` (out of order in the
file; chips added, a raise's total), players' `win` holding a bet nobody called, no rake
written. Fixtures are shaped like real iPoker
exports."""

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
from client.histories.ipoker.read import DISCONNECTED, IPokerFormatError, iter_ipoker_hands
from client.histories.pokerstars.read.to_recorded import replay_parsed

FIXTURES = Path(__file__).parents[1] / "fixtures" / "ipoker"


def _text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def test_detected_from_the_text_and_counted() -> None:
    text = _text("cash_plo_eur.xml")
    assert detect_format(text, "hands.txt") is Format.IPOKER and count_history_hands(text) == 2


def test_cash_games_in_euros_with_cards_written_suit_first() -> None:
    fold, all_in = iter_ipoker_hands(_text("cash_plo_eur.xml"))
    assert (fold.id, fold.site, fold.currency, fold.game) == ("5383392792", "iPoker", "EUR",
                                                               "PLO")
    assert fold.hole["Frozean"] == ("7h", "7s", "Kd", "2c") and fold.button_seat == 5
    assert fold.uncalled == [("Dullaghan", 10)] and fold.rake == 3
    assert replay_parsed(fold).replayed.finishing_stacks() == [1172, 585, 872, 995]
    assert all_in.hole["Kilbride"] == ("Ac", "Ad", "Ts", "9h")
    assert all_in.board == ["As", "Jh", "2s", "6c", "4d"] and all_in.rake == 35
    assert replay_parsed(all_in).replayed.finishing_stacks() == [587, 1135, 872, 995]


def test_a_tournament_game_in_chips() -> None:
    (hand,) = iter_ipoker_hands(_text("tournament_nlhe.xml"))
    assert hand.tournament == "994471" and hand.currency is None
    assert hand.uncalled == [("Hero", 330)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [840, 965, 330, 395, 470]


def test_every_fixture_hand_replays() -> None:
    for path in sorted(FIXTURES.glob("*.xml")):
        if path.name.startswith("refused_"):
            continue
        text = path.read_text(encoding="utf-8")
        report = replay_history(text, detect_format(text))
        assert report.unsupported == [] and not report.broken, path.name
        assert all(e.recorded is not None for e in read_history_file(path))


def test_not_ipoker_xml_is_a_typed_error() -> None:
    with pytest.raises(IPokerFormatError):
        list(iter_ipoker_hands("<session><game gamecode='1'>"))
    with pytest.raises(IPokerFormatError):
        list(iter_ipoker_hands("<hands/>"))


def test_actions_are_taken_in_their_numbered_order_and_a_raise_sum_is_its_total() -> None:
    """The file groups a round's actions by player; `no` gives their order. `type="23"
    sum="£16"` after a bet of 6 is a raise to 16 (the call of it adds 10)."""
    xml = _text("cash_plo_eur.xml")
    hand = next(iter_ipoker_hands(xml.replace(
        '<action no="7" player="Dullaghan" type="4"', '<action no="8" player="Dullaghan" type="4"'
    ).replace('<action no="8" player="Kilbride" type="4"',
              '<action no="7" player="Kilbride" type="4"')))
    flop = [m.name for m in hand.moves if m.street == "flop"]
    assert flop == ["Kilbride", "Dullaghan"]  # reordered by `no`, whatever the file order
    (_, all_in) = iter_ipoker_hands(xml)
    assert [(m.kind, m.amount) for m in all_in.moves if m.kind == "raise"] == [
        ("raise", 30), ("raise", 90), ("raise", 270), ("raise", 585)]


def test_a_bet_nobody_called_smaller_than_the_rake_is_returned_from_its_win() -> None:
    """iPoker's `win` always holds the bet nobody called: £0.50 returned to a raiser whose
    excess is smaller than the £0.60 rake is not a share of the pot."""
    (hand,) = iter_ipoker_hands(_text("cash_uncalled_less_than_rake.xml"))
    assert hand.uncalled == [("Tamsin", 50)] and hand.rake == 60
    assert [(c.name, c.amount) for c in hand.collected] == [("Verity", 1145)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [1400, 995, 1145]


def test_an_open_tournament_session_with_no_stakes_in_its_gametype() -> None:
    """The client writes a session's file as it plays (no closing `</session>` yet); a
    tournament's gametype may be just `Holdem NL` (the blinds are the posted ones) and its
    number only in the name (`(#5550001)`)."""
    text = _text("open_session_tournament.xml")
    assert detect_format(text) is Format.IPOKER
    (hand,) = iter_ipoker_hands(text)
    assert (hand.tournament, hand.currency) == ("5550001", None)
    assert (hand.small_blind, hand.big_blind) == (25, 50)
    assert replay_parsed(hand).replayed.finishing_stacks() == [1500, 1400, 1600]


def test_a_seat_marked_sitting_out_is_not_dealt_in() -> None:
    """Action types 8 and 9 (sum 0) mark a seated player sitting out: no cards, no part in
    the hand."""
    text = _text("cash_uncalled_less_than_rake.xml").replace(
        '<player seat="3"',
        '<player seat="4" name="Wilma" chips="£8" dealer="0" win="£0" bet="£0" rebuy="0" '
        'addon="0" />\n        <player seat="3"').replace(
        '<round no="1">', '<round no="1">\n      <action no="0" player="Wilma" type="9" '
        'sum="£0" cards="" />')
    (hand,) = iter_ipoker_hands(text)
    assert [p.name for p in hand.players] == ["Tamsin", "Ulric", "Verity"]
    assert replay_parsed(hand).replayed.finishing_stacks() == [1400, 995, 1145]


def test_old_and_spanish_limit_letters_l_and_sl() -> None:
    """`Holdem L $0.10/$0.20` is fixed limit (the small and big bet), `Holdem SL` (sin
    límite) no limit."""
    (fixed,) = iter_ipoker_hands(_text("cash_fixed_limit_old_letters.xml"))
    assert (fixed.game, fixed.small_bet, fixed.big_bet) == ("FLHE", 10, 20)
    assert replay_parsed(fixed).replayed.finishing_stacks() == [523, 395, 580]
    (spanish,) = iter_ipoker_hands(_text("cash_spanish_sin_limite.xml"))
    assert spanish.game == "NLHE"
    assert replay_parsed(spanish).replayed.finishing_stacks() == [98, 102]


def test_the_russian_no_limit_letters() -> None:
    """`Holdem БЛ €0.25/€0.50` (без лимита, a Russian client's session) is no limit."""
    (hand,) = iter_ipoker_hands(_text("cash_russian_bez_limita.xml"))
    assert (hand.game, hand.currency, hand.big_blind) == ("NLHE", "EUR", 50)
    assert replay_parsed(hand).replayed.finishing_stacks() == [4950, 5050]


def test_a_currency_written_as_its_code_before_the_amount() -> None:
    """`Holdem NL RSD1/RSD2`, `chips="RSD45.70"`: Serbian dinars, in hundredths."""
    (hand,) = iter_ipoker_hands(_text("cash_serbian_dinars.xml"))
    assert (hand.currency, hand.small_blind, hand.big_blind) == ("RSD", 100, 200)
    assert replay_parsed(hand).replayed.finishing_stacks() == [2970, 6000, 3100]


def test_a_player_who_posts_the_ante_then_sits_out_folds_in_turn() -> None:
    """Quentin's ante is in, then `type="9"` (sitting out), numbered before everyone's
    first action: he folds when his turn comes, after Petra; his ante stays dead."""
    (hand,) = iter_ipoker_hands(_text("cash_ante_then_sitting_out.xml"))
    assert replay_parsed(hand).replayed.finishing_stacks() == [1993, 1174, 2264, 554]


def test_an_all_in_written_dp_is_replayed_for_the_chips_in_and_marked() -> None:
    """`type="7" sum="DP"`: the site's disconnect protection keeps a disconnected player in
    the hand all-in for what he has put in ($0.20 of his $3.95), which this site does not
    do: replayed with him playing for those chips (the rest kept aside) and marked."""
    (hand,) = iter_ipoker_hands(_text("cash_disconnect_protection.xml"))
    assert (hand.unsupported, hand.site_feature) == (None, DISCONNECTED)
    assert [s.stack for s in hand.seats] == [523, 20, 580]
    assert replay_parsed(hand).replayed.finishing_stacks() == [541, 0, 575]


def test_the_2011_flat_heads_up_limit_gametype_and_a_raise_by_the_chips_it_adds() -> None:
    """`LH 20/40 x2 Limit $10.00/$20.00` is fixed-limit Hold'em with $20/$40 bets ($10/$20
    blinds); `actiontxt="Raise" type="6" sum="$30.00"` raises by the chips it adds."""
    (hand,) = iter_ipoker_hands(_text("cash_2011_flat_heads_up_limit.xml"))
    assert (hand.game, hand.currency, hand.unsupported) == ("FLHE", "USD", None)
    assert replay_parsed(hand).replayed.finishing_stacks() == [51397, 43900]


def test_a_sit_and_go_named_without_a_number_plays_in_chips_grouped_by_a_dot() -> None:
    """`<tournamentname>€0.50 NLH Double Up 6 Gioc. ..</tournamentname>` with no number: a
    tournament in chips all the same, whose Italian client writes `1.500` for 1,500."""
    (hand,) = iter_ipoker_hands(_text("tournament_named_italian_thousands.xml"))
    assert hand.tournament == "€0.50 NLH Double Up 6 Gioc. M2EFE101E4DDF2KD"
    assert (hand.currency, hand.unsupported) == (None, None)
    assert replay_parsed(hand).replayed.finishing_stacks() == [0, 3060, 1480, 1500, 1480,
                                                               1480]


def test_a_file_cut_after_a_games_last_round_and_both_blinds_in_one_post() -> None:
    """A session file that stops after a game's last round (no `</game>`, no `</session>`)
    is read as if closed; `type="2" sum="$0.75"` at $0.25/$0.50 is both blinds posted by a
    player coming in: the small blind dead, the big blind live."""
    (hand,) = iter_ipoker_hands(_text("cut_after_last_round_post_both.xml"))
    assert hand.posts[-1][:3] == ("Zelda", "small_and_big", 75)
    assert hand.uncalled == [("Zelda", 200)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [5000, 4185, 5950, 3165]


def test_a_blank_line_before_the_xml_declaration_is_read() -> None:
    """A saved session starting with a blank line before `<?xml ...?>` is detected and read,
    not refused as XML whose declaration is not at the start."""
    text = "\n" + _text("tournament_nlhe.xml").lstrip()
    assert text.lstrip().startswith("<?xml")
    assert detect_format(text, "hands.xml") is Format.IPOKER
    (hand,) = iter_ipoker_hands(text)
    assert replay_parsed(hand).replayed.finishing_stacks() == [840, 965, 330, 395, 470]


def test_a_cash_session_writing_no_currency_sign_is_money_in_its_table_currency() -> None:
    """`Holdem NL 0.01/0.02` and `chips="2.02"` with no sign anywhere: the session's
    `<tablecurrency>` says the amounts are euros (cents), not whole chips."""
    (hand,) = iter_ipoker_hands(_text("cash_no_currency_sign.xml"))
    assert (hand.currency, hand.small_blind, hand.big_blind) == ("EUR", 1, 2)
    assert hand.uncalled == [("Hero", 8)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [149, 294, 207]


def test_no_dealer_written_puts_a_dead_button_right_of_the_small_blind() -> None:
    """Rule (forward-moving button, tournaments): the button moves clockwise every hand,
    onto the empty seat of a player just knocked out if need be. iPoker then marks no
    player `dealer="1"`; the button is the last seat before the small blind, so the first
    to act is left of the big blind."""
    (hand,) = iter_ipoker_hands(_text("tournament_dead_button.xml"))
    assert hand.button_seat == 4
    preflop = [m.name for m in hand.moves if m.street == "preflop"]
    assert preflop == ["Dino", "Anna", "Bert", "Cleo"]
    assert replay_parsed(hand).replayed.finishing_stacks() == [980, 1580, 740, 700]


def test_uncalled_bet_enabled_keeps_the_returned_bet_out_of_win() -> None:
    """`<uncalled_bet_enabled>true</uncalled_bet_enabled>` (clients since about 2017): the
    bet nobody called goes back apart and `win` is the pot alone, not the pot and that bet."""
    (hand,) = iter_ipoker_hands(_text("tournament_uncalled_bet_apart.xml"))
    assert hand.uncalled == [("Ada", 100)] and [(c.name, c.amount) for c in hand.collected] \
        == [("Ada", 130)]
    assert replay_parsed(hand).replayed.finishing_stacks() == [1570, 1490, 1440]


def test_a_big_blind_all_in_for_less_is_called_in_full() -> None:
    """A big blind all-in for less than a full blind does not lower the blind: the others
    call the full blind. A session naming no stakes takes
    the blinds from the posts: not from that short post (15 of 50/100) but twice the
    small blind."""
    (hand,) = iter_ipoker_hands(_text("tournament_big_blind_all_in_for_less.xml"))
    assert (hand.small_blind, hand.big_blind) == (50, 100)
    assert replay_parsed(hand).replayed.finishing_stacks() == [1990, 1860, 85, 1390]
