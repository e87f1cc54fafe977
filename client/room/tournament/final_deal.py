"""Deals at the final table: the "Discuss A Deal" ticks, the pause, paying an agreed deal.

Only real-money events with deals allowed, only at the final table. When every remaining
player ticked the box, the table pauses at the end of the hand; an agreed deal (amounts
from the money layer's deal calculator) is then paid through the `Purse`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal

from client.room.errors import DealNotAllowedError, InvalidDealError
from client.room.ledger import REAL_MONEY
from client.room.tournament import events as ev
from client.room.tournament.field import Field
from client.room.tournament.purse import Purse
from client.room.tracked import Tracked, TSet


class FinalDeal(Tracked):
    """Who ticked "Discuss A Deal" (`votes`) and whether the final table is `paused`."""

    def __init__(self, field: Field, purse: Purse) -> None:
        self._field = field
        self._purse = purse
        self.votes: set[str] = TSet()
        self.paused = False

    def discuss(self, player: str, on: bool) -> None:
        """Tick or untick the box; unticking resumes play."""
        field = self._field
        entrant = field.entrant(player)
        structure = field.structure
        if not structure.deals_allowed or structure.currency not in REAL_MONEY:
            raise DealNotAllowedError("deals are not available in this tournament "
                                      "(deals are enforced in real-money events only)")
        if not entrant.alive or len(field.tables) != 1:
            raise DealNotAllowedError("only players at the final table may discuss a deal")
        if on:
            self.votes.add(player)
        else:
            self.votes.discard(player)
            self.paused = False
        self.check_pause()

    def check_pause(self) -> None:
        """Pause the final table between hands once every remaining player ticked and the
        prizes are final (rule 7: not while late registration is open; paused before, the
        table stood still with no deal to compute)."""
        if not self.votes or not self._purse.final:
            return
        field = self._field
        alive = {e.player for e in field.alive()}
        wanted = bool(alive) and alive <= self.votes
        if wanted and not self.paused and not field.any_hand_running():
            self.paused = True
            table = next(iter(field.tables.values()))
            field.emit(ev.DealPaused(field.tournament_id, field.clock.now(), table.table_id))

    def apply(self, amounts: Mapping[str, Decimal], left_for: Sequence[Decimal] = ()
              ) -> Decimal:
        """Pay an agreed deal; returns what stays in play (for first, or by place as
        `left_for` says)."""
        if not self.paused or not self._purse.final:
            raise InvalidDealError("a deal can be applied only while the final table is "
                                   "paused for it (every player ticked 'Discuss A Deal')")
        field = self._field
        left = self._purse.pay_deal(amounts, field.alive(), left_for)
        field.emit(ev.DealApplied(field.tournament_id, field.clock.now(),
                                  tuple(sorted(amounts.items())), left))
        self.votes.clear()
        self.paused = False
        return left
