"""Tournaments and sit & gos: registration, rebuys and add-ons, opening the next instance of
each template, and the directors' events fanned out to players.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta

from client.protocol import messages as m
from client.protocol import views
from client.protocol.convert import tournament_event
from client.room.clock import Clock
from client.room.table import HandReport
from client.room.table import TableEvent as RoomTableEvent
from client.room.tournament import events as tev
from client.room.tournament.director import State, Tournament
from client.room.tournament.multi_day import MultiDayEvent
from client.room.tournament.structure import Structure
from client.room.tracked import TDict, TList, Tracked
from client.service.accounts import Accounts, Seeds
from client.service.changes import Changes
from client.service.config import RoomConfig, ScheduledTemplate, Template
from client.service.endings import Endings
from client.service.errors import ServiceError
from client.service.journal import Journal, SavedTournament
from client.service.outbox import Audience, Outbox
from client.service.pace import Due, Pace
from client.service.seat_news import SeatNews
from client.service.tables import TableDirectory

_LOBBY_CHANGES = (tev.PlayerRegistered, tev.PlayerUnregistered, tev.TournamentStarted,
                  tev.TournamentFinished, tev.TournamentCancelled, tev.RegistrationClosed,
                  tev.DayEnded)
"""Director events that change a tournament's lobby row."""

_TAB_CHANGES = (*_LOBBY_CHANGES, tev.PlayerEliminated, tev.PrizeAwarded, tev.PrizePoolFinalized,
                tev.LevelUp, tev.TableOpened, tev.TableBroken, tev.PlayerMoved, tev.Rebought,
                tev.DealApplied, tev.BreakStarted, tev.BreakEnded)
"""Director events that change what the tournament lobby tabs show."""


