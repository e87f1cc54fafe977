"""Regenerate the screenshots in docs/screenshots/ (offscreen, from sample protocol events).

    QT_QPA_PLATFORM=offscreen python3 -m tests.ui.screenshots [OUT_DIR]
    QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=2 python3 -m tests.ui.screenshots docs/screenshots/2x

Each screen is built from the real widgets fed with protocol events, laid out at 1280x800
(the smallest window the client promises to fit) and saved with `widget.grab()`.
"""

from __future__ import annotations

import asyncio
import os
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import msgspec
import qasync
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from client.adapters.local import LocalAdapter, LocalRoom
from client.protocol.convert import table_body
from client.protocol.messages import (
    ChatLine,
    ConnectionStatus,
    OpenTournament,
    TableEvent,
    TournamentBarRow,
)
from client.protocol.table_bodies import HandStarted, PotAwarded, Showdown, UncalledReturned
from client.room.clock import SimulatedClock
from client.service import RoomConfig, RoomService, SngTemplate
from client.toolguard.catalog import load_catalog
from client.toolguard.decisions import Enforcer
from client.toolguard.scanner import Finding
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.app.settings_dialog import SettingsDialog
from client.ui.app.theme import apply_theme
from client.ui.floor.floor_window import FloorWindow
from client.ui.histories.history import HandHistory, HandHistoryViewer
from client.ui.table.table_window import TableWindow
from client.ui.tournament.tournament_lobby import TournamentLobby
from tests.ui import samples
from tests.ui.capture import save, settle
from tests.ui.screenshots_regular import regular_screens
from tests.ui.screenshots_trainer import trainer_screens

WIDTH, HEIGHT = 1280, 800



def lobby_screen(out: Path, settings_dir: Path) -> Path:
    """Main window with the tournaments tab, a selection and the details panel."""
    window = MainWindow()
    store = SettingsStore(QSettings(str(settings_dir / "s.ini"), QSettings.Format.IniFormat))
    Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    window.lobby.apply_snapshot(samples.lobby())
    window.set_balances(samples.balances().balances)
    window.set_connection(ConnectionStatus.CONNECTED)
    info = samples.tournament_events("mtt3")[0]
    window.lobby.apply_info(info)
    window.lobby.tabs.setCurrentWidget(window.lobby.tourney_tab)
    settle(window, WIDTH, HEIGHT)
    window.lobby.tourney_tab.select_id("mtt3")
    QApplication.processEvents()
    return save(window, out, "lobby")


def tournament_lobby_screens(out: Path) -> list[Path]:
    """The tournament lobby, one picture per tab."""
    lobby = TournamentLobby("mtt3")
    info, players, tables, prizes, structure = samples.tournament_events("mtt3")
    lobby.apply_info(info)
    lobby.apply_players(players)
    lobby.apply_tables(tables)
    lobby.apply_prizes(prizes)
    lobby.apply_structure(structure)
    settle(lobby, 820, 600)
    paths = []
    for index, name in enumerate(("info", "players", "tables", "prizes", "structure")):
        lobby.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        paths.append(save(lobby, out, f"tournament_lobby_{name}"))
    lobby.close()
    return paths


def table_screen(out: Path, name: str, settings: Settings, seats: int = 9,
                 deal: bool = False) -> Path:
    """A table tab mid-hand (our turn), optionally paused for a deal."""
    window = TableWindow("t1", "you", "Sit & Go #1 — Table 1")
    window.apply_settings(settings)
    window.apply_snapshot(samples.table_snapshot(seats=seats))
    window.apply_chat(ChatLine(table_id="t1", sender="Carla", text="nice hand"))
    window.apply_chat(ChatLine(table_id="t1", sender="Dealer", system=True,
                               text="Level 4: blinds 100/200, ante 25"))
    if deal:
        window.apply_deal(samples.deal_state(), allowed=True)
        window.chat.setCurrentIndex(1)
    settle(window, WIDTH, HEIGHT - 60)
    return save(window, out, name)


