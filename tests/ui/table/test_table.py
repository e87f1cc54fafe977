"""The painted table and its tracker: 2-10 seats, instant or animated sweeps, events."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from itertools import pairwise

import msgspec
import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from client.engine.games import GAMES
from client.protocol.convert import table_body
from client.protocol.messages import TableEvent
from client.protocol.table_bodies import PlayerJoined, Seating, TableClosed
from client.protocol.views import timer_row
from client.room.clock import SimulatedClock
from client.room.table import Blinds, Table, TimingPolicy
from client.ui.table.cards import CardError, check_card, index_rect, paint_card
from client.ui.table.table_state import (
    SeatView,
    TableView,
    TimerView,
    plate_text,
    timer_label,
)
from client.ui.table.table_tracker import TableTracker, blinds_text, first_seat, timer_view
from client.ui.table.table_widget import TableWidget
from tests.ui import samples

NOW = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)


@pytest.mark.parametrize("seats", range(2, 11))
def test_tables_of_2_to_10_seats_paint(qtbot: QtBot, seats: int) -> None:
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 560)
    tracker = TableTracker("t1", "you")
    widget.set_view(tracker.apply_snapshot(samples.table_snapshot(seats=seats), NOW))
    image = widget.grab().toImage()
    assert not image.isNull()
    centre = image.pixelColor(image.width() // 2, int(image.height() * 0.2))
    assert centre.green() > centre.red()  # felt is green


def test_every_card_paints_and_bad_cards_are_refused() -> None:
    image = QImage(60, 84, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for rank in "23456789TJQKA":
        for suit in "cdhs":
            paint_card(painter, image.rect().toRectF(), rank + suit, four_colour=True)
    paint_card(painter, image.rect().toRectF(), "??")
    painter.end()
    for bad in ("1s", "Ax", "A", "10h"):
        with pytest.raises(CardError):
            check_card(bad)


def test_a_card_shows_its_suit_in_its_corner_index() -> None:
    """A fanned card is read by its corner alone: the index holds the rank over a small
    suit (red pixels for a heart under the rank, left of the big suit)."""
    image = QImage(50, 70, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_card(painter, image.rect().toRectF(), "Th")
    painter.end()
    index = index_rect(image.rect().toRectF())
    under_rank = [image.pixelColor(x, y) for x in range(int(image.width() * 0.3))
                  for y in range(int(index.height() * 0.7), int(index.bottom()))]
    assert any(c.red() > 150 and c.green() < 80 for c in under_rank)


@pytest.mark.parametrize("code", sorted(GAMES))
def test_the_heros_own_cards_read_in_every_game(qtbot: QtBot, code: str) -> None:
    """Seen playing 2-7 triple draw: the hero's five cards overlapped so much their suits
    were hidden. In every game, at the default table size, no card covers the corner index
    (rank and suit) of a card before it."""
    spec = GAMES[code]
    faces = ("Ah", "2c", "Td", "9s", "8h", "7d", "6c")
    down = faces[:spec.hole_count]
    up = faces[3:] if spec.family == "stud" else ()
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 560)
    geo = widget._geometry()
    hero = SeatView(seat=1, name="You", stack=900, cards=down, up_cards=up, is_hero=True)
    placed = [rect for rect, _card in geo.placed_cards(widget.seat_centre(1), hero)]
    assert len(placed) == len(down) + len(up)
    for i, rect in enumerate(placed):
        assert not any(index_rect(rect).intersects(later) for later in placed[i + 1:]), i


def _with_bets(view: TableView) -> TableView:
    return replace(view, seats=tuple(replace(s, bet=100) for s in view.seats))


def test_animations_off_are_instant(qtbot: QtBot) -> None:
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.animation_speed = 0
    base = TableView(table_id="t", title="t", max_seats=2,
                     seats=(SeatView(seat=0, name="a", stack=1), SeatView(seat=1, name="b",
                                                                          stack=1)))
    widget.set_view(_with_bets(base))
    widget.set_view(base)
    assert not widget.is_animating()


def test_animated_sweep_runs_then_settles(qtbot: QtBot) -> None:
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.show()
    widget.animation_speed = 4.0
    base = TableView(table_id="t", title="t", max_seats=2,
                     seats=(SeatView(seat=0, name="a", stack=1), SeatView(seat=1, name="b",
                                                                          stack=1)))
    widget.set_view(_with_bets(base))
    widget.set_view(base)
    assert widget.is_animating()
    qtbot.waitUntil(lambda: not widget.is_animating())


def test_clicking_an_empty_seat_asks_to_sit(qtbot: QtBot) -> None:
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 560)
    widget.show()
    tracker = TableTracker("t1", "you")
    widget.set_view(tracker.apply_snapshot(samples.table_snapshot(), NOW))
    empty = widget.seat_centre(5)  # seat 5 is empty in the sample
    with qtbot.waitSignal(widget.seatClicked) as blocker:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(int(empty.x()),
                                                                        int(empty.y())))
    assert blocker.args == [5]


def _event(event_kind: str, seat: int | None = None, **data: object) -> TableEvent:
    return TableEvent(table_id="t1", body=table_body(event_kind, data), seat=seat,
                      hand_id="h2")


def test_tracker_follows_a_hand_from_events() -> None:
    tracker = TableTracker("t1", "you")
    snap = samples.table_snapshot(seats=6, to_act=None)
    tracker.apply_snapshot(snap, NOW)
    assert first_seat(snap) == 1
    tracker.apply_event(_event("seating", players=["you", "p2", "p4"], seats=[1, 2, 4],
                               button_seat=4, small_blind_seat=1, big_blind_seat=2))
    tracker.apply_event(_event("hand_started", game="NLHE", stacks=[1000, 900, 800],
                               small_blind=10, big_blind=20, ante=0))
    view = tracker.apply_event(_event("post", 1, kind="small_blind", amount=10))
    view = tracker.apply_event(_event("post", 2, kind="big_blind", amount=20))
    view = tracker.apply_event(_event("street", street="preflop", index=0))
    big_blind = view.seat(2)
    assert big_blind is not None and big_blind.bet == 20 and view.pots == ()
    view = tracker.apply_event(_event("deal_hole", 1, cards=["Ah", "Kh"]))
    hero, other = view.seat(1), view.seat(2)
    assert hero is not None and hero.cards == ("Ah", "Kh")
    assert other is not None and other.cards == ("??", "??")
    assert view.button == 4 and view.blinds_text.startswith("NLHE")
    view = tracker.apply_event(_event("action", 4, kind="raise", amount=60))
    view = tracker.apply_event(_event("action", 1, kind="call", amount=50))
    view = tracker.apply_event(_event("action", 2, kind="fold", amount=0))
    hero = view.seat(1)
    assert hero is not None and hero.bet == 60 and hero.stack == 940
    view = tracker.apply_event(_event("street", street="flop", index=1))
    assert view.pots == (140,) and all(s.bet == 0 for s in view.seats)
    view = tracker.apply_event(_event("deal_board", cards=["2c", "3d", "4s"]))
    view = tracker.apply_event(_event("showdown", 4, cards=["Qs", "Qd"]))
    view = tracker.apply_event(_event("pot_awarded", 4, pot=0, amount=140))
    winner = view.seat(4)
    assert winner is not None and winner.cards == ("Qs", "Qd") and view.pots == ()
    assert view.board == ("2c", "3d", "4s")


def test_antes_go_straight_into_the_pot_and_only_blinds_stay_in_front() -> None:
    """PokerStars collects the antes into the pot at once: the bet boxes in front of the
    seats show only the blinds (and the big-blind ante is dead money in the pot too)."""
    tracker = TableTracker("t1", "you")
    tracker.apply_snapshot(samples.table_snapshot(seats=6, to_act=None), NOW)
    tracker.apply_event(_event("seating", players=["you", "p2", "p4"], seats=[1, 2, 4],
                               button_seat=4, small_blind_seat=1, big_blind_seat=2))
    tracker.apply_event(_event("hand_started", game="NLHE", stacks=[1000, 900, 800],
                               small_blind=10, big_blind=20, ante=5))
    for seat in (1, 2, 4):
        tracker.apply_event(_event("post", seat, kind="ante", amount=5))
    tracker.apply_event(_event("post", 1, kind="small_blind", amount=10))
    view = tracker.apply_event(_event("post", 2, kind="big_blind", amount=20))
    assert view.pots == (15,)
    assert [(s.seat, s.bet, s.stack) for s in view.seats if s.seat in (1, 2, 4)] == [
        (1, 10, 985), (2, 20, 875), (4, 0, 795)]
    view = tracker.apply_event(_event("post", 2, kind="big_blind_ante", amount=15))
    big_blind = view.seat(2)
    assert view.pots == (30,) and big_blind is not None and big_blind.bet == 20
    assert big_blind.last_action == "Big blind"
    view = tracker.apply_event(_event("street", street="flop", index=1))
    assert view.pots == (60,)


@pytest.mark.parametrize(("game", "down"), [("NLHE", 2), ("PLO", 4), ("27TD", 5),
                                            ("STUD", 2)])
def test_an_observer_sees_face_down_cards_in_front_of_everyone_dealt_in(
        game: str, down: int) -> None:
    """Watching (or waiting for the next hand), the felt shows who is in: backs in front
    of every seat dealt in as the hand starts, gone when that seat folds; the player's own
    cards still replace theirs when they are dealt in."""
    tracker = TableTracker("t1", "you")
    tracker.apply_snapshot(samples.table_snapshot(seats=6, to_act=None), NOW)
    tracker.apply_event(_event("seating", players=["p2", "p4"], seats=[2, 4],
                               button_seat=4, small_blind_seat=4, big_blind_seat=2))
    view = tracker.apply_event(_event("hand_started", game=game, stacks=[900, 800],
                                      small_blind=10, big_blind=20, ante=0))
    assert [(s.seat, s.cards) for s in view.seats if s.cards] == [
        (2, ("??",) * down), (4, ("??",) * down)]
    view = tracker.apply_event(_event("action", 4, kind="fold", amount=0))
    folded = view.seat(4)
    assert folded is not None and folded.folded


def test_an_observer_sees_a_player_sit_down_before_any_hand() -> None:
    """Someone sits down at a table nobody plays at yet: the observer's felt shows them
    with their chips at once (it waited for a hand that never came: seen after a server
    restart, the other player back first)."""
    tracker = TableTracker("t1", "you")
    snap = samples.table_snapshot(seats=6, to_act=None)
    rows = tuple(msgspec.structs.replace(r, player_id=None, name="", stack=0)
                 for r in snap.seats)
    tracker.apply_snapshot(msgspec.structs.replace(snap, seats=rows, hand_id=None,
                                                   your_seat=None), NOW)
    view = tracker.apply_event(TableEvent(table_id="t1", seat=1, player_id="bob",
                                          body=PlayerJoined(name="Bob", stack=10000)))
    bob = view.seat(1)
    assert bob is not None and (bob.name, bob.stack, bob.is_hero) == ("Bob", 10000, False)


def test_bounty_badges_follow_the_players_tab() -> None:
    """Bounty tournaments: each seat shows the bounty on that player."""
    tracker = TableTracker("t1", "you")
    tracker.apply_snapshot(samples.table_snapshot(seats=6), NOW)
    view = tracker.set_bounties({"p4": "$2.50"})
    seat = view.seat(4)
    assert seat is not None and seat.bounty == "$2.50"
    assert all(s.bounty == "" for s in view.seats if s.seat != 4)
    again = tracker.apply_snapshot(samples.table_snapshot(seats=6), NOW).seat(4)
    assert again is not None and again.bounty == "$2.50"


def test_clock_counts_normal_time_then_the_time_bank_to_the_rooms_fold() -> None:
    """Time bank: the clock shows the normal time with the bank still to come, then
    switches to the bank counting down from full, and reaches 0 exactly when the room folds
    the player: the room's one deadline already counts the bank, and the label never adds
    it twice ("4s +30s bank" and then a fold at 0 was the bug)."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    table = Table("t1", 3, "NLHE", clock, timing=TimingPolicy(15, 30))
    for seat, player in ((1, "a"), (2, "b"), (3, "c")):
        table.sit(player, seat, 1000)
    table.start_hand(Blinds(5, 10, 0), seed=3)
    row = timer_row(table)
    assert row is not None and row.time_bank == 30

    def shown() -> TimerView:
        view = timer_view(row, clock.now(), 15)
        assert view is not None
        return view

    assert timer_label(shown()) == "15s  +30s bank" and shown().share == 1.0
    clock.advance(11)
    assert timer_label(shown()) == "4s  +30s bank" and not shown().in_bank
    clock.advance(4)
    assert shown().in_bank and timer_label(shown()) == "Time bank 30s"
    assert shown().share == 1.0  # the bank starts from a full bar
    clock.advance(29)
    assert timer_label(shown()) == "Time bank 1s" and not table.check_timeout()
    clock.advance(1)
    assert timer_label(shown()) == "Time bank 0s" and table.check_timeout()


