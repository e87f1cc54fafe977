"""Driving a tournament the same way twice: a fixed field of house bots and two humans
whose moves follow the step number, and a copy of the room's money at a save point."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from client.bots import make_bot
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.ledger import Ledger
from client.room.tournament.director import Tournament
from client.room.tournament.structure import Structure

from ..tournament.helpers import START, fold_or_check, shove_or_call

HUMANS = ("h1", "h2")
STYLES = ("random", "loose-passive", "tight-aggressive")  # quick ones; "strong" is slow


class Run:
    """One tournament with everything it emitted (events, finished hands)."""

    def __init__(self, tournament: Tournament, clock: SimulatedClock, cashier: Cashier,
                 events: list[Any], hands: list[Any]) -> None:
        self.tournament = tournament
        self.clock = clock
        self.cashier = cashier
        self.events = events
        self.hands = hands

    def step(self, i: int) -> None:
        """Tick, let every human to act move (all in on every seventh step, else check or
        fold), then let 20 seconds pass."""
        t = self.tournament
        t.tick()
        for table in list(t.tables.values()):
            player = table.to_act
            if player in HUMANS and t.tables.get(table.table_id) is table:
                (shove_or_call if i % 7 == 6 else fold_or_check)(t, player)
        self.clock.advance(20)

    def until_a_human_must_act(self) -> None:
        """Tick until some human has the action (the save point is then mid-hand)."""
        t = self.tournament
        t.tick()
        for _ in range(1000):
            if any(table.to_act in HUMANS for table in t.tables.values()):
                return
            self.clock.advance(20)
            t.tick()
        raise AssertionError("no human got the action (both busted?)")

    def hand_records(self, since: int = 0) -> list[tuple[object, object]]:
        """(config, actions) of every finished hand since index `since`."""
        return [(h.config, h.actions) for h in self.hands[since:]]


def new_run(s: Structure, *, bots: int = 14, seed: int = 5, rebuy_funds: int = 1) -> Run:
    """A tournament of `bots` seeded house bots (of `STYLES` in turn) and the two humans."""
    clock = SimulatedClock(START)
    cashier = Cashier()
    events: list[Any] = []
    hands: list[Any] = []
    t = Tournament("T1", s, clock=clock, cashier=cashier, starts_at=START, seed=seed,
                   listener=events.append, hand_listener=hands.append)
    for i in range(bots):
        cashier.deposit(f"b{i:02d}", s.entry_cost * rebuy_funds, s.currency)
        t.register(f"b{i:02d}", bot=make_bot(STYLES[i % len(STYLES)], seed * 1000 + i))
    for human in HUMANS:
        cashier.deposit(human, s.entry_cost * rebuy_funds, s.currency)
        t.register(human)
    return Run(t, clock, cashier, events, hands)


def copy_of_money(cashier: Cashier) -> Cashier:
    """A new cashier over a new ledger rebuilt from this one's entries and records (what
    the server's store gives back after a restart)."""
    return Cashier(Ledger(list(cashier.ledger.entries)), cashier.records(include_refunded=True))


def restored_run(restore: Callable[..., Tournament], at: datetime, cashier: Cashier,
                 **kwargs: Any) -> Run:
    """A run around a tournament that `restore(clock=, cashier=, listener=, hand_listener=)`
    builds on a fresh clock at `at`."""
    clock = SimulatedClock(at)
    events: list[Any] = []
    hands: list[Any] = []
    t = restore(clock=clock, cashier=cashier, listener=events.append,
                hand_listener=hands.append, **kwargs)
    return Run(t, clock, cashier, events, hands)
