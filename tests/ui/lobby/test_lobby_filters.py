"""The cash lobby a regular scans: hide full tables, hide empty ones (with the game and
stakes filters), and the room's figures per table (players per flop, hands per hour)."""

from __future__ import annotations

from decimal import Decimal

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from client.protocol.messages import Command, LobbySnapshot, LobbyUpdate
from client.ui.lobby.lobby import LobbyWidget
from client.ui.lobby.table_preview import PreviewController, TablePreview
from client.ui.lobby.waitlist import WaitingBox
from tests.ui import samples


def shown(lobby: LobbyWidget) -> set[int]:
    proxy = lobby.cash_tab.proxy
    return {lobby.rings.row_at(proxy.mapToSource(proxy.index(r, 0)).row()).players
            for r in range(proxy.rowCount())}


def first_row(lobby: LobbyWidget) -> dict[str, str]:
    """The cash tab's first row, text by column title."""
    model = lobby.rings
    return {model.headerData(c, Qt.Orientation.Horizontal): model.data(model.index(0, c))
            for c in range(model.columnCount())}


def test_lobby_busy_filters_hide_full_and_hide_empty_tables(qtbot: QtBot) -> None:
    rows = samples.ring_rows(3)
    full, empty, busy = (msgspec.structs.replace(rows[0], players=rows[0].seats),
                         msgspec.structs.replace(rows[1], players=0),
                         msgspec.structs.replace(rows[2], players=2, players_flop=38,
                                                 hands_per_hour=71,
                                                 average_pot=Decimal("4.20")))
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.show()
    lobby.apply_snapshot(LobbySnapshot(rings=(full, empty, busy)))
    assert shown(lobby) == {full.seats, 0, 2}
    QTest.mouseClick(lobby.cash_tab.hide_full, Qt.MouseButton.LeftButton)
    assert shown(lobby) == {0, 2}
    QTest.mouseClick(lobby.cash_tab.hide_empty, Qt.MouseButton.LeftButton)
    assert shown(lobby) == {2}
    QTest.mouseClick(lobby.cash_tab.hide_full, Qt.MouseButton.LeftButton)
    assert shown(lobby) == {full.seats, 2}
    assert not lobby.sng_tab.hide_full.isVisible()


def test_lobby_busy_columns_show_the_rooms_figures(qtbot: QtBot) -> None:
    row = msgspec.structs.replace(samples.ring_rows(1)[0], players=5, players_flop=38,
                                  hands_per_hour=71)
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.apply_snapshot(LobbySnapshot(rings=(row,)))
    texts = first_row(lobby)
    assert texts["Plrs/Flop"] == "38%" and texts["Hands/hr"] == "71"


def test_lobby_busy_columns_show_a_dash_before_any_hand_is_played(qtbot: QtBot) -> None:
    """A table nobody has played a hand at yet has no figures: a dash, not "$0" and "0%"
    (the living lobby opens with every table fresh)."""
    row = msgspec.structs.replace(samples.ring_rows(1)[0], players=5, players_flop=0,
                                  hands_per_hour=0, average_pot=Decimal(0))
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.apply_snapshot(LobbySnapshot(rings=(row,)))
    texts = first_row(lobby)
    assert (texts["Avg pot"], texts["Plrs/Flop"], texts["Hands/hr"]) == ("—", "—", "—")
    played = msgspec.structs.replace(row, average_pot=Decimal("0.20"), players_flop=100)
    lobby.apply_update(LobbyUpdate(rings=(played,)))
    texts = first_row(lobby)
    assert (texts["Avg pot"], texts["Hands/hr"]) == ("$0.20", "—"), \
        "one hand is no pace yet: no '0 hands an hour' beside its pot"