def tournament_bar_screen(out: Path, settings: Settings) -> Path:
    """A tournament table with its bar (level, next blinds, rank, average, pay jump) and the
    Dealer tab after a showdown, the winning hand named on the felt."""
    window = TableWindow("t1", "you", "Sit & Go #1 — Table 1")
    window.apply_settings(settings)
    now = datetime.now(UTC)
    bar = TournamentBarRow(level=4, level_ends=now + timedelta(minutes=3, seconds=12),
                           small_blind=100, big_blind=200, ante=25, next_small_blind=150,
                           next_big_blind=300, next_ante=35, rank=3, players_left=7,
                           average_stack=2150, next_pay_place=3, next_pay=Decimal("5.40"),
                           currency="USD")
    window.apply_snapshot(msgspec.structs.replace(samples.table_snapshot(to_act=4),
                                                  tournament_bar=bar))
    for event in (
            TableEvent(table_id="t1", hand_id="h42", body=HandStarted(
                game="NLHE", stacks=(1500, 2310), small_blind=100, big_blind=200)),
            TableEvent(table_id="t1", hand_id="h42", seat=6,
                       body=UncalledReturned(amount=200)),
            TableEvent(table_id="t1", hand_id="h42", seat=4, body=Showdown(
                cards=("Ac", "9d"), hi="two pair, Aces and Nines")),
            TableEvent(table_id="t1", hand_id="h42", seat=4,
                       body=PotAwarded(pot=0, amount=3200))):
        window.apply_event(event)
    window.chat.setCurrentIndex(2)
    settle(window, WIDTH, HEIGHT - 60)
    return save(window, out, "table_tournament_bar_dealer")


def stud_table_screen(out: Path, settings: Settings) -> Path:
    """A seven card stud hand on sixth street: everyone's up cards apart and readable, the
    others' down cards as backs, ours raised above our up cards; no button, the limits,
    the ante and the bring-in (the room's small blind at a stud table)."""
    window = TableWindow("t1", "you", "Electra — HORSE $2/$4")
    window.apply_settings(settings)
    window.set_currency("USD")
    window.apply_snapshot(samples.table_snapshot(seats=8, to_act=None))

    def event(tag: str, seat: int | None = None, **data: object) -> TableEvent:
        return TableEvent(table_id="t1", hand_id="h7", seat=seat, body=table_body(tag, data))

    window.apply_event(event("seating", players=["you", "p2", "p4", "p6"], seats=[1, 2, 4, 6],
                             button_seat=2, small_blind_seat=2, big_blind_seat=1))
    window.apply_event(event("hand_started", game="STUD", stacks=[18400, 9750, 21200, 6420],
                             small_blind=50, big_blind=200, ante=20))
    window.apply_event(event("deal_hole", 1, cards=["Ah", "2c"]))
    ups = {1: ["3d", "4s", "5h", "7c"], 2: ["Kc", "Tc", "9d", "8d"], 4: ["As", "Ad", "Qh", "Js"],
           6: ["2s", "3s", "4h", "5d"]}
    for street in range(4):
        for seat, cards in ups.items():
            window.apply_event(event("deal_up", seat, cards=[cards[street]]))
    window.apply_event(event("action", 4, kind="bet", amount=400))
    settle(window, WIDTH, HEIGHT - 60)
    return save(window, out, "table_stud")


def rebuy_window_screen(out: Path, settings: Settings) -> Path:
    """A busted hero's rebuy window: countdown and Rebuy button; the next break line."""
    window = TableWindow("t1", "you", "Rebuy Sit & Go #1 — Table 1")
    window.apply_settings(settings)
    window.apply_snapshot(samples.rebuy_window_snapshot())
    window.apply_chat(ChatLine(table_id="t1", sender="Dealer", system=True,
                               text="You are out of chips and may rebuy"))
    settle(window, WIDTH, HEIGHT - 60)
    return save(window, out, "table_rebuy_window")


