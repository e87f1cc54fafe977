"""The app's PokerStars text (`pokerstars.write.pokerstars_text`) on engine hands: readable
by trackers, and private to its viewer (only the hero's own cards and cards shown down)."""

from __future__ import annotations

import random
from pathlib import Path

from client.engine import GAMES, Action, ActionKind, Hand, HandConfig
from client.histories.own.record import TableInfo
from client.histories.phh.dealt import replay_phh
from client.histories.pokerstars.read import parse_pokerstars
from client.histories.pokerstars.read.to_recorded import replay_parsed
from client.histories.pokerstars.write import pokerstars_text
from client.qa.simulate import config_for, random_action
from tests.engine.helpers import holdem, play
from tests.histories.hand_logs import hand_log

HANDS = Path(__file__).resolve().parents[3] / "resources" / "hands"
CHIPS = TableInfo("sng-t-t1", "T", 9, tournament_id="sng-t", buy_in="$10+$1 USD")


def _text(hand: Hand, names: list[str], hero: int | None, info: TableInfo = CHIPS) -> str:
    return pokerstars_text(hand_log(hand, names, hero, info))


def test_pokerstars_text_has_header_actions_and_summary() -> None:
    hand = replay_phh((HANDS / "dwan-ivey-2009-high-stakes-poker.phh").read_text()).hand
    lines = _text(hand, ["Ivey", "Antonius", "Dwan"], 2).splitlines()
    assert lines[0].startswith("PokerStars Hand #") and "Hold'em No Limit" in lines[0]
    assert lines[1] == "Table 'T' 9-max Seat #3 is the button"
    for expected in [
        "Dealt to Dwan [7h 6h]",
        "Dwan: raises 5000 to 7000",
        "*** TURN *** [Jc 3d 5c] [4h]",
        "Dwan collected 1109500 from pot",
        "Total pot 1109500 | Rake 0",
    ]:
        assert expected in lines


def test_pokerstars_text_never_shows_other_players_hidden_cards() -> None:
    hand = holdem([100] * 3, ["AsAd", "KsKd", "QsQd"], "2c7d9hTc3s")
    play(hand, (0, "raise", 6), (1, "fold"), (2, "fold"))
    mine = _text(hand, ["a", "b", "c"], 1)
    assert "Dealt to b [Ks Kd]" in mine and "As" not in mine and "Qs" not in mine
    assert "Dealt to" not in _text(hand, ["a", "b", "c"], None)


def test_pokerstars_text_for_stud_names_bring_in_and_completion() -> None:
    deck = ("As", "Ad", "Kh", "Ks", "Kd", "2h", "Qs", "Qd", "3c")
    hand = Hand(HandConfig("STUD", (100, 100, 100), ante=1, bring_in=2, small_bet=5,
                           big_bet=10, deck=deck, seed=1))
    hand.start()
    hand.act(1, Action(ActionKind.BRING_IN))
    hand.act(2, Action(ActionKind.COMPLETE, 5))
    hand.act(0, Action(ActionKind.FOLD))
    hand.act(1, Action(ActionKind.FOLD))
    text = _text(hand, ["x", "y", "z"], 0, TableInfo("sng-s-t1", "s", 8, tournament_id="sng-s",
                                                      stakes="5/10"))
    assert "*** 3rd STREET ***" in text and "y: brings in for 2" in text
    assert "z: completes it to 5" in text and "Dealt to x [As Ad Kh]" in text
    assert "Dealt to y [2h]" in text and "Ks" not in text


def test_pokerstars_text_for_every_game_keeps_hidden_cards_private() -> None:
    for game in sorted(GAMES):
        for seed in range(4):
            rng = random.Random(seed)
            n = rng.randint(2, 6)
            hand = Hand(config_for(game, (200,) * n, seed % n, seed))
            hand.start()
            while not hand.is_over:
                legal = hand.legal()
                hand.act(legal.seat, random_action(legal, rng, hand.view(legal.seat).hole,
                                                   GAMES[game].limit == "FL"))
            shown = {c for cards in hand.result().shown.values() for c in cards}
            for hero in range(n):
                text = _text(hand, [f"p{i}" for i in range(n)], hero,
                             TableInfo("sng-g-t1", "t", 9, tournament_id="sng-g",
                                       stakes="4/8"))
                assert text.startswith("PokerStars Hand #")
                hidden = {
                    c for e in hand.events if e.visible_to not in (None, hero)
                    for c in e.data.get("cards", []) or []  # type: ignore[attr-defined]
                } - shown
                assert not [c for c in hidden if f"{c}]" in text or f"{c} " in text], game


def test_pokerstars_text_names_side_pots_blinds_and_fold_streets() -> None:
    hand = holdem([50, 100, 200, 400, 300], ["2s2d", "AsAd", "KsKd", "QsQd", "7c8c"],
                  "3c7d9hTcJs", button=3)
    play(hand, (1, "fold"), (2, "fold"))  # button 3: small blind 4, big blind 0
    while not hand.is_over:  # the others check it down
        legal = hand.legal()
        kind = ActionKind.CHECK if ActionKind.CHECK in legal.kinds else ActionKind.CALL
        hand.act(legal.seat, Action(kind))
    text = _text(hand, list("abcde"), None)
    assert "Seat 2: b folded before Flop" in text
    assert "Seat 5: e (small blind)" in text and "Seat 1: a (big blind)" in text
    side = holdem([50, 100, 200, 400], ["2s2d", "AsAd", "KsKd", "QsQd"], "3c7d9hTcJs",
                  button=3)
    play(side, (2, "raise", 200), (3, "call"), (0, "call"), (1, "call"))
    text = _text(side, list("abcd"), None)
    assert "b collected 150 from side pot-1" in text
    assert "Total pot 550 Main pot 200. Side pot-1 150. Side pot-2 200. | Rake 0" in text


def test_a_raise_capped_by_the_covered_stack_is_written_as_pokerstars_plays_it() -> None:
    """PokerStars never records a raise below the minimum that is not all-in: where p4 can
    match only 55 after his raise to 50, live play offers p2 the minimum raise to 98 and
    the 43 nobody can call come back as an uncalled bet, written as PokerStars writes it;
    read back, the same chips move."""
    hand = Hand(HandConfig("NLHE", (55, 200, 200, 55), 3, 1, 2, seed=1))
    hand.start()
    for seat, action in ((2, Action(ActionKind.FOLD)), (3, Action(ActionKind.RAISE, 50)),
                         (0, Action(ActionKind.FOLD)), (1, Action(ActionKind.RAISE, 98)),
                         (3, Action(ActionKind.CALL))):
        hand.act(seat, action)
    text = _text(hand, ["p1", "p2", "p3", "p4"], None)
    assert "p2: raises 48 to 98" in text and "Uncalled bet (43) returned to p2" in text
    (read,) = parse_pokerstars(text)
    assert replay_parsed(read).replayed.finishing_stacks() == list(hand.result().final_stacks)
