"""The tournament lobby's Players row: "N of M" only when the event has a field limit;
a tournament without one (max 0) shows the count alone, never "200 of 0"."""

from __future__ import annotations

import msgspec
from PySide6.QtWidgets import QFormLayout, QLabel
from pytestqt.qtbot import QtBot

from client.ui.tournament.tournament_lobby import TournamentLobby
from tests.ui import samples


def _players_text(lobby: TournamentLobby) -> str:
    """The text beside "Players:" in the info form, read row by row by role (the form's
    items by index can come back as bare layout items)."""
    form = lobby.info_form
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        name = label.widget() if label is not None else None
        value = field.widget() if field is not None else None
        if isinstance(name, QLabel) and name.text() == "Players:" and isinstance(value, QLabel):
            return value.text()
    raise AssertionError("no Players: row")


def test_players_row_without_a_field_limit_shows_the_count_alone(qtbot: QtBot) -> None:
    lobby = TournamentLobby("mtt3")
    qtbot.addWidget(lobby)
    info = samples.tournament_events("mtt3")[0]
    lobby.apply_info(msgspec.structs.replace(
        info, row=msgspec.structs.replace(info.row, registered=200, max_players=0)))
    assert _players_text(lobby) == "200"
    lobby.apply_info(msgspec.structs.replace(
        info, row=msgspec.structs.replace(info.row, registered=7, max_players=9)))
    assert _players_text(lobby) == "7 of 9"
