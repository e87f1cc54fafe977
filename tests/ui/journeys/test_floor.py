"""Journey f: a tester opens the Floor offline (Tools › Floor: offline, the tester is the
floor) and runs a deal and a cancellation through it, as staff do on a server.

Heads-up: we tick Discuss A Deal, the table pauses for it, and in the Floor's deal
requests we put even-split numbers on the table with money left in play for first (the
floor repeats the deal in the table's chat); we join the table's chat as the floor and ask
everyone to accept, signed "Floor (<name>)"; we accept at the table, the bot confirms, the
deal is paid. Then a 6-max sit & go is cancelled
by roll forward after a payouts preview. Both show in the audit log.

Journey f2: on a real server with staff, the deal everyone confirmed waits for the staff
member, who executes it from the Floor window.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QComboBox, QTableView

from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import (
    AcceptDeal,
    Act,
    ActionKind,
    ActionRequest,
    Command,
    DealState,
    DiscussDeal,
    Event,
    Register,
    TableSnapshot,
)
from client.ui.app.session import Session
from client.ui.floor.floor_window import FloorWindow
from tests.adapters.harness import PASSWORD
from tests.server.child import ServerChild
from tests.ui.journeys.player import WAIT_MS, Player, plain
from tests.ui.journeys.test_sit_and_go import HEADS_UP, SIX_MAX


def _rows(view: QTableView) -> list[str]:
    model = view.model()
    return [" | ".join(str(model.index(r, c).data()) for c in range(model.columnCount()))
            for r in range(model.rowCount())]


def test_floor_offline_runs_a_deal_and_a_cancellation(app: Player) -> None:
    """Deal making and the cancellation policy through the Floor window, offline."""
    table = app.register_for_sit_and_go(HEADS_UP)
    app.click_tab(table, "Info")
    app.click("Discuss A Deal", table)
    app.focus_felt(table)
    app.play_until(table, lambda: "Table paused for a deal" in app.table_text(table),
                   app.check_or_fold, turns=30)

    app.menu("Tools", "Floor…")
    floor = app.window_titled("Floor")
    assert isinstance(floor, FloorWindow)
    app.click_tab(floor, "Deal requests")
    app.wait(lambda: "every remaining player ticked" in app.texts(floor))
    app.choose(app.by_name(floor, "Deal numbers"), "Even split")
    app.type_into(app.by_name(floor, "Left in play by place"), "0.50")
    app.screenshot("floor-deal-request")
    app.click("Put the deal on the table", floor)
    app.wait(lambda: "On the table:" in app.texts(floor))
    chat = table.chat.chat_log
    app.wait(lambda: "Floor (" in chat.toPlainText() and "please confirm" in chat.toPlainText())
    app.click("Join the final table's chat", floor)  # the floor comes to the table
    app.bring_to_front(table)
    app.click_tab(table, "Chat")
    app.type_into(app.by_name(table, "Chat message"), "Everyone, please accept the deal")
    app.press("Enter")
    app.wait(lambda: "): Everyone, please accept the deal" in chat.toPlainText())
    assert "Floor (" in chat.toPlainText().splitlines()[-1]
    app.screenshot("floor-chat")
    app.click("Accept deal", table)
    app.wait(lambda: "Deal done" in app.table_text(table))
    app.click_tab(floor, "Audit log")
    app.wait(lambda: any("deal-paid" in row for row in _rows(floor.audit_view)))
    assert any("deal-proposed" in row and "0.50 for place 1" in row
               for row in _rows(floor.audit_view))

    app.register_for_sit_and_go(SIX_MAX)
    app.bring_to_front(floor)
    app.click_tab(floor, "Cancel a tournament")
    target = app.by_name(floor, "Tournament to cancel")
    app.wait(lambda: isinstance(target, QComboBox) and target.findData("6max-1") >= 0)
    app.choose(target, plain(SIX_MAX))  # by the lobby's name (the first: ours)
    app.click("Roll forward", floor)
    app.click("Preview the payouts", floor)
    app.wait(lambda: floor.preview.rowCount() > 0)
    assert f"{plain(SIX_MAX)} by roll-forward-before-money pays" in app.texts(floor)
    app.screenshot("floor-cancel-preview")
    app.click("Cancel the tournament now", floor)
    app.click_tab(floor, "Audit log")
    app.wait(lambda: any("cancel" in row and SIX_MAX in row
                         for row in _rows(floor.audit_view)))
    app.screenshot("floor-audit-log")
    six_max = app.table()
    app.wait(lambda: "This table is closed" in app.table_text(six_max))
    assert not app.action_texts(six_max)  # nothing left to act on
    floor.close()


class Opponent:
    """The other player on the server: a real client that enters the heads-up sit & go,
    ticks Discuss A Deal once seated, checks or calls, and confirms any deal put on the
    table."""

    def __init__(self, url: str) -> None:
        self.adapter = RemoteAdapter(url, "bob", PASSWORD, create=True,
                                     backoff=Backoff(initial=0.1, maximum=0.5))
        self.adapter.subscribe(self.on_event)
        self.tasks: set[asyncio.Task[None]] = set()
        self.ticked = False

    def send(self, command: Command) -> None:
        task = asyncio.ensure_future(self.adapter.send(command))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def on_event(self, event: Event) -> None:
        if isinstance(event, TableSnapshot) and event.your_seat is not None and \
                event.tournament_id and not self.ticked:
            self.ticked = True
            self.send(DiscussDeal(tournament_id=event.tournament_id, on=True))
        elif isinstance(event, ActionRequest):
            kind = ActionKind.CHECK if ActionKind.CHECK in event.legal.actions \
                else ActionKind.CALL
            self.send(Act(table_id=event.table_id, action=kind, hand_id=event.hand_id))
        elif isinstance(event, DealState):
            for offer in event.proposals:
                if "bob" not in offer.accepted_by:
                    self.send(AcceptDeal(tournament_id=event.tournament_id,
                                         proposal_id=offer.proposal_id))


def _run(app: Player, coro: Coroutine[Any, Any, None]) -> None:
    """Run a coroutine on the UI's loop and wait for it (the Qt loop keeps running)."""
    task = asyncio.ensure_future(coro)
    app.wait(task.done)
    task.result()


