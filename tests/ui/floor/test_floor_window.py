"""The Floor window (offscreen): what staff see, and the commands their clicks make; and
Tools › Floor in offline practice, where the tester is the floor."""

from __future__ import annotations

import asyncio
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTableWidgetItem
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter, LocalRoom
from client.protocol import messages as m
from client.server.app import ServerConfig
from client.server.auth import CHEAP
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.floor.floor_window import FloorWindow
from client.ui.table.chat import FLOOR_COLOUR, ChatBox
from tests.ui.samples import floor_view
from tests.ui.test_remote import served, sign_up

D = Decimal


def _window(qtbot: QtBot) -> tuple[FloorWindow, list[m.Command]]:
    window = FloorWindow()
    qtbot.addWidget(window)
    sent: list[m.Command] = []
    window.commandRequested.connect(sent.append)
    window.apply_view(floor_view())
    window.show()
    qtbot.waitExposed(window)
    return window, sent


def test_floor_window_shows_play_flags_withheld_and_the_audit_log(qtbot: QtBot) -> None:
    """Every part of the view has its place: tournaments, tables, integrity flags (with
    why), withheld winnings, the audit log and the minimum client."""
    window, _sent = _window(qtbot)
    assert window.tournaments.rowCount() == 2 and window.tables.rowCount() == 1
    assert window.flags.record(0).why == "a and b never raise each other"
    assert "1 flags from the latest 40 hands" in window.reviewed.text()
    assert window.held.record(0).amount == D("12.50")
    assert window.audit.record(0).action == "pause"
    assert window.min_client.text() == "0.1.0"


def test_floor_pause_resume_and_minimum_client_buttons_send_staff_commands(
        qtbot: QtBot) -> None:
    """Pause acts on the selected tournament or table; nothing selected sends nothing."""
    window, sent = _window(qtbot)
    QTest.mouseClick(window.pause_button, Qt.MouseButton.LeftButton)
    assert sent == [] and "Pick a tournament" in window.notice.text()
    window.tables_view.selectRow(0)
    QTest.mouseClick(window.pause_button, Qt.MouseButton.LeftButton)
    window.apply_view(floor_view())  # the room's answer: the table stays selected
    assert window.tables_view.selectionModel().selectedRows()[0].row() == 0
    window.tournaments_view.clearSelection()
    window.tables_view.clearSelection()
    window.tournaments_view.selectRow(0)
    QTest.mouseClick(window.resume_button, Qt.MouseButton.LeftButton)
    window.min_client.setText("0.2.0")
    QTest.mouseClick(window.min_client_button, Qt.MouseButton.LeftButton)
    assert sent == [m.FloorPause(target_id="hu-1-t1", on=True),
                    m.FloorPause(target_id="hu-1", on=False), m.FloorMinClient(version="0.2.0")]


