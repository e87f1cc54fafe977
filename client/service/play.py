"""Tables and play: actions, chat, observing, leaving, sitting out, turn requests, bots,
table snapshots and the table event stream every table reports to.
"""

from __future__ import annotations

from datetime import timedelta

import msgspec

from client.engine import Action, SeatView
from client.engine import ActionKind as EngineAction
from client.practice.feedback import chart_review
from client.practice.tournament_script import TournamentScript
from client.protocol import messages as m
from client.protocol import table_bodies as tb
from client.protocol import views
from client.protocol.convert import legal_actions, table_body
from client.room.clock import Clock
from client.room.steps import keep_island
from client.room.table import Blinds, Table, TableError
from client.room.table import TableEvent as RoomTableEvent
from client.room.tournament.director import Tournament
from client.room.tournament.errors import ActionRefusedError
from client.room.tracked import TDict, Tracked, TSet
from client.service.accounts import Accounts
from client.service.changes import Changes
from client.service.errors import ServiceError
from client.service.hand_records import HandRecords
from client.service.outbox import Audience, Outbox
from client.service.pace import Due, Pace
from client.service.tables import TableDirectory
from client.service.takeover import Takeovers

_ACTION = {k: EngineAction(k.value) for k in m.ActionKind}


def passive_action(table: Table, player: str) -> Action:
    """Check if free, else fold (a sitting-out player, or a bot whose answer was refused);
    where neither is allowed, post the stud bring-in or stand pat in a draw."""
    legal = table.legal_for(player)
    kinds = legal.kinds if legal is not None else frozenset()
    for kind in (EngineAction.CHECK, EngineAction.FOLD, EngineAction.BRING_IN,
                 EngineAction.DRAW):
        if kind in kinds:
            return Action(kind)
    return Action(EngineAction.FOLD)


def apply_action(tournament: Tournament | None, table: Table, player: str,
                 action: Action) -> None:
    """An action through the director (tournament) or straight to a cash table."""
    if tournament is not None:
        tournament.act(player, action)
    else:
        table.act(player, action)


