"""Step-by-step replay of one hand for the GUI: forward, back, jump, with a caption per step.

A replay is built from a hand's events as one viewer saw them (engine events filtered
with `events_for`, the room's table events addressed to a player, or a PHH hand history
file dealt through the engine) and precomputes
one `Frame` per step, so stepping back is as cheap as stepping forward. It is plain
Python: the GUI only draws `replay.frame` and calls `forward()` / `back()` / `seek()`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import msgspec

from client.engine import Event, events_for
from client.histories.phh.dealt import replay_phh
from client.histories.recorded.model import ReplayedHand
from client.room.table import TableEvent

_FORCED = {"ante": "an ante", "big_blind_ante": "the big blind ante",
           "small_blind": "the small blind", "big_blind": "the big blind",
           "live_blind": "a live big blind", "dead_blind": "a dead blind",
           "straddle": "a straddle"}
_DEAD = ("ante", "big_blind_ante", "dead_blind")
_VERBS = {"fold": "folds", "check": "checks", "call": "calls", "bet": "bets",
          "raise": "raises to", "complete": "completes to", "bring_in": "brings in for",
          "draw": "draws"}


@dataclass(frozen=True)
class Step:
    """One event to replay: its kind, the player it concerns (or None) and its data."""

    kind: str
    who: str | None
    data: Mapping[str, object]


@dataclass(frozen=True)
class Frame:
    """The table after ``step`` steps: what the GUI draws, plus a caption of the last step."""

    step: int
    street: str = ""
    players: tuple[str, ...] = ()
    stacks: Mapping[str, int] = field(default_factory=dict)
    bets: Mapping[str, int] = field(default_factory=dict)
    pot: int = 0
    board: tuple[str, ...] = ()
    #: Each player's cards dealt down (or drawn), as far as the viewer saw them.
    cards: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    folded: frozenset[str] = frozenset()
    caption: str = "Start of the hand"
    #: Stud: each player's cards dealt face up, which everyone saw.
    up_cards: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


def steps_from_engine(events: Iterable[Event], viewer: int | None,
                      names: Sequence[str]) -> list[Step]:
    """Steps of engine events as ``viewer`` saw them (None: a spectator); seat i is names[i]."""
    steps = [Step("seating", None, {"players": list(names)})]
    for e in events_for(events, viewer):
        steps.append(Step(e.kind, None if e.seat is None else names[e.seat], e.data))
    return steps


def steps_from_phh(text: str, viewer: int | None = None, show_all: bool = False) -> list[Step]:
    """Steps of a PHH hand history dealt through the engine (`replay_phh`).

    ``viewer`` is a PHH player index (0-based) whose hidden cards are shown; ``show_all``
    shows everyone's recorded cards (reviewing a finished hand; see `steps_from_recorded`).
    Players are named from the file's ``players`` field, else p1, p2, ... Raises the
    engine's errors for a bad file.
    """
    replayed = replay_phh(text)
    if show_all:
        return steps_from_recorded(replayed)
    seat = None if viewer is None else replayed.order[viewer]
    return steps_from_engine(replayed.events, seat, _recorded_names(replayed))


def steps_from_recorded(replayed: ReplayedHand) -> list[Step]:
    """Steps of a recorded hand (PHH, PHHS, PokerStars) replayed through the engine, with
    the recorded names and amounts: every card the file shows is face up, a card it does
    not show is "??", and a raked pot is paid as recorded (the rake, then what each
    winner collected) rather than as the engine's unraked award."""
    names = _recorded_names(replayed)
    awards = _raked_awards(replayed, names) if replayed.rake else None
    steps = [Step("seating", None, {"players": names})]
    for e in replayed.events:
        if awards is not None and e.kind == "pot_awarded":
            steps.extend(awards)
            awards = []  # the recorded awards replace all of the engine's, once
            continue
        steps.append(Step(e.kind, None if e.seat is None else names[e.seat], e.data))
    return steps


