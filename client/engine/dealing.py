"""Where a hand's cards come from: a fixed order first, then a uniform random draw.

The hand asks for cards by purpose (`seat` None: the board), so a recorded hand
can hand out exactly the cards its file lists (see `recorded_replay`); a live
hand ignores the purpose. Discards go to the muck, which becomes a new stub when
the deck runs out (draw games).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from client.engine.cards import CARD_STR, parse_cards
from client.engine.errors import EngineError
from client.engine.events import Event

T = TypeVar("T")

try:  # mypyc reads the decorator (with mypy, a test dependency); the plain install lacks it
    from mypy_extensions import mypyc_attr
except ImportError:
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[T], T]:
        """The decorator's stand-in: leaves the class as it is."""
        return lambda cls: cls


@mypyc_attr(allow_interpreted_subclasses=True)  # recorded and scripted hands deal their own
class Dealer:
    """The deck of one hand. `fixed` is dealt first (top card first); each card it
    lists may appear again only after it was discarded."""

    __slots__ = ("_deck", "_fresh", "_muck", "_pool", "_rng")

    def __init__(self, fixed: Sequence[str] | None, rng: random.Random) -> None:
        top = parse_cards(fixed) if fixed else []
        self._fresh = set(top)
        self._pool = [c for c in range(52) if c not in self._fresh] if top else list(range(52))
        top.reverse()  # dealing is list.pop()
        self._deck = top
        self._muck: list[int] = []
        self._rng = rng

    def deal(self, count: int, seat: int | None, ev: list[Event]) -> list[int]:
        """`count` cards for `seat` (None: the board); a reshuffle adds an event."""
        out: list[int] = []
        deck, pool, uniform = self._deck, self._pool, self._rng.random
        for _ in range(count):
            if deck:
                out.append(self._fixed_card(deck.pop()))
                continue
            if not pool:  # stub exhausted: the discards are shuffled into a new stub
                self._reshuffle(ev)
            i = int(uniform() * len(pool))  # 53-bit uniform: bias below 1e-14
            out.append(pool[i])
            pool[i] = pool[-1]
            pool.pop()
        return out

    def _reshuffle(self, ev: list[Event]) -> None:
        if not self._muck:
            raise EngineError("the deck ran out of cards")
        ev.append(Event("reshuffle", None, {"cards": len(self._muck)}))
        self._pool.extend(self._muck)
        self._muck = []

    def _fixed_card(self, card: int) -> int:
        if card in self._fresh:
            self._fresh.discard(card)
        elif card in self._muck:
            self._muck.remove(card)
        else:
            raise EngineError(f"the fixed deck deals {CARD_STR[card]} while it is in play")
        return card

    def muck(self, cards: Iterable[int]) -> None:
        """Folded or discarded cards (a later stub is made of them)."""
        self._muck.extend(cards)

    def cards_left(self) -> int:
        """Cards that can still be dealt without a reshuffle."""
        return len(self._deck) + len(self._pool)