class Tournaments(Tracked):
    """Owns the tournament directors, the template each was opened from, the lobby's
    one open instance per template (with its id serials and start times), which ones run,
    and (in its `Endings`) when each ended one retires; its `SeatNews` tells the tables
    what the directors do to their players. Handles
    ``Register``, ``Unregister``, ``Rebuy`` and ``Addon``. It is each director's only link
    to the room: directors call back its `on_tournament_event`, `on_table_event`,
    `on_hand_report` and `is_self_excluded` (so a saved director refers to this part, the
    cashier and the clock only)."""

    def __init__(self, clock: Clock, config: RoomConfig, journal: Journal | None,
                 accounts: Accounts, seeds: Seeds, tables: TableDirectory,
                 audience: Audience, outbox: Outbox, changes: Changes, pace: Pace,
                 table_listener: Callable[[RoomTableEvent], None],
                 hand_listener: Callable[[HandReport], None]) -> None:
        self._clock = clock
        self._config = config
        self._journal = journal
        self._accounts = accounts
        self._seeds = seeds
        self._tables = tables
        self._audience = audience
        self._outbox = outbox
        self._changes = changes
        self._pace = pace
        self._table_listener = table_listener
        self._hand_listener = hand_listener
        self._tournaments: dict[str, Tournament] = TDict()  # every one not retired
        self._running: dict[str, Tournament] = TDict()  # those under way, in start order
        self._endings = Endings(clock, config, pace)
        self._template: dict[str, Template] = TDict()
        self._open: dict[str, str] = TDict()  # template key -> open tournament id
        self._serial: dict[str, int] = TDict()
        self._next_start: dict[str, datetime] = TDict()
        self._bot_declines: dict[str, list[str]] = TDict()  # tournament -> bots in a rebuy window
        self._news = SeatNews(accounts, tables, audience, changes)
        self._days: dict[str, MultiDayEvent] = TDict()  # each flight's and Day 2's event
        #: Practice tournaments with their own clock rule (a scenario's simulated clock),
        #: run after each tick.
        self._after_tick: dict[str, Callable[[Tournament], None]] = TDict()

    # ------------------------------------------------------------------ lookups

    def get(self, tournament_id: str) -> Tournament:
        """The tournament with this id; refused when there is none, or it retired."""
        tournament = self._tournaments.get(tournament_id)
        if tournament is not None:
            return tournament
        key, _, serial = tournament_id.rpartition("-")
        retired = self._endings.refusal(
            tournament_id, serial.isdigit() and 0 < int(serial) <= self._serial.get(key, 0))
        if retired is not None:
            raise retired
        raise ServiceError(m.ErrorCode.NOT_FOUND,
                           f"no tournament {tournament_id!r}: pick one from the lobby")

    def __contains__(self, tournament_id: object) -> bool:
        return tournament_id in self._tournaments

    def all(self) -> list[Tournament]:
        """Every tournament open, running or ended but not yet retired, in the order
        opened."""
        return list(self._tournaments.values())

    def template_of(self, tournament_id: str) -> Template | None:
        """The template the tournament was opened from (None: a scenario's)."""
        return self._template.get(tournament_id)

    def structure_name(self, tournament: Tournament) -> str:
        """The structure preset the lobby names (the template's, else the structure's)."""
        template = self._template.get(tournament.tournament_id)
        return template.structure if template else tournament.structure.name

    def running(self) -> list[Tournament]:
        """The tournaments under way, in the order they started (kept apart: the driver
        asks twice at every look, however many tournaments ended)."""
        return list(self._running.values())

    # ------------------------------------------------------------------ commands

    def register(self, player_id: str, command: m.Register) -> None:
        """``Register``: enter a tournament (practice: bots fill the field)."""
        tournament = self.get(command.tournament_id)
        if player_id in tournament.entrants and tournament.entrants[player_id].alive:
            raise ServiceError(m.ErrorCode.REGISTRATION,
                               f"you are already registered in {tournament.structure.name}")
        self._accounts.exclusions.check(player_id, f"entering {tournament.structure.name}")
        tournament.register(player_id)
        self._registered(tournament, player_id)
        if self._config.practice:
            self._fill_with_bots(tournament)
        self._pace.tick_after_change(tournament)

    def unregister(self, player_id: str, command: m.Unregister) -> None:
        """``Unregister``: withdraw while the rules allow (buy-in refunded; a satellite seat
        as T$ or, when asked, an entry ticket)."""
        tournament = self.get(command.tournament_id)
        if player_id not in tournament.entrants:
            raise ServiceError(m.ErrorCode.REGISTRATION,
                               f"you are not registered in {tournament.structure.name}")
        tournament.unregister(player_id, as_ticket=command.as_ticket)
        if self._journal is not None:
            self._journal.registration(tournament.tournament_id, player_id, False)
        self._changes.balance(player_id)
        self._changes.lobby(tournament.tournament_id)
        self._changes.save(tournament.tournament_id)

    def rebuy(self, player_id: str, command: m.Rebuy) -> None:
        """``Rebuy`` (in the rebuy period or the player's rebuy window), or with
        ``decline`` letting the window go."""
        tournament = self.get(command.tournament_id)
        if command.decline:
            tournament.decline_rebuy(player_id)
        else:
            self._accounts.exclusions.check(player_id, "a rebuy")
            tournament.rebuy(player_id)
        self._changes.balance(player_id)
        self._pace.tick_after_change(tournament)

    def addon(self, player_id: str, command: m.Addon) -> None:
        """``Addon``."""
        tournament = self.get(command.tournament_id)
        self._accounts.exclusions.check(player_id, "an add-on")
        tournament.add_on(player_id)
        self._changes.balance(player_id)
        self._pace.tick_after_change(tournament)

    def _registered(self, tournament: Tournament, player_id: str) -> None:
        tid = tournament.tournament_id
        if self._journal is not None:
            self._journal.registration(tid, player_id, True)
        self._changes.balance(player_id)
        self._changes.lobby(tid)
        self._changes.save(tid)

    def _fill_with_bots(self, tournament: Tournament) -> None:
        """Practice: bots take every seat left, so the sit & go starts at once."""
        structure = tournament.structure
        template = self._template.get(tournament.tournament_id)
        target = structure.max_players
        if isinstance(template, ScheduledTemplate):
            target = template.practice_field
        pros = [p for p in tournament.advertised_bounties
                if self._accounts.is_bot(p) and p not in tournament.entrants]
        while tournament.registration_open() and len(tournament.entrants) < target:
            bot_id = pros.pop(0) if pros else self._accounts.new_bot(tournament=tournament)
            self._accounts.deposit(bot_id, structure.entry_cost, structure.currency,
                                   "practice bot stake")
            tournament.register(bot_id)
            self._registered(tournament, bot_id)

    def _practice_pros(self, structure: Structure) -> Structure:
        """Practice: each player a structure advertises a bounty on is a bot of that name
        (registered first when bots fill the field), the bounty keyed by its id; on a
        server the names are the accounts' own ids."""
        if not self._config.practice or not structure.advertised_bounties:
            return structure
        return dataclasses.replace(structure, advertised_bounties=tuple(
            (self._accounts.new_bot(name=name), amount)
            for name, amount in structure.advertised_bounties))

    # ------------------------------------------------------------------ the room's offer

    def new_director(self, tournament_id: str, structure: Structure, starts_at: datetime,
                     seed: int) -> Tournament:
        """A director linked to the room (its events come back to this part)."""
        return Tournament(
            tournament_id, structure, clock=self._clock, cashier=self._accounts.cashier,
            starts_at=starts_at, seed=seed, listener=self.on_tournament_event,
            table_listener=self.on_table_event, is_self_excluded=self.is_self_excluded,
            hand_listener=self.on_hand_report,
        )

    def open_instance(self, template: Template) -> Tournament:
        """The next instance of a template (a sit & go now, a scheduled one at its time)."""
        serial = self._serial.get(template.key, 0) + 1
        self._serial[template.key] = serial
        tid = f"{template.key}-{serial}"
        starts_at = self._clock.now()
        if isinstance(template, ScheduledTemplate):
            starts_at = self._next_start.get(
                template.key, starts_at + timedelta(minutes=template.first_after_minutes))
            self._next_start[template.key] = starts_at + timedelta(
                minutes=template.every_minutes)
            self._pace.at(Due.TICK, tid, starts_at)
        tournament = self.new_director(tid, self._practice_pros(template.build()), starts_at,
                                       self._seeds.next())
        self._tournaments[tid] = tournament
        self._template[tid] = template
        self._open[template.key] = tid
        self._changes.lobby(tid)
        self._link_days(template.key, serial)
        return tournament

    def _link_days(self, key: str, serial: int) -> None:
        """The n-th instances of a multi-day event's templates become one event once all
        are open (`RoomConfig.multi_day`)."""
        for link in self._config.multi_day:
            keys = (*link.flights, link.day_two)
            if key not in keys:
                continue
            ids = [f"{k}-{serial}" for k in keys]
            if all(i in self._tournaments for i in ids) and ids[-1] not in self._days:
                event = MultiDayEvent(f"{link.day_two}-{serial}",
                                      [self._tournaments[i] for i in ids[:-1]],
                                      self._tournaments[ids[-1]])
                self._days.update(dict.fromkeys(ids, event))
                for day in ids:  # each day in the journal: a restart links them again
                    self._changes.save(day, fresh=True)

    def day_event(self, tournament_id: str) -> MultiDayEvent | None:
        """The multi-day event a flight or a Day 2 belongs to (None: a one-day event)."""
        return self._days.get(tournament_id)

    def forfeit_day_two(self, player_id: str, command: m.ForfeitDayTwo) -> None:
        """``ForfeitDayTwo``: a Day 2 qualifier gives the seat up (no compensation)."""
        event = self._days.get(self.get(command.tournament_id).tournament_id)
        if event is None:
            raise ServiceError(m.ErrorCode.REFUSED,
                               f"{command.tournament_id} is not part of a multi-day event")
        event.forfeit(player_id)
        for day in (*event.flights, event.day_two):
            self._changes.save(day.tournament_id, fresh=True)  # a void bag outlives a restart
            self._changes.lobby(day.tournament_id)
            self._changes.tab(day.tournament_id)

    def open_practice(self, tournament_id: str, structure: Structure, seed: int,
                      entrants: Iterable[str]) -> Tournament:
        """A practice tournament (a tester's scenario) starting now with these entrants
        (their buy-ins already deposited)."""
        tournament = self.new_director(tournament_id, structure, self._clock.now(), seed)
        self._tournaments[tournament_id] = tournament
        for entrant in entrants:
            tournament.register(entrant)
            self._registered(tournament, entrant)
        self._pace.at(Due.TICK, tournament_id, self._clock.now())
        return tournament

    def reserve_ids(self, saved: Iterable[SavedTournament]) -> frozenset[str]:
        """Ids of tournaments stored before a restart are never reused; the templates of a
        multi-day event go on with one serial (their n-th instances make one event). The
        template keys whose open instance is a saved day of a multi-day event (it is
        resumed, so the room opens no other)."""
        resumed: set[str] = set()
        for record in saved:
            key, _, serial = record.tournament_id.rpartition("-")
            if serial.isdigit():
                self._serial[key] = max(self._serial.get(key, 0), int(serial))
            if record.status == str(State.REGISTERING) and \
                    json.loads(record.state).get("multi_day"):
                resumed.add(key)
        for link in self._config.multi_day:
            keys = (*link.flights, link.day_two)
            top = max(self._serial.get(k, 0) for k in keys)
            self._serial.update(dict.fromkeys(keys, top))
        return frozenset(resumed)

    def open_missing(self) -> None:
        """After a restart: an open instance of every template that has none (a saved day
        that could not be resumed was settled instead)."""
        for template in self._config.templates():
            if template.key not in self._open:
                self.open_instance(template)

    def adopt(self, tournament: Tournament) -> None:
        """A director resumed after a restart runs on (ticked at once)."""
        tid = tournament.tournament_id
        self._tournaments[tid] = tournament
        key, _, serial = tid.rpartition("-")
        for template in self._config.templates():
            if template.key == key:
                self._template[tid] = template
                if tournament.state is State.REGISTERING:  # open again for entries
                    self._open[key] = tid
        for table_id in tournament.tables:
            self._tables.own(table_id, tournament)
        if tournament.state is State.RUNNING:
            self._running[tid] = tournament
        now = self._clock.now()  # ticked at once; a day of a multi-day event waiting: at its start
        self._pace.at(Due.TICK, tid, max(now, tournament.starts_at)
                      if tournament.state is State.REGISTERING else now)
        self._changes.lobby(tid)
        if serial.isdigit():  # the days of a multi-day event link up again
            self._link_days(key, int(serial))

    def _open_next(self, tournament_id: str) -> None:
        """The lobby keeps one open instance per template: open the next when this one
        starts (or is cancelled for lack of players)."""
        template = self._template.get(tournament_id)
        if template is not None and self._open.get(template.key) == tournament_id:
            self.open_instance(template)

    # ------------------------------------------------------------------ running

    def tick(self, tournament_id: str) -> None:
        """The director runs (levels, breaks, time-outs, the next deals)."""
        tournament = self._tournaments[tournament_id]
        for bot in self._bot_declines.pop(tournament_id, []):
            if tournament.rebuy_window(bot) is not None:
                tournament.decline_rebuy(bot)
        tournament.tick()
        if (after := self._after_tick.get(tournament_id)) is not None:
            after(tournament)
        for table_id in tournament.tables:
            self._changes.table(table_id)
        self._pace.heartbeat(tournament)
        event = self._days.get(tournament_id)
        if event is not None and event.advance():  # every flight is over: Day 2 is set
            day_two = event.day_two
            self._changes.lobby(day_two.tournament_id)
            self._changes.save(day_two.tournament_id)
            self._pace.at(Due.TICK, day_two.tournament_id,
                          max(self._clock.now(), day_two.starts_at))

    def follow_clock(self, tournament_id: str, rule: Callable[[Tournament], None]) -> None:
        """A practice tournament's own clock ``rule``, run after each of its ticks."""
        self._after_tick[tournament_id] = rule

    def set_connected(self, player_id: str, connected: bool) -> None:
        """DET for the player's running tournaments; on return, their table view again."""
        for tournament in self.running():
            if player_id in tournament.entrants:
                self._news.connection(tournament, player_id, connected)

    # ------------------------------------------------------------------ director callbacks

    def is_self_excluded(self, player_id: str) -> bool:
        """The directors' self-exclusion check."""
        return self._accounts.is_self_excluded(player_id)

    def on_table_event(self, event: RoomTableEvent) -> None:
        """An event at a tournament table."""
        self._table_listener(event)

    def on_hand_report(self, report: HandReport) -> None:
        """A tournament table finished a hand: its bars are sent anew at the flush."""
        self._hand_listener(report)
        found = self._tables.lookup(report.table_id)
        if found is not None and found[0] is not None:
            self._changes.bar(found[0].tournament_id)

    def send_bars(self, tournament_id: str) -> None:
        """Every human at the tournament's tables (seated or watching) gets their bar:
        their rank of the players left moves with hands played at any table."""
        tournament = self._tournaments.get(tournament_id)
        if tournament is None or tournament.state is not State.RUNNING:
            return
        bar = views.tournament_bars(tournament)
        for table_id, table in tournament.tables.items():
            for player in sorted(self._audience.of_table(table)):
                if not self._accounts.is_bot(player):
                    self._outbox.send(player, m.TournamentBarUpdate(table_id=table_id,
                                                                    bar=bar(player)))

    def on_tournament_event(self, event: tev.TournamentEvent) -> None:
        """A director event: marks what it made stale, then goes to the audience."""
        tid = event.tournament_id
        tournament = self._tournaments[tid]
        self._changes.save(tid, fresh=True)  # director events are rare; each a restart point
        days = self._days.get(tid)
        if isinstance(event, tev.TournamentStarted) and days is not None and \
                days.day_two is tournament:  # Day 2 is on: a restart no longer needs Day 1
            for flight in days.flights:
                self._changes.save(flight.tournament_id)
        if isinstance(event, _LOBBY_CHANGES):
            self._changes.lobby(tid)
        if isinstance(event, _TAB_CHANGES) and self._audience.tournament_watchers(tid):
            self._changes.tab(tid)
        self._follow(tournament, event)
        message = tournament_event(event)
        self._outbox.send_all(self._audience.of_tournament(tournament), message)

    def _follow(self, tournament: Tournament, event: tev.TournamentEvent) -> None:
        """What the room does about a director event besides telling the audience."""
        tid = tournament.tournament_id
        if isinstance(event, tev.TableOpened):
            self._tables.own(event.table_id, tournament)
        elif isinstance(event, tev.PlayerSeated):
            self._news.seated(tid, event.player, event.table_id)
        elif isinstance(event, tev.PlayerMoved):
            self._news.moved(tournament, event)
        elif isinstance(event, tev.PlayerEliminated):
            self._news.busted(tid, event.player)
            self._changes.deal(tid)  # fewer players to agree (and bots may want a deal)
        elif isinstance(event, tev.RebuyOffered):  # the countdown and the Rebuy button
            if self._accounts.is_bot(event.player):  # house bots decide at once: out
                self._bot_declines.setdefault(tid, TList()).append(event.player)
                self._pace.at(Due.TICK, tid, self._clock.now())
            else:
                self._changes.snapshot(event.player, event.table_id)
                self._pace.at(Due.TICK, tid, event.ends_at)
        elif isinstance(event, tev.BreakStarted | tev.BreakEnded):
            self._news.break_changed(tournament)
        elif isinstance(event, tev.RebuyWindowClosed):
            self._news.window_closed(tournament, event.player)
        elif isinstance(event, tev.TableBroken):
            self._audience.close_table(event.table_id)
        elif isinstance(event, tev.TournamentStarted):
            self._running[tid] = tournament
            self._open_next(tid)
            self._pace.at(Due.TICK, tid, self._clock.now())
        elif isinstance(event, tev.PrizeAwarded):
            self._changes.balance(event.player)
        elif isinstance(event, tev.TournamentFinished | tev.TournamentCancelled | tev.DayEnded):
            self._running.pop(tid, None)
            self._endings.ended(tournament, self._days.get(tid), event.at)
            self._news.ended(tid)
            self._open_next(tid)
            for table_id in self._tables.owned_by(tid):
                self._audience.close_table(table_id)
            for player in tournament.entrants:
                self._changes.balance(player)
            self._pace.drop(Due.TICK, tid)
        elif isinstance(event, tev.DealPaused | tev.DealApplied | tev.FinalTableFormed):
            self._changes.deal(tid)

    # ------------------------------------------------------------------ retiring

    def retire(self, tournament_id: str) -> Tournament:
        """The ended tournament leaves the room (`Retirement` lets the other parts go of
        it): later commands naming it get a `RetiredTournamentError`."""
        tournament = self._tournaments.pop(tournament_id)
        self._template.pop(tournament_id, None)
        self._bot_declines.pop(tournament_id, None)
        self._days.pop(tournament_id, None)
        self._after_tick.pop(tournament_id, None)
        return tournament