def test_a_mixed_game_reads_as_a_name_not_a_code(qtbot: QtBot) -> None:
    """Seen playing: the Game column said 'MIXED_HOL...' (the rotation's code)."""
    row = msgspec.structs.replace(samples.ring_rows(1)[0], game="MIXED_HOLDEM")
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.apply_snapshot(LobbySnapshot(rings=(row,)))
    assert first_row(lobby)["Game"] == "Mixed HE"
    combo = lobby.cash_tab.game
    assert combo.itemText(combo.findData("MIXED_HOLDEM")) == "Mixed HE"


def test_a_tournament_without_a_field_limit_lists_its_count_alone(qtbot: QtBot) -> None:
    """Seen playing: scheduled tournaments listed '0/0' players."""
    rows = samples.tournament_rows(2)
    open_field = msgspec.structs.replace(rows[0], registered=12, max_players=0)
    capped = msgspec.structs.replace(rows[1], registered=7, max_players=9)
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.apply_snapshot(LobbySnapshot(tournaments=(open_field, capped)))
    model = lobby.tourneys
    column = next(c for c in range(model.columnCount())
                  if model.headerData(c, Qt.Orientation.Horizontal) == "Players")
    assert {model.data(model.index(r, column)) for r in range(2)} == {"12", "7/9"}


def test_a_new_lobby_forgets_the_game_described_in_the_last_one(qtbot: QtBot) -> None:
    """Seen playing: after connecting to a server the side panel still described the
    practice room's tournament ('You: Registered')."""
    practice = samples.tournament_rows(1)[0]
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.apply_snapshot(LobbySnapshot(tournaments=(practice,)))
    lobby.details.show_tournament(practice, None)
    lobby.apply_snapshot(LobbySnapshot(rings=tuple(samples.ring_rows(2))))
    assert lobby.details.title.text() == "Select a game"
    assert lobby.details.form.rowCount() == 0 and not lobby.details.open_button.isEnabled()


def test_a_new_lobby_with_the_same_table_selects_it_again_and_looks_again(qtbot: QtBot) -> None:
    """Seen playing: seated at a server's table, then Offline practice: the panel described
    the practice room's table of the same id with the server's seats ("Alice $100", 1 of 6
    seated) and no row selected. The row is selected again, so the preview asks this room."""
    rings = tuple(samples.ring_rows(3))
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    lobby.apply_snapshot(LobbySnapshot(rings=rings))
    assert lobby.cash_tab.select_id(rings[1].table_id)
    with qtbot.waitSignal(lobby.tableSelected, timeout=1000) as asked:
        lobby.apply_snapshot(LobbySnapshot(rings=rings))
    assert asked.args == [rings[1].table_id]
    assert lobby.cash_tab.view.currentIndex().data() == rings[1].name
    assert lobby.details.current_id == rings[1].table_id


def test_the_preview_drops_the_last_tables_seats_when_another_is_looked_at(qtbot: QtBot) -> None:
    """Until the room answers, the seat list is empty with "Looking at the table…", not the
    seats of the table (or room) looked at before."""
    widget = TablePreview()
    qtbot.addWidget(widget)
    sent: list[Command] = []
    controller = PreviewController(widget, sent.append, lambda: "You", lambda _t: "USD")
    widget.seats.setRowCount(6)  # the server's table, drawn
    controller.forget()  # Offline practice: a new room
    controller.select("usd-nlhe-050-1")
    assert widget.seats.rowCount() == 0
    assert widget.caption.text() == "Looking at the table…"


@pytest.mark.parametrize(("waiting", "said"), [
    (0, "Waiting list: nobody is waiting."), (1, "Waiting list: 1 player."),
    (3, "Waiting list: 3 players.")])
def test_the_waiting_list_count_reads_as_a_sentence(qtbot: QtBot, waiting: int,
                                                    said: str) -> None:
    """Seen in the lobby: "Waiting list: 0 player(s).\""""
    box = WaitingBox()
    qtbot.addWidget(box)
    box.set_lists((), waiting)
    assert box.summary.text() == said
