"""GGPoker text hand histories: PokerStars' dialect (`Poker Hand #RC...`, no currency code,
`*** SHOWDOWN ***`, one `Dealt to` line per player, fees after the rake, amounts with
thousands separators and one decimal), detected from the content and replayed through the
same recorded-hand core. Fixtures are shaped like real GGPoker exports."""

from __future__ import annotations

from pathlib import Path

from client.histories.files import (
    Format,
    count_history_hands,
    detect_format,
    read_history_file,
    replay_history,
)
from client.histories.ggpoker.cash_drop import CASH_DROP
from client.histories.ggpoker.ev_cashout import EV_CASHOUT
from client.histories.pokerstars.read import iter_pokerstars_hands, parse_pokerstars
from client.histories.pokerstars.read.body import INSURANCE, RUN_TWICE
from client.histories.pokerstars.read.ledger import recorded_money
from client.histories.pokerstars.read.to_recorded import replay_parsed

FIXTURES = Path(__file__).parents[1] / "fixtures" / "ggpoker"


def _text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def test_detected_from_the_text_not_the_name() -> None:
    text = _text("cash_nlhe_rush_and_cash.txt")
    assert detect_format(text, "hands.phhs") is Format.GGPOKER
    assert count_history_hands(text) == 2
    stars = (FIXTURES.parent / "pokerstars" / "cash_usd_nlhe.txt").read_text(encoding="utf-8")
    assert detect_format(stars, "GG20260410.txt") is Format.POKERSTARS


def test_cash_hands_keep_the_sites_ids_and_count_jackpot_fees_as_taken_by_the_house() -> None:
    rush, ante = parse_pokerstars(_text("cash_nlhe_rush_and_cash.txt"))
    assert (rush.id, rush.site, rush.currency) == ("RC1734290051", "GGPoker", "USD")
    assert rush.rake == 40  # Rake $0.32 + Jackpot $0.08
    assert rush.hole["Hero"] == ("6s", "6h") and "8c668f2d" not in rush.hole
    assert (ante.id, ante.ante, ante.small_blind, ante.big_blind) == ("HD2815913697", 1, 2, 5)
    for hand in (rush, ante):
        got = replay_parsed(hand).replayed.finishing_stacks()
        assert got == recorded_money(hand).finishing
    assert replay_parsed(rush).replayed.finishing_stacks() == [531, 197, 563, 500, 883, 954]


def test_a_tournament_with_thousands_separators_and_the_ante_in_the_level() -> None:
    (hand,) = parse_pokerstars(_text("tournament_plo_bounty.txt"))
    assert hand.tournament == "232064631" and hand.game == "PLO"
    assert (hand.small_blind, hand.big_blind, hand.ante) == (800, 1600, 200)
    assert replay_parsed(hand).replayed.finishing_stacks() == [
        34162, 94686, 28474, 3913, 109764]


