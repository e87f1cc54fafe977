"""The showdown's hand name on the felt never covers the dealer button, a blind marker, a
seat, its cards or the chips in front of it: checked by geometry (the rectangles the table
paints), at every table size from heads-up to ten seats, every button position, in a table
window of 800x600 and at the sizes a table has tiled four to a 1920x1080 screen at 2x."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from pytestqt.qtbot import QtBot

from client.ui.table.table_state import SeatView, TableView, TimerView
from client.ui.table.table_widget import TableWidget
from client.ui.table.table_window import TableWindow

LONG_NAME = "a full house, Kings full of Sevens"


def showdown(seats: int, button: int, cards: tuple[str, ...] = ("As", "Kd")) -> TableView:
    """Everyone still in shows down (the most crowded felt), the blinds beside the button,
    some chips still in front of two seats."""
    small = button % seats + 1
    big = small % seats + 1
    return TableView(
        table_id="t", title="t", max_seats=seats, first_seat=1, button=button,
        small_blind_seat=small, big_blind_seat=big,
        seats=tuple(SeatView(seat=s, name=f"Player {s}", stack=1500, cards=cards,
                             is_hero=s == 1, hand_name=LONG_NAME,
                             bet=200 if s in (small, big) else 0)
                    for s in range(1, seats + 1)))


def window_table_size(qtbot: QtBot, width: int, height: int) -> tuple[int, int]:
    """The felt widget's size in a table window of this size."""
    window = TableWindow("t", "you", "Table")
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    return window.table.width(), window.table.height()


@pytest.mark.parametrize("size", ["800x600 window", "minimum", "2x tiled", "large"])
def test_table_fits_hand_name_covers_no_button_cards_or_chips(qtbot: QtBot,
                                                             size: str) -> None:
    widget = TableWidget()
    qtbot.addWidget(widget)
    sizes = {"800x600 window": window_table_size(qtbot, 800, 600),
             "minimum": (widget.minimumWidth(), widget.minimumHeight()),
             "2x tiled": (480, 270), "large": (1400, 900)}
    widget.resize(*sizes[size])
    covered = []
    for seats in range(2, 11):
        for button in range(1, seats + 1):
            widget.set_view(showdown(seats, button))
            blocked = widget.felt_obstacles()
            assert blocked
            for seat in range(1, seats + 1):
                rect = widget.hand_name_rect(seat)
                assert rect is not None
                assert widget.rect().toRectF().contains(rect)
                covered += [(seats, button, seat) for b in blocked if rect.intersects(b)]
    assert not covered


def test_table_fits_hand_name_sits_under_its_seat_when_there_is_room(qtbot: QtBot) -> None:
    """With room under the seat box (nothing there), the name is right under it."""
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(1000, 620)
    view = showdown(6, 3)
    widget.set_view(view)
    hero = widget.hand_name_rect(1)
    centre = widget.seat_centre(1)
    assert hero is not None
    assert abs(hero.center().x() - centre.x()) < 1 and hero.top() > centre.y()


@pytest.mark.parametrize("size", ["800x600 window", "minimum", "2x tiled", "large"])
@pytest.mark.parametrize("held", [2, 4, 5])
def test_table_fits_button_and_blind_markers_cover_no_cards(qtbot: QtBot, size: str,
                                                            held: int) -> None:
    """Hold'em, Omaha and five-card Omaha: the dealer button and the SB/BB discs never
    sit on anyone's cards (the hero's four Omaha cards reached the BB disc at 800x600)."""
    widget = TableWidget()
    qtbot.addWidget(widget)
    sizes = {"800x600 window": window_table_size(qtbot, 800, 600),
             "minimum": (widget.minimumWidth(), widget.minimumHeight()),
             "2x tiled": (480, 270), "large": (1400, 900)}
    widget.resize(*sizes[size])
    geo = widget._geometry()
    covered = []
    for seats in range(2, 11):
        for button in range(1, seats + 1):
            view = showdown(seats, button, ("As", "Kd", "Qh", "Jc", "Ts")[:held])
            widget.set_view(view)
            hero = widget._hero_index()
            discs = [geo.button(view, hero), geo.blind_marker(view, view.small_blind_seat or 0,
                                                              hero),
                     geo.blind_marker(view, view.big_blind_seat or 0, hero)]
            for record in view.seats:
                cards = geo.cards(geo.seat_point(record.seat, seats, hero), record)
                assert cards is not None
                covered += [(seats, button, record.seat) for disc in discs
                            if disc is not None and disc.intersects(cards)]
    assert not covered


def test_the_timer_does_not_cover_an_action_label(qtbot: QtBot) -> None:
    """Seen at our turn: "Big blind" under our seat half hidden by the timer bar, a stripe
    of blue through it. The seat to act shows its clock there, and no label under it."""
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(1000, 620)
    timer = TimerView(seat=1, seconds_left=12, seconds_total=15, time_bank=30)
    labelled = replace(showdown(6, 3, ()), to_act=1, timer=timer)
    labelled = replace(labelled, seats=tuple(replace(s, hand_name="", last_action="Big blind")
                                             for s in labelled.seats))
    plain = replace(labelled, seats=tuple(replace(s, last_action="") if s.seat == 1 else s
                                          for s in labelled.seats))
    widget.set_view(labelled)
    with_label = widget.grab().toImage()
    widget.set_view(plain)
    assert with_label == widget.grab().toImage()


def test_a_small_table_elides_names_and_labels_to_their_boxes(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen at 200% on a 1920x1080 screen (the felt 915x203): "uckyHeron", "ig blin",
    "ise $1." spilling out of their seat boxes and pills, cut at both ends. Text never
    goes below its legible size, so a name too long for its box ends in "…" instead."""
    drawn: list[tuple[float, float, str]] = []
    original = QPainter.drawText

    def record(painter: QPainter, *args: object) -> None:
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            rect, text = args[0], args[2]
            drawn.append((rect.width(), painter.fontMetrics().horizontalAdvance(text), text))
        original(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", record)
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(480, 270)  # a table tiled four to a 1920x1080 screen at 200%
    view = showdown(6, 3, ())
    view = replace(view, seats=tuple(replace(s, name=f"MidnightFalcon{s.seat}", hand_name="",
                                             last_action="Raise $1.50", stack=4_998_250)
                                     for s in view.seats))
    widget.set_view(view)
    widget.grab()
    seat_texts = [d for d in drawn if d[2].startswith(("Midn", "Rais", "4,9"))]
    assert seat_texts
    assert [d for d in seat_texts if d[1] > d[0] + 0.5] == []
    assert any(d[2].endswith("…") for d in seat_texts)
