"""The players' own hand histories: the last `KEPT_PER_PLAYER` hands each, kept as one
immutable value per player so a room step's snapshot shares them rather than copying and
sifting every kept hand at every step (issue 22, item 6)."""

from __future__ import annotations

from datetime import UTC, datetime

from client.engine import HandConfig
from client.histories.own.record import TableInfo
from client.room import tracked
from client.room.table_records import HandReport
from client.room.tracked import close_step, open_step, undo_step
from client.service.history import KEPT_PER_PLAYER, HandHistoryBook, OwnHand


def _hand(no: int) -> OwnHand:
    report = HandReport(table_id="t1", hand_no=no, start_stacks={"a": 100, "b": 100},
                        end_stacks={"a": 100, "b": 100}, busted=(), knocked_out_by={},
                        config=HandConfig("NLHE", (100, 100), 0, 1, 2, seed=no),
                        players=("a", "b"), actions=(), events=())
    return OwnHand(hand_id=f"t1-{no}", table=TableInfo("t1", "t1", 2),
                   tournament_id=None, played_at=datetime(2026, 1, 1, tzinfo=UTC),
                   report=report, events=(), names=("a", "b"), seats=(1, 2))


def test_the_book_keeps_each_players_last_hands_oldest_first() -> None:
    book = HandHistoryBook()
    hands = [_hand(no) for no in range(1, KEPT_PER_PLAYER + 6)]
    for hand in hands:
        book.record(hand, ("a",))
    book.record(hands[0], ("b",))
    assert book.hands_of("a") == tuple(hands[5:])
    assert book.hands_of("b") == (hands[0],)
    assert book.hands_of("nobody") == ()


def test_a_step_logs_the_book_not_its_hands() -> None:
    book = HandHistoryBook()
    for no in range(1, 40):
        book.record(_hand(no), ("a", "b"))
    before = book.hands_of("a")
    step = open_step()
    book.record(_hand(99), ("a",))
    assert [type(obj).__name__ for _restore, obj, _state in tracked._open.log] == ["TDict"]
    undo_step(step)
    close_step(step)
    assert book.hands_of("a") == before
