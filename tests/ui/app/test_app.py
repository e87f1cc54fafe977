"""The client's start-up coroutine: offline practice by default, connect dialog for a URL;
and the real program started as a process: it reaches the lobby without Qt Multimedia, and
every normal quit (closing the window, Ctrl+Q, Game › Quit) exits 0 without a traceback."""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QStyle
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter
from client.cli import main
from client.protocol.messages import ConnectionStatus
from client.toolguard.guard import ToolGuard
from client.ui.app.app import QUIT_AFTER_LOBBY, _main, app_icon, make_application
from client.ui.app.connect_dialog import ConnectDialog
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from tests.qa.test_seeds import _qa_holes
from tests.ui.test_real_display import NEEDS_DISPLAY

ROOT = Path(__file__).resolve().parents[3]
#: Starts the client as `skg-poker` does, with Qt Multimedia impossible to import (as on a
#: machine without libpulse.so.0).
WITHOUT_QT_MULTIMEDIA = ("import sys; sys.modules['PySide6.QtMultimedia'] = None; "
                         "from client.cli import main; sys.exit(main([]))")


def client_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a spawned client: this checkout, a brand-new user under `home`."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        filter(None, (str(ROOT), os.environ.get("PYTHONPATH"))))}
    for name, folder in (("HOME", "home"), ("XDG_CONFIG_HOME", "config"),
                         ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache"),
                         ("XDG_RUNTIME_DIR", "run")):
        (home / folder).mkdir(mode=0o700, parents=True, exist_ok=True)
        env[name] = str(home / folder)
    return {**env, **extra}


def test_offline_practice_is_the_default(qtbot: QtBot, aio: asyncio.AbstractEventLoop,
                                         store: SettingsStore) -> None:
    """No server URL: the practice room opens in-process and fills the lobby."""
    assert make_application() is not None  # reuses the running QApplication
    window = MainWindow()
    qtbot.addWidget(window)
    guard = ToolGuard()
    session = Session(window, store, practice=LocalAdapter, guard=guard)
    task = asyncio.ensure_future(_main(window, session, guard, None))
    qtbot.waitUntil(lambda: window.lobby.sngs.rowCount() > 0, timeout=10_000)
    assert "Offline practice" in window.mode.text()
    assert "Connected" in window.connection.text()
    assert isinstance(session.link.adapter, LocalAdapter)
    window.close()
    qtbot.waitUntil(task.done, timeout=10_000)
    assert task.exception() is None


def test_server_url_opens_the_connect_dialog(qtbot: QtBot, aio: asyncio.AbstractEventLoop,
                                             store: SettingsStore) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    guard = ToolGuard()
    session = Session(window, store, practice=LocalAdapter)
    task = asyncio.ensure_future(_main(window, session, guard, "ws://127.0.0.1:9"))
    qtbot.waitUntil(lambda: window.findChild(ConnectDialog) is not None, timeout=10_000)
    dialog = window.findChild(ConnectDialog)
    assert dialog is not None and dialog.url.text() == "ws://127.0.0.1:9"
    dialog.url.setText("http://wrong")
    dialog.user.setText("ann")
    dialog.password.setText("secret")
    dialog._accept()
    assert "ws://" in dialog.error.text()  # refused locally, nothing sent
    assert session.link.adapter is None
    assert window.connection.text().endswith(ConnectionStatus.DISCONNECTED.value.capitalize())
    window.close()
    qtbot.waitUntil(task.done, timeout=10_000)


def test_quit_after_lobby_for_the_packaging_smoke_test(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(QUIT_AFTER_LOBBY, "1")
    window = MainWindow()
    qtbot.addWidget(window)
    guard = ToolGuard()
    session = Session(window, store, practice=LocalAdapter)
    task = asyncio.ensure_future(_main(window, session, guard, None))
    qtbot.waitUntil(task.done, timeout=20_000)
    assert task.exception() is None
    assert window.lobby.sngs.rowCount() > 0
    assert "skg-poker: lobby shown" in capsys.readouterr().err


def test_application_icon_is_bundled(qapp: QApplication) -> None:
    """QPixmap needs a QApplication: without the fixture the test aborts when it is the first
    Qt test a pytest-xdist worker runs."""
    assert not app_icon().isNull()


def test_leaving_practice_stops_its_room(qtbot: QtBot, aio: asyncio.AbstractEventLoop,
                                         store: SettingsStore) -> None:
    """Connecting elsewhere (or closing) stops the practice room's bots and clocks."""
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    adapter = LocalAdapter()
    using = asyncio.ensure_future(session.use(adapter))
    qtbot.waitUntil(using.done, timeout=10_000)
    driver_task = adapter.room.driver._task
    assert driver_task is not None and not driver_task.done()
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=10_000)
    assert driver_task.done() and session.link.adapter is None


@pytest.mark.parametrize("command", [("-m", "client"), ("-c", WITHOUT_QT_MULTIMEDIA)],
                         ids=["skg-poker", "without-qt-multimedia"])
