"""The Settings dialog: theme, four-colour deck, animation speed, sound and hotkeys.

Opened with `open()` (never `exec()`, which would nest an event loop under qasync); the
caller listens to `settingsAccepted`. Bet hotkeys take an exact pot fraction typed by the
player; a malformed fraction is shown in the dialog and nothing is saved.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from client.toolguard.errors import FeatureRuleError
from client.toolguard.features import Hotkey, HotkeyAction, SizeBasis, validate_hotkeys
from client.ui.settings import Settings, SettingsError, parse_fraction

SPEEDS = (("Off (instant)", 0.0), ("Calm", 0.75), ("Normal", 1.0), ("Fast", 2.0))
ACTION_LABELS = {"fold": "Fold", "check": "Check", "call": "Call",
                 "bet_raise": "Bet / raise the amount shown", "all_in": "Size all-in"}
BET_SLOTS = 4


class SettingsDialog(QDialog):
    """Edits a copy of the settings; emits `settingsAccepted(Settings)` on OK."""

    settingsAccepted = Signal(object)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self._base = settings
        self.theme = QComboBox()
        self.theme.addItem("Dark", "dark")
        self.theme.addItem("Light", "light")
        self.theme.setCurrentIndex(self.theme.findData(settings.theme))
        self.four_colour = QCheckBox("Four-colour deck (clubs green, diamonds blue)")
        self.four_colour.setChecked(settings.four_colour_deck)
        self.speed = QComboBox()
        for label, value in SPEEDS:
            self.speed.addItem(label, value)
        nearest = min(range(len(SPEEDS)),
                      key=lambda i: abs(SPEEDS[i][1] - settings.animation_speed))
        self.speed.setCurrentIndex(nearest)
        self.sound = QCheckBox("Beep when it is my turn")
        self.sound.setChecked(settings.sound)
        self.tester_tools = QCheckBox("Show tester tools (debug panel: event log, room state)")
        self.tester_tools.setChecked(settings.tester_tools)
        look = QGroupBox("Look and feel")
        look_form = QFormLayout(look)
        look_form.addRow("&Theme:", self.theme)
        look_form.addRow("", self.four_colour)
        look_form.addRow("&Animations:", self.speed)
        look_form.addRow("", self.sound)
        look_form.addRow("", self.tester_tools)
        self.action_keys: dict[str, QKeySequenceEdit] = {}
        keys = QGroupBox("Action hotkeys")
        keys_form = QFormLayout(keys)
        for name, label in ACTION_LABELS.items():
            edit = QKeySequenceEdit(QKeySequence(settings.action_keys.get(name, "")))
            edit.setMaximumSequenceLength(1)
            self.action_keys[name] = edit
            keys_form.addRow(f"{label}:", edit)
        bets = QGroupBox("Bet hotkeys (exact fraction of the pot)")
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
            fraction_edit.setPlaceholderText("e.g. 1/2")
            fraction_edit.setAccessibleName(f"Pot fraction {slot + 1}")
            row = QHBoxLayout()
            row.addWidget(QLabel(f"Key {slot + 1}:"))
            row.addWidget(key_edit)
            row.addWidget(QLabel("bets"))
            row.addWidget(fraction_edit)
            row.addWidget(QLabel("of the pot"))
            bets_layout.addLayout(row)
            self.bet_rows.append((key_edit, fraction_edit))
        self.error = QLabel("")
        self.error.setStyleSheet("color: #e5484d;")
        self.error.setWordWrap(True)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(look)
        layout.addWidget(keys)
        layout.addWidget(bets)
        layout.addWidget(self.error)
        layout.addWidget(box)
        box.accepted.connect(self._accept)
        box.rejected.connect(self.reject)

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
            tester_tools=self.tester_tools.isChecked(),
            bet_hotkeys=hotkeys,
            action_keys=actions,
        )

    def _accept(self) -> None:
        try:
            settings = self.result_settings()
        except SettingsError as exc:
            self.error.setText(str(exc))
            return
        self.settingsAccepted.emit(settings)
        self.accept()
