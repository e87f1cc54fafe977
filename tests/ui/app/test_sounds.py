"""Table sounds: the shipped WAV files are what packaging/make_sounds.py makes, the cues
fire at the right moments, the settings switch and scale each one (all on for a new
player), and the sound plays through Qt Multimedia (a real audio output when there is one,
the beep when there is not, or when Qt Multimedia cannot load at all).
"""

from __future__ import annotations

import importlib.util
import sys
import wave
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType

import pytest
from pytestqt.qtbot import QtBot

from client.protocol import tournament_bodies as tb
from client.protocol.messages import ChatLine, TimerRow, TournamentEvent
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SOUNDS, Settings, SettingsStore, SoundChoice
from client.ui.app.settings_dialog import SettingsDialog
from client.ui.app.sounds import SoundPlayer, audio_problem, clock_cues, load_failure, qt_audio
from client.ui.table.table_state import TimerView
from client.ui.table.table_window import TableWindow
from tests.ui import samples

ROOT = Path(__file__).resolve().parents[3]
LOUD = Settings(sound=True)


def make_sounds() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds",
                                                  ROOT / "packaging" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_shipped_sounds_are_the_synthesised_ones(tmp_path: Path) -> None:
    """Every cue is in resources/sounds, made by our script (byte for byte), short."""
    written = make_sounds().main(tmp_path)
    assert sorted(p.stem for p in written) == sorted(SOUNDS)
    for path in written:
        shipped = ROOT / "resources" / "sounds" / path.name
        assert shipped.read_bytes() == path.read_bytes(), path.name
        with wave.open(str(shipped)) as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
            assert wav.getnframes() / wav.getframerate() < 1.0


def timer(left: int, bank: int = 0) -> TimerView:
    return TimerView(seat=1, seconds_left=left, seconds_total=20, time_bank=bank)


def test_clock_cues() -> None:
    assert clock_cues(timer(15)) == set()
    assert clock_cues(timer(5)) == {"time_running_out"}
    assert clock_cues(timer(40, bank=30)) == set()  # 10 s of normal time, then the bank
    assert clock_cues(timer(34, bank=30)) == {"time_running_out"}
    assert clock_cues(timer(30, bank=30)) == {"time_bank"}
    assert clock_cues(timer(3, bank=30)) == {"time_bank"}


def test_sounds_are_on_for_a_new_player(qapp: object, store: SettingsStore) -> None:
    """Nothing saved yet: every sound is on, so a new player hears their turn."""
    loaded = store.load()
    assert loaded.sound
    assert all(choice.on and choice.volume for choice in loaded.sounds.values())
    assert SoundPlayer(loaded).play("your_turn") in {"audio", "beep"}


def test_sounds_off_by_setting(qapp: object) -> None:
    player = SoundPlayer(Settings(sound=False))
    assert player.play("your_turn") == "off"  # the player turned all sounds off
    quiet_chat = dict(LOUD.sounds, chat=SoundChoice(on=False))
    player.apply_settings(LOUD.with_changes(sounds=quiet_chat))
    assert player.play("chat") == "off"
    player.apply_settings(LOUD.with_changes(sounds=dict(LOUD.sounds,
                                                        chat=SoundChoice(volume=0))))
    assert player.play("chat") == "off"
    assert player.effects == {}  # nothing was loaded for sounds that are off


def test_a_sound_plays_as_audio_or_beeps_without_an_output(qtbot: QtBot) -> None:
    player = SoundPlayer(LOUD.with_changes(sounds=dict(LOUD.sounds,
                                                       your_turn=SoundChoice(volume=60))))
    done = player.play("your_turn")
    assert done == ("beep" if audio_problem() else "audio")


def test_real_audio_through_qt_multimedia(qtbot: QtBot) -> None:
    """With an audio output (.ci/run starts a null-sink PulseAudio), the WAV is decoded and
    played by QSoundEffect at the chosen volume, not beeped."""
    if audio_problem():
        pytest.skip(f"{audio_problem()} .ci/run starts a null-sink PulseAudio for this")
    player = SoundPlayer(LOUD.with_changes(sounds=dict(LOUD.sounds,
                                                       chat=SoundChoice(volume=40))))
    assert player.play("chat") == "audio"
    effect = player.effects["chat"]
    qtbot.waitUntil(lambda: effect.status() == effect.Status.Ready, timeout=5000)
    assert effect.volume() == pytest.approx(0.4, abs=0.01)
    assert effect.source().toLocalFile().endswith("chat.wav")


