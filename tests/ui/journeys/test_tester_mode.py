"""Journey: a tester at a scenario's final table with the tester tools' Tournament tab.

The scenario's `[tournament.state]` seats us at a three-handed final table at level 12
(as `skg-poker --tester --scenario FILE` does); from the dock we set the clock to level
14, cut a bot's link and bring it back, and call a break: the table shows each (the
break once our hand is over).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from client.adapters.local import LocalAdapter
from client.ui.app.session import Session
from client.ui.table.table_window import TableWindow
from tests.server.test_tester_controls import MTT
from tests.ui.journeys.conftest import Practice, scenario_table
from tests.ui.journeys.player import Player, save_screen

FINAL_TABLE = """
name = "Final table"
seed = 9
[tournament]
structure = "turbo_pko"
players = 45
bots = "tight-aggressive"
hero = "You"
[tournament.state]
players_left = 3
level = 12
minutes_in_level = 1.0
[[tournament.state.players]]
name = "You"
stack = 40000
bounty = "10.00"
[[tournament.state.players]]
name = "Ben"
stack = 60000
[[tournament.state.players]]
name = "Cat"
stack = 35000
"""


def shot(folder: Path, name: str) -> None:
    """What the tester sees now (painted first), kept with the journey's files."""
    QApplication.processEvents()
    save_screen(folder / "shots", name)


def test_tester_moves_a_final_table_on_from_the_dock(
        person: tuple[Player, Session], practice: Practice, tmp_path: Path) -> None:
    app, session = person
    session.apply_settings(session.settings.with_changes(tester_tools=True))
    session.link.spawn(session.use(practice()))
    app.wait(lambda: app.window.lobby.rings.rowCount() > 0)
    table = scenario_table(app, session, tmp_path / "final.toml", FINAL_TABLE)
    app.wait(lambda: {line.split(":")[0] for line in app.seat_text(table)}
             >= {"You", "Ben", "Cat"})
    panel = session.debug_panel
    assert panel.isVisible()
    panel.tabs.setCurrentWidget(panel.tester)
    tab = panel.tester
    app.wait(lambda: tab.player.count() == 3)
    app.wait(lambda: "Level 12" in app.table_text(table))
    shot(tmp_path, "1-final-table-level-12")
    tab.level.setValue(14)
    app.click("Set the clock", panel)
    app.wait(lambda: "Level 14" in app.table_text(table))
    tab.player.setCurrentIndex(tab.player.findText("Ben"))
    app.click("Disconnect", panel)
    app.wait(lambda: "Ben: Disconnected" in app.seat_text(table))
    shot(tmp_path, "2-ben-disconnected")
    app.click("Reconnect", panel)
    app.wait(lambda: "Ben: Disconnected" not in app.seat_text(table))
    app.click("Break now", panel)
    app.focus_felt(table)
    app.play_until(table, lambda: "On break" in app.table_text(table), app.check_or_fold,
                   turns=20)
    shot(tmp_path, "3-break")


SHORT_HAND = """
name = "One hand"
seed = 4
[table]
game = "NLHE"
hands = 1
small_blind = 50
big_blind = 100
[[table.seats]]
name = "Hero"
stack = 3000
player = "human"
[[table.seats]]
name = "Lou"
stack = 3000
player = "loose-passive"
[[table.seats]]
name = "Tia"
stack = 3000
player = "tight-aggressive"
"""


def test_play_from_here_from_the_replay_of_our_hand(
        person: tuple[Player, Session], practice: Practice, tmp_path: Path) -> None:
    """We play a hand, open Hand history, replay it, step back to our first decision and
    press Play from here: a new practice table opens with our same two cards, our turn
    to play the spot again."""
    app, session = person
    session.link.spawn(session.use(practice()))
    app.wait(lambda: app.window.lobby.rings.rowCount() > 0)
    table = scenario_table(app, session, tmp_path / "hand.toml", SHORT_HAND)
    app.focus_felt(table)
    seen: list[tuple[str, ...]] = []

    def play(at: TableWindow) -> None:
        seen.append(app.my_cards(at))
        app.check_or_fold(at)

    app.play_until(table, lambda: bool(session.histories.history.hands), play)
    cards = seen[0]
    viewer = session.histories.show()
    app.wait(lambda: viewer.list.model().rowCount() > 0)
    viewer.list.selectRow(viewer.list.model().rowCount() - 1)
    app.click("Replay", viewer)
    replay = next(w for w in app.windows() if w.windowTitle().startswith("Replay"))
    app.click("|◀", replay)
    while "is dealt" not in replay.caption.text():  # type: ignore[attr-defined]
        app.click("Forward", replay)
    shot(tmp_path, "4-replay-at-our-cards")
    app.click("Play from here", replay)
    app.wait(lambda: len(session.tables.windows) == 2)
    spot = next(w for w in session.tables.windows.values() if w is not table)
    app.wait(lambda: len(app.my_cards(spot)) == 2)
    assert app.my_cards(spot) == cards
    app.wait(lambda: app.my_turn(spot))
    shot(tmp_path, "5-playing-from-here")


