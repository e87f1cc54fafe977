"""The cards of a recorded hand: what the file shows, and stand-ins for the rest.

Before the replay, every card the file mentions gets a cell: each seat's hole and
later cards, each draw's replacements, the board. Unknown cells are filled from
what the file reveals later (a known discard, the hand shown at showdown). The
`RecordedDealer` then hands the engine each seat's cells in order; a cell still
unknown gets a stand-in, a card the file never mentions, so no result may depend
on it (the replay checks that).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from client.engine.actions import ActionKind
from client.engine.cards import CARD_STR, parse_card
from client.engine.dealing import Dealer
from client.engine.errors import EngineError, RecordError
from client.engine.events import Event
from client.engine.games import GameSpec
from client.histories.recorded.model import Card, RecordedHand


class CardPlan:
    """Cells for every recorded card; `discarded[i]` are the cells thrown by action i."""

    def __init__(self, rec: RecordedHand, spec: GameSpec) -> None:
        n = len(rec.stacks)
        self.cells: list[int | None] = []
        self.queues: list[list[int]] = [[] for _ in range(n)]
        self.board = [self._cell(c) for c in rec.board]
        self.discarded: dict[int, list[int]] = {}
        final: list[list[int]] = []
        for s in range(n):
            self.queues[s] = [self._cell(c) for c in rec.hole[s]]
            final.append(list(self.queues[s][: spec.hole_count] if spec.family == "draw"
                              else self.queues[s]))
        for i, action in enumerate(rec.actions):
            if action.kind is ActionKind.DRAW:
                self._draw(i, action.seat, action.discards, action.drawn, final[action.seat])
        for s, cards in rec.shown.items():
            if not 0 <= s < n:
                raise RecordError(f"shown cards for seat {s}, which is not in the hand")
            self._fill(final[s], cards, f"seat {s} shows")
        self._check_unique(spec)

    def _cell(self, card: Card) -> int:
        self.cells.append(None if card is None else _parse(card))
        return len(self.cells) - 1

    def _draw(self, index: int, seat: int, discards: Sequence[Card], drawn: Sequence[Card],
              held: list[int]) -> None:
        thrown: list[int] = []
        for card in discards:
            known = None if card is None else _parse(card)
            slot = next((c for c in held if known is not None and self.cells[c] == known), None)
            if slot is None:
                slot = next((c for c in reversed(held) if self.cells[c] is None), None)
            if slot is None and known is None and held:
                slot = held[-1]  # `discards 2 cards []` from a known hand: which is not said
            if slot is None:
                what = "an unknown card" if card is None else card
                raise RecordError(f"seat {seat} discards {what} but holds no such card")
            self.cells[slot] = known if known is not None else self.cells[slot]
            held.remove(slot)
            thrown.append(slot)
        self.discarded[index] = thrown
        if drawn and len(drawn) != len(discards):
            raise RecordError(f"seat {seat} draws {len(drawn)} cards for {len(discards)} thrown")
        new = [self._cell(c) for c in (drawn or [None] * len(discards))]
        held.extend(new)
        self.queues[seat].extend(new)

    def _fill(self, held: list[int], shown: Iterable[Card], who: str) -> None:
        have = {self.cells[c] for c in held}
        extra = [k for k in (_parse(c) for c in shown if c is not None) if k not in have]
        free = [c for c in held if self.cells[c] is None]
        if len(extra) > len(free):
            raise RecordError(f"{who} {', '.join(CARD_STR[k] for k in extra)}: not the "
                              "cards it was dealt")
        for slot, card in zip(free, extra, strict=False):
            self.cells[slot] = card

    def _check_unique(self, spec: GameSpec) -> None:
        if spec.family == "draw":  # discards may be dealt again after a reshuffle
            return
        seen: set[int] = set()
        for card in self.cells:
            if card is not None:
                if card in seen:
                    raise RecordError(f"the card {CARD_STR[card]} is dealt twice")
                seen.add(card)

    def spares(self) -> list[int]:
        """Cards the record never mentions, the stand-ins for unknown cells."""
        known = {c for c in self.cells if c is not None}
        return [c for c in range(52) if c not in known]


class RecordedDealer(Dealer):
    """Deals each seat's recorded cells in order (the board's for `seat` None)."""

    __slots__ = ("_plan", "_spares", "_taken", "assigned", "fakes")

    def __init__(self, plan: CardPlan) -> None:
        super().__init__(None, random.Random(0))  # never drawn from: stand-ins are fixed
        self._plan = plan
        self._spares = plan.spares()
        self._taken = [0] * (len(plan.queues) + 1)  # the last counts board cards
        self.assigned: dict[int, int] = {}
        self.fakes: set[int] = set()

    def deal(self, count: int, seat: int | None, ev: list[Event]) -> list[int]:
        """The next `count` recorded cards for `seat`, stand-ins where unknown."""
        index = len(self._plan.queues) if seat is None else seat
        queue = self._plan.board if seat is None else self._plan.queues[seat]
        start = self._taken[index]
        self._taken[index] += count
        out: list[int] = []
        for k in range(count):
            cell = queue[start + k] if start + k < len(queue) else None
            known = None if cell is None else self._plan.cells[cell]
            card = known if known is not None else self._stand_in(ev)
            if cell is not None:
                self.assigned[cell] = card
            out.append(card)
        return out

    def _stand_in(self, ev: list[Event]) -> int:
        if not self._spares:
            self._spares = [c for c in self._muck if c in self.fakes]
            if not self._spares:
                raise RecordError("the record needs more unknown cards than the deck holds")
            ev.append(Event("reshuffle", None, {"cards": len(self._spares)}))
        card = self._spares.pop()
        self.fakes.add(card)
        return card

    def cards_left(self) -> int:
        """What the site's deck still held: 52 less every card dealt so far, so a stud
        hand of eight that reaches seventh street shares one card as the site dealt it."""
        return max(0, 52 - sum(self._taken))


def _parse(card: str) -> int:
    try:
        return parse_card(card)
    except EngineError as exc:
        raise RecordError(str(exc)) from exc
