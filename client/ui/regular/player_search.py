"""Find a player: which tables and tournaments they are in, from the room and from what
the client has seen itself.

`PlayerDirectory` keeps, for every player name the client has seen, where it saw them:
seated at a table (a snapshot of a table we watch or play) or entered in a tournament (its
Players tab); and, apart from those, the room's answers to ``FindPlayer`` (every ring seat
and tournament the lobby shows, by the start of the name). A sighting is replaced when
the same place (or the room, for the same name) reports again and dropped when it says the
player is gone. `PlayerSearch` is the window: type a name, the room is asked once the
typing pauses, see where they play, double-click to go there. "Look in every tournament"
still asks the Players tab of the live tournaments (bounded), for a room without
``FindPlayer``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.protocol.messages import PlayerLocations, TableSnapshot, TournamentPlayers
from client.ui.table.table_state import chips_text
from client.ui.table.window_fit import resize_within_screen

#: At most this many tournaments are asked for their players by one "look everywhere".
LOOK_LIMIT = 100
#: Ask the room once the typing has paused this long.
ASK_DELAY_MS = 300


@dataclass(frozen=True)
class Sighting:
    """Where a player was seen: a table ("table", table id) or a tournament."""

    name: str
    kind: str  # "table" or "tournament"
    place_id: str
    detail: str
    seen: datetime
    title: str = ""  # the place's name, when the report gave it


class PlayerDirectory:
    """Player name -> where the client saw them, kept current by the events it gets."""

    def __init__(self) -> None:
        self._places: dict[tuple[str, str], dict[str, Sighting]] = {}
        self._room: dict[tuple[str, str], dict[str, Sighting]] = {}  # FindPlayer answers

    def record_table(self, snap: TableSnapshot, now: datetime, currency: str = "") -> None:
        """Everyone seated at a table (replaces what this table said before)."""
        self._places[("table", snap.table_id)] = {
            row.name.casefold(): Sighting(row.name, "table", snap.table_id,
                                          _seat_text(row.seat, row.stack, currency,
                                                     all_in=row.all_in), now)
            for row in snap.seats if row.name}

    def record_tournament(self, event: TournamentPlayers, now: datetime) -> None:
        """Everyone entered in a tournament, with their stack or finishing place."""
        seen = {}
        for player in event.players:
            if player.place is not None:
                detail = f"finished {player.place}"
            else:
                detail = _entry_text(player.stack, player.table_id)
            seen[player.name.casefold()] = Sighting(player.name, "tournament",
                                                    event.tournament_id, detail, now)
        self._places[("tournament", event.tournament_id)] = seen

    def record_locations(self, event: PlayerLocations, now: datetime,
                         currency: Callable[[str], str] = lambda _t: "") -> None:
        """The room's answer for names starting with ``event.query``: it replaces the
        room's earlier word on those names (``currency``: of a ring table, by id)."""
        needle = event.query.casefold()
        for seen in self._room.values():
            for key in [k for k in seen if k.startswith(needle)]:
                del seen[key]
        for player in event.players:
            key = player.name.casefold()
            for t in player.tables:
                text = _seat_text(t.seat, t.stack, currency(t.table_id)) + \
                    (", sitting out" if t.sitting_out else "")
                self._room.setdefault(("table", t.table_id), {})[key] = Sighting(
                    player.name, "table", t.table_id, text, now, t.name)
            for e in player.tournaments:
                self._room.setdefault(("tournament", e.tournament_id), {})[key] = Sighting(
                    player.name, "tournament", e.tournament_id,
                    _entry_text(e.stack, e.table_id), now, e.name)

    def forget(self, kind: str, place_id: str) -> None:
        """A place is gone (table closed, tournament removed from the lobby)."""
        self._places.pop((kind, place_id), None)
        self._room.pop((kind, place_id), None)

    def find(self, query: str) -> list[Sighting]:
        """Sightings of players whose name contains `query` (any case): exact names
        first, then by name and place; of two reports of one place, the later."""
        needle = query.strip().casefold()
        if not needle:
            return []
        latest: dict[tuple[str, str, str], Sighting] = {}
        for layer in (self._places, self._room):
            for seen in layer.values():
                for key, s in seen.items():
                    mark = (key, s.kind, s.place_id)
                    if needle in key and (mark not in latest or latest[mark].seen <= s.seen):
                        latest[mark] = s
        return sorted(latest.values(), key=lambda s: (s.name.casefold() != needle,
                                                      s.name.casefold(), s.kind, s.place_id))

    def names(self) -> int:
        """How many different players the client knows about."""
        return len({key for layer in (self._places, self._room) for seen in layer.values()
                    for key in seen})


