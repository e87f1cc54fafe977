"""Scripted hands at a tournament scenario's one table (``[[hands]]`` after a state).

The table's hands 1, 2, ... deal the cards the script names (`ScriptedDealer`) and play
its actions as written: every bot at the table is a `ScriptedBot` that plays the next
written action when it is its own, else its style (a "scripted" player has no style
and must have one); the hero's written actions are for the caller (`take`). A hand is
checked once the room has applied it, when the next hand is dealt or at `finish`: its
pots, winners and stacks from the hand, its bounties and payouts from the room's prize
events in between. What differs is kept in ``mismatches``; a script that cannot be
played raises `ScriptError`.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from client.bots.protocol import Bot
from client.engine import Action, SeatView
from client.engine.dealing import Dealer
from client.practice.script import (
    HandOutcome,
    Mismatch,
    ScriptedAction,
    ScriptedDealer,
    ScriptedHand,
    ScriptError,
    check_expectations,
)
from client.room.table import HandReport, Table
from client.room.tournament.events import PrizeAwarded, TournamentEvent
from client.room.tracked import TDeque, TDict, TList, Tracked


@dataclass(frozen=True)
class _Pending:
    """A scripted hand over, waiting for the room to pay for it."""

    number: int
    script: ScriptedHand
    outcome: HandOutcome


class TournamentScript(Tracked):
    """The script of one tournament table; `attach` it once the table is open."""

    def __init__(self, hands: Sequence[ScriptedHand],
                 names: Mapping[str, str] | None = None) -> None:
        self.hands = tuple(hands)
        #: The script's names by player id (a room's ids are not names; None: the same).
        self.names: Mapping[str, str] = TDict(names or {})
        self.table_id: str | None = None
        self.mismatches: list[Mismatch] = TList()
        self._queue: deque[ScriptedAction] = TDeque()
        self._pending: _Pending | None = None
        self._playing: int | None = None  # the scripted hand being played (1-based)

    def attach(self, table: Table) -> None:
        """Deal ``table``'s next hands from the script."""
        self.table_id = table.table_id
        table.dealer_for = self._dealer

    def take(self, player: str) -> ScriptedAction | None:
        """The next written action if it is ``player``'s (it is then played)."""
        if self.next_is(player):
            return self._queue.popleft()
        return None

    def next_is(self, player: str) -> bool:
        """Whether the next written action is ``player``'s."""
        return bool(self._queue) and self._queue[0].player == self.names.get(player, player)

    def decide(self, player: str, view: SeatView, bot: Bot | None) -> Action:
        """``player``'s written action, else their bot's; ScriptError when neither."""
        written = self.take(player)
        if written is not None:
            assert view.legal is not None  # a seat asked to decide has legal actions
            return written.to_action(view.legal)
        if bot is None:
            said = f"the script says {self._queue[0].where()}" if self._queue else \
                "the script has ended"
            raise ScriptError(f"hand {self._playing}: {player} (scripted) is to act but {said}")
        return bot.decide(view)

    def hand_over(self, report: HandReport) -> None:
        """A hand at the table is over: keep its outcome until the room has paid for it."""
        if report.table_id != self.table_id or self._playing is None:
            return
        if self._queue:
            raise ScriptError(f"hand {self._playing} ended before {self._queue[0].where()}")
        pots: dict[int, int] = {}
        winners = set()
        for event in report.events:
            if event.kind == "pot_awarded" and event.seat is not None:
                index, amount = event.data["pot"], event.data["amount"]
                assert isinstance(index, int) and isinstance(amount, int)
                pots[index] = pots.get(index, 0) + amount
                if amount:
                    winners.add(report.players[event.seat])
        outcome = HandOutcome(tuple(pots[k] for k in sorted(pots)), frozenset(winners),
                              dict(report.end_stacks))
        self._pending = _Pending(self._playing, self.hands[self._playing - 1], outcome)
        self._playing = None

    def tournament_event(self, event: TournamentEvent) -> None:
        """Prize events after a scripted hand count as its bounties and payouts."""
        pending = self._pending
        if pending is None or not isinstance(event, PrizeAwarded):
            return
        outcome = pending.outcome
        bounty = event.kind == "bounty"
        paid = dict(outcome.bounties if bounty else outcome.payouts)
        paid[event.player] = paid.get(event.player, Decimal(0)) + event.amount
        outcome = replace(outcome, bounties=paid) if bounty else replace(outcome, payouts=paid)
        self._pending = replace(pending, outcome=outcome)

    def finish(self) -> None:
        """Check the last hand over against its expectations."""
        pending, self._pending = self._pending, None
        if pending is not None and pending.script.expect is not None:
            self.mismatches += check_expectations(pending.number, pending.script.expect,
                                                  pending.outcome)

    def _dealer(self, hand_no: int, players: tuple[str, ...], seed: int | None
                ) -> Dealer | None:
        self.finish()
        if hand_no > len(self.hands):
            return None
        script = self.hands[hand_no - 1]
        queues: dict[int | None, list[str]] = {None: list(script.board)}
        for k, player in enumerate(players):
            name = self.names.get(player, player)
            queues[k] = [*script.hole.get(name, ()), *script.draws.get(name, ())]
        self._queue = TDeque(script.actions)
        self._playing = hand_no
        return ScriptedDealer(queues, random.Random(seed))


@dataclass(frozen=True)
class ScriptedBot:
    """A tournament player who plays the script's actions, else ``inner``'s (None: only
    the script's)."""

    player: str
    script: TournamentScript
    inner: Bot | None

    @property
    def style(self) -> str:
        """The inner bot's style, or "scripted"."""
        return "scripted" if self.inner is None else self.inner.style

    def decide(self, view: SeatView) -> Action:
        """The written action if it is this player's turn in the script."""
        return self.script.decide(self.player, view, self.inner)
