"""The player's own hand, in the hand history window, is the same hand in all three formats:
the readable log, PokerStars text and PHH show the cards dealt to this player and the board
as they were dealt (issue 19: the PokerStars export re-dealt the hand and showed other
cards), in the table's money and under the table's name; and it is saved by itself to the
table's file of the day in the default folder."""

from __future__ import annotations

import asyncio
import re
from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.histories.phh.dealt import read_phh
from client.histories.pokerstars.read.parse import parse_hand, split_hands
from client.histories.pokerstars.write import eastern
from client.protocol.messages import HandHistoryRow, ObserveTable, Sit
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from tests.ui.test_cash_and_tools import start, stop
from tests.ui.test_end_to_end import WAIT

TABLE = "usd-nlhe-050-1"  # Aldebaran, NL Hold'em $0.50/$1


def _cards(text: str, pattern: str) -> list[str]:
    found = re.search(pattern, text)
    assert found is not None, (pattern, text)
    return found.group(1).split()


def _one_hand(qtbot: QtBot, store: SettingsStore) -> Session:
    """The real client at Aldebaran (offline practice room, unseeded as the app is) until
    one of the player's hands has ended."""
    room = LocalRoom.practice(bot_delay=0.0, simulated=True)
    _window, session = start(qtbot, store, room)
    session.link.send(ObserveTable(table_id=TABLE))
    session.link.send(Sit(table_id=TABLE, buy_in=Decimal(100)))
    qtbot.waitUntil(lambda: TABLE in session.tables.windows, timeout=WAIT)
    table = session.tables.windows[TABLE]

    def play() -> bool:
        if table.action_bar.options() is not None:
            table.action_bar.call() or table.action_bar.check()
        return any(h.table_id == TABLE for h in session.histories.history.hands)

    qtbot.waitUntil(play, timeout=WAIT)
    return session


def test_own_hand_texts_show_the_cards_dealt(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        user_data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = _one_hand(qtbot, instant_store)
    fetched: list[tuple[HandHistoryRow, ...]] = []
    apply_room = session.histories.history.apply_room

    def spy(rows: tuple[HandHistoryRow, ...]) -> None:  # the room's texts have arrived
        fetched.append(rows)
        apply_room(rows)

    monkeypatch.setattr(session.histories.history, "apply_room", spy)
    viewer = session.histories.show()
    qtbot.waitUntil(lambda: bool(fetched), timeout=WAIT)
    record = next(h for h in session.histories.history.hands if h.table_id == TABLE)
    log = record.formatted("log")
    stars = record.formatted("pokerstars")
    phh = record.formatted("phh")
    dealt = _cards(log, r"Dealt to You \[([^]]+)\]")
    assert _cards(stars, r"Dealt to You \[([^]]+)\]") == dealt
    parsed = parse_hand(next(split_hands(stars))[1])
    assert parsed.unsupported is None and parsed.currency == "USD"
    assert (parsed.small_blind, parsed.big_blind, parsed.table) == (50, 100, "Aldebaran")
    assert "($0.50/$1 USD)" in stars and "in chips)" in stars and "usd-nlhe" not in stars
    recorded, fields = read_phh(phh)
    hero = recorded.players.index("You")
    assert list(recorded.hole[hero]) == dealt
    board = [c for line in log.splitlines() if line.startswith("*** ") and "[" in line
             for c in _cards(line, r"\[([^]]+)\]")]
    assert parsed.board == board and list(recorded.board) == board
    assert fields["currency"] == "USD"
    # Saved on its own, as PokerStars saves: the table's file of the day, this very text.
    saved = list((user_data_dir / "skg-poker" / "HandHistories" / "practice-You").iterdir())
    assert record.log is not None
    day = record.log.started.astimezone(eastern())
    assert [p.name for p in saved] == [
        f"HH{day:%Y%m%d} Aldebaran - $0.50-$1 - USD No Limit Hold'em.txt"]
    assert stars in saved[0].read_text(encoding="utf-8")
    assert len(re.findall("Dealt to ", saved[0].read_text(encoding="utf-8"))) == len(
        re.findall("PokerStars Hand #", saved[0].read_text(encoding="utf-8")))  # hero's only
    viewer.close()
    stop(qtbot, session)


def test_a_folder_that_cannot_be_written_is_said_once(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("", encoding="utf-8")
    store.save(Settings(animation_speed=0.0, hand_history_dir=str(blocked)))
    session = _one_hand(qtbot, store)
    assert "hand history not saved" in session.window.banner.text.text()
    stop(qtbot, session)
