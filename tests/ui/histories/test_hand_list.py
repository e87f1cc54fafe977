"""The hand list of the hand history window as a player reads it: each hand by the number
its saved history and the dealer give it (not the room's internal id), and every column
whole at the window's own size (seen: Cards and Result cut off at 900x560)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from client.engine import Action, ActionKind, Hand, HandConfig
from client.histories.own.record import TableInfo
from client.histories.phh.dealt import replay_phh
from client.protocol.convert import table_events
from client.protocol.messages import HandHistoryRow
from client.protocol.table_bodies import DealHole, DealUp
from client.ui.histories.history import HAND_FIELDS, HandHistory, HandHistoryViewer, HandRecord
from tests.histories.hand_logs import hand_log

HANDS = Path(__file__).resolve().parents[3] / "resources" / "hands"
HAND_COLUMN = next(i for i, f in enumerate(HAND_FIELDS) if f.header == "Hand")
TABLE = TableInfo("usd-nlhe-050-100.6", "Aldebaran", 6,
                  currency="USD", stakes="0.50/1")


def _live(hand_id: str) -> HandRecord:
    """A hand seen live, with its log as the client recorded it."""
    hand = replay_phh((HANDS / "dwan-ivey-2009-high-stakes-poker.phh").read_text()).hand
    log = hand_log(hand, ["Ivey", "Antonius", "Dwan"], 2, TABLE, hand_id=hand_id)
    return HandRecord(hand_id, TABLE.table_id, log.started, hero_cards=("7h", "6h"),
                      result="CrimsonHeron won", log=log, game="NLHE", hero_seat=3)


def test_hands_are_listed_by_the_number_their_history_gives() -> None:
    history = HandHistory()
    history.hands.append(_live("usd-nlhe-050-100.6-17"))
    history.apply_room((HandHistoryRow(
        hand_id="usd-zoom-nlhe-025-050.6-8", table_id="usd-zoom-nlhe-025-050.6", game="NLHE",
        played_at=datetime(2026, 12, 4, 10, 40, tzinfo=UTC),
        pokerstars="PokerStars Zoom Hand #976911812584728: Hold'em No Limit ($0.25/$0.50)\n"
                   "Table 'Izar Zoom' 6-max Seat #1 is the button\n",
        phh=""),))
    live, room = history.hands
    assert live.log is not None
    assert live.number == str(live.log.number) and "usd" not in live.number
    assert room.number == "976911812584728"
    assert replace(room, room_texts=None).number == room.hand_id  # nothing else to go by
    assert HAND_FIELDS[HAND_COLUMN].text(live) == live.number


def _room(n: int) -> HandHistoryRow:
    """A hand the room sends (no result column to fill)."""
    return HandHistoryRow(
        hand_id=f"usd-zoom-nlhe-025-050.6-{n}", table_id="usd-zoom-nlhe-025-050.6",
        game="NLHE", played_at=datetime(2026, 12, 4, 10, n, tzinfo=UTC),
        pokerstars=f"PokerStars Zoom Hand #97691181258472{n}: Hold'em No Limit ($0.25/$0.50)"
                   "\nTable 'Izar Zoom' 6-max Seat #1 is the button\nDealt to You [Ah Kd]\n",
        phh="")


@pytest.mark.parametrize(("opened_empty", "from_room"), [(False, False), (True, False),
                                                         (True, True)])
def test_every_column_is_whole_at_the_windows_own_size(qtbot: QtBot, opened_empty: bool,
                                                       from_room: bool) -> None:
    """Opened with hands, or opened first (as the Hand history button does) and filled
    once the room's hands come: every column whole, the hand's text beside the list."""
    history = HandHistory()

    def fill() -> None:
        if from_room:
            history.apply_room(tuple(_room(n) for n in range(7)))
        else:
            history.hands.extend(_live(f"usd-nlhe-050-100.6-{n}") for n in range(20))
    if not opened_empty:
        fill()
    viewer = HandHistoryViewer(history)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    if opened_empty:
        fill()
        viewer.refresh()
    listed = viewer.list
    header = listed.horizontalHeader()
    qtbot.waitUntil(lambda: listed.horizontalScrollBar().maximum() == 0)
    for column in range(viewer.model.columnCount()):
        assert header.sectionSize(column) >= listed.sizeHintForColumn(column), \
            HAND_FIELDS[column].header
    assert header.length() <= listed.viewport().width()
    assert viewer.text.width() >= 200  # and the hand's text still beside it


def test_a_stud_hand_lists_every_card_dealt_to_the_player() -> None:
    """Stud: the Cards column lists the player's down and up cards as dealt, to seventh
    street (it showed only the last card dealt down, the seventh street's)."""
    hand = Hand(HandConfig("STUD", (5000, 5000), ante=10, bring_in=20, small_bet=100,
                           big_bet=200, big_blind=100, seed=4))
    events = hand.start()
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        kinds = hand.legal().kinds
        kind = ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL
        if ActionKind.BRING_IN in kinds:
            kind = ActionKind.BRING_IN
        events += hand.act(seat, Action(kind, hand.legal().bring_in if kind is
                                        ActionKind.BRING_IN else 0))
    history = HandHistory()
    recorded = None
    for event in table_events("t1", "t1-1", events, 0):
        recorded = history.record(event, {0: "You", 1: "Ann"}, 0, datetime(2026, 12, 4,
                                                                            tzinfo=UTC)) \
            or recorded
    assert recorded is not None
    mine = [card for e in table_events("t1", "t1-1", events, 0) if e.seat == 0
            and isinstance(e.body, DealHole | DealUp) for card in e.body.cards]
    assert len(mine) == 7 and recorded.hero_cards == tuple(mine)
