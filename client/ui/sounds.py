"""Table sounds: real audio through Qt Multimedia (QSoundEffect, PySide6-Addons), the system
beep only when a sound file is missing or cannot be played.

The cues are short WAV files made by packaging/make_sounds.py and shipped in
resources/sounds. Which cue fires when is decided by the windows (your turn, a chat line,
a tournament event) and by `clock_cues` for the acting clock; `SoundPlayer.play` applies
the player's settings (all sounds on or off, and each one's switch and volume).
"""

from __future__ import annotations

from contextlib import ExitStack
from importlib.resources import as_file

from PySide6.QtCore import QObject, QUrl
from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
from PySide6.QtWidgets import QApplication

from client.resource_files import ResourceNotFoundError, resource_file
from client.ui.settings import Settings
from client.ui.table_state import TimerView

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

    Qt Multimedia is touched only when a sound is first played (sounds are off by
    default), so starting the client never waits for the audio system.
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
            effect = QSoundEffect(self)
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
        effect = self.effect(key) if QMediaDevices.audioOutputs() else None
        if effect is None or effect.status() == QSoundEffect.Status.Error:
            QApplication.beep()
            self.last = "beep"
            return self.last
        effect.setVolume(choice.volume / 100)
        effect.play()
        self.last = "audio"
        return self.last
