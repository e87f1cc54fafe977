"""Replay one of the player's hands step by step on the painted table.

The steps and frames come from `client.practice.replay` (the same replay the QA tools
use), fed with the protocol events the player received, so a replay shows exactly what
the player saw: other players' cards only where they were shown down.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from client.practice.replay import Frame, HandReplay, Step
from client.protocol.messages import TableEvent
from client.ui.history import HandRecord
from client.ui.table_state import SeatView, TableView
from client.ui.table_widget import TableWidget


def replay_steps(record: HandRecord) -> tuple[list[Step], dict[str, int]]:
    """Replay steps with players named as at the table, and each name's seat number."""
    seat_of_player: dict[str, int] = {}
    for event in record.events:
        if event.player_id is not None and event.seat is not None:
            seat_of_player[event.player_id] = event.seat
        if event.kind == "seating":
            players = event.data.get("players", [])
            seats = event.data.get("seats", [])
            if isinstance(players, list) and isinstance(seats, list):
                seat_of_player.update({str(p): int(s) for p, s in zip(players, seats,
                                                                     strict=False)})
    name_of = {pid: record.names.get(seat, pid) for pid, seat in seat_of_player.items()}
    steps = [_named(event, name_of) for event in record.events]
    return steps, {name_of[pid]: seat for pid, seat in seat_of_player.items()}


def _named(event: TableEvent, name_of: dict[str, str]) -> Step:
    data = dict(event.data)
    if event.kind == "seating" and isinstance(data.get("players"), list):
        data["players"] = [name_of.get(str(p), str(p)) for p in data["players"]]
    who = name_of.get(event.player_id, event.player_id) if event.player_id else None
    return Step(event.kind, who, data)


def frame_view(frame: Frame, seat_of: dict[str, int], hero_seat: int | None, table_id: str,
               max_seats: int) -> TableView:
    """A replay frame as a TableView for the painted table."""
    hero_name = next((n for n, s in seat_of.items() if s == hero_seat), None)
    dealt = len(frame.cards.get(hero_name, ())) if hero_name else 0
    seats = []
    for name in frame.players:
        seat = seat_of.get(name)
        if seat is None:
            continue
        folded = name in frame.folded
        cards = frame.cards.get(name) or (() if folded else ("??",) * dealt)
        seats.append(SeatView(seat=seat, name=name, stack=frame.stacks.get(name, 0),
                              bet=frame.bets.get(name, 0), cards=cards, folded=folded,
                              is_hero=seat == hero_seat))
    in_pot = frame.pot - sum(frame.bets.values())
    return TableView(table_id=table_id, title=table_id, max_seats=max_seats,
                     seats=tuple(seats), first_seat=1, board=frame.board,
                     pots=(in_pot,) if in_pot > 0 else (), blinds_text=frame.caption)


class ReplayWindow(QWidget):
    """The table, a caption, and start / back / forward / end controls with a slider."""

    def __init__(self, record: HandRecord, max_seats: int = 9,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(f"Replay — hand #{record.hand_id}")
        self.resize(960, 640)
        steps, self._seat_of = replay_steps(record)
        self.replay = HandReplay(steps)
        self._record = record
        self._max_seats = max_seats
        self.table = TableWidget()
        self.table.animation_speed = 0
        self.caption = QLabel("")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.replay))
        self.slider.setAccessibleName("Replay position")
        buttons = QHBoxLayout()
        for text, move in (("|◀", lambda: self.replay.seek(0)), ("◀ &Back", self.replay.back),
                           ("&Forward ▶", self.replay.forward),
                           ("▶|", lambda: self.replay.seek(len(self.replay)))):
            button = QPushButton(text)
            button.clicked.connect(lambda _c=False, m=move: self._go(m))
            buttons.addWidget(button)
        buttons.addWidget(self.slider, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.caption)
        layout.addLayout(buttons)
        self.slider.valueChanged.connect(lambda value: self._go(lambda: self.replay.seek(value)))
        self._show()

    def _go(self, move: Callable[[], object]) -> None:
        move()
        self._show()

    def _show(self) -> None:
        frame = self.replay.frame
        self.slider.blockSignals(True)
        self.slider.setValue(self.replay.position)
        self.slider.blockSignals(False)
        self.caption.setText(f"Step {self.replay.position} of {len(self.replay)}: "
                             f"{frame.caption}")
        self.table.set_view(frame_view(frame, self._seat_of, self._record.hero_seat,
                                       self._record.table_id, self._max_seats))
