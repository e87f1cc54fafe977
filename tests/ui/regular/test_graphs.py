"""Results graphs: results computed from the player's own hands (checked against the room's
own export of the same hands), the session and tournament graphs on real pyqtgraph widgets,
hover and click with real mouse events, zoom, save as PNG, and the replay a click opens."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.protocol.messages import HandHistoryRow
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from client.ui.histories.replay_window import ReplayWindow
from client.ui.regular.graph_data import (
    Graph,
    HandResult,
    group_graphs,
    hand_result,
    hand_results,
    result_from_phh,
    session_series,
)
from client.ui.regular.graphs import ResultsWindow, signed_text
from tests.ui.screenshots import sample_history
from tests.ui.test_cash_and_tools import ok_button, start, stop
from tests.ui.test_end_to_end import WAIT, click

T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def results(nets: list[int], showdowns: list[bool] | None = None,
            stacks: list[int] | None = None) -> tuple[HandResult, ...]:
    flags = showdowns or [False] * len(nets)
    return tuple(HandResult(f"h{i + 1}", "t1", T0 + timedelta(minutes=i), net, flags[i],
                            stacks[i] if stacks else None) for i, net in enumerate(nets))


def test_rule_tools_policy_results_come_from_own_hands_only() -> None:
    """Tools policy (acceptable 3): statistics only from the player's own play; the
    sample hand (raise, bet, the villain folds) is +700 chips without showdown."""
    record = sample_history().hands[0]
    result = hand_result(record)
    assert result is not None
    assert (result.net, result.showdown) == (700, False)


def test_session_series_splits_showdown_and_non_showdown() -> None:
    series = session_series([100, -50, 300, -20], [True, False, True, False])
    assert series.hands.tolist() == [1, 2, 3, 4]
    assert series.total.tolist() == [100, 50, 350, 330]
    assert series.showdown.tolist() == [100, 100, 400, 400]
    assert series.non_showdown.tolist() == [0, -50, -50, -70]
    assert series.total.dtype == np.int64  # chips stay integers


def test_phh_results_need_players_and_finishing_stacks() -> None:
    phh = ('players = ["You", "Carla"]\nstarting_stacks = [1000, 1000]\n'
           'finishing_stacks = [1400, 600]\nactions = ["d dh p1 AsKd", "p2 sm QhQd"]\n')
    assert result_from_phh(phh, "You") == (400, True, 1400)
    assert result_from_phh(phh.replace("finishing", "other"), "You") is None
    assert result_from_phh("not = [toml", "You") is None
    assert result_from_phh(phh, "Nobody") is None


def test_graphs_group_cash_by_currency_and_tournaments() -> None:
    hands = [HandResult("a", "r1", T0, 5, False), HandResult("b", "r2", T0, 7, True),
             HandResult("c", "mtt-t1", T0, -9, False, 1200)]
    graphs = group_graphs(hands, {"mtt-t1": "mtt"}, {"r1": "USD", "r2": "EUR"},
                          {"mtt": "Sunday Million"})
    assert [g.title for g in graphs] == ["Cash games (EUR)", "Cash games (USD)",
                                         "Tournament: Sunday Million"]
    assert graphs[2].tournament and graphs[2].results[0].stack_after == 1200


def graph_window(qtbot: QtBot, graphs: list[Graph]) -> ResultsWindow:
    window = ResultsWindow()
    qtbot.addWidget(window)
    window.set_graphs(graphs)
    window.resize(900, 560)
    window.show()
    qtbot.waitExposed(window)
    return window


def point_of(window: ResultsWindow, hand: int, value: float) -> QPoint:
    """Where hand number `hand` at `value` is drawn, in the plot's viewport."""
    scene = window.plot.getPlotItem().vb.mapViewToScene(QPointF(hand, value))
    point: QPoint = window.plot.mapFromScene(scene)
    return point


def test_session_graph_hover_and_click_open_the_hand(qtbot: QtBot) -> None:
    window = graph_window(qtbot, [Graph("Cash games (USD)",
                                        results([1250, -300, 400], [True, False, False]),
                                        "USD")])
    assert len(window.plot.getPlotItem().listDataItems()) == 3
    QTest.mouseMove(window.plot.viewport(), point_of(window, 2, 950))
    assert "#h2" in window.hover.text() and "−$3" in window.hover.text()
    assert "total +$9.50" in window.hover.text()
    with qtbot.waitSignal(window.replayRequested) as clicked:
        QTest.mouseClick(window.plot.viewport(), Qt.MouseButton.LeftButton,
                         pos=point_of(window, 3, 1350))
    assert clicked.args == ["h3"]
    window.showdown_lines.setChecked(False)
    assert len(window.plot.getPlotItem().listDataItems()) == 1


def test_zoom_and_reset(qtbot: QtBot) -> None:
    window = graph_window(qtbot, [Graph("Cash games (chips)", results([5] * 400))])
    box = window.plot.getPlotItem().vb
    wide = box.viewRange()[0]
    box.scaleBy(x=0.1)
    narrow = box.viewRange()[0]
    assert narrow[1] - narrow[0] < (wide[1] - wide[0]) / 5
    click(qtbot, window.reset_button)
    assert box.viewRange()[0][1] - box.viewRange()[0][0] > (wide[1] - wide[0]) * 0.9


