"""PokerStars hand histories read: every construct of real files, on fixtures shaped like them.

The fixtures (tests/histories/fixtures/pokerstars/) are written here to look exactly like what
the PokerStars client writes: cash in USD, EUR and GBP, tournaments with levels and antes,
Hold'em and Omaha (pot limit, hi/lo), sitting-out and moved players, joins, leaves, chat
from names with spaces, colons and quotes, dead blinds, uncalled bets, side pots, shows,
mucks and the summary with the recorded rake.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.engine.errors import EngineError
from client.histories.files import Format, detect_format, replay_history
from client.histories.pokerstars.read import (
    ParsedHand,
    PokerStarsFormatError,
    iter_pokerstars_hands,
    looks_like_pokerstars,
    parse_pokerstars,
)
from client.histories.pokerstars.read.ledger import recorded_money

FIXTURES = Path(__file__).parents[1] / "fixtures" / "pokerstars"


def _hands(name: str) -> list[ParsedHand]:
    return parse_pokerstars((FIXTURES / name).read_text(encoding="utf-8"))


def test_cash_usd_file_with_many_hands_reads_every_hand_in_cents() -> None:
    hands = _hands("cash_usd_nlhe.txt")
    assert [h.id for h in hands] == [f"24510000000{k}" for k in range(1, 5)]
    first = hands[0]
    assert (first.game, first.currency, first.small_blind, first.big_blind) == ("NLHE", "USD", 1, 2)
    assert (first.table, first.max_seats, first.button_seat) == ("Aludra IV", 6, 6)
    assert first.rake == 3 and first.total_pot == 116
    assert recorded_money(first).finishing == [259, 148, 256, 74, 100]


def test_sitting_out_seat_is_not_dealt_in() -> None:
    first = _hands("cash_usd_nlhe.txt")[0]
    assert [s.name for s in first.seats if s.sitting_out] == ["sleepy"]
    assert "sleepy" not in [p.name for p in first.players]


def test_names_with_spaces_colons_and_quotes_and_their_chat_lines() -> None:
    """`Mr. Colon: Jr: folds` is Mr. Colon: Jr folding; `K-9 said said, "gl: all"` and
    `Mr. Colon: Jr said, "say "hi": folds"` are chat, not actions."""
    first = _hands("cash_usd_nlhe.txt")[0]
    moves = [(m.name, m.kind) for m in first.moves if m.street == "preflop"]
    assert ("Mr. Colon: Jr", "fold") in moves
    assert moves.count(('say "hi"', "call")) == 1
    assert first.unsupported is None


def test_a_name_that_starts_with_another_players_name_and_a_colon() -> None:
    """Seats "Mr. Colon" and "Mr. Colon: Jr": `Mr. Colon: Jr: folds` is the second folding."""
    text = (FIXTURES / "cash_usd_nlhe.txt").read_text(encoding="utf-8").split("\n\n\n")[0]
    both = text.replace("Seat 4: sleepy ($2 in chips) is sitting out",
                        "Seat 4: Mr. Colon ($2 in chips) is sitting out")
    (hand,) = parse_pokerstars(both)
    assert hand.unsupported is None
    assert ("Mr. Colon: Jr", "fold") in [(m.name, m.kind) for m in hand.moves]


def test_uncalled_bet_returned_and_doesnt_show_hand() -> None:
    first = _hands("cash_usd_nlhe.txt")[0]
    assert first.uncalled == [("Hero", 80)]
    assert first.collected[0].name == "Hero" and first.collected[0].amount == 113


def test_new_player_posts_big_blind_out_of_position() -> None:
    second = _hands("cash_usd_nlhe.txt")[1]
    assert [(p.name, p.kind) for p in second.posts] == [
        ("Mr. Colon: Jr", "small_blind"), ('say "hi"', "big_blind"), ("NewGuy", "big_blind")]
    assert recorded_money(second).finishing == [337, 147, 254, 192, 0, 100]


def test_dead_blinds_posts_small_and_big_blinds() -> None:
    """`posts small & big blinds $0.03`: 0.01 dead, 0.02 live; a later check owes nothing."""
    third = _hands("cash_usd_nlhe.txt")[2]
    assert ("Returner", "small_and_big", 3) in [(p.name, p.kind, p.amount) for p in third.posts]
    assert recorded_money(third).finishing == [337, 147, 252, 120, 117, 170]


def test_hero_perspective_unknown_cards_and_mucks() -> None:
    """Only Hero's cards and the winner's shown cards are known; the loser mucked."""
    third = _hands("cash_usd_nlhe.txt")[2]
    assert third.hole == {"Hero": ("7c", "2d"), "K-9 said": ("9s", "7s")}
    assert third.mucked == ["NewGuy"]


def test_walk_with_one_card_shown_and_a_join_after_the_hand() -> None:
    fourth = _hands("cash_usd_nlhe.txt")[3]
    assert fourth.hole["Returner"] == ("Ah",)
    assert fourth.uncalled == [("Returner", 1)]
    assert recorded_money(fourth).finishing == [337, 147, 252, 119, 118, 170]


def test_eur_zoom_plo_main_and_side_pot_after_rake() -> None:
    (hand,) = _hands("cash_eur_plo_side_pots.txt")
    assert (hand.game, hand.currency) == ("PLO", "EUR")
    assert (hand.total_pot, hand.side_pots, hand.rake) == (1200, [570, 570], 60)
    assert [(c.name, c.pot) for c in hand.collected] == [("Cleo", "side pot"),
                                                          ("Anna", "main pot")]
    assert recorded_money(hand).finishing == [570, 0, 1070, 750]


def test_gbp_omaha_hi_lo_split_pot() -> None:
    (hand,) = _hands("cash_gbp_plo8_split.txt")
    assert (hand.game, hand.currency, hand.small_blind, hand.big_blind) == ("PLO8", "GBP", 2, 5)
    assert recorded_money(hand).finishing == [298, 247, 397]


def test_fixed_limit_header_gives_bet_sizes_and_the_posts_give_blinds() -> None:
    (hand,) = _hands("cash_usd_flhe.txt")
    assert (hand.small_blind, hand.big_blind, hand.small_bet, hand.big_bet) == (5, 10, 10, 20)
    assert recorded_money(hand).finishing == [330, 390, 475]


def test_tournament_level_antes_moved_and_sitting_out_players() -> None:
    """Chips, not cents; a player moved in `out of hand` is not dealt in; a sitting-out
    tournament player still posts his ante and is dealt in."""
    (hand,) = _hands("tournament_nlhe_antes.txt")
    assert (hand.tournament, hand.currency, hand.small_blind, hand.big_blind, hand.ante) == (
        "3100000001", None, 50, 100, 10)
    assert [p.name for p in hand.players] == ["Short Stack", "BigDog", "Mid", "Hero", "Folder"]
    assert hand.side_pots == [1330, 4920]
    assert recorded_money(hand).finishing == [0, 2320, 2940, 6250, 1490]


@pytest.mark.parametrize(("hand_id", "why"), [
    ("245500000003", "5 Card Omaha"),
    ("245500000004", "cancelled"),
])
def test_features_the_site_lacks_are_unsupported_with_the_reason(hand_id: str, why: str) -> None:
    hands = {h.id: h for h in _hands("unsupported_features.txt")}
    assert why in (hands[hand_id].unsupported or "")
    assert hands["245500000005"].unsupported is None


def test_bom_and_crlf_read_the_same() -> None:
    text = (FIXTURES / "cash_usd_nlhe.txt").read_text(encoding="utf-8")
    crlf = "\ufeff" + text.replace("\n", "\r\n")
    assert looks_like_pokerstars(crlf)
    assert [recorded_money(h).finishing for h in parse_pokerstars(crlf)] == [
        recorded_money(h).finishing for h in parse_pokerstars(text)]


def test_an_old_file_returns_the_uncalled_bet_without_saying_so() -> None:
    """2005 files: no `Uncalled bet` line; the total pot says the big blind's extra came back."""
    text = """PokerStars Game #2344600001:  Hold'em Limit ($1/$2 USD) - 2005/08/15 14:27:10 ET
Table 'Kappa' Seat #6 is the button
Seat 6: Hero ($40 in chips)
Seat 7: Villain ($24.75 in chips)
Villain: posts small blind $0.50
Hero: posts big blind $1
*** HOLE CARDS ***
Dealt to Hero [3s 4s]
Villain: folds
Hero collected $1 from pot
*** SUMMARY ***
Total pot $1 | Rake $0
Seat 6: Hero (button) (big blind) collected ($1)
Seat 7: Villain (small blind) folded before Flop
"""
    (hand,) = parse_pokerstars(text)
    assert hand.max_seats == 0 and recorded_money(hand).finishing == [4050, 2425]