def _recorded_names(replayed: ReplayedHand) -> list[str]:
    """Player names in engine seat order (the file's, else p1, p2, ...)."""
    recorded = replayed.recorded
    if recorded is not None:
        return list(recorded.players)
    return [f"p{k + 1}" for k in range(len(replayed.hand.config.stacks))]


def _raked_awards(replayed: ReplayedHand, names: Sequence[str]) -> list[Step]:
    steps = [Step("rake", None, {"amount": replayed.rake})]
    for index, pot in enumerate(replayed.pot_results):
        steps += [Step("pot_awarded", names[seat], {"pot": index, "amount": chips})
                  for seat, chips in pot.shares.items() if chips]
    return steps


def steps_from_table(events: Iterable[TableEvent]) -> list[Step]:
    """Steps of one hand's room table events (already addressed to one player or everyone)."""
    return [Step(e.kind, e.player, e.data) for e in events]


class WireTableEvent(Protocol):
    """The fields replay needs from a protocol ``TableEvent`` (what the GUI receives)."""

    @property
    def kind(self) -> str: ...

    @property
    def player_id(self) -> str | None: ...

    @property
    def body(self) -> msgspec.Struct: ...


def steps_from_wire(events: Iterable[WireTableEvent]) -> list[Step]:
    """Steps of one hand's protocol table events, as the GUI's adapter delivered them (the
    typed body read back as the engine's field names)."""
    return [wire_step(e.kind, e.player_id, e.body) for e in events]


def wire_step(kind: str, who: str | None, body: msgspec.Struct) -> Step:
    """One step of a protocol table event's typed body (read back as the engine's fields)."""
    return Step(kind, who, msgspec.to_builtins(body))


def ints_of(value: object) -> list[int]:
    """The whole numbers of a step's list field."""
    return [v for v in value if isinstance(v, int)] if isinstance(value, list | tuple) else []


def cards_of(value: object) -> tuple[str, ...]:
    """The cards of a step's list field."""
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list | tuple) else ()


def int_of(value: object) -> int:
    """A step's whole-number field (0 when missing)."""
    return value if isinstance(value, int) else 0


