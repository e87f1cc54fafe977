"""Cash tables and testers' tools driven through the real main window and LocalAdapter.

A player opens a cash table from the lobby, buys in through the dialog (the amount must be
within the table's min/max), plays, leaves and sees the balance come back; the testers'
debug panel shows every delivered event (filterable, copyable) and only when the setting
is on.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from decimal import Decimal
from importlib.resources import as_file
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter, LocalRoom
from client.protocol.messages import (
    Balances,
    DebugSeatRow,
    DebugTableRow,
    HandHistoryRow,
    RingRow,
    RoomState,
    TableEvent,
)
from client.protocol.table_bodies import PlayerAction
from client.resource_files import resource_file
from client.ui.app.debug_panel import EventLogModel, state_text
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.histories.history import HandHistory, HandHistoryViewer, HandRecord
from client.ui.table.buy_in_dialog import BuyInDialog, BuyInError, parse_buy_in
from client.ui.table.table_state import TimerView, chips_text, pot_labels, timer_label
from client.ui.table.table_tracker import TableTracker
from tests.ui import samples
from tests.ui.test_end_to_end import WAIT, click


@pytest.fixture
def practice_room() -> LocalRoom:
    """The offline practice room on a simulated clock, bots acting at once."""
    return LocalRoom.practice(bot_delay=0.0, seed=11, simulated=True)


def start(qtbot: QtBot, store: SettingsStore, room: LocalRoom) -> tuple[MainWindow, Session]:
    """The real main window connected to the local room, lobby loaded."""
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: LocalAdapter(room))
    window.show()
    session.link.spawn(session.use(LocalAdapter(room)))
    qtbot.waitUntil(lambda: window.lobby.rings.rowCount() > 0, timeout=WAIT)
    return window, session


def stop(qtbot: QtBot, session: Session) -> None:
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=WAIT)


def ok_button(dialog: QDialog) -> QPushButton:
    """The dialog's OK button."""
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    return box.button(QDialogButtonBox.StandardButton.Ok)


def usd(session: Session) -> tuple[Decimal, Decimal]:
    row = session.lobby.balances["USD"]
    return row.available, row.in_play


def test_buy_in_must_be_within_table_limits() -> None:
    """Ring-table buy-ins are between the table's minimum and maximum (cashier rules)."""
    row = RingRow(table_id="r", name="Elm", game="NLHE", stakes="0.50/1", currency="USD",
                  seats=6, players=0, min_buy_in=Decimal(40), max_buy_in=Decimal(100))
    assert parse_buy_in("55.50", row, Decimal(1000)) == Decimal("55.50")
    for bad in ("39.99", "100.01", "abc", "1.001", "NaN", "1e400"):
        with pytest.raises(BuyInError):
            parse_buy_in(bad, row, Decimal(1000))
    with pytest.raises(BuyInError, match="available"):
        parse_buy_in("90", row, Decimal(80))


