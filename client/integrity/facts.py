"""One hand as the integrity review sees it: who put in what, when, and who won.

Built from engine events, so a history file's replay and a hand played live give the
same facts. Amounts are the hand's own units (chips, or cents at cash tables).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from client.engine.events import Event

AGGRESSIVE = frozenset({"bet", "raise", "complete"})


@dataclass(frozen=True, slots=True)
class Move:
    """One decision: `put_in` the chips it added, `pot_before` the pot it faced."""

    street: int
    player: str
    kind: str  # fold, check, call, bet, raise, complete, bring_in, draw
    put_in: int
    pot_before: int
    all_in: bool

    @property
    def aggressive(self) -> bool:
        """A bet or raise."""
        return self.kind in AGGRESSIVE


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What the review needs of one hand."""

    hand_id: str
    tournament: str | None  # None at cash tables
    players: tuple[str, ...]
    big_blind: int
    start: Mapping[str, int]
    end: Mapping[str, int]
    moves: tuple[Move, ...]
    invested: Mapping[str, int] = field(default_factory=dict)  # chips put in, posts too
    known: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # hole cards seen
    showdown: bool = False  # more than one player was still in at the end

    def delta(self, player: str) -> int:
        """Chips `player` won (+) or lost (-) in this hand."""
        return self.end[player] - self.start[player]

    def flows(self) -> dict[tuple[str, str], int]:
        """Chips from each loser to each winner, shared by what each winner gained."""
        won = {p: self.delta(p) for p in self.players if self.delta(p) > 0}
        total = sum(won.values())
        out: dict[tuple[str, str], int] = {}
        if not total:
            return out
        for loser in self.players:
            lost = -self.delta(loser)
            if lost > 0:
                for winner, gain in won.items():
                    out[(loser, winner)] = lost * gain // total
        return out

    def folded(self, player: str) -> Move | None:
        """`player`'s fold, if they folded."""
        return next((m for m in self.moves if m.player == player and m.kind == "fold"), None)

    def aggressor_before(self, move: Move) -> str | None:
        """Who made the last bet or raise before `move` on its street."""
        last = None
        for m in self.moves:
            if m is move:
                return last
            if m.street == move.street and m.aggressive:
                last = m.player
        return last


def facts_from_events(hand_id: str, names: Sequence[str], events: Iterable[Event],
                      end_stacks: Sequence[int], tournament: str | None = None) -> HandFacts:
    """Facts of a hand from its engine events; `names[s]` is engine seat s's player and
    `end_stacks` the stacks after the hand (after any rake), in engine seat order."""
    start: dict[str, int] = {}
    moves: list[Move] = []
    known: dict[str, tuple[str, ...]] = {}
    big_blind, street, pot = 1, 0, 0
    round_in: dict[int, int] = {}
    invested: dict[str, int] = {}
    live: set[int] = set()
    for event in events:
        data = event.data
        if event.kind == "hand_started":
            stacks = data.get("stacks", [])
            assert isinstance(stacks, list)
            start = {names[s]: int(c) for s, c in enumerate(stacks)}
            live = set(range(len(stacks)))
            big_blind = max(_int(data, "big_blind"), _int(data, "small_bet"), 1)
        elif event.kind == "street":  # the blinds posted before preflop count in its round
            street = _int(data, "index")
            round_in = round_in if street == 0 else {}
        elif event.kind == "post" and event.seat is not None:
            amount = _int(data, "amount")
            round_in[event.seat] = round_in.get(event.seat, 0) + amount
            invested[names[event.seat]] = invested.get(names[event.seat], 0) + amount
            pot += amount
        elif event.kind in ("deal_hole", "showdown") and event.seat is not None:
            cards = tuple(str(c) for c in _list(data, "cards") if c != "??")
            if cards:
                known[names[event.seat]] = cards
        elif event.kind == "uncalled_returned" and event.seat is not None:
            pot -= _int(data, "amount")
            invested[names[event.seat]] -= _int(data, "amount")
        elif event.kind == "action" and event.seat is not None:
            seat, kind, amount = event.seat, str(data.get("kind")), _int(data, "amount")
            added = max(0, amount - round_in.get(seat, 0)) if kind in AGGRESSIVE else amount
            round_in[seat] = round_in.get(seat, 0) + added
            invested[names[seat]] = invested.get(names[seat], 0) + added
            moves.append(Move(street, names[seat], kind, added, pot, bool(data.get("all_in"))))
            pot += added
            if kind == "fold":
                live.discard(seat)
    players = tuple(names[s] for s in range(len(start)))
    end = {names[s]: int(end_stacks[s]) for s in range(len(start))}
    return HandFacts(hand_id, tournament, players, big_blind, start, end, tuple(moves),
                     invested, known, len(live) > 1)


def _int(data: Mapping[str, object], key: str) -> int:
    value = data.get(key, 0)
    return value if isinstance(value, int) else 0


def _list(data: Mapping[str, object], key: str) -> list[object]:
    value = data.get(key, [])
    return value if isinstance(value, list) else []
