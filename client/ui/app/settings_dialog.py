"""The Settings dialog: look and feel, sounds, multi-tabling, hotkeys and responsible
gaming (one tab each; the last acts at once through the room, not on OK).

Shown non-modal with `show()` (never `exec()`, which would nest an event loop under
qasync, nor `open()`, whose window modality would freeze a table whose clock runs); the
caller listens to `settingsAccepted`. Bet hotkeys take an exact pot fraction typed by the
player; a malformed fraction is shown in the dialog and nothing is saved.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from client.practice.choice import Difficulty, Pace, PracticeChoice
from client.protocol.messages import SelfExclusionState
from client.toolguard.errors import FeatureRuleError
from client.toolguard.features import Hotkey, HotkeyAction, SizeBasis, validate_hotkeys
from client.ui.app.i18n import LANGUAGES
from client.ui.app.responsible_gaming import ResponsibleGamingPage
from client.ui.app.settings import (
    ATTENTION,
    SOUNDS,
    Settings,
    SettingsError,
    SoundChoice,
    parse_fraction,
)
from client.ui.app.sounds import audio_problem
from client.ui.table.window_fit import FitArea

SPEEDS = ((QT_TRANSLATE_NOOP("SettingsDialog", "Off (instant)"), 0.0),
          (QT_TRANSLATE_NOOP("SettingsDialog", "Calm"), 0.75),
          (QT_TRANSLATE_NOOP("SettingsDialog", "Normal"), 1.0),
          (QT_TRANSLATE_NOOP("SettingsDialog", "Fast"), 2.0))
ACTION_LABELS = {"fold": "Fold", "check": "Check", "call": "Call",
                 "bet_raise": "Bet / raise the amount shown", "all_in": "Size all-in"}
BET_SLOTS = 4
ATTENTION_LABELS = (QT_TRANSLATE_NOOP("SettingsDialog", "Do nothing"),
                    QT_TRANSLATE_NOOP("SettingsDialog", "Highlight it"),
                    QT_TRANSLATE_NOOP("SettingsDialog", "Raise it and give it the keyboard"))


class SettingsDialog(QDialog):
    """Edits a copy of the settings; emits `settingsAccepted(Settings)` on OK."""

    settingsAccepted = Signal(object)
    soundTested = Signal(str)  # a sound key: play it now

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 exclusion: SelfExclusionState | None = None, practice: bool = True) -> None:
        """``exclusion``: the player's self-exclusion as the room last told it;
        ``practice``: the offline room is in use (its exclusion is not kept)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._base = settings
        self.tabs = QTabWidget()
        self.tabs.addTab(self._general_tab(settings), self.tr("&General"))
        self.tabs.addTab(self._sounds_tab(settings), self.tr("S&ounds"))
        self.tabs.addTab(self._tables_tab(settings), self.tr("&Tables"))
        self.tabs.addTab(self._hotkeys_tab(settings), self.tr("&Hotkeys"))
        self.responsible = ResponsibleGamingPage(exclusion, practice)
        self.tabs.addTab(self.responsible, self.tr("&Responsible gaming"))
        self.error = QLabel("")
        self.error.setStyleSheet("color: #e5484d;")
        self.error.setWordWrap(True)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.addWidget(self.tabs)
        layout.addWidget(self.error)
        layout.addWidget(box)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(FitArea(content))
        box.accepted.connect(self._accept)
        box.rejected.connect(self.reject)

    def _general_tab(self, settings: Settings) -> QWidget:
        """Theme, deck, animations, language and the testers' tools."""
        self.theme = QComboBox()
        self.theme.addItem(self.tr("Dark"), "dark")
        self.theme.addItem(self.tr("Light"), "light")
        self.theme.setCurrentIndex(self.theme.findData(settings.theme))
        self.four_colour = QCheckBox(self.tr("Four-colour deck (clubs green, diamonds blue)"))
        self.four_colour.setChecked(settings.four_colour_deck)
        self.speed = QComboBox()
        for label, value in SPEEDS:
            self.speed.addItem(self.tr(str(label)), value)
        nearest = min(range(len(SPEEDS)),
                      key=lambda i: abs(SPEEDS[i][1] - settings.animation_speed))
        self.speed.setCurrentIndex(nearest)
        self.language = QComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(self.tr("Follow the system") if not code else name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.setToolTip(self.tr("Takes effect the next time the client starts"))
        self.tester_tools = QCheckBox(
            self.tr("Show tester tools (debug panel: event log, room state)"))
        self.tester_tools.setChecked(settings.tester_tools)
        look = QGroupBox(self.tr("Look and feel"))
        look_form = QFormLayout(look)
        look_form.addRow(self.tr("&Theme:"), self.theme)
        look_form.addRow("", self.four_colour)
        look_form.addRow(self.tr("&Animations:"), self.speed)
        look_form.addRow(self.tr("&Language:"), self.language)
        look_form.addRow("", self.tester_tools)
        general = QWidget()
        layout = QVBoxLayout(general)
        layout.addWidget(look)
        layout.addWidget(self._hand_histories(settings))
        layout.addWidget(self._server(settings))
        return general

    def _server(self, settings: Settings) -> QGroupBox:
        """The private CA a wss:// server's certificate is checked against (empty: the
        system's certificate authorities)."""
        self.server_cafile = QLineEdit(settings.server_cafile)
        self.server_cafile.setPlaceholderText(self.tr("Default: the system's certificate "
                                                      "authorities"))
        box = QGroupBox(self.tr("Server"))
        form = QFormLayout(box)
        form.addRow(self.tr("&CA file (PEM):"), self.server_cafile)
        return box

    def _hand_histories(self, settings: Settings) -> QGroupBox:
        """Saving hand histories: on/off and the folder (empty: the default folder)."""
        self.save_hands = QCheckBox(self.tr("&Save my hand histories (PokerStars format)"))
        self.save_hands.setChecked(settings.save_hands)
        self.hand_folder = QLineEdit(settings.hand_history_dir)
        self.hand_folder.setPlaceholderText(self.tr("Default: HandHistories in the user data "
                                                    "folder"))
        browse = QPushButton(self.tr("&Browse…"))
        browse.clicked.connect(self._browse_hand_folder)
        row = QHBoxLayout()
        row.addWidget(self.hand_folder, 1)
        row.addWidget(browse)
        box = QGroupBox(self.tr("Hand histories"))
        form = QFormLayout(box)
        form.addRow("", self.save_hands)
        folder = QLabel(self.tr("&Folder:"))  # a layout beside it: the buddy is set here
        folder.setBuddy(self.hand_folder)
        form.addRow(folder, row)
        return box

    def _practice_choice(self) -> PracticeChoice | None:
        """The practice choice as edited (None while untouched: the room's defaults)."""
        choice = PracticeChoice(Difficulty(str(self.difficulty.currentData())),
                                Pace(str(self.pace.currentData())), self.trainer.isChecked())
        return None if self._base.practice is None and choice == PracticeChoice() else choice

    def _browse_hand_folder(self) -> None:
        dialog = QFileDialog(self, self.tr("Hand history folder"), self.hand_folder.text())
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(self.hand_folder.setText)
        dialog.open()

    def _sounds_tab(self, settings: Settings) -> QWidget:
        """All sounds on or off, why there is only the beep (when so), then each one's
        switch, volume and Test button."""
        self.sound = QCheckBox(self.tr("&Play sounds"))
        self.sound.setChecked(settings.sound)
        self.audio_problem = QLabel(audio_problem())
        self.audio_problem.setWordWrap(True)
        self.audio_problem.setVisible(bool(self.audio_problem.text()))
        self.sound_rows: dict[str, tuple[QCheckBox, QSlider, QPushButton]] = {}
        sounds = QWidget()
        sounds_form = QFormLayout(sounds)
        sounds_form.addRow(self.sound)
        sounds_form.addRow(self.audio_problem)
        for key, source in SOUNDS.items():
            label = self.tr(str(source))
            choice = settings.sounds.get(key, SoundChoice())
            on = QCheckBox(label)
            on.setChecked(choice.on)
            volume = QSlider(Qt.Orientation.Horizontal)
            volume.setRange(0, 100)
            volume.setValue(choice.volume)
            volume.setAccessibleName(self.tr("%1 volume").replace("%1", label))
            test = QPushButton(self.tr("Test"))
            test.setToolTip(self.tr("Play “%1” at this volume").replace("%1", label))
            test.clicked.connect(partial(self.soundTested.emit, key))
            row = QHBoxLayout()
            row.addWidget(volume, 1)
            row.addWidget(test)
            sounds_form.addRow(on, row)
            self.sound_rows[key] = (on, volume, test)
        return sounds

    def _tables_tab(self, settings: Settings) -> QWidget:
        """Multi-tabling: what the table that needs the player does."""
        self.attention = QComboBox()
        for mode, text in zip(ATTENTION, ATTENTION_LABELS, strict=True):
            self.attention.addItem(self.tr(str(text)), mode)
        self.attention.setCurrentIndex(max(0, self.attention.findData(settings.attention)))
        tables = QWidget()
        tables_form = QFormLayout(tables)
        tables_form.addRow(self.tr("When a table needs &me:"), self.attention)
        tables_form.addRow(QLabel("View › Tile, Cascade or Stack tables puts every open table "
                                  "in its own window; each remembers its size and place."))
        tables_form.addRow(self._practice_box(settings))
        return tables

    def _practice_box(self, settings: Settings) -> QGroupBox:
        """Offline practice: the bots' difficulty and the room's pace."""
        self.difficulty = QComboBox()
        for value, text in ((Difficulty.BEGINNER, self.tr("Beginner (loose, passive)")),
                            (Difficulty.REGULAR, self.tr("Regular (tight, aggressive)")),
                            (Difficulty.STRONG, self.tr("Strong")),
                            (Difficulty.ADAPTIVE, self.tr("Adaptive (reads how you play)")),
                            (Difficulty.MIXED, self.tr("Mixed styles"))):
            self.difficulty.addItem(text, value.value)
        chosen = settings.practice or PracticeChoice()
        self.difficulty.setCurrentIndex(self.difficulty.findData(chosen.difficulty.value))
        self.pace = QComboBox()
        for pace, text in ((Pace.INSTANT, self.tr("Instant")), (Pace.FAST, self.tr("Fast")),
                           (Pace.NORMAL, self.tr("Normal"))):
            self.pace.addItem(text, pace.value)
        self.pace.setCurrentIndex(self.pace.findData(chosen.pace.value))
        self.trainer = QCheckBox(self.tr("After a short-stack decision, show the push/fold "
                                         "chart's answer"))
        self.trainer.setChecked(chosen.trainer)
        self.hand_reviews = QCheckBox(self.tr("After each hand, review my play: equity by "
                                              "street against their cards, the costliest "
                                              "decision"))
        self.hand_reviews.setChecked(settings.hand_reviews)
        box = QGroupBox(self.tr("Practice (offline only)"))
        form = QFormLayout(box)
        form.addRow(self.tr("&Opponents:"), self.difficulty)
        form.addRow(self.tr("&Pace:"), self.pace)
        form.addRow("", self.trainer)
        form.addRow("", self.hand_reviews)
        form.addRow(QLabel(self.tr("New opponents take the seats that open from now on.")))
        return box

    def _hotkeys_tab(self, settings: Settings) -> QWidget:
        """One key per action, and bet keys with the exact pot fraction each bets."""
        self.action_keys: dict[str, QKeySequenceEdit] = {}
        keys = QGroupBox(self.tr("Action hotkeys"))
        keys_form = QFormLayout(keys)
        for name, label in ACTION_LABELS.items():
            edit = QKeySequenceEdit(QKeySequence(settings.action_keys.get(name, "")))
            edit.setMaximumSequenceLength(1)
            self.action_keys[name] = edit
            keys_form.addRow(f"{label}:", edit)
        bets = QGroupBox(self.tr("Bet hotkeys (exact fraction of the pot)"))
        bets_layout = QVBoxLayout(bets)
        bets_layout.addWidget(QLabel("Each key bets exactly the fraction you type, e.g. 1/2 "
                                     "or 0.75. Random sizes are not allowed."))
        self.bet_rows: list[tuple[QKeySequenceEdit, QLineEdit]] = []
        existing = sorted(settings.bet_hotkeys.items(), key=lambda kv: kv[1])
        for slot in range(BET_SLOTS):
            key, fraction = existing[slot] if slot < len(existing) else ("", None)
            key_edit = QKeySequenceEdit(QKeySequence(key))
            key_edit.setMaximumSequenceLength(1)
            fraction_edit = QLineEdit("" if fraction is None else str(fraction))
            fraction_edit.setPlaceholderText(self.tr("e.g. 1/2"))
            fraction_edit.setAccessibleName(f"Pot fraction {slot + 1}")
            row = QHBoxLayout()
            row.addWidget(QLabel(f"Key {slot + 1}:"))
            row.addWidget(key_edit)
            row.addWidget(QLabel(self.tr("bets")))
            row.addWidget(fraction_edit)
            row.addWidget(QLabel(self.tr("of the pot")))
            bets_layout.addLayout(row)
            self.bet_rows.append((key_edit, fraction_edit))
        hotkeys = QWidget()
        hotkeys_layout = QVBoxLayout(hotkeys)
        hotkeys_layout.addWidget(keys)
        hotkeys_layout.addWidget(bets)
        return hotkeys

    def result_settings(self) -> Settings:
        """The settings as edited; raises SettingsError naming a bad field."""
        hotkeys = {}
        for key_edit, fraction_edit in self.bet_rows:
            key = key_edit.keySequence().toString()
            text = fraction_edit.text().strip()
            if not key and not text:
                continue
            if not key or not text:
                raise SettingsError("each bet hotkey needs both a key and a pot fraction")
            if key in hotkeys:
                raise SettingsError(f"key {key} is used twice")
            hotkeys[key] = parse_fraction(text)
        try:
            validate_hotkeys(Hotkey(key, HotkeyAction.BET, size=fraction, basis=SizeBasis.POT)
                             for key, fraction in hotkeys.items())
        except FeatureRuleError as exc:
            raise SettingsError(str(exc)) from exc
        actions = {name: edit.keySequence().toString()
                   for name, edit in self.action_keys.items()}
        used = [k for k in actions.values() if k] + list(hotkeys)
        if len(used) != len(set(used)):
            raise SettingsError("a key is bound to two things; give each its own key")
        return self._base.with_changes(
            theme=str(self.theme.currentData()),
            four_colour_deck=self.four_colour.isChecked(),
            animation_speed=float(self.speed.currentData()),
            sound=self.sound.isChecked(),
            sounds=self.sound_choices(),
            attention=str(self.attention.currentData()),
            language=str(self.language.currentData()),
            practice=self._practice_choice(),
            hand_reviews=self.hand_reviews.isChecked(),
            tester_tools=self.tester_tools.isChecked(),
            save_hands=self.save_hands.isChecked(),
            hand_history_dir=self.hand_folder.text().strip(),
            server_cafile=self.server_cafile.text().strip(),
            bet_hotkeys=hotkeys,
            action_keys=actions,
        )

    def sound_choices(self) -> dict[str, SoundChoice]:
        """Each sound's switch and volume as set in the Sounds tab."""
        return {key: SoundChoice(on.isChecked(), volume.value())
                for key, (on, volume, _test) in self.sound_rows.items()}

    def _accept(self) -> None:
        try:
            settings = self.result_settings()
        except SettingsError as exc:
            self.error.setText(str(exc))
            return
        self.settingsAccepted.emit(settings)
        self.accept()
