"""Replay a hand step by step on the painted table: one of the player's own hands, or a
hand from an opened hand history file (`ReplaySource`).

The steps and frames come from `client.practice.replay` (the same replay the QA tools
use). An own hand is fed with the protocol events the player received, so its replay shows
exactly what the player saw: other players' cards only where they were shown down.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import msgspec
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from client.practice.from_here import PlayFromHereError, scenario_from_steps
from client.practice.replay import Frame, HandReplay, Step, wire_step
from client.protocol.messages import TableEvent
from client.protocol.table_bodies import Seating
from client.ui.app.i18n import translate
from client.ui.table.table_state import SeatView, TableView, chips_text
from client.ui.table.table_widget import TableWidget
from client.ui.table.window_fit import resize_within_screen

if TYPE_CHECKING:  # history imports the file side, which builds ReplaySources
    from client.ui.histories.history import HandRecord


@dataclass(frozen=True)
class ReplaySource:
    """What a replay window shows: the steps, where each player sits, and how amounts read."""

    title: str
    steps: Sequence[Step]
    seat_of: Mapping[str, int]
    hero_seat: int | None = None
    table_id: str = ""
    max_seats: int = 9
    first_seat: int = 1
    button: int | None = None
    #: Cash hands: the currency the amounts are cents of ("" for chips).
    currency: str = ""

    def amount(self, chips: int) -> str:
        """An amount as the table shows it ("$2.35" at a cash hand, "1,500" in chips)."""
        return chips_text(chips, self.currency)


def record_source(record: HandRecord, max_seats: int = 9) -> ReplaySource:
    """The replay of one of the player's own hands, as they saw it: at a cash table in the
    table's money (its chips are cents), with the button where it was."""
    steps, seat_of = replay_steps(record)
    title = translate("ReplayWindow", "hand #%1").replace("%1", record.number)
    log = record.log
    return ReplaySource(title, steps, seat_of, record.hero_seat, record.table_id, max_seats,
                        button=log.button_seat if log is not None else None,
                        currency=log.table.currency if log is not None else "")


def replay_steps(record: HandRecord) -> tuple[list[Step], dict[str, int]]:
    """Replay steps with players named as at the table, and each name's seat number."""
    seat_of_player: dict[str, int] = {}
    for event in record.events:
        if event.player_id is not None and event.seat is not None:
            seat_of_player[event.player_id] = event.seat
        if isinstance(event.body, Seating):
            seat_of_player.update(zip(event.body.players, event.body.seats, strict=False))
    name_of = {pid: record.names.get(seat, pid) for pid, seat in seat_of_player.items()}
    steps = [_named(event, name_of) for event in record.events]
    return steps, {name_of[pid]: seat for pid, seat in seat_of_player.items()}


def _named(event: TableEvent, name_of: dict[str, str]) -> Step:
    body = event.body
    if isinstance(body, Seating):
        body = msgspec.structs.replace(body, players=tuple(name_of.get(p, p)
                                                           for p in body.players))
    who = name_of.get(event.player_id, event.player_id) if event.player_id else None
    return wire_step(event.kind, who, body)


def frame_view(frame: Frame, source: ReplaySource) -> TableView:
    """A replay frame as a TableView for the painted table. Cards nobody saw are backs
    ("??"), as many as the viewer (or, with no viewer, anyone) holds down; stud's up
    cards beside them, as at the table."""
    seat_of = source.seat_of
    hero_name = next((n for n, s in seat_of.items() if s == source.hero_seat), None)
    if hero_name is not None:
        dealt = len(frame.cards.get(hero_name, ()))
    else:
        dealt = max((len(c) for c in frame.cards.values()), default=0)
    seats = []
    for name in frame.players:
        seat = seat_of.get(name)
        if seat is None:
            continue
        folded = name in frame.folded
        up = frame.up_cards.get(name, ())
        cards = frame.cards.get(name) or (() if folded else ("??",) * dealt)
        seats.append(SeatView(seat=seat, name=name, stack=frame.stacks.get(name, 0),
                              bet=frame.bets.get(name, 0), cards=cards, up_cards=up,
                              folded=folded, is_hero=seat == source.hero_seat))
    in_pot = frame.pot - sum(frame.bets.values())
    return TableView(table_id=source.table_id, title=source.table_id or source.title,
                     max_seats=source.max_seats, seats=tuple(seats),
                     first_seat=source.first_seat,
                     board=frame.board, pots=(in_pot,) if in_pot > 0 else (),
                     button=source.button, blinds_text=frame.caption,
                     currency=source.currency)


