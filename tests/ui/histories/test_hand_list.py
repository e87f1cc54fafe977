"""The hand list of the hand history window as a player reads it: each hand by the number
its saved history and the dealer give it (not the room's internal id), and every column
whole at the window's own size (seen: Cards and Result cut off at 900x560)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from client.engine import Action, ActionKind
from client.histories.own.record import TableInfo
from client.histories.phh.dealt import replay_phh
from client.practice.replay import HandReplay
from client.protocol.convert import jsonable, table_body
from client.protocol.messages import HandHistoryRow, TableEvent
from client.protocol.table_bodies import DealHole, DealUp
from client.room.clock import SimulatedClock
from client.room.table import Blinds, Table, TimingPolicy
from client.room.table_records import TableEvent as RoomTableEvent
from client.ui.histories.history import HAND_FIELDS, HandHistory, HandHistoryViewer, HandRecord
from client.ui.histories.replay_window import frame_view, record_source
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


def _stud_hand() -> tuple[HandRecord, list[str]]:
    """A heads-up seven card stud hand played to the end on a room table as the player at
    seat 1 received it (with the room's player ids), and the cards dealt to that player."""
    clock = SimulatedClock(datetime(2026, 12, 4, tzinfo=UTC))
    table = Table("t1", 2, "STUD", clock, timing=TimingPolicy(15, 30))
    heard: list[RoomTableEvent] = []
    table.listener = heard.append
    table.sit("you", 1, 5000)
    table.sit("ann", 2, 5000)
    table.start_hand(Blinds(20, 100, 10), seed=4)
    while (player := table.to_act) is not None:
        legal = table.view_for(player).legal
        assert legal is not None
        kind = next(k for k in (ActionKind.BRING_IN, ActionKind.CHECK, ActionKind.CALL)
                    if k in legal.kinds)
        table.act(player, Action(kind, legal.bring_in if kind is ActionKind.BRING_IN else 0))
    history, recorded = HandHistory(), None
    seats = {"you": 1, "ann": 2}
    mine: list[str] = []
    for event in heard:
        if event.to not in (None, "you"):
            continue
        body = table_body(event.kind, jsonable(event.data))
        if isinstance(body, DealHole | DealUp) and event.player == "you":
            mine += body.cards
        message = TableEvent(table_id="t1", hand_id="t1-1", body=body,
                             seat=seats.get(event.player or ""), player_id=event.player)
        recorded = history.record(message, {1: "You", 2: "Ann"}, 1,
                                  datetime(2026, 12, 4, tzinfo=UTC)) or recorded
    assert recorded is not None
    return recorded, mine


def test_a_stud_hand_lists_every_card_dealt_to_the_player() -> None:
    """Stud: the Cards column lists the player's down and up cards as dealt, to seventh
    street (it showed only the last card dealt down, the seventh street's)."""
    recorded, mine = _stud_hand()
    assert len(mine) == 7 and recorded.hero_cards == tuple(mine)


def test_a_stud_replay_keeps_the_others_down_cards_as_backs_beside_their_up_cards() -> None:
    """Replaying a stud hand, an opponent's down cards stay as backs once their up cards
    come (they vanished, leaving the up cards alone); the up cards are kept apart, as at
    the table; the window is titled with the hand's number."""
    recorded, _mine = _stud_hand()
    source = record_source(recorded, 8)
    replay = HandReplay(source.steps, source.amount)
    assert recorded.number in source.title and "t1-1" not in source.title
    third = next(frame for frame in replay.frames if len(frame.up_cards) == 2)
    view = frame_view(third, source)
    you, ann = view.seat(1), view.seat(2)
    assert you is not None and ann is not None
    assert len(you.cards) == 2 and "??" not in you.cards and len(you.up_cards) == 1
    assert ann.cards == ("??", "??") and len(ann.up_cards) == 1
