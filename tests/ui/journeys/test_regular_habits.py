"""Journey: a regular's habits at a cash table, through real clicks under a real X server:
a pre-action box ticked while waiting acts when the turn comes; Sit out next hand deals
us out (our seat says so, no cards) and unticking it deals us in again; Auto-post blinds
unticked in the table's Options sits us out when a blind comes; the evening lobby (bots
coming and going) shows players and figures that change.

The practice room with bots "thinking" a little, so a person has time to tick a box
before the turn comes.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from tests.ui.journeys.conftest import Practice, paced_practice
from tests.ui.journeys.player import Player

THINK_S = 0.3


@pytest.fixture
def practice(request: pytest.FixtureRequest) -> Practice:
    """Practice whose bots take a moment per action (time to tick a box); parametrized
    ``lively``, the living lobby a person meets."""
    return paced_practice(THINK_S, THINK_S, lively=getattr(request, "param", "") == "lively")


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


def test_auto_post_blinds_unticked_in_options_sits_us_out_when_a_blind_comes(
        app: Player) -> None:
    """Options > Auto-post blinds, clicked off: no blind is posted for us; when one comes
    we are sat out (our seat says so, the Sit out box is ticked)."""
    table = app.sit_at_cash_table("Aldebaran")
    menu = table.options_menu
    assert table.auto_post.isChecked()

    def click_in_menu() -> None:  # the menu runs its own loop: click from inside it
        app.wait(menu.isVisible)
        QTest.mouseClick(menu, Qt.MouseButton.LeftButton,
                         pos=menu.actionGeometry(table.auto_post).center())

    QTimer.singleShot(0, click_in_menu)
    QTest.mouseClick(table.options_button, Qt.MouseButton.LeftButton)
    app.wait(lambda: not table.auto_post.isChecked())
    app.play_until(table, lambda: "You: Sitting out" in app.seat_text(table),
                   lambda t: app.check_or_fold(t), timeout=30000)
    app.wait(lambda: table.sit_out.isChecked(), 30000)
    assert not app.my_cards(table)


@pytest.mark.parametrize("practice", ["lively"], indirect=True)
def test_lobby_busy_evening_lobby_has_players_and_figures_that_change(app: Player) -> None:
    """A newcomer opens the cash lobby: most tables have players, and the figures (players,
    average pot) change as the bots play hands, sit down and go home."""
    view = app.open_lobby_tab("Cash games")
    rings = app.window.lobby.rings
    rows = [rings.row_at(i) for i in range(rings.rowCount())]
    assert sum(1 for r in rows if r.players) >= 2 * len(rows) // 3
    first = {r.table_id: (r.players, r.average_pot) for r in rows}

    def changed() -> int:
        now = [rings.row_at(i) for i in range(rings.rowCount())]
        return sum(1 for r in now if first.get(r.table_id) != (r.players, r.average_pot))

    app.wait(lambda: changed() >= len(rows) // 2, 60000)
    assert any(r.average_pot for r in (rings.row_at(i) for i in range(rings.rowCount())))
    assert app.lobby_rows(view)
