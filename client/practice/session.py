"""A practice tournament: the player's table at human pace, every other table at full speed.

The session wraps the tournament director with one human entrant (the hero) and bots
everywhere else. Each `step()` lets the room move on only when the hero is not holding
it up: when the hero's hand is over (or the hero is out), time moves on by one hand and
every idle table deals its next hand; bot tables play theirs to the end at once, the
hero's table plays until the hero must act. Fast-forward runs the rest of the tournament
at full speed once the hero busted or sits out (the clock switches to simulated time).
Everything is seeded: the same seed, hero actions and clock give the same tournament.
Every finished hand, at every table, is kept in `records` (its seed and actions, so a
tester can replay it exactly); none of that reaches the hero's events.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import StrEnum

from client.bots import Bot, bot_name, make_bot, seat_seed
from client.bots.tournament import TournamentSituation, situation_in
from client.engine import Action, ActionKind, SeatView
from client.practice.clock import PracticeClock
from client.practice.inject import put_in_state
from client.practice.record import HandRecord
from client.practice.scenario import SCRIPTED, ClockSpec, TournamentSetup
from client.practice.script import ScriptedHand
from client.practice.tournament_script import ScriptedBot, TournamentScript
from client.room.cashier import Cashier
from client.room.clock import Clock
from client.room.ledger import Currency
from client.room.table import HandReport, Table, TableEvent
from client.room.tournament.director import State, Tournament
from client.room.tournament.events import TournamentEvent

PRACTICE_ID = "practice"
PRACTICE_ENTRIES = 5  # play money for the entry plus rebuys and the add-on (rebuy events)
MAX_FAST_FORWARD_TICKS = 1_000_000


def _jsonable(value: object) -> object:
    """Records, enums, Decimals and datetimes as plain JSON values (for the debug panel)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, Decimal | StrEnum):
        return str(value)
    return value


def _field(named: Sequence[str], players: int, seed: int) -> list[str]:
    """The entrants: the players the scenario names (the hero first) and bots named from
    the seed (never a name taken)."""
    taken = set(named)
    bots = (name for name in (bot_name(seed, i) for i in itertools.count())
            if name not in taken)
    return list(named) + list(itertools.islice(bots, players - len(named)))


class SessionError(ValueError):
    """A practice request that does not fit the session's state (says what to do)."""


class Phase(StrEnum):
    """What the hero's screen should show."""

    YOUR_TURN = "your_turn"  # the hero must act (the GUI enables the action bar)
    PLAYING = "playing"  # hands are being dealt; call step() to move on
    SITTING_OUT = "sitting_out"  # the hero's turns are checked or folded for them
    BUSTED = "busted"  # the hero is out; fast-forward is available
    FINISHED = "finished"  # the tournament is over (or was cancelled)


@dataclass(frozen=True)
class LogEntry:
    """One line of the debug panel: a tournament event or an event at the hero's table."""

    source: str  # "tournament" or a table id
    event: TournamentEvent | TableEvent


def bounties_won(tournament: Tournament) -> dict[str, str]:
    """The bounty money each player won, as strings (players who won none left out)."""
    return {p: str(e.bounty_won) for p, e in tournament.entrants.items() if e.bounty_won > 0}