@pytest.fixture
def no_qt_multimedia(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Qt Multimedia cannot be imported (as without libpulse.so.0); loaded afresh after."""
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    qt_audio.cache_clear()
    yield
    qt_audio.cache_clear()


def test_without_qt_multimedia_sounds_beep_and_settings_say_why(
        qtbot: QtBot, no_qt_multimedia: None) -> None:
    player = SoundPlayer(Settings())
    assert player.play("your_turn") == "beep"
    assert player.effects == {}
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    shown = dialog.audio_problem
    assert not shown.isHidden()
    assert shown.text().startswith("Audio output unavailable (Qt Multimedia could not load: ")
    assert shown.text().endswith("); sounds use the system beep.")


def test_settings_show_no_audio_problem_when_sounds_can_play(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.audio_problem.isHidden() == (audio_problem() == "")


def test_a_missing_audio_library_is_named_in_plain_words() -> None:
    error = ImportError("libpulse.so.0: cannot open shared object file: No such file or "
                        "directory")
    assert load_failure(error) == "libpulse.so.0 missing"
    assert load_failure(OSError("something else")) == "something else"


def test_table_cues_your_turn_chat_and_the_clock(qtbot: QtBot) -> None:
    window = TableWindow("t1", "you")
    qtbot.addWidget(window)
    cues: list[str] = []
    window.soundCue.connect(cues.append)
    window.apply_snapshot(samples.table_snapshot(to_act=None))
    window.apply_request(samples.action_request())
    assert cues == ["your_turn"]
    window.apply_chat(ChatLine(table_id="t1", sender="p4", text="gl"))
    window.apply_chat(ChatLine(table_id="t1", sender="you", text="ty"))
    window.apply_chat(ChatLine(table_id="t1", sender="Dealer", text="Level 2", system=True))
    assert cues == ["your_turn", "chat"]
    soon = datetime.now(UTC) + timedelta(seconds=33)
    window.tracker.timer = TimerRow(seat=1, deadline=soon, time_bank=30)
    window._tick()
    window._tick()  # each cue once per turn
    assert cues == ["your_turn", "chat", "time_running_out"]
    window.tracker.timer = TimerRow(seat=1, deadline=soon - timedelta(seconds=5),
                                    time_bank=30)
    window._tick()
    assert cues[-1] == "time_bank"


def test_settings_keep_each_sound_and_the_dialog_edits_them(qtbot: QtBot,
                                                            store: SettingsStore) -> None:
    changed = dict(Settings().sounds, chat=SoundChoice(on=False, volume=30))
    store.save(Settings(sound=True, sounds=changed, attention="raise"))
    loaded = store.load()
    assert loaded.sound and loaded.sounds["chat"] == SoundChoice(False, 30)
    assert loaded.attention == "raise"
    dialog = SettingsDialog(loaded)
    qtbot.addWidget(dialog)
    on, volume, _test = dialog.sound_rows["time_bank"]
    on.setChecked(False)
    volume.setValue(55)
    result = dialog.result_settings()
    assert result.sounds["time_bank"] == SoundChoice(False, 55)
    assert result.sounds["chat"] == SoundChoice(False, 30)


def test_session_sounds_tournament_events_and_the_test_button(qtbot: QtBot,
                                                              store: SettingsStore) -> None:
    store.save(Settings(sound=True))
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    table = session.tables.table("t1")
    table.apply_snapshot(samples.table_snapshot())  # a table of tournament sng1
    level = tb.LevelUp(at=samples.NOW, level=2, small_blind=10, big_blind=20, ante=0)
    session.on_event(TournamentEvent(tournament_id="other", body=level))
    assert session.sounds.last == ""  # not one of our tournaments
    session.on_event(TournamentEvent(tournament_id="sng1", body=level))
    assert session.sounds.last in {"audio", "beep"}
    dialog = session.open_settings()
    on, _volume, test = dialog.sound_rows["chat"]
    on.setChecked(False)
    assert session.test_sound(dialog, "chat") == "off"  # the dialog's choice counts
    on.setChecked(True)
    test.click()
    assert session.sounds.last in {"audio", "beep"}
    assert session.sounds.settings == session.settings  # testing saved nothing