class ReplayWindow(QWidget):
    """The table, a caption, and start / back / forward / end controls with a slider."""

    def __init__(self, source: ReplaySource | HandRecord, max_seats: int = 9,
                 parent: QWidget | None = None,
                 play_from_here: Callable[[str], None] | None = None) -> None:
        """``play_from_here`` (offline practice) is given the scenario of the hand from
        the step shown: a practice table in exactly that spot."""
        super().__init__(parent, Qt.WindowType.Window)
        if not isinstance(source, ReplaySource):
            source = record_source(source, max_seats)
        self.source = source
        self.setWindowTitle(self.tr("Replay — %1").replace("%1", source.title))
        resize_within_screen(self, QSize(960, 640))  # smaller on a small screen
        self.replay = HandReplay(source.steps, source.amount)
        self.table = TableWidget()
        self.table.animation_speed = 0
        self.caption = QLabel("")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.replay))
        self.slider.setAccessibleName(self.tr("Replay position"))
        buttons = QHBoxLayout()
        for text, key, move in (
                ("|◀", Qt.Key.Key_Home, lambda: self.replay.seek(0)),
                (self.tr("◀ &Back"), Qt.Key.Key_Left, self.replay.back),
                (self.tr("&Forward ▶"), Qt.Key.Key_Right, self.replay.forward),
                ("▶|", Qt.Key.Key_End, lambda: self.replay.seek(len(self.replay)))):
            button = QPushButton(text)
            button.clicked.connect(lambda _c=False, m=move: self._go(m))
            QShortcut(QKeySequence(key), self, lambda m=move: self._go(m))  # arrows step
            buttons.addWidget(button)
        buttons.addWidget(self.slider, 1)
        self.play_button = QPushButton(self.tr("&Play from here"))
        self.play_button.setToolTip(self.tr("Practice: a table in exactly this spot, the "
                                            "cards shown so far dealt, you to play on"))
        self.play_button.setVisible(play_from_here is not None)
        if play_from_here is not None:
            self.play_button.clicked.connect(lambda: self._play_from_here(play_from_here))
        buttons.addWidget(self.play_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.caption)
        layout.addLayout(buttons)
        self.slider.valueChanged.connect(lambda value: self._go(lambda: self.replay.seek(value)))
        seated = next((f.step for f in self.replay.frames if f.stacks), 0)
        self.replay.seek(seated)  # open on the players in their seats, stacks shown
        self._show()

    @property
    def view(self) -> TableView:
        """The table painted at the current step."""
        return frame_view(self.replay.frame, self.source)

    def scenario_here(self) -> str:
        """The scenario of the hand from the step shown (PlayFromHereError if it cannot)."""
        source = self.source
        hero = next((name for name, seat in source.seat_of.items()
                     if seat == source.hero_seat), None)
        return scenario_from_steps(source.steps, self.replay.position, hero,
                                   self.tr("Play from here — %1").replace("%1", source.title))

    def _play_from_here(self, play: Callable[[str], None]) -> None:
        try:
            play(self.scenario_here())
        except PlayFromHereError as exc:
            self.caption.setText(str(exc))

    def _go(self, move: Callable[[], object]) -> None:
        move()
        self._show()

    def _show(self) -> None:
        frame = self.replay.frame
        self.slider.blockSignals(True)
        self.slider.setValue(self.replay.position)
        self.slider.blockSignals(False)
        self.caption.setText(self.tr("Step %1 of %2: %3").replace(
            "%1", str(self.replay.position)).replace("%2", str(len(self.replay))).replace(
            "%3", frame.caption))
        self.table.set_view(self.view)
