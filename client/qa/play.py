"""`skg-poker qa play`: an offline cash session played headless, its hands saved as the
client saves them.

The practice room (the client's offline room, with its cash tables and practice bots) runs on
a simulated clock that starts at `START` (2026-01-01 12:00 UTC) and moves `HAND_SECONDS` after
each hand and one second per idle step, so the same seed gives the same hands, dates and
files, byte for byte. The hero sits at the first lobby table of the game, stakes and currency
asked for, and plays by a seeded random policy over the legal actions the room offers
(buying in again after going broke);
everything the hero receives goes through `client.histories.own` exactly as in the client, into
PokerStars files in `--history-dir` and PHH files in `--phh-dir`.

Prints {"hands_played", "files", "money_conserved", "wall_s"}; exit 2 on bad input, 1 when
money was not conserved (a hand's stacks after rake do not add up, or the next hand does
not start from them).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

from client.engine.games import GAMES, game_spec
from client.histories.own.record import HandLog, TableInfo
from client.histories.own.saving import HandSaver
from client.histories.own.tables import HandLogs, table_name
from client.protocol import messages as m
from client.protocol.table_bodies import HandStarted, Seating
from client.room.clock import SimulatedClock
from client.room.ring import RingTableSpec
from client.service import RoomService
from client.service.config import PRACTICE_BUSY_RINGS, default_rings

START = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
HERO = "hero"
MAX_IDLE_STEPS = 10_000
HAND_SECONDS = 15  # the simulated clock moves on after each hand, so hands have their times


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `play` command."""
    parser = subparsers.add_parser(
        "play", help="play an offline cash session headless; saves the hero's hand histories")
    parser.add_argument("--hands", type=int, required=True, help="hands to play")
    parser.add_argument("--seed", type=int, required=True, help="same seed, same files")
    parser.add_argument("--game", default="NLHE", help="a cash game of the lobby, e.g. PLO")
    parser.add_argument("--stakes", default=None, help="e.g. 0.50/1 (default: the first table)")
    parser.add_argument("--currency", default="USD", help="USD, EUR, GBP or PLAY")
    parser.add_argument("--history-dir", type=Path, required=True,
                        help="folder for the PokerStars-format files (one per table per day)")
    parser.add_argument("--phh-dir", type=Path, default=None,
                        help="folder for the same hands as PHH files")
    parser.set_defaults(handler=run)


def cash_tables() -> tuple[RingTableSpec, ...]:
    """The cash tables the client's practice lobby offers."""
    return (*default_rings(), *PRACTICE_BUSY_RINGS)


def find_table(game: str, stakes: str | None, currency: str) -> RingTableSpec | None:
    """The first lobby table of that game (as the lobby lists it), stakes and currency."""
    return next((t for t in cash_tables() if t.game == game and t.currency == currency
                 and (stakes is None or t.stakes == stakes)), None)