def sample_history() -> HandHistory:
    """One of the player's hands (won before showdown) as the client recorded it."""
    history = HandHistory()
    names = {1: "You", 3: "Carla", 4: "Dmitri"}
    events: list[tuple[str, int | None, dict[str, object]]] = [
        ("post", 3, {"kind": "small_blind", "amount": 100}),
        ("post", 4, {"kind": "big_blind", "amount": 200}),
        ("deal_hole", 1, {"cards": ["As", "Kd"]}),
        ("action", 1, {"kind": "raise", "amount": 600}),
        ("action", 3, {"kind": "fold", "amount": 0}),
        ("action", 4, {"kind": "call", "amount": 400}),
        ("street", None, {"street": "flop", "index": 1}),
        ("deal_board", None, {"cards": ["Ah", "7c", "Td"]}),
        ("action", 4, {"kind": "check", "amount": 0}),
        ("action", 1, {"kind": "bet", "amount": 650}),
        ("action", 4, {"kind": "fold", "amount": 0}),
        ("uncalled_returned", 1, {"amount": 650}),
        ("pot_awarded", 1, {"pot": 0, "amount": 1300}),
        ("hand_ended", None, {}),
    ]
    for kind, seat, data in events:
        history.record(TableEvent(table_id="t1", body=table_body(kind, data), seat=seat,
                                  hand_id="t1-17"), names, 1, samples.NOW)
    return history


def history_screen(out: Path) -> Path:
    """The hand history viewer with one of the player's hands."""
    viewer = HandHistoryViewer(sample_history())
    settle(viewer, 980, 520)
    viewer.refresh()
    QApplication.processEvents()
    path = save(viewer, out, "hand_history")
    viewer.close()
    return path


def history_file_screens(out: Path, work: Path) -> list[Path]:
    """The hand history window with PokerStars files opened: a cash and a tournament file
    read, a hand selected; a 10,000-hand file part-read (progress and Cancel); and a
    PokerStars cash hand replayed on the painted table with the recorded names and money."""
    fixtures = Path(__file__).parent / "fixtures"
    cash = (fixtures / "pokerstars_two_hands.txt").read_text(encoding="utf-8")
    tourney = (fixtures / "pokerstars_tournament.txt").read_text(encoding="utf-8")
    demo = work / "HH20200104 Aase III - $0.01-$0.02 - USD No Limit Hold'em.txt"
    demo.write_text(cash + "\n\n\n" + tourney, encoding="utf-8")
    viewer = HandHistoryViewer(HandHistory())
    settle(viewer, 1180, 560)
    view = viewer.open_file(demo)
    _wait(lambda: not view.loading)
    QApplication.processEvents()
    view.list.selectRow(1)
    QApplication.processEvents()
    paths = [save(viewer, out, "hand_history_file")]
    replay = view.replay(1)
    assert replay is not None
    replay.slider.setValue(replay.slider.maximum() - 5)
    settle(replay, 960, 640)
    paths.append(save(replay, out, "hand_history_file_replay"))
    replay.close()
    big = work / "big.txt"
    hands = [h.strip() for h in cash.split("\n\n\n\n") if h.strip()]
    big.write_text("\n\n\n\n".join(re.sub(r"Hand #\d+", f"Hand #9{i:08d}", hands[i % 2], count=1)
                                   for i in range(10_000)), encoding="utf-8")
    seen: list[int] = []
    loading = viewer.open_file(big)
    loading.loader.batch.connect(lambda _hands: seen.append(1))  # the reader waits for us
    _wait(lambda: len(seen) >= 8)
    QApplication.processEvents()
    paths.append(save(viewer, out, "hand_history_loading"))
    viewer.close()
    big.unlink()
    demo.unlink()
    return paths


def tool_notice_screen(out: Path) -> Path:
    """The lobby with a tool-policy notice refusing seats (from client.toolguard)."""
    catalog = load_catalog()
    match = catalog.match("PioSOLVER-free.exe", None)
    assert match is not None
    finding = Finding(pid=4242, process_name="PioSOLVER-free.exe", exe=None, match=match)
    decision = Enforcer().decide([finding], at_table=False)
    window = MainWindow()
    window.lobby.apply_snapshot(samples.lobby())
    window.set_balances(samples.balances().balances)
    window.set_connection(ConnectionStatus.CONNECTED)
    window.banner.show_decision(decision)
    window.lobby.tabs.setCurrentWidget(window.lobby.sng_tab)
    settle(window, WIDTH, HEIGHT)
    return save(window, out, "tool_policy_notice")