def right_click_seat(app: Player, table: TableWindow, seat: int) -> QMenu:
    """Right-click a seat on the felt, as a person does: its menu opens."""
    felt = table.table
    where = felt.seat_centre(seat).toPoint()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where, felt.mapToGlobal(where))
    QApplication.sendEvent(felt, event)
    app.wait(lambda: table.seat_menu is not None and table.seat_menu.isVisible())
    assert table.seat_menu is not None
    return table.seat_menu


def pick(app: Player, menu: QMenu, text: str) -> None:
    """Click the menu's item ``text``."""
    action = next(a for a in menu.actions() if a.text() == text)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    app.wait(lambda: not menu.isVisible())


def test_tester_takes_over_a_bot_and_gives_it_back(
        person: tuple[Player, Session], practice: Practice, tmp_path: Path) -> None:
    """With the tester tools on we right-click Lou at a scenario table and take over his
    seat: the window says "Playing as Lou", his cards are the ones face up and our action
    bar plays his turns (no other seat's cards shown); then we give him back from another
    seat's menu and our own seat is ours again."""
    app, session = person
    session.apply_settings(session.settings.with_changes(tester_tools=True))
    session.link.spawn(session.use(practice()))
    app.wait(lambda: app.window.lobby.rings.rowCount() > 0)
    table = scenario_table(app, session, tmp_path / "hands.toml",
                           SHORT_HAND.replace("hands = 1", "hands = 6"))
    app.wait(lambda: app.my_seat(table) == 1)
    pick(app, right_click_seat(app, table, 2), "Take over Lou")
    app.wait(lambda: "Playing as Lou" in app.table_text(table))
    app.wait(lambda: app.my_seat(table) == 2)
    app.focus_felt(table)
    turns = 0

    def play(at: TableWindow) -> None:
        nonlocal turns
        turns += 1
        assert all(set(s.cards) <= {"??"} for s in at.tracker.view.seats if s.seat != 2)
        if turns == 1:
            shot(tmp_path, "6-playing-as-lou")
        app.check_or_fold(at)

    app.play_until(table, lambda: turns >= 2, play)
    pick(app, right_click_seat(app, table, 3), "Give back Lou")
    app.wait(lambda: "Playing as Lou" not in app.table_text(table))
    app.wait(lambda: app.my_seat(table) == 1)
    shot(tmp_path, "7-given-back")


#: A seed whose final table is not the one we start at: we are moved to it.
MOVED_SEED = 1


def test_tester_fast_forwards_to_the_final_table_and_keeps_one_table(
        person: tuple[Player, Session], practice: Practice, tmp_path: Path) -> None:
    """Seen playing: after a table move the old table's tab stayed, frozen on its last
    hand. From a 27-player tournament's first hand, Fast-forward to the final table: the
    person ends with one table open, their seat at the final table."""
    app, session = person
    session.apply_settings(session.settings.with_changes(tester_tools=True))
    session.link.spawn(session.use(practice()))
    app.wait(lambda: app.window.lobby.rings.rowCount() > 0)
    path = tmp_path / "mtt.toml"
    path.write_text(MTT.replace("seed = 8", f"seed = {MOVED_SEED}"), encoding="utf-8")
    session.load_scenario(str(path))
    table = app.table()
    tid = table.tracker.tournament_id
    app.wait(lambda: table.tracker.hero_seat is not None)
    panel = session.debug_panel
    panel.tabs.setCurrentWidget(panel.tester)
    app.wait(lambda: panel.tester.tournament.currentData() == tid)
    app.click("Fast-forward to the final table", panel)
    adapter = session.link.adapter
    assert isinstance(adapter, LocalAdapter) and tid is not None
    tournament = adapter.room.service.tournaments.get(tid)
    app.wait(lambda: len(tournament.tables) == 1, timeout=60_000)
    (final,) = tournament.tables
    app.wait(lambda: list(session.tables.windows) == [final])
    only = session.tables.windows[final]
    app.wait(lambda: only.tracker.hero_seat is not None)
    assert app.window.tabs.currentWidget() is only or only.isVisible()
    shot(tmp_path, "4-final-table-one-tab")
