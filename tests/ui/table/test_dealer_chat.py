"""The Dealer tab: the dealer says when a hand starts (by its hand history number), what is
shown, which uncalled bet goes back and who wins which pot with which hand, who joins and
leaves, loses the link and comes back, uses the time bank, in the player's language (names,
cards and amounts as they are)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from client.histories.own.tables import HandLogs
from client.protocol.messages import (
    TableEvent,
)
from client.protocol.table_bodies import (
    Connection,
    HandStarted,
    PlayerJoined,
    PlayerLeft,
    PotAwarded,
    Seating,
    Showdown,
    TimeBank,
    UncalledReturned,
)
from client.ui.app.i18n import install_translator
from client.ui.table.table_window import TableWindow
from tests.ui import samples


def events() -> list[TableEvent]:
    """Hand h42: seat 4 (Dmitri) shows two pair and wins the main pot; 200 uncalled to
    seat 6 (Zoe)."""
    return [
        TableEvent(table_id="t1", hand_id="h42",
                   body=HandStarted(game="NLHE", stacks=(1500, 2310), small_blind=100,
                                    big_blind=200)),
        TableEvent(table_id="t1", hand_id="h42", seat=6, body=UncalledReturned(amount=200)),
        TableEvent(table_id="t1", hand_id="h42", seat=4,
                   body=Showdown(cards=("Ac", "9d"), hi="two pair, Aces and Nines")),
        TableEvent(table_id="t1", hand_id="h42", seat=4, body=PotAwarded(pot=0, amount=3200)),
        TableEvent(table_id="t1", hand_id="h42", seat=4, body=PotAwarded(pot=1, amount=800)),
    ]


NUMBER = 254310998877123


def dealer_says(qtbot: QtBot, more: Sequence[TableEvent] = ()) -> list[str]:
    window = TableWindow("t1", "you", "Table 1")
    qtbot.addWidget(window)
    window.dealer.hand_number = lambda table_id, hand_id: NUMBER if hand_id == "h42" else None
    window.apply_snapshot(samples.table_snapshot(to_act=4))
    for event in (*events(), *more):
        window.apply_event(event)
    assert window.chat.tabText(2) in ("Dealer", "Geber", "Crupier")
    return window.chat.dealer_log.toPlainText().splitlines()


def test_dealer_chat_says_hand_start_uncalled_bets_and_winners_with_hand_names(
        qtbot: QtBot) -> None:
    name4 = samples.table_snapshot().seats[3].name
    name6 = samples.table_snapshot().seats[5].name
    assert dealer_says(qtbot) == [
        f"Hand #{NUMBER} starts",
        f"Uncalled bet (200) returned to {name6}",
        f"{name4} shows Ac 9d (two pair, Aces and Nines)",
        f"{name4} wins the pot (3,200) with two pair, Aces and Nines",
        f"{name4} wins side pot 1 (800) with two pair, Aces and Nines",
    ]


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    default = QLocale()
    installed = install_translator(qapp, "de")
    QLocale.setDefault(QLocale("de_DE"))
    yield
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(default)


@pytest.mark.usefixtures("german")
def test_dealer_chat_is_translated_but_names_and_cards_are_not(qtbot: QtBot) -> None:
    name4 = samples.table_snapshot().seats[3].name
    said = dealer_says(qtbot)
    assert said[0] == f"Hand #{NUMBER} beginnt"
    assert said[2].startswith(f"{name4} zeigt Ac 9d")
    assert said[3].startswith(f"{name4} gewinnt den Pot (3.200)")


def test_dealer_chat_hand_name_is_on_the_felt_at_showdown(qtbot: QtBot) -> None:
    """The winning hand's name is painted under the seat that showed it, until the next
    hand starts."""
    window = TableWindow("t1", "you", "Table 1")
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    window.apply_snapshot(samples.table_snapshot(to_act=4))
    for event in events():
        window.apply_event(event)
    seat = window.table._view.seat(4) if window.table._view else None
    assert seat is not None and seat.hand_name == "two pair, Aces and Nines"
    assert not window.table.grab().isNull()
    window.apply_event(TableEvent(table_id="t1", hand_id="h43",
                                  body=HandStarted(game="NLHE", stacks=(1500, 2310))))
    seat = window.table._view.seat(4) if window.table._view else None
    assert seat is not None and not seat.hand_name


def test_dealer_chat_also_says_levels_and_breaks(qtbot: QtBot) -> None:
    """The room's lines (a new level, a break) are in the Dealer tab as well as Info."""
    window = TableWindow("t1", "you", "Table 1")
    qtbot.addWidget(window)
    window.chat.add_info("Level 5: blinds 150/300, ante 35")
    assert "Level 5" in window.chat.dealer_log.toPlainText()
    assert "Level 5" in window.chat.info_log.toPlainText()


