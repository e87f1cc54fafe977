"""Ring (cash) tables: seats bought in through the ledger, hands dealt and raked, leavers paid
out; a seat that frees goes to the waiting lists first (`WaitingLists.seat_free`), and a
seat held for an offer is sold to no one else. Practice "busy" tables stay full of bots
(one goes home after a hand while someone waits), so the waiting list can be tried offline;
with the living lobby (`LobbyLife`) bots come and go at the other practice tables too.
"""

from __future__ import annotations

from decimal import Decimal

from client.protocol import messages as m
from client.protocol import table_bodies as tb
from client.protocol import views
from client.room.clock import Clock
from client.room.errors import InsufficientFundsError, RingTableError
from client.room.ledger import Currency, Ledger, player_account
from client.room.ring import (
    RingTableMoney,
    RingTableSpec,
    to_chips,
    to_money,
)
from client.room.table import Blinds, HandReport, Table, TimingPolicy, hand_seed
from client.room.table import TableEvent as RoomTableEvent
from client.room.table_stats import hand_figures
from client.room.tracked import TDict, TList, Tracked, TSet
from client.room.waitlist import WaitingLists
from client.service.accounts import Accounts
from client.service.changes import Changes
from client.service.config import RoomConfig
from client.service.errors import ServiceError
from client.service.hand_records import HandRecords, cash_table
from client.service.lobby_life import LobbyLife
from client.service.outbox import Audience
from client.service.pace import Pace
from client.service.play import TablePlay
from client.service.records import RingSeats, hand_game, ring_blinds
from client.service.tables import TableDirectory


