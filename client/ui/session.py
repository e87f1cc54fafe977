"""The session: wires one adapter to the main window (events in, commands out).

Every room event is dispatched to the widgets it concerns (lobby, tournament lobbies,
table windows, balances, connection state); every request a widget emits becomes one
protocol command sent through the adapter. Switching between offline practice and a
server replaces the adapter; widgets never know which one is in use.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine, Mapping
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QFileDialog

from client.adapters.base import Adapter, AdapterError
from client.adapters.local import LocalAdapter
from client.adapters.remote import RemoteAdapter
from client.protocol.messages import (
    AcceptDeal,
    Ack,
    Act,
    ActionKind,
    ActionRequest,
    Addon,
    BalanceRow,
    Balances,
    Chat,
    ChatLine,
    Command,
    ConnectionState,
    DealState,
    DebugSnapshot,
    DiscussDeal,
    Error,
    Event,
    FetchHandHistory,
    HandHistories,
    Leave,
    ListLobby,
    LoadScenario,
    LobbySnapshot,
    LobbyUpdate,
    ObserveTable,
    OpenTournament,
    ProposeDeal,
    Rebuy,
    Register,
    RoomState,
    ScenarioLoaded,
    Sit,
    SitBack,
    SitOut,
    TableEvent,
    TableSnapshot,
    TournamentEvent,
    TournamentInfo,
    TournamentPlayers,
    TournamentPrizes,
    TournamentStructure,
    TournamentTables,
    Unregister,
    Welcome,
)
from client.toolguard.decisions import Action, Decision
from client.toolguard.guard import ToolGuard
from client.ui.buy_in_dialog import BuyInDialog
from client.ui.connect_dialog import ConnectDialog
from client.ui.debug_panel import DebugPanel
from client.ui.fastfold_desk import FastFoldDesk
from client.ui.history import HandHistory, HandHistoryViewer, HandRecord
from client.ui.lobby_model import money_text
from client.ui.main_window import MainWindow
from client.ui.replay_window import ReplayWindow
from client.ui.settings import Settings, SettingsStore
from client.ui.settings_dialog import SettingsDialog
from client.ui.table_window import TableWindow
from client.ui.theme import apply_theme
from client.ui.tournament_lobby import TournamentLobby

_log = logging.getLogger(__name__)
#: Open tournament lobbies refresh at most this often while their row keeps changing.
REFRESH_MS = 300
AdapterFactory = Callable[[], Adapter]


def describe_tournament_event(event: TournamentEvent, names: Mapping[str, str]) -> str:
    """A line for the Info tab from a director event, with player names, not ids."""
    data = event.data

    def who(key: str = "player") -> str:
        pid = str(data.get(key, ""))
        return names.get(pid, pid)

    kind = event.kind
    if kind == "level_up":
        ante = f", ante {data.get('ante')}" if data.get("ante") else ""
        return (f"Level {data.get('level')}: blinds {data.get('small_blind')}/"
                f"{data.get('big_blind')}{ante}")
    if kind == "break_started":
        return "Break: play resumes when it ends"
    if kind == "break_ended":
        return "Break over: play resumes"
    if kind == "player_eliminated":
        return f"{who()} finishes in place {data.get('place')}"
    if kind == "prize_awarded":
        return f"{who()} is paid {data.get('amount')} {data.get('currency')} " \
               f"({data.get('kind')})"
    if kind == "final_table_formed":
        return f"Final table: {data.get('players')} players"
    if kind == "hand_for_hand":
        return "Hand-for-hand play" if data.get("on") else "Hand-for-hand play is over"
    if kind == "deal_paused":
        return "Everyone wants to discuss a deal: the table is paused"
    if kind == "deal_applied":
        return "The deal is agreed and paid; play continues for what is left"
    if kind == "tournament_finished":
        return "The tournament is over"
    words = kind.replace("_", " ").strip().capitalize()
    details = ", ".join(f"{k.replace('_', ' ')} {names.get(str(v), v)}"
                        for k, v in data.items()
                        if k != "at" and not isinstance(v, (dict, list)))
    return f"{words}: {details}" if details else words


def deal_payouts(event: TournamentEvent) -> tuple[dict[str, Decimal], Decimal]:
    """Amounts paid by a "deal_applied" event (pairs of player id and amount)."""
    amounts: dict[str, Decimal] = {}
    for pair in event.data.get("amounts", []):
        if isinstance(pair, (list, tuple)) and len(pair) == 2:
            amounts[str(pair[0])] = Decimal(str(pair[1]))
    return amounts, Decimal(str(event.data.get("left_in_play", "0")))


class Session(QObject):
    """Owns the adapter and the windows it feeds."""

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
        self.tables: dict[str, TableWindow] = {}
        self.lobbies: dict[str, TournamentLobby] = {}
        self.history = HandHistory()
        self.history_viewer: HandHistoryViewer | None = None
        self.balances: dict[str, BalanceRow] = {}
        self.buy_in_dialog: BuyInDialog | None = None
        #: Scenario names by the table they opened, to title the table's tab.
        self._scenario_names: dict[str, str] = {}
        #: Request numbers of LoadScenario commands, to say which errors are about a scenario.
        self._scenario_reqs: set[int] = set()
        self._next_req = 1
        self._tasks: set[asyncio.Task[None]] = set()
        self.last_error = ""
        #: Whether each tournament allows deals (from its TournamentInfo: real money only).
        self.deal_making: dict[str, bool] = {}
        self._deal_states: dict[str, DealState] = {}
        self._refresh_soon: set[str] = set()
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_MS)
        self._refresh_timer.timeout.connect(self._refresh_lobbies)
        self.debug_panel = DebugPanel(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.debug_panel)
        self.debug_panel.hide()
        self._tester_action = self.debug_panel.toggleViewAction()
        self._tester_action.setText("&Tester tools")
        window.view_menu.addAction(self._tester_action)
        self.debug_panel.refreshRequested.connect(lambda: self.send(DebugSnapshot()))
        self._wire_window()
        self.fastfold = FastFoldDesk(self)
        self.apply_settings(self.settings)

    # --- lifecycle ----------------------------------------------------------------------
    async def use(self, adapter: Adapter, where: str = "") -> None:
        """Switch to `adapter`: close the old one, connect, ask for the lobby."""
        await self.close()
        self.adapter = adapter
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
        self.fastfold.close()
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

    # --- events in ----------------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        """Dispatch one room event to the widgets it concerns (and log it for testers)."""
        if self.settings.tester_tools:
            self.debug_panel.log_event(event)
        if self.fastfold.on_event(event):
            return
        handler = getattr(self, f"_on_{type(event).__name__}", None)
        if handler is not None:
            handler(event)

    def _on_Welcome(self, event: Welcome) -> None:
        self.player_id = event.player_id
        self.window.setWindowTitle(f"SKG Poker — {event.name}")

    def _on_ConnectionState(self, event: ConnectionState) -> None:
        self.window.set_connection(event.state, event.detail)

    def _on_Balances(self, event: Balances) -> None:
        self.balances = {row.currency: row for row in event.balances}
        self.window.set_balances(event.balances)

    def _on_LobbySnapshot(self, event: LobbySnapshot) -> None:
        self.window.lobby.apply_snapshot(event)

    def _on_LobbyUpdate(self, event: LobbyUpdate) -> None:
        self.window.lobby.apply_update(event)
        for row in event.tournaments:  # an open tournament lobby follows its row's changes
            lobby = self.lobbies.get(row.tournament_id)
            if lobby is not None and lobby.isVisible():
                self._refresh_soon.add(row.tournament_id)
        if self._refresh_soon and not self._refresh_timer.isActive():
            self._refresh_timer.start()

    def _refresh_lobbies(self) -> None:
        """Ask once for every open tournament lobby whose row changed (coalesced)."""
        for tid in sorted(self._refresh_soon):
            self.send(OpenTournament(tournament_id=tid))
        self._refresh_soon.clear()

    def _on_TournamentInfo(self, event: TournamentInfo) -> None:
        self.window.lobby.apply_info(event)
        known = event.tournament_id in self.deal_making
        self.deal_making[event.tournament_id] = event.deal_making
        pending = self._deal_states.get(event.tournament_id)
        if not known and pending is not None:
            self._on_DealState(pending)
        lobby = self.lobbies.get(event.tournament_id)
        if lobby is not None:
            lobby.apply_info(event)

    def _on_TournamentPlayers(self, event: TournamentPlayers) -> None:
        if (lobby := self.lobbies.get(event.tournament_id)) is not None:
            lobby.apply_players(event)
        bounties = {p.player_id: money_text(p.bounty, self._currency(event.tournament_id))
                    for p in event.players if p.bounty}
        for table in self.tables.values():
            if table.tracker.tournament_id == event.tournament_id:
                table.table.set_view(table.tracker.set_bounties(bounties))

    def _currency(self, tournament_id: str) -> str:
        row = self.window.lobby.tournament_row(tournament_id)
        return row.currency if row is not None else "USD"

    def _on_TournamentTables(self, event: TournamentTables) -> None:
        if (lobby := self.lobbies.get(event.tournament_id)) is not None:
            lobby.apply_tables(event)

    def _on_TournamentPrizes(self, event: TournamentPrizes) -> None:
        if (lobby := self.lobbies.get(event.tournament_id)) is not None:
            lobby.apply_prizes(event)

    def _on_TournamentStructure(self, event: TournamentStructure) -> None:
        if (lobby := self.lobbies.get(event.tournament_id)) is not None:
            lobby.apply_structure(event)

    def _on_TournamentEvent(self, event: TournamentEvent) -> None:
        line = describe_tournament_event(event, self.names())
        payouts = deal_payouts(event) if event.kind == "deal_applied" else None
        for table in self.tables.values():
            if table.tracker.tournament_id == event.tournament_id:
                table.chat.add_info(line)
                if payouts is not None:
                    table.deal_applied(*payouts)

    def _on_TableSnapshot(self, event: TableSnapshot) -> None:
        window = self.table(event.table_id)
        ring = self.window.lobby.rings.position_of(event.table_id)
        if ring is not None:
            window.set_currency(self.window.lobby.rings.row_at(ring).currency)
        window.apply_snapshot(event)
        self._seated_changed()
        self._title_scenario(event.table_id)
        row = (self.window.lobby.tournament_row(event.tournament_id)
               if event.tournament_id else None)
        if row is not None:
            number = event.table_id.rsplit("-t", 1)[-1]
            title = f"{row.name} — table {number}" if number.isdigit() else row.name
            window.set_title(title)
            self.window.set_tab_title(window, title)
        elif ring is not None:
            title = self.window.lobby.rings.row_at(ring).name
            window.set_title(title)
            self.window.set_tab_title(window, title)

    def _on_TableEvent(self, event: TableEvent) -> None:
        table = self.table(event.table_id)
        table.apply_event(event)
        tracker = table.tracker
        names = {s.seat: s.name for s in tracker.view.seats}
        finished = self.history.record(event, names, tracker.hero_seat, datetime.now(UTC),
                                       tracker.view.max_seats)
        if finished is not None and self.history_viewer is not None:
            self.history_viewer.refresh()

    def _on_RoomState(self, event: RoomState) -> None:
        self.debug_panel.show_state(event)

    def _on_ScenarioLoaded(self, event: ScenarioLoaded) -> None:
        self.window.banner.show_message(f"Scenario loaded: {event.name}", "info")
        if event.table_id is not None:
            self._scenario_names[event.table_id] = event.name
            if event.table_id in self.tables:
                self._title_scenario(event.table_id)
        if event.tournament_id is not None:
            self.open_tournament(event.tournament_id)

    def _title_scenario(self, table_id: str) -> None:
        name = self._scenario_names.get(table_id)
        if name is not None:
            window = self.tables[table_id]
            window.set_title(f"Scenario — {name}")
            self.window.set_tab_title(window, name)

    def _on_HandHistories(self, event: HandHistories) -> None:
        self.history.apply_room(event.hands)
        if self.history_viewer is not None:
            self.history_viewer.refresh()

    def _on_ActionRequest(self, event: ActionRequest) -> None:
        self.table(event.table_id).apply_request(event)

    def _on_ChatLine(self, event: ChatLine) -> None:
        self.table(event.table_id).apply_chat(event)

    def _on_DealState(self, event: DealState) -> None:
        tid = event.tournament_id
        self._deal_states[tid] = event
        allowed = self.deal_making.get(tid)
        if allowed is None:  # learn whether deals are allowed here before offering one
            self.send(OpenTournament(tournament_id=tid))
            return
        for table in self.tables.values():
            if table.tracker.tournament_id == tid:
                table.apply_deal(event, allowed)

    def _on_Ack(self, event: Ack) -> None:
        self._scenario_reqs.discard(event.req)

    def _on_Error(self, event: Error) -> None:
        self.last_error = event.message
        if event.req in self._scenario_reqs:
            self._scenario_reqs.discard(event.req)
            self.window.banner.show_message(f"Scenario not loaded: {event.message}", "block")
            return
        current = self.window.tabs.currentWidget()
        if isinstance(current, TableWindow):
            current.show_error(event.message)
        else:
            self.window.banner.show_message(event.message, "warn")
        for lobby in self.lobbies.values():
            if lobby.isVisible():
                lobby.reason.setText(event.message)

    def names(self) -> dict[str, str]:
        """Display names by player id, from every table seen."""
        known: dict[str, str] = {}
        for table in self.tables.values():
            known.update(table.tracker.names)
        return known

    def apply_decision(self, decision: Decision) -> None:
        """A tools-policy decision: show its notices; block play at every table if it says
        so (a repeat of an always-prohibited tool while seated)."""
        self.window.banner.show_decision(decision)
        reason = "" if decision.may_play else "\n".join(
            n.message() for n in decision.notices if n.action is Action.BLOCK_PLAY)
        for table in self.tables.values():
            table.set_blocked(reason)

    def _seated_changed(self) -> None:
        if self._guard is not None:
            self._guard.set_at_table(any(t.tracker.hero_seat is not None
                                         for t in self.tables.values()))

    # --- windows ------------------------------------------------------------------------
    def table(self, table_id: str) -> TableWindow:
        """The window of a table, created (and shown in a tab) on first use."""
        window = self.tables.get(table_id)
        if window is None:
            window = TableWindow(table_id, self.player_id, f"Table {table_id}")
            window.setProperty("table_id", table_id)
            window.apply_settings(self.settings)
            window.actRequested.connect(self._act)
            window.chatTyped.connect(lambda tid, text: self.send(Chat(table_id=tid, text=text)))
            window.discussDealToggled.connect(
                lambda tid, on: self.send(DiscussDeal(tournament_id=tid, on=on)))
            window.proposeDealRequested.connect(self._propose_deal)
            window.acceptDealRequested.connect(
                lambda tid, pid, ok: self.send(AcceptDeal(tournament_id=tid, proposal_id=pid,
                                                          accept=ok)))
            window.seatRequested.connect(self._sit)
            window.leaveRequested.connect(self._leave)
            window.sitOutToggled.connect(
                lambda tid, on: self.send(SitOut(table_id=tid) if on else SitBack(table_id=tid)))
            window.historyRequested.connect(self.show_history)
            self.fastfold.dress_table(window)
            self.tables[table_id] = window
            self.window.add_table_tab(window, f"Table {table_id}")
        return window

    def _drop_table(self, table_id: str) -> None:
        window = self.tables.pop(table_id, None)
        if window is not None:
            index = self.window.tabs.indexOf(window)
            if index >= 0:
                self.window.tabs.removeTab(index)
            window.deleteLater()

    def open_tournament(self, tournament_id: str) -> TournamentLobby:
        """Open (or raise) a tournament lobby and ask the room for its tabs (site rule 3)."""
        lobby = self.lobbies.get(tournament_id)
        if lobby is None:
            lobby = TournamentLobby(tournament_id, self.window)
            lobby.registerRequested.connect(self._register)
            lobby.unregisterRequested.connect(
                lambda tid: self.send(Unregister(tournament_id=tid)))
            lobby.rebuyRequested.connect(lambda tid: self.send(Rebuy(tournament_id=tid)))
            lobby.addonRequested.connect(lambda tid: self.send(Addon(tournament_id=tid)))
            lobby.observeRequested.connect(
                lambda table_id: self.send(ObserveTable(table_id=table_id)))
            self.lobbies[tournament_id] = lobby
        lobby.show()
        lobby.raise_()
        self.send(OpenTournament(tournament_id=tournament_id))
        return lobby

    def show_history(self) -> HandHistoryViewer:
        """Open the hand history viewer for the player's own hands."""
        if self.history_viewer is None:
            self.history_viewer = HandHistoryViewer(self.history, self.window)
            self.history_viewer.replayRequested.connect(self.replay)
            self.history_viewer.refreshRequested.connect(self.fetch_history)
        self.history_viewer.refresh()
        self.history_viewer.show()
        self.history_viewer.raise_()
        self.fetch_history()
        return self.history_viewer

    def fetch_history(self) -> None:
        """Ask the room for the player's own hands as the engine exports them."""
        if self.adapter is not None:
            self.send(FetchHandHistory(limit=200))

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
        req = self._next_req
        self._next_req += 1
        self._scenario_reqs.add(req)
        self.send(LoadScenario(path=path, req=req))

    def replay(self, record: HandRecord) -> ReplayWindow:
        """Replay one of the player's hands step by step."""
        window = ReplayWindow(record, record.max_seats, self.window)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

    # --- requests out -------------------------------------------------------------------
    def _act(self, table_id: str, kind: str, amount: int) -> None:
        self.send(Act(table_id=table_id, action=ActionKind(kind), amount=amount))

    def _propose_deal(self, tournament_id: str, kind: str, left: Decimal,
                      amounts: dict[str, Decimal]) -> None:
        self.send(ProposeDeal(tournament_id=tournament_id, kind=kind,  # type: ignore[arg-type]
                              left_on_table=left, amounts=amounts))

    def _register(self, tournament_id: str) -> None:
        self.spawn(self._guarded(Register(tournament_id=tournament_id)))

    def _sit(self, table_id: str, seat: int) -> BuyInDialog | None:
        """Ask for the buy-in (non-blocking dialog), then sit with it."""
        position = self.window.lobby.rings.position_of(table_id)
        if position is None:
            self.table(table_id).show_error("Only cash tables from the lobby can be joined "
                                            "this way.")
            return None
        row = self.window.lobby.rings.row_at(position)
        balance = self.balances.get(row.currency)
        dialog = BuyInDialog(row, seat, balance.available if balance else None,
                             self.tables.get(table_id) or self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.buyInChosen.connect(
            lambda tid, chosen_seat, amount: self.spawn(
                self._guarded(Sit(table_id=tid, buy_in=amount, seat=chosen_seat))))
        dialog.open()
        self.buy_in_dialog = dialog
        return dialog

    def _leave(self, table_id: str) -> None:
        window = self.tables.get(table_id)
        if window is not None and window.seated_in_tournament():
            window.show_error("A tournament seat cannot be left: tick “Sit out next hand” "
                              "instead (your blinds are posted and your hands folded).")
            return
        self.send(Leave(table_id=table_id))
        self._drop_table(table_id)

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

    # --- window wiring ------------------------------------------------------------------
    def _wire_window(self) -> None:
        w = self.window
        w.lobby.tournamentOpened.connect(self.open_tournament)
        w.lobby.tournamentSelected.connect(
            lambda tid: self.send(OpenTournament(tournament_id=tid)))
        w.lobby.tableOpened.connect(lambda tid: self.send(ObserveTable(table_id=tid)))
        w.tableTabClosed.connect(self._leave)
        w.settingsRequested.connect(self.open_settings)
        w.historyRequested.connect(self.show_history)
        w.scenarioRequested.connect(self.ask_scenario)
        w.connectRequested.connect(self.open_connect)
        w.practiceRequested.connect(lambda: self.spawn(self.use(self._practice())))

    def open_settings(self) -> SettingsDialog:
        """Open the settings dialog (non-blocking)."""
        dialog = SettingsDialog(self.settings, self.window)
        dialog.settingsAccepted.connect(self._settings_accepted)
        dialog.open()
        return dialog

    def _settings_accepted(self, settings: Settings) -> None:
        self.store.save(settings)
        self.apply_settings(settings)

    def apply_settings(self, settings: Settings) -> None:
        """Apply settings to the application theme and every open table."""
        self.settings = settings
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, settings.theme)
        for table in self.tables.values():
            table.apply_settings(settings)
        self.debug_panel.setVisible(settings.tester_tools)
        self._tester_action.setVisible(settings.tester_tools)  # reopen after closing the dock

    def open_connect(self) -> ConnectDialog:
        """Ask for a server and account, then switch to the remote adapter."""
        dialog = ConnectDialog(parent=self.window)
        dialog.connectRequested.connect(self._connect_remote)
        dialog.open()
        return dialog

    def _connect_remote(self, url: str, user: str, password: str, create: bool) -> None:
        self.spawn(self.use(RemoteAdapter(url, user, password, create=create), where=url))


def default_settings_store() -> SettingsStore:
    """Settings in the platform's usual place (organisation SKG, application Poker)."""
    return SettingsStore(QSettings("SKG", "Poker"))