def test_a_snapshot_between_hands_keeps_the_last_showdown_until_the_next_deal() -> None:
    """The hand that busted the viewer ends on screen: a snapshot sent between hands (the
    viewer now watching) keeps the board, the cards shown and the busted seat until the
    next hand is dealt; a table the room closed says so."""
    tracker = TableTracker("t1", "you")
    snap = samples.table_snapshot(seats=6, to_act=None)
    tracker.apply_snapshot(snap, NOW)
    tracker.apply_event(_event("seating", players=["you", "p2"], seats=[1, 2], button_seat=1,
                               small_blind_seat=1, big_blind_seat=2))
    tracker.apply_event(_event("hand_started", game="NLHE", stacks=[100, 900],
                               small_blind=10, big_blind=20, ante=0))
    tracker.apply_event(_event("action", 1, kind="call", amount=100, all_in=True))
    tracker.apply_event(_event("deal_board", cards=["2c", "3d", "4s", "5h", "9c"]))
    tracker.apply_event(_event("showdown", 2, cards=["Qs", "Qd"]))
    tracker.apply_event(_event("pot_awarded", 2, pot=0, amount=200))
    tracker.apply_event(_event("hand_ended"))
    assert tracker.busted()
    rows = tuple(msgspec.structs.replace(r, hole_cards=(), cards_count=0, bet=0)
                 for r in snap.seats if r.seat != 1)
    view = tracker.apply_snapshot(msgspec.structs.replace(
        snap, seats=rows, hand_id=None, board=(), pots=(), your_seat=None, timer=None), NOW)
    assert view.board == ("2c", "3d", "4s", "5h", "9c")
    shown = view.seat(2)
    assert shown is not None and shown.cards == ("Qs", "Qd")
    gone = view.seat(1)
    assert gone is not None and not gone.is_hero and tracker.hero_seat is None
    view = tracker.apply_event(TableEvent(table_id="t1", hand_id="h3", body=Seating(
        players=("p2", "p3"), seats=(2, 3), button_seat=2, small_blind_seat=2,
        big_blind_seat=3)))
    assert view.board == () and view.seat(1) is None
    view = tracker.apply_event(TableEvent(table_id="t1", body=TableClosed()))
    assert view.status_text == "This table is closed"


