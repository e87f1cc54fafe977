"""Player notes in the running client: one store per account, the editors and the notes
window, and the marks on every table's seats.

The session hands it the account once the room has said who we are (Welcome); before that
there is nobody to keep notes for. Nothing here talks to the adapter: notes stay local.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtWidgets import QMenu, QTableView, QWidget

from client.notes.store import NotesError, NotesStore, default_notes_path
from client.ui.bring_to_front import bring_to_front
from client.ui.mnemonics import no_mnemonic
from client.ui.regular.notes import NoteEditor, NotesWindow
from client.ui.table.table_window import TableWindow


class NotesController(QObject):
    """Opens note editors and the notes window for the current account."""

    def __init__(self, parent: QWidget, tables: Callable[[], Iterable[TableWindow]],
                 path: Path | None = None) -> None:
        super().__init__(parent)
        self._parent = parent
        self._tables = tables
        self._path = path
        self.store: NotesStore | None = None
        self.editor: NoteEditor | None = None
        self.window: NotesWindow | None = None
        self.menu: QMenu | None = None

    def use_account(self, account: str) -> None:
        """Switch to the notes of `account` (server address and player name)."""
        if self.store is not None and self.store.account == account:
            return
        self.store = NotesStore(self._path or default_notes_path(), account)
        if self.window is not None:
            self.window.close()
            self.window = None
        self.refresh_tables()

    def attach(self, table: TableWindow) -> None:
        """Wire a table's seat menu to the notes and show the marks on its seats."""
        table.noteRequested.connect(self.edit)
        table.labelChosen.connect(self.set_label)
        self._mark(table)

    def edit(self, player: str) -> NoteEditor | None:
        """Open the editor on `player`'s note (non-blocking)."""
        if self.store is None:
            return None
        self.editor = NoteEditor(self.store, player, self._parent)
        self.editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.editor.noteSaved.connect(lambda _p: self._changed())
        self.editor.open()
        return self.editor

    def set_label(self, player: str, label: str) -> None:
        """Put a colour label on `player` (their note text is kept)."""
        if self.store is None:
            return
        note = self.store.get(player)
        try:
            self.store.put(player, note.text if note else "", label)
        except NotesError:
            return  # the menu offers only known labels
        self._changed()

    def show_window(self) -> NotesWindow | None:
        """Open (or raise) the window of every note: search, edit, export, import."""
        if self.store is None:
            return None
        if self.window is None:
            self.window = NotesWindow(self.store, self._parent)
            self.window.notesChanged.connect(self.refresh_tables)
        self.window.refresh()
        bring_to_front(self.window)
        return self.window

    def attach_history(self, view: QTableView, names_at: Callable[[int], Iterable[str]]
                       ) -> None:
        """A right-click menu on a hand list: notes on each player of that hand."""
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(
            lambda pos: self.hand_menu(view, pos, sorted(set(names_at(view.rowAt(pos.y())))))
            if view.rowAt(pos.y()) >= 0 else None)

    def hand_menu(self, view: QTableView, pos: QPoint, names: list[str]) -> QMenu:
        """The menu of a hand's players, each opening their note."""
        menu = QMenu(view)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for name in names:
            menu.addAction(f"Notes on {no_mnemonic(name)}…", partial(self.edit, name))
        menu.popup(view.viewport().mapToGlobal(pos))
        self.menu = menu
        return menu

    def refresh_tables(self) -> None:
        """Repaint the labels and note marks on every open table."""
        for table in self._tables():
            self._mark(table)

    def _changed(self) -> None:
        self.refresh_tables()
        if self.window is not None:
            self.window.refresh()

    def _mark(self, table: TableWindow) -> None:
        if self.store is None:
            table.table.set_notes({}, set())
            return
        notes = self.store.search()
        table.table.set_notes({n.player: n.colour for n in notes if n.label},
                              {n.player for n in notes if n.text.strip()})
