"""Lobby and record models: Qt's model checks, in-place updates, filtering, money sorting."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from decimal import Decimal
from typing import cast

import msgspec
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtTest import QTest
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from client.protocol.messages import LobbySnapshot, LobbyUpdate, PlayerRow
from client.ui.lobby.lobby import LobbyWidget
from client.ui.lobby.lobby_model import (
    ID_ROLE,
    RING_COLUMNS,
    TOURNAMENT_COLUMNS,
    LobbyFilter,
    RowTableModel,
    search_text,
    stakes_text,
)
from client.ui.locale_format import money_text
from client.ui.record_model import RecordModel
from client.ui.tournament.tournament_lobby import player_fields
from tests.ui import samples


def _checker(tester: ModelTester) -> Callable[[QAbstractItemModel], None]:
    """pytest-qt's model checker (its `check` is not annotated upstream)."""
    return cast(Callable[[QAbstractItemModel], None], tester.check)


def test_lobby_models_pass_qt_model_checks(qtmodeltester: ModelTester) -> None:
    check = _checker(qtmodeltester)
    rings = RowTableModel(RING_COLUMNS)
    rings.set_rows(samples.ring_rows(50))
    check(rings)
    tourneys = RowTableModel(TOURNAMENT_COLUMNS)
    tourneys.set_rows(samples.tournament_rows(50))
    proxy = LobbyFilter()
    proxy.setSourceModel(tourneys)
    check(proxy)
    proxy.set_filters(text="plo", status="running")
    check(proxy)


def test_record_model_passes_qt_model_checks(qtmodeltester: ModelTester) -> None:
    model: RecordModel[PlayerRow] = RecordModel(player_fields(lambda: "USD"))
    model.set_records(samples.tournament_events()[1].players)
    _checker(qtmodeltester)(model)


def test_filter_by_text_game_buy_in_and_status() -> None:
    model = RowTableModel(TOURNAMENT_COLUMNS)
    rows = samples.tournament_rows(400)
    model.set_rows(rows)
    proxy = LobbyFilter()
    proxy.setSourceModel(model)
    proxy.set_filters(game="PLO", status="running")
    expected = {r.tournament_id for r in rows if r.game == "PLO" and r.status == "running"}
    shown = {proxy.index(i, 0).data(ID_ROLE) for i in range(proxy.rowCount())}
    assert shown == expected and expected
    proxy.set_filters(game="", status="", stakes="$11")
    assert proxy.rowCount() == sum(1 for r in rows if r.buy_in + r.fee == Decimal("11"))
    proxy.set_filters(stakes="", text="#12")
    assert {proxy.index(i, 0).data(ID_ROLE) for i in range(proxy.rowCount())} >= {"mtt12"}


def test_money_sorts_as_numbers_not_text() -> None:
    model = RowTableModel(TOURNAMENT_COLUMNS)
    model.set_rows(samples.tournament_rows(100))
    proxy = LobbyFilter()
    proxy.setSourceModel(model)
    buy_in = 3
    proxy.sort(buy_in, Qt.SortOrder.AscendingOrder)
    values = [model.row_at(proxy.mapToSource(proxy.index(i, 0)).row())
              for i in range(proxy.rowCount())]
    totals = [r.buy_in + r.fee for r in values]
    assert totals == sorted(totals)


def test_lobby_update_replaces_changed_rows_in_place(qtbot: QtBot) -> None:
    """Only changed rows are signalled: the selection survives an update."""
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.apply_snapshot(samples.lobby(rings=5, sngs=5, tourneys=5))
    lobby.tabs.setCurrentWidget(lobby.tourney_tab)
    assert lobby.tourney_tab.select_id("mtt2")
    changed = samples.tournament_rows(5)[2]
    grown = changed.__class__(**{**{f: getattr(changed, f) for f in changed.__struct_fields__},
                                 "registered": changed.registered + 1})
    with qtbot.waitSignal(lobby.tourneys.dataChanged):
        lobby.apply_update(LobbyUpdate(tournaments=(grown,), removed=("mtt4",)))
    assert lobby.tourney_tab.view.currentIndex().data(ID_ROLE) == "mtt2"
    assert lobby.tourneys.position_of("mtt4") is None
    row = lobby.tournament_row("mtt2")
    assert row is not None and row.registered == changed.registered + 1


def test_lobby_row_described_leaving_selects_nothing_rather_than_its_neighbour(
        qtbot: QtBot) -> None:
    """A finished tournament the player looks at retires from the lobby: the panel says
    nothing is selected (it described the next row, with its Register button, a game the
    player never picked)."""
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.show()
    lobby.apply_snapshot(samples.lobby(rings=5, sngs=5, tourneys=5))
    lobby.tabs.setCurrentWidget(lobby.tourney_tab)
    assert lobby.tourney_tab.select_id("mtt2")
    lobby.apply_update(LobbyUpdate(removed=("mtt2",)))
    assert lobby.tourneys.position_of("mtt2") is None
    assert not lobby.tourney_tab.view.currentIndex().isValid()
    assert not lobby.tourney_tab.view.selectionModel().selectedRows()
    assert lobby.details.current_id == "" and not lobby.details.open_button.isEnabled()
    assert lobby.tourney_tab.select_id("mtt3")  # the player picks another: described
    assert lobby.details.current_id == "mtt3"


