"""Practice and tester tools: scenario tables and tournaments, the player's own hand histories
and the debug panel's room snapshot (the last two answered by any room, scenarios and the
snapshot only by the practice room).
"""

from __future__ import annotations

import dataclasses
import logging

from client.bots import seat_seed
from client.engine import EngineError
from client.practice.scenario import (
    Scenario,
    ScenarioError,
    TableSetup,
    load_scenario,
    parse_scenario,
)
from client.protocol import messages as m
from client.protocol import views
from client.room.table import HandReport, Table, TableError, TimingPolicy, hand_seed
from client.room.tournament.director import Tournament
from client.room.tournament.structure import TournamentKind
from client.service.errors import ServiceError
from client.service.records import ScenarioTable
from client.service.rings import Rings

_log = logging.getLogger(__name__)




class PracticeTools(Rings):
    """Testers' scenarios, the player's hand histories and the debug snapshot."""

    def _load_scenario(self, player_id: str, command: m.LoadScenario) -> None:
        """Practice only: run a tester's scenario ([table] or [tournament]) in this room."""
        if not self.config.practice:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "scenarios run only in the offline practice room")
        if (command.path is None) == (command.text is None):
            raise ServiceError(m.ErrorCode.BAD_MESSAGE,
                               "give the scenario as a file path or as TOML text, not both")
        try:
            scenario = (load_scenario(command.path) if command.path is not None
                        else parse_scenario(command.text or "", "scenario"))
        except ScenarioError as exc:
            raise ServiceError(m.ErrorCode.BAD_MESSAGE, str(exc)) from exc
        self._scenario_serial += 1
        key = f"scenario{self._scenario_serial}"
        if scenario.table is not None:
            table = self._open_scenario_table(player_id, key, scenario, scenario.table)
            self._send(player_id, m.ScenarioLoaded(name=scenario.name, table_id=table.table_id))
        else:
            tournament = self._open_scenario_tournament(player_id, key, scenario)
            self._send(player_id, m.ScenarioLoaded(name=scenario.name,
                                                   tournament_id=tournament.tournament_id))
            self._open_tournament(player_id, m.OpenTournament(
                tournament_id=tournament.tournament_id))

    def _open_scenario_table(self, player_id: str, key: str, scenario: Scenario,
                             setup: TableSetup) -> Table:
        """The scenario's seats at a new practice table: the player takes the first human
        seat (other human seats are played by bots); the first hand deals at once."""
        practice = ScenarioTable(scenario.name, setup, scenario.seed)
        try:
            table = Table(key, len(setup.seats), setup.game, self.clock,
                          timing=TimingPolicy(self.config.ring_action_seconds),
                          listener=self._on_table_event,
                          on_hand_over=lambda report: self._scenario_hand_over(practice,
                                                                               report))
        except TableError as exc:
            raise ServiceError(m.ErrorCode.BAD_MESSAGE, f"scenario: {exc}") from exc
        practice.table = table
        hero = next((i for i, seat in enumerate(setup.seats) if seat.is_human), None)
        for i, seat in enumerate(setup.seats):
            if i == hero:
                table.sit(player_id, i + 1, seat.stack)
                continue
            style = "mixed" if seat.is_human else seat.player
            bot_id = self._new_bot(style, seat_seed(scenario.seed, i))
            self._names[bot_id] = seat.name
            table.sit(bot_id, i + 1, seat.stack)
        if hero is None:
            self._observers.setdefault(key, set()).add(player_id)
        self._scenarios[key] = practice
        self._pending_snapshots.add((player_id, key))
        self._after_table_change(None, table)
        return table

    def _open_scenario_tournament(self, player_id: str, key: str,
                                  scenario: Scenario) -> Tournament:
        """The scenario's practice tournament, starting now: the player enters when the
        scenario names a hero (staked for the buy-in), bots of its style fill the field."""
        setup = scenario.tournament
        assert setup is not None
        structure = setup.structure
        if structure.kind is TournamentKind.SIT_AND_GO:
            structure = dataclasses.replace(structure, max_players=setup.players,
                                            min_players=min(structure.min_players,
                                                            setup.players))
        tid = f"{key}-1"
        tournament = Tournament(
            tid, structure, clock=self.clock, cashier=self.cashier,
            starts_at=self.clock.now(), seed=scenario.seed,
            listener=self._on_tournament_event, table_listener=self._on_table_event,
            is_self_excluded=self._self_excluded, hand_listener=self._on_hand_report,
        )
        self._tournaments[tid] = tournament
        entrants = []
        if setup.hero is not None:
            self.cashier.deposit(player_id, structure.entry_cost, structure.currency,
                                 "scenario stake")
            entrants.append(player_id)
        for i in range(setup.players - len(entrants)):
            bot_id = self._new_bot(setup.bots, seat_seed(scenario.seed, i))
            self.cashier.deposit(bot_id, structure.entry_cost, structure.currency,
                                 "practice bot stake")
            entrants.append(bot_id)
        for entrant in entrants:
            tournament.register(entrant)
            self._registered(tournament, entrant)
        self._tick_due[tid] = self.clock.now()
        return tournament

    def _scenario_hand_over(self, practice: ScenarioTable, report: HandReport) -> None:
        """Keep the hand for its players' histories; deal on while hands remain."""
        self._keep_hand(None, practice.table, report)
        self._after_table_change(None, practice.table)

    def _scenario_deal(self, practice: ScenarioTable) -> None:
        """The scenario's next hand, once the busted have left (until ``hands`` are dealt)."""
        table = practice.table
        for player in [p for p in table.seats.values() if table.stacks[p] == 0]:
            table.leave(player)
            self._pending_snapshots.update((pid, table.table_id)
                                           for pid in self._audience(table) | {player})
            if player not in self._bots:
                self._observers.setdefault(table.table_id, set()).add(player)
        if table.hand_no >= practice.setup.hands or not table.can_deal():
            self._system_chat(table, f"scenario {practice.name!r} is over after "
                                     f"{table.hand_no} hands")
            return
        seed = hand_seed(practice.seed, table.table_id, table.hand_no + 1)
        deck = practice.setup.deck if table.hand_no == 0 else None
        if deck is not None:
            table.start_hand_from_deck(practice.blinds(), seed, deck)
        else:
            table.start_hand(practice.blinds(), seed)
        self._after_table_change(None, table)

    def _close_scenario(self, table: Table) -> None:
        """The player left a scenario table: it closes (its bots go with it)."""
        if table.in_hand:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "leave the scenario table when the hand is over")
        del self._scenarios[table.table_id]
        self._ring_due.pop(table.table_id, None)
        self._observers.setdefault(table.table_id, set()).update(
            p for p in table.seats.values() if p not in self._bots)
        for player in list(table.seats.values()):
            table.leave(player)
        self._close_table(table.table_id)

    def _fetch_hand_history(self, player_id: str, command: m.FetchHandHistory) -> None:
        try:
            self._send(player_id, self._histories.fetch(player_id, command.table_id,
                                                        command.limit))
        except EngineError as exc:
            raise ServiceError(m.ErrorCode.INTERNAL,
                               f"a hand could not be exported: {exc}") from exc

    def _debug_snapshot(self, player_id: str, _command: m.DebugSnapshot) -> None:
        """Testers' debug panel: the room's state (local practice room only)."""
        if not self.config.practice:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "the debug snapshot is for testers in the practice room")
        tables = []
        for table_id in sorted({*self._rings, *self._scenarios, *self._table_owner}):
            found = self._lookup(table_id)
            if found is not None:
                tables.append(views.debug_table(found[1], found[0], self._names,
                                                self._bots))
        self._send(player_id, m.RoomState(
            clock=self.clock.now(), tables=tuple(tables),
            tournaments=tuple(views.debug_tournament(t) for t in self._tournaments.values())))

