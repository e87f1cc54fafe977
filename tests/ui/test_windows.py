"""Tournament lobby, chat and deal panel, tool-policy banner and seat refusal, hand history."""

from __future__ import annotations

import asyncio
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import msgspec
import pytest
from PySide6.QtCore import QObject, QPoint, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from client.protocol import tournament_bodies as tb
from client.protocol.convert import table_body
from client.protocol.messages import (
    ChatLine,
    LobbySnapshot,
    Register,
    RingRow,
    SeatRow,
    Sit,
    TableEvent,
    TableSnapshot,
    TournamentBarRow,
    TournamentEvent,
    Welcome,
)
from client.protocol.table_bodies import HandEnded, TableClosed
from client.toolguard.catalog import Catalog, load_catalog
from client.toolguard.decisions import Decision
from client.toolguard.guard import ToolGuard
from client.toolguard.scanner import Finding, ScanResult
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.histories.history import HandHistory, HandHistoryViewer
from client.ui.lobby.lobby import LobbyWidget
from client.ui.regular.graphs import ResultsWindow
from client.ui.table.chat import ChatBox
from client.ui.table.deal_panel import DealPanel
from client.ui.table.table_desk import SeatLoss
from client.ui.table.table_layout import table_title
from client.ui.table.table_window import TableWindow
from client.ui.table.window_fit import (
    FRAME_ALLOWANCE,
    FitArea,
    frame_margins,
    frame_size,
    screen_area,
)
from client.ui.tournament.tournament_lobby import TournamentLobby
from client.ui.tournament.tournament_text import describe_tournament_event
from tests.toolguard.conftest import Spawner, stop
from tests.ui import samples
from tests.ui.screenshots import capture_all


def test_rule_3_tournament_lobby_tabs_show_the_structure(qtbot: QtBot) -> None:
    """Site rule 3: structure, round length, rebuy and break information in the lobby."""
    lobby = TournamentLobby("mtt3")
    qtbot.addWidget(lobby)
    info, players, tables, prizes, structure = samples.tournament_events("mtt3")
    lobby.apply_info(info)
    lobby.apply_players(players)
    lobby.apply_tables(tables)
    lobby.apply_prizes(prizes)
    lobby.apply_structure(structure)
    assert [lobby.tabs.tabText(i) for i in range(lobby.tabs.count())] == \
        ["Info", "Players", "Tables", "Prizes", "Structure"]
    assert lobby.levels.rowCount() == 8 and lobby.players.rowCount() == 9
    texts = [lobby.info_form.itemAt(i).widget().text()  # type: ignore[union-attr]
             for i in range(lobby.info_form.count())]
    assert any("Rebuys" in t for t in texts) and any("Progressive" in t for t in texts)
    assert lobby.subheader.text().endswith("Running")  # under way: no start, no late reg.


def test_a_sit_and_gos_info_tab_reads_as_sentences(qtbot: QtBot) -> None:
    """Seen playing: a sit & go's Info tab said "when full" and "none" in lower case
    beside every other value's capital (the subheader keeps "starts when full")."""
    lobby = TournamentLobby("sng1")
    qtbot.addWidget(lobby)
    info = samples.tournament_events("sng1")[0]
    row = msgspec.structs.replace(info.row, start_time=None, status="registering")
    lobby.apply_info(msgspec.structs.replace(info, row=row, late_registration_closes=None))
    texts = [lobby.info_form.itemAt(i).widget().text()  # type: ignore[union-attr]
             for i in range(lobby.info_form.count())]
    assert "When full" in texts and "None" in texts
    assert "starts when full" in lobby.subheader.text()


