"""PokerStars hands replayed through the engine's rules: results follow from what is recorded.

Every fixture hand the site can play is replayed action by action; its finishing stacks
must be what the file's own numbers give (posts, bets, uncalled bets, collected amounts
after the recorded rake). Where the deciding cards are hidden (a hero's view) the recorded
result is taken as given, after checking it against the pots the actions built.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from client.engine import IllegalActionError
from client.engine.errors import EngineError
from client.histories.files import (
    count_history_hands,
    iter_history,
    read_history_file,
)
from client.histories.pokerstars.read import ParsedHand, parse_pokerstars
from client.histories.pokerstars.read.ledger import recorded_money
from client.histories.pokerstars.read.to_recorded import (
    replay_parsed,
    to_recorded,
)

FIXTURES = Path(__file__).parents[1] / "fixtures" / "pokerstars"
PLAYABLE = [
    pytest.param(hand, id=f"{path.stem}-{hand.id}")
    for path in sorted(FIXTURES.glob("*.txt"))
    for hand in parse_pokerstars(path.read_text(encoding="utf-8"))
    if hand.unsupported is None
]


def _hand(name: str, index: int = 0) -> ParsedHand:
    return parse_pokerstars((FIXTURES / name).read_text(encoding="utf-8"))[index]


@pytest.mark.parametrize("hand", PLAYABLE)
def test_every_fixture_hand_replays_to_the_files_own_numbers(hand: ParsedHand) -> None:
    replay = replay_parsed(hand)
    assert replay.replayed.finishing_stacks() == recorded_money(hand).finishing
    assert replay.players == tuple(p.name for p in hand.players)


def test_replay_uses_the_files_rake_not_our_tables() -> None:
    """Rake of the file: 3 cents of a $1.16 pot, whatever our rake table would say."""
    replay = replay_parsed(_hand("cash_usd_nlhe.txt"))
    assert replay.replayed.rake == 3
    (pot,) = replay.replayed.pots()
    assert pot["amount"] == 116 and pot["shares"] == {"0": 113}


def test_dead_small_blind_and_out_of_position_big_blind_are_posts_as_recorded() -> None:
    """`posts small & big blinds $0.03`: 1 dead + 2 live, so the poster may check."""
    recorded = to_recorded(_hand("cash_usd_nlhe.txt", 2))
    posts = [(p.seat, p.kind, p.amount) for p in recorded.posts]
    assert posts == [(2, "small_blind", 1), (3, "big_blind", 2), (4, "dead_blind", 1),
                     (4, "live_blind", 2)]
    second = to_recorded(_hand("cash_usd_nlhe.txt", 1))
    assert [p.kind for p in second.posts] == ["small_blind", "big_blind", "live_blind"]


def test_hero_view_showdown_with_a_mucked_hidden_hand_takes_the_recorded_result() -> None:
    replay = replay_parsed(_hand("cash_usd_nlhe.txt", 2))
    assert replay.replayed.by_record
    assert replay.replayed.finishing_stacks() == [337, 147, 252, 120, 117, 170]


def test_tournament_main_and_side_pot_with_antes_in_chips() -> None:
    pots = replay_parsed(_hand("tournament_nlhe_antes.txt")).replayed.pots()
    assert [(p["amount"], p["eligible"], p["hi_winners"]) for p in pots] == [
        (1330, [0, 1, 3], [3]), (4920, [1, 3], [3])]


def test_rake_of_a_main_and_a_side_pot_is_taken_from_both() -> None:
    """"Main pot €5.70. Side pot €5.70. | Rake €0.60": two pots of 600, each raked 30."""
    replayed = replay_parsed(_hand("cash_eur_plo_side_pots.txt")).replayed
    assert replayed.rake == 60
    assert [(p["amount"], p["hi_winners"], p["shares"]) for p in replayed.pots()] == [
        (600, [0], {"0": 570}), (600, [2], {"2": 570})]


def test_a_decided_hi_lo_split_with_rake_keeps_the_high_and_the_low_winner() -> None:
    """Highman wins high, Lowman low; each collects 82 of 172 after a rake of 8."""
    (pot,) = replay_parsed(_hand("cash_gbp_plo8_split.txt")).replayed.pots()
    assert (pot["hi_winners"], pot["lo_winners"]) == ([2], [1])
    assert pot["shares"] == {"1": 82, "2": 82}


def test_a_button_on_an_empty_seat_is_the_last_player_before_it() -> None:
    """Button on seat 4 (empty): the player in seat 2 is the engine's button."""
    text = (FIXTURES / "cash_gbp_plo8_split.txt").read_text(encoding="utf-8")
    hand = parse_pokerstars(text.replace("Seat #6 is the button", "Seat #4 is the button"))[0]
    assert to_recorded(hand).button == 0


def test_an_action_against_the_rules_raises_an_illegal_action_error() -> None:
    text = (FIXTURES / "cash_usd_flhe.txt").read_text(encoding="utf-8")
    legal = "Cat: raises $0.10 to $0.20\nAnn: raises $0.10 to $0.30\nBob: folds\nCat: calls $0.10"
    short = "Cat: raises $0.05 to $0.15\nAnn: raises $0.15 to $0.30\nBob: folds\nCat: calls $0.15"
    (hand,) = parse_pokerstars(text.replace(legal, short))  # the money adds up, the raise
    assert recorded_money(hand).finishing == [330, 390, 475]  # is not a fixed-limit raise
    with pytest.raises(IllegalActionError):
        replay_parsed(hand)


def test_a_result_the_rules_contradict_is_an_error() -> None:
    """Cards all shown: the file may not give the pot to the loser."""
    text = (FIXTURES / "cash_usd_flhe.txt").read_text(encoding="utf-8")
    swapped = text.replace("Cat collected $1.45", "Ann collected $1.45")
    with pytest.raises(EngineError):
        replay_parsed(parse_pokerstars(swapped)[0])


def test_read_history_file_lists_every_hand_with_a_recorded_hand_or_a_reason() -> None:
    entries = read_history_file(FIXTURES / "unsupported_features.txt")
    assert [e.id for e in entries] == [f"24550000000{k}" for k in range(1, 7)]
    assert [e.recorded is None for e in entries] == [False, False, True, True, False, False]
    assert "cash-out" in (entries[0].feature or "") and "5 Card Omaha" in (entries[2].why or "")
    assert entries[4].players == ("Alpha", "Beta", "Gamma")
    pasted = read_history_file((FIXTURES / "cash_usd_flhe.txt").read_text(encoding="utf-8"))
    assert pasted[0].recorded is not None and pasted[0].parsed is not None


def test_count_then_iterate_for_a_progress_bar() -> None:
    text = (FIXTURES / "cash_usd_nlhe.txt").read_text(encoding="utf-8") * 3
    total = count_history_hands(text)
    seen = [entry.id for entry in iter_history(text)]
    assert total == len(seen) == 12


def test_a_fold_when_checking_is_free_replays_as_a_fold() -> None:
    """PokerStars lets a player fold on a checked street ("Gamma: folds" after a check);
    the replay takes it as the fold it is: Gamma is out and Alpha wins the pot."""
    hand = parse_pokerstars((FIXTURES / "unsupported_features.txt").read_text())[5]
    replayed = replay_parsed(hand).replayed
    assert replayed.hand.view(0).folded == (False, True, True)
    assert replayed.finishing_stacks() == recorded_money(hand).finishing == [1830, 985, 1945]