def test_requested_histories_with_numbered_separator_lines() -> None:
    """Histories PokerStars sends on request put `*********** # 1 ***...` before each hand."""
    hands = (FIXTURES / "cash_usd_nlhe.txt").read_text(encoding="utf-8").split("\n\n\n\n")
    text = "".join(f"\n\n*********** # {k} **************\n{h.strip()}\n"
                   for k, h in enumerate(hands, 1))
    assert looks_like_pokerstars(text)
    assert [h.id for h in parse_pokerstars(text)] == [f"24510000000{k}" for k in range(1, 5)]
    assert all(h.unsupported is None for h in parse_pokerstars(text))


def test_zoom_hand_archive_with_every_line_indented_by_one_space() -> None:
    """PokerStars' Zoom hand archive writes each hand after a `*** # N ***` line with every
    line indented by one space: read as the same hands, and found by the format detector."""
    hands = (FIXTURES / "cash_usd_nlhe.txt").read_text(encoding="utf-8").split("\n\n\n\n")
    text = "".join(f"*********** # {k} **************\n"
                   + "".join(f" {line}\n" for line in h.strip().splitlines()) + " \n"
                   for k, h in enumerate(hands, 1))
    assert detect_format(text) is Format.POKERSTARS
    read = parse_pokerstars(text)
    plain = parse_pokerstars("\n\n\n".join(hands))
    assert [h.id for h in read] == [h.id for h in plain]
    assert [recorded_money(h).finishing for h in read] == [
        recorded_money(h).finishing for h in plain]


