"""Settings persist in QSettings (a temp file here) and the dialog refuses bad hotkeys."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from client.ui.app.settings import Settings, SettingsError, SettingsStore, parse_fraction
from client.ui.app.settings_dialog import SettingsDialog


def test_settings_round_trip(store: SettingsStore) -> None:
    changed = Settings(theme="light", four_colour_deck=True, animation_speed=0.0, sound=False,
                       bet_hotkeys={"Q": Fraction(2, 3), "W": Fraction(5, 4)},
                       action_keys={"fold": "F1", "check": "F2", "call": "F3",
                                    "bet_raise": "F4", "all_in": "F5"},
                       server_cafile="/etc/skg/private-ca.pem")
    store.save(changed)
    assert store.load() == changed


def test_malformed_saved_values_fall_back_to_defaults(tmp_path: Path) -> None:
    qs = QSettings(str(tmp_path / "bad.ini"), QSettings.Format.IniFormat)
    qs.setValue("ui/animation_speed", "fast")
    qs.setValue("keys/bet", "1=random")
    qs.setValue("ui/theme", "neon")
    loaded = SettingsStore(qs).load()
    assert loaded.animation_speed == Settings().animation_speed
    assert loaded.bet_hotkeys == Settings().bet_hotkeys
    assert loaded.theme == "dark"


@pytest.mark.parametrize("text", ["", "abc", "0", "-1/2", "11", "1/0"])
def test_bad_fractions_are_refused(text: str) -> None:
    with pytest.raises(SettingsError):
        parse_fraction(text)


def test_dialog_edits_and_emits(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.theme.setCurrentIndex(dialog.theme.findData("light"))
    dialog.four_colour.setChecked(True)
    dialog.bet_rows[0][1].setText("0.6")
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(dialog.settingsAccepted) as blocker:
        ok.click()
    result = blocker.args[0]
    assert result.theme == "light" and result.four_colour_deck
    assert Fraction(3, 5) in result.bet_hotkeys.values()


def test_rule_dialog_refuses_a_key_bound_twice(qtbot: QtBot) -> None:
    """Tools policy: each hotkey executes one decision; a key cannot mean two things."""
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    key_edit, fraction_edit = dialog.bet_rows[1]
    key_edit.setKeySequence(dialog.action_keys["fold"].keySequence())
    with pytest.raises(SettingsError, match="two things"):
        dialog.result_settings()
    fraction_edit.setText("lots")
    with pytest.raises(SettingsError):
        dialog.result_settings()