def test_a_player_the_hand_busted_is_shown_busted_not_all_in(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen at a sit & go: an opponent who lost their last chips still read "ALL-IN" after
    the hand, as if it went on. Once the hand is over their plate says "Busted", through
    the room's view between hands, until the next deal empties the seat."""
    tracker = TableTracker("t1", "you")
    snap = samples.table_snapshot(seats=6, to_act=None)
    tracker.apply_snapshot(snap, NOW)
    tracker.apply_event(_event("seating", players=["you", "p2"], seats=[1, 2], button_seat=1,
                               small_blind_seat=1, big_blind_seat=2))
    tracker.apply_event(_event("hand_started", game="NLHE", stacks=[900, 100],
                               small_blind=10, big_blind=20, ante=0))
    tracker.apply_event(_event("action", 2, kind="raise", amount=100, all_in=True))
    tracker.apply_event(_event("action", 1, kind="call", amount=100))
    tracker.apply_event(_event("deal_board", cards=["2c", "3d", "4s", "5h", "9c"]))
    tracker.apply_event(_event("showdown", 1, cards=["Qs", "Qd"]))
    tracker.apply_event(_event("pot_awarded", 1, pot=0, amount=200))
    out = tracker.view.seat(2)
    assert out is not None and plate_text(out) == "ALL-IN"  # the hand is still being told
    view = tracker.apply_event(_event("hand_ended", final_stacks=[1000, 0]))
    out = view.seat(2)
    assert out is not None and plate_text(out) == "Busted"
    texts = _painted_texts(qtbot, monkeypatch, view)
    assert "Busted" in texts and "ALL-IN" not in texts
    rows = tuple(r for r in snap.seats if r.seat != 2)
    view = tracker.apply_snapshot(msgspec.structs.replace(
        snap, seats=rows, hand_id=None, board=(), pots=(), timer=None), NOW)
    out = view.seat(2)
    assert out is not None and plate_text(out) == "Busted"
    view = tracker.apply_event(TableEvent(table_id="t1", hand_id="h3", body=Seating(
        players=("you", "p3"), seats=(1, 3), button_seat=3, small_blind_seat=3,
        big_blind_seat=1)))
    assert view.seat(2) is None


def test_the_felt_does_not_turn_when_the_player_leaves_their_seat(qtbot: QtBot) -> None:
    """Seen playing: after a bust the table turned so another player sat at the bottom."""
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 560)
    tracker = TableTracker("t1", "you")
    snap = samples.table_snapshot(to_act=None)
    rows = [msgspec.structs.replace(r, player_id="p1") if r.seat == 1 else
            msgspec.structs.replace(r, player_id="you") if r.seat == 4 else r
            for r in snap.seats]
    widget.set_view(tracker.apply_snapshot(
        msgspec.structs.replace(snap, seats=tuple(rows), your_seat=4), NOW))
    bottom = widget.seat_centre(4)
    assert bottom.y() > widget.seat_centre(1).y()
    gone = [msgspec.structs.replace(r, player_id=None, name="", stack=0) if r.seat == 4 else r
            for r in rows]
    widget.set_view(tracker.apply_snapshot(
        msgspec.structs.replace(snap, seats=tuple(gone), your_seat=None), NOW))
    assert widget.seat_centre(4) == bottom