def test_cash_table_open_sit_play_leave(qtbot: QtBot, aio: asyncio.AbstractEventLoop,
                                        instant_store: SettingsStore,
                                        practice_room: LocalRoom) -> None:
    """Lobby double-click opens a cash table; a seat click asks for the buy-in; the hero
    plays a hand and leaves; the money moves to the table and back (rule 8: money at a
    ring table is not available elsewhere)."""
    window, session = start(qtbot, instant_store, practice_room)
    lobby = window.lobby
    qtbot.waitUntil(lambda: "USD" in session.lobby.balances, timeout=WAIT)
    before, _ = usd(session)
    usd_rows = [lobby.rings.row_at(i) for i in range(lobby.rings.rowCount())
                if lobby.rings.row_at(i).currency == "USD"]
    row = min(usd_rows, key=lambda r: r.max_buy_in)
    lobby.tabs.setCurrentWidget(lobby.cash_tab)
    assert lobby.cash_tab.select_id(row.table_id)
    view = lobby.cash_tab.view
    where = view.visualRect(view.currentIndex()).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: row.table_id in session.tables.windows, timeout=WAIT)
    table = session.tables.windows[row.table_id]
    qtbot.waitUntil(lambda: bool(table.tracker.view.blinds_text), timeout=WAIT)  # snapshot
    view_now = table.tracker.view
    taken = {s.seat for s in view_now.seats}
    free = next(n for n in range(view_now.first_seat, view_now.first_seat + view_now.max_seats)
                if n not in taken)
    table.table.seatClicked.emit(free)
    dialog = session.tables.buy_in_dialog
    assert isinstance(dialog, BuyInDialog)
    ok = ok_button(dialog)
    dialog.amount.setText(str(row.max_buy_in + 1))
    click(qtbot, ok)
    assert "between" in dialog.error.text() and dialog.isVisible()
    dialog.amount.setText(str(row.min_buy_in))
    click(qtbot, ok)

    qtbot.waitUntil(lambda: table.tracker.hero_seat is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: usd(session)[0] == before - row.min_buy_in, timeout=WAIT)
    hero = next(s for s in table.tracker.view.seats if s.is_hero)
    assert table.tracker.view.currency == "USD"  # chips are cents: shown as money
    assert chips_text(hero.stack, "USD").startswith("$")
    assert "$" in table.tracker.view.blinds_text
    assert f"{before - row.min_buy_in:,}" in window.balances.text()
    # Play: answer our first action request with a click.
    qtbot.waitUntil(lambda: table.action_bar.options() is not None, timeout=WAIT)
    click(qtbot, table.action_bar.fold_button if table.action_bar.fold_button.isEnabled()
          else table.action_bar.call_button)
    qtbot.waitUntil(lambda: table.action_bar.options() is None, timeout=WAIT)
    assert session.last_error == ""
    # Its replay reads in money too (seen playing: "You 1,468" for $14.68).
    qtbot.waitUntil(lambda: bool(session.histories.history.hands), timeout=WAIT)
    replay = session.histories.replay(session.histories.history.hands[-1])
    assert replay.view.currency == "USD" and replay.view.button is not None
    replay.close()

    click(qtbot, table.leave_button)
    qtbot.waitUntil(lambda: row.table_id not in session.tables.windows, timeout=WAIT)
    qtbot.waitUntil(lambda: usd(session)[0] > before - row.min_buy_in,  # stack came back
                    timeout=WAIT)
    assert usd(session)[1] == 0
    stop(qtbot, session)


def test_debug_panel_hidden_by_default_and_persisted(qtbot: QtBot, aio: asyncio.AbstractEventLoop,
                                                     store: SettingsStore,
                                                     practice_room: LocalRoom) -> None:
    """Tester tools are off for players; switching them on is saved in QSettings."""
    window, session = start(qtbot, store, practice_room)
    assert not session.debug_panel.isVisible()
    assert not any(a.isVisible() for a in window.view_menu.actions()
                   if a.text() == "&Tester tools")
    assert session.debug_panel.model.rowCount() == 0
    dialog = session.open_settings()
    dialog.tester_tools.setChecked(True)
    click(qtbot, ok_button(dialog))
    assert session.debug_panel.isVisible()
    assert store.load().tester_tools
    session.debug_panel.close()  # the dock's close button; View > Tester tools reopens it
    tester = next(a for a in window.view_menu.actions() if a.text() == "&Tester tools")
    assert tester.isVisible() and not tester.isChecked()
    tester.trigger()
    assert session.debug_panel.isVisible()
    stop(qtbot, session)


def test_debug_panel_logs_filters_and_copies_events(qtbot: QtBot,
                                                    aio: asyncio.AbstractEventLoop,
                                                    instant_store: SettingsStore,
                                                    practice_room: LocalRoom) -> None:
    """Every event the adapter delivered is in the log; the filter narrows it; Copy puts
    the shown lines on the clipboard."""
    instant_store.save(Settings(animation_speed=0.0, tester_tools=True))
    _window, session = start(qtbot, instant_store, practice_room)
    panel = session.debug_panel
    assert panel.isVisible()
    qtbot.waitUntil(lambda: any('"type":"balances"' in line for line in panel.shown_lines()),
                    timeout=WAIT)
    lines = panel.shown_lines()
    assert '"type":"welcome"' in lines[0] or any('"type":"welcome"' in x for x in lines)
    assert any('"type":"lobby_snapshot"' in line for line in lines)
    panel.filter.setText("BALANCES")
    shown = panel.shown_lines()
    assert shown and all('"type":"balances"' in line for line in shown)
    text = panel.copy()
    assert text == "\n".join(shown)
    assert QApplication.clipboard().text() == text
    qtbot.waitUntil(lambda: f"{len(panel.shown_lines())} of {panel.model.rowCount()}"
                    in panel.count.text(), timeout=WAIT)
    before = panel.model.rowCount()
    session.on_event(Balances(balances=()))
    assert panel.model.rowCount() == before + 1
    stop(qtbot, session)


