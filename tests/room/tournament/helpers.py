"""Helpers for the tournament tests: structures with overrides, bot-filled tournaments."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from client.bots import make_bot
from client.engine import Action, ActionKind
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.step_random import ReplayableRandom
from client.room.tournament.director import Tournament
from client.room.tournament.field import Field
from client.room.tournament.structure import Structure, load_structure

START = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def structure(name: str = "turbo", **changes: Any) -> Structure:
    """A preset with some fields replaced."""
    return dataclasses.replace(load_structure(name), **changes)


def make_tournament(clock: SimulatedClock, cashier: Cashier, s: Structure, *,
                    bots: int = 0, humans: tuple[str, ...] = (), seed: int = 1,
                    funds: Decimal | None = None, prefix: str = "b",
                    **kwargs: Any) -> Tournament:
    """A tournament starting at START with `bots` random bots and some human players."""
    t = Tournament(kwargs.pop("tid", "T1"), s, clock=clock, cashier=cashier,
                   starts_at=kwargs.pop("starts_at", START), seed=seed, **kwargs)
    fund = s.entry_cost if funds is None else funds
    for i in range(bots):
        player = f"{prefix}{i:04d}"
        if fund:
            cashier.deposit(player, fund, s.currency)
        t.register(player, bot=make_bot("random", seed * 7919 + i))
    for player in humans:
        if fund:
            cashier.deposit(player, fund, s.currency)
        t.register(player)
    return t


def shove_or_call(t: Tournament, player: str) -> None:
    """`player` (to act) goes all in, or calls an all-in."""
    entrant = t.entrants[player]
    assert entrant.table_id is not None
    legal = t.tables[entrant.table_id].view_for(player).legal
    assert legal is not None
    if ActionKind.RAISE in legal.kinds:
        t.act(player, Action(ActionKind.RAISE, legal.max_to))
    elif ActionKind.BET in legal.kinds:
        t.act(player, Action(ActionKind.BET, legal.max_to))
    elif ActionKind.CALL in legal.kinds:
        t.act(player, Action(ActionKind.CALL))
    else:
        t.act(player, Action(ActionKind.CHECK))


def fold_or_check(t: Tournament, player: str) -> None:
    """`player` (to act) checks if free, else folds."""
    entrant = t.entrants[player]
    assert entrant.table_id is not None
    legal = t.tables[entrant.table_id].view_for(player).legal
    assert legal is not None
    kind = ActionKind.CHECK if ActionKind.CHECK in legal.kinds else ActionKind.FOLD
    t.act(player, Action(kind))


def to_act(t: Tournament) -> list[str]:
    """Players whose turn it is, over all tables."""
    return [p for table in t.tables.values() if (p := table.to_act) is not None]


def run_bots(players: int, s: Structure, seed: int = 1, on_tick: Any = None,
             **kwargs: Any) -> tuple[Tournament, list[Any]]:
    """A bots-only tournament run to the end on a simulated clock; returns it and its
    events (in order)."""
    clock = SimulatedClock(START)
    cashier = Cashier()
    events: list[Any] = []
    t = make_tournament(clock, cashier, s, bots=players, seed=seed, listener=events.append,
                        **kwargs)
    t.run_simulation(clock, on_tick=on_tick)
    return t, events


def step(t: Tournament, clock: SimulatedClock, seconds: float = 60) -> None:
    """Let `seconds` pass, then tick."""
    clock.advance(seconds)
    t.tick()


def bare_field(s: Structure, clock: SimulatedClock, events: list[Any],
               seed: int = 1) -> Field:
    """A tournament's shared field on its own, for testing one concern without the director."""
    return Field("T1", s, clock, events.append, ReplayableRandom(seed))