def test_a_stud_hand_shows_up_cards_apart_and_no_button_or_blinds(qtbot: QtBot) -> None:
    """Stud: up cards are kept apart from the down cards (everyone sees them, so their
    ranks must read: each face at least half a card from the next), an opponent's backs
    packed tight, the player's own down cards standing higher; no D, SB or BB discs and
    the felt names the limits, not blinds; a seventh-street card dealt down to the player
    puts one more back in front of each opponent still in (none before a seat not dealt
    in)."""
    tracker = TableTracker("t1", "you")
    tracker.apply_snapshot(samples.table_snapshot(seats=6, to_act=None), NOW)
    tracker.apply_event(_event("seating", players=["you", "p2"], seats=[1, 2],
                               button_seat=2, small_blind_seat=2, big_blind_seat=1))
    view = tracker.apply_event(_event("hand_started", game="RAZZ", stacks=[900, 800],
                                      small_blind=0, big_blind=200, ante=20))
    assert (view.button, view.small_blind_seat, view.big_blind_seat) == (None, None, None)
    assert view.blinds_text == "RAZZ · Limit 200/400 · Ante 20"
    tracker.apply_event(_event("deal_hole", 1, cards=["Ah", "2c"]))
    for seat, card in ((1, "3d"), (2, "Kc")):
        tracker.apply_event(_event("deal_up", seat, cards=[card]))
    for seat, card in ((1, "4s"), (2, "Tc"), (1, "5h"), (2, "9d"), (1, "7c"), (2, "8d")):
        view = tracker.apply_event(_event("deal_up", seat, cards=[card]))
    view = tracker.apply_event(_event("deal_hole", 1, cards=["6d"]))
    hero, other = view.seat(1), view.seat(2)
    assert hero is not None and other is not None
    assert hero.cards == ("Ah", "2c", "6d") and hero.up_cards == ("3d", "4s", "5h", "7c")
    assert other.cards == ("??", "??", "??") and other.up_cards == ("Kc", "Tc", "9d", "8d")
    assert all(not s.cards and not s.up_cards for s in view.seats if s.seat not in (1, 2))
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 560)
    widget.set_view(view)
    geo = widget._geometry()
    placed = geo.placed_cards(widget.seat_centre(2), other)
    assert [card for _rect, card in placed] == ["??", "??", "??", "Kc", "Tc", "9d", "8d"]
    width = placed[0][0].width()
    gaps = [b.left() - a.left() for (a, _x), (b, _y) in pairwise(placed)]
    assert all(gap < width * 0.3 for gap in gaps[:3])  # backs packed
    assert all(gap >= width * 0.5 for gap in gaps[3:])  # faces read
    mine = geo.placed_cards(widget.seat_centre(1), hero)
    assert all(rect.top() < mine[3][0].top() for rect, _card in mine[:3])  # down cards up
    widget.grab()  # paints without error
    view = tracker.apply_event(_event("showdown", 2, cards=["Kc", "Tc", "Qs", "9d", "8d",
                                                             "Js", "2h"]))
    shown = view.seat(2)
    assert shown is not None and shown.cards == ("Qs", "Js", "2h")
    assert shown.up_cards == ("Kc", "Tc", "9d", "8d")