def test_event_log_keeps_the_newest_events() -> None:
    """A long session stays light: the log keeps the newest events, dropping old ones in
    batches."""
    model = EventLogModel(limit=10)
    for i in range(100):
        model.append(f"line {i}")
    assert 10 <= model.rowCount() <= 11
    assert model.index(model.rowCount() - 1, 0).data() == "line 99"


def hero_scenario(tmp_path: Path) -> Path:
    """The bundled fixed-deck scenario with its Hero seat played by the person at the
    window (the file seats a bot there for headless QA runs)."""
    text = resource_file("scenarios", "short_stack_push.toml").read_text(encoding="utf-8")
    hero_block = 'name = "Hero"\nstack = 800\nplayer = "strong"'
    assert hero_block in text
    path = tmp_path / "hero_aces.toml"
    path.write_text(text.replace(hero_block, hero_block.replace('"strong"', '"human"')),
                    encoding="utf-8")
    return path


def play_a_scenario_hand(qtbot: QtBot, session: Session, tmp_path: Path) -> HandRecord:
    """Load the hero scenario and play its hand (call or check) until it is in the
    player's hand history; that hand."""
    session.load_scenario(str(hero_scenario(tmp_path)))
    qtbot.waitUntil(lambda: bool(session.tables.windows), timeout=WAIT)
    table = next(iter(session.tables.windows.values()))

    def play() -> bool:
        if table.action_bar.options() is not None:
            table.action_bar.call() or table.action_bar.check()
        return bool(session.histories.history.hands)

    qtbot.waitUntil(play, timeout=WAIT)
    return session.histories.history.hands[-1]


def test_load_scenario_deals_the_fixed_deck_to_the_hero(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom, tmp_path: Path) -> None:
    """Game > Load scenario…: the scenario's table opens like any other and the hero holds
    the cards the fixed deck order gives the button (As Ad); a bad file is reported."""
    window, session = start(qtbot, instant_store, practice_room)
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "x"\n[table]\ngame = "NOPE"\n', encoding="utf-8")
    session.load_scenario(str(bad))
    qtbot.waitUntil(lambda: window.banner.isVisible() and "game" in
                    window.banner.text.text().lower(), timeout=WAIT)
    assert window.banner.text.text().startswith("Scenario not loaded: ")
    assert window.banner.severity == "block"
    assert not session.tables.windows
    session.load_scenario(str(hero_scenario(tmp_path)))
    qtbot.waitUntil(lambda: bool(session.tables.windows), timeout=WAIT)
    table = next(iter(session.tables.windows.values()))
    assert window.tabs.currentWidget() is table
    qtbot.waitUntil(lambda: table.tracker.hero_seat is not None, timeout=WAIT)

    def hero_cards() -> tuple[str, ...]:
        return next((s.cards for s in table.tracker.view.seats if s.is_hero), ())

    qtbot.waitUntil(lambda: hero_cards() == ("As", "Ad"), timeout=WAIT)
    assert "Short stack" in table.title.text()
    stop(qtbot, session)


def test_scenario_menu_opens_a_non_blocking_file_dialog(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom) -> None:
    """The menu item opens the file dialog without blocking the event loop."""
    _window, session = start(qtbot, instant_store, practice_room)
    dialog = session.ask_scenario()
    assert dialog.isVisible() and dialog.nameFilters() == ["Scenarios (*.toml)"]
    shipped = Path(dialog.directory().absolutePath())  # the examples, not the cwd
    assert (shipped / "ticket_side_pot.toml").is_file(), shipped
    dialog.reject()
    stop(qtbot, session)


