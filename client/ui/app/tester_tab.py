"""The tester tools' Tournament tab: move a practice tournament on (offline room only).

Pick a tournament the room has shown, then fast-forward it to the final table or to N
players left, set its clock (level and minutes into it), start the next level or a break
now, or cut a seat's link and bring it back. Each button emits one `TesterControl`; the
session sends it and the room answers with the usual events (or an error in the banner).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from client.protocol.messages import PlayerRow, TesterControl, TesterMove


class TesterTournamentTab(QWidget):
    """Buttons that send `TesterControl` for the chosen tournament."""

    control = Signal(object)  # a TesterControl

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tournament = QComboBox()
        self.tournament.setAccessibleName(self.tr("Tournament"))
        self.tournament.currentIndexChanged.connect(self._tournament_changed)
        self.final_table = QPushButton(self.tr("Fast-forward to the &final table"))
        self.left = QSpinBox()
        self.left.setRange(2, 10_000)
        self.left.setValue(9)
        self.left.setAccessibleName(self.tr("Players left"))
        self.to_left = QPushButton(self.tr("Fast-forward to this many players left"))
        self.level = QSpinBox()
        self.level.setRange(1, 100)
        self.level.setAccessibleName(self.tr("Level"))
        self.minutes = QDoubleSpinBox()
        self.minutes.setRange(0.0, 600.0)
        self.minutes.setDecimals(1)
        self.minutes.setAccessibleName(self.tr("Minutes into the level"))
        self.set_clock = QPushButton(self.tr("Set the &clock"))
        self.next_level = QPushButton(self.tr("&Next level now"))
        self.break_now = QPushButton(self.tr("&Break now"))
        self.player = QComboBox()
        self.player.setAccessibleName(self.tr("Player"))
        self.cut = QPushButton(self.tr("&Disconnect"))
        self.back = QPushButton(self.tr("&Reconnect"))
        self.final_table.clicked.connect(lambda: self._send(TesterMove.FINAL_TABLE))
        self.to_left.clicked.connect(lambda: self._send(TesterMove.PLAYERS_LEFT))
        self.set_clock.clicked.connect(lambda: self._send(TesterMove.SET_CLOCK))
        self.next_level.clicked.connect(lambda: self._send(TesterMove.NEXT_LEVEL))
        self.break_now.clicked.connect(lambda: self._send(TesterMove.BREAK))
        self.cut.clicked.connect(lambda: self._send(TesterMove.DISCONNECT))
        self.back.clicked.connect(lambda: self._send(TesterMove.DISCONNECT, connected=True))
        form = QFormLayout()
        form.addRow(self.tr("Tournament:"), self.tournament)
        form.addRow("", self.final_table)
        form.addRow(self.tr("Players left:"), _row(self.left, self.to_left))
        form.addRow(self.tr("Level:"), _row(self.level, self.minutes, self.set_clock))
        form.addRow("", _row(self.next_level, self.break_now))
        form.addRow(self.tr("Seat:"), _row(self.player, self.cut, self.back))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addStretch(1)
        self._players: dict[str, tuple[PlayerRow, ...]] = {}
        self._tournament_changed()

    def add_tournament(self, tournament_id: str, name: str) -> None:
        """A tournament the room showed (once; the newest is chosen)."""
        if self.tournament.findData(tournament_id) < 0:
            self.tournament.addItem(f"{name} ({tournament_id})", tournament_id)
            self.tournament.setCurrentIndex(self.tournament.count() - 1)

    def set_players(self, tournament_id: str, players: tuple[PlayerRow, ...]) -> None:
        """The tournament's Players tab: those still in can be cut off."""
        self._players[tournament_id] = players
        if tournament_id == self.tournament.currentData():
            self._fill_players()

    def _tournament_changed(self) -> None:
        self._fill_players()
        for button in (self.final_table, self.to_left, self.set_clock, self.next_level,
                       self.break_now, self.cut, self.back):
            button.setEnabled(self.tournament.currentData() is not None)

    def _fill_players(self) -> None:
        chosen = self.player.currentData()
        self.player.clear()
        for row in self._players.get(self.tournament.currentData() or "", ()):
            if row.place is None:
                self.player.addItem(row.name, row.player_id)
        found = self.player.findData(chosen)
        if found >= 0:
            self.player.setCurrentIndex(found)

    def _send(self, move: TesterMove, connected: bool = False) -> None:
        tournament_id = self.tournament.currentData()
        if tournament_id is None:
            return
        self.control.emit(TesterControl(
            tournament_id=tournament_id, move=move, players_left=self.left.value(),
            level=self.level.value(), minutes=self.minutes.value(),
            player=self.player.currentData(), connected=connected))


def _row(*widgets: QWidget) -> QWidget:
    """Widgets side by side in one form row."""
    box = QWidget()
    layout = QHBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    return box