def _seat_text(seat: int, stack: int, currency: str, all_in: bool = False) -> str:
    return f"seat {seat}, " + ("all-in" if all_in and not stack else
                               chips_text(stack, currency))


def _entry_text(stack: int, table_id: str | None) -> str:
    return f"{stack:,} chips at table {table_id}" if table_id else "registered"


class PlayerSearch(QWidget):
    """The Find a player window."""

    tableRequested = Signal(str)  # table id: watch it
    tournamentRequested = Signal(str)  # tournament id: open its lobby
    lookEverywhereRequested = Signal()
    searchRequested = Signal(str)  # the typed text, once typing pauses: ask the room

    def __init__(self, directory: PlayerDirectory,
                 titles: dict[tuple[str, str], str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Find a player"))
        resize_within_screen(self, QSize(640, 420))  # smaller on a small screen
        self.directory = directory
        #: Display names of places by (kind, id), filled in by the session.
        self.titles: dict[tuple[str, str], str] = titles if titles is not None else {}
        self.query = QLineEdit(placeholderText="Player name (or part of it)…")
        self.query.setClearButtonEnabled(True)
        self.look_button = QPushButton(self.tr("&Look in every tournament"))
        self.look_button.setToolTip("Ask the room for the players of every running and "
                                    f"registering tournament (up to {LOOK_LIMIT})")
        self.results = QTableWidget(0, 3)
        self.results.setHorizontalHeaderLabels(["Player", "Where", "Details"])
        self.results.verticalHeader().hide()
        self.results.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.results.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.go_button = QPushButton(self.tr("&Go there"))
        self._found: list[Sighting] = []
        self._ask_timer = QTimer(self)
        self._ask_timer.setSingleShot(True)
        self._ask_timer.setInterval(ASK_DELAY_MS)
        self._ask_timer.timeout.connect(self._ask_room)
        top = QHBoxLayout()
        top.addWidget(self.query, 1)
        top.addWidget(self.look_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.go_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.results, 1)
        layout.addLayout(bottom)
        self.query.textChanged.connect(lambda _t: self.refresh())
        self.query.textChanged.connect(lambda _t: self._ask_timer.start())
        self.results.doubleClicked.connect(lambda _i: self.go())
        self.go_button.clicked.connect(self.go)
        self.look_button.clicked.connect(self.lookEverywhereRequested)
        self.refresh()

    def refresh(self) -> None:
        """Search again (the directory changed, or the query did)."""
        self._found = self.directory.find(self.query.text())
        self.results.setRowCount(len(self._found))
        for row, sighting in enumerate(self._found):
            title = self.titles.get((sighting.kind, sighting.place_id),
                                    sighting.title or sighting.place_id)
            where = f"Table {title}" if sighting.kind == "table" else f"Tournament {title}"
            for column, text in enumerate((sighting.name, where, sighting.detail)):
                self.results.setItem(row, column, QTableWidgetItem(text))
        if self._found:
            self.results.selectRow(0)
        self.go_button.setEnabled(bool(self._found))
        known = self.directory.names()
        if not self.query.text().strip():
            self.status.setText(f"{known} players seen at the tables and tournaments you "
                                "looked at; type a name to ask the room.")
        elif not self._found:
            self.status.setText("Not at any table or tournament in the lobby.")
        else:
            self.status.setText(f"Seen in {len(self._found)} place"
                                f"{'s' if len(self._found) != 1 else ''}.")

    def room_refused(self, message: str) -> None:
        """The room could not search (one without ``FindPlayer``): say so, keep what was
        seen."""
        self.status.setText(f"The room did not search ({message}); showing where you saw "
                            "players. Try “Look in every tournament”.")

    def _ask_room(self) -> None:
        text = self.query.text().strip()
        if text:
            self.searchRequested.emit(text[:64])

    def go(self) -> Sighting | None:
        """Open the selected place: watch the table, or open the tournament lobby."""
        row = self.results.currentRow()
        if not 0 <= row < len(self._found):
            return None
        sighting = self._found[row]
        if sighting.kind == "table":
            self.tableRequested.emit(sighting.place_id)
        else:
            self.tournamentRequested.emit(sighting.place_id)
        return sighting


def look_targets(rows: Iterable[tuple[str, str]]) -> list[str]:
    """Tournament ids worth asking for players: running or registering, at most
    `LOOK_LIMIT` (rows are (tournament id, status))."""
    wanted = {"running", "registering", "late_registration"}
    return [tid for tid, status in rows if status in wanted][:LOOK_LIMIT]
