"""The state of one hand as data, and the chip moves every rule is made of.

`Hand` (hand.py) owns one `HandState` and changes it by the rules; the legal options
(`legality.py`) and the seat views (`hand_view.py`) are plain functions that read it.
Per-seat state is kept in flat int/bool lists and cards as ints (the hot path).
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence

from client.engine.config import ForcedPost, HandConfig
from client.engine.dealing import Dealer
from client.engine.events import Event
from client.engine.forced import LIVE_POSTS
from client.engine.games import GameSpec
from client.engine.records import HandResult, Legal


class HandState:
    """Chips, cards, turn and betting round of one hand (mutable; owned by one `Hand`)."""

    __slots__ = (
        "acted",
        "aggressor",
        "all_events",
        "alt_size",
        "bet",
        "big_bet",
        "board",
        "bring_in_pending",
        "committed",
        "completed",
        "config",
        "cur",
        "dead",
        "dealer",
        "draw_queue",
        "drawn",
        "faceup",
        "fl",
        "folded",
        "full",
        "hole",
        "last_raise",
        "legal",
        "min_bet",
        "n",
        "n_actionable",
        "n_live",
        "opener",
        "order_start",
        "phase",
        "pl",
        "pot",
        "raise_count",
        "reached_second",
        "result",
        "shown",
        "size",
        "small_bet",
        "spec",
        "stack",
        "street",
        "street_first",
        "to_act",
    )

    acted: list[int]
    aggressor: int | None
    all_events: list[Event]
    alt_size: int
    bet: list[int]
    big_bet: int
    board: list[int]
    bring_in_pending: bool
    committed: list[int]
    completed: bool
    config: HandConfig
    cur: int
    dead: int
    dealer: Dealer
    draw_queue: list[int]
    drawn: list[int]  # cards each seat exchanged at its latest draw (-1: none yet)
    faceup: list[list[bool]]
    fl: bool
    folded: list[bool]
    full: int
    hole: list[list[int]]
    last_raise: int
    legal: Legal | None
    min_bet: int
    n: int
    n_actionable: int
    n_live: int
    opener: int
    order_start: int
    phase: str
    pl: bool
    pot: int
    raise_count: int
    reached_second: bool
    result: HandResult | None
    shown: dict[int, tuple[str, ...]]
    size: int
    small_bet: int
    spec: GameSpec
    stack: list[int]
    street: int
    street_first: int
    to_act: int | None

    def __init__(self, config: HandConfig, spec: GameSpec, n: int,
                 dealer: Dealer | None) -> None:
        """The state before the forced posts; `dealer` None deals the config's deck."""
        small_bet = config.small_bet or config.big_blind
        self.config = config
        self.spec = spec
        self.n = n
        self.fl = spec.limit == "FL"
        self.pl = spec.limit == "PL"
        self.small_bet = small_bet
        self.big_bet = config.big_bet or 2 * small_bet
        self.min_bet = config.big_blind or small_bet
        self.stack = list(config.stacks)
        self.bet = [0] * n
        self.committed = [0] * n
        self.folded = [False] * n
        self.acted = [-1] * n
        self.hole = [[] for _ in range(n)]
        self.faceup = [[] for _ in range(n)]
        self.board = []
        self.shown = {}
        if dealer is None:
            rng = secrets.SystemRandom() if config.seed is None else random.Random(config.seed)
            dealer = Dealer(config.deck, rng)
        self.dealer = dealer
        self.all_events = []
        self.n_live = n
        self.n_actionable = n
        self.pot = 0
        self.dead = 0
        self.street = 0
        self.phase = "new"  # new | bet | draw | over
        self.to_act = None
        self.legal = None  # the cached options of `to_act`
        self.result = None
        self.reached_second = False
        self.draw_queue = []
        self.drawn = [-1] * n
        self.order_start = (config.button + 1) % n if spec.uses_blinds else 0
        self.opener = self.order_start
        self.street_first = self.order_start
        self.reset_round()

    def reset_round(self) -> None:
        """A new betting round: nobody has bet or acted; the bet size of this street."""
        self.cur = 0
        self.full = 0
        self.last_raise = self.min_bet
        self.raise_count = 0
        self.aggressor = None
        self.bring_in_pending = False
        self.completed = False
        big = self.street >= self.spec.big_bet_from
        self.size = self.big_bet if big else self.small_bet
        self.alt_size = 0
        acted = self.acted
        for i in range(self.n):
            acted[i] = -1

    def put(self, s: int, chips: int) -> None:
        """Seat `s` puts `chips` in front of it as a bet (an all-in leaves the action)."""
        self.stack[s] -= chips
        self.bet[s] += chips
        self.committed[s] += chips
        self.pot += chips
        if self.stack[s] == 0 and chips:
            self.n_actionable -= 1

    def _post_dead(self, s: int, amount: int, kind: str, ev: list[Event]) -> None:
        chips = min(amount, self.stack[s])
        if chips <= 0:
            return
        self.stack[s] -= chips
        if kind in ("big_blind_ante", "dead_blind"):
            self.dead += chips  # not this seat's own bet: dead money in the main pot
        else:
            self.committed[s] += chips
        self.pot += chips
        if self.stack[s] == 0:
            self.n_actionable -= 1
        ev.append(Event("post", s, {"kind": kind, "amount": chips, "all_in": not self.stack[s]}))

    def _post_bet(self, s: int, amount: int, kind: str, ev: list[Event]) -> None:
        chips = min(amount, self.stack[s])
        self.put(s, chips)
        ev.append(Event("post", s, {"kind": kind, "amount": chips, "all_in": not self.stack[s]}))

    def post_all(self, posts: Sequence[ForcedPost], ev: list[Event]) -> None:
        """Antes, dead chips and live blinds in posting order. The first betting round
        opens left of the last straddle, else of the (first) big blind, else (no big blind
        posted) of the small blind: the blind has its bet in and acts last."""
        opener = after_small = -1
        declared = self.config.big_blind
        for post in posts:
            if post.kind in LIVE_POSTS:
                self._post_bet(post.seat, post.amount, post.kind, ev)
                declared = max(declared, post.amount)
                if post.kind == "straddle" or (post.kind == "big_blind" and opener < 0):
                    opener = (post.seat + 1) % self.n
                elif post.kind == "small_blind" and after_small < 0:
                    after_small = (post.seat + 1) % self.n
            else:
                self._post_dead(post.seat, post.amount, post.kind, ev)
        if self.spec.uses_blinds:
            self.opener = opener if opener >= 0 else \
                after_small if after_small >= 0 else self.order_start
            # Callers owe the full big blind even when its poster is all-in for less.
            self.cur = self.full = self.last_raise = declared
            self.raise_count = 1
