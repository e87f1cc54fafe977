"""Player notes in the client: the seat menu, the editor, the marks on seats, the notes
window (search, export, import) and the hand history's menu, all on real widgets; and,
through a real practice room, proof that no note text ever reaches the adapter."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import msgspec
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.notes.store import LABELS, NotesStore
from client.protocol.messages import Command
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from client.ui.regular.notes import NOTE_HINT, NoteEditor, NotesWindow
from client.ui.regular.notes_session import NotesController
from client.ui.table.table_window import TableWindow
from tests.ui import samples
from tests.ui.screenshots import sample_history
from tests.ui.test_cash_and_tools import ok_button, start, stop
from tests.ui.test_end_to_end import WAIT, click


def right_click_seat(window: TableWindow, seat: int) -> None:
    """A right click on a seat, as the platform delivers it (a context menu event)."""
    local = window.table.seat_centre(seat).toPoint()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, local,
                              window.table.mapToGlobal(local))
    QApplication.sendEvent(window.table, event)


def table_with_notes(qtbot: QtBot, tmp_path: Path) -> tuple[TableWindow, NotesController]:
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    window.apply_snapshot(samples.table_snapshot())
    controller = NotesController(window, lambda: [window], tmp_path / "notes.sqlite3")
    controller.use_account("practice|You")
    controller.attach(window)
    return window, controller


def test_right_click_a_seat_then_type_a_note(qtbot: QtBot, tmp_path: Path) -> None:
    window, controller = table_with_notes(qtbot, tmp_path)
    name = window.tracker.view.seat(4).name  # type: ignore[union-attr]
    right_click_seat(window, 4)
    menu = window.seat_menu
    assert menu is not None and menu.isVisible()
    menu.actions()[0].trigger()  # "Notes on …"
    editor = controller.editor
    assert editor is not None and editor.player == name
    QTest.keyClicks(editor.text, "Limps then 3-bets with aces")
    editor.label.setCurrentIndex(editor.label.findData("purple"))
    assert editor.save()
    assert window.table.labels == {name: LABELS["purple"]}
    assert window.table.noted == {name}
    assert controller.store is not None
    assert controller.store.get(name).text == "Limps then 3-bets with aces"  # type: ignore[union-attr]


def test_the_note_editor_opens_with_the_cursor_in_the_note(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    """Notes on a player open ready to type: the note text has the focus, not the colour
    label, with the cursor after what was written before."""
    window, controller = table_with_notes(qtbot, tmp_path)
    name = window.tracker.view.seat(4).name  # type: ignore[union-attr]
    assert controller.store is not None
    controller.store.put(name, "Limps", "")
    right_click_seat(window, 4)
    window.seat_menu.actions()[0].trigger()  # type: ignore[union-attr]
    editor = controller.editor
    assert editor is not None
    qtbot.waitExposed(editor)
    assert editor.focusWidget() is editor.text
    assert editor.text.textCursor().position() == len("Limps")


def test_seat_menu_sets_a_label_and_keeps_the_text(qtbot: QtBot, tmp_path: Path) -> None:
    window, controller = table_with_notes(qtbot, tmp_path)
    name = window.tracker.view.seat(6).name  # type: ignore[union-attr]
    assert controller.store is not None
    controller.store.put(name, "calling station")
    right_click_seat(window, 6)
    assert window.seat_menu is not None
    labels = window.seat_menu.actions()[1].menu()
    assert isinstance(labels, QMenu)
    green = next(a for a in labels.actions() if a.text() == "Green")
    green.trigger()
    note = controller.store.get(name)
    assert note is not None and note.label == "green" and note.text == "calling station"
    assert window.table.labels[name] == LABELS["green"]


def test_no_seat_menu_on_our_own_seat_or_an_empty_one(qtbot: QtBot, tmp_path: Path) -> None:
    window, _ = table_with_notes(qtbot, tmp_path)
    right_click_seat(window, 1)  # the hero
    right_click_seat(window, 5)  # empty
    assert window.seat_menu is None


def test_rule_tools_policy_note_editor_is_free_text_only(qtbot: QtBot,
                                                         tmp_path: Path) -> None:
    """Tools policy: notes are what the player types; the editor fills in no statistics on
    other players (no profile database, no HUD numbers), even after hands with them."""
    store = NotesStore(tmp_path / "n.sqlite3", "practice|You")
    editor = NoteEditor(store, "Carla")
    qtbot.addWidget(editor)
    assert editor.text.toPlainText() == ""
    assert "no statistics" in NOTE_HINT and editor.text.placeholderText() == NOTE_HINT
    assert editor.save()
    assert store.get("Carla") is None  # nothing typed, nothing stored


def test_notes_window_searches_exports_and_imports(qtbot: QtBot, tmp_path: Path) -> None:
    store = NotesStore(tmp_path / "n.sqlite3", "practice|You")
    store.put("Carla", "Slowplays sets", "red")
    store.put("Dmitri", "tilts", "blue")
    window = NotesWindow(store)
    qtbot.addWidget(window)
    window.show()
    assert window.list.rowCount() == 2
    QTest.keyClicks(window.search, "sets")
    assert window.list.rowCount() == 1 and window.selected_player() == "Carla"
    window.search.clear()
    window.label.setCurrentIndex(window.label.findData("blue"))
    assert window.selected_player() == "Dmitri"
    out = tmp_path / "notes.json"
    assert window.export_to(out) == 2 and "Exported 2 notes" in window.status.text()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "something-else"}), encoding="utf-8")
    assert window.import_from(bad) is None
    assert "Not imported" in window.status.text() and "not an SKG Poker" in window.status.text()
    other = NotesWindow(NotesStore(tmp_path / "m.sqlite3", "practice|You"))
    qtbot.addWidget(other)
    assert other.import_from(out) == 2 and other.list.rowCount() == 2


def test_notes_window_edits_the_selected_note(qtbot: QtBot, tmp_path: Path) -> None:
    store = NotesStore(tmp_path / "n.sqlite3", "a")
    store.put("Carla", "first")
    window = NotesWindow(store)
    qtbot.addWidget(window)
    editor = window.edit_selected()
    assert editor is not None
    editor.text.setPlainText("second")
    with qtbot.waitSignal(window.notesChanged):
        editor.save()
    item = window.list.item(0, 3)
    assert item is not None and item.text() == "second"


def test_rule_tools_policy_notes_never_leave_the_machine(
        qtbot: QtBot, store: SettingsStore, aio: asyncio.AbstractEventLoop) -> None:
    """Tools policy (no shared profile databases): notes and labels written at a real
    practice table never cross the adapter; every command sent is checked."""
    room = LocalRoom.practice(bot_delay=0.0, seed=11, simulated=True)
    window, session = start(qtbot, store, room)
    adapter = session.link.adapter
    assert adapter is not None
    sent: list[bytes] = []
    real_send = adapter.send

    async def spy(command: Command) -> None:
        sent.append(msgspec.json.encode(command))
        await real_send(command)

    adapter.send = spy  # type: ignore[method-assign]
    qtbot.waitUntil(lambda: session.notes.store is not None, timeout=WAIT)
    row = window.lobby.rings.row_at(0)
    window.lobby.tableOpened.emit(row.table_id)
    qtbot.waitUntil(lambda: row.table_id in session.tables.windows, timeout=WAIT)
    table = session.tables.windows[row.table_id]
    qtbot.waitUntil(lambda: bool(table.tracker.view.blinds_text), timeout=WAIT)  # snapshot
    table.table.seatClicked.emit(table.tracker.view.first_seat)  # sit: bots join us
    dialog = session.tables.buy_in_dialog
    assert dialog is not None
    dialog.amount.setText(str(row.min_buy_in))
    click(qtbot, ok_button(dialog))
    qtbot.waitUntil(lambda: any(not s.is_hero for s in table.tracker.view.seats),
                    timeout=WAIT)
    table.resize(1000, 700)
    seat = next(s for s in table.tracker.view.seats if not s.is_hero)
    right_click_seat(table, seat.seat)
    assert table.seat_menu is not None
    table.seat_menu.actions()[0].trigger()
    editor = session.notes.editor
    assert editor is not None
    secret = "SECRET-NOTE-7f3a: bluffs every river"
    QTest.keyClicks(editor.text, secret)
    editor.label.setCurrentIndex(editor.label.findData("orange"))
    editor.save()
    session.notes.set_label(seat.name, "red")
    table.chat.messageTyped.emit("nice hand")  # the table keeps talking to the room
    qtbot.waitUntil(lambda: any(b"nice hand" in s for s in sent), timeout=WAIT)
    notes_window = session.notes.show_window()
    assert notes_window is not None and notes_window.list.rowCount() == 1
    assert sent and not any(b"SECRET-NOTE" in s or b"bluffs every river" in s for s in sent)
    assert not any(b'"label"' in s or b"orange" in s for s in sent)
    stop(qtbot, session)


def test_hand_history_menu_opens_notes_on_the_hands_players(qtbot: QtBot,
                                                            store: SettingsStore) -> None:
    """Right click on a hand in the history: a note on each other player of that hand."""
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.notes.use_account("practice|You")
    session.histories.history = sample_history()
    viewer = session.histories.show()
    viewer.resize(900, 500)
    rect = viewer.list.visualRect(viewer.model.index(0, 1))
    viewer.list.customContextMenuRequested.emit(rect.center())
    menu = session.notes.menu
    assert menu is not None
    assert [a.text() for a in menu.actions()] == ["Notes on Carla…", "Notes on Dmitri…"]
    menu.actions()[1].trigger()
    assert session.notes.editor is not None and session.notes.editor.player == "Dmitri"