def floor_screen(out: Path) -> Path:
    """The Floor window (staff; offline, the tester): a deal request being answered."""
    window = FloorWindow()
    window.apply_view(samples.floor_view())
    window.tabs.setCurrentWidget(window.deals)
    window.deals.left.setText("0.50")
    settle(window, WIDTH, HEIGHT)
    return save(window, out, "floor_deal_request")


def settings_screen(out: Path) -> list[Path]:
    """The settings dialog: its General tab, and the Sounds tab with a volume per sound."""
    dialog = SettingsDialog(Settings(sound=True))
    dialog.show()
    QApplication.processEvents()
    dialog.adjustSize()
    QApplication.processEvents()
    paths = [save(dialog, out, "settings")]
    dialog.tabs.setCurrentIndex(1)
    QApplication.processEvents()
    paths.append(save(dialog, out, "settings_sounds"))
    dialog.close()
    return paths


def _wait(condition: Callable[[], bool], timeout_ms: int = 20_000) -> None:
    """Pump Qt (and so the qasync loop) until `condition` holds."""
    waited = 0
    while not condition():
        if waited > timeout_ms:
            raise TimeoutError("live screenshot: the practice game did not get there")
        QTest.qWait(20)
        waited += 20


@contextmanager
def _live(room: LocalRoom, settings_dir: Path, name: str,
          settings: Settings) -> Iterator[tuple[MainWindow, Session]]:
    """The main window on a qasync loop, connected to `room`; everything closed after."""
    app = QApplication.instance()
    loop = qasync.QEventLoop(app, already_running=True)
    asyncio.set_event_loop(loop)
    window = MainWindow()
    store = SettingsStore(QSettings(str(settings_dir / f"{name}.ini"),
                                    QSettings.Format.IniFormat))
    store.save(settings)
    session = Session(window, store, practice=lambda: LocalAdapter(room))
    settle(window, WIDTH, HEIGHT)
    try:
        session.link.spawn(session.use(LocalAdapter(room)))
        yield window, session
    finally:
        closing = asyncio.ensure_future(session.close())
        _wait(closing.done)
        for task in asyncio.all_tasks(loop):
            task.cancel()
        _wait(lambda: all(t.done() for t in asyncio.all_tasks(loop)))
        loop._QEventLoop__is_running = False  # see tests/ui/conftest.py: no app.exit()
        asyncio.events._set_running_loop(None)
        loop.close()
        asyncio.set_event_loop(None)
        window.close()
        (settings_dir / f"{name}.ini").unlink(missing_ok=True)


def _play_to_flop(session: Session, table: TableWindow) -> Callable[[], bool]:
    """A wait condition that checks or calls until it is our turn after the flop, with a
    finished hand in the history."""

    def our_turn_after_the_flop() -> bool:
        options = table.action_bar.options()
        if options is None:
            return False
        if len(table.tracker.view.board) >= 3 and session.histories.history.hands:
            return True
        if options.can_check:
            table.action_bar.check()
        else:
            table.action_bar.call() or table.action_bar.fold()
        return False

    return our_turn_after_the_flop


def live_screens(out: Path, settings_dir: Path) -> list[Path]:
    """A real practice sit & go through the LocalAdapter: lobby, tournament lobby, table."""
    clock = SimulatedClock(datetime.now(UTC))  # action clocks count down from real time
    config = RoomConfig(practice=True, seed=11, sit_and_gos=(
        SngTemplate("6max", seats=6, name="6-Max Sit & Go"),))
    room = LocalRoom(RoomService(clock, config=config), clock, realtime=False)
    paths = []
    with _live(room, settings_dir, "live", Settings(animation_speed=0.0)) as (window, session):
        _wait(lambda: window.lobby.sngs.rowCount() > 0)
        window.lobby.tabs.setCurrentWidget(window.lobby.sng_tab)
        lobby = session.tournaments.open("6max-1")
        _wait(lobby.register_button.isEnabled)
        lobby.register_button.click()
        _wait(lambda: bool(session.tables.windows))
        table = next(iter(session.tables.windows.values()))
        _wait(_play_to_flop(session, table), 60_000)
        paths.append(save(window, out, "live_practice_table"))
        viewer = session.histories.show()
        viewer.format.setCurrentIndex(viewer.format.findData("pokerstars"))
        _wait(lambda: bool(session.histories.history.hands[0].game))  # the room's own export
        viewer.refresh()
        settle(viewer, 980, 620)
        paths.append(save(viewer, out, "live_hand_history_pokerstars"))
        viewer.close()
        replay = session.histories.replay(session.histories.history.hands[0])
        replay.slider.setValue(replay.slider.maximum() - 3)
        settle(replay, 960, 640)
        paths.append(save(replay, out, "live_hand_replay"))
        replay.close()
        lobby.tabs.setCurrentIndex(1)
        session.link.send(OpenTournament(tournament_id="6max-1"))
        _wait(lambda: lobby.players.rowCount() == 6)
        settle(lobby, 820, 600)
        paths.append(save(lobby, out, "live_tournament_lobby_players"))
        lobby.close()
    return paths


