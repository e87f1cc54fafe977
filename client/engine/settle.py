"""The end of a hand: build the pots, show hands in order, award every pot.

Showdown starts with `first` (the last aggressor of the final round, else the
first seat left of the button); a hand beaten in every pot it could win is mucked
unless someone is all-in. Odd chips go one by one to tied winners in `odd_order`
(from the seat left of the button; stud: from seat 0); in hi/lo the high half
gets the odd chip. A big-blind ante (`dead`) joins the main pot.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from client.engine.cards import CARD_STR
from client.engine.events import Event
from client.engine.frozen import quick_init
from client.engine.games import GameSpec
from client.engine.pots import build_pots, split_chips
from client.engine.records import PotResult
from client.engine.showdown import showdown_values, value_names

Values = tuple[int | None, int | None]


class Settlement:
    """What settling gave: pot results, chips each seat won, cards shown, events (a plain
    class: a dataclass's generated `__init__` stays interpreted when compiled)."""

    __slots__ = ("awards", "events", "pots", "shown")

    def __init__(self, seats: int) -> None:
        self.pots: list[PotResult] = []
        self.awards = [0] * seats
        self.shown: dict[int, tuple[str, ...]] = {}
        self.events: list[Event] = []


@dataclass(frozen=True, slots=True)
class Table:
    """The state settling reads: contributions, folds, stacks (all-in shows all), cards."""

    spec: GameSpec
    committed: Sequence[int]
    folded: Sequence[bool]
    stacks: Sequence[int]
    holes: Sequence[Sequence[int]]
    board: Sequence[int]
    dead: int
    odd_order: Sequence[int]
    first: int

    def __init__(self, spec: GameSpec, committed: Sequence[int], folded: Sequence[bool],
                 stacks: Sequence[int], holes: Sequence[Sequence[int]], board: Sequence[int],
                 dead: int, odd_order: Sequence[int], first: int) -> None:
        object.__setattr__(self, "spec", spec)
        object.__setattr__(self, "committed", committed)
        object.__setattr__(self, "folded", folded)
        object.__setattr__(self, "stacks", stacks)
        object.__setattr__(self, "holes", holes)
        object.__setattr__(self, "board", board)
        object.__setattr__(self, "dead", dead)
        object.__setattr__(self, "odd_order", odd_order)
        object.__setattr__(self, "first", first)


quick_init(Table)


def settle(table: Table, showdown: bool) -> Settlement:
    """Pots and awards; `showdown` False: everyone else folded, one pot to the last seat."""
    n = len(table.committed)
    live = [not f for f in table.folded]
    if showdown:
        pots = build_pots(table.committed, live)
    else:
        pots = [(sum(table.committed), (live.index(True),))]
    if table.dead:  # the big-blind ante joins the main pot (or is the whole pot)
        main = pots[0] if pots else (0, tuple(i for i in range(n) if live[i]))
        pots[0:1] = [(main[0] + table.dead, main[1])]
    out = Settlement(n)
    values = _show(table, pots, out) if showdown else {}
    for index, (amount, eligible) in enumerate(pots):
        contenders = [s for s in table.odd_order if s in eligible and (not showdown or s in values)]
        hi_w, lo_w = _winners(table.spec, contenders, values)
        shares: dict[int, int] = {}
        parts: tuple[tuple[int, list[int], str], ...]
        if hi_w and lo_w:  # split pot: the odd chip goes to the high half
            parts = ((amount - amount // 2, hi_w, "hi"), (amount // 2, lo_w, "lo"))
        else:
            parts = ((amount, hi_w or lo_w, "all"),)
        for chips, winners, half in parts:
            for s, won in split_chips(chips, winners).items():
                shares[s] = shares.get(s, 0) + won
                out.awards[s] += won
                out.events.append(
                    Event("pot_awarded", s, {"pot": index, "amount": won, "half": half})
                )
        out.pots.append(PotResult(amount, eligible, tuple(hi_w), tuple(lo_w), shares))
    return out


def _winners(spec: GameSpec, contenders: list[int], values: dict[int, Values]
             ) -> tuple[list[int], list[int]]:
    if len(contenders) == 1:
        return (contenders, []) if spec.has_hi else ([], contenders)
    his = {s: values[s][0] for s in contenders if values[s][0] is not None}
    los = {s: values[s][1] for s in contenders if values[s][1] is not None}
    hi_w: list[int] = []
    lo_w: list[int] = []
    if his:
        best = max(v for v in his.values() if v is not None)
        hi_w = [s for s in contenders if his.get(s) == best]
    if los:
        best_lo = max(v for v in los.values() if v is not None)
        lo_w = [s for s in contenders if los.get(s) == best_lo]
    return hi_w, lo_w


def _show(table: Table, pots: list[tuple[int, tuple[int, ...]]], out: Settlement
          ) -> dict[int, Values]:
    """Reveal hands in show order; a hand beaten in every pot it could win is mucked."""
    n = len(table.committed)
    order = [s for s in ((table.first + k) % n for k in range(n)) if not table.folded[s]]
    everyone_shows = any(table.stacks[s] == 0 for s in order)
    shown: dict[int, Values] = {}
    for s in order:
        hi, lo = showdown_values(table.spec, table.holes[s], table.board)
        if not everyone_shows and shown and not _can_win(s, hi, lo, pots, shown):
            out.events.append(Event("muck", s, {}))
            continue
        shown[s] = (hi, lo)
        cards = tuple(CARD_STR[c] for c in table.holes[s])
        out.shown[s] = cards
        out.events.append(Event("showdown", s, {"cards": list(cards), **value_names(hi, lo)}))
    return shown


def _can_win(s: int, hi: int | None, lo: int | None,
             pots: list[tuple[int, tuple[int, ...]]], shown: dict[int, Values]) -> bool:
    for _, eligible in pots:
        if s not in eligible:
            continue
        rivals = [shown[r] for r in eligible if r in shown]
        best_hi = max((v[0] for v in rivals if v[0] is not None), default=None)
        best_lo = max((v[1] for v in rivals if v[1] is not None), default=None)
        if (hi is not None and (best_hi is None or hi >= best_hi)) or (
            lo is not None and (best_lo is None or lo >= best_lo)
        ):
            return True
    return False
