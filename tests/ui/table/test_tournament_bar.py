"""The tournament bar above a tournament table: level, countdown to the next level with
its blinds, rank of the players left, average stack, next pay jump; none at cash tables."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import msgspec
from pytestqt.qtbot import QtBot

from client.protocol.messages import TableEvent, TournamentBarRow
from client.protocol.table_bodies import TableClosed
from client.ui.table.table_window import TableWindow
from client.ui.table.tournament_bar import TournamentBar, bar_text
from tests.ui import samples

NOW = datetime(2026, 3, 1, 20, tzinfo=UTC)
BAR = TournamentBarRow(level=4, level_ends=NOW + timedelta(minutes=3, seconds=12),
                       small_blind=50, big_blind=100, ante=10, next_small_blind=75,
                       next_big_blind=150, next_ante=15, rank=3, players_left=9,
                       average_stack=1500, next_pay_place=3, next_pay=Decimal("5.40"),
                       currency="USD")


def test_tournament_bar_says_level_next_blinds_rank_average_and_pay_jump() -> None:
    assert bar_text(BAR, NOW) == ("Level 4: 50/100 (10) · next 75/150 (15) in 3:12 · "
                                  "Rank 3 of 9 · Avg stack 1,500 · "
                                  "Next pay jump (place 3): $5.40")


def test_tournament_bar_counts_down_live(qtbot: QtBot) -> None:
    now = [NOW]
    bar = TournamentBar(lambda: now[0])
    qtbot.addWidget(bar)
    bar.set_bar(BAR)
    assert "in 3:12" in bar.text()
    now[0] = NOW + timedelta(seconds=72)
    bar.refresh()
    assert "in 2:00" in bar.text()
    bar.set_bar(msgspec.structs.replace(BAR, level_ends=None))  # on a break: no countdown
    assert " in " not in bar.text()


def _table_with_bar(qtbot: QtBot) -> TableWindow:
    """A shown tournament table whose bar is up."""
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    window.show()
    window.apply_snapshot(msgspec.structs.replace(samples.table_snapshot(),
                                                  tournament_bar=BAR))
    assert window.tournament_bar.isVisible()
    return window


def test_tournament_bar_on_tournament_tables_only(qtbot: QtBot) -> None:
    window = _table_with_bar(qtbot)
    assert "Rank 3 of 9" in window.tournament_bar.text()
    window.apply_snapshot(msgspec.structs.replace(samples.table_snapshot(),
                                                  tournament_id=None))
    assert not window.tournament_bar.isVisible()


def test_tournament_bar_goes_with_the_table_closed(qtbot: QtBot) -> None:
    """Seen after the last hand of a sit & go: "next 15/30 in 4:45 · Avg stack 4,500"
    still counting down above the closed table. A closed table has no level to come."""
    window = _table_with_bar(qtbot)
    window.apply_event(TableEvent(table_id="t1", body=TableClosed()))
    assert not window.tournament_bar.isVisible()
