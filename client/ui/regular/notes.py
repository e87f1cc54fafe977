"""Player notes on screen: the note editor (from a seat or a hand) and the notes window
(search, edit, export, import).

The editor is free text the player types plus a colour label; it shows no statistics and
fills nothing in (site tools policy: notes yes, HUDs and data mining no). Everything is
read from and written to a `client.notes.store.NotesStore` on this machine only.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap, QTextCursor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.notes.store import LABELS, MAX_TEXT, Note, NotesError, NotesStore
from client.ui.locale_format import count_text
from client.ui.table.window_fit import resize_within_screen

NOTE_HINT = str(QT_TRANSLATE_NOOP(
    "NoteEditor", "Your own notes on this player, as you type them. The client adds nothing: "
    "no statistics on other players (site tools policy)."))
#: The colour labels' names on screen (the store keeps the English keys).
LABEL_NAMES = {
    "red": str(QT_TRANSLATE_NOOP("Notes", "Red")),
    "orange": str(QT_TRANSLATE_NOOP("Notes", "Orange")),
    "yellow": str(QT_TRANSLATE_NOOP("Notes", "Yellow")),
    "green": str(QT_TRANSLATE_NOOP("Notes", "Green")),
    "blue": str(QT_TRANSLATE_NOOP("Notes", "Blue")),
    "purple": str(QT_TRANSLATE_NOOP("Notes", "Purple")),
}


def label_name(label: str) -> str:
    """A colour label's name in the player's language ("" for no label)."""
    english = LABEL_NAMES.get(label)
    return QCoreApplication.translate("Notes", english) if english else label.capitalize()


def swatch(colour: str) -> QIcon:
    """A small square of the label's colour for menus and lists."""
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(colour) if colour else QColor(0, 0, 0, 0))
    return QIcon(pixmap)


def label_box() -> QComboBox:
    """A combo box of the colour labels ("No label" first)."""
    box = QComboBox()
    box.addItem(QCoreApplication.translate("NoteEditor", "No label"), "")
    for name, colour in LABELS.items():
        box.addItem(swatch(colour), label_name(name), name)
    box.setAccessibleName(QCoreApplication.translate("Notes", "Colour label"))
    return box


