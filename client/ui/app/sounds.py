"""Table sounds: real audio through Qt Multimedia (QSoundEffect, PySide6-Addons), the system
beep when Qt Multimedia cannot load (e.g. libpulse.so.0 missing), there is no audio output,
or a sound file is missing or cannot be played.

The cues are short WAV files made by packaging/make_sounds.py and shipped in
resources/sounds. Which cue fires when is decided by the windows (your turn, a chat line,
a tournament event) and by `clock_cues` for the acting clock; `SoundPlayer.play` applies
the player's settings (all sounds on or off, and each one's switch and volume).
Qt Multimedia is imported on the first sound, never at start: the client starts and plays
without it, and Settings › Sounds says why there is only the beep (`audio_problem`).
"""

from __future__ import annotations

import importlib
import re
from contextlib import ExitStack
from dataclasses import dataclass
from functools import cache
from importlib.resources import as_file
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl
from PySide6.QtWidgets import QApplication

from client.resource_files import ResourceNotFoundError, resource_file
from client.ui.app.i18n import translate
from client.ui.app.settings import Settings
from client.ui.table.table_state import TimerView

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

#: How the dynamic loader names a shared library it could not find.
_MISSING_LIBRARY = re.compile(r"(\S+\.so[.\d]*): cannot open shared object file")


@dataclass(frozen=True)
class QtAudio:
    """Qt Multimedia's two classes we use, or why it could not load (plain words)."""

    devices: type[QMediaDevices] | None
    effect: type[QSoundEffect] | None
    failure: str = ""


def load_failure(error: Exception) -> str:
    """Why Qt Multimedia did not load, in plain words ("libpulse.so.0 missing")."""
    missing = _MISSING_LIBRARY.search(str(error))
    return f"{missing.group(1)} missing" if missing else str(error)


@cache
def qt_audio() -> QtAudio:
    """Qt Multimedia, imported once on first use (it needs libpulse.so.0 and friends)."""
    try:
        multimedia = importlib.import_module("PySide6.QtMultimedia")
    except (ImportError, OSError) as error:
        return QtAudio(None, None, load_failure(error))
    return QtAudio(multimedia.QMediaDevices, multimedia.QSoundEffect)


def audio_problem() -> str:
    """Why sounds are only the system beep here ("" when real audio can play)."""
    audio = qt_audio()
    if audio.devices is None:
        return translate(
            "Sounds", "Audio output unavailable (Qt Multimedia could not load: %1); sounds "
            "use the system beep.").replace("%1", audio.failure)
    if not audio.devices.audioOutputs():
        return translate(
            "Sounds", "No audio output found (no sound server or sound card); sounds use "
            "the system beep.")
    return ""


#: Seconds of normal time left when "time running out" sounds.
WARN_SECONDS = 5


def clock_cues(timer: TimerView) -> set[str]:
    """The clock cues due for the hero's running clock: "time_running_out" in the last
    `WARN_SECONDS` of normal time, "time_bank" once normal time is over and the bank runs
    (`seconds_left` counts the bank too)."""
    normal_left = timer.seconds_left - timer.time_bank
    cues = set()
    if timer.time_bank > 0 and normal_left <= 0:
        cues.add("time_bank")
    if 0 < normal_left <= WARN_SECONDS or (timer.time_bank == 0 and
                                           timer.seconds_left <= WARN_SECONDS):
        cues.add("time_running_out")
    return cues


class SoundPlayer(QObject):
    """Plays the cues with the player's settings; reports what it did (for tests).

    Qt Multimedia is touched only when a sound is first played, so starting the client
    never waits for the audio system (nor needs it).
    """

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._files = ExitStack()
        self.effects: dict[str, QSoundEffect] = {}
        #: What the last `play` did: "audio", "beep" or "off".
        self.last = ""
        self.destroyed.connect(lambda _obj=None: self._files.close())

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings from now on."""
        self.settings = settings

    def effect(self, key: str) -> QSoundEffect | None:
        """The loaded sound of cue `key` (None when its file is missing)."""
        if key not in self.effects:
            try:
                path = self._files.enter_context(as_file(resource_file("sounds",
                                                                       f"{key}.wav")))
            except ResourceNotFoundError:
                return None  # a broken install: this cue beeps
            effect_class = qt_audio().effect
            if effect_class is None:
                return None  # no Qt Multimedia: every cue beeps
            effect = effect_class(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            self.effects[key] = effect
        return self.effects[key]

    def play(self, key: str) -> str:
        """Play cue `key` if sounds and that sound are on, at its volume; the beep when
        there is no audio output or the sound cannot play. Returns "audio", "beep" or
        "off"."""
        choice = self.settings.sounds.get(key)
        if not self.settings.sound or choice is None or not choice.on or not choice.volume:
            self.last = "off"
            return self.last
        effect = None if audio_problem() else self.effect(key)
        if effect is None or effect.status() == effect.Status.Error:
            QApplication.beep()
            self.last = "beep"
            return self.last
        effect.setVolume(choice.volume / 100)
        effect.play()
        self.last = "audio"
        return self.last