def _painted(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, view: TableView,
             size: tuple[int, int] = (900, 560)) -> list[tuple[str, float, float]]:
    """Every text the felt paints for `view`: the text, its width in the painter's font,
    and the width of the rectangle it is drawn in (0 when drawn at a point)."""
    drawn: list[tuple[str, float, float]] = []
    original = QPainter.drawText

    def record(painter: QPainter, *args: object) -> None:
        rect = next((a.width() for a in args if isinstance(a, QRectF)), 0.0)
        drawn.extend((a, painter.fontMetrics().horizontalAdvance(a), rect)
                     for a in args if isinstance(a, str))
        original(painter, *args)  # type: ignore[call-overload]

    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.set_view(view)
    monkeypatch.setattr(QPainter, "drawText", record)
    widget.grab()
    monkeypatch.undo()
    return drawn


def _painted_texts(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, view: TableView) -> list[str]:
    """Every text the felt paints for `view`."""
    return [text for text, _width, _rect in _painted(qtbot, monkeypatch, view)]


@pytest.mark.parametrize(("players", "waiting"), [(0, True), (1, True), (2, False)])
def test_an_empty_or_one_player_cash_table_says_it_waits_for_players(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, players: int, waiting: bool) -> None:
    """PokerStars shows "Waiting for players" on a table nobody (or one player) sits at;
    seen: the felt said nothing, as if the table were broken."""
    seats = tuple(SeatView(seat=n, name=f"P{n}", stack=1000) for n in range(1, players + 1))
    view = TableView(table_id="cash", title="Cash", max_seats=6, seats=seats, first_seat=1)
    assert ("Waiting for players" in _painted_texts(qtbot, monkeypatch, view)) is waiting


