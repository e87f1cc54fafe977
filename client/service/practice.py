"""Practice and tester tools: scenario tables and tournaments, and the debug panel's room
snapshot (both answered by the practice room only).
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Mapping

from client.bots import MIXED, seat_seed
from client.engine import SeatView
from client.engine.dealing import Dealer
from client.practice.fast_forward import play_until
from client.practice.inject import HandPacedClock, put_in_state, set_clock
from client.practice.scenario import (
    SCRIPTED,
    ClockMode,
    Scenario,
    ScenarioError,
    TableSetup,
    load_scenario,
    parse_scenario,
    scenario_hand_seed,
    with_seed,
)
from client.practice.script import ScriptedDealer, ScriptedHand
from client.practice.table_session import positions_at
from client.practice.tournament_script import TournamentScript
from client.protocol import messages as m
from client.protocol import views
from client.room.clock import Clock
from client.room.ledger import Currency
from client.room.table import Blinds, HandReport, Table, TableError, TimingPolicy
from client.room.tournament.director import State, Tournament
from client.room.tournament.errors import TournamentError
from client.room.tournament.schedule import BreakReason, DueBreak
from client.room.tracked import TDict, Tracked
from client.service.accounts import Accounts
from client.service.changes import Changes
from client.service.config import RoomConfig
from client.service.errors import ServiceError
from client.service.hand_records import HandRecords
from client.service.lobby import Lobby
from client.service.outbox import Audience, Outbox
from client.service.pace import Due, Pace
from client.service.play import TablePlay
from client.service.records import ScenarioTable
from client.service.tables import TableDirectory
from client.service.takeover import TakenSeat
from client.service.tournaments import Tournaments


def _scripted_dealer(script: ScriptedHand, names: Mapping[str, str], _hand_no: int,
                     order: tuple[str, ...], seed: int | None) -> Dealer:
    """The scripted hand's cards for the players dealt in (``order``: player ids)."""
    queues: dict[int | None, list[str]] = {None: list(script.board)}
    for k, player in enumerate(order):
        name = names.get(player, "")
        queues[k] = [*script.hole.get(name, ()), *script.draws.get(name, ())]
    return ScriptedDealer(queues, random.Random(seed))


def _play_script(table: Table, script: ScriptedHand, ids: Mapping[str, str]) -> None:
    """The written actions, as long as each is the turn's (then the bots and the player
    play on as usual); one that is not legal ends the script there."""
    for written in script.actions:
        player = ids.get(written.player)
        view = table.view_for(player) if player is not None and table.to_act == player \
            else None
        if player is None or not isinstance(view, SeatView) or view.legal is None:
            return
        try:
            table.act(player, written.to_action(view.legal))
        except TableError:
            return