class Rings(Tracked):
    """Owns the ring tables (seats, money in play, who is leaving, what the running hand
    paid out). Handles ``Sit``; as the `CashGame` of each ring table it deals, settles each
    hand's rake and stacks through the ledger, and cashes out leavers."""

    def __init__(self, clock: Clock, config: RoomConfig, ledger: Ledger, accounts: Accounts,
                 tables: TableDirectory, audience: Audience, changes: Changes, pace: Pace,
                 records: HandRecords, play: TablePlay, waitlists: WaitingLists) -> None:
        self._clock = clock
        self._config = config
        self._ledger = ledger
        self._accounts = accounts
        self._tables = tables
        self._audience = audience
        self._changes = changes
        self._pace = pace
        self._records = records
        self._play = play
        self._waitlists = waitlists
        self._life = LobbyLife.of(config)
        #: Living lobby: bots who went home, the first to come back (the room's bots stay
        #: as many as its seats, not one more for every arrival of the evening).
        self._home: list[str] = TList()
        self._rings: dict[str, RingSeats] = TDict()
        self._busy: set[str] = TSet()

    def open(self, spec: RingTableSpec, busy: bool = False) -> None:
        """A ring table from its preset, empty (``busy``, practice: full of bots that play
        on at a watchable pace whoever watches)."""
        ring = RingSeats(spec, RingTableMoney(spec, self._ledger, self._changes.money))

        def listener(event: RoomTableEvent) -> None:
            ring.note(event)  # pot winnings and second round, for the rake
            self._play.on_table_event(event)

        ring.table = Table(spec.id, spec.seats, spec.game, self._clock,
                           timing=TimingPolicy(self._config.ring_action_seconds),
                           listener=listener,
                           on_hand_over=lambda report: self._hand_over(ring, report))
        self._rings[spec.id] = ring
        self._tables.add_cash(ring.table, self)
        if busy:
            self._busy.add(spec.id)
            self._pace.keep_paced(spec.id)
            self._fill_with_bots(ring)
            self._pace.after_table_change(None, ring.table)
        elif self._life is not None:
            life = self._life
            self._fill_with_bots(ring, life.open(spec.id, spec.seats))
            self._pace.keep_lively(spec.id, lambda table: life.pause(len(table.seats),
                                                                     table.hand_no))
            self._pace.after_table_change(None, ring.table)

    def get(self, table_id: str) -> RingSeats:
        """The ring table with this id; refused when there is none."""
        ring = self._rings.get(table_id)
        if ring is None:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"no ring table {table_id!r}: pick one from the lobby")
        return ring

    def rows(self) -> list[m.RingRow]:
        """Every ring table's lobby row."""
        return [self._row(r) for r in self._rings.values()]

    def row(self, table_id: str) -> m.RingRow:
        """One ring table's lobby row."""
        return self._row(self._rings[table_id])

    def __contains__(self, table_id: object) -> bool:
        return table_id in self._rings

    def seated(self) -> list[tuple[RingTableSpec, int, str, int]]:
        """Every occupied seat at every ring table: (its preset, seat, player id, stack),
        as each table's seat list shows them to anyone."""
        return [(ring.spec, seat, pid, ring.table.stacks[pid])
                for ring in self._rings.values()
                for seat, pid in sorted(ring.table.seats.items())]

    def in_play(self, player_id: str, currency: Currency) -> Decimal:
        """The player's money at ring tables of this currency (rule 8: not available)."""
        return sum((to_money(ring.money.stacks.get(player_id, 0))
                    for ring in self._rings.values() if ring.spec.currency == currency),
                   Decimal(0))

    def free_unheld(self, table_id: str) -> bool:
        """True when the table has a free seat no waiting-list offer holds."""
        ring = self._rings[table_id]
        return len(ring.table.empty_seats()) > self._waitlists.held(table_id)

    def set_connected(self, player_id: str, connected: bool) -> None:
        """The player's link at their ring tables; on return, their table view again."""
        for ring in self._rings.values():
            if player_id in ring.table.seats.values():
                ring.table.set_connected(player_id, connected)
                self._audience.tell_table(ring.table, views.seat_news(
                    ring.spec.id, views.seat_of(ring.table, player_id), player_id,
                    tb.Connection(
                        name=self._accounts.name_of(player_id),
                        connected=connected)))
                if connected:
                    self._changes.restore_view(player_id, ring.spec.id)

    def sit(self, player_id: str, command: m.Sit) -> None:
        """``Sit``: buy in at a free seat not held for the waiting list (practice: bots
        fill the others)."""
        self._sit(player_id, self.get(command.table_id), command.seat, command.buy_in, 0,
                  command.wait_for_big_blind)

    def sit_offered(self, player_id: str, table_id: str, buy_in: Decimal) -> None:
        """Seat a player in the seat their waiting-list offer holds (refused, nothing
        changed, for a bad buy-in or too little money available)."""
        self._sit(player_id, self.get(table_id), None, buy_in, 1, False)

    def _sit(self, player_id: str, ring: RingSeats, wanted: int | None, buy_in: Decimal,
             holding: int, wait_for_big_blind: bool) -> None:
        table = ring.table
        if player_id in table.seats.values():
            raise ServiceError(m.ErrorCode.REFUSED, f"you already sit at {ring.spec.name}")
        self.check_not_excluded(player_id, ring)
        free = table.empty_seats()
        if len(free) <= self._waitlists.held(table.table_id) - holding:
            raise ServiceError(m.ErrorCode.REFUSED,
                               f"the free seats at {ring.spec.name} are held for players "
                               "on its waiting list: join the list")
        seat = wanted if wanted is not None else (free[0] if free else None)
        if seat is None or seat not in free:
            raise ServiceError(m.ErrorCode.REFUSED,
                               f"seat {wanted} at {ring.spec.name} is not free; "
                               f"free seats: {free or 'none'}")
        ring.money.sit_down(player_id, buy_in)
        table.sit(player_id, seat, ring.money.stacks[player_id])
        self._announce(table, player_id, True)
        ring.sit_outs.join(table, player_id, wait_for_big_blind)
        self._audience.stop_observing(player_id, table.table_id)
        self._changes.snapshot(player_id, table.table_id)
        self._changes.balance(player_id)
        self._changes.ring(table.table_id)
        if self._config.practice:
            self._fill_with_bots(ring)
        self._pace.after_table_change(None, table)

    def check_not_excluded(self, player_id: str, ring: RingSeats) -> None:
        """`SelfExcludedError` for a self-excluded player (no seat, no waiting list)."""
        self._accounts.exclusions.check(player_id, f"a seat at {ring.spec.name}")

    def sit_out(self, player_id: str, command: m.SitOut) -> None:
        """``SitOut`` at a ring table: not dealt in from the next hand (or the next big
        blind), nothing posted; at any other table `TablePlay.sit_out`."""
        ring = self._rings.get(command.table_id)
        if ring is None:
            self._play.sit_out(player_id, command)
            return
        self._seated(player_id, ring)
        ring.sit_outs.sit_out(player_id, command.at_big_blind)
        self._after_seat_change(ring)

    def sit_back(self, player_id: str, command: m.SitBack) -> None:
        """``SitBack`` at a ring table: dealt in again, a missed big blind posted next hand
        or waited for; at any other table `TablePlay.sit_back`."""
        ring = self._rings.get(command.table_id)
        if ring is None:
            self._play.sit_back(player_id, command)
            return
        self._seated(player_id, ring)
        ring.sit_outs.come_back(player_id, command.wait_for_big_blind)
        self._after_seat_change(ring)

    def auto_post(self, player_id: str, command: m.AutoPostBlinds) -> None:
        """``AutoPostBlinds``: the seat's switch; off, the room sits the player out before
        a hand where a blind would reach them, instead of posting it."""
        ring = self.get(command.table_id)
        self._seated(player_id, ring)
        ring.sit_outs.auto_post(player_id, command.on)

    def top_up(self, player_id: str, command: m.TopUp) -> None:
        """``TopUp``: the stack up to ``up_to`` between hands (never above the table
        maximum; refused, nothing changed, above it or beyond the balance); ``auto`` keeps
        doing so after every hand (auto-rebuy), ``up_to`` 0 with ``auto`` stops it."""
        ring = self.get(command.table_id)
        self._seated(player_id, ring)
        spec = ring.spec
        if command.auto and not command.up_to:
            ring.auto_rebuy.pop(player_id, None)
            ring.top_ups.pop(player_id, None)
            return
        self._accounts.exclusions.check(player_id, "a top-up")
        if not spec.min_buy_in <= command.up_to <= spec.max_buy_in:
            raise ServiceError(m.ErrorCode.REFUSED,
                               f"top up at {spec.name} to {spec.min_buy_in} to "
                               f"{spec.max_buy_in} {spec.currency}, not {command.up_to}")
        stack = ring.table.stacks[player_id]
        wanted = to_chips(command.up_to)
        balance = self._ledger.balance(player_account(player_id), spec.currency)
        if wanted > stack and to_money(wanted - stack) > balance:
            raise ServiceError(m.ErrorCode.REFUSED,
                               f"topping up to {command.up_to} needs "
                               f"{to_money(wanted - stack)} {spec.currency}; you have {balance}")
        if command.auto:
            ring.auto_rebuy[player_id] = wanted
        ring.top_ups[player_id] = wanted
        if not (ring.table.in_hand and player_id in views.dealt_in(ring.table)):
            self._top_up(ring, player_id)
        self._after_seat_change(ring)

    # ------------------------------------------------------------------ CashGame

    def blinds(self, table_id: str) -> Blinds:
        """The next hand's stakes in chips for the game it deals."""
        ring = self._rings[table_id]
        return ring_blinds(ring.spec, hand_game(ring.table))

    def deal_next(self, table_id: str) -> None:
        """Let leavers go, then deal when two players with chips are seated."""
        ring = self._rings[table_id]
        table = ring.table
        for player in sorted(ring.top_ups):
            self._top_up(ring, player)
        self._let_go(ring)
        self._come_and_go(ring)
        held = set(table.held)
        ring.sit_outs.prepare(table)
        if table.held != held:  # seats now say who sits out
            for pid in self._audience.of_table(table):
                self._changes.snapshot(pid, table.table_id)
        if table.can_deal():
            seed = None if self._config.seed is None else \
                hand_seed(self._config.seed, table.table_id, table.hand_no + 1)
            before = table.positions
            table.start_hand(ring_blinds(ring.spec, hand_game(table)), seed)
            ring.sit_outs.dealt(table, before)
            self._pace.after_table_change(None, table)
        elif self._lively(ring):  # too few to deal: the crowd is looked at again later
            self._pace.after_table_change(None, table)

    def leave(self, player_id: str, table_id: str) -> None:
        """The player leaves: a hand they are in is folded at once (nobody waits on their
        clock) and they go, chips back to the balance, when it is over."""
        ring = self._rings[table_id]
        ring.leaving.add(player_id)
        self._audience.left_table(player_id, table_id)
        ring.table.fold_out(player_id)
        self._let_go(ring)
        self._pace.after_table_change(None, ring.table)

    # ------------------------------------------------------------------ inside

    @staticmethod
    def _seated(player_id: str, ring: RingSeats) -> None:
        if player_id not in ring.table.seats.values():
            raise ServiceError(m.ErrorCode.NOT_SEATED, f"you are not at {ring.spec.name}")

    def _after_seat_change(self, ring: RingSeats) -> None:
        for pid in self._audience.of_table(ring.table):
            self._changes.snapshot(pid, ring.spec.id)
        self._pace.after_table_change(None, ring.table)

    def _top_up(self, ring: RingSeats, player: str) -> None:
        """Between hands: the player's stack up to what they asked for (a bust too, with
        auto-rebuy); skipped when the balance no longer covers it."""
        wanted = ring.top_ups.pop(player, 0)
        stack = ring.table.stacks.get(player)
        if stack is None or wanted <= stack:
            return
        try:
            ring.money.top_up(player, to_money(wanted - stack))
        except (InsufficientFundsError, RingTableError):
            return
        ring.table.add_chips(player, wanted - stack)
        self._changes.balance(player)

    def _announce(self, table: Table, player: str, joined: bool) -> None:
        """The dealer says who sits down or goes (the player still seated)."""
        name = self._accounts.name_of(player)
        body = tb.PlayerJoined(name=name, stack=table.stacks.get(player, 0)) if joined \
            else tb.PlayerLeft(name=name)
        self._audience.tell_table(table, views.seat_news(
            table.table_id, views.seat_of(table, player), player, body))

    def _row(self, ring: RingSeats) -> m.RingRow:
        table_id = ring.spec.id
        waiting = self._waitlists.lobby_lengths().get(table_id, 0)
        if self._life is not None:
            waiting += self._life.waiting(table_id)
        return views.ring_row(ring.spec, len(ring.table.seats), waiting, ring.stats)

    def _lively(self, ring: RingSeats) -> bool:
        """A table of the living lobby where no human sits (the crowd decides who plays)."""
        return self._life is not None and ring.spec.id in self._life and \
            all(self._accounts.is_bot(p) for p in ring.table.seats.values())

    def _come_and_go(self, ring: RingSeats) -> None:
        """Between hands at a living lobby's table: a bot goes home, others sit down."""
        if not self._lively(ring) or ring.table.in_hand:
            return
        assert self._life is not None
        table_id = ring.spec.id
        bots = sorted(ring.table.seats.values())
        free = len(self._free_for_bots(ring))
        moves = self._life.between_hands(table_id, bots, free)
        ring.leaving.update(moves.leaving)
        self._let_go(ring)
        self._fill_with_bots(ring, moves.arriving)
        if moves.leaving or moves.arriving:
            self._changes.ring(table_id)
            for pid in self._audience.of_table(ring.table):
                self._changes.snapshot(pid, table_id)

    def _free_for_bots(self, ring: RingSeats) -> list[int]:
        """The empty seats neither held for an offer nor wanted by a player on the list (a
        player holding an offer counts once: counted twice, a bust beside the regular
        going home left a seat empty that nobody was waiting for)."""
        table_id = ring.spec.id
        keep = self._waitlists.held(table_id) + self._waitlists.unoffered(table_id)
        empty = ring.table.empty_seats()
        return empty[:max(0, len(empty) - keep)]

    def _fill_with_bots(self, ring: RingSeats, most: int | None = None) -> None:
        """Practice: bots take the seats `_free_for_bots` (``most`` of them when given),
        each bought in for the maximum."""
        free = self._free_for_bots(ring)
        for seat in free if most is None else free[:most]:
            bot_id = self._home.pop(0) if self._home else self._accounts.new_bot()
            spec = ring.spec
            self._accounts.deposit(bot_id, spec.max_buy_in, spec.currency, "practice bot stake")
            ring.money.sit_down(bot_id, spec.max_buy_in)
            ring.table.sit(bot_id, seat, ring.money.stacks[bot_id])
            self._announce(ring.table, bot_id, True)

    def _hand_over(self, ring: RingSeats, report: HandReport) -> None:
        """Rake and new stacks through the ledger; then let leavers and the busted go."""
        received = {p: c for p, c in ring.received.items() if p in report.end_stacks}
        settlement = ring.money.settle_hand(report.end_stacks, received, ring.second_round,
                                            game=report.config.game)
        ring.table.stacks.update(settlement.stacks)
        if settlement.rake:  # the felt shows the stacks and winnings after it
            self._audience.tell_table(ring.table, views.raked(
                ring.spec.id, report.hand_no, report.players, settlement.rake,
                settlement.stacks, settlement.collected))
        for player in report.players:  # their money in play moved: the balance line follows
            if not self._accounts.is_bot(player):
                self._changes.balance(player)
        self._records.keep(None, ring.table, report, cash_table(ring.spec, ring.table))
        ring.stats.add(hand_figures(report, self._clock.now()))
        if ring.spec.id in self._busy and \
                self._waitlists.lobby_lengths().get(ring.spec.id, 0) > \
                self._waitlists.held(ring.spec.id):
            bots = sorted(p for p in ring.table.seats.values() if self._accounts.is_bot(p))
            ring.leaving.update(bots[:1])  # a regular goes home: the list gets a seat
        ring.received = TDict()
        ring.second_round = False
        for player, wanted in ring.auto_rebuy.items():
            if ring.table.stacks.get(player, wanted) < wanted and \
                    not self._accounts.exclusions.is_excluded(player):  # no new money
                ring.top_ups[player] = wanted
        self._changes.ring(ring.spec.id)
        self._pace.after_table_change(None, ring.table)

    def _let_go(self, ring: RingSeats) -> None:
        """Cash out players who asked to leave or have no chips, when not in a hand."""
        table = ring.table
        busted = {p for p in table.seats.values() if table.stacks[p] == 0}
        for player in sorted(ring.leaving | busted):
            if table.in_hand and player in views.dealt_in(table):
                continue
            self._announce(table, player, False)
            table.leave(player)
            ring.money.leave(player)
            ring.sit_outs.forget(player)
            ring.top_ups.pop(player, None)
            ring.auto_rebuy.pop(player, None)
            left = player in ring.leaving
            ring.leaving.discard(player)
            if self._life is not None and self._accounts.is_bot(player):
                self._home.append(player)
            self._audience.seat_released(player, table.table_id)
            self._waitlists.seat_free(table.table_id)
            self._play.left_table(player)
            self._changes.balance(player)
            self._changes.ring(ring.spec.id)
            for pid in self._audience.of_table(table) | {player}:
                self._changes.snapshot(pid, table.table_id)
            if not left and not self._accounts.is_bot(player):
                self._audience.observe(player, table.table_id)  # busted: watches, may buy in
        if not self._config.practice or self._lively(ring):
            return
        if ring.spec.id in self._busy or \
                any(not self._accounts.is_bot(p) for p in table.seats.values()):
            self._fill_with_bots(ring)
        elif not table.in_hand and not self._audience.observers(table.table_id):
            # the last human left (a busted one who watches may buy in again): bots go too
            for bot in list(table.seats.values()):
                table.leave(bot)
                ring.money.leave(bot)
            self._changes.ring(ring.spec.id)
