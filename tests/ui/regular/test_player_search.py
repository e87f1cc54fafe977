"""Find a player and the lobby's table preview, on real widgets and a real practice room.

The search window asks the room (``FindPlayer``) and merges its answer with what the
client has seen itself (tables it watches or plays, tournaments' Players tabs); the
preview asks for a one-off look at the selected cash table (``PreviewTable``), never
observing it.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.protocol.messages import (
    Command,
    EnteredIn,
    FindPlayer,
    Leave,
    LobbyUpdate,
    ObserveTable,
    PlayerLocation,
    PlayerLocations,
    PlayerRow,
    PreviewTable,
    SeatedAt,
    SeatRow,
    TableSnapshot,
    TournamentPlayers,
)
from client.ui.app.settings import SettingsStore
from client.ui.regular.player_search import LOOK_LIMIT, PlayerDirectory, PlayerSearch, look_targets
from tests.ui.test_cash_and_tools import ok_button, start, stop
from tests.ui.test_end_to_end import WAIT, click

NOW = datetime(2026, 12, 3, 7, 0, tzinfo=UTC)


def table(table_id: str, *names: str) -> TableSnapshot:
    return TableSnapshot(table_id=table_id, game="NLHE", max_seats=6, seats=tuple(
        SeatRow(seat=i + 1, player_id=f"p{i}", name=n, stack=1000 * (i + 1))
        for i, n in enumerate(names)))


def test_directory_finds_players_where_they_were_seen() -> None:
    directory = PlayerDirectory()
    directory.record_table(table("elm", "Carla", "Dmitri"), NOW, "USD")
    directory.record_tournament(TournamentPlayers(tournament_id="mtt1", players=(
        PlayerRow(player_id="c", name="Carla", stack=5400, table_id="mtt1-t2"),
        PlayerRow(player_id="k", name="Karl", place=17),
        PlayerRow(player_id="m", name="Carlos"))), NOW)
    found = directory.find("carla")
    assert [(s.name, s.kind, s.place_id) for s in found] == [
        ("Carla", "table", "elm"), ("Carla", "tournament", "mtt1")]
    assert found[0].detail == "seat 1, $10"
    assert found[1].detail == "5,400 chips at table mtt1-t2"
    assert [s.name for s in directory.find("CAR")] == ["Carla", "Carla", "Carlos"]
    assert directory.find("karl")[0].detail == "finished 17"
    assert directory.find("  ") == []
    directory.record_table(table("elm", "Dmitri"), NOW)  # Carla left the table
    assert [s.kind for s in directory.find("carla")] == ["tournament"]
    directory.forget("tournament", "mtt1")
    assert directory.find("carla") == [] and directory.names() == 1


def test_directory_merges_the_rooms_answer_with_what_it_saw() -> None:
    """The room's word on names starting with the query replaces its earlier answer for
    them; places the client saw itself stay, and one place is listed once (the later)."""
    directory = PlayerDirectory()
    directory.record_table(table("elm", "Carla"), NOW, "USD")
    later = NOW.replace(minute=5)
    directory.record_locations(PlayerLocations(query="car", players=(
        PlayerLocation(player_id="c", name="Carla", tables=(
            SeatedAt(table_id="elm", name="Elm", seat=1, stack=2500, sitting_out=True),),
            tournaments=(EnteredIn(tournament_id="mtt1", name="Sunday", table_id="mtt1-t2",
                                   stack=5400),)),
        PlayerLocation(player_id="o", name="Carlos", tables=(
            SeatedAt(table_id="oak", name="Oak", seat=3, stack=900),)))), later,
        lambda _t: "USD")
    found = directory.find("carl")
    assert [(s.name, s.place_id, s.title) for s in found] == [
        ("Carla", "elm", "Elm"), ("Carla", "mtt1", "Sunday"), ("Carlos", "oak", "Oak")]
    assert found[0].detail == "seat 1, $25, sitting out"
    assert found[1].detail == "5,400 chips at table mtt1-t2"
    directory.record_locations(PlayerLocations(query="carlo"), later)  # Carlos went home
    assert [s.name for s in directory.find("carl")] == ["Carla", "Carla"]
    assert directory.names() == 1


def test_look_everywhere_is_bounded_to_live_tournaments() -> None:
    rows = [(f"t{i}", "running" if i % 2 else "finished") for i in range(400)]
    targets = look_targets(rows)
    assert len(targets) == LOOK_LIMIT and all(int(t[1:]) % 2 for t in targets)


def test_search_window_goes_to_the_table_or_the_tournament(qtbot: QtBot) -> None:
    directory = PlayerDirectory()
    directory.record_table(table("elm", "Carla"), NOW)
    directory.record_tournament(TournamentPlayers(tournament_id="mtt1", players=(
        PlayerRow(player_id="c", name="Carla"),)), NOW)
    search = PlayerSearch(directory, {("table", "elm"): "Elm 0.50/1"})
    qtbot.addWidget(search)
    search.show()
    assert "1 players seen" in search.status.text()
    QTest.keyClicks(search.query, "carl")
    assert search.results.rowCount() == 2 and "2 places" in search.status.text()
    where = search.results.item(0, 1)
    assert where is not None and where.text() == "Table Elm 0.50/1"
    with qtbot.waitSignal(search.tableRequested) as went:
        click(qtbot, search.go_button)
    assert went.args == ["elm"]
    search.results.selectRow(1)
    with qtbot.waitSignal(search.tournamentRequested) as went:
        search.go()
    assert went.args == ["mtt1"]
    search.query.setText("nobody")
    assert search.results.rowCount() == 0 and "Not at any table" in search.status.text()


def spy_on(session_adapter: object, sent: list[Command]) -> None:
    real = session_adapter.send  # type: ignore[attr-defined]

    async def spy(command: Command) -> None:
        sent.append(command)
        await real(command)

    session_adapter.send = spy  # type: ignore[attr-defined]


def previews_of(sent: list[Command], table_id: str) -> int:
    return sum(1 for c in sent if isinstance(c, PreviewTable) and c.table_id == table_id)


def test_preview_asks_the_room_for_a_look_on_selection_and_on_lobby_updates(
        qtbot: QtBot, store: SettingsStore, aio: asyncio.AbstractEventLoop) -> None:
    """The preview costs no observer seat: PreviewTable when a table is selected and when
    its lobby row changes; never ObserveTable or Leave until the player opens the table."""
    room = LocalRoom.practice(bot_delay=0.0, seed=11, simulated=True)
    window, session = start(qtbot, store, room)
    sent: list[Command] = []
    spy_on(session.link.adapter, sent)
    lobby = window.lobby
    lobby.tabs.setCurrentWidget(lobby.cash_tab)
    rings = [lobby.rings.row_at(i) for i in range(lobby.rings.rowCount())]
    first = rings[0].table_id
    busy = next(r for r in rings if "busy" in r.name)  # full of practice bots
    assert lobby.cash_tab.select_id(first)
    preview = lobby.details.preview
    qtbot.waitUntil(lambda: session.lobby.preview.tracker is not None, timeout=WAIT)
    assert previews_of(sent, first) == 1
    assert first not in session.tables.windows  # a preview, not a table tab
    assert preview.isVisible() and "0 of" in preview.caption.text()
    assert lobby.cash_tab.select_id(busy.table_id)
    qtbot.waitUntil(lambda: session.lobby.preview.table_id == busy.table_id
                    and session.lobby.preview.tracker is not None, timeout=WAIT)
    assert f"{busy.seats} of {busy.seats} seated" in preview.caption.text()
    names = [item.text() if (item := preview.seats.item(r, 1)) else ""
             for r in range(preview.seats.rowCount())]
    assert all(n and n != "—" for n in names)
    session.on_event(LobbyUpdate(rings=(busy,)))  # e.g. a hand ended there
    qtbot.waitUntil(lambda: previews_of(sent, busy.table_id) == 2, timeout=WAIT)
    session.on_event(LobbyUpdate(rings=(rings[0],)))  # not the previewed table: no look
    assert not any(isinstance(c, ObserveTable | Leave) for c in sent)
    lobby.tableOpened.emit(busy.table_id)  # the player opens it
    qtbot.waitUntil(lambda: busy.table_id in session.tables.windows, timeout=WAIT)
    assert previews_of(sent, first) == 1 and previews_of(sent, busy.table_id) == 2
    stop(qtbot, session)


def test_search_asks_the_room_and_finds_a_bot_never_seen(
        qtbot: QtBot, store: SettingsStore, aio: asyncio.AbstractEventLoop) -> None:
    """Typing a name asks the room once the typing pauses; its answer names the busy
    practice table, which the client never watched."""
    room = LocalRoom.practice(bot_delay=0.0, seed=11, simulated=True)
    window, session = start(qtbot, store, room)
    sent: list[Command] = []
    spy_on(session.link.adapter, sent)
    busy = next(r for r in (window.lobby.rings.row_at(i)
                            for i in range(window.lobby.rings.rowCount())) if "busy" in r.name)
    bot = room.service.rings.get(busy.table_id).table.seats[1]
    name = room.service.accounts.name_of(bot)
    search = session.finder.show()
    QTest.keyClicks(search.query, name[:3].upper())

    def listed() -> bool:
        rows = search.results
        cells = [[item.text() if (item := rows.item(r, c)) else "" for c in (0, 1)]
                 for r in range(rows.rowCount())]
        return [name, f"Table {busy.name}"] in cells

    qtbot.waitUntil(listed, timeout=WAIT)
    asked = [c for c in sent if isinstance(c, FindPlayer)]
    assert [c.name for c in asked] == [name[:3].upper()]  # once, after the typing paused
    assert not any(isinstance(c, ObserveTable) for c in sent)
    stop(qtbot, session)


def test_find_a_bot_at_our_cash_table(qtbot: QtBot, store: SettingsStore,
                                      aio: asyncio.AbstractEventLoop) -> None:
    room = LocalRoom.practice(bot_delay=0.0, seed=11, simulated=True)
    window, session = start(qtbot, store, room)
    row = window.lobby.rings.row_at(0)
    window.lobby.tableOpened.emit(row.table_id)
    qtbot.waitUntil(lambda: row.table_id in session.tables.windows, timeout=WAIT)
    table_window = session.tables.windows[row.table_id]
    qtbot.waitUntil(lambda: bool(table_window.tracker.view.blinds_text), timeout=WAIT)
    table_window.table.seatClicked.emit(table_window.tracker.view.first_seat)
    dialog = session.tables.buy_in_dialog
    assert dialog is not None
    dialog.amount.setText(str(row.min_buy_in))
    click(qtbot, ok_button(dialog))
    qtbot.waitUntil(lambda: any(not s.is_hero for s in table_window.tracker.view.seats),
                    timeout=WAIT)
    session.link.send(ObserveTable(table_id=row.table_id))  # a fresh snapshot lists the bots
    bot = next(s for s in table_window.tracker.view.seats if not s.is_hero).name
    qtbot.waitUntil(lambda: bool(session.finder.directory.find(bot)), timeout=WAIT)
    game_menu = window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    with qtbot.waitSignal(window.playerSearchRequested):  # Ctrl+F: test_real_display
        next(a for a in game_menu.actions() if "Find a player" in a.text()).trigger()
    search = session.player_search
    assert search is not None and search.isVisible()
    search.query.setText(bot[:3].lower())
    qtbot.waitUntil(lambda: search.results.rowCount() >= 1, timeout=WAIT)
    item = search.results.item(0, 1)
    assert item is not None and row.name in item.text()
    stop(qtbot, session)