def test_rule_deal_staff_join_the_table_chat_from_a_table_or_a_deal_request(
        qtbot: QtBot) -> None:
    """Deal making (site rules: a staff member comes to the table): "Join the table's
    chat" asks for the picked table, a one-table tournament's table, or a deal request's
    final table; nothing picked asks for nothing."""
    window, _sent = _window(qtbot)
    joined: list[str] = []
    window.joinChatRequested.connect(joined.append)
    QTest.mouseClick(window.join_chat_button, Qt.MouseButton.LeftButton)
    assert joined == [] and "Pick a table" in window.notice.text()
    window.tables_view.selectRow(0)
    QTest.mouseClick(window.join_chat_button, Qt.MouseButton.LeftButton)
    window.tables_view.clearSelection()
    window.tournaments_view.selectRow(0)
    QTest.mouseClick(window.join_chat_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(window.deals.join_chat_button, Qt.MouseButton.LeftButton)
    assert joined == ["hu-1-t1"] * 3


def test_rule_deal_floor_numbers_edited_with_money_left_for_second(qtbot: QtBot) -> None:
    """Deal making: the staff member picks ICM, chip-count or even-split numbers, may edit
    them (a variation) and leave money in play for any finish, then puts the deal on the
    table; who confirmed shows once it is there."""
    window, sent = _window(qtbot)
    editor = window.deals
    window.tabs.setCurrentWidget(editor)
    def cell(row: int, column: int) -> QTableWidgetItem:
        item = editor.grid.item(row, column)
        assert item is not None
        return item

    assert editor.grid.rowCount() == 2 and cell(0, 2).text() == "7.50"
    editor.method.setCurrentIndex(editor.method.findData("even"))
    assert cell(0, 5).text() == "5.00"
    editor.left.setText("0.50; 0.25")
    QTest.mouseClick(editor.propose_button, Qt.MouseButton.LeftButton)
    editor.grid.setItem(1, 5, QTableWidgetItem("4.25"))
    cell(0, 5).setText("5.00")
    assert editor.method.currentData() == "custom"
    QTest.mouseClick(editor.propose_button, Qt.MouseButton.LeftButton)
    assert sent == [
        m.FloorDeal(tournament_id="hu-1", kind="even", left_for=(D("0.50"), D("0.25"))),
        m.FloorDeal(tournament_id="hu-1", kind="custom", left_for=(D("0.50"), D("0.25")),
                    amounts={"me": D("5.00"), "bot": D("4.25")})]
    offered = floor_view().deals[0]
    window.apply_view(floor_view(deals=(m.FloorDealRow(**{
        **{f: getattr(offered, f) for f in offered.__struct_fields__},
        "proposal": {"me": D("5.00"), "bot": D("4.25")}, "confirmed": ("bot",)}),)))
    assert "Confirmed by 1 of 2; waiting for Me" in editor.status.text()
    editor.required.setText("oops")
    QTest.mouseClick(editor.required_button, Qt.MouseButton.LeftButton)
    assert len(sent) == 2 and "is not an amount" in editor.error.text()


def test_rule_deal_staff_execute_the_deal_once_everyone_confirmed(qtbot: QtBot) -> None:
    """Deal making (site rules: staff repeat the deal for confirmation and execute it when
    everyone confirmed): "Execute deal" is off until the room says every remaining player
    confirmed; then the agreed deal stands (no new numbers) and the click asks for it."""
    window, sent = _window(qtbot)
    editor = window.deals
    window.tabs.setCurrentWidget(editor)
    assert not editor.execute_button.isEnabled()
    offered = floor_view().deals[0]
    fields = {f: getattr(offered, f) for f in offered.__struct_fields__}
    proposal = {"me": D("7.50"), "bot": D("2.50")}
    window.apply_view(floor_view(deals=(m.FloorDealRow(**{
        **fields, "proposal": proposal, "confirmed": ("bot", "me"), "ready": True}),)))
    assert editor.execute_button.isEnabled() and not editor.propose_button.isEnabled()
    assert "Everyone confirmed: Me 7.50, CopperBadger 2.50" in editor.status.text()
    QTest.mouseClick(editor.execute_button, Qt.MouseButton.LeftButton)
    assert sent == [m.FloorExecuteDeal(tournament_id="hu-1")]
    window.apply_view(floor_view(deals=()))  # carried out: the request is gone
    assert not editor.execute_button.isEnabled()


def test_floor_lists_tournaments_and_tables_by_the_lobbys_names(qtbot: QtBot) -> None:
    """The floor names tournaments, tables and players as the lobby and the table windows
    do (the audit log too); the ids a tester needs are in the tooltips."""
    window, _sent = _window(qtbot)
    shown = window.tournaments.index(0, 0)
    assert shown.data() == "Heads-Up" and shown.data(Qt.ItemDataRole.ToolTipRole) == "hu-1"
    table = window.tables.index(0, 0)
    assert table.data() == "Heads-Up — table 1"
    assert table.data(Qt.ItemDataRole.ToolTipRole) == "hu-1-t1"
    assert window.tables.index(0, 1).data() == "Heads-Up"
    assert window.deals.requests.currentText() == "Heads-Up"
    assert "Heads-Up: every remaining player" in window.deals.summary.text()
    audit = window.audit.index(0, 3)
    assert (audit.data(), audit.data(Qt.ItemDataRole.ToolTipRole)) == ("Heads-Up", "hu-1")
    assert window.audit.index(0, 1).data() == "Me"
    assert window.cancel_target.itemText(0) == "Heads-Up (running)"
    assert window.cancel_target.itemData(0, Qt.ItemDataRole.ToolTipRole) == "hu-1"
    bot = window.deals.grid.item(1, 0)  # players by their names, ids in the tooltips
    assert bot is not None and (bot.text(), bot.toolTip()) == ("CopperBadger", "bot")
    window.apply_preview(m.FloorCancelPreview(
        tournament_id="hu-1", method="rollback", payouts={"bot": D("5.50")},
        remaining={"bot": 3000}, names={"bot": "CopperBadger"}))
    assert window.preview.record(0)[0] == "CopperBadger"
    assert "Heads-Up by rollback pays 5.50" in window.preview_note.text()


def test_rule_cancellation_needs_a_payouts_preview_before_confirming(qtbot: QtBot) -> None:
    """Cancellation policy: the floor previews the payouts of the chosen method and only
    then may confirm; chip count is offered for a heads-up sit & go only."""
    window, sent = _window(qtbot)
    window.tabs.setCurrentIndex(2)
    assert window.cancel_target.currentData() == "hu-1"
    assert window.cancel_methods["heads-up-chip-count"].isEnabled()
    window.cancel_target.setCurrentIndex(window.cancel_target.findData("6max-1"))
    assert not window.cancel_methods["heads-up-chip-count"].isEnabled()
    assert not window.confirm_cancel.isEnabled()
    window.cancel_methods["roll-forward"].setChecked(True)
    QTest.mouseClick(window.preview_button, Qt.MouseButton.LeftButton)
    window.apply_preview(m.FloorCancelPreview(
        tournament_id="6max-1", method="roll-forward-before-money",
        payouts={"me": D("7.25")}, remaining={"me": 4000}))
    assert window.preview.rowCount() == 1 and window.confirm_cancel.isEnabled()
    QTest.mouseClick(window.confirm_cancel, Qt.MouseButton.LeftButton)
    assert sent == [m.FloorCancel(tournament_id="6max-1", method="roll-forward"),
                    m.FloorCancel(tournament_id="6max-1", method="roll-forward",
                                  confirm=True)]
    assert not window.confirm_cancel.isEnabled()


def test_floor_withholds_and_releases_a_players_winnings(qtbot: QtBot) -> None:
    """Game integrity: withhold an amount pending review; pick a held row to release it."""
    window, sent = _window(qtbot)
    window.tabs.setCurrentIndex(4)
    window.hold_player.setText("b")
    window.hold_amount.setText("3.00")
    QTest.mouseClick(window.withhold_button, Qt.MouseButton.LeftButton)
    window.held_view.selectRow(0)
    window._pick_held()
    QTest.mouseClick(window.release_button, Qt.MouseButton.LeftButton)
    assert sent == [m.FloorWithhold(player_id="b", currency="USD", amount=D("3.00")),
                    m.FloorWithhold(player_id="a", currency="USD", hold=False)]


def test_tools_floor_offline_opens_the_floor_of_the_practice_room(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    """Offline the tester is the floor: Tools › Floor lists the practice room's open
    tournaments, and a staff action shows in the audit log; the window closes with the
    session (it showed that room's floor)."""
    store.save(Settings(animation_speed=0.0))
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: LocalAdapter(
        LocalRoom.practice(bot_delay=0.0, seed=19)))
    session.link.spawn(session.use(session._practice()))
    qtbot.waitUntil(lambda: window.lobby.rings.rowCount() > 0, timeout=10_000)
    assert window.floor_action.isEnabled()
    window.floor_action.trigger()
    floor = session.floor.window
    assert floor is not None
    qtbot.waitUntil(lambda: floor.tournaments.rowCount() > 0, timeout=10_000)
    floor.min_client.setText("0.0.1")
    QTest.mouseClick(floor.min_client_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: floor.audit.rowCount() == 1, timeout=10_000)
    assert floor.audit.record(0).action == "min-client"
    with qtbot.waitSignal(floor.closed, timeout=10_000):  # closed with the session
        closing = asyncio.ensure_future(session.close())
        qtbot.waitUntil(closing.done, timeout=10_000)
    assert session.floor.window is None


def test_only_the_floors_lines_wear_the_floors_colour(qtbot: QtBot) -> None:
    """A player who names themselves "Floor (x)" still writes a plain line: the colour
    comes from the room's mark (`ChatLine.floor`), which only staff lines carry."""
    box = ChatBox()
    qtbot.addWidget(box)
    box.add_chat("Floor (Boss)", "fake", floor=False)
    assert FLOOR_COLOUR not in box.chat_log.toHtml()
    box.add_chat("Floor (Boss)", "real", floor=True)
    assert FLOOR_COLOUR in box.chat_log.toHtml()


def test_rule_deal_staff_speak_at_the_table_as_the_floor_offline(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore) -> None:
    """Offline the tester is the floor: joining a table's chat from the Floor window opens
    the table, and what they write there arrives signed "Floor (<name>)" in the floor's
    colour (a player's line cannot look like it)."""
    store.save(Settings(animation_speed=0.0))
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: LocalAdapter(
        LocalRoom.practice(bot_delay=0.0, seed=19)))
    session.link.spawn(session.use(session._practice()))
    qtbot.waitUntil(lambda: window.lobby.rings.rowCount() > 0, timeout=10_000)
    window.floor_action.trigger()
    floor = session.floor.window
    assert floor is not None
    qtbot.waitUntil(lambda: floor.tables.rowCount() > 0, timeout=10_000)
    table_id = floor.tables.record(0).table_id
    floor.tables_view.selectRow(0)
    QTest.mouseClick(floor.join_chat_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table_id in session.tables.windows, timeout=10_000)
    chat = session.tables.windows[table_id].chat
    qtbot.waitUntil(lambda: "joined the table" in chat.chat_log.toPlainText(), timeout=10_000)
    chat.input.setText("Please confirm the deal")
    QTest.keyClick(chat.input, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Please confirm the deal" in chat.chat_log.toPlainText(),
                    timeout=10_000)
    name = session.link.account.partition("|")[2]
    assert f"Floor ({name}): Please confirm the deal" in chat.chat_log.toPlainText()
    assert FLOOR_COLOUR in chat.chat_log.toHtml()
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=10_000)
    assert session.floor.window is None


@pytest.mark.parametrize("staff", [False, True])
def test_tools_floor_on_a_server_is_for_staff_only(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path, staff: bool) -> None:
    """On a real server (loopback) an account the operator did not name staff is refused
    the floor: the window closes, the banner says why and Tools › Floor turns off; a
    staff account (`--staff ann`) sees the room's floor."""
    config = ServerConfig(port=0, db=str(tmp_path / "server.sqlite3"), hash_cost=CHEAP,
                          staff=frozenset({"ann"} if staff else ()))
    with served(qtbot, store, config) as rig:
        window, session = rig.window, rig.session
        sign_up(session, f"ws://127.0.0.1:{rig.port}")
        qtbot.waitUntil(lambda: window.lobby.sngs.rowCount() > 0, timeout=10_000)
        window.floor_action.trigger()
        floor = session.floor.window
        assert floor is not None
        if staff:
            qtbot.waitUntil(lambda: floor.tournaments.rowCount() > 0, timeout=10_000)
            assert floor.isVisible() and window.floor_action.isEnabled()
        else:
            qtbot.waitUntil(lambda: not window.floor_action.isEnabled(), timeout=10_000)
            assert "not staff" in window.banner.text.text() and not floor.isVisible()
