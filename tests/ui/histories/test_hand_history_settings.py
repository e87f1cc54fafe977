"""Settings › General › Hand histories: saving on or off and the folder, kept in the
settings; the session's saver follows them."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from client.histories.own.saving import HandSaver, default_folder, saver_for
from client.ui.app.settings import Settings, SettingsStore
from client.ui.app.settings_dialog import SettingsDialog


def test_hand_history_folder_and_switch_are_settings(qtbot: QtBot, store: SettingsStore,
                                                     tmp_path: Path) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.save_hands.isChecked() and dialog.hand_folder.text() == ""
    dialog.hand_folder.setText(str(tmp_path / "hh"))
    dialog.save_hands.setChecked(False)
    chosen = dialog.result_settings()
    store.save(chosen)
    loaded = store.load()
    assert (loaded.save_hands, loaded.hand_history_dir) == (False, str(tmp_path / "hh"))


def test_saver_follows_the_settings(tmp_path: Path) -> None:
    assert saver_for(False, "", "practice|You") is None
    assert saver_for(True, "", "") is None  # no account yet: nothing to file it under
    default = saver_for(True, "", "practice|You")
    assert isinstance(default, HandSaver) and default.folder == default_folder("practice|You")
    assert default.folder.name == "practice-You"
    chosen = saver_for(True, str(tmp_path), "practice|You")
    assert chosen is not None and chosen.folder == tmp_path
