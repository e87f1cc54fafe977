"""The Dealer tab: the dealer says when a hand starts, what is shown, which uncalled bet
goes back and who wins which pot with which hand, in the player's language (names, cards
and amounts as they are)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from client.protocol.messages import TableEvent
from client.protocol.table_bodies import HandStarted, PotAwarded, Showdown, UncalledReturned
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


def dealer_says(qtbot: QtBot) -> list[str]:
    window = TableWindow("t1", "you", "Table 1")
    qtbot.addWidget(window)
    window.apply_snapshot(samples.table_snapshot(to_act=4))
    for event in events():
        window.apply_event(event)
    assert window.chat.tabText(2) in ("Dealer", "Geber", "Crupier")
    return window.chat.dealer_log.toPlainText().splitlines()


def test_dealer_chat_says_hand_start_uncalled_bets_and_winners_with_hand_names(
        qtbot: QtBot) -> None:
    name4 = samples.table_snapshot().seats[3].name
    name6 = samples.table_snapshot().seats[5].name
    assert dealer_says(qtbot) == [
        "Hand #h42 starts",
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
    assert said[0] == "Hand #h42 beginnt"
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