class _Table:
    """Mutable table state folded over the steps; `frame()` freezes it."""

    def __init__(self, amount: Callable[[int], str]) -> None:
        self.amount = amount
        self.players: list[str] = []
        self.stacks: dict[str, int] = {}
        self.bets: dict[str, int] = {}
        self.cards: dict[str, tuple[str, ...]] = {}
        self.up_cards: dict[str, tuple[str, ...]] = {}
        self.board: tuple[str, ...] = ()
        self.folded: set[str] = set()
        self.street = ""
        self.pot = 0

    def put(self, who: str, chips: int, dead: bool = False) -> None:
        self.stacks[who] = self.stacks.get(who, 0) - chips
        if not dead:
            self.bets[who] = self.bets.get(who, 0) + chips
        self.pot += chips

    def apply(self, step: Step) -> str:
        """Apply one step; return its caption."""
        kind, who, data = step.kind, step.who or "", step.data
        if kind == "seating":
            self.players = list(cards_of(data.get("players")))
            return "Players take their seats"
        if kind == "hand_started":
            stacks = ints_of(data.get("stacks"))
            if len(self.players) != len(stacks):
                self.players = [f"Seat {i + 1}" for i in range(len(stacks))]
            self.stacks = dict(zip(self.players, stacks, strict=True))
            return f"{data.get('game', '')} hand starts"
        if kind == "post":
            forced = str(data.get("kind", ""))
            amount = int_of(data.get("amount"))
            self.put(who, amount, dead=forced in _DEAD)
            return f"{who} posts {_FORCED.get(forced, forced)} ({self.amount(amount)})"
        if kind == "street":
            self.street = str(data.get("street", ""))
            if int_of(data.get("index")) > 0:
                self.bets = {}
            return self.street.replace("_", " ").capitalize()
        if kind in ("deal_hole", "deal_up"):
            cards = cards_of(data.get("cards"))
            dealt = self.up_cards if kind == "deal_up" else self.cards
            dealt[who] = dealt.get(who, ()) + cards
            return f"{who} is dealt {' '.join(cards)}" + (" face up" if kind == "deal_up" else "")
        if kind == "deal_board":
            cards = cards_of(data.get("cards"))
            self.board += cards
            return f"Board: {' '.join(self.board)}"
        if kind == "draw":
            thrown, new = cards_of(data.get("discarded")), cards_of(data.get("received"))
            self.cards[who] = tuple(c for c in self.cards.get(who, ()) if c not in thrown) + new
            return f"{who} throws {' '.join(thrown) or 'nothing'}, gets {' '.join(new) or '-'}"
        if kind == "action":
            return self._action(who, data)
        if kind == "uncalled_returned":
            amount = int_of(data.get("amount"))
            self.put(who, -amount)
            return f"{self.amount(amount)} uncalled returned to {who}"
        if kind == "showdown":
            every = cards_of(data.get("cards"))
            up = self.up_cards.get(who, ())
            self.cards[who] = tuple(card for card in every if card not in up)
            names = [str(data[k]) for k in ("hi", "lo") if data.get(k)]
            shown = " ".join(every)
            return f"{who} shows {shown}" + (f" ({', '.join(names)})" if names else "")
        if kind == "muck":
            return f"{who} mucks"
        if kind in ("rake", "pot_awarded"):
            return self._paid(who if kind == "pot_awarded" else None, int_of(data.get("amount")))
        if kind == "hand_ended":
            self.bets = {}
            self.pot = 0
            return "Hand over"
        return kind.replace("_", " ").capitalize()

    def _paid(self, who: str | None, amount: int) -> str:
        """Chips out of the pot: to a winner, or (no one) to the house as rake."""
        self.pot -= amount
        if who is None:
            return f"Rake {self.amount(amount)}"
        self.stacks[who] = self.stacks.get(who, 0) + amount
        return f"{who} wins {self.amount(amount)}"

    def _action(self, who: str, data: Mapping[str, object]) -> str:
        act = str(data.get("kind", ""))
        amount = int_of(data.get("amount"))
        if act in ("bet", "raise", "complete"):
            self.put(who, amount - self.bets.get(who, 0))
        elif act in ("call", "bring_in"):
            self.put(who, amount)
        elif act == "fold":
            self.folded.add(who)
        verb = _VERBS.get(act, act)
        if act == "draw":
            return f"{who} draws {int_of(data.get('count'))}"
        tail = f" {self.amount(amount)}" if act not in ("fold", "check") else ""
        return f"{who} {verb}{tail}" + (" and is all in" if data.get("all_in") else "")

    def frame(self, step: int, caption: str) -> Frame:
        return Frame(step, self.street, tuple(self.players), dict(self.stacks), dict(self.bets),
                     self.pot, self.board, dict(self.cards), frozenset(self.folded), caption,
                     dict(self.up_cards))


class HandReplay:
    """A hand's frames with a cursor: `frame` is what to draw, step with forward/back/seek.
    ``amount`` writes the amounts in captions (a cash hand's cents as money)."""

    def __init__(self, steps: Sequence[Step], amount: Callable[[int], str] = str) -> None:
        table = _Table(amount)
        self.frames: list[Frame] = [Frame(0)]
        for i, step in enumerate(steps, start=1):
            self.frames.append(table.frame(i, table.apply(step)))
        self.position = 0

    def __len__(self) -> int:
        """Number of steps (frames minus the starting one)."""
        return len(self.frames) - 1

    @property
    def frame(self) -> Frame:
        """The table at the cursor."""
        return self.frames[self.position]

    @property
    def at_start(self) -> bool:
        """Whether the cursor is before the first step."""
        return self.position == 0

    @property
    def at_end(self) -> bool:
        """Whether the cursor is after the last step."""
        return self.position == len(self)

    def seek(self, position: int) -> Frame:
        """Move the cursor to ``position`` (clamped to the hand) and return the frame there."""
        self.position = max(0, min(position, len(self)))
        return self.frame

    def forward(self) -> Frame:
        """One step on (stays at the end)."""
        return self.seek(self.position + 1)

    def back(self) -> Frame:
        """One step back (stays at the start)."""
        return self.seek(self.position - 1)
