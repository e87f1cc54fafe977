"""Advertised fixed and Team Pro bounties on screen: the lobby's Bounty column marks the
tournament, and the tournament lobby's Info and Prizes tabs list each bounty with who
carries it and whether it can still be won (bounty rule 5: not for an absent player)."""

from __future__ import annotations

from decimal import Decimal

import msgspec
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from client.protocol.messages import AdvertisedBounty
from client.ui.lobby.lobby_model import TOURNAMENT_COLUMNS, RowTableModel
from client.ui.tournament.tournament_lobby import TournamentLobby
from tests.ui import samples

PROS = (AdvertisedBounty(name="QuietMantis", amount=Decimal(25), kind="team", status="live"),
        AdvertisedBounty(name="RustyWolf", amount=Decimal(25), kind="team", status="absent"),
        AdvertisedBounty(name="Hopeful", amount=Decimal(25), kind="team",
                         status="unregistered"))


def test_rule_team_pro_bounties_are_marked_in_the_lobby_column() -> None:
    plain, team = samples.tournament_rows(2)
    team = msgspec.structs.replace(team, bounty_kind="team", advertised=PROS)
    knockout = msgspec.structs.replace(plain, tournament_id="ko", bounty_kind="knockout")
    model = RowTableModel(TOURNAMENT_COLUMNS)
    model.set_rows([plain, team, knockout])
    column = model.columnCount() - 1
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Bounty"
    texts = [model.data(model.index(r, column)) for r in range(3)]
    assert texts == ["", "Team Pro ×3", "Knockout"]


def test_rule_9_5_tournament_lobby_lists_who_carries_each_bounty(qtbot: QtBot) -> None:
    info = samples.tournament_events()[0]
    row = msgspec.structs.replace(info.row, bounty_kind="team", advertised=PROS)
    lobby = TournamentLobby(info.tournament_id)
    qtbot.addWidget(lobby)
    lobby.apply_info(msgspec.structs.replace(info, row=row))
    lines = lobby.bounty_list.text().splitlines()
    assert not lobby.bounty_list.isHidden()
    assert lines[0].startswith("QuietMantis: $25") and "playing" in lines[0]
    assert lines[1].startswith("RustyWolf: $25") and "no bounty" in lines[1]
    assert lines[2].startswith("Hopeful: $25") and "only if they play" in lines[2]
    labels = [lobby.info_form.itemAt(i).widget().text()  # type: ignore[union-attr]
              for i in range(lobby.info_form.count())]
    assert any("RustyWolf" in text for text in labels)
    lobby.apply_info(info)
    assert lobby.bounty_list.isHidden()