class PracticeSession:
    """One practice tournament against bots; see the module docstring for the pacing."""

    def __init__(self, setup: TournamentSetup, seed: int, *, clock: ClockSpec | None = None,
                 real_clock: Clock | None = None,
                 on_log: Callable[[LogEntry], None] | None = None,
                 hands: Sequence[ScriptedHand] = ()) -> None:
        spec = clock or ClockSpec()
        self.hero = setup.hero or "You"
        self.seed = seed
        self.seconds_per_hand = spec.seconds_per_hand
        self.clock = PracticeClock(spec.mode, spec.start, real_clock)
        self.log: list[LogEntry] = []
        self.hands: dict[tuple[str, int], list[TableEvent]] = {}
        self.records: dict[tuple[str, int], HandRecord] = {}
        self._on_log = on_log
        self.sitting_out = False
        self.script = TournamentScript(hands) if hands else None
        structure = dataclasses.replace(setup.structure, currency=Currency.PLAY)
        self.cashier = Cashier()
        self.tournament = Tournament(
            PRACTICE_ID, structure, clock=self.clock, cashier=self.cashier,
            starts_at=self.clock.now(), seed=seed, listener=self._tournament_event,
            table_listener=self._table_event, hand_listener=self._hand_over,
        )
        names = _field(setup.names, setup.players, seed)
        entries = PRACTICE_ENTRIES if structure.rebuy.enabled else 1
        styles = {p.name: p.player for p in setup.state.players} if setup.state else {}
        for i, name in enumerate(names):
            funds = max(structure.entry_cost * entries, Decimal(1))
            self.cashier.deposit(name, funds, Currency.PLAY)
            bot = None if name == setup.hero else self._bot(
                name, styles.get(name) or setup.bots, seat_seed(seed, i))
            self.tournament.register(name, bot=bot)
            if bot is not None and structure.rebuy.enabled:
                self.tournament.set_auto_rebuy(name)
        if setup.state is not None:
            self.tournament.start_now()
            put_in_state(self.tournament, setup.state)
            if self.script is not None:
                self.script.attach(next(iter(self.tournament.tables.values())))
        self.tournament.tick()

    def _bot(self, name: str, style: str, seed: int) -> Bot:
        """``name``'s bot of ``style``; at a scripted table it plays the script first."""
        inner = None if style == SCRIPTED else make_bot(
            style, seed, functools.partial(self.situation_of, name))
        if self.script is None:
            assert inner is not None  # only a scripted table has "scripted" players
            return inner
        return ScriptedBot(name, self.script, inner)

    # -- what the GUI reads ----------------------------------------------------------------

    @property
    def hero_alive(self) -> bool:
        """Whether the hero is still in the tournament (False when there is no hero)."""
        entrant = self.tournament.entrants.get(self.hero)
        return entrant is not None and entrant.alive

    @property
    def finished(self) -> bool:
        """Whether the tournament is over (or was cancelled)."""
        return self.tournament.state in (State.FINISHED, State.CANCELLED)

    def hero_table(self) -> Table | None:
        """The table the hero sits at, if any."""
        entrant = self.tournament.entrants.get(self.hero)
        if entrant is None or not entrant.alive or entrant.table_id is None:
            return None
        return self.tournament.tables.get(entrant.table_id)

    def situation_of(self, player: str) -> TournamentSituation | None:
        """What ``player``'s bot knows of the tournament (see `situation_in`)."""
        return situation_in(self.tournament, player)

    def view(self) -> SeatView | None:
        """The hero's view of the hand at their table (None between hands)."""
        table = self.hero_table()
        if table is None or not table.in_hand:
            return None
        view = table.view_for(self.hero)
        return view if isinstance(view, SeatView) else None

    @property
    def phase(self) -> Phase:
        """What the hero's screen should show now."""
        if self.finished:
            return Phase.FINISHED
        if not self.hero_alive:
            return Phase.BUSTED
        if self.sitting_out:
            return Phase.SITTING_OUT
        table = self.hero_table()
        if table is not None and table.to_act == self.hero:
            return Phase.YOUR_TURN
        return Phase.PLAYING

    # -- what the GUI does -----------------------------------------------------------------

    def act(self, action: Action) -> None:
        """The hero's action (raises the director's error and changes nothing if illegal)."""
        self.tournament.act(self.hero, action)

    def rebuy(self) -> None:
        """Buy the rebuy chips now (director rules: rebuy period, between hands, short)."""
        self.tournament.rebuy(self.hero)

    def add_on(self) -> None:
        """Take the add-on (director rules: at the end of the rebuy period, once)."""
        self.tournament.add_on(self.hero)

    def set_auto_rebuy(self, on: bool = True) -> None:
        """Rebuy automatically when busting in the rebuy period, and take the add-on."""
        self.tournament.set_auto_rebuy(self.hero, on)

    def sit_out(self, on: bool = True) -> None:
        """Sit out (the hero's turns are checked or folded) or come back."""
        if on is False and not self.hero_alive:
            raise SessionError("you are out of this tournament; start a new practice session")
        self.sitting_out = on

    def step(self) -> Phase:
        """Move the room on as far as it can go without the hero; returns the new phase.

        Sitting out, the hero's turn is played as check-or-fold. Otherwise, when the hero's
        hand is over (or the hero is out), time moves on by one hand and every idle table
        deals; the hero's table then waits for the hero again.
        """
        phase = self.phase
        if phase in (Phase.FINISHED, Phase.YOUR_TURN):
            return phase
        table = self.hero_table()
        if table is not None and table.to_act == self.hero:  # sitting out
            view = self.view()
            legal = view.legal if view is not None else None
            free = legal is not None and ActionKind.CHECK in legal.kinds
            self.act(Action(ActionKind.CHECK if free else ActionKind.FOLD))
            return self.phase
        if table is None or not table.in_hand:
            self.clock.advance(self.seconds_per_hand)
            self.tournament.tick()
        return self.phase

    def fast_forward(self, max_ticks: int = MAX_FAST_FORWARD_TICKS) -> Phase:
        """Run at full speed (simulated time) until the end or until the hero must act.

        Only while the hero is out or sitting out; raises `SessionError` otherwise.
        """
        if self.phase not in (Phase.BUSTED, Phase.SITTING_OUT, Phase.FINISHED):
            raise SessionError("fast-forward is for when you are out or sitting out")
        self.clock.simulate_from_now()
        for _ in range(max_ticks):
            phase = self.step()
            if phase in (Phase.FINISHED, Phase.YOUR_TURN):
                return phase
        raise SessionError(f"the tournament did not finish in {max_ticks} steps")

    def results(self) -> dict[str, object]:
        """Finishing order, prizes, the hero's place and the conservation checks (JSON-able)."""
        t = self.tournament
        hero = t.entrants.get(self.hero)
        script = self.script
        checked: dict[str, object] = {}
        if script is not None:
            script.finish()
            checked = {"expectations": {
                "checked": sum(h.expect is not None for h in script.hands),
                "failed": [m.as_json() for m in script.mismatches]}}
        return {
            "state": str(t.state),
            "finishing_order": t.finishing_order(),
            "prizes": {p: str(e.prize + e.bounty_won) for p, e in t.entrants.items()
                       if e.prize + e.bounty_won > 0},  # as `qa tournament`: all paid
            "bounties": bounties_won(t),
            "hero": None if hero is None else {"name": self.hero, "place": hero.place,
                                                "prize": str(hero.prize)},
            "hands_played": t.hands_played,
            "clock": str(self.clock.mode),
            "chips_conserved": t.chips_conserved(),
            **checked,
        }

    def snapshot(self) -> dict[str, object]:
        """The room state for the testers' debug panel (JSON-able): clock, phase, the
        tournament's Info tab, the hero's table (seats, stacks, whose turn) and all tables."""
        table = self.hero_table()
        state = _jsonable({
            "clock": {"mode": self.clock.mode, "now": self.clock.now()},
            "phase": self.phase,
            "sitting_out": self.sitting_out,
            "info": self.tournament.info(),
            "hero_table": None if table is None else {
                "table_id": table.table_id, "hand_no": table.hand_no,
                "seats": {seat: {"player": player, "stack": table.stacks[player]}
                          for seat, player in sorted(table.seats.items())},
                "to_act": table.to_act,
            },
            "tables": self.tournament.table_rows(),
            "log_size": len(self.log),
        })
        assert isinstance(state, dict)  # a mapping stays a mapping
        return state

    # -- event plumbing --------------------------------------------------------------------

    def _tournament_event(self, event: TournamentEvent) -> None:
        if self.script is not None:
            self.script.tournament_event(event)
        self._append(LogEntry("tournament", event))

    def _table_event(self, event: TableEvent) -> None:
        entrant = self.tournament.entrants.get(self.hero)
        if entrant is None or entrant.table_id != event.table_id:
            return
        if event.to is not None and event.to != self.hero:
            return
        self.hands.setdefault((event.table_id, event.hand_no), []).append(event)
        self._append(LogEntry(event.table_id, event))

    def _hand_over(self, report: HandReport) -> None:
        if self.script is not None:
            self.script.hand_over(report)
        self.records[(report.table_id, report.hand_no)] = HandRecord.from_report(report)

    def _append(self, entry: LogEntry) -> None:
        self.log.append(entry)
        if self._on_log is not None:
            self._on_log(entry)

