"""The tournament lobby's Players row: "N of M" only when the event has a field limit;
a tournament without one (max 0) shows the count alone, never "200 of 0"."""

from __future__ import annotations

import msgspec
from pytestqt.qtbot import QtBot

from client.ui.tournament.tournament_lobby import TournamentLobby
from tests.ui import samples


def _players_text(lobby: TournamentLobby) -> str:
    texts = [lobby.info_form.itemAt(i).widget().text()  # type: ignore[union-attr]
             for i in range(lobby.info_form.count())]
    return str(texts[texts.index("Players:") + 1])


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