def test_floor_staff_execute_a_deal_everyone_confirmed_on_a_server(
        person: tuple[Player, Session], tmp_path: Path) -> None:
    """On a real server with staff (`--staff boss`) the deal waits for them: we (staff,
    and a player in the heads-up sit & go) put ICM numbers on the table, both players
    confirm, the Floor window shows the deal ready and "Execute deal" carries it out; the
    table reads it in the floor's chat and the audit log has it."""
    app, _session = person
    server = ServerChild(["--port", "0", "--store", f"sqlite:///{tmp_path / 's.sqlite3'}",
                          "--cheap-hashes", "--grant", "USD:500", "--staff", "boss"])
    bob = Opponent(server.url)
    try:
        app.connect_to_server(server.url, "boss", PASSWORD)
        _run(app, bob.adapter.connect())
        bob.send(Register(tournament_id="hu-1"))
        table = app.register_for_sit_and_go(HEADS_UP)
        app.click_tab(table, "Info")
        app.click("Discuss A Deal", table)
        app.focus_felt(table)
        app.play_until(table, lambda: "Table paused for a deal" in app.table_text(table),
                       app.check_or_fold, turns=30, timeout=WAIT_MS)
        app.menu("Tools", "Floor…")
        floor = app.window_titled("Floor")
        assert isinstance(floor, FloorWindow)
        app.click_tab(floor, "Deal requests")
        app.wait(lambda: "every remaining player ticked" in app.texts(floor))
        app.choose(app.by_name(floor, "Deal numbers"), "ICM")
        app.click("Put the deal on the table", floor)
        app.wait(lambda: "On the table:" in app.texts(floor))
        app.bring_to_front()
        app.click("Accept deal", table)
        app.wait(lambda: "Everyone confirmed:" in app.texts(floor))
        assert "Table paused for a deal" in app.table_text(table)  # not carried out yet
        app.bring_to_front(floor)
        app.screenshot("floor-deal-ready")
        app.click("Execute deal", floor)
        chat = table.chat.chat_log
        app.wait(lambda: "Floor (boss): Deal carried out" in chat.toPlainText())
        app.wait(lambda: "Deal done" in app.table_text(table))
        app.click_tab(floor, "Audit log")
        app.wait(lambda: any("boss | deal-paid" in row for row in _rows(floor.audit_view)))
        app.screenshot("floor-deal-executed")
        floor.close()
    finally:
        _run(app, bob.adapter.close())
        server.stop()