NEWS = [TableEvent(table_id="t1", seat=2, player_id="p2", body=PlayerJoined(name="Kai")),
        TableEvent(table_id="t1", seat=3, player_id="p3",
                   body=Connection(name="Lou", connected=False)),
        TableEvent(table_id="t1", seat=3, player_id="p3",
                   body=Connection(name="Lou", connected=True)),
        TableEvent(table_id="t1", seat=5, player_id="p5", body=PlayerLeft(name="Mo"))]


def test_dealer_chat_says_joins_leaves_and_lost_links(qtbot: QtBot) -> None:
    """Players joining and leaving the table, losing their link and coming back."""
    assert dealer_says(qtbot, NEWS)[-4:] == [
        "Kai joins the table", "Lou is disconnected", "Lou is connected again",
        "Mo leaves the table"]


@pytest.mark.usefixtures("german")
def test_dealer_chat_joins_and_links_are_translated(qtbot: QtBot) -> None:
    said = dealer_says(qtbot, NEWS)[-4:]
    assert said[0].startswith("Kai ") and said[0] != "Kai joins the table"
    assert all("Lou" in line for line in said[1:3])
    assert said[3].startswith("Mo ") and said[3] != "Mo leaves the table"


def test_dealer_chat_speaks_to_the_player_at_the_window(qtbot: QtBot) -> None:
    """The player's own joins, leaves, links and time bank are said to them ("You join the
    table", not "You joins the table" under the default name)."""
    mine = [TableEvent(table_id="t1", seat=1, player_id="you", body=body) for body in (
        PlayerJoined(name="You"), TimeBank(name="You", seconds=30),
        Connection(name="You", connected=False), Connection(name="You", connected=True),
        PlayerLeft(name="You"))]
    assert dealer_says(qtbot, mine)[-5:] == [
        "You join the table", "You are using your time bank", "You are disconnected",
        "You are connected again", "You leave the table"]


def test_dealer_chat_says_when_the_time_bank_is_used(qtbot: QtBot) -> None:
    """The room says when a player runs into their time bank; the dealer says it."""
    said = dealer_says(qtbot, [TableEvent(table_id="t1", seat=2, player_id="p2",
                                          body=TimeBank(name="Kai", seconds=30))])
    assert said[-1] == "Kai is using the time bank"


def test_dealer_chat_hand_number_is_the_one_the_hand_history_gives(qtbot: QtBot) -> None:
    """Not the room's internal id: the number the saved PokerStars history writes."""
    logs = HandLogs()
    window = TableWindow("t1", "you", "Table 1")
    qtbot.addWidget(window)
    window.dealer.hand_number = logs.hand_number
    window.apply_snapshot(samples.table_snapshot(to_act=4))
    hand = "usd-nlhe-050-1-1"
    opening = [TableEvent(table_id="t1", hand_id=hand,
                          body=Seating(players=("a", "b"), seats=(1, 2), button_seat=1,
                                       small_blind_seat=1, big_blind_seat=2)),
               TableEvent(table_id="t1", hand_id=hand,
                          body=HandStarted(game="NLHE", stacks=(1000, 1000)))]
    for event in opening:
        window.apply_event(event)
        logs.add(event, {1: "A", 2: "B"}, None, datetime(2026, 3, 1, 20, tzinfo=UTC))
    number = logs.hand_number("t1", hand)
    assert number is not None
    said = window.chat.dealer_log.toPlainText()
    assert f"Hand #{number} starts" in said and hand not in said