def test_hand_history_from_the_room_keeps_the_replay(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom, tmp_path: Path) -> None:
    """After a scenario hand, the viewer shows the room's PokerStars and PHH export of the
    player's own hand (FetchHandHistory), and the hand seen live still replays step by
    step; the testers' panel fetches the room state on demand."""
    instant_store.save(Settings(animation_speed=0.0, tester_tools=True))
    _window, session = start(qtbot, instant_store, practice_room)
    session.load_scenario(str(hero_scenario(tmp_path)))
    qtbot.waitUntil(lambda: bool(session.tables.windows), timeout=WAIT)
    table = next(iter(session.tables.windows.values()))

    def play() -> bool:
        options = table.action_bar.options()
        if options is not None:
            table.action_bar.call() or table.action_bar.check()
        return bool(session.histories.history.hands)

    qtbot.waitUntil(play, timeout=WAIT)
    viewer = session.histories.show()
    qtbot.waitUntil(lambda: session.histories.history.hands[-1].game == "NLHE", timeout=WAIT)
    record = session.histories.history.hands[-1]
    viewer.refresh()
    assert record.log is not None and record.table_name == record.log.table.name
    assert viewer.model.data(viewer.model.index(0, 2)) == record.log.table.name  # not the id
    viewer.format.setCurrentIndex(viewer.format.findData("pokerstars"))
    shown = viewer.text.toPlainText()
    assert "PokerStars Hand #" in shown and "[As Ad]" in shown
    viewer.format.setCurrentIndex(viewer.format.findData("phh"))
    assert "actions" in viewer.text.toPlainText()
    assert record.can_replay and viewer.replay_button.isEnabled()
    replay = session.histories.replay(record)
    replay.slider.setValue(replay.slider.maximum())
    assert "Hand over" in replay.caption.text()
    replay.close()

    panel = session.debug_panel
    panel.tabs.setCurrentIndex(1)
    click(qtbot, panel.refresh_button)
    qtbot.waitUntil(lambda: '"tables"' in panel.state.toPlainText(), timeout=WAIT)
    assert table.table_id in panel.state.toPlainText()
    viewer.close()
    stop(qtbot, session)


def test_room_state_lists_seated_tables_first() -> None:
    """The room state a tester reads starts with the tables where someone sits."""
    seat = DebugSeatRow(seat=1, player_id="p1", name="Ann", stack=100, bot=False,
                        connected=True)
    state = RoomState(clock=datetime(2026, 12, 2, tzinfo=UTC), tables=(
        DebugTableRow(table_id="empty", game="NLHE", hand_no=0, in_hand=False, seats=()),
        DebugTableRow(table_id="busy", game="NLHE", hand_no=3, in_hand=True, seats=(seat,))))
    text = state_text(state)
    assert text.index('"busy"') < text.index('"empty"')


def test_room_exports_fill_the_history_for_every_game(qtbot: QtBot) -> None:
    """Hands the client did not see live (a stud hand from an earlier session) come from the
    room's export; the viewer shows its PokerStars/PHH text and offers no replay."""
    history = HandHistory()
    row = HandHistoryRow(hand_id="s1-3", table_id="s1", game="STUD",
                         played_at=datetime(2026, 12, 2, 18, tzinfo=UTC),
                         pokerstars="PokerStars Hand #3: 7 Card Stud Limit (5/10)\n"
                                    "Table 'Sirius' 8-max\n"
                                    "Dealt to You [Ah Kh 9c]\n",
                         phh='variant = "F7S"\n')
    history.apply_room((row,))
    viewer = HandHistoryViewer(history)
    qtbot.addWidget(viewer)
    record = history.hands[0]
    assert (record.game, record.hero_cards) == ("STUD", ("Ah", "Kh", "9c"))
    assert viewer.model.data(viewer.model.index(0, 2)) == "Sirius"  # the name, not "s1"
    viewer.format.setCurrentIndex(viewer.format.findData("phh"))
    assert viewer.text.toPlainText() == 'variant = "F7S"\n'
    viewer.format.setCurrentIndex(viewer.format.findData("log"))
    assert "7 Card Stud" in viewer.text.toPlainText()
    assert not record.can_replay and not viewer.replay_button.isEnabled()