def test_every_fixture_hand_replays_and_qa_replay_lists_them() -> None:
    for path in sorted(FIXTURES.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        report = replay_history(text, detect_format(text))
        assert report.unsupported == [] and not report.broken, path.name
        entries = read_history_file(path)
        assert all(e.recorded is not None for e in entries)


def test_a_short_game_name_plo_is_pot_limit_omaha_and_plo_5_is_not_spread() -> None:
    """Newer GGPoker files name the game `PLO ($2/$5)`; `PLO-5` is five-card Omaha, a game
    the site does not spread."""
    (hand,) = iter_pokerstars_hands(_text("cash_plo_short_name.txt"))
    assert (hand.site, hand.game, hand.unsupported) == ("GGPoker", "PLO", None)
    assert replay_parsed(hand).replayed.finishing_stacks() == [52020, 46350, 60700]
    (five,) = iter_pokerstars_hands(_text("cash_plo_short_name.txt").replace("PLO (", "PLO-5 ("))
    assert five.unsupported == "game 'PLO-5' is not one the site plays"


def test_a_missed_blind_and_a_hand_run_twice_with_ggpokers_showdown_titles() -> None:
    """`posts missed blind $1` then `posts big blind $2`: a dead small blind and a live big
    blind; `*** FIRST SHOWDOWN ***` and `*** SECOND SHOWDOWN ***`: run it twice, replayed
    as recorded and marked."""
    (hand,) = iter_pokerstars_hands(_text("cash_plo_missed_blind_run_twice.txt"))
    assert hand.posts[-1][:3] == ("cc33", "small_and_big", 300)
    assert hand.unsupported is None and hand.site_feature == RUN_TWICE
    assert hand.boards == [["2d", "3h", "Kh", "Js", "4c"], ["7h", "5h", "Jd", "4s", "2s"]]
    assert replay_parsed(hand).replayed.finishing_stacks() == [10000, 5900, 2600, 4900]


def test_a_cash_drop_in_no_limit_is_replayed_without_the_sites_money_and_marked() -> None:
    """`Cash Drop to Pot : total $0.5`: GGPoker adds its money to the pot and the winner
    collects it (`collected $9.33`, `Total pot $9.73`). Not offered here: the hand replays
    without it (the winner's collection and the total pot less the drop), marked."""
    text = _text("cash_nlhe_rush_and_cash.txt").replace(
        "Hero: posts small blind $0.02",
        "Cash Drop to Pot : total $0.5\nHero: posts small blind $0.02", 1).replace(
        "collected $8.83", "collected $9.33", 1).replace(
        "Total pot $9.23", "Total pot $9.73", 1).replace("won ($8.83)", "won ($9.33)", 1)
    rush = parse_pokerstars(text)[0]
    assert (rush.unsupported, rush.site_feature) == (None, CASH_DROP)
    assert rush.collected[0].amount == 883 and rush.total_pot == 923
    replay = replay_parsed(rush)
    assert replay.site_feature == CASH_DROP
    assert replay.replayed.finishing_stacks() == [531, 197, 563, 500, 883, 954]


def test_a_cash_drop_in_pot_limit_is_refused_with_its_reason() -> None:
    """In pot-limit Omaha the dropped money counts toward the pot limit (a raise to $0.41
    over $0.02 blinds with $0.20 dropped): no hand here can, refused with the reason."""
    text = _text("cash_plo_short_name.txt").replace(
        "Hero: posts small blind", "Cash Drop to Pot : total $0.2\nHero: posts small blind")
    (hand,) = iter_pokerstars_hands(text)
    assert hand.unsupported == ("GGPoker's Cash Drop in a pot-limit game (the site's money "
                                "counts toward the pot limit) is not offered here")


def test_a_tournament_hand_headed_with_the_next_level_plays_at_the_blinds_posted() -> None:
    """`Level7 (150/300)` over `posts big blind 250`: the hand was dealt at the last
    level's blinds, so a raise to 500 is the minimum raise, not an illegal one."""
    (hand,) = parse_pokerstars(_text("tournament_level_header_ahead.txt"))
    assert (hand.small_blind, hand.big_blind, hand.ante) == (125, 250, 30)
    assert replay_parsed(hand).replayed.finishing_stacks() == recorded_money(hand).finishing


def test_an_all_in_insurance_is_replayed_as_recorded_and_marked() -> None:
    """GGPoker's all-in insurance: a premium paid to the site outside the pot; the pot and
    its winner stand, and the hand is marked as using a feature the site does not offer."""
    (hand,) = iter_pokerstars_hands(_text("cash_plo_all_in_insurance.txt"))
    assert hand.unsupported is None and hand.site_feature == INSURANCE
    assert replay_parsed(hand).replayed.finishing_stacks() == [19800, 12200, 0]


def test_an_ev_cashout_is_replayed_as_recorded_and_marked() -> None:
    """GGPoker's EV Cashout (`Chooses to EV Cashout`, then `Pays Cashout Risk ($0.5)` when
    the player wins anyway): money between the player and the site, outside the pot; the
    pot and its winner stand as written and the hand is marked, not refused."""
    (hand,) = iter_pokerstars_hands(_text("cash_nlhe_ev_cashout.txt"))
    assert hand.unsupported is None and hand.site_feature == EV_CASHOUT
    assert replay_parsed(hand).replayed.finishing_stacks() == [1775, 995, 0]
    assert replay_parsed(hand).replayed.finishing_stacks() == recorded_money(hand).finishing
