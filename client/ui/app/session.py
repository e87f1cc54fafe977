"""The session: wires one adapter to the main window (events in, commands out).

It is the composition root of the client's parts, each named here and owned by the
session: the link (connection, login, commands out), the lobby, the tables, the
tournaments, the hand histories, the results graphs, the notes, Find a player and the
fast-fold desk. Every room event goes to its handler through one explicit table
(`_events`); each window gets only the parts it uses. Switching between offline practice
and a server replaces the adapter; widgets never know which one is in use.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from client.adapters.base import Adapter
from client.adapters.devices import DeviceKeys
from client.adapters.local import LocalAdapter
from client.adapters.remote import RemoteAdapter
from client.histories.own.saving import saver_for
from client.histories.own.tables import table_info
from client.protocol import tournament_bodies as tb
from client.protocol.messages import (
    Ack,
    ActionRequest,
    Balances,
    ChangePassword,
    ChatLine,
    ConnectionState,
    ConnectionStatus,
    DealState,
    DebugSnapshot,
    Error,
    ErrorCode,
    Event,
    FloorCancelPreview,
    FloorView,
    HandHistories,
    LoadScenario,
    LobbySnapshot,
    LobbyUpdate,
    LogoutEverywhere,
    ObserveTable,
    PlayerLocations,
    RoomState,
    SatelliteSeat,
    ScenarioLoaded,
    SecurityNotice,
    SelfExclude,
    SelfExclusionState,
    TableEvent,
    TablePreview,
    TableSnapshot,
    TakeOver,
    TesterControl,
    TournamentBarUpdate,
    TournamentEvent,
    TournamentInfo,
    TournamentPlayers,
    TournamentPrizes,
    TournamentStructure,
    TournamentTables,
    Welcome,
)
from client.protocol.rows import tournament_table_name
from client.resource_files import resource_file
from client.toolguard.decisions import Action, Decision
from client.toolguard.guard import ToolGuard
from client.ui.app.connect_dialog import ConnectDialog
from client.ui.app.debug_panel import DebugPanel
from client.ui.app.event_table import EventTable
from client.ui.app.link import Link
from client.ui.app.main_window import MainWindow
from client.ui.app.password_dialog import ChangePasswordDialog
from client.ui.app.report import write_report
from client.ui.app.responsible_gaming import exclusion_text
from client.ui.app.settings import Settings, SettingsStore
from client.ui.app.settings_dialog import SettingsDialog
from client.ui.app.sounds import SoundPlayer
from client.ui.app.theme import apply_theme
from client.ui.app.update_dialog import newer_version_notice, show_update_required
from client.ui.fastfold.fastfold_desk import FastFoldDesk
from client.ui.floor.floor_desk import FloorDesk
from client.ui.histories.history_desk import HistoryDesk
from client.ui.lobby.lobby_desk import LobbyDesk
from client.ui.locale_format import money_text
from client.ui.regular.graphs_desk import GraphsDesk
from client.ui.regular.notes_session import NotesController
from client.ui.regular.player_search import PlayerSearch
from client.ui.regular.player_search_desk import PlayerSearchDesk
from client.ui.table.finish_dialog import FinishDesk
from client.ui.table.table_desk import SeatLoss, TableDesk
from client.ui.table.table_layout import TableLayout, table_title
from client.ui.table.table_window import TableWindow
from client.ui.tournament.tournament_desk import TournamentDesk
from client.ui.tournament.tournament_text import (
    deal_payouts,
    describe_tournament_event,
    you_moved_text,
)
from client.ui.trainer.trainer_desk import TrainerDesk, practice_room

AdapterFactory = Callable[[], Adapter]
#: Tournament events worth a sound at the player's tables (the rest only go to the Info tab).
SOUNDED_EVENTS = frozenset({"level_up", "break_started", "break_ended", "final_table_formed",
                            "hand_for_hand", "prize_awarded", "deal_paused",
                            "tournament_finished"})


class Session(QObject):
    """Owns the adapter's link, the settings and the parts that feed the windows."""

    def __init__(self, window: MainWindow, store: SettingsStore,
                 practice: AdapterFactory, guard: ToolGuard | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.store = store
        self.settings: Settings = store.load()
        self._practice = practice
        self.devices = DeviceKeys()  # this computer's device keys, one per server and account
        self.link = Link(window.banner, self.on_event, guard, self.apply_decision)
        self.last_error = ""
        self._link_lost = False  # the adapter is reconnecting: views are asked again after
        #: Scenario names by the table they opened, to title the table's tab.
        self._scenario_names: dict[str, str] = {}
        #: Request numbers of LoadScenario commands, to say which errors are about a scenario.
        self._scenario_reqs: set[int] = set()
        self._password_reqs: dict[int, ChangePasswordDialog] = {}  # until the server answers
        self.password_dialog: ChangePasswordDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        #: The player's self-exclusion as the room last told it (None: not told).
        self.exclusion: SelfExclusionState | None = None
        self.sounds = SoundPlayer(self.settings, self)
        self.debug_panel = self._tester_tools()
        self.notes = NotesController(window, lambda: list(self.tables.windows.values()))
        self.lobby = LobbyDesk(window, self.link, self)
        self.histories = HistoryDesk(window, window.banner, self.link,
                                     self.notes.attach_history)
        self.graphs = GraphsDesk(window, window.lobby, self.histories)
        layout = TableLayout(window, store.qsettings, lambda: self.settings.attention)
        self.tables = TableDesk(window, self.link, layout, window.lobby, self.lobby.balances,
                                lambda: self.settings, self._dress_table)
        self.tournaments = TournamentDesk(window, self.link, self.tables.of_tournament)
        self.finder = PlayerSearchDesk(window.lobby, self.link, self.tables,
                                       self.tournaments.open)
        self.fastfold = FastFoldDesk(window, self.link, self.tables, self.lobby.balances,
                                     self.histories, lambda: self.settings, self)
        self.finish = FinishDesk()
        window.seats_in_play = self._seats_in_play
        self.practice_tools = TrainerDesk(window, lambda: self.link.adapter,
                                          lambda: self.link.player_id)
        self.floor = FloorDesk(window, window.banner, self.link, window.floor_action,
                               self.tables.join_as_floor)
        self._events = self._event_table()
        self._wire_window()
        self.apply_settings(self.settings)

    def _tester_tools(self) -> DebugPanel:
        """The testers' dock (every delivered event, the room's state), under View."""
        panel = DebugPanel(self.window)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
        panel.hide()
        self._tester_action = panel.toggleViewAction()
        self._tester_action.setText("&Tester tools")
        self.window.view_menu.addAction(self._tester_action)
        panel.refreshRequested.connect(lambda: self.link.send(DebugSnapshot()))
        panel.pauseToggled.connect(self._pause_room)
        panel.stepRequested.connect(self._step_room)
        panel.tester.control.connect(self._tester_control)
        return panel

    def _tester_control(self, command: TesterControl | TakeOver) -> None:
        """Tester tools (the Tournament tab, a seat's Take over): for the offline room."""
        if isinstance(self.link.adapter, LocalAdapter):
            self.link.send(command)
        else:
            self.window.banner.show_message(
                self.tr("Only the offline practice room takes tester controls."), "warn")

    def _pause_room(self, on: bool) -> None:
        """Tester tools: pause the offline room (a remote room is not ours to pause)."""
        adapter = self.link.adapter
        if isinstance(adapter, LocalAdapter):
            adapter.room.driver.pause(on)
        elif on:
            self.window.banner.show_message("Only the offline practice room can be paused.",
                                            "warn")

    def _step_room(self) -> None:
        adapter = self.link.adapter
        if isinstance(adapter, LocalAdapter) and not adapter.room.driver.step():
            self.window.banner.show_message("Nothing is due in the room.", "info")

    def _event_table(self) -> EventTable:
        """Which part handles which room event."""
        events = EventTable()
        events.on(Welcome, self._on_welcome)
        events.on(SecurityNotice, lambda e: self.window.banner.show_message(e.message, "warn"))
        events.on(ConnectionState, self._on_connection_state)
        events.on(Ack, self._on_ack)
        events.on(Error, self._on_error)
        events.on(Balances, self.lobby.apply_balances)
        events.on(LobbySnapshot, self.lobby.apply_snapshot)
        events.on(LobbyUpdate, self._on_lobby_update)
        events.on(TablePreview, self.lobby.apply_preview)
        events.on(TableSnapshot, self._on_table_snapshot)
        events.on(TableEvent, self._on_table_event)
        events.on(TournamentBarUpdate, self._on_tournament_bar)
        events.on(ActionRequest, lambda event: self.tables.table(event.table_id)
                  .apply_request(event))
        events.on(ChatLine, lambda event: self.tables.table(event.table_id).apply_chat(event))
        events.on(TournamentInfo, self._on_tournament_info)
        events.on(TournamentPlayers, self._on_tournament_players)
        events.on(TournamentTables, self.tournaments.apply_tables)
        events.on(TournamentPrizes, self.tournaments.apply_prizes)
        events.on(TournamentStructure, self.tournaments.apply_structure)
        events.on(TournamentEvent, self._on_tournament_event)
        events.on(DealState, self.tournaments.apply_deal)
        events.on(HandHistories, self._on_hand_histories)
        events.on(PlayerLocations, self._on_player_locations)
        events.on(RoomState, self.debug_panel.show_state)
        events.on(ScenarioLoaded, self._on_scenario_loaded)
        events.on(SelfExclusionState, self._on_self_exclusion)
        events.on(SatelliteSeat, self.tournaments.apply_satellite_seat)
        events.on(FloorView, self.floor.apply_view)
        events.on(FloorCancelPreview, self.floor.apply_preview)
        return events

    # --- lifecycle ----------------------------------------------------------------------
    async def use(self, adapter: Adapter, where: str = "") -> None:
        """Switch to `adapter`: close the old one, connect, ask for the lobby."""
        await self.close()
        self.window.set_mode(practice=not where, where=where)
        self.floor.reset(practice=not where)
        await self.link.connect(adapter, where)
        self._choose_practice()

    def _choose_practice(self) -> None:
        """The offline room plays with the opponents, pace and hand reviews chosen in
        Settings (practice only: a remote room never gets the choice)."""
        room, choice = practice_room(self.link.adapter), self.settings.practice
        if room is None:
            return
        if choice is not None:
            room.choose_practice(choice.bot_style, choice.think_seconds, choice.hand_pause,
                                 choice.trainer)
        room.choose_reviews(self.settings.hand_reviews)

    def _seats_in_play(self) -> list[str]:
        """The tables where something is at stake (cards in a hand, a running tournament)
        and the events we wait to start in, by name: quitting leaves them (the main window
        asks first; nothing is asked once a scenario or a sit & go is over)."""
        seated = [table_title(table) for table in self.tables.windows.values()
                  if table.tracker.at_stake]
        return seated + self.window.lobby.waiting_to_start()

    async def close(self) -> None:
        """Close the current adapter and every window it fed."""
        self.tournaments.close()
        self.practice_tools.close()
        self.floor.close()
        await self.link.close()
        self.tables.close()
        self.fastfold.close()

    # --- events in ----------------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        """Dispatch one room event to the parts it concerns (and log it for testers)."""
        if self.settings.tester_tools:
            self.debug_panel.log_event(event)
        if self.link.took_reply(event) or self._claimed(event):
            return
        self._events.dispatch(event)

    def _claimed(self, event: Event) -> bool:
        """Whether `event` is not for the table windows: a late event of a table we left,
        or one a desk of the session (fast-fold pools) took for itself."""
        if isinstance(event, TableEvent | ActionRequest | ChatLine) and \
                event.table_id in self.tables.left:
            return True  # sent before the room had our Leave: the closed tab stays closed
        if isinstance(event, TableSnapshot):
            self.tables.left.discard(event.table_id)  # a new view (watching, a seat offered)
        return self.fastfold.on_event(event)

    def _on_self_exclusion(self, event: SelfExclusionState) -> None:
        """The lobby says until when nothing new can be entered; Settings shows it."""
        self.exclusion = event
        self.tournaments.refresh_open()
        if self.settings_dialog is not None:
            self.settings_dialog.responsible.show_state(event)
        if event.excluded:
            self.window.banner.show_message(exclusion_text(event), "warn")

    def _on_welcome(self, event: Welcome) -> None:
        self.exclusion = None  # the room tells a running one right after
        link = self.link
        link.player_id = event.player_id
        self.lobby.preview.forget()
        link.account = f"{link.where or 'practice'}|{event.name}"
        self.notes.use_account(link.account)
        self.histories.history.logs.saver = saver_for(
            self.settings.save_hands, self.settings.hand_history_dir, link.account)
        # The platform adds the application's name ("bob — SKG Poker"): not again here.
        self.window.setWindowTitle(event.name)
        if event.security_notice:
            self.window.banner.show_message(event.security_notice, "warn")
        elif notice := newer_version_notice(event.latest_client):
            self.window.banner.show_message(notice, "info", link=event.download_url)

    def _on_connection_state(self, event: ConnectionState) -> None:
        self.window.set_connection(event.state, event.detail)
        connected = event.state is ConnectionStatus.CONNECTED
        for table in self.tables.windows.values():
            table.set_connected(connected)
        if connected and self._link_lost:
            self.tables.views_again()
        self._link_lost = event.state in (ConnectionStatus.RECONNECTING,
                                          ConnectionStatus.DISCONNECTED)

    def _on_error(self, event: Error) -> None:
        self.last_error = event.message
        if event.code is ErrorCode.VERSION:  # refused at login: no table to tell
            show_update_required(self.window, event.message, event.download_url)
            return
        if event.req in self._scenario_reqs:
            self._scenario_reqs.discard(event.req)
            self.window.banner.show_message(f"Scenario not loaded: {event.message}", "block")
            return
        current = self.tables.layout.current()
        if current is not None:
            current.show_error(event.message)
        else:
            self.window.banner.show_message(event.message, "warn")
        self.tournaments.show_error(event.message)

    def _on_lobby_update(self, event: LobbyUpdate) -> None:
        self.lobby.apply_update(event)
        self.tournaments.rows_changed(event.tournaments)

    def _on_tournament_info(self, event: TournamentInfo) -> None:
        self.window.lobby.apply_info(event)
        self.tournaments.apply_info(event)
        if isinstance(self.link.adapter, LocalAdapter):  # listed for when tools are turned on
            self.debug_panel.tester.add_tournament(event.tournament_id, event.row.name)

    def _on_tournament_players(self, event: TournamentPlayers) -> None:
        self.debug_panel.tester.set_players(event.tournament_id, event.players)
        self.finder.directory.record_tournament(event, datetime.now(UTC))
        self.finder.refresh()
        if (lobby := self.tournaments.lobby(event.tournament_id)) is not None:
            lobby.apply_players(event)
        currency = self.lobby.tournament_currency(event.tournament_id)
        bounties = {p.player_id: money_text(p.bounty, currency)
                    for p in event.players if p.bounty}
        for table in self.tables.of_tournament(event.tournament_id):
            table.table.set_view(table.tracker.set_bounties(bounties))

    def _on_tournament_event(self, event: TournamentEvent) -> None:
        line = describe_tournament_event(event, self.tables.names())
        body = event.body
        payouts = deal_payouts(body) if isinstance(body, tb.DealApplied) else None
        ours = self.tables.of_tournament(event.tournament_id)
        if isinstance(body, tb.PlayerMoved) and body.player == self.link.player_id:
            line = you_moved_text(body.to_table, body.to_seat)
            new = self.tables.moved(body.from_table, body.to_table)
            ours = [t for t in ours if t.table_id != body.from_table]
            if new not in ours:  # its snapshot (and tournament id) comes next
                ours.append(new)
        ended = isinstance(body, tb.RebuyWindowClosed | tb.PlayerEliminated) \
            and body.player == self.link.player_id
        over = isinstance(body, tb.TournamentFinished)
        for table in ours:
            table.chat.add_info(line)
            if payouts is not None:
                table.deal_applied(*payouts)
            if ended:
                table.rebuy_panel.set_offer(None)
            if over:  # no level to come (seen counting down after a deal paid every prize)
                table.tournament_bar.set_bar(None)
        if ours and event.kind in SOUNDED_EVENTS:
            self.sounds.play("tournament")
        row = self.window.lobby.tournament_row(event.tournament_id)
        self.finish.on_event(event, self.link.player_id,
                             row.name if row else event.tournament_id,
                             ours[0] if ours else self.window)

    def _on_table_snapshot(self, event: TableSnapshot) -> None:
        rings = self.window.lobby.rings
        self.finder.directory.record_table(event, datetime.now(UTC),
                                           self.graphs.currency_of.get(event.table_id, ""))
        self.finder.refresh()
        known = self.tables.windows.get(event.table_id)
        was_at = known.tracker.your_seat if known is not None else None
        loss = (SeatLoss.BUSTED if known is None or known.tracker.busted() else
                SeatLoss.HAND_VOIDED if known.tracker.hand_running else SeatLoss.RESTARTED)
        window = self.tables.table(event.table_id)
        ring = rings.position_of(event.table_id)
        if ring is not None:
            self.graphs.currency_of[event.table_id] = rings.row_at(ring).currency
            window.set_currency(self.graphs.currency_of[event.table_id])
        if event.tournament_id:
            self.graphs.tournament_of[event.table_id] = event.tournament_id
        window.apply_snapshot(event)
        self.tables.seated_changed()
        self._title_scenario(event.table_id)
        row = (self.window.lobby.tournament_row(event.tournament_id)
               if event.tournament_id else None)
        if row is not None:
            title = tournament_table_name(row.name, event.table_id)
            window.set_title(title)
            self.tables.layout.set_title(window, title)
        elif ring is not None:
            title = rings.row_at(ring).name
            window.set_title(title)
            self.tables.layout.set_title(window, title)
            if was_at is not None and event.your_seat is None:
                self.tables.seat_lost(event.table_id, was_at, loss)
        self.histories.history.logs.describe(table_info(
            event, rings.row_at(ring) if ring is not None else None, window.title.text(), row))

    def _on_table_event(self, event: TableEvent) -> None:
        table = self.tables.table(event.table_id)
        table.apply_event(event)
        if self.histories.record(event, table.tracker.view) is not None:
            self.graphs.refresh()

    def _on_tournament_bar(self, event: TournamentBarUpdate) -> None:
        """A hand ended in the tournament: the bar of a table still open here anew."""
        window = self.tables.windows.get(event.table_id)
        if window is not None:
            window.tournament_bar.set_bar(event.bar)

    def _on_hand_histories(self, event: HandHistories) -> None:
        self.graphs.tournament_of.update((row.table_id, row.tournament_id)
                                         for row in event.hands if row.tournament_id)
        self.histories.apply_room(event)

    def _on_player_locations(self, event: PlayerLocations) -> None:
        self.finder.directory.record_locations(event, datetime.now(UTC),
                                               self.lobby.ring_currency)
        self.finder.refresh()

    def _on_scenario_loaded(self, event: ScenarioLoaded) -> None:
        self.window.banner.show_message(f"Scenario loaded: {event.name}", "info")
        if event.table_id is not None:
            self._scenario_names[event.table_id] = event.name
            if event.table_id in self.tables.windows:
                self._title_scenario(event.table_id)
        if event.tournament_id is not None:
            self.tournaments.open(event.tournament_id)

    def _title_scenario(self, table_id: str) -> None:
        name = self._scenario_names.get(table_id)
        if name is not None:
            window = self.tables.windows[table_id]
            window.set_title(f"Scenario — {name}")
            self.tables.layout.set_title(window, name)

    def apply_decision(self, decision: Decision) -> None:
        """A tools-policy decision: show its notices; block play at every table if it says
        so (a repeat of an always-prohibited tool while seated)."""
        self.window.banner.show_decision(decision)
        reason = "" if decision.may_play else "\n".join(
            n.message() for n in decision.notices if n.action is Action.BLOCK_PLAY)
        for table in self.tables.windows.values():
            table.set_blocked(reason)

    # --- windows ------------------------------------------------------------------------
    def _dress_table(self, window: TableWindow) -> None:
        """What the other parts add to a new table window."""
        window.historyRequested.connect(self.histories.show)
        window.dealer.hand_number = self.histories.history.logs.hand_number
        window.soundCue.connect(self.sounds.play)
        self.notes.attach(window)
        self.fastfold.dress_table(window)
        window.takeOverRequested.connect(self._take_over)

    def _take_over(self, table_id: str, player_id: str) -> None:
        """A table's seat menu (tester tools): play a bot's seat there, or give it back."""
        self._tester_control(TakeOver(table_id=table_id, player_id=player_id or None))

    @property
    def player_search(self) -> PlayerSearch | None:
        """The Find a player window, once opened."""
        return self.finder.window

    def open_settings(self) -> SettingsDialog:
        """Open the settings window, or bring the open one forward. Not modal: a table
        where our clock runs keeps painting and taking clicks and hotkeys meanwhile."""
        dialog = self.settings_dialog
        if dialog is None or not dialog.isVisible():
            if dialog is not None:
                dialog.deleteLater()
            dialog = self.settings_dialog = SettingsDialog(
                self.settings, self.window, self.exclusion,
                practice=not self.link.where)
            dialog.settingsAccepted.connect(self._settings_accepted)
            dialog.responsible.excludeRequested.connect(
                lambda period: self.link.send(SelfExclude(period=period)))
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
        for table in self.tables.windows.values():
            table.apply_settings(settings)
        self.debug_panel.setVisible(settings.tester_tools)
        self._tester_action.setVisible(settings.tester_tools)  # reopen after closing the dock
        self.histories.history.logs.saver = saver_for(
            settings.save_hands, settings.hand_history_dir, self.link.account)
        self._choose_practice()

    def open_connect(self) -> ConnectDialog:
        """Ask for a server and account, then switch to the remote adapter."""
        dialog = ConnectDialog(parent=self.window)
        dialog.connectRequested.connect(self._connect_remote)
        dialog.open()
        return dialog

    def _connect_remote(self, url: str, user: str, password: str, create: bool) -> None:
        adapter = RemoteAdapter(url, user, password, create=create,
                                cafile=self.settings.server_cafile or None,
                                devices=self.devices)
        self.link.spawn(self.use(adapter, where=url))

    def log_out_everywhere(self) -> None:
        """Game > Log out everywhere: the server ends every session of the account (this
        one too), so another device's stolen token stops working."""
        self.link.send(LogoutEverywhere())

    def open_change_password(self) -> ChangePasswordDialog:
        """Game > Change password…: the dialog stays open until the server answers; a
        refusal is shown in it, success closes it and says so."""
        if self.password_dialog is not None:
            self.password_dialog.deleteLater()
        dialog = self.password_dialog = ChangePasswordDialog(parent=self.window)

        def change(current: str, new: str) -> None:
            req = self.link.send_numbered(
                ChangePassword(old_password=current, new_password=new),
                refused=lambda message: self._password_answer(dialog, message))
            self._password_reqs[req] = dialog

        dialog.changeRequested.connect(change)
        dialog.open()
        return dialog

    def _password_answer(self, dialog: ChangePasswordDialog, refusal: str | None) -> None:
        """The server's answer to a password change (None: done), for the dialog that
        asked if it is still the open one."""
        if dialog is not self.password_dialog:
            return
        if refusal is not None:
            dialog.show_error(refusal)
            return
        dialog.succeeded()
        self.window.banner.show_message("Password changed: every other session of this "
                                        "account was logged out.", "info")

    def _on_ack(self, event: Ack) -> None:
        self._scenario_reqs.discard(event.req)
        dialog = self._password_reqs.pop(event.req, None)
        if dialog is not None:
            self._password_answer(dialog, None)

    def ask_scenario(self) -> QFileDialog:
        """Game > Load scenario…: pick a scenario file (non-blocking), then load it."""
        shipped = resource_file("scenarios")  # the examples to start from
        dialog = QFileDialog(self.window, self.tr("Load a scenario"),
                             str(shipped) if isinstance(shipped, Path) else "",
                             self.tr("Scenarios (*.toml)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(self.load_scenario)
        dialog.open()
        return dialog

    def load_scenario(self, path: str, seed: int | None = None) -> None:
        """Run a tester's scenario file in the room (dealt from ``seed`` when given, else
        the file's); its table opens like any other, and a bad file comes back as an Error
        naming the field."""
        if self.link.adapter is None:
            self.window.banner.show_message("Start offline practice to load a scenario.",
                                            "warn")
            return
        self._scenario_reqs.add(self.link.send_numbered(LoadScenario(path=path, seed=seed)))

    def ask_report(self) -> QFileDialog:
        """Help > Report a problem: pick where to save the archive (non-blocking)."""
        dialog = QFileDialog(self.window, "Report a problem", "skg-poker-report.zip",
                             "Zip archives (*.zip)")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.fileSelected.connect(lambda path: self.write_report(Path(path)))
        dialog.open()
        return dialog

    def write_report(self, out: Path) -> None:
        """Write the bug-report archive and say where (or why it could not be written)."""
        try:
            names = write_report(out, self.store, self.link.adapter)
        except OSError as exc:
            self.window.banner.show_message(f"Report not written: {exc.strerror or exc}",
                                            "block")
            return
        self.window.banner.show_message(f"Report written to {out} ({len(names)} files)",
                                        "info")

    def _show_notes(self) -> None:
        if self.notes.show_window() is None:
            self.window.banner.show_message("Notes are kept per account: start offline "
                                            "practice or connect first.", "info")

    def _wire_window(self) -> None:
        w = self.window
        w.lobby.tournamentOpened.connect(self.tournaments.open)
        w.lobby.tableOpened.connect(self.open_table)
        w.playerSearchRequested.connect(self.finder.show)
        w.tableTabClosed.connect(self.tables.leave)
        w.settingsRequested.connect(self.open_settings)
        w.historyRequested.connect(self.histories.show)
        w.notesRequested.connect(self._show_notes)
        w.graphsRequested.connect(self.graphs.show)
        w.arrangeRequested.connect(lambda how: self.tables.layout.to_tabs() if how == "tabs"
                                   else self.tables.layout.arrange(how))
        w.scenarioRequested.connect(self.ask_scenario)
        w.trainerRequested.connect(self.practice_tools.show_trainer)
        w.leakReportRequested.connect(self.practice_tools.show_report)
        w.reportRequested.connect(self.ask_report)
        w.connectRequested.connect(self.open_connect)
        w.logoutEverywhereRequested.connect(self.log_out_everywhere)
        w.changePasswordRequested.connect(self.open_change_password)
        w.practiceRequested.connect(lambda: self.link.spawn(self.use(self._practice())))

    def open_table(self, table_id: str) -> None:
        """Watch a table in its own window."""
        self.link.send(ObserveTable(table_id=table_id))


def default_settings_store() -> SettingsStore:
    """Settings in the platform's usual place (organisation SKG, application Poker)."""
    return SettingsStore(QSettings("SKG", "Poker"))