def test_rule_buttons_follow_the_room_and_show_why(qtbot: QtBot) -> None:
    """Register/unregister/rebuy/add-on are enabled only when the room allows them."""
    lobby = TournamentLobby("mtt3")
    qtbot.addWidget(lobby)
    info = samples.tournament_events("mtt3")[0]
    lobby.apply_info(info)
    assert not lobby.register_button.isEnabled() and lobby.rebuy_button.isEnabled()
    assert lobby.reason.text() == "Registration is closed: play started"
    with qtbot.waitSignal(lobby.rebuyRequested) as blocker:
        QTest.mouseClick(lobby.rebuy_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["mtt3"]
    lobby.apply_info(msgspec.structs.replace(info, reason="you are registered"))
    assert lobby.reason.text() == "You are registered"


def test_rule_7_prizes_marked_final_only_when_the_room_says(qtbot: QtBot) -> None:
    """Site rule 7: prizes are not final until registration and rebuys are over."""
    lobby = TournamentLobby("mtt3")
    qtbot.addWidget(lobby)
    lobby.apply_prizes(samples.tournament_events(final=False)[3])
    assert "grow" in lobby.prize_status.text()
    lobby.apply_prizes(samples.tournament_events(final=True)[3])
    assert "Final prizes" in lobby.prize_status.text()
    assert lobby.prizes.rowCount() == 3


def test_tables_tab_click_observes(qtbot: QtBot) -> None:
    lobby = TournamentLobby("mtt3")
    qtbot.addWidget(lobby)
    lobby.apply_tables(samples.tournament_events()[2])
    lobby.show()
    lobby.tabs.setCurrentIndex(2)
    index = lobby.tables_view.model().index(1, 0)
    rect = lobby.tables_view.visualRect(index)
    with qtbot.waitSignal(lobby.observeRequested) as blocker:
        QTest.mouseClick(lobby.tables_view.viewport(), Qt.MouseButton.LeftButton,
                         pos=rect.center())
    assert blocker.args == ["t2"]


def test_rule_discuss_a_deal_checkbox_only_where_deals_are_allowed(qtbot: QtBot) -> None:
    """Deal rules: the checkbox is in the Info tab, and only where deals are allowed."""
    chat = ChatBox()
    qtbot.addWidget(chat)
    assert chat.discuss_deal.isHidden()
    chat.set_deal_available(True)
    assert not chat.discuss_deal.isHidden() and chat.tabText(1) == "Info"
    with qtbot.waitSignal(chat.discussDealToggled) as blocker:
        chat.discuss_deal.setChecked(True)
    assert blocker.args == [True]
    chat.set_deal_ticks(2, 3, mine=True)
    assert "2 of 3" in chat.deal_status.text() and "final" not in chat.deal_status.text()
    chat.set_deal_ticks(3, 3, mine=True, prizes_final=False)  # rule 7: late registration
    assert "pauses for it once the prizes are final" in chat.deal_status.text()
    chat.add_chat("<b>x</b>", "hi & bye")
    assert "<b>x</b>" in chat.chat_log.toPlainText()  # escaped, not rendered


def test_rule_deal_panel_shows_icm_chip_even_and_left_for_first(qtbot: QtBot) -> None:
    """Deal rules: ICM, chip-count and even-split numbers, money left on the table."""
    panel = DealPanel("you")
    qtbot.addWidget(panel)
    panel.set_names({"you": "You", "p4": "Dmitri", "p6": "Farouk"})
    panel.apply_state(samples.deal_state())
    cells = [[panel.table.item(r, c).text() for c in range(5)]  # type: ignore[union-attr]
             for r in range(3)]
    assert cells[0] == ["You", "301.20", "280.00", "300.00", "301.20"]
    assert panel.left_edit.text() == "45.00" and "45.00" in panel.left_hint.text()
    assert panel.accept_button.isEnabled()
    with qtbot.waitSignal(panel.acceptRequested) as blocker:
        QTest.mouseClick(panel.accept_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["d1", True]


def test_deal_panel_shows_whole_names_and_headers_beside_the_felt(qtbot: QtBot) -> None:
    """Seen at a practice final table (window 1280 wide): "Midnig…" and "hip count". The
    panel takes the width its columns need; the felt keeps the rest."""
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    window.resize(1230, 600)
    window.show()
    qtbot.waitExposed(window)
    snap = samples.table_snapshot()
    window.apply_snapshot(msgspec.structs.replace(snap, seats=tuple(
        msgspec.structs.replace(s, name="MidnightFalcon") if s.player_id == "p4" else s
        for s in snap.seats)))
    window.apply_deal(samples.deal_state(), allowed=True)
    assert window.deal.table.item(1, 0).text() == "MidnightFalcon"  # type: ignore[union-attr]
    listed = window.deal.table
    header = listed.horizontalHeader()
    qtbot.waitUntil(lambda: listed.horizontalScrollBar().maximum() == 0)
    for column in range(listed.columnCount()):
        assert header.sectionSize(column) >= max(header.sectionSizeHint(column),
                                                 listed.sizeHintForColumn(column)), column
    assert header.length() <= listed.viewport().width()
    assert window.table.width() > window.deal.width()  # the felt stays the larger


def test_a_deal_that_pays_every_prize_says_the_tournament_is_over(qtbot: QtBot) -> None:
    """Seen after an ICM deal with nothing left in play: "Deal done — payouts changed,
    play resumes" and "Still played for: 0.00" over a finished sit & go."""
    panel = DealPanel("you")
    qtbot.addWidget(panel)
    panel.set_names({"you": "You", "p4": "Dmitri", "p6": "Farouk"})
    state = samples.deal_state(done=True)
    panel.apply_state(state)
    assert "play resumes" in panel.title.text()  # 45.00 left in play for first
    nothing_left = msgspec.structs.replace(state, proposals=tuple(
        msgspec.structs.replace(o, left_on_table=Decimal(0)) for o in state.proposals))
    panel.apply_state(nothing_left)
    panel.show_payouts(nothing_left.icm, Decimal(0))
    assert panel.title.text() == "Deal done — every prize paid, the tournament is over"
    assert panel.proposal_label.text() == "Paid: You 301.20, Dmitri 352.90, Farouk 245.90."


def test_custom_deal_needs_valid_amounts(qtbot: QtBot) -> None:
    """Players may propose variations; a bad amount is explained and nothing is sent."""
    panel = DealPanel("you")
    qtbot.addWidget(panel)
    panel.apply_state(samples.deal_state(proposal=False))
    panel.table.item(0, 4).setText("310.00")  # type: ignore[union-attr]
    panel.table.item(1, 4).setText("340.00")  # type: ignore[union-attr]
    panel.table.item(2, 4).setText("lots")  # type: ignore[union-attr]
    sent: list[object] = []
    panel.proposeRequested.connect(lambda *args: sent.append(args))
    QTest.mouseClick(panel.custom_button, Qt.MouseButton.LeftButton)
    assert not sent and "not an amount" in panel.error_label.text()
    panel.table.item(2, 4).setText("250")  # type: ignore[union-attr]
    QTest.mouseClick(panel.custom_button, Qt.MouseButton.LeftButton)
    assert sent == [("custom", Decimal("45.00"), {"you": Decimal("310.00"),
                                                  "p4": Decimal("340.00"),
                                                  "p6": Decimal("250.00")})]
    panel.show_payouts({"you": Decimal("310.00")}, Decimal("45.00"))
    assert "Deal done" in panel.title.text() and not panel.custom_button.isEnabled()


@dataclass
class FixedProcesses:
    """A scanner seeing a fixed process list (the real one sees this machine's)."""

    names: tuple[str, ...]

    def __call__(self, catalog: Catalog) -> ScanResult:
        findings = []
        for name in self.names:
            match = catalog.match(name, None)
            if match is not None:
                findings.append(Finding(pid=4242, process_name=name, exe=None, match=match))
        return ScanResult(catalog_version="test", findings=tuple(findings),
                          processes_seen=len(self.names), processes_skipped=0)


def test_rule_real_solver_process_refuses_the_seat_until_it_is_closed(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    """Tools policy, with a real process: a solver running while the client is open refuses
    the seat, naming the process; once the player closes it, the seat is no longer refused."""
    tools = Spawner(tmp_path / "tools")
    try:
        solver = tools("PioSOLVER-edge.exe")
        guard = ToolGuard(load_catalog(), scanner=tools.scan)
        window = MainWindow()
        qtbot.addWidget(window)
        session = Session(window, store, practice=lambda: None,  # type: ignore[arg-type,return-value]
                          guard=guard)
        session.link.spawn(session.link.guarded(Register(tournament_id="sng1")))
        qtbot.waitUntil(lambda: not window.banner.isHidden())
        assert window.banner.severity == "block"
        assert "PioSOLVER-edge.exe" in window.banner.text.text()
        stop(solver)
        assert guard.check().may_seat
    finally:
        tools.close()


def test_clean_scan_hides_a_warning_banner(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.banner.show_message("old warning", "warn")
    window.banner.show_decision(Decision(notices=(), at_table=False))
    assert window.banner.isHidden()


def _event(event_kind: str, seat: int | None, hand: str, **data: object) -> TableEvent:
    return TableEvent(table_id="t1", body=table_body(event_kind, data), seat=seat,
                      hand_id=hand)


def test_hand_history_keeps_own_hands_and_exports(qtbot: QtBot, tmp_path: Path) -> None:
    history = HandHistory()
    now = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)
    names = {1: "You", 2: "Ann"}
    for event in (_event("post", 1, "h1", kind="small_blind", amount=10),
                  _event("deal_hole", 1, "h1", cards=["As", "Kd"]),
                  _event("action", 2, "h1", kind="raise", amount=60),
                  _event("action", 1, "h1", kind="fold", amount=0),
                  _event("pot_awarded", 2, "h1", pot=0, amount=80),
                  _event("hand_ended", None, "h1"),
                  _event("post", 2, "h2", kind="small_blind", amount=10),  # observed only
                  _event("hand_ended", None, "h2")):
        history.record(event, names, hero_seat=1, now=now)
    assert [h.hand_id for h in history.hands] == ["h1"]
    text = history.hands[0].text()
    assert "Dealt to You [As Kd]" in text and "Ann: raises to 60" in text
    viewer = HandHistoryViewer(history)
    qtbot.addWidget(viewer)
    assert "Ann collected 80" in viewer.text.toPlainText()
    assert history.export(tmp_path / "hands.txt") == 1
    assert "Hand #h1" in (tmp_path / "hands.txt").read_text(encoding="utf-8")
    # No seating/hand_started events: no record of the hand, the log is all there is.
    assert history.hands[0].log is None
    assert history.hands[0].formatted("pokerstars") == text


def test_installed_pyside_keeps_singleton_refcounts() -> None:
    """PySide6 6.12.0 on CPython 3.11 frees None after many calls; pyproject excludes it."""
    probe = QObject()
    before = sys.getrefcount(None), sys.getrefcount(False)
    for _ in range(200):
        probe.setObjectName("probe")  # returns None
        probe.signalsBlocked()  # returns False
    assert (sys.getrefcount(None), sys.getrefcount(False)) >= (before[0] - 50, before[1] - 50)


def test_screenshot_script_renders_every_screen(tmp_path: Path) -> None:
    """docs/screenshots is regenerated by this script; every screen must still render."""
    written = capture_all(tmp_path)
    assert len(written) == 47 and all(p.stat().st_size > 10_000 for p in written)


def test_director_events_read_as_sentences() -> None:
    names = {"p1": "Ann"}
    out = describe_tournament_event(TournamentEvent(tournament_id="t", body=tb.PlayerEliminated(
        at=samples.NOW, player="p1", place=3, tied=(), eliminated_by=())), names)
    assert out == "Ann finished in 3rd place"
    level = describe_tournament_event(TournamentEvent(tournament_id="t", body=tb.LevelUp(
        at=samples.NOW, level=4, small_blind=50, big_blind=100, ante=10)), names)
    assert level == "Level 4: blinds 50/100, ante 10"
    broken = describe_tournament_event(TournamentEvent(
        tournament_id="t", body=tb.TableBroken(at=samples.NOW, table_id="hyper-1-t2")), names)
    assert broken == "Table 2 is broken up: its players move to the other tables"
    moved = describe_tournament_event(TournamentEvent(tournament_id="t", body=tb.PlayerMoved(
        at=samples.NOW, player="p1", from_table="hyper-1-t2", from_seat=3,
        to_table="hyper-1-t1", to_seat=4, reason="table broken")), names)
    assert moved == "Ann moves to table 1, seat 4"  # was "Player moved: player Ann, from ..."


def test_a_prize_reads_as_money_with_what_it_paid_for() -> None:
    """The dealer said "Ann is paid 10.00 USD (prize)" under a felt writing "$10"."""
    def paid(amount: str, currency: str, kind: str) -> str:
        return describe_tournament_event(TournamentEvent(tournament_id="t", body=tb.PrizeAwarded(
            at=samples.NOW, player="p1", amount=Decimal(amount), currency=currency,
            kind=kind)), {"p1": "Ann"})
    assert paid("10.00", "USD", "prize") == "Ann is paid $10 (prize)"
    assert paid("2.50", "USD", "bounty") == "Ann is paid $2.50 (bounty)"
    assert paid("215", "PLAY", "seat") == "Ann is paid 215 PLAY (satellite seat)"


@pytest.mark.parametrize(("left", "said"), [
    (Decimal(0), "The deal is agreed and paid"),
    (Decimal("1.50"), "The deal is agreed and paid; play continues for what is left")])
def test_a_deal_that_leaves_nothing_in_play_does_not_say_play_continues(
        left: Decimal, said: str) -> None:
    """Seen: "play continues for what is left" and then "The tournament is over", after a
    deal that left nothing in play."""
    deal = describe_tournament_event(TournamentEvent(tournament_id="t", body=tb.DealApplied(
        at=samples.NOW, amounts=(("p1", Decimal(10)),), left_in_play=left)), {})
    assert deal == said


def test_table_window_names_chat_senders_and_sits_out(qtbot: QtBot) -> None:
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    window.apply_snapshot(samples.table_snapshot())
    window.apply_chat(ChatLine(table_id="t1", sender="p4", text="gl"))
    assert "Dmitri: gl" in window.chat.chat_log.toPlainText()
    assert not window.sit_out.isChecked()
    with qtbot.waitSignal(window.sitOutToggled) as blocker:
        window.sit_out.setChecked(True)
    assert blocker.args == ["t1", True]


def test_a_tournament_seat_is_not_left_by_closing_its_tab(
        qtbot: QtBot, store: SettingsStore) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.link.player_id = "you"
    table = session.tables.table("t1")
    table.apply_snapshot(samples.table_snapshot())
    assert table.seated_in_tournament() and not table.leave_button.isVisibleTo(table)
    window.tabs.tabCloseRequested.emit(window.tabs.indexOf(table))
    assert window.tabs.indexOf(table) >= 0
    assert "Sit out" in table.banner.text.text()


def test_closing_the_tab_of_a_closed_table_asks_the_room_nothing(
        qtbot: QtBot, store: SettingsStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen closing a finished sit & go's table: "no table '6max-1-t1' is running: pick
    one from the lobby" in the tournament lobby. The room closed it: the tab just goes,
    a seat still held at the end (the winner's) too."""
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.link.player_id = "you"
    sent: list[object] = []
    monkeypatch.setattr(session.link, "send", sent.append)
    table = session.tables.table("t1")
    table.apply_snapshot(samples.table_snapshot())
    assert table.seated_in_tournament()
    table.apply_event(TableEvent(table_id="t1", body=TableClosed()))
    window.tabs.tabCloseRequested.emit(window.tabs.indexOf(table))
    assert "t1" not in session.tables.windows and sent == []


def test_the_tournament_bar_goes_when_the_tournament_is_over(
        qtbot: QtBot, store: SettingsStore) -> None:
    """Seen after a deal paid every prize: "next 15/30 in 0:00 · Avg stack 3,000 · Next
    pay jump (place 2)" above a tournament that was over (its table not closed yet)."""
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.link.player_id = "you"
    table = session.tables.table("t1")
    table.apply_snapshot(msgspec.structs.replace(
        samples.table_snapshot(), tournament_bar=TournamentBarRow(level=1, players_left=3)))
    assert table.tournament_bar.isVisibleTo(table)
    session.on_event(TournamentEvent(tournament_id="sng1", body=tb.TournamentFinished(
        at=samples.NOW, finishing_order=("p4", "p6", "p2"))))  # not ours: no finish dialog
    assert not table.tournament_bar.isVisibleTo(table)


def test_several_tables_at_once_each_in_its_tab(qtbot: QtBot, store: SettingsStore) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.link.player_id = "you"
    first = samples.table_snapshot()
    second = msgspec.structs.replace(first, table_id="t2", board=(), to_act=4, legal=None)
    session.on_event(first)
    session.on_event(second)
    assert set(session.tables.windows) == {"t1", "t2"} and window.tabs.count() == 3
    session.on_event(samples.action_request())  # our turn at t1 only
    assert session.tables.windows["t1"].action_bar.options() is not None
    assert session.tables.windows["t2"].action_bar.options() is None
    assert session.tables.windows["t2"].tracker.view.board == ()


def test_rule_repeat_of_an_always_prohibited_tool_blocks_play_at_the_table(
        qtbot: QtBot, store: SettingsStore) -> None:
    """Tools policy: the first sighting warns; a repeat while seated blocks play."""
    guard = ToolGuard(load_catalog(), scanner=FixedProcesses(("HoldemHawk.exe",)))
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None,  # type: ignore[arg-type,return-value]
                      guard=guard)
    session.link.player_id = "you"
    session.on_event(samples.table_snapshot())  # seated: the guard now knows it
    table = session.tables.windows["t1"]
    session.apply_decision(guard.check())
    assert window.banner.severity == "warn" and table.action_bar.isEnabled()
    session.apply_decision(guard.check())
    assert window.banner.severity == "block" and not table.action_bar.isEnabled()
    assert "blocked" in table.banner.text.text()
    table.show()
    table.setFocus()
    blocked: list[object] = []
    table.actRequested.connect(lambda *args: blocked.append(args))
    table._hotkey(table.action_bar.fold)
    assert not blocked  # hotkeys do nothing while play is blocked
    session.apply_decision(Decision(notices=(), at_table=True))
    assert table.action_bar.isEnabled()


def test_rule_deals_only_in_real_money_tournaments(qtbot: QtBot, store: SettingsStore) -> None:
    """Deal rules: deals are enforced for real-money tournaments only, so a play-money
    final table never offers Discuss A Deal; a real-money one does."""
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.link.player_id = "you"
    session.on_event(samples.table_snapshot())  # tournament "sng1"
    table = session.tables.windows["t1"]
    info = samples.tournament_events("sng1")[0]
    session.on_event(msgspec.structs.replace(info, deal_making=False, real_money=False))
    session.on_event(samples.deal_state(paused=False, proposal=False))
    assert table.chat.discuss_deal.isHidden() and table.deal.isHidden()
    window2 = MainWindow()
    qtbot.addWidget(window2)
    session2 = Session(window2, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session2.link.player_id = "you"
    session2.on_event(samples.table_snapshot())
    session2.on_event(info)  # real money, deals allowed
    session2.on_event(samples.deal_state(paused=False, proposal=False))
    assert not session2.tables.windows["t1"].chat.discuss_deal.isHidden()


def test_the_owner_is_told_of_failed_logins_at_the_next_login(
        qtbot: QtBot, store: SettingsStore) -> None:
    """The server's security notice (failed attempts, a lock) shows in the banner."""
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    notice = "security notice: 3 failed login attempt(s) since your last login"
    session.on_event(Welcome(player_id="p1", name="ann", token="t", security_notice=notice))
    assert window.banner.text.text() == notice


# --- windows that fit ----------------------------------------------------------------------
def cut_off(widget: QWidget, window: QWidget) -> bool:
    """True unless `widget` is shown whole: inside every parent up to `window`."""
    if not widget.isVisibleTo(window) or widget.width() <= 0 or widget.height() <= 0:
        return True
    parent = widget.parentWidget()
    while parent is not None:
        rect = QRect(widget.mapTo(parent, QPoint(0, 0)), widget.size())
        if not parent.rect().contains(rect):
            return True
        if parent is window:
            return False
        parent = parent.parentWidget()
    return True


def controls(table: TableWindow) -> dict[str, QWidget]:
    """Everything a player needs at the table: the actions, the bet box, slider and
    presets, the chat line, and the buttons above the felt."""
    bar = table.action_bar
    found: dict[str, QWidget] = {
        "fold": bar.fold_button, "call": bar.call_button, "raise": bar.raise_button,
        "all-in": bar.all_in_button, "slider": bar.slider, "amount": bar.amount,
        "check/fold": bar.fold_ahead, "call any": bar.call_any,
        "chat line": table.chat.input, "sit out": table.sit_out,
        "history": table.history_button, "felt": table.table}
    found.update({f"preset {k}": b for k, b in bar.preset_buttons.items()})
    return found


LONG_TITLE = "Aldebaran (NL Hold'em $0.50/$1, 6-max) — Sunday Million Table 117"


def table_at_our_turn(qtbot: QtBot, store: SettingsStore,
                      size: QSize | None = None) -> tuple[Session, TableWindow]:
    """A session whose main window (at `size`) has a table tab with a long name where it
    is our turn; balances in two currencies."""
    store.save(Settings(animation_speed=0.0))
    window = MainWindow()
    qtbot.addWidget(window)
    if size is not None:
        window.resize(size)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.link.player_id = "you"
    window.lobby.apply_snapshot(samples.lobby())
    window.set_balances(samples.balances().balances)
    table = session.tables.table("t1")
    session.tables.layout.set_title(table, LONG_TITLE)
    table.set_title(LONG_TITLE)
    table.apply_snapshot(samples.table_snapshot())
    window.show()
    qtbot.waitExposed(window)
    return session, table


def test_a_main_window_with_room_shows_no_scroll_bar(qtbot: QtBot, store: SettingsStore
                                                     ) -> None:
    """Seen playing at 1x: with the scenario's banner above a table tab the main window
    scrolled (the banner's wrapped words asked for the table's preferred height). Its
    content scrolls only when the screen is smaller than its minimum."""
    session, _table = table_at_our_turn(qtbot, store, QSize(1280, 800))
    window = session.window
    window.banner.show_message("Scenario loaded: Heads-up finish")
    area = window.centralWidget()
    assert isinstance(area, FitArea)
    qtbot.waitUntil(lambda: area.content.height() == area.viewport().height())
    assert not area.verticalScrollBar().isVisible()
    assert not area.horizontalScrollBar().isVisible()


def test_the_main_window_opens_inside_a_small_screen(qtbot: QtBot) -> None:
    """Offscreen the screen is 800 px wide (1280 wanted): the window, with room for a
    frame, opens on it whole."""
    window = MainWindow()
    qtbot.addWidget(window)
    area = screen_area(window)
    framed = window.geometry().marginsAdded(FRAME_ALLOWANCE)
    assert area.contains(framed), (area, framed)  # offscreen: 1280 wide shrunk to fit


@pytest.mark.parametrize("screen", [(800, 600), (1024, 768)])
def test_a_table_is_playable_in_a_small_screen(qtbot: QtBot, store: SettingsStore,
                                               screen: tuple[int, int]) -> None:
    """A table tab in a main window filling an 800x600 (or 1024x768) screen shows every
    action button, the bet box and slider, and the chat whole (PokerStars: ~800x550)."""
    inside = QSize(*screen) - frame_size(FRAME_ALLOWANCE)
    session, table = table_at_our_turn(qtbot, store, inside)
    window = session.window
    qtbot.waitUntil(lambda: window.size() == inside)
    cut = [name for name, widget in controls(table).items() if cut_off(widget, window)]
    assert not cut, (window.size(), window.minimumSizeHint(), cut)
    assert table.action_bar.raise_button.isEnabled()


def test_the_deal_panel_fits_beside_the_felt_in_a_960_window(qtbot: QtBot) -> None:
    """Deal rules: with the deal panel open in a 960 px window, Accept and Reject and the
    propose buttons are whole on screen."""
    table = TableWindow("t1", "you")
    qtbot.addWidget(table)
    table.apply_snapshot(samples.table_snapshot())
    table.apply_deal(samples.deal_state(), True)
    table.resize(960, 640)
    table.show()
    qtbot.waitExposed(table)
    deal = table.deal
    buttons = {"accept": deal.accept_button, "reject": deal.reject_button,
               "custom": deal.custom_button, **deal.buttons}
    cut = [name for name, widget in buttons.items() if cut_off(widget, table)]
    assert not cut, (table.size(), table.minimumSizeHint(), cut)
    assert table.width() == 960 and not cut_off(table.table, table)


def test_settings_opened_at_our_turn_leave_the_table_playable(qtbot: QtBot,
                                                             store: SettingsStore) -> None:
    """Settings opened while our clock runs block nothing: Fold still folds (the dialog
    is not modal, so the table keeps its input and painting; never `exec()` under qasync)."""
    session, table = table_at_our_turn(qtbot, store)
    dialog = session.open_settings()
    qtbot.waitExposed(dialog)
    assert not dialog.isModal() and QApplication.activeModalWidget() is None
    with qtbot.waitSignal(table.actRequested) as acted:
        QTest.mouseClick(table.action_bar.fold_button, Qt.MouseButton.LeftButton)
    assert acted.args == ["t1", "fold", 0]
    assert session.open_settings() is dialog  # once: a second click brings it forward


# --- the waiting list only where it makes sense -------------------------------------------
def ring(table_id: str, players: int) -> RingRow:
    return RingRow(table_id=table_id, name=table_id.title(), game="NLHE", stakes="0.50/1",
                   currency="USD", seats=6, players=players, min_buy_in=Decimal(40),
                   max_buy_in=Decimal(100))


def seated(table_id: str, hero: str | None, seats: int = 6,
           empty: tuple[int, ...] = ()) -> TableSnapshot:
    """A cash table snapshot; seat 1 is `hero`'s (None: someone else's)."""
    rows = tuple(SeatRow(seat=n) if n in empty else
                 SeatRow(seat=n, player_id=hero if n == 1 and hero else f"p{n}",
                         name=f"P{n}", stack=1000) for n in range(1, seats + 1))
    return TableSnapshot(table_id=table_id, game="NLHE", seats=rows, max_seats=seats,
                         your_seat=1 if hero else None, small_blind=50, big_blind=100)


@pytest.mark.parametrize(("hand_id", "said"), [
    (None, "The room restarted and your chips are back"),
    ("h9", "The room restarted: the hand was cancelled")])
def test_a_seat_lost_to_a_restart_says_whether_a_hand_was_cancelled(
        qtbot: QtBot, store: SettingsStore, hand_id: str | None, said: str) -> None:
    """Seen playing: seated alone at a server's table, the server restarted: the banner
    said "the hand was cancelled" though no hand was running; and it stayed after we sat
    down again."""
    session, _table = table_at_our_turn(qtbot, store)
    session.on_event(LobbySnapshot(rings=(ring("cash", 5),)))
    session.on_event(msgspec.structs.replace(seated("cash", "you"), hand_id=hand_id))
    session.on_event(seated("cash", None, empty=(1,)))  # the room, restarted, seats us not
    banner = session.tables.windows["cash"].banner
    assert said in banner.text.text() and banner.isVisibleTo(banner.window())
    assert session.tables.buy_in_dialog is not None
    session.on_event(seated("cash", "you"))  # we bought in again and sit
    assert not banner.isVisibleTo(banner.window()), "the banner went once we sat again"


def test_the_buy_in_dialog_says_at_once_when_there_is_not_enough_money(
        qtbot: QtBot, store: SettingsStore) -> None:
    """Seen: no euros at all, a euro table's dialog showed no balance, and "Sit down" got
    the room's raw refusal ("you does not have 25 EUR available: player:you has 0 EUR...").
    With the balances known, a currency not held is none of it: the dialog says so and
    offers no Sit down."""
    session, _table = table_at_our_turn(qtbot, store)
    session.on_event(samples.balances())  # dollars and T$, no euros
    euros = msgspec.structs.replace(ring("euro", 2), currency="EUR")
    session.on_event(LobbySnapshot(rings=(ring("cash", 2), euros)))
    for table_id, enough in (("euro", False), ("cash", True)):
        session.on_event(seated(table_id, None, empty=(1,)))
        dialog = session.tables.sit(table_id, 1)
        assert dialog is not None
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        assert box.button(QDialogButtonBox.StandardButton.Ok).isEnabled() is enough
        assert ("You have only €0 available" in dialog.error.text()) is not enough
        dialog.close()


@pytest.mark.parametrize("taken", [False, True])
def test_a_rebuy_takes_ones_seat_or_any_free_one_once_it_is_taken(
        qtbot: QtBot, store: SettingsStore, monkeypatch: pytest.MonkeyPatch,
        taken: bool) -> None:
    """Busted at a cash table, the buy-in dialog offers one's seat again. Seen: a bot of
    the living lobby sat there while the dialog was open, and the buy-in was refused
    ("seat 5 ... is not free; free seats: [6]"). The seat if still free, else any."""
    session, _table = table_at_our_turn(qtbot, store)
    sent: list[object] = []
    monkeypatch.setattr(session.link, "send_guarded", sent.append)
    session.on_event(LobbySnapshot(rings=(ring("cash", 5),)))
    session.on_event(seated("cash", None, empty=(1, 6)))
    session.tables.seat_lost("cash", 1, SeatLoss.BUSTED)
    dialog = session.tables.buy_in_dialog
    assert dialog is not None
    if taken:  # someone sits in our old seat while we decide
        session.on_event(seated("cash", None, empty=(6,)))
    dialog.buyInChosen.emit("cash", dialog.seat, Decimal(100))
    assert sent == [Sit(table_id="cash", buy_in=Decimal(100), seat=None if taken else 1)]


def test_waiting_list_offered_only_for_a_full_table_one_does_not_sit_at(
        qtbot: QtBot, store: SettingsStore) -> None:
    """Lobby and table tab offer "Join waiting list" for a full table one watches, never
    for a table with a free seat or the table one sits at; "first available at these
    stakes" stays offered."""
    session, _table = table_at_our_turn(qtbot, store)
    session.on_event(LobbySnapshot(rings=(ring("empty", 2), ring("full", 6), ring("mine", 6))))
    session.on_event(seated("mine", "you"))
    session.on_event(seated("full", None))
    session.on_event(seated("empty", None, empty=(3, 4, 5, 6)))
    lobby, box = session.window.lobby, session.fastfold.waiting
    offered = {}
    for tid in ("empty", "full", "mine"):
        assert lobby.cash_tab.select_id(tid)
        qtbot.waitUntil(lambda t=tid: box.table_id == t)  # type: ignore[misc]
        assert box.join_any.isVisibleTo(box)
        offered[tid] = (box.join_table.isVisibleTo(box),
                        session.tables.windows[tid].join_waiting_list.isVisibleTo(session.tables.windows[tid]))
    assert offered == {"empty": (False, False), "full": (True, True), "mine": (False, False)}


def test_secondary_windows_open_within_a_small_screen(qtbot: QtBot) -> None:
    """Hand history, results graphs and the tournament lobby open no larger than the
    screen's available area (offscreen: 800 px wide; at 200% a 1920x1080 screen is 960x540)."""
    main = MainWindow()
    qtbot.addWidget(main)
    main.show()
    for window in (HandHistoryViewer(HandHistory(), main), ResultsWindow(main),
                   TournamentLobby("mtt3", main)):  # closed with the main window
        window.show()
        qtbot.waitExposed(window)
        area = screen_area(window)
        framed = window.geometry().marginsAdded(frame_margins(window, main))
        assert framed.width() <= area.width() and framed.height() <= area.height(), (
            type(window).__name__, area, framed)


def test_the_lobby_side_panel_is_as_wide_as_its_buttons_words(
        qtbot: QtBot, store: SettingsStore) -> None:
    """Seen playing in German at 1280 px: "Erster freier Platz bei diesen Einsätzen" was cut
    on both sides (the panel's fixed 200 px minimum let the splitter squeeze it)."""
    session, _table = table_at_our_turn(qtbot, store, QSize(1280, 800))
    session.on_event(LobbySnapshot(rings=(ring("full", 6),)))
    box = session.fastfold.waiting
    box.join_any.setText("Erster &freier Platz bei diesen Einsätzen")
    session.window.tabs.setCurrentIndex(0)
    assert session.window.lobby.cash_tab.select_id("full")
    qtbot.waitUntil(lambda: box.join_any.isVisible())
    wanted = box.join_any.sizeHint().width()
    qtbot.waitUntil(lambda: box.join_any.width() >= wanted)


def test_quitting_with_a_seat_in_play_asks_first(qtbot: QtBot, store: SettingsStore) -> None:
    """Seen playing: Ctrl+Q in a running sit & go ended the program (and, offline, the
    event) without a word. Seated, Quit asks; Cancel keeps playing, Quit quits."""
    session, table = table_at_our_turn(qtbot, store)
    window = session.window
    window.show()
    assert session._seats_in_play() == [table_title(table)]
    window.request_quit()
    box = window.quit_box
    assert box is not None and box.isVisible() and table_title(table) in box.text()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.isVisible()
    window.request_quit()
    box = window.quit_box
    assert box is not None
    with qtbot.waitSignal(window.closing):
        next(b for b in box.buttons() if b.text() == "&Quit").click()
    assert not window.isVisible()


def test_quitting_asks_only_while_something_is_at_stake(qtbot: QtBot,
                                                        store: SettingsStore) -> None:
    """Seen playing: after a scenario's last hand, and after a finished sit & go (its table
    closed), Ctrl+Q still said "You are playing". As PokerStars, it asks only while the
    hero holds cards in a hand or has a seat in a tournament still being played."""
    session, table = table_at_our_turn(qtbot, store)
    cash = msgspec.structs.replace(samples.table_snapshot(), tournament_id=None)
    table.apply_snapshot(cash)
    assert session._seats_in_play() == [table_title(table)]  # cards in a running hand
    table.apply_event(TableEvent(table_id="t1", body=HandEnded()))
    assert session._seats_in_play() == []  # a cash seat between hands: nothing at stake
    table.apply_snapshot(msgspec.structs.replace(cash, hand_id=None, to_act=None))
    assert session._seats_in_play() == []
    table.apply_snapshot(samples.table_snapshot())
    table.apply_event(TableEvent(table_id="t1", body=HandEnded()))
    assert session._seats_in_play() == [table_title(table)]  # the sit & go goes on
    table.apply_event(TableEvent(table_id="t1", body=TableClosed()))
    assert session._seats_in_play() == []  # the sit & go is over
    with qtbot.waitSignal(session.window.closing):
        session.window.request_quit()
    assert session.window.quit_box is None


def test_a_new_practice_room_with_a_seat_in_play_asks_first(
        qtbot: QtBot, store: SettingsStore, aio: asyncio.AbstractEventLoop) -> None:
    """Seen playing: one click on Offline practice, already offline, started a new room:
    the seats, the sit & go and the balance gone without a word. Seated, it asks first;
    Cancel keeps playing; with nothing in play it starts at once."""
    session, table = table_at_our_turn(qtbot, store)
    window = session.window
    window.show()
    started: list[bool] = []
    window.practiceRequested.connect(lambda: started.append(True))
    window.practice_button.click()
    box = window.quit_box
    assert box is not None and box.isVisible() and table_title(table) in box.text()
    assert started == []
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert started == []
    window.practice_button.click()
    box = window.quit_box
    assert box is not None
    next(b for b in box.buttons() if b.text() == "&New practice room").click()
    assert started == [True]
    window.seats_in_play = list
    window.practice_button.click()
    assert started == [True, True]


def test_quitting_with_nothing_in_play_quits_at_once(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.closing):
        window.request_quit()
    assert window.quit_box is None


def test_the_side_panel_follows_the_lobby_tab(qtbot: QtBot, store: SettingsStore) -> None:
    """Seen playing: on the Fast fold tab the side panel still showed the last cash table
    with its Open table and waiting-list buttons."""
    session, _table = table_at_our_turn(qtbot, store, QSize(1280, 800))
    session.on_event(LobbySnapshot(rings=(ring("full", 6),)))
    lobby, box = session.window.lobby, session.fastfold.waiting
    session.window.tabs.setCurrentIndex(0)
    assert lobby.cash_tab.select_id("full")
    qtbot.waitUntil(lambda: box.join_any.isVisible())
    lobby.tabs.setCurrentWidget(session.fastfold.pools_tab)
    assert lobby.details.title.text() == "Select a game" and not box.isVisible()
    lobby.tabs.setCurrentWidget(lobby.cash_tab)
    assert lobby.details.current_id == "full" and box.isVisible()


def test_the_lobby_name_column_stays_readable_when_the_lobby_is_narrowed(
        qtbot: QtBot) -> None:
    """Seen playing with the tester tools docked: the tournament list's Name column shrank
    to "…" while Start, Buy-in, Status kept their widths. The name keeps its width and the
    right-hand columns scroll; with room to spare it takes the rest."""
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.apply_snapshot(samples.lobby(rings=3, sngs=3, tourneys=3))
    lobby.tabs.setCurrentWidget(lobby.tourney_tab)
    lobby.resize(560, 500)
    lobby.show()
    qtbot.waitExposed(lobby)
    view = lobby.tourney_tab.view
    header = view.horizontalHeader()
    digit = view.fontMetrics().horizontalAdvance("0")
    qtbot.waitUntil(lambda: header.sectionSize(1) >= 18 * digit)
    lobby.resize(1800, 500)
    qtbot.waitUntil(lambda: header.length() == view.viewport().width())
    assert header.sectionSize(1) > 18 * digit