def test_the_program_reaches_the_lobby_and_closes_with_exit_0(
        tmp_path: Path, command: tuple[str, str]) -> None:
    """A real client process (offscreen): the lobby shows, the window closes, exit 0 and no
    traceback; the same without Qt Multimedia (sounds fall back to the beep)."""
    done = subprocess.run([sys.executable, *command], capture_output=True, text=True,
                          timeout=120, cwd=tmp_path,
                          env=client_env(tmp_path, QT_QPA_PLATFORM="offscreen",
                                         **{QUIT_AFTER_LOBBY: "1"}))
    assert "skg-poker: lobby shown" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 0, done.stderr


def ask_window_to_close(window: int) -> None:
    """What a window manager's close button does: send WM_DELETE_WINDOW (libX11)."""
    x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long,
                               ctypes.c_void_p]
    x11.XFlush.argtypes = x11.XCloseDisplay.argtypes = [ctypes.c_void_p]

    class ClientMessage(ctypes.Structure):
        _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong),
                    ("send_event", ctypes.c_int), ("display", ctypes.c_void_p),
                    ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                    ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]

    class XEvent(ctypes.Union):
        _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]

    display = x11.XOpenDisplay(None)
    assert display, "cannot open the X display"
    event = XEvent()
    event.xclient.type = 33  # ClientMessage
    event.xclient.window = window
    event.xclient.message_type = x11.XInternAtom(display, b"WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data[0] = x11.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
    assert x11.XSendEvent(display, window, 0, 0, ctypes.byref(event))
    x11.XFlush(display)
    x11.XCloseDisplay(display)


def xdotool(*args: str) -> str:
    return subprocess.run(["xdotool", *args], capture_output=True, text=True, check=True,
                          timeout=60).stdout


def focus_main_window(pid: int) -> int:
    """Find the client's window and give it the keyboard. Seen once in CI: the window
    found was gone when focused (BadWindow: X mapped and dropped one while we looked), so
    look again rather than fail on that race."""
    for _ in range(5):
        window = xdotool("search", "--sync", "--onlyvisible", "--pid", str(pid),
                         "--name", "SKG Poker").split()[0]
        try:
            xdotool("windowfocus", "--sync", window)
        except subprocess.CalledProcessError:
            continue
        return int(window)
    raise AssertionError("the client's window kept disappearing before it took the focus")


@pytest.mark.parametrize("how", ["ctrl+q", "game menu quit", "window close"])
def test_quitting_the_program_on_a_real_display_exits_0(qapp: QApplication, tmp_path: Path,
                                                         how: str) -> None:
    """A real client process under X: Ctrl+Q and Game › Quit typed as real key events
    (xdotool), and the window manager's close request, each end it with exit 0 and no
    "Event loop stopped before Future completed"."""
    if not os.environ.get("DISPLAY") or QGuiApplication.platformName() != "xcb":
        pytest.skip(NEEDS_DISPLAY)
    if shutil.which("xdotool") is None:
        pytest.skip("needs xdotool (packaging/debian-packages.txt) to type real keys")
    client = subprocess.Popen([sys.executable, "-m", "client"], cwd=tmp_path,
                              env=client_env(tmp_path), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        window = focus_main_window(client.pid)
        if how == "window close":
            ask_window_to_close(window)
        else:
            keys = ["ctrl+q"] if how == "ctrl+q" else ["alt+g", "q"]
            xdotool("key", "--delay", "100", *keys)
        _out, err = client.communicate(timeout=60)
    finally:
        if client.poll() is None:
            client.kill()
            client.wait()
    assert "Traceback" not in err, err
    assert client.returncode == 0, err


def test_scenario_and_seed_from_the_command_line_deal_the_cards_qa_deals(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """`skg-poker --scenario FILE --seed S`: once practice starts the scenario's table opens
    and our first cards are those `qa scenario FILE --seed S` deals (one seed derivation)."""
    expected = _qa_holes(tmp_path, 42, capsys)[0]
    window = MainWindow()
    qtbot.addWidget(window)
    guard = ToolGuard()
    session = Session(window, store, practice=LocalAdapter, guard=guard)
    task = asyncio.ensure_future(_main(window, session, guard, None, (),
                                       tmp_path / "seeded.toml", 42))

    def hero_cards() -> tuple[str, ...]:
        for table in session.tables.windows.values():
            view = table.table._view
            hero = [s for s in view.seats if s.is_hero] if view is not None else []
            if hero and hero[0].cards:
                return tuple(hero[0].cards)
        return ()

    qtbot.waitUntil(lambda: bool(hero_cards()), timeout=15_000)
    assert hero_cards() == expected
    window.close()
    qtbot.waitUntil(task.done, timeout=10_000)
    assert task.exception() is None


@pytest.mark.parametrize("args", [["--seed", "3"],
                                  ["--scenario", "x.toml", "--server", "ws://127.0.0.1:1"]])
def test_seed_needs_a_scenario_and_a_scenario_needs_practice(
        args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(args)
    assert stop.value.code == 2 and "error:" in capsys.readouterr().err


def test_the_connect_dialog_shows_a_whole_server_address(qtbot: QtBot) -> None:
    """Seen playing: the dialog opened 190 px wide, the address cut and its title too."""
    dialog = ConnectDialog("wss://poker.example.com:8765")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = dialog.url.width() - 2 * dialog.url.style().pixelMetric(
        QStyle.PixelMetric.PM_DefaultFrameWidth)
    assert dialog.url.fontMetrics().horizontalAdvance(dialog.url.text()) < shown