def test_iteration_is_lazy_so_a_window_can_show_progress() -> None:
    text = (FIXTURES / "cash_usd_nlhe.txt").read_text(encoding="utf-8")
    hands = iter_pokerstars_hands(text + "\n\ngarbage line that is not a hand")
    assert next(hands).id == "245100000001"


@pytest.mark.parametrize("text", ["", "hello", "Winamax Poker - CashGame - HandId: #1-2-3 - x"])
def test_not_pokerstars_text_is_a_clear_typed_error(text: str) -> None:
    with pytest.raises(PokerStarsFormatError):
        parse_pokerstars(text)


def test_a_hand_cut_off_mid_line_is_unreadable_and_the_next_hands_still_read() -> None:
    text = (FIXTURES / "cash_usd_flhe.txt").read_text(encoding="utf-8")
    cut = "PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02 USD) - 2023/01/01\nTable 'Cut\n\n"
    first, second = parse_pokerstars(cut + text)
    assert first.id == "1" and "not readable" in (first.unsupported or "")
    assert second.unsupported is None and recorded_money(second).finishing == [330, 390, 475]


@pytest.mark.parametrize(("header", "game", "currency", "blinds"), [
    ("Tournament #31, Freeroll  Hold'em No Limit - Level I (10/20) - 2021/03/04 ET",
     "NLHE", None, (10, 20)),
    ("Tournament #1, $0.98+$0.02 USD Hold'em No Limit - Match Round I, Level II (15/30) - 2021",
     "NLHE", None, (15, 30)),
    ("Hold'em No Limit (25/50) - 2021/03/04 20:11:12 ET", "NLHE", None, (25, 50)),
    ("HORSE (Hold'em Limit, $0.10/$0.20 USD) - 2021/03/04 20:11:12 ET", "FLHE", "USD", (10, 20)),
    ("Mixed NLH/PLO (Omaha Pot Limit, $0.10/$0.25) - 2021/03/04", "PLO", "USD", (10, 25)),
    ("Omaha Hi/Lo Limit (£0.10/£0.20 GBP) - 2021", "FLO8", "GBP", (10, 20)),
    ("Hold'em No Limit (€1,000/€2,000 EUR) - 2021", "NLHE", "EUR", (100000, 200000)),
])
def test_header_variants_give_game_currency_and_stakes(
    header: str, game: str, currency: str | None, blinds: tuple[int, int]
) -> None:
    """Tournament (chips, level), play money, mixed games, thousands separators."""
    body = "cash_usd_nlhe.txt" if currency else "tournament_nlhe_antes.txt"
    text = (FIXTURES / body).read_text(encoding="utf-8").split("\n\n\n")[0]
    _, rest = text.split("\n", 1)
    (hand,) = parse_pokerstars(f"PokerStars Hand #9: {header}\n{rest}")
    assert (hand.game, hand.currency) == (game, currency)
    stakes = (hand.small_bet, hand.big_bet) if game.startswith("FL") else (
        hand.small_blind, hand.big_blind)
    assert stakes == blinds