class TablePlay(Tracked):
    """Owns play at every table: who sits out and the turn requests sent (one per turn: a
    turn is the hand, the player and how many events the hand has logged). Handles
    ``Act``, ``Chat``, ``ObserveTable``, ``Leave``, ``SitOut`` and ``SitBack``; runs bots
    and time-outs; turns every table's events into per-player ``TableEvent``s
    (`on_table_event`)."""

    def __init__(self, clock: Clock, accounts: Accounts, tables: TableDirectory,
                 audience: Audience, outbox: Outbox, changes: Changes, pace: Pace,
                 records: HandRecords) -> None:
        self._clock = clock
        self._accounts = accounts
        self._tables = tables
        self._audience = audience
        self._outbox = outbox
        self._changes = changes
        self._pace = pace
        self._records = records
        self._sitting_out: set[str] = TSet()
        self._requested: dict[str, tuple[int, str, int]] = TDict()
        self._banking: dict[str, tuple[int, str, int]] = TDict()  # turns to say a bank of
        self.trainer = False  # offline practice, asked for: the chart's answer after a decision
        self.takeovers = Takeovers()  # testers playing bots' seats (offline practice)
        #: A tester's scenario tournament table by id: its written actions come first.
        self.scripts: dict[str, TournamentScript] = TDict()

    def act(self, player_id: str, command: m.Act) -> None:
        """``Act``: the player's action in the current hand (a tester playing a bot's seat
        here acts for that seat)."""
        tournament, table = self._tables.get(command.table_id)
        player_id = self.takeovers.playing_as(player_id, table.table_id) or player_id
        if player_id not in table.seats.values():
            raise ServiceError(m.ErrorCode.NOT_SEATED,
                               f"you are not seated at table {table.table_id}")
        if table.to_act != player_id:
            raise ServiceError(m.ErrorCode.NOT_YOUR_TURN,
                               f"it is not your turn at table {table.table_id}; wait for "
                               "your action request")
        hand_id = views.hand_id(table)
        if command.hand_id is not None and command.hand_id != hand_id:
            raise ServiceError(m.ErrorCode.ILLEGAL_ACTION,
                               f"hand {command.hand_id} is over; the current hand is {hand_id}")
        action = Action(_ACTION[command.action], command.amount, tuple(command.discards))
        review = self._review(table, player_id, action)
        try:
            apply_action(tournament, table, player_id, action)
        except (TableError, ActionRefusedError) as exc:
            raise ServiceError(m.ErrorCode.ILLEGAL_ACTION, str(exc)) from exc
        if review is not None:  # to the player alone: it names their hole cards
            self._outbox.send(self._recipient(player_id, table.table_id), m.ChatLine(
                table_id=table.table_id, sender="Trainer", text=review, time=self._clock.now(),
                system=True))
        self._pace.after_table_change(tournament, table)

    def _review(self, table: Table, player_id: str, action: Action) -> str | None:
        """The trainer's push/fold review of this decision (only when the trainer is on)."""
        if not self.trainer:
            return None
        view = table.view_for(player_id)
        return chart_review(view, action) if isinstance(view, SeatView) else None

    def chat(self, player_id: str, command: m.Chat) -> None:
        """``Chat``: a line to the table's players and observers."""
        _tournament, table = self._tables.get(command.table_id)
        if player_id not in table.seats.values() and \
                player_id not in self._audience.observers(table.table_id):
            raise ServiceError(m.ErrorCode.NOT_SEATED,
                               "sit at or observe the table to chat there")
        self._audience.tell_table(table, m.ChatLine(
            table_id=table.table_id, sender=player_id, text=command.text,
            time=self._clock.now()))

    def observe(self, player_id: str, command: m.ObserveTable) -> None:
        """``ObserveTable``: watch a table (its snapshot follows)."""
        _tournament, table = self._tables.get(command.table_id)
        if player_id not in table.seats.values():
            self._audience.observe(player_id, table.table_id)
            self._pace.now_watched(table)
        self._changes.snapshot(player_id, table.table_id)

    def leave(self, player_id: str, command: m.Leave) -> None:
        """``Leave``: stop observing, or leave a cash table (tournament seats stay)."""
        if self._audience.stop_observing(player_id, command.table_id):
            found = self._tables.lookup(command.table_id)
            if found is not None and found[0] is None:  # a cash table may close now
                self._pace.after_table_change(None, found[1])
            return
        _tournament, table = self._tables.get(command.table_id)
        seated = player_id in table.seats.values()
        game = self._tables.cash_game(table.table_id)
        if game is not None and seated:
            game.leave(player_id, table.table_id)
            return
        if seated:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "a tournament seat cannot be left; sit out instead (your "
                               "hands are folded and blinds posted)")
        raise ServiceError(m.ErrorCode.NOT_SEATED, f"you are not at table {table.table_id}")

    def sit_out(self, player_id: str, command: m.SitOut) -> None:
        """``SitOut``: the player's hands are checked or folded for them."""
        tournament, table = self._tables.get(command.table_id)
        if player_id not in table.seats.values():
            raise ServiceError(m.ErrorCode.NOT_SEATED, f"you are not at table {table.table_id}")
        self._sitting_out.add(player_id)
        self._changes.table(table.table_id)
        self._pace.after_table_change(tournament, table)

    def sit_back(self, player_id: str, command: m.SitBack) -> None:
        """``SitBack``: the player acts again (their turn request is sent again)."""
        tournament, table = self._tables.get(command.table_id)
        if player_id not in table.seats.values():
            raise ServiceError(m.ErrorCode.NOT_SEATED, f"you are not at table {table.table_id}")
        self._sitting_out.discard(player_id)
        self._requested.pop(table.table_id, None)
        self._changes.table(table.table_id)
        self._pace.after_table_change(tournament, table)

    def left_table(self, player_id: str) -> None:
        """The player left their cash table: they no longer sit out."""
        self._sitting_out.discard(player_id)

    def bot_act(self, table_id: str) -> None:
        """The bot (or sitting-out player) to act at the table acts now."""
        found = self._tables.lookup(table_id)
        if found is None:
            return
        tournament, table = found
        if table.to_act is None:
            return
        player = table.to_act
        bot = self._accounts.bots.get(player)
        if bot is not None and not table.is_connected(player):
            return  # cut off by a tester since it was scheduled
        if self.takeovers.controller(player, table_id) is not None:
            return  # a tester took the seat over since it was scheduled
        script = self.scripts.get(table_id)
        written = script.take(player) if script is not None else None
        view = table.view_for(player)
        if written is not None and isinstance(view, SeatView) and view.legal is not None:
            action = written.to_action(view.legal)
        elif bot is not None:
            assert isinstance(view, SeatView)
            keep_island(bot)
            action = bot.decide(view)
        elif player in self._sitting_out:
            action = passive_action(table, player)
        else:
            return
        try:
            apply_action(tournament, table, player, action)
        except (TableError, ActionRefusedError):
            apply_action(tournament, table, player, passive_action(table, player))
        self._pace.after_table_change(tournament, table)

    def timeout(self, table: Table) -> None:
        """The player to act at a cash table ran out of time."""
        if table.check_timeout():
            self._pace.after_table_change(None, table)

    def turn(self, table_id: str) -> None:
        """Tell the player to act (once per turn), or schedule the bot / sitting-out fold."""
        found = self._tables.lookup(table_id)
        player = found[1].to_act if found is not None else None
        if found is None or player is None:
            self._pace.drop(Due.BOT, table_id)
            return
        table = found[1]
        sitting_out = player in self._sitting_out
        bot = self._accounts.is_bot(player)
        if bot and not table.is_connected(player):
            return  # a tester cut this bot off: its clock runs (DET included)
        controller = self.takeovers.controller(player, table_id)
        script = self.scripts.get(table_id)
        written = script is not None and script.next_is(player)  # played as a bot's move
        if (bot and controller is None) or sitting_out or written:
            if not self._pace.is_due(Due.BOT, table_id):
                delay = self._pace.bot_delay(table, sitting_out)
                self._pace.at(Due.BOT, table_id, self._clock.now() + timedelta(seconds=delay))
            return
        identity = (table.hand_no, player, self._records.logged(table_id))
        if self._requested.get(table_id) == identity:
            return
        self._requested[table_id] = identity
        legal = table.legal_for(player)
        if legal is None:
            return
        seat = views.seat_of(table, player) or 0
        self._outbox.send(controller or player, m.ActionRequest(  # (see `_recipient`)
            table_id=table_id, seat=seat, legal=legal_actions(legal),
            hand_id=views.hand_id(table), timer=views.timer_row(table)))
        banking = table.bank_starts
        if banking is not None:
            self._banking[table_id] = identity
            self._pace.at(Due.BANK, table_id, banking)

    def time_bank(self, table_id: str) -> None:
        """The player asked to act has used their normal time: the table is told they are
        on their time bank (the dealer says so), once a turn."""
        found = self._tables.lookup(table_id)
        if found is None:
            return
        table = found[1]
        player = table.to_act
        identity = (table.hand_no, player, self._records.logged(table_id))
        if player is None or self._banking.pop(table_id, None) != identity:
            return
        self._audience.tell_table(table, views.seat_news(
            table_id, views.seat_of(table, player), player,
            tb.TimeBank(name=self._accounts.name_of(player),
                        seconds=round(table.time_bank(player)))))

    def forget(self, table_id: str) -> None:
        """A retired tournament's table: what play kept for it goes."""
        self._requested.pop(table_id, None)
        self._banking.pop(table_id, None)
        self.scripts.pop(table_id, None)

    def ask_again(self, table_id: str) -> None:
        """Send the pending turn request at the table again (after a reconnection)."""
        self._requested.pop(table_id, None)

    def send_view(self, player_id: str, table_id: str) -> None:
        """The whole table view to a player still seated at or watching the table; their
        turn request follows."""
        found = self._tables.lookup(table_id)
        if found is None:
            return
        tournament, table = found
        if player_id in self._audience.of_table(table):
            self._outbox.send(player_id, self.snapshot(tournament, table, player_id))
            self._requested.pop(table_id, None)
            self._changes.table(table_id)

    def snapshot(self, tournament: Tournament | None, table: Table,
                 viewer: str) -> m.TableSnapshot:
        """What ``viewer`` sees of the table now (a tester playing a bot's seat here sees
        it as that seat)."""
        bot = self.takeovers.playing_as(viewer, table.table_id)
        snapshot = views.table_snapshot(
            table, bot or viewer, names=self._accounts.names, sitting_out=self._shown_out(table),
            blinds=self._blinds(tournament, table),
            tournament_id=tournament.tournament_id if tournament else None,
            paused=bool(tournament and tournament.deal_paused))
        if bot is not None:
            snapshot = msgspec.structs.replace(snapshot, playing_as=bot)
        if tournament is None:
            return snapshot
        return views.with_tournament(snapshot, tournament, viewer)

    def is_sitting_out(self, player_id: str, table_id: str) -> bool:
        """True while the player sits out at the table (their seat shows it to everyone)."""
        found = self._tables.lookup(table_id)
        return found is not None and player_id in self._shown_out(found[1])

    def preview(self, tournament: Tournament | None, table: Table) -> m.TablePreview:
        """The table for the lobby's preview (no hole cards; see `views.table_preview`)."""
        return views.table_preview(
            table, names=self._accounts.names, sitting_out=self._shown_out(table),
            blinds=self._blinds(tournament, table),
            tournament_id=tournament.tournament_id if tournament else None)

    def _recipient(self, player: str, table_id: str) -> str:
        """Who gets the seat's private events and turns: the tester playing it, or its
        own player (a bot's go nowhere)."""
        return self.takeovers.controller(player, table_id) or player

    def _shown_out(self, table: Table) -> set[str]:
        """Who sits out at the table: those whose hands are played for them, and at a cash
        table those not dealt in (sitting out or waiting for the big blind)."""
        if self._tables.cash_game(table.table_id) is None:
            return self._sitting_out
        return self._sitting_out | table.held

    def _blinds(self, tournament: Tournament | None, table: Table) -> Blinds:
        if tournament is not None:
            info = tournament.info()
            return Blinds(info.small_blind, info.big_blind, info.ante)
        game = self._tables.cash_game(table.table_id)
        assert game is not None
        return game.blinds(table.table_id)

    def on_table_event(self, event: RoomTableEvent) -> None:
        """Every table's listener: the event to its audience (or only to ``event.to``),
        into the hand log; a hand's end is a save point of its tournament."""
        found = self._tables.lookup(event.table_id)
        if found is None:
            return
        tournament, table = found
        owner = tournament.tournament_id if tournament is not None else None
        hand_id = f"{event.table_id}-{event.hand_no}"
        seat = views.seat_of(table, event.player)
        message = m.TableEvent(table_id=event.table_id, hand_id=hand_id, seat=seat,
                               player_id=event.player, body=table_body(event.kind, event.data))
        if event.to is None:
            self._audience.tell_table(table, message)
        elif self.takeovers.playing_as(event.to, table.table_id) is None:
            # (none to a tester's own seat while they play another one here)
            to = self._recipient(event.to, table.table_id)
            if to in self._audience.of_table(table):
                self._outbox.send(to, message)
        self._changes.table(event.table_id)
        self._records.log(event)
        if event.kind == "hand_ended":
            if owner is not None:
                self._changes.save(owner)
            self._records.hand_over(owner, table, hand_id)
