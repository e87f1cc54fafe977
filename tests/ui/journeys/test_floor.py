"""Journey f: a tester opens the Floor offline (Tools › Floor: offline, the tester is the
floor) and runs a deal and a cancellation through it, as staff do on a server.

Heads-up: we tick Discuss A Deal, the table pauses for it, and in the Floor's deal
requests we put even-split numbers on the table with money left in play for first (the
floor repeats the deal in the table's chat); we join the table's chat as the floor and ask
everyone to accept, signed "Floor (<name>)"; we accept at the table, the bot confirms, the
deal is paid. Then a 6-max sit & go is cancelled
by roll forward after a payouts preview. Both show in the audit log.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QTableView

from client.ui.floor.floor_window import FloorWindow
from tests.ui.journeys.player import Player
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
    app.choose(target, "6max-1")
    app.click("Roll forward", floor)
    app.click("Preview the payouts", floor)
    app.wait(lambda: floor.preview.rowCount() > 0)
    assert "6max-1 by roll-forward-before-money pays" in app.texts(floor)
    app.screenshot("floor-cancel-preview")
    app.click("Cancel the tournament now", floor)
    app.click_tab(floor, "Audit log")
    app.wait(lambda: any("cancel" in row and "6max-1" in row
                         for row in _rows(floor.audit_view)))
    app.screenshot("floor-audit-log")
    six_max = app.table()
    app.wait(lambda: "This table is closed" in app.table_text(six_max))
    assert not app.action_texts(six_max)  # nothing left to act on
    floor.close()