def live_cash_screens(out: Path, settings_dir: Path) -> list[Path]:
    """A practice cash table: the buy-in dialog, the table in play, and the testers' debug
    panel (event log and room state) docked beside it."""
    clock = SimulatedClock(datetime.now(UTC))
    room = LocalRoom(RoomService.practice(clock, seed=5, bot_delay=0.0), clock,
                     realtime=False)
    settings = Settings(animation_speed=0.0, tester_tools=True)
    paths = []
    with _live(room, settings_dir, "cash", settings) as (window, session):
        rings = window.lobby.rings
        _wait(lambda: rings.rowCount() > 0 and "USD" in session.lobby.balances)
        row = next(rings.row_at(i) for i in range(rings.rowCount())
                   if rings.row_at(i).currency == "USD" and "6-max" in rings.row_at(i).name)
        window.lobby.tableOpened.emit(row.table_id)
        _wait(lambda: row.table_id in session.tables.windows)
        table = session.tables.windows[row.table_id]
        _wait(lambda: bool(table.tracker.view.blinds_text))
        view = table.tracker.view
        taken = {s.seat for s in view.seats}
        table.table.seatClicked.emit(next(
            n for n in range(view.first_seat, view.first_seat + view.max_seats)
            if n not in taken))
        dialog = session.tables.buy_in_dialog
        assert dialog is not None
        dialog.adjustSize()
        QApplication.processEvents()
        paths.append(save(dialog, out, "cash_buy_in"))
        dialog.amount.setText(str(row.max_buy_in))
        dialog.buyInChosen.emit(row.table_id, dialog.seat, row.max_buy_in)
        dialog.accept()
        _wait(lambda: table.tracker.hero_seat is not None)
        session.debug_panel.hide()
        _wait(_play_to_flop(session, table), 60_000)
        paths.append(save(window, out, "live_cash_table"))
        session.debug_panel.show()
        session.debug_panel.filter.setText("table_event")
        settle(window, WIDTH, HEIGHT)
        paths.append(save(window, out, "debug_panel_event_log"))
        session.debug_panel.tabs.setCurrentIndex(1)
        session.debug_panel.refresh_button.click()
        _wait(lambda: '"tables"' in session.debug_panel.state.toPlainText())
        QApplication.processEvents()
        paths.append(save(window, out, "debug_panel_room_state"))
    return paths


def _advancing(room: LocalRoom, condition: Callable[[], bool]) -> Callable[[], bool]:
    """A wait condition that moves the practice room's simulated clock on while false."""

    def check() -> bool:
        if condition():
            return True
        room.advance(0.5)
        return False

    return check


