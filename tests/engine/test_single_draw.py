"""No-limit 2-7 single draw (game NL27SD, PHH N2L1D): a real engine game with one
draw, deuce-to-seven lowball, raked by the no-limit tables (draw family)."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from client.engine import GAMES, Action, ActionKind, Hand, HandConfig
from client.histories.phh.dealt import export_phh, replay_phh
from client.room.clock import SimulatedClock
from client.room.rake import find_row, rake_for
from client.room.table import Table
from client.room.table_records import TableError
from tests.engine.helpers import draw_everything

A = ActionKind


def _hand() -> Hand:
    deck = ("7h", "5c", "4d", "3s", "2c",  # seat 1 (left of the button): a seven-five
            "Ks", "Kd", "9h", "8h", "6c",  # seat 0, the button: draws two
            "Qs", "Jd")
    hand = Hand(HandConfig("NL27SD", (1000, 1000), button=0, small_blind=5, big_blind=10,
                           deck=deck, seed=1))
    hand.start()
    return hand


def test_single_draw_has_one_draw_then_one_betting_round() -> None:
    spec = GAMES["NL27SD"]
    assert (spec.family, spec.limit, spec.split) == ("draw", "NL", "27")
    assert spec.streets == ("predraw", "first_draw")
    hand = _hand()
    hand.act(0, Action(A.RAISE, 30))  # heads-up the button acts first before the draw
    hand.act(1, Action(A.CALL))
    assert hand.legal().kinds == {A.DRAW}
    hand.act(1, Action(A.DRAW))  # stands pat
    hand.act(0, Action(A.DRAW, discards=("Ks", "Kd")))
    assert hand.legal().max_to == 970  # no limit: all in
    hand.act(1, Action(A.BET, 100))
    hand.act(0, Action(A.CALL))
    assert hand.is_over
    (pot,) = hand.result().pots
    assert pot.lo_winners == (1,) and hand.result().final_stacks == (870, 1130)
    assert replay_phh(export_phh(hand)).finishing_stacks() == [1130, 870]


def test_rule_single_draw_is_raked_as_no_limit_with_no_drop_before_the_draw() -> None:
    """Mixed-game hands are raked by the game dealt (no limit here); no rake when the
    hand ends before the draw."""
    table, _ = find_row("USD", "NL27SD", "1/2")
    assert table.name == "USD No Limit and Pot Limit"
    assert rake_for("USD", "NL27SD", "1/2", 6, Decimal(50), reached_second_round=False) == 0
    assert rake_for("USD", "NL27SD", "1/2", 6, Decimal(50), reached_second_round=True) > 0
    hand = _hand()
    hand.act(0, Action(A.RAISE, 30))
    hand.act(1, Action(A.FOLD))
    assert not hand.result().reached_second_round


def test_rule_seven_handed_single_draw_reshuffles_and_our_tables_stay_six_max() -> None:
    """PokerStars dealt NL 2-7 Single Draw at 7-max tables, so a recorded hand of seven is
    dealt (35 cards, all seven drawing five reshuffle the discards, the drawer's own not
    among them); our own tables of the game still seat six."""
    hand = Hand(HandConfig("NL27SD", (1000,) * 7, button=0, small_blind=5, big_blind=10,
                           seed=3))
    events = draw_everything(hand)
    assert any(e.kind == "reshuffle" for e in events)
    held = [c for s in range(7) for c in hand.view(s).hole]
    assert len(held) == len(set(held)) == 35
    assert sum(hand.result().final_stacks) == 7000
    assert GAMES["NL27SD"].max_players == 6
    with pytest.raises(TableError, match="at most 6-handed"):
        Table("t", 7, "NL27SD", SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC)))
