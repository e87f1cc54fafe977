"""The session: wires one adapter to the main window (events in, commands out).

Every room event is dispatched to the widgets it concerns (lobby, tournament lobbies,
table windows, balances, connection state); every request a widget emits becomes one
protocol command sent through the adapter. Switching between offline practice and a
server replaces the adapter; widgets never know which one is in use.
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Qt

from client.handlog.saving import saver_for
from client.handlog.tables import table_info
from client.protocol.messages import (
    AcceptDeal,
    Ack,
    ActionRequest,
    Addon,
    Balances,
    Chat,
    ChatLine,
    ConnectionState,
    ConnectionStatus,
    DealState,
    DiscussDeal,
    Error,
    Event,
    FetchHandHistory,
    HandHistories,
    LobbySnapshot,
    LobbyUpdate,
    ObserveTable,
    OpenTournament,
    PlayerLocations,
    Rebuy,
    RoomState,
    ScenarioLoaded,
    Sit,
    SitBack,
    SitOut,
    TableEvent,
    TablePreview,
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
from client.toolguard.guard import ToolGuard
from client.ui.app.main_window import MainWindow
from client.ui.app.session_core import AdapterFactory, SessionCore
from client.ui.app.settings import SettingsStore
from client.ui.fastfold.fastfold_desk import FastFoldDesk
from client.ui.histories.history import HandHistoryViewer, HandRecord
from client.ui.histories.replay_window import ReplayWindow
from client.ui.lobby.table_preview import PreviewController
from client.ui.locale_format import money_text
from client.ui.regular.graph_data import group_graphs, hand_results
from client.ui.regular.graphs import ResultsWindow
from client.ui.regular.notes_session import NotesController
from client.ui.regular.player_search import PlayerSearch
from client.ui.regular.player_search_desk import PlayerSearchDesk
from client.ui.table.buy_in_dialog import BuyInDialog
from client.ui.table.finish_dialog import FinishDesk
from client.ui.table.table_window import TableWindow
from client.ui.tournament.tournament_lobby import TournamentLobby
from client.ui.tournament.tournament_text import deal_payouts, describe_tournament_event

#: Tournament events worth a sound at the player's tables (the rest only go to the Info tab).
SOUNDED_EVENTS = frozenset({"level_up", "break_started", "break_ended", "final_table_formed",
                            "hand_for_hand", "prize_awarded", "deal_paused",
                            "tournament_finished"})


class Session(SessionCore):
    """Owns the adapter and the windows it feeds."""

    def __init__(self, window: MainWindow, store: SettingsStore,
                 practice: AdapterFactory, guard: ToolGuard | None = None) -> None:
        super().__init__(window, store, practice, guard)
        self._refresh_timer.timeout.connect(self._refresh_lobbies)
        self.notes = NotesController(window, lambda: list(self.tables.values()))
        self.graphs: ResultsWindow | None = None
        self.finder = PlayerSearchDesk(self)
        self.directory = self.finder.directory
        self.preview = PreviewController(window.lobby.details.preview,
                                         lambda c: self.send_numbered(c, self.preview.refused),
                                         lambda: self.player_id,
                                         lambda tid: self._ring_currency(tid), self)
        self._wire_window()
        self.fastfold = FastFoldDesk(self)
        self.finish = FinishDesk()
        self.apply_settings(self.settings)

    def _claimed(self, event: Event) -> bool:
        if isinstance(event, TableEvent | ActionRequest | ChatLine) and \
                event.table_id in self._left:
            return True  # sent before the room had our Leave: the closed tab stays closed
        if isinstance(event, TableSnapshot):
            self._left.discard(event.table_id)  # a new view (watching, a seat offered)
        return self.fastfold.on_event(event)

    def _close_desks(self) -> None:
        self.fastfold.close()

    # --- events in ----------------------------------------------------------------------
    def _on_Welcome(self, event: Welcome) -> None:
        self.player_id = event.player_id
        self.preview.forget()
        self.account = f"{self.where or 'practice'}|{event.name}"
        self.notes.use_account(self.account)
        self.history.logs.saver = saver_for(self.settings.save_hands,
                                            self.settings.hand_history_dir, self.account)
        self.window.setWindowTitle(f"SKG Poker — {event.name}")
        if event.security_notice:
            self.window.banner.show_message(event.security_notice, "warn")

    def _on_ConnectionState(self, event: ConnectionState) -> None:
        self.window.set_connection(event.state, event.detail)
        connected = event.state is ConnectionStatus.CONNECTED
        for table in self.tables.values():
            table.set_connected(connected)
        if connected and self._link_lost:
            self._views_again()
        self._link_lost = event.state in (ConnectionStatus.RECONNECTING,
                                          ConnectionStatus.DISCONNECTED)

    def _on_Balances(self, event: Balances) -> None:
        self.balances = {row.currency: row for row in event.balances}
        self.window.set_balances(event.balances)

    def _on_LobbySnapshot(self, event: LobbySnapshot) -> None:
        self.window.lobby.apply_snapshot(event)

    def _on_LobbyUpdate(self, event: LobbyUpdate) -> None:
        self.window.lobby.apply_update(event)
        for ring in event.rings:
            self.preview.table_changed(ring.table_id)
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
        self.directory.record_tournament(event, datetime.now(UTC))
        self.finder.refresh()
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
        ours = [t for t in self.tables.values() if t.tracker.tournament_id == event.tournament_id]
        mine = event.data.get("player") == self.player_id
        for table in ours:
            table.chat.add_info(line)
            if payouts is not None:
                table.deal_applied(*payouts)
            if mine and event.kind in ("rebuy_window_closed", "player_eliminated"):
                table.rebuy_panel.set_offer(None)
        if ours and event.kind in SOUNDED_EVENTS:
            self.sounds.play("tournament")
        row = self.window.lobby.tournament_row(event.tournament_id)
        self.finish.on_event(event, self.player_id, row.name if row else event.tournament_id,
                             ours[0] if ours else self.window)

    def _on_TableSnapshot(self, event: TableSnapshot) -> None:
        self.directory.record_table(event, datetime.now(UTC),
                                    self.currency_of.get(event.table_id, ""))
        self.finder.refresh()
        known = self.tables.get(event.table_id)
        was_at = known.tracker.your_seat if known is not None else None
        busted = known is None or known.tracker.busted()
        window = self.table(event.table_id)
        ring = self.window.lobby.rings.position_of(event.table_id)
        if ring is not None:
            self.currency_of[event.table_id] = self.window.lobby.rings.row_at(ring).currency
            window.set_currency(self.currency_of[event.table_id])
        if event.tournament_id:
            self.tournament_of[event.table_id] = event.tournament_id
        window.apply_snapshot(event)
        self._seated_changed()
        self._title_scenario(event.table_id)
        row = (self.window.lobby.tournament_row(event.tournament_id)
               if event.tournament_id else None)
        if row is not None:
            number = event.table_id.rsplit("-t", 1)[-1]
            title = f"{row.name} — table {number}" if number.isdigit() else row.name
            window.set_title(title)
            self.layout.set_title(window, title)
        elif ring is not None:
            title = self.window.lobby.rings.row_at(ring).name
            window.set_title(title)
            self.layout.set_title(window, title)
            if was_at is not None and event.your_seat is None:
                self._seat_lost(event.table_id, was_at, busted)
        self.history.logs.describe(table_info(
            event, self.window.lobby.rings.row_at(ring) if ring is not None else None,
            window.title.text(), row))

    def _seat_lost(self, table_id: str, seat: int, busted: bool) -> None:
        """The room no longer seats us at a cash table we did not leave (a leaver's tab is
        already closed): out of chips, or a server restart that voided the hand and paid
        the chips back. The table stays in view and the buy-in dialog offers the seat."""
        why = ("You have no chips left: buy in again to play on, or watch." if busted else
               "The room restarted: the hand was cancelled and your chips are back in your "
               "balance. Buy in again to play on.")
        self.tables[table_id].banner.show_message(why, "info")
        self._sit(table_id, seat)

    def _on_TableEvent(self, event: TableEvent) -> None:
        table = self.table(event.table_id)
        table.apply_event(event)
        tracker = table.tracker
        names = {s.seat: s.name for s in tracker.view.seats}
        finished = self.history.record(event, names, tracker.hero_seat, datetime.now(UTC),
                                       tracker.view.max_seats)
        problem = self.history.logs.save_error
        if problem and problem != self._save_problem:  # once, not at every hand
            self.window.banner.show_message(problem, "warn")
        self._save_problem = problem
        if finished is not None and self.history_viewer is not None:
            self.history_viewer.refresh()
        if finished is not None and self.graphs is not None and self.graphs.isVisible():
            self.show_graphs()

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
            self.layout.set_title(window, name)

    def _on_HandHistories(self, event: HandHistories) -> None:
        self.tournament_of.update((row.table_id, row.tournament_id) for row in event.hands
                                  if row.tournament_id)
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

    def _on_PlayerLocations(self, event: PlayerLocations) -> None:
        self.directory.record_locations(event, datetime.now(UTC), self._ring_currency)
        self.finder.refresh()

    def _on_TablePreview(self, event: TablePreview) -> None:
        self.preview.apply_preview(event)

    def _on_Ack(self, event: Ack) -> None:
        self._scenario_reqs.discard(event.req)

    def _on_Error(self, event: Error) -> None:
        self.last_error = event.message
        if event.req in self._scenario_reqs:
            self._scenario_reqs.discard(event.req)
            self.window.banner.show_message(f"Scenario not loaded: {event.message}", "block")
            return
        current = self.layout.current()
        if current is not None:
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
            window.rebuyRequested.connect(lambda tid: self.send(Rebuy(tournament_id=tid)))
            window.declineRebuyRequested.connect(
                lambda tid: self.send(Rebuy(tournament_id=tid, decline=True)))
            window.soundCue.connect(self.sounds.play)
            self.notes.attach(window)
            self.fastfold.dress_table(window)
            self.tables[table_id] = window
            self.layout.add(window, f"Table {table_id}")
        return window

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
            self.notes.attach_history(self.history_viewer.list, self._others_in_hand)
        self.history_viewer.refresh()
        self.history_viewer.show()
        self.history_viewer.raise_()
        self.fetch_history()
        return self.history_viewer

    def _others_in_hand(self, row: int) -> list[str]:
        """The other players' names in the hand on row `row` of the history list."""
        viewer = self.history_viewer
        if viewer is None:
            return []
        record = viewer.model.record(row)
        hero = record.names.get(record.hero_seat) if record.hero_seat is not None else None
        return [name for name in record.names.values() if name != hero]

    def _open_table(self, table_id: str) -> None:
        """Watch a table in its own window."""
        self.send(ObserveTable(table_id=table_id))

    def _ring_currency(self, table_id: str) -> str:
        ring = self.window.lobby.rings.position_of(table_id)
        return self.window.lobby.rings.row_at(ring).currency if ring is not None else ""

    @property
    def player_search(self) -> PlayerSearch | None:
        """The Find a player window, once opened."""
        return self.finder.window

    def show_player_search(self) -> PlayerSearch:
        """Open Find a player (see client.ui.regular.player_search_desk)."""
        return self.finder.show()

    def show_graphs(self) -> ResultsWindow:
        """Open (or refresh) the results graphs of the player's own hands."""
        if self.graphs is None:
            self.graphs = ResultsWindow(self.window)
            self.graphs.replayRequested.connect(self._replay_hand)
        names = {tid: row.name for tid in set(self.tournament_of.values())
                 if (row := self.window.lobby.tournament_row(tid)) is not None}
        self.graphs.set_graphs(group_graphs(hand_results(self.history.hands),
                                            self.tournament_of, self.currency_of, names))
        self.graphs.show()
        self.graphs.raise_()
        return self.graphs

    def _replay_hand(self, hand_id: str) -> None:
        """A hand clicked in a graph: replay it, or show its text if it was not seen live."""
        record = next((h for h in self.history.hands if h.hand_id == hand_id), None)
        if record is not None and record.can_replay:
            self.replay(record)
        elif record is not None:
            viewer = self.show_history()
            row = next(i for i in range(viewer.model.rowCount())
                       if viewer.model.record(i) is record)
            viewer.list.selectRow(row)
            viewer.list.clicked.emit(viewer.model.index(row, 0))

    def fetch_history(self) -> None:
        """Ask the room for the player's own hands as the engine exports them."""
        if self.adapter is not None:
            self.send(FetchHandHistory(limit=200))

    def replay(self, record: HandRecord) -> ReplayWindow:
        """Replay one of the player's hands step by step."""
        window = ReplayWindow(record, record.max_seats, self.window)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

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

    # --- window wiring ------------------------------------------------------------------
    def _show_notes(self) -> None:
        if self.notes.show_window() is None:
            self.window.banner.show_message("Notes are kept per account: start offline "
                                            "practice or connect first.", "info")

    def _wire_window(self) -> None:
        w = self.window
        w.lobby.tournamentOpened.connect(self.open_tournament)
        w.lobby.tournamentSelected.connect(
            lambda tid: self.send(OpenTournament(tournament_id=tid)))
        w.lobby.tableOpened.connect(self._open_table)
        w.lobby.tableSelected.connect(self.preview.select)
        w.playerSearchRequested.connect(self.show_player_search)
        w.tableTabClosed.connect(self._leave)
        w.settingsRequested.connect(self.open_settings)
        w.historyRequested.connect(self.show_history)
        w.notesRequested.connect(self._show_notes)
        w.graphsRequested.connect(self.show_graphs)
        w.arrangeRequested.connect(
            lambda how: self.layout.to_tabs() if how == "tabs" else self.layout.arrange(how))
        w.scenarioRequested.connect(self.ask_scenario)
        w.connectRequested.connect(self.open_connect)
        w.practiceRequested.connect(lambda: self.spawn(self.use(self._practice())))
