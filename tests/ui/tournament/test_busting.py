"""Busting, as the player sees it, through the real main window and the practice room:
at a cash table the hand that busted you is shown down, the table stays with its players
and the buy-in dialog offers your seat again; in a sit & go the last hand ends visibly, a
finish dialog says the place and the prize, and the table goes on as a watcher's view."""

from __future__ import annotations

import asyncio
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.protocol import tournament_bodies as tb
from client.protocol.messages import Register, TableEvent, TournamentEvent
from client.ui.app.settings import SettingsStore
from client.ui.table.buy_in_dialog import BuyInDialog
from client.ui.table.finish_dialog import FinishDesk, FinishDialog
from tests.adapters.harness import autoplay
from tests.ui.samples import NOW
from tests.ui.test_cash_and_tools import ok_button, practice_room, start, stop  # noqa: F401
from tests.ui.test_end_to_end import WAIT, click

LONG = 12 * WAIT  # a whole sit & go; an upper bound for a loaded machine


def test_bust_at_a_cash_table_shows_the_showdown_and_offers_a_rebuy(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom) -> None:  # noqa: F811
    window, session = start(qtbot, instant_store, practice_room)
    lobby = window.lobby
    qtbot.waitUntil(lambda: "USD" in session.lobby.balances, timeout=WAIT)
    row = min((lobby.rings.row_at(i) for i in range(lobby.rings.rowCount())
               if lobby.rings.row_at(i).currency == "USD" and
               lobby.rings.row_at(i).game == "NLHE"), key=lambda r: r.max_buy_in)
    session.open_table(row.table_id)
    qtbot.waitUntil(lambda: row.table_id in session.tables.windows, timeout=WAIT)
    table = session.tables.windows[row.table_id]
    qtbot.waitUntil(lambda: bool(table.tracker.view.blinds_text), timeout=WAIT)
    first = session.tables.sit(row.table_id, table.tracker.view.first_seat)
    assert first is not None
    first.amount.setText(str(row.min_buy_in))
    assert session.link.adapter is not None
    seen: list[TableEvent] = []
    session.link.adapter.subscribe(lambda e: seen.append(e) if isinstance(e, TableEvent) else None)
    autoplay(session.link.adapter)  # all-in at every turn: out soon
    click(qtbot, ok_button(first))
    qtbot.waitUntil(lambda: table.tracker.hero_seat is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: session.tables.buy_in_dialog is not first, timeout=LONG)

    again = session.tables.buy_in_dialog
    assert isinstance(again, BuyInDialog) and again.isVisible()
    assert again.row.table_id == row.table_id and again.available is not None
    assert row.table_id in session.tables.windows and table.tracker.hero_seat is None
    others = [s for s in table.tracker.view.seats if s.stack > 0]
    assert others, "the opponents stay at the table"
    last = next(e.hand_id for e in reversed(seen) if e.kind == "deal_hole")
    kinds = [e.kind for e in seen if e.hand_id == last]
    ended = kinds[:-1] if kinds[-1] == "raked" else kinds  # a raked pot: the rake follows
    assert "showdown" in kinds and ended[-1] == "hand_ended", "the bust hand is shown down"
    assert "buy in again" in table.banner.text.text()
    stop(qtbot, session)


def test_bust_in_a_sit_and_go_shows_the_finish_dialog_and_the_table_goes_on(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom) -> None:  # noqa: F811
    window, session = start(qtbot, instant_store, practice_room)
    sngs = window.lobby.sngs
    qtbot.waitUntil(lambda: sngs.position_of("6max-1") is not None, timeout=WAIT)
    assert session.link.adapter is not None
    autoplay(session.link.adapter)
    session.link.send(Register(tournament_id="6max-1"))
    qtbot.waitUntil(lambda: "6max-1" in session.finish.dialogs, timeout=LONG)

    dialog = session.finish.dialogs["6max-1"]
    assert dialog.isVisible() and dialog.place.text().startswith("You finished in ")
    table = next(t for t in session.tables.windows.values() if t.tracker.tournament_id == "6max-1")
    log = table.chat.info_log.toPlainText()
    assert "You finished in " in log and "finishes in place" not in log, log
    place = int(dialog.place.text().split()[3][:-2])
    if place <= 2:  # paid places of a 6-max sit & go: the prize shows
        qtbot.waitUntil(lambda: dialog.prize.isVisible(), timeout=WAIT)
        assert dialog.prize.text().startswith("and won $")
    if place > 1:  # the others play on in view, and the table closes with the tournament
        qtbot.waitUntil(lambda: table.tracker.hero_seat is None, timeout=WAIT)
        bust_hand = table.tracker.hand_id
        qtbot.waitUntil(lambda: table.tracker.hand_id not in (None, bust_hand), timeout=LONG)
        qtbot.waitUntil(lambda: table.tracker.view.status_text == "This table is closed",
                        timeout=LONG)
    assert Decimal(0) <= session.lobby.balances["USD"].available
    stop(qtbot, session)


def test_the_finish_dialog_leaves_the_other_tables_playable(qtbot: QtBot) -> None:
    """Seen: busted from one sit & go, its finish dialog was window-modal (QDialog.open),
    so no other table of the main window could act until OK was clicked, and a clock ran
    out meanwhile. The dialog is not modal."""
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    desk = FinishDesk()
    desk.on_event(TournamentEvent(tournament_id="6max-1", body=tb.PlayerEliminated(
        at=NOW, player="you", place=4, tied=(), eliminated_by=())), "you", "6-Max", parent)
    dialog = desk.dialogs["6max-1"]
    assert dialog.isVisible() and "4th" in dialog.place.text()
    assert dialog.windowModality() == Qt.WindowModality.NonModal
    assert QApplication.activeModalWidget() is None
    dialog.close()


def test_the_finish_dialog_has_room_for_the_tournament_name_in_its_title(qtbot: QtBot) -> None:
    """Seen under openbox: "Sunday Million practice" cut in the dialog's narrow title bar.
    The dialog is as wide as its title and a title bar's icon and buttons."""
    name = "Sunday Million practice — Turbo Deepstack"
    dialog = FinishDialog(name, 2)
    qtbot.addWidget(dialog)
    dialog.adjustSize()
    shown = f"{name} \u2014 {QApplication.applicationDisplayName()}"  # as X11 titles it
    assert dialog.width() >= dialog.fontMetrics().horizontalAdvance(shown) + 120