class PracticeTools(Tracked):
    """Owns the testers' scenario tables. Handles ``LoadScenario`` (a [table] scenario
    becomes a scenario table it runs as their `CashGame`; a [tournament] one a practice
    tournament) and ``DebugSnapshot``; the practice room only."""

    def __init__(self, clock: Clock, config: RoomConfig, accounts: Accounts,
                 tables: TableDirectory, audience: Audience, outbox: Outbox,
                 changes: Changes, pace: Pace, records: HandRecords, play: TablePlay,
                 tournaments: Tournaments, lobby: Lobby) -> None:
        self._clock = clock
        self._config = config
        self._accounts = accounts
        self._tables = tables
        self._audience = audience
        self._outbox = outbox
        self._changes = changes
        self._pace = pace
        self._records = records
        self._play = play
        self._tournaments = tournaments
        self._lobby = lobby
        self._scenarios: dict[str, ScenarioTable] = TDict()
        self._paced: dict[str, HandPacedClock] = TDict()  # scenario tournaments on their clock
        self._serial = 0

    def scenario_tables(self) -> frozenset[str]:
        """Ids of the scenario tables running."""
        return frozenset(self._scenarios)

    def load_scenario(self, player_id: str, command: m.LoadScenario) -> None:
        """``LoadScenario``: run a tester's scenario ([table] or [tournament]) here."""
        if not self._config.practice:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "scenarios run only in the offline practice room")
        if (command.path is None) == (command.text is None):
            raise ServiceError(m.ErrorCode.BAD_MESSAGE,
                               "give the scenario as a file path or as TOML text, not both")
        try:
            scenario = (load_scenario(command.path) if command.path is not None
                        else parse_scenario(command.text or "", "scenario"))
            if command.seed is not None:
                scenario = with_seed(scenario, command.seed)
        except ScenarioError as exc:
            raise ServiceError(m.ErrorCode.BAD_MESSAGE, str(exc)) from exc
        self._serial += 1
        key = f"scenario{self._serial}"
        if scenario.table is not None:
            table = self._open_scenario_table(player_id, key, scenario, scenario.table)
            self._outbox.send(player_id, m.ScenarioLoaded(name=scenario.name,
                                                          table_id=table.table_id))
        else:
            tournament = self._open_scenario_tournament(player_id, key, scenario)
            self._outbox.send(player_id, m.ScenarioLoaded(
                name=scenario.name, tournament_id=tournament.tournament_id))
            self._lobby.open_tournament(player_id, m.OpenTournament(
                tournament_id=tournament.tournament_id))

    def _open_scenario_table(self, player_id: str, key: str, scenario: Scenario,
                             setup: TableSetup) -> Table:
        """The scenario's seats at a new practice table: the player takes the first human
        seat (other human seats are played by bots); the first hand deals at once."""
        practice = ScenarioTable(scenario.name, setup, scenario.seed, hands=scenario.hands)
        try:
            table = Table(key, len(setup.seats), setup.game, self._clock,
                          timing=TimingPolicy(self._config.ring_action_seconds),
                          listener=self._play.on_table_event,
                          on_hand_over=lambda report: self._scenario_hand_over(practice,
                                                                               report))
        except TableError as exc:
            raise ServiceError(m.ErrorCode.BAD_MESSAGE, f"scenario: {exc}") from exc
        practice.table = table
        hero = next((i for i, seat in enumerate(setup.seats) if seat.is_human), None)
        for i, seat in enumerate(setup.seats):
            if i == hero:
                table.sit(player_id, i + 1, seat.stack)
                practice.names[player_id] = seat.name
                continue
            style = MIXED if seat.is_human or seat.is_scripted else seat.player  # script first
            bot_id = self._accounts.new_bot(style, seat_seed(scenario.seed, i), seat.name)
            table.sit(bot_id, i + 1, seat.stack)
            practice.names[bot_id] = seat.name
        if hero is None:
            self._audience.observe(player_id, key)
        self._scenarios[key] = practice
        self._tables.add_cash(table, self)
        self._changes.snapshot(player_id, key)
        self._pace.after_table_change(None, table)
        return table

    def _open_scenario_tournament(self, player_id: str, key: str,
                                  scenario: Scenario) -> Tournament:
        """The scenario's practice tournament, starting now, in play money: the player enters
        when the scenario names a hero (staked for the buy-in), bots of its style fill the
        field (those its state names under their names and styles; a "scripted" one plays
        "mixed" once its script is over); a state is put on it before the first hand, and
        its scripted hands deal their cards and play their written actions (the player's
        too) at its table, as in `qa scenario`."""
        setup = scenario.tournament
        assert setup is not None
        structure = dataclasses.replace(  # practice: play money, and named so
            setup.structure, currency=Currency.PLAY, name=f"{scenario.name} (practice)")
        if structure.policy.starts_when_full:
            structure = dataclasses.replace(structure, max_players=setup.players,
                                            min_players=min(structure.min_players,
                                                            setup.players))
        ids: dict[str, str] = {}  # the scenario's names: the hero and its named bots
        if setup.hero is not None:
            self._accounts.deposit(player_id, structure.entry_cost, structure.currency,
                                   "scenario stake")
            ids[setup.hero] = player_id
        styles = {p.name: p.player for p in setup.state.players} if setup.state else {}
        entrants = list(ids.values())
        for i in range(setup.players - len(entrants)):
            name = next((n for n in setup.names if n not in ids), None)
            style = (styles.get(name) if name else None) or setup.bots
            bot_id = self._accounts.new_bot(MIXED if style == SCRIPTED else style,
                                            seat_seed(scenario.seed, i), name)
            self._accounts.deposit(bot_id, structure.entry_cost, structure.currency,
                                   "practice bot stake")
            entrants.append(bot_id)
            if name is not None:
                ids[name] = bot_id
        tournament = self._tournaments.open_practice(f"{key}-1", structure, scenario.seed,
                                                     entrants)
        if setup.state is not None:
            tournament.start_now()
            put_in_state(tournament, dataclasses.replace(
                setup.state,
                players=tuple(dataclasses.replace(p, name=ids[p.name])
                              for p in setup.state.players),
                prizes_awarded={ids[n]: v for n, v in setup.state.prizes_awarded.items()}))
            if scenario.hands:  # dealt and played as written at its one table
                script = TournamentScript(scenario.hands, {p: n for n, p in ids.items()})
                table = next(iter(tournament.tables.values()))
                script.attach(table)
                self._play.scripts[table.table_id] = script
        if scenario.clock.mode is ClockMode.SIMULATED:  # its levels follow its hands
            paced = HandPacedClock(tournament, scenario.clock.seconds_per_hand)
            self._paced[tournament.tournament_id] = paced
            self._tournaments.follow_clock(tournament.tournament_id, paced)
        return tournament

    def _scenario_hand_over(self, practice: ScenarioTable, report: HandReport) -> None:
        """Keep the hand for its players' histories; deal on while hands remain."""
        self._records.keep(None, practice.table, report)
        self._pace.after_table_change(None, practice.table)

    # ------------------------------------------------------------------ CashGame

    def blinds(self, table_id: str) -> Blinds:
        """The next hand's stakes (stud games: bring-in, small bet and ante)."""
        return self._scenarios[table_id].blinds()

    def deal_next(self, table_id: str) -> None:
        """The scenario's next hand, once the busted have left (until ``hands`` are dealt)."""
        practice = self._scenarios[table_id]
        table = practice.table
        for player in [p for p in table.seats.values() if table.stacks[p] == 0]:
            table.leave(player)
            for pid in self._audience.of_table(table) | {player}:
                self._changes.snapshot(pid, table.table_id)
            if not self._accounts.is_bot(player):
                self._audience.observe(player, table.table_id)
        if table.hand_no >= practice.setup.hands or not table.can_deal():
            hands = "1 hand" if table.hand_no == 1 else f"{table.hand_no} hands"
            self._audience.system_chat(table, f"scenario {practice.name!r} is over after "
                                     f"{hands}")
            return
        seed = scenario_hand_seed(practice.seed, table.hand_no + 1)
        deck = practice.setup.deck if table.hand_no == 0 else None
        script = practice.hands[table.hand_no] if table.hand_no < len(practice.hands) else None
        table.dealer_for = None if script is None else functools.partial(
            _scripted_dealer, script, practice.names)
        self._place_button(practice, script)
        if deck is not None:
            table.start_hand_from_deck(practice.blinds(), seed, deck)
        else:
            table.start_hand(practice.blinds(), seed)
        if script is not None:
            _play_script(table, script, {name: pid for pid, name in practice.names.items()})
        self._pace.after_table_change(None, table)

    @staticmethod
    def _place_button(practice: ScenarioTable, script: ScriptedHand | None) -> None:
        """The button where `qa scenario` puts it: the scenario's first button, a scripted
        hand's ``button`` player (then on as usual)."""
        table = practice.table
        occupied = [table.seats.get(i + 1) is not None for i in range(table.size)]
        names = [seat.name for seat in practice.setup.seats]
        if script is not None and script.button is not None:
            button = names.index(script.button)
            if occupied[button]:  # busted since: the button moves on as usual
                table.place_button(positions_at(button, occupied))
        elif table.hand_no == 0:
            table.place_button(positions_at(practice.setup.button, occupied))

    def leave(self, player_id: str, table_id: str) -> None:
        """The player left a scenario table: it closes (its bots go with it)."""
        table = self._scenarios[table_id].table
        if table.in_hand:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "leave the scenario table when the hand is over")
        del self._scenarios[table_id]
        self._tables.remove_cash(table_id)
        self._pace.drop(Due.DEAL, table_id)
        for player in table.seats.values():
            if not self._accounts.is_bot(player):
                self._audience.observe(player, table_id)
        for player in list(table.seats.values()):
            table.leave(player)
        self._audience.close_table(table_id)

    # ------------------------------------------------------------------ tester controls

    def tester_control(self, player_id: str, command: m.TesterControl) -> None:
        """``TesterControl``: fast-forward, set the clock, a level or a break now, a seat's
        link down or up, in a practice tournament of this room."""
        if not self._config.practice:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "tester controls are for the offline practice room")
        t = self._tournaments.get(command.tournament_id)
        if t.state is not State.RUNNING:
            raise ServiceError(m.ErrorCode.REFUSED, "the tournament is not running")
        move = command.move
        try:
            if move in (m.TesterMove.PLAYERS_LEFT, m.TesterMove.FINAL_TABLE):
                left = command.players_left
                play_until(t, self._accounts.bots,
                           (lambda d: len(d.tables) <= 1) if move is m.TesterMove.FINAL_TABLE
                           else (lambda d: d.players_left <= left))
            elif move is m.TesterMove.SET_CLOCK:
                set_clock(t, command.level, command.minutes)
            elif move is m.TesterMove.NEXT_LEVEL:
                set_clock(t, t.timekeeper.current_level()[0] + 2, 0.0)
            elif move is m.TesterMove.BREAK:
                minutes = t.structure.breaks.minutes or 5.0
                t.timekeeper.due_break = DueBreak(BreakReason.INTERVAL, self._clock.now(),
                                                  minutes)
            else:
                self._disconnect(t, command.player, command.connected)
        except TournamentError as exc:
            raise ServiceError(m.ErrorCode.REFUSED, str(exc)) from exc
        if (paced := self._paced.get(t.tournament_id)) is not None:
            paced.rebase(t)  # the tester's clock stays: pacing counts on from it
        self._tournaments.tick(t.tournament_id)
        for table_id, table in t.tables.items():  # its clock, level and seats shown anew
            for player in table.seats.values():
                if not self._accounts.is_bot(player):
                    self._changes.snapshot(player, table_id)

    def take_over(self, player_id: str, command: m.TakeOver) -> None:
        """``TakeOver``: the tester plays a bot's seat (its cards and turns come to them,
        their own seat at that table sits out), or gives it back to its bot."""
        if not self._config.practice:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "taking over a seat is for the offline practice room")
        tournament, table = self._tables.get(command.table_id)
        bot = command.player_id
        if bot is not None and (bot not in table.seats.values()
                                or not self._accounts.is_bot(bot)):
            raise ServiceError(m.ErrorCode.BAD_MESSAGE,
                               f"no bot of that id sits at table {table.table_id}")
        if bot is not None and self._play.takeovers.controller(bot, table.table_id) not in (
                None, player_id):
            raise ServiceError(m.ErrorCode.REFUSED, "another tester plays that seat")
        self._give_back(player_id)
        if bot is not None:
            seated = player_id in table.seats.values()
            sat_out = seated and not self._play.is_sitting_out(player_id, table.table_id)
            if sat_out:
                self._play.sit_out(player_id, m.SitOut(table_id=table.table_id))
            if not seated:
                self._audience.observe(player_id, table.table_id)
            self._play.takeovers.take(player_id, TakenSeat(table.table_id, bot, sat_out))
            self._changes.snapshot(player_id, table.table_id)
            self._play.ask_again(table.table_id)
        self._pace.after_table_change(tournament, table)

    def _give_back(self, player_id: str) -> None:
        """The seat the tester plays (if any) to its bot again, from its next decision;
        their own seat there plays again, and their view is their own once more."""
        seat = self._play.takeovers.give_back(player_id)
        if seat is None:
            return
        found = self._tables.lookup(seat.table_id)
        if found is None:
            return
        tournament, table = found
        if seat.sat_out and player_id in table.seats.values():
            self._play.sit_back(player_id, m.SitBack(table_id=table.table_id))
        self._changes.snapshot(player_id, table.table_id)
        self._play.ask_again(table.table_id)
        self._pace.after_table_change(tournament, table)

    def _disconnect(self, t: Tournament, player: str | None, connected: bool) -> None:
        """A seat's link down or back: a bot so cut off waits for its clock (DET
        included), the player is cut off from this room's events until back."""
        entrant = t.entrants.get(player or "")
        if player is None or entrant is None or not entrant.alive:
            raise ServiceError(m.ErrorCode.BAD_MESSAGE, "name a player still in the event")
        if self._accounts.is_bot(player):
            t.set_connected(player, connected)
            if entrant.table_id is not None:
                self._changes.table(entrant.table_id)
        else:
            self._tournaments.set_connected(player, connected)

    # ------------------------------------------------------------------ debug panel

    def debug_snapshot(self, player_id: str, _command: m.DebugSnapshot) -> None:
        """``DebugSnapshot``: the room's state for the testers' debug panel."""
        if not self._config.practice:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "the debug snapshot is for testers in the practice room")
        tables = []
        for table_id in sorted(self._tables.table_ids()):
            found = self._tables.lookup(table_id)
            if found is not None:
                tables.append(views.debug_table(found[1], found[0], self._accounts.names,
                                                self._accounts.bots))
        self._outbox.send(player_id, m.RoomState(
            clock=self._clock.now(), tables=tuple(tables),
            tournaments=tuple(views.debug_tournament(t) for t in self._tournaments.all())))