class NoteEditor(QDialog):
    """Edit one player's note and label; Save writes it to the store."""

    noteSaved = Signal(str)  # player

    def __init__(self, store: NotesStore, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.player = player
        self.setWindowTitle(self.tr("Notes on %1").replace("%1", player))
        note = store.get(player) or Note(player)
        self.label = label_box()
        self.label.setCurrentIndex(max(0, self.label.findData(note.label)))
        self.text = QPlainTextEdit(note.text)
        self.text.setPlaceholderText(self.tr(NOTE_HINT))
        self.text.setAccessibleName(self.windowTitle())
        self.error = QLabel("")
        self.error.setStyleSheet("color: #f85149")
        self.error.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(QLabel(f"<b>{_escape(player)}</b>"), 1)
        top.addWidget(QLabel(self.tr("Label:")))
        top.addWidget(self.label)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        resize_within_screen(self, QSize(420, 300))  # smaller on a small screen
        # The player came to write: the cursor waits at the end of the note, and Tab
        # goes on to the label.
        self.setTabOrder(self.text, self.label)
        self.text.moveCursor(QTextCursor.MoveOperation.End)
        self.text.setFocus(Qt.FocusReason.OtherFocusReason)

    def save(self) -> bool:
        """Store the note (an empty note without a label is removed); close on success."""
        text = self.text.toPlainText()
        if len(text) > MAX_TEXT:
            self.error.setText(self.tr("At most %1 characters.").replace("%1", str(MAX_TEXT)))
            return False
        try:
            self.store.put(self.player, text, str(self.label.currentData()))
        except NotesError as exc:
            self.error.setText(str(exc))
            return False
        self.noteSaved.emit(self.player)
        self.accept()
        return True


class NotesWindow(QWidget):
    """Every note of the account: search by player or text, filter by label, edit,
    export to a file and import one (a bad file is refused with the reason)."""

    notesChanged = Signal()

    def __init__(self, store: NotesStore, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.store = store
        self.setWindowTitle(self.tr("Player notes"))
        resize_within_screen(self, QSize(760, 460))  # smaller on a small screen
        self.search = QLineEdit(placeholderText=self.tr("Find a player or a word in your notes…"))
        self.search.setClearButtonEnabled(True)
        self.label = label_box()
        self.label.setItemText(0, self.tr("Any label"))
        self.list = QTableWidget(0, 4)
        self.list.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Label"), self.tr("Updated"), self.tr("Note")])
        self.list.verticalHeader().hide()
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.edit_button = QPushButton(self.tr("&Edit…"))
        self.import_button = QPushButton(self.tr("&Import…"))
        self.export_button = QPushButton(self.tr("E&xport…"))
        self.editor: NoteEditor | None = None
        filters = QHBoxLayout()
        filters.addWidget(self.search, 1)
        filters.addWidget(self.label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        for button in (self.edit_button, self.import_button, self.export_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.search.textChanged.connect(lambda _t: self.refresh())
        self.label.currentIndexChanged.connect(lambda _i: self.refresh())
        self.list.doubleClicked.connect(lambda _i: self.edit_selected())
        self.edit_button.clicked.connect(self.edit_selected)
        self.import_button.clicked.connect(self._ask_import)
        self.export_button.clicked.connect(self._ask_export)
        self.refresh()

    def refresh(self) -> None:
        """Reload the list with the current search and label filter."""
        notes = self.store.search(self.search.text(), str(self.label.currentData()))
        self.list.setRowCount(len(notes))
        for row, note in enumerate(notes):
            label = QTableWidgetItem(swatch(note.colour), label_name(note.label))
            first_line = note.text.strip().splitlines()[0] if note.text.strip() else ""
            items = (QTableWidgetItem(note.player), label,
                     QTableWidgetItem(f"{note.updated.astimezone():%Y-%m-%d %H:%M}"),
                     QTableWidgetItem(first_line))
            for column, item in enumerate(items):
                item.setToolTip(note.text)
                self.list.setItem(row, column, item)
        self.edit_button.setEnabled(bool(notes))
        if notes:
            self.list.selectRow(0)

    def selected_player(self) -> str:
        """The player of the selected row ("" when none)."""
        item = self.list.item(self.list.currentRow(), 0)
        return item.text() if item is not None else ""

    def edit_selected(self) -> NoteEditor | None:
        """Open the editor on the selected player's note."""
        player = self.selected_player()
        if not player:
            return None
        self.editor = NoteEditor(self.store, player, self)
        self.editor.noteSaved.connect(self._saved)
        self.editor.open()
        return self.editor

    def _saved(self, _player: str) -> None:
        self.refresh()
        self.notesChanged.emit()

    def import_from(self, path: Path) -> int | None:
        """Import a notes file; say how many notes changed, or why the file was refused."""
        try:
            changed = self.store.import_file(path)
        except NotesError as exc:
            reason = self.tr("Not imported: %1").replace("%1", _escape(str(exc)))
            self.status.setText(f"<span style='color:#f85149'>{reason}</span>")
            return None
        line = self.tr("Imported %1 note from %2.") if changed == 1 else self.tr(
            "Imported %1 notes from %2.")
        self.status.setText(line.replace("%2", _escape(path.name)).replace(
            "%1", count_text(changed)))
        self.refresh()
        self.notesChanged.emit()
        return changed

    def export_to(self, path: Path) -> int:
        """Write every note to a file and say how many."""
        count = self.store.export(path)
        line = self.tr("Exported %1 note to %2.") if count == 1 else self.tr(
            "Exported %1 notes to %2.")
        self.status.setText(line.replace("%2", _escape(path.name)).replace(
            "%1", count_text(count)))
        return count

    def _ask_import(self) -> None:
        dialog = QFileDialog(self, self.tr("Import player notes"), "", self.tr("Notes (*.json)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(lambda name: self.import_from(Path(name)))
        dialog.open()

    def _ask_export(self) -> None:
        dialog = QFileDialog(self, self.tr("Export player notes"), "notes.json",
                             self.tr("Notes (*.json)"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.fileSelected.connect(lambda name: self.export_to(Path(name)))
        dialog.open()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