def live_fastfold_screens(out: Path, settings_dir: Path) -> list[Path]:
    """The practice fast-fold pool (lobby tab, the pool's table with Fast fold enabled) and
    the waiting list of a busy table (the lobby box and the seat offer)."""
    clock = SimulatedClock(datetime.now(UTC))
    room = LocalRoom(RoomService.practice(clock, seed=5, bot_delay=0.0), clock,
                     realtime=False)
    paths = []
    with _live(room, settings_dir, "fastfold", Settings(animation_speed=0.0)) as (
            window, session):
        desk = session.fastfold
        _wait(lambda: bool(desk.pools_tab.rows) and "USD" in session.lobby.balances)
        window.lobby.tabs.setCurrentWidget(desk.pools_tab)
        desk.pools_tab.table.selectRow(0)
        QApplication.processEvents()
        paths.append(save(window, out, "fastfold_lobby"))
        pool_id = next(iter(desk.pools_tab.rows))
        dialog = desk.ask_join(pool_id)
        assert dialog is not None
        dialog.buyInChosen.emit(pool_id, 0, desk.pools_tab.rows[pool_id].max_buy_in)
        dialog.accept()
        _wait(lambda: pool_id in desk.windows)
        pool = desk.windows[pool_id]
        window.tabs.setCurrentWidget(pool)

        def fast_fold_offered() -> bool:
            if pool.fast_fold.isEnabled() and pool.hand.tracker.view.board == () and \
                    pool.hand.action_bar.options() is None:
                return True
            bar = pool.hand.action_bar
            if bar.options() is not None:
                bar.fold()
            return False

        _wait(_advancing(room, fast_fold_offered), 60_000)
        paths.append(save(window, out, "fastfold_table"))
        busy = window.lobby.rings
        window.tabs.setCurrentIndex(0)
        window.lobby.tabs.setCurrentWidget(window.lobby.cash_tab)
        table_id = next(busy.row_at(i).table_id for i in range(busy.rowCount())
                        if "busy" in busy.row_at(i).table_id)
        window.lobby.cash_tab.select_id(table_id)
        _wait(lambda: desk.waiting.table_id == table_id)
        desk.waiting.join_table.click()
        _wait(lambda: "number 1" in desk.waiting.summary.text())
        pool.leave_button.click()
        _wait(_advancing(room, lambda: desk.offer_bar.isVisible()), 60_000)
        window.banner.hide()
        QApplication.processEvents()
        paths.append(save(window, out, "waitlist_offer"))
    return paths


def capture_all(out: Path) -> list[Path]:
    """Write every screenshot into `out`; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    apply_theme(app, "dark")
    instant = Settings(animation_speed=0.0)
    shots: list[Callable[[], Path | list[Path]]] = [
        lambda: lobby_screen(out, out),
        lambda: tournament_lobby_screens(out),
        lambda: table_screen(out, "table_9max", instant),
        lambda: table_screen(out, "table_6max_four_colour", instant.with_changes(
            four_colour_deck=True), seats=6),
        lambda: table_screen(out, "table_headsup", instant, seats=2),
        lambda: table_screen(out, "deal_panel", instant, deal=True),
        lambda: stud_table_screen(out, instant),
        lambda: rebuy_window_screen(out, instant),
        lambda: tournament_bar_screen(out, instant),
        lambda: settings_screen(out),
        lambda: history_screen(out),
        lambda: history_file_screens(out, out),
        lambda: tool_notice_screen(out),
        lambda: floor_screen(out),
        lambda: live_screens(out, out),
        lambda: live_cash_screens(out, out),
        lambda: regular_screens(out, out),
        lambda: live_fastfold_screens(out, out),
        lambda: trainer_screens(out),
    ]
    paths: list[Path] = []
    for shot in shots:
        result = shot()
        paths.extend(result if isinstance(result, list) else [result])
    apply_theme(app, "light")
    paths.append(table_screen(out, "table_light", instant.with_changes(theme="light")))
    apply_theme(app, "dark")
    (out / "s.ini").unlink(missing_ok=True)
    for widget in QApplication.topLevelWidgets():  # delete in order, not at exit
        if isinstance(widget, QMenu):
            continue  # popups belong to their owners (pyqtgraph's view menus among them)
        widget.close()
        widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    return paths


def capture_fastfold(out: Path) -> list[Path]:
    """Only the fast-fold and waiting-list screenshots (``... screenshots OUT fastfold``)."""
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    apply_theme(app, "dark")
    paths = live_fastfold_screens(out, out)
    for widget in QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    return paths


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    capture = capture_fastfold if sys.argv[2:] == ["fastfold"] else capture_all
    for written in capture(target):
        print(written)