@dataclass
class Session:
    """The hero's side of the session: the room's events, turned into saved hands."""

    service: RoomService
    clock: SimulatedClock
    spec: RingTableSpec
    logs: HandLogs
    rng: random.Random
    names: dict[int, str] = field(default_factory=dict)
    hero_seat: int | None = None
    request: m.ActionRequest | None = None
    hands: list[HandLog] = field(default_factory=list)
    conserved: bool = True
    game: str = ""
    players: list[str] = field(default_factory=list)  # player ids of the hand dealt now
    left: dict[str, int] = field(default_factory=dict)  # the last hand's stacks, by id

    def on_event(self, player_id: str, event: m.Event) -> None:
        """What the room sends the hero (the client's adapter would get the same)."""
        if player_id != HERO:
            return
        if isinstance(event, m.TableSnapshot) and event.table_id == self.spec.id:
            self.names = {s.seat: s.name for s in event.seats if s.player_id}
            self.hero_seat = event.your_seat
        elif isinstance(event, m.ActionRequest):
            self.request = event
        elif isinstance(event, m.TableEvent) and event.table_id == self.spec.id:
            if isinstance(event.body, Seating):
                self.players = list(event.body.players)
            elif isinstance(event.body, HandStarted):
                self.game = event.body.game
                self._check_continues(event.hand_id, event.body)
            hand = self.logs.add(event, self.names, self.hero_seat, self.clock.now())
            if hand is not None:
                self._check_adds_up(hand)
                self.left = dict(zip(self.players, hand.finishing, strict=True))
                self.hands.append(hand)

    def _check_adds_up(self, hand: HandLog) -> None:
        if sum(s.stack for s in hand.seats) != sum(hand.finishing) + hand.rake:
            self.conserved = False
            print(f"error: hand {hand.hand_id}: stacks do not add up", file=sys.stderr)

    def _check_continues(self, hand_id: str | None, started: HandStarted) -> None:
        """Players still seated start this hand with what the last one left them (after
        rake); a player who went broke may have bought in again."""
        for player, stack in zip(self.players, started.stacks, strict=False):
            if self.left.get(player) and self.left[player] != stack:
                self.conserved = False
                print(f"error: {hand_id}: {player} starts with {stack}, the last "
                      f"hand left {self.left[player]}", file=sys.stderr)

    def act(self) -> None:
        """Answer the pending turn with a random legal action (fixed limit: one of the two
        sizes the room offers; otherwise any legal size)."""
        request, self.request = self.request, None
        assert request is not None
        legal, rng = request.legal, self.rng
        kinds = legal.actions
        roll = rng.random()
        action = m.ActionKind.CHECK if m.ActionKind.CHECK in kinds else m.ActionKind.CALL
        amount = 0
        aggressive = [k for k in (m.ActionKind.BET, m.ActionKind.RAISE, m.ActionKind.COMPLETE)
                      if k in kinds]
        if m.ActionKind.BRING_IN in kinds and roll < 0.75:
            action = m.ActionKind.BRING_IN
        elif m.ActionKind.DRAW in kinds:
            action = m.ActionKind.DRAW
        elif aggressive and roll < 0.25:
            action = aggressive[0]
            fixed = self.game in GAMES and game_spec(self.game).limit == "FL"
            amount = rng.choice((legal.min_amount, legal.max_amount)) if fixed else \
                rng.randint(legal.min_amount, legal.max_amount)
        elif m.ActionKind.FOLD in kinds and roll > 0.8:
            action = m.ActionKind.FOLD
        if action not in kinds:
            action = kinds[0]
        self.service.handle(HERO, m.Act(table_id=request.table_id, hand_id=request.hand_id,
                                        action=action, amount=amount))


def play(spec: RingTableSpec, hands: int, seed: int, saver: HandSaver) -> Session:
    """Play `hands` hands at `spec`'s table; every hand the hero saw goes to `saver`."""
    clock = SimulatedClock(START)
    service = RoomService.practice(clock, seed=seed, bot_delay=0.0)
    logs = HandLogs(saver)
    logs.describe(TableInfo(spec.id, table_name(spec.name), spec.seats, spec.currency.value,
                            spec.stakes, game=spec.game))
    session = Session(service, clock, spec, logs, random.Random(seed))
    service.subscribe(session.on_event)
    service.ensure_local_player(HERO, "Hero")
    service.handle(HERO, m.ObserveTable(table_id=spec.id))
    idle = 0
    while len(session.hands) < hands and idle < MAX_IDLE_STEPS:
        if session.request is not None:
            session.act()
            idle = 0
            continue
        if session.hero_seat is None:  # at the start, or broke: a new buy-in (a full
            available = next((b.available for b in service.balances(HERO)  # table: watch)
                              if b.currency == spec.currency.value), Decimal(0))
            if available < spec.max_buy_in:
                service.deposit(HERO, spec.max_buy_in, spec.currency, "qa play buy-in")
            service.handle(HERO, m.Sit(table_id=spec.id, buy_in=spec.max_buy_in))
        before = len(session.hands)
        if not service.run_due():
            clock.advance(1)
            idle += 1
        elif len(session.hands) > before:
            clock.advance(HAND_SECONDS)
            idle = 0  # counts idle steps since the last hand (a stuck room ends the run)
    return session


def run(args: argparse.Namespace) -> int:
    """Print one JSON object; exit 2 on bad input, 1 if money was not conserved."""
    spec = find_table(args.game, args.stakes, args.currency)
    if args.hands < 1:
        print("error: --hands must be at least 1", file=sys.stderr)
        return 2
    if spec is None:
        offered = ", ".join(f"{t.game} {t.stakes} {t.currency}" for t in cash_tables())
        print(f"error: no cash table {args.game} {args.stakes or ''} {args.currency}; "
              f"the lobby has {offered}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    saver = HandSaver(args.history_dir, args.phh_dir)
    session = play(spec, args.hands, args.seed, saver)
    wall = time.perf_counter() - started
    print(json.dumps({
        "hands_played": len(session.hands),
        "files": sorted(p.name for p in saver.written),
        "money_conserved": session.conserved,
        "wall_s": round(wall, 3),
    }))
    return 0 if session.conserved else 1
