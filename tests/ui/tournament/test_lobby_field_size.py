"""The tournament lobby's Players row: "N of M" only when the event has a field limit;
a tournament without one (max 0) shows the count alone, never "200 of 0"."""

from __future__ import annotations

from decimal import Decimal

import msgspec
from PySide6.QtWidgets import QFormLayout, QLabel
from pytestqt.qtbot import QtBot

from client.protocol.events import TournamentPlayers
from client.protocol.rows import PlayerRow
from client.ui.tournament.tournament_lobby import TournamentLobby
from tests.ui import samples


def _info_rows(lobby: TournamentLobby) -> dict[str, str]:
    """The Info form's text by label, read row by row by role (the form's items by index
    can come back as bare layout items)."""
    form = lobby.info_form
    rows = {}
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        name = label.widget() if label is not None else None
        value = field.widget() if field is not None else None
        if isinstance(name, QLabel) and isinstance(value, QLabel):
            rows[name.text().rstrip(":")] = value.text()
    return rows


def _players_text(lobby: TournamentLobby) -> str:
    return _info_rows(lobby)["Players"]


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


def test_a_registering_sit_and_go_says_what_is_true_before_it_starts(qtbot: QtBot) -> None:
    """Seen playing: a registering sit & go showed 'Current level: 1', 'late registration
    closes none' and lower-case 'no breaks' / 'none' from the room."""
    lobby = TournamentLobby("sng1")
    qtbot.addWidget(lobby)
    info = samples.tournament_events("sng1")[0]
    lobby.apply_info(msgspec.structs.replace(
        info, row=msgspec.structs.replace(info.row, status="registering"), current_level=1,
        late_registration_closes=None, breaks="", bounty_kind=""))
    rows = _info_rows(lobby)
    assert "Current level" not in rows
    assert "late registration" not in lobby.subheader.text()
    assert "starts" in lobby.subheader.text()
    assert rows["Breaks"] == "No breaks" and rows["Bounty"] == "None"


def test_a_play_money_sit_and_go_without_a_fee_shows_the_buy_in_alone(qtbot: QtBot) -> None:
    """Seen playing: "100 PLAY + 0 PLAY fee". No fee, no "+ 0": the buy-in alone."""
    lobby = TournamentLobby("sng1")
    qtbot.addWidget(lobby)
    info = samples.tournament_events("sng1")[0]
    lobby.apply_info(msgspec.structs.replace(info, row=msgspec.structs.replace(
        info.row, buy_in=Decimal(100), fee=Decimal(0), currency="PLAY")))
    assert _info_rows(lobby)["Buy-in"] == "100 PLAY"
    assert "+" not in lobby.subheader.text()
    lobby.apply_info(info)  # with a fee, both
    assert " + " in _info_rows(lobby)["Buy-in"] and _info_rows(lobby)["Buy-in"].endswith("fee")


def test_play_money_prizes_on_the_players_tab_are_whole_chips(qtbot: QtBot) -> None:
    """Seen after a play-money sit & go: the Players tab said "390.00" and "210.00" (cents
    of play chips, no currency); the prizes read as the Prizes tab writes them."""
    lobby = TournamentLobby("sng1")
    qtbot.addWidget(lobby)
    info = samples.tournament_events("sng1")[0]
    lobby.apply_info(msgspec.structs.replace(info, row=msgspec.structs.replace(
        info.row, buy_in=Decimal(100), fee=Decimal(0), currency="PLAY")))
    lobby.apply_players(TournamentPlayers(tournament_id="sng1", players=(
        PlayerRow(player_id="a", name="Ann", place=1, prize=Decimal(390)),
        PlayerRow(player_id="b", name="Bob", place=2, prize=Decimal(210)))))
    prizes = [lobby.players.index(r, 4).data() for r in range(lobby.players.rowCount())]
    assert prizes == ["390 PLAY", "210 PLAY"]
