"""The session's core: the adapter's lifecycle, commands out and the dialogs that make them.

`Session` (client.ui.app.session) builds on it with the room events in and the windows they
feed; this half never reads an event, it only sends.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from decimal import Decimal
from functools import partial
from typing import Any

import msgspec
from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QFileDialog

from client.adapters.base import Adapter, AdapterError
from client.adapters.local import LocalAdapter
from client.adapters.remote import RemoteAdapter
from client.handlog.saving import saver_for
from client.protocol.messages import (
    Ack,
    Act,
    ActionKind,
    BalanceRow,
    Command,
    DealState,
    DebugSnapshot,
    Error,
    Event,
    Leave,
    ListLobby,
    LoadScenario,
    ObserveTable,
    ProposeDeal,
    Register,
    TableEvent,
)
from client.toolguard.decisions import Action, Decision
from client.toolguard.guard import ToolGuard
from client.ui.app.connect_dialog import ConnectDialog
from client.ui.app.debug_panel import DebugPanel
from client.ui.app.main_window import MainWindow
from client.ui.app.settings import Settings, SettingsStore
from client.ui.app.settings_dialog import SettingsDialog
from client.ui.app.sounds import SoundPlayer
from client.ui.app.theme import apply_theme
from client.ui.histories.history import HandHistory, HandHistoryViewer
from client.ui.table.buy_in_dialog import BuyInDialog
from client.ui.table.table_layout import TableLayout
from client.ui.table.table_window import TableWindow
from client.ui.tournament.tournament_lobby import TournamentLobby

_log = logging.getLogger(__name__)
#: Open tournament lobbies refresh at most this often while their row keeps changing.
REFRESH_MS = 300
AdapterFactory = Callable[[], Adapter]



class SessionCore(QObject):
    """Owns the adapter, the settings and the open windows' registries."""

    adapterChanged = Signal()

    def __init__(self, window: MainWindow, store: SettingsStore,
                 practice: AdapterFactory, guard: ToolGuard | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.store = store
        self.settings: Settings = store.load()
        self._practice = practice
        self._guard = guard
        self.adapter: Adapter | None = None
        self._unsubscribe: Callable[[], None] | None = None
        self.player_id = ""
        #: Where we play: "" for offline practice, else the server's address.
        self.where = ""
        self.tables: dict[str, TableWindow] = {}
        self.lobbies: dict[str, TournamentLobby] = {}
        self.history = HandHistory()
        self.account = ""  # "<server or practice>|<name>" once the room said who we are
        self._save_problem = ""  # the hand-history saving problem last shown
        self.history_viewer: HandHistoryViewer | None = None
        self.balances: dict[str, BalanceRow] = {}
        #: The tournament and the currency of every table seen (for the results graphs).
        self.tournament_of: dict[str, str] = {}
        self.currency_of: dict[str, str] = {}
        self.buy_in_dialog: BuyInDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        #: Scenario names by the table they opened, to title the table's tab.
        self._scenario_names: dict[str, str] = {}
        #: Request numbers of LoadScenario commands, to say which errors are about a scenario.
        self._scenario_reqs: set[int] = set()
        self._next_req = 1
        self._refusals: dict[int, Callable[[str], None]] = {}  # request number -> handler
        self._tasks: set[asyncio.Task[None]] = set()
        self.last_error = ""
        self._link_lost = False  # the adapter is reconnecting: views are asked again after
        self._left: set[str] = set()  # tables left: their late events are not shown
        #: Whether each tournament allows deals (from its TournamentInfo: real money only).
        self.deal_making: dict[str, bool] = {}
        self._deal_states: dict[str, DealState] = {}
        self._refresh_soon: set[str] = set()
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_MS)
        self.sounds = SoundPlayer(self.settings, self)
        self.layout = TableLayout(window, store.qsettings, lambda: self.settings.attention)
        self.debug_panel = DebugPanel(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.debug_panel)
        self.debug_panel.hide()
        self._tester_action = self.debug_panel.toggleViewAction()
        self._tester_action.setText("&Tester tools")
        window.view_menu.addAction(self._tester_action)
        self.debug_panel.refreshRequested.connect(lambda: self.send(DebugSnapshot()))

    # --- lifecycle ----------------------------------------------------------------------
    async def use(self, adapter: Adapter, where: str = "") -> None:
        """Switch to `adapter`: close the old one, connect, ask for the lobby."""
        await self.close()
        self.adapter = adapter
        self.where = where
        self._unsubscribe = adapter.subscribe(self.on_event)
        self.window.set_mode(practice=not where, where=where)
        try:
            await adapter.connect()
        except (AdapterError, OSError) as exc:
            self.window.banner.show_message(f"Could not connect: {exc}", "block")
            return
        await adapter.send(ListLobby())
        self.adapterChanged.emit()

    async def close(self) -> None:
        """Close the current adapter and every table tab."""
        self._refresh_timer.stop()
        self._refresh_soon.clear()
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self.adapter is not None:
            adapter, self.adapter = self.adapter, None
            await adapter.close()
            if isinstance(adapter, LocalAdapter):
                # The practice room runs only for this window: stop its bots and clocks.
                await adapter.room.driver.stop()
        for table_id in list(self.tables):
            self._drop_table(table_id)
        self._close_desks()
        for lobby in self.lobbies.values():
            lobby.close()
        self.lobbies.clear()

    def send(self, command: Command) -> None:
        """Send a command in the background; a refusal comes back as an Error event."""
        adapter = self.adapter
        if adapter is None:
            self.window.banner.show_message("Not connected: choose offline practice or "
                                            "connect to a server.", "warn")
            return
        self.spawn(self._send(adapter, command))

    def send_numbered(self, command: Command,
                      refused: Callable[[str], None] | None = None) -> int:
        """Send with a fresh request number, which its Ack or Error echoes; returns it.
        With ``refused``, a refusal goes there (its message) instead of being shown."""
        req = self._next_req
        self._next_req += 1
        if refused is not None:
            self._refusals[req] = refused
        self.send(msgspec.structs.replace(command, req=req))
        return req

    async def _send(self, adapter: Adapter, command: Command) -> None:
        try:
            await adapter.send(command)
        except AdapterError as exc:
            self.window.banner.show_message(str(exc), "warn")

    def spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        """Run a coroutine on the loop, keep a reference, log failures."""
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and (error := task.exception()) is not None:
            _log.error("session task failed: %r", error, exc_info=error)

    # --- requests out -------------------------------------------------------------------
    def _act(self, table_id: str, kind: str, amount: int) -> None:
        self.send(Act(table_id=table_id, action=ActionKind(kind), amount=amount))

    def _propose_deal(self, tournament_id: str, kind: str, left: Decimal,
                      amounts: dict[str, Decimal]) -> None:
        self.send(ProposeDeal(tournament_id=tournament_id, kind=kind,  # type: ignore[arg-type]
                              left_on_table=left, amounts=amounts))

    def _register(self, tournament_id: str) -> None:
        self.spawn(self._guarded(Register(tournament_id=tournament_id)))

    def _leave(self, table_id: str) -> None:
        window = self.tables.get(table_id)
        if window is not None and window.seated_in_tournament():
            window.show_error("A tournament seat cannot be left: tick “Sit out next hand” "
                              "instead (your blinds are posted and your hands folded).")
            return
        self.send(Leave(table_id=table_id))
        self._left.add(table_id)
        self._drop_table(table_id)

    def _views_again(self) -> None:
        """Back after a lost link (perhaps a server restart): ask for every open table's
        view, so a hand the room cancelled leaves the felt and play goes on from the room's
        state; a table the room no longer has says it is closed."""
        for table_id in list(self.tables):
            self.send_numbered(ObserveTable(table_id=table_id), self._table_gone(table_id))

    def _table_gone(self, table_id: str) -> Callable[[str], None]:
        """What to do when the room refuses a table's view: it has no such table now."""
        def closed(_why: str) -> None:
            window = self.tables.get(table_id)
            if window is not None:
                window.apply_event(TableEvent(table_id=table_id, kind="table_closed"))
        return closed

    async def _guarded(self, command: Command) -> None:
        """Ask the tools policy first: a refused seat shows the reason and sends nothing."""
        if self._guard is not None:
            decision = await self._guard.check_async(at_table=False)
            self.apply_decision(decision)
            if not decision.may_seat:
                return
        adapter = self.adapter
        if adapter is not None:
            await self._send(adapter, command)

    # --- events in: the handlers (`_on_<Event>`) live in Session -------------------
    def on_event(self, event: Event) -> None:
        """Dispatch one room event to the widgets it concerns (and log it for testers)."""
        if self.settings.tester_tools:
            self.debug_panel.log_event(event)
        if isinstance(event, Ack | Error) and event.req in self._refusals:
            refused = self._refusals.pop(event.req)
            if isinstance(event, Error):
                refused(event.message)
                return
        if self._claimed(event):
            return
        handler = getattr(self, f"_on_{type(event).__name__}", None)
        if handler is not None:
            handler(event)

    def _claimed(self, event: Event) -> bool:
        """Whether a desk of the session (fast-fold pools) took `event` for itself."""
        return False

    def _close_desks(self) -> None:
        """Close what the desks of the session hold (their windows, timers)."""

    def apply_decision(self, decision: Decision) -> None:
        """A tools-policy decision: show its notices; block play at every table if it says
        so (a repeat of an always-prohibited tool while seated)."""
        self.window.banner.show_decision(decision)
        reason = "" if decision.may_play else "\n".join(
            n.message() for n in decision.notices if n.action is Action.BLOCK_PLAY)
        for table in self.tables.values():
            table.set_blocked(reason)

    # --- dialogs ----------------------------------------------------------------------
    def open_settings(self) -> SettingsDialog:
        """Open the settings window, or bring the open one forward. Not modal: a table
        where our clock runs keeps painting and taking clicks and hotkeys meanwhile."""
        dialog = self.settings_dialog
        if dialog is None or not dialog.isVisible():
            if dialog is not None:
                dialog.deleteLater()
            dialog = self.settings_dialog = SettingsDialog(self.settings, self.window)
            dialog.settingsAccepted.connect(self._settings_accepted)
            dialog.soundTested.connect(partial(self.test_sound, dialog))
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def test_sound(self, dialog: SettingsDialog, key: str) -> str:
        """The Test button: play a sound at the volume the dialog shows (even if sounds are
        off for now); what is saved does not change."""
        saved = self.sounds.settings
        self.sounds.apply_settings(saved.with_changes(sound=True,
                                                      sounds=dialog.sound_choices()))
        try:
            return self.sounds.play(key)
        finally:
            self.sounds.apply_settings(saved)

    def _settings_accepted(self, settings: Settings) -> None:
        self.store.save(settings)
        self.apply_settings(settings)

    def apply_settings(self, settings: Settings) -> None:
        """Apply settings to the application theme and every open table."""
        self.settings = settings
        self.sounds.apply_settings(settings)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, settings.theme)
        for table in self.tables.values():
            table.apply_settings(settings)
        self.debug_panel.setVisible(settings.tester_tools)
        self._tester_action.setVisible(settings.tester_tools)  # reopen after closing the dock
        self.history.logs.saver = saver_for(settings.save_hands, settings.hand_history_dir,
                                            self.account)

    def open_connect(self) -> ConnectDialog:
        """Ask for a server and account, then switch to the remote adapter."""
        dialog = ConnectDialog(parent=self.window)
        dialog.connectRequested.connect(self._connect_remote)
        dialog.open()
        return dialog

    def _connect_remote(self, url: str, user: str, password: str, create: bool) -> None:
        self.spawn(self.use(RemoteAdapter(url, user, password, create=create), where=url))


    def _drop_table(self, table_id: str) -> None:
        window = self.tables.pop(table_id, None)
        if window is not None:
            self.layout.remove(window)
            window.deleteLater()

    def ask_scenario(self) -> QFileDialog:
        """Game > Load scenario…: pick a scenario file (non-blocking), then load it."""
        dialog = QFileDialog(self.window, "Load a scenario", "", "Scenarios (*.toml)")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(self.load_scenario)
        dialog.open()
        return dialog

    def load_scenario(self, path: str) -> None:
        """Run a tester's scenario file in the room; its table opens like any other, and a
        bad file comes back as an Error naming the field."""
        if self.adapter is None:
            self.window.banner.show_message("Start offline practice to load a scenario.",
                                            "warn")
            return
        self._scenario_reqs.add(self.send_numbered(LoadScenario(path=path)))


def default_settings_store() -> SettingsStore:
    """Settings in the platform's usual place (organisation SKG, application Poker)."""
    return SettingsStore(QSettings("SKG", "Poker"))
