"""Journey: a regular's habits at a cash table, through real clicks under a real X server:
a pre-action box ticked while waiting acts when the turn comes; Sit out next hand deals
us out (our seat says so, no cards) and unticking it deals us in again.

The practice room with bots "thinking" a little, so a person has time to tick a box
before the turn comes.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from client.adapters.local import LocalAdapter, LocalRoom
from client.room.clock import RealClock
from client.service import RoomConfig, RoomService
from client.service.config import PRACTICE_BUSY_RINGS
from tests.ui.journeys.conftest import SEED, Practice
from tests.ui.journeys.player import Player

THINK_S = 0.3


@pytest.fixture
def practice() -> Practice:
    """Practice whose bots take a moment per action (time to tick a box)."""
    def room() -> LocalAdapter:
        clock = RealClock()
        config = RoomConfig(practice=True, bot_delay=THINK_S, hand_pause=THINK_S, seed=SEED,
                            busy_rings=PRACTICE_BUSY_RINGS)
        return LocalAdapter(LocalRoom(RoomService(clock, config=config), clock))
    return room


def test_pre_action_check_fold_ticked_while_waiting_acts_at_our_turn(app: Player) -> None:
    """Tick Check/Fold while others act: when the turn comes it is played for us (the
    buttons never wait on us) and the box clears. (A hand that ends before our turn
    clears it too: then we tick it again next hand.)"""
    table = app.sit_at_cash_table("Aldebaran")
    box = table.action_bar.fold_ahead
    sent: list[str] = []
    table.actRequested.connect(lambda _tid, kind, _amount: sent.append(kind))
    lit: list[bool] = []
    for _hand in range(10):
        app.wait(lambda: box.isEnabled() and box.isVisible() and not app.my_turn(table),
                 30000)
        before = len(sent)
        QTest.mouseClick(box, Qt.MouseButton.LeftButton)
        def played_or_lit() -> bool:
            lit.append(app.my_turn(table) and box.isChecked())
            return not box.isChecked()

        app.wait(played_or_lit, 30000)
        if len(sent) > before:
            break
    assert not any(lit), "our turn waited on us with Check/Fold ticked"
    assert sent and sent[-1] in ("check", "fold"), sent


def test_sit_out_next_hand_deals_us_out_and_back_in(app: Player) -> None:
    """Sit out next hand: our seat says Sitting out and no cards come; unticked, we are
    dealt in again."""
    table = app.sit_at_cash_table("Aldebaran")
    QTest.mouseClick(table.sit_out, Qt.MouseButton.LeftButton)
    app.play_until(table, lambda: "You: Sitting out" in app.seat_text(table),
                   lambda t: app.check_or_fold(t), timeout=30000)
    app.wait(lambda: "You: Sitting out" in app.seat_text(table), 30000)
    assert not app.my_cards(table)
    QTest.mouseClick(table.sit_out, Qt.MouseButton.LeftButton)
    app.wait(lambda: bool(app.my_cards(table)), 60000)
    assert "You: Sitting out" not in app.seat_text(table)
