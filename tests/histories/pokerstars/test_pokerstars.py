"""PokerStars text export: readable by trackers, and private to its viewer."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

from client.engine import GAMES, Action, ActionKind, Hand, HandConfig
from client.histories.phh.dealt import replay_phh
from client.histories.pokerstars.names import export_pokerstars
from client.qa.simulate import config_for, random_action
from tests.engine.helpers import holdem, play

HANDS = Path(__file__).resolve().parents[3] / "resources" / "hands"
WHEN = datetime(2026, 1, 2, 3, 4, 5)


def test_pokerstars_text_has_header_actions_and_summary() -> None:
    hand = replay_phh((HANDS / "dwan-ivey-2009-high-stakes-poker.phh").read_text()).hand
    text = export_pokerstars(hand, hand_id=7, table="HSP", names=["Ivey", "Antonius", "Dwan"],
                             started=WHEN, hero=2)
    lines = text.splitlines()
    assert lines[0] == ("PokerStars Hand #7: Hold'em No Limit (1000/2000) - "
                        "2026/01/02 03:04:05 UTC")
    assert lines[1] == "Table 'HSP' 9-max Seat #3 is the button"
    for expected in [
        "Dealt to Dwan [7h 6h]",
        "Dwan: raises 5000 to 7000",
        "Ivey: raises 262400 to 495000",  # capped at what Dwan can match (not all-in)
        "*** TURN *** [Jc 3d 5c] [4h]",
        "Dwan collected 1109500 from pot",
        "Total pot 1109500 | Rake 0",
    ]:
        assert expected in lines


def test_pokerstars_text_never_shows_other_players_hidden_cards() -> None:
    hand = holdem([100] * 3, ["AsAd", "KsKd", "QsQd"], "2c7d9hTc3s")
    play(hand, (0, "raise", 6), (1, "fold"), (2, "fold"))
    names = ["a", "b", "c"]
    mine = export_pokerstars(hand, hand_id=1, table="t", names=names, started=WHEN, hero=1)
    assert "Dealt to b [Ks Kd]" in mine and "As" not in mine and "Qs" not in mine
    observer = export_pokerstars(hand, hand_id=1, table="t", names=names, started=WHEN)
    assert "Dealt to" not in observer


def test_pokerstars_text_for_stud_names_bring_in_and_completion() -> None:
    deck = ("As", "Ad", "Kh", "Ks", "Kd", "2h", "Qs", "Qd", "3c")
    hand = Hand(HandConfig("STUD", (100, 100, 100), ante=1, bring_in=2, small_bet=5,
                           deck=deck, seed=1))
    hand.start()
    hand.act(1, Action(ActionKind.BRING_IN))
    hand.act(2, Action(ActionKind.COMPLETE, 5))
    text = export_pokerstars(hand, hand_id=3, table="s", names=["x", "y", "z"], started=WHEN,
                             hero=0)
    assert "*** 3rd STREET ***" in text and "y: brings in for 2" in text
    assert "z: completes it to 5" in text and "Dealt to x [As Ad]" in text
    assert "Dealt to y [2h]" in text and "Ks" not in text


def test_pokerstars_text_for_every_game_keeps_hidden_cards_private() -> None:
    for game in sorted(GAMES):
        for seed in range(6):
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
                text = export_pokerstars(hand, hand_id=seed, table="t",
                                         names=[f"p{i}" for i in range(n)], started=WHEN,
                                         hero=hero)
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
    text = export_pokerstars(hand, hand_id=9, table="T", names=list("abcde"), started=WHEN)
    assert "Seat 2: b folded before Flop" in text
    assert "Seat 5: e (small blind)" in text and "Seat 1: a (big blind)" in text
    side = holdem([50, 100, 200, 400], ["2s2d", "AsAd", "KsKd", "QsQd"], "3c7d9hTcJs",
                  button=3)
    play(side, (2, "raise", 200), (3, "call"), (0, "call"), (1, "call"))
    text = export_pokerstars(side, hand_id=9, table="T", names=list("abcd"), started=WHEN)
    assert "b collected 150 from side pot-1" in text
    assert "Total pot 550 Main pot 200. Side pot-1 150. Side pot-2 200. | Rake 0" in text