def test_load_tournament_scenario_opens_its_lobby_and_table(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom) -> None:
    """A [tournament] scenario opens its tournament lobby (site rule 3) and, once it
    starts, the hero's table like any other."""
    window, session = start(qtbot, instant_store, practice_room)
    with as_file(resource_file("scenarios", "practice_sit_and_go.toml")) as path:
        session.load_scenario(str(path))
        qtbot.waitUntil(lambda: bool(session.tournaments.lobbies), timeout=WAIT)
    lobby = next(iter(session.tournaments.lobbies.values()))
    qtbot.waitUntil(lambda: lobby.players.rowCount() == 9, timeout=WAIT)
    qtbot.waitUntil(lambda: bool(session.tables.windows), timeout=WAIT)
    table = next(iter(session.tables.windows.values()))
    qtbot.waitUntil(lambda: table.tracker.hero_seat is not None, timeout=WAIT)
    assert "Scenario loaded: Practice sit & go" in window.banner.text.text()
    lobby.close()
    stop(qtbot, session)


def test_snapshot_side_pots_and_time_bank_are_shown() -> None:
    """Side pots and the acting player's time bank in a snapshot reach the painted labels;
    disconnect extra time (DET, site rule on disconnections) is labelled as such."""
    tracker = TableTracker("t1", "you")
    view = tracker.apply_snapshot(samples.table_snapshot(seats=9), samples.NOW)
    assert len(view.pots) >= 2
    labels = pot_labels(view.pots)
    assert labels[0].startswith("Pot ") and labels[1].startswith("Side pot 1: ")
    assert view.timer is not None and view.timer.time_bank == 30
    assert timer_label(view.timer).endswith("+30s bank")
    assert pot_labels((1000, 250), "USD") == ["Pot $10", "Side pot 1: $2.50"]
    assert timer_label(TimerView(seat=1, seconds_left=12, seconds_total=30, det=True)) \
        == "DET 12s"


def test_leaving_mid_hand_closes_the_tab_for_good(qtbot: QtBot, aio: asyncio.AbstractEventLoop,
                                                   instant_store: SettingsStore,
                                                   practice_room: LocalRoom) -> None:
    """Leave table in a hand: the tab closes at once and stays closed (events the room sent
    before it had the Leave do not open it again); the chips come back after the hand; the
    table opens again only when asked for."""
    window, session = start(qtbot, instant_store, practice_room)
    lobby = window.lobby
    qtbot.waitUntil(lambda: "USD" in session.lobby.balances, timeout=WAIT)
    row = min((lobby.rings.row_at(i) for i in range(lobby.rings.rowCount())
               if lobby.rings.row_at(i).currency == "USD"), key=lambda r: r.max_buy_in)
    session.open_table(row.table_id)
    qtbot.waitUntil(lambda: row.table_id in session.tables.windows, timeout=WAIT)
    table = session.tables.windows[row.table_id]
    qtbot.waitUntil(lambda: bool(table.tracker.view.blinds_text), timeout=WAIT)
    dialog = session.tables.sit(row.table_id, table.tracker.view.first_seat)
    assert dialog is not None
    dialog.amount.setText(str(row.min_buy_in))
    click(qtbot, ok_button(dialog))
    qtbot.waitUntil(lambda: table.action_bar.options() is not None, timeout=WAIT)
    hand = table.tracker.hand_id
    click(qtbot, table.leave_button)
    assert row.table_id not in session.tables.windows
    session.on_event(TableEvent(table_id=row.table_id, hand_id=hand, seat=2,
                                body=PlayerAction(kind="fold")))
    assert row.table_id not in session.tables.windows
    qtbot.waitUntil(lambda: usd(session)[1] == 0, timeout=WAIT)  # the chips came back
    assert row.table_id not in session.tables.windows
    session.open_table(row.table_id)
    qtbot.waitUntil(lambda: row.table_id in session.tables.windows, timeout=WAIT)
    stop(qtbot, session)
