"""Ring (cash) tables: seats bought in through the ledger, hands dealt and raked, leavers paid
out.
"""

from __future__ import annotations

import logging

from client.protocol import messages as m
from client.protocol import views
from client.room.ring import RingTableMoney, RingTableSpec
from client.room.table import HandReport, Table, TimingPolicy, hand_seed
from client.service.errors import ServiceError
from client.service.records import RingSeats, hand_game, ring_blinds
from client.service.tournaments import Tournaments

_log = logging.getLogger(__name__)





class Rings(Tournaments):
    """Ring tables: sitting down, dealing, settling each hand's rake, leaving."""

    def _sit(self, player_id: str, command: m.Sit) -> None:
        ring = self._rings.get(command.table_id)
        if ring is None:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"no ring table {command.table_id!r}: pick one from the lobby")
        table = ring.table
        if player_id in table.seats.values():
            raise ServiceError(m.ErrorCode.REFUSED, f"you already sit at {ring.spec.name}")
        free = table.empty_seats()
        seat = command.seat if command.seat is not None else (free[0] if free else None)
        if seat is None or seat not in free:
            raise ServiceError(m.ErrorCode.REFUSED,
                               f"seat {command.seat} at {ring.spec.name} is not free; "
                               f"free seats: {free or 'none'}")
        ring.money.sit_down(player_id, command.buy_in)
        table.sit(player_id, seat, ring.money.stacks[player_id])
        self._observers.get(table.table_id, set()).discard(player_id)
        self._pending_snapshots.add((player_id, table.table_id))
        self._dirty_balances.add(player_id)
        self._dirty_rings.add(table.table_id)
        if self.config.practice:
            self._fill_ring_with_bots(ring)
        self._after_table_change(None, table)

    def _fill_ring_with_bots(self, ring: RingSeats) -> None:
        """Practice: bots take the empty seats, each bought in for the maximum."""
        for seat in ring.table.empty_seats():
            bot_id = self._new_bot()
            spec = ring.spec
            self.cashier.deposit(bot_id, spec.max_buy_in, spec.currency, "practice bot stake")
            ring.money.sit_down(bot_id, spec.max_buy_in)
            ring.table.sit(bot_id, seat, ring.money.stacks[bot_id])

    def _open_ring(self, spec: RingTableSpec) -> None:
        ring = RingSeats(spec, RingTableMoney(spec, self.ledger))
        ring.table = Table(spec.id, spec.seats, spec.game, self.clock,
                           timing=TimingPolicy(self.config.ring_action_seconds),
                           listener=self._on_table_event,
                           on_hand_over=lambda report: self._ring_hand_over(ring, report))
        self._rings[spec.id] = ring

    def _ring_deal(self, ring: RingSeats) -> None:
        """Deal the next ring hand when two players with chips are seated."""
        table = ring.table
        self._ring_leave(ring)
        if table.can_deal():
            seed = None if self.config.seed is None else \
                hand_seed(self.config.seed, table.table_id, table.hand_no + 1)
            table.start_hand(ring_blinds(ring.spec, hand_game(table)), seed)
            self._after_table_change(None, table)

    def _ring_hand_over(self, ring: RingSeats, report: HandReport) -> None:
        """Rake and new stacks through the ledger; then let leavers and the busted go."""
        received = {p: c for p, c in ring.received.items() if p in report.end_stacks}
        settlement = ring.money.settle_hand(report.end_stacks, received, ring.second_round,
                                            game=report.config.game)
        ring.table.stacks.update(settlement.stacks)
        self._keep_hand(None, ring.table, report)
        ring.received = {}
        ring.second_round = False
        self._dirty_rings.add(ring.spec.id)
        self._after_table_change(None, ring.table)

    def _ring_leave(self, ring: RingSeats) -> None:
        """Cash out players who asked to leave or have no chips, when not in a hand."""
        table = ring.table
        busted = {p for p in table.seats.values() if table.stacks[p] == 0}
        for player in sorted(ring.leaving | busted):
            if table.in_hand and player in views.dealt_in(table):
                continue
            table.leave(player)
            ring.money.leave(player)
            ring.leaving.discard(player)
            self._sitting_out.discard(player)
            self._dirty_balances.add(player)
            self._dirty_rings.add(ring.spec.id)
            for pid in self._audience(table) | {player}:
                self._pending_snapshots.add((pid, table.table_id))
            if player not in self._bots:
                self._observers.setdefault(table.table_id, set()).add(player)
        if not self.config.practice:
            return
        if any(p not in self._bots for p in table.seats.values()):
            self._fill_ring_with_bots(ring)
        elif not table.in_hand:  # the last human left: the practice bots go too
            for bot in list(table.seats.values()):
                table.leave(bot)
                ring.money.leave(bot)
            self._dirty_rings.add(ring.spec.id)