def test_tournament_chip_graph_and_png(qtbot: QtBot, tmp_path: Path) -> None:
    window = graph_window(qtbot, [
        Graph("Cash games (USD)", results([100]), "USD"),
        Graph("Tournament: Turbo", results([500, -200, 700], stacks=[3500, 3300, 4000]),
              tournament=True)])
    window.choice.setCurrentIndex(1)
    assert not window.showdown_lines.isEnabled()
    items = window.plot.getPlotItem().listDataItems()
    assert len(items) == 1 and items[0].yData.tolist() == [3500, 3300, 4000]
    QTest.mouseMove(window.plot.viewport(), point_of(window, 2, 3600))
    assert "stack 3,300" in window.hover.text()
    out = tmp_path / "graph.png"
    assert window.save_png(out)
    picture = QImage(str(out))
    assert not picture.isNull() and picture.width() >= window.plot.width()


def test_no_hands_says_so(qtbot: QtBot) -> None:
    window = graph_window(qtbot, [])
    assert "No hands" in window.hover.text()
    assert signed_text(-1250, "USD") == "−$12.50" and signed_text(300, "") == "+300"


def play_hands(qtbot: QtBot, session: Session, room: LocalRoom, count: int) -> None:
    """Sit at a practice cash table and play until `count` hands are ours (the
    simulated clock moves on between our turns, so the next hand is dealt)."""
    window = session.window
    row = next(window.lobby.rings.row_at(i) for i in range(window.lobby.rings.rowCount())
               if window.lobby.rings.row_at(i).currency == "USD")
    window.lobby.tableOpened.emit(row.table_id)
    qtbot.waitUntil(lambda: row.table_id in session.tables.windows, timeout=WAIT)
    table = session.tables.windows[row.table_id]
    qtbot.waitUntil(lambda: bool(table.tracker.view.blinds_text), timeout=WAIT)
    table.table.seatClicked.emit(table.tracker.view.first_seat)
    dialog = session.tables.buy_in_dialog
    assert dialog is not None
    dialog.amount.setText(str(row.max_buy_in))
    click(qtbot, ok_button(dialog))

    def enough() -> bool:
        options = table.action_bar.options()
        if options is not None:
            if options.can_check:
                table.action_bar.check()
            elif options.to_call <= 2 * options.big_blind:  # small bets: see showdowns
                table.action_bar.call()
            else:  # big ones: keep the stack, so we stay seated
                table.action_bar.fold()
        else:
            room.advance(0.5)
        return len(session.histories.history.hands) >= count

    qtbot.waitUntil(enough, timeout=60_000)


def test_results_from_events_match_the_rooms_export(
        qtbot: QtBot, store: SettingsStore, aio: asyncio.AbstractEventLoop,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each hand's result worked out from the events seen live equals the stacks in the
    room's PHH of the same hand; then a click on the graph replays that hand."""
    room = LocalRoom.practice(bot_delay=0.0, seed=5, simulated=True)
    _, session = start(qtbot, store, room)
    play_hands(qtbot, session, room, 4)
    rows: dict[str, str] = {}
    apply_room = session.histories.history.apply_room

    def spy(got: tuple[HandHistoryRow, ...]) -> None:  # the room's own PHH of each hand
        rows.update((r.hand_id, r.phh) for r in got)
        apply_room(got)

    monkeypatch.setattr(session.histories.history, "apply_room", spy)
    session.histories.fetch()
    qtbot.waitUntil(lambda: all(h.hand_id in rows for h in session.histories.history.hands[:4]),
                    timeout=WAIT)
    checked = 0
    for record in session.histories.history.hands[:4]:
        live = hand_result(record)
        assert live is not None
        from_room = result_from_phh(rows[record.hand_id], record.names[record.hero_seat or 0])
        assert from_room is not None
        assert (live.net, live.showdown, live.stack_after) == from_room, record.hand_id
        checked += 1
    assert checked == 4
    graphs = session.graphs.show()
    assert graphs.current() is not None
    assert graphs.current().currency == "USD"  # type: ignore[union-attr]
    assert len(graphs.current().results) == len(hand_results(session.histories.history.hands))  # type: ignore[union-attr]
    first = graphs.current().results[0]  # type: ignore[union-attr]
    with qtbot.waitSignal(graphs.replayRequested):
        QTest.mouseClick(graphs.plot.viewport(), Qt.MouseButton.LeftButton,
                         pos=point_of(graphs, 1, first.net))
    qtbot.waitUntil(lambda: any(isinstance(w, ReplayWindow) and w.isVisible()
                                for w in session.window.findChildren(ReplayWindow)),
                    timeout=WAIT)
    stop(qtbot, session)


def test_graphs_menu_opens_the_window(qtbot: QtBot, store: SettingsStore) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.histories.history = sample_history()
    with qtbot.waitSignal(window.graphsRequested):
        next(a for a in window.view_menu.actions() if "graphs" in a.text()).trigger()
    assert session.graphs.window is not None and session.graphs.window.isVisible()
    assert session.graphs.window.current() is not None