def test_money_and_stakes_text() -> None:
    assert money_text(Decimal("1.50"), "USD") == "$1.50"
    assert money_text(Decimal("10.00"), "EUR") == "€10"
    assert money_text(Decimal("1000"), "PLAY") == "1,000 PLAY"
    assert stakes_text("0.50/1", "USD") == "$0.50/$1"
    assert stakes_text("odd", "USD") == "odd USD"


def test_cash_table_column_names_the_table_not_its_description(qtbot: QtBot) -> None:
    """"Aldebaran (NL Hold'em $0.50/$1, 6-max)" was cut in the Table column while the Game,
    Stakes and Players columns said the same; the side panel's title took three lines."""
    ring = msgspec.structs.replace(samples.ring_rows(1)[0],
                                   name="Aldebaran (NL Hold'em $0.50/$1, 6-max)")
    model = RowTableModel(RING_COLUMNS)
    model.set_rows([ring])
    assert model.index(0, 0).data() == "Aldebaran"
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.details.show_ring(ring)
    assert lobby.details.title.text() == "Aldebaran"
    assert "aldebaran" in search_text(ring) and "nl hold'em" in search_text(ring)


def test_filter_follows_rows_changed_while_filtered() -> None:
    """A row whose status changes leaves (or joins) the filtered view at once."""
    model = RowTableModel(TOURNAMENT_COLUMNS)
    rows = samples.tournament_rows(50)
    model.set_rows(rows)
    proxy = LobbyFilter()
    proxy.setSourceModel(model)
    proxy.set_filters(status="running")
    running = [r for r in rows if r.status == "running"]
    assert proxy.rowCount() == len(running)
    first = running[0]
    fields = {f: getattr(first, f) for f in first.__struct_fields__}
    model.upsert([first.__class__(**{**fields, "status": "finished"})])
    assert proxy.rowCount() == len(running) - 1
    model.remove([running[1].tournament_id])
    assert proxy.rowCount() == len(running) - 2
    model.upsert([first.__class__(**{**fields, "tournament_id": "new", "status": "running"})])
    assert proxy.rowCount() == len(running) - 1


def test_search_box_filters_after_typing_pauses(qtbot: QtBot) -> None:
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.apply_snapshot(samples.lobby(rings=5, sngs=5, tourneys=40))
    tab = lobby.tourney_tab
    QTest.keyClicks(tab.search, "#12")
    qtbot.waitUntil(lambda: tab.proxy.rowCount() == 1)
    assert tab.proxy.index(0, 0).data(ID_ROLE) == "mtt12"


def test_sorting_keeps_the_selection_and_new_rows_follow_the_sort(qtbot: QtBot) -> None:
    """The source sorts itself (fast for 10,000 rows); the selected row stays selected."""
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.apply_snapshot(samples.lobby(rings=5, sngs=5, tourneys=60))
    tab = lobby.tourney_tab
    assert tab.select_id("mtt7")
    tab.view.sortByColumn(3, Qt.SortOrder.DescendingOrder)
    assert tab.view.currentIndex().data(ID_ROLE) == "mtt7"
    totals = [lobby.tourneys.row_at(i).buy_in + lobby.tourneys.row_at(i).fee
              for i in range(lobby.tourneys.rowCount())]
    assert totals == sorted(totals, reverse=True)
    lobby.apply_snapshot(samples.lobby(rings=5, sngs=5, tourneys=60))  # fresh rows, same sort
    again = [lobby.tourneys.row_at(i).buy_in for i in range(lobby.tourneys.rowCount())]
    assert again == sorted(again, reverse=True)


def test_rows_the_lobby_adds_or_changes_follow_the_sort(qtbot: QtBot) -> None:
    """Seen playing: sorted by start time, tournaments the room added later were listed
    at the end (11:10, 11:32 after 12:20 PM); a row whose sort key changed stayed put."""
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    rows = samples.tournament_rows(6)
    lobby.apply_snapshot(LobbySnapshot(tournaments=tuple(rows[1:5])))
    lobby.tourney_tab.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # start

    def starts() -> list[datetime]:
        model = lobby.tourneys
        return [t for t in (model.row_at(i).start_time for i in range(model.rowCount()))
                if t is not None]

    lobby.apply_update(LobbyUpdate(tournaments=(rows[0], rows[5])))
    assert starts() == sorted(starts()) and len(starts()) == 6
    assert rows[0].start_time is not None
    later = msgspec.structs.replace(rows[0], start_time=rows[0].start_time + timedelta(days=1))
    lobby.apply_update(LobbyUpdate(tournaments=(later,)))
    assert starts() == sorted(starts()) and starts()[-1] == later.start_time


def test_record_model_sorts_itself(qtmodeltester: ModelTester) -> None:
    model: RecordModel[PlayerRow] = RecordModel(player_fields(lambda: "USD"))
    model.set_records(samples.tournament_events()[1].players)
    model.sort(2, Qt.SortOrder.AscendingOrder)  # stack
    stacks = [model.record(i).stack for i in range(model.rowCount())]
    assert stacks == sorted(stacks)
    _checker(qtmodeltester)(model)