def test_a_hand_that_busted_a_player_is_no_table_waiting_for_players(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen replaying a sit & go's last hand: its last step, the board and both hands
    shown, said "Waiting for players" over the board (the loser's stack was 0)."""
    seats = (SeatView(seat=1, name="You", stack=0, cards=("Th", "6c"), is_hero=True),
             SeatView(seat=2, name="Bot", stack=13500, cards=("Qs", "Ks")))
    view = TableView(table_id="t", title="Replay", max_seats=9, seats=seats, first_seat=1,
                     board=("Td", "5h", "7h", "3d", "Qd"), blinds_text="Hand over")
    assert "Waiting for players" not in _painted_texts(qtbot, monkeypatch, view)


def test_stud_and_draw_felts_draw_no_board_places(qtbot: QtBot,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen at 2-7 triple draw: five dashed board places in the middle of the felt, for
    cards the game never deals. Flop games keep them; a mixed game follows its hand."""
    tracker = TableTracker("t1", "you")
    snap = samples.table_snapshot(to_act=None)
    assert tracker.apply_snapshot(snap, NOW).board_places
    assert not tracker.apply_snapshot(msgspec.structs.replace(snap, game="27TD"),
                                      NOW).board_places
    started = _event("hand_started", game="RAZZ", stacks=[1000, 1000], small_blind=5,
                     big_blind=10)
    assert not tracker.apply_event(started).board_places
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 560)
    drawn: list[int] = []
    monkeypatch.setattr(QPainter, "drawRoundedRect", lambda *_args: drawn.append(1))
    counts = []
    for places in (True, False):
        drawn.clear()
        widget.set_view(TableView(table_id="t", title="T", max_seats=2, first_seat=1,
                                  board_places=places))
        widget.grab()
        counts.append(len(drawn))
    assert counts[0] - counts[1] == 5  # the five places, and only them


def test_empty_seat_labels_are_whole_on_a_narrow_felt(qtbot: QtBot,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen beside the deal panel (the felt 360 px wide): "mpty sea", the words cut by
    their box. The box is as wide as the words at their legible size, inside the felt."""
    view = TableView(table_id="t", title="T", max_seats=9, first_seat=1,
                     seats=(SeatView(seat=1, name="You", stack=1000, is_hero=True),))
    empty = [(width, rect) for text, width, rect in
             _painted(qtbot, monkeypatch, view, size=(360, 400)) if text == "Empty seat"]
    assert len(empty) == 8
    assert all(width <= rect for width, rect in empty), empty


def test_the_felt_names_the_game_as_the_lobby_does() -> None:
    """Seen at a mixed hold'em table before its first hand: "MIXED_HOLDEM · Blinds ..."."""
    assert blinds_text("MIXED_HOLDEM", 50, 100, 0, "USD") == "Mixed HE · Blinds $0.50/$1"
    assert blinds_text("NLHE", 50, 100, 10, "") == "NLHE · Blinds 50/100 · Ante 10"


def test_a_limit_felt_says_its_limits_as_its_title_does() -> None:
    """Seen at Deneb, "FL Hold'em $1/$2": the felt said only "Blinds $0.50/$1", as if the
    stakes were others. A limit game's felt says its limits first, then its blinds."""
    assert blinds_text("FLHE", 50, 100, 0, "USD") == "FLHE · Limit $1/$2 · Blinds $0.50/$1"
    assert blinds_text("27TD", 25, 50, 0, "") == "27TD · Limit 50/100 · Blinds 25/50"
    assert blinds_text("PLO", 5, 10, 0, "USD") == "PLO · Blinds $0.05/$0.10"


def test_a_stud_felt_says_its_bring_in() -> None:
    """Seen at razz: the felt said "RAZZ · Limit $2/$4 · Ante $0.20" and never what the
    bring-in costs; as PokerStars' table info, it says "Bring-in $0.50" (the room's small
    blind at a stud table is its bring-in)."""
    assert blinds_text("RAZZ", 50, 200, 20, "USD") == \
        "RAZZ · Limit $2/$4 · Ante $0.20 · Bring-in $0.50"
    assert blinds_text("STUD", 10, 20, 0, "") == "STUD · Limit 20/40 · Bring-in 10"


def test_blind_markers_and_the_button_hold_their_letters_on_a_small_felt(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen at 200% with the chat below (the felt 700x170 logical px): "5B" and "3B", the
    letters cut by their discs. A marker is never smaller than its letters at the
    legible size."""
    view = TableTracker("t1", "you").apply_snapshot(samples.table_snapshot(seats=6), NOW)
    view = replace(view, small_blind_seat=2, big_blind_seat=3)
    marks = [(width, rect) for text, width, rect in
             _painted(qtbot, monkeypatch, view, size=(700, 170)) if text in ("SB", "BB", "D")]
    assert len(marks) == 3
    assert all(width <= rect for width, rect in marks), marks


def test_the_players_own_draw_puts_the_new_cards_in_their_hand() -> None:
    """2-7 triple draw: after the player throws two, the felt shows the three kept and the
    two received (it kept showing the cards thrown)."""
    tracker = TableTracker("t1", "you")
    tracker.apply_snapshot(samples.table_snapshot(seats=6, to_act=None), NOW)
    tracker.apply_event(_event("seating", players=["you", "p2"], seats=[1, 2],
                               button_seat=1, small_blind_seat=1, big_blind_seat=2))
    tracker.apply_event(_event("hand_started", game="27TD", stacks=[900, 800],
                               small_blind=10, big_blind=20, ante=0))
    tracker.apply_event(_event("deal_hole", 1, cards=["3h", "8h", "9h", "5s", "9d"]))
    view = tracker.apply_event(_event("draw", 1, discarded=["9h", "9d"],
                                      received=["2c", "7d"]))
    hero = view.seat(1)
    assert hero is not None and hero.cards == ("3h", "8h", "5s", "2c", "7d")


@pytest.mark.parametrize("size", [(900, 560), (640, 360), (360, 190)])
@pytest.mark.parametrize(("code", "seats"), [("PLO", 10), ("PLO", 6), ("27TD", 6)])
def test_opponents_shown_hands_read_and_stay_off_their_neighbours(
        qtbot: QtBot, code: str, seats: int, size: tuple[int, int]) -> None:
    """Seen at Omaha and draw showdowns: an opponent's four or five cards, fanned as tight
    as their backs, hid each other's ranks and suits. Shown faces keep every corner index
    in sight, and no seat's cards reach a neighbour's cards or seat box."""
    faces = [r + s for s in "shdc" for r in "AKQJT98765432"]
    count = GAMES[code].hole_count
    view = TableView(table_id="t", title="t", max_seats=seats, first_seat=1, seats=tuple(
        SeatView(seat=n, name=f"Player{n}", stack=1000, is_hero=n == 1,
                 cards=tuple(faces[(n - 1) * count:n * count])) for n in range(1, seats + 1)))
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.set_view(view)
    geo = widget._geometry()
    spots = {}
    for record in view.seats:
        point = widget.seat_centre(record.seat)
        placed = [rect for rect, _card in geo.placed_cards(point, record)]
        for i, rect in enumerate(placed):
            assert not any(index_rect(rect).intersects(later) for later in placed[i + 1:]), \
                (record.seat, i)
        spots[record.seat] = (geo.cards(point, record), geo.seat_box(point))
    for seat, (cards, _box) in spots.items():
        assert cards is not None
        others = [r for other, pair in spots.items() if other != seat for r in pair]
        assert not any(cards.intersects(r) for r in others if r is not None), seat