def test_a_zoom_tournament_header_is_a_tournament_hand_at_the_level_blinds() -> None:
    """Zoom tournaments head their hands `Zoom Tournament #N, ...`: a tournament hand in
    chips at the level's blinds, the game from the brackets of a mixed game."""
    text = (FIXTURES / "tournament_nlhe_antes.txt").read_text(encoding="utf-8").split("\n\n\n")[0]
    _, rest = text.split("\n", 1)
    header = ("Zoom Tournament #1537004521, $24.55+$2.45 USD Mixed Omaha (Omaha Pot Limit) - "
              "Level III (20/40) - 2016/05/16 0:10:07 EET [2016/05/15 17:10:07 ET]")
    (hand,) = parse_pokerstars(f"PokerStars Hand #9: {header}\n{rest}")
    assert (hand.tournament, hand.game, hand.currency) == ("1537004521", "PLO", None)
    assert (hand.small_blind, hand.big_blind) == (20, 40)


def test_a_capped_no_limit_hand_is_a_game_not_spread_not_an_unreadable_hand() -> None:
    """PokerStars' Cap No Limit tables write the cap inside the stakes
    (`($0.25/$0.50 - $10 Cap -  USD)`): a game we do not spread, said so."""
    text = (FIXTURES / "cash_usd_nlhe.txt").read_text(encoding="utf-8").split("\n\n\n")[0]
    _, rest = text.split("\n", 1)
    header = "Hold'em No Limit ($0.25/$0.50 - $10 Cap -  USD) - 2010/11/01 12:20:00 CET"
    (hand,) = parse_pokerstars(f"PokerStars Game #52151000000:  {header}\n{rest}")
    assert hand.unsupported == "game \"Cap Hold'em No Limit\" is not one the site plays"


def test_a_six_plus_cash_hand_is_a_game_not_spread_not_an_unreadable_hand() -> None:
    """6+ Hold'em cash tables write a button blind and an ante for stakes
    (`(Button Blind $0.25 - Ante $0.25  USD)`): the money is dollars and cents, so the hand
    is counted as a game we do not spread. Round 6 of the corpus bench, first seen: it was
    refused as unreadable (`chip amount '56.51' is not a whole number`)."""
    text = (FIXTURES / "cash_usd_nlhe.txt").read_text(encoding="utf-8").split("\n\n\n")[0]
    _, rest = text.split("\n", 1)
    header = ("6+ Hold'em No Limit (Button Blind $0.25 - Ante $0.25  USD) - "
              "2019/01/16 18:35:56 EET [2019/01/16 11:35:56 ET]")
    (hand,) = parse_pokerstars(f"PokerStars Hand #195000000001:  {header}\n{rest}")
    assert hand.currency == "USD"
    assert hand.unsupported is not None and "is not one the site plays" in hand.unsupported


def test_a_summary_without_a_rake_figure_means_no_rake() -> None:
    text = (FIXTURES / "cash_usd_flhe.txt").read_text(encoding="utf-8")
    (hand,) = parse_pokerstars(text.replace("Total pot $1.50 | Rake $0.05", "Total pot $1.50 | ")
                               .replace("Cat collected $1.45", "Cat collected $1.50"))
    assert (hand.total_pot, hand.rake) == (150, 0)
    assert recorded_money(hand).finishing == [330, 390, 480]


def test_self_contradicting_record_is_a_clear_error() -> None:
    text = (FIXTURES / "cash_usd_flhe.txt").read_text(encoding="utf-8")
    (hand,) = parse_pokerstars(text.replace("Cat collected $1.45", "Cat collected $1.46"))
    with pytest.raises(PokerStarsFormatError, match="collected"):
        recorded_money(hand)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_mangled_files_give_typed_errors_or_reasons_never_a_crash(data: st.DataObject) -> None:
    """Lines dropped, repeated or cut short: the reader and the replay report it (a typed
    error for the whole text, or an unsupported/broken entry per hand), never a crash."""
    name = data.draw(st.sampled_from(sorted(p.name for p in FIXTURES.glob("*.txt"))))
    lines = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(lines) - 1))
        how = data.draw(st.sampled_from(["drop", "repeat", "cut"]))
        if how == "drop":
            del lines[i]
        elif how == "repeat":
            lines.insert(i, lines[i])
        else:
            lines[i] = lines[i][: data.draw(st.integers(0, len(lines[i])))]
        if not lines:
            return
    with contextlib.suppress(EngineError):  # the whole text unreadable: a typed error
        replay_history("\n".join(lines), Format.POKERSTARS)
