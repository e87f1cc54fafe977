"""The state of one hand and the queries over it; `Hand` adds the rules that change it.

Per-seat state is kept in flat int/bool lists and cards as ints (the hot path);
`view` turns it into the immutable `SeatView` a player (or bot) may see.
"""

from __future__ import annotations

from collections.abc import Sequence

from client.engine.cards import CARD_STR
from client.engine.config import ForcedPost, HandConfig
from client.engine.dealing import Dealer
from client.engine.errors import EngineError, IllegalActionError
from client.engine.events import Event
from client.engine.forced import LIVE_POSTS
from client.engine.games import GameSpec
from client.engine.pots import build_pots
from client.engine.records import HandResult, Legal, SeatView


class HandState:
    """Chips, cards and turn of one hand; forced posts; views and the result."""

    __slots__ = (
        "_acted",
        "_aggressor",
        "_all_events",
        "_alt_size",
        "_bet",
        "_big_bet",
        "_board",
        "_bring_in_pending",
        "_committed",
        "_completed",
        "_cur",
        "_dead",
        "_dealer",
        "_draw_queue",
        "_faceup",
        "_fl",
        "_folded",
        "_full",
        "_hole",
        "_last_raise",
        "_legal",
        "_min_bet",
        "_n",
        "_n_actionable",
        "_n_live",
        "_opener",
        "_order_start",
        "_phase",
        "_pl",
        "_pot",
        "_raise_count",
        "_reached_second",
        "_result",
        "_shown",
        "_size",
        "_small_bet",
        "_spec",
        "_stack",
        "_street",
        "_street_first",
        "_to_act",
        "config",
    )


    _acted: list[int]
    _aggressor: int | None
    _all_events: list[Event]
    _alt_size: int
    _bet: list[int]
    _big_bet: int
    _board: list[int]
    _bring_in_pending: bool
    _committed: list[int]
    _completed: bool
    _cur: int
    _dead: int
    _dealer: Dealer
    _draw_queue: list[int]
    _faceup: list[list[bool]]
    _fl: bool
    _folded: list[bool]
    _full: int
    _hole: list[list[int]]
    _last_raise: int
    _legal: Legal | None
    _min_bet: int
    _n: int
    _n_actionable: int
    _n_live: int
    _opener: int
    _order_start: int
    _phase: str
    _pl: bool
    _pot: int
    _raise_count: int
    _reached_second: bool
    _result: HandResult | None
    _shown: dict[int, tuple[str, ...]]
    _size: int
    _small_bet: int
    _spec: GameSpec
    _stack: list[int]
    _street: int
    _street_first: int
    _to_act: int | None
    config: HandConfig

    def legal(self) -> Legal:
        """What the seat to act may do now (the rules are in `Hand`)."""
        raise NotImplementedError

    @property
    def to_act(self) -> int | None:
        """The seat whose decision the hand waits for (None before start and when over)."""
        return self._to_act

    @property
    def is_over(self) -> bool:
        """True once every pot has been awarded."""
        return self._phase == "over"

    def _post_dead(self, s: int, amount: int, kind: str, ev: list[Event]) -> None:
        chips = min(amount, self._stack[s])
        if chips <= 0:
            return
        self._stack[s] -= chips
        if kind in ("big_blind_ante", "dead_blind"):
            self._dead += chips  # not this seat's own bet: dead money in the main pot
        else:
            self._committed[s] += chips
        self._pot += chips
        if self._stack[s] == 0:
            self._n_actionable -= 1
        ev.append(Event("post", s, {"kind": kind, "amount": chips, "all_in": not self._stack[s]}))

    def _post_bet(self, s: int, amount: int, kind: str, ev: list[Event]) -> None:
        chips = min(amount, self._stack[s])
        self._put(s, chips)
        ev.append(Event("post", s, {"kind": kind, "amount": chips, "all_in": not self._stack[s]}))

    def _post_all(self, posts: Sequence[ForcedPost], ev: list[Event]) -> None:
        """Antes, dead chips and live blinds in posting order. The first betting round
        opens left of the last straddle, else of the (first) big blind."""
        opener = -1
        declared = self.config.big_blind
        for post in posts:
            if post.kind in LIVE_POSTS:
                self._post_bet(post.seat, post.amount, post.kind, ev)
                declared = max(declared, post.amount)
                if post.kind == "straddle" or (post.kind == "big_blind" and opener < 0):
                    opener = (post.seat + 1) % self._n
            else:
                self._post_dead(post.seat, post.amount, post.kind, ev)
        if self._spec.uses_blinds:
            self._opener = opener if opener >= 0 else self._order_start
            # Callers owe the full big blind even when its poster is all-in for less.
            self._cur = self._full = self._last_raise = declared
            self._raise_count = 1

    def _put(self, s: int, chips: int) -> None:
        self._stack[s] -= chips
        self._bet[s] += chips
        self._committed[s] += chips
        self._pot += chips
        if self._stack[s] == 0 and chips:
            self._n_actionable -= 1

    def open_with(self, seat: int) -> None:
        """Recorded hands only: give the first decision of this stud betting round (the
        bring-in on third street) to `seat`, because the file does not show the up
        cards that decide it. IllegalActionError unless nobody has acted this round."""
        fresh = self._bring_in_pending or (self._street > 0 and max(self._acted) < 0)
        if self._spec.family != "stud" or self._phase != "bet" or not fresh:
            raise IllegalActionError("only a stud round nobody has acted in can open elsewhere")
        if not 0 <= seat < self._n or self._folded[seat] or not self._stack[seat]:
            raise IllegalActionError(f"seat {seat} cannot open this round: not a live seat")
        self._street_first = seat
        self._set_to_act(seat)

    def allow_open_pair_bets(self) -> None:
        """Recorded hands only: on fourth street of seven card stud allow the big bet
        as if a pair showed, because the file hides up cards that would tell.
        IllegalActionError unless it is that round and nobody has acted in it."""
        if (self._spec.code != "STUD" or self._street != 1 or self._phase != "bet"
                or max(self._acted) >= 0):
            raise IllegalActionError("only a fresh fourth street of seven card stud")
        self._alt_size = self._big_bet

    def _set_to_act(self, seat: int | None) -> None:
        self._to_act = seat
        self._legal = None

    def result(self) -> HandResult:
        """Final stacks and pots; raises EngineError until the hand is over."""
        if self._result is None:
            raise EngineError("the hand is not over yet: no result")
        return self._result

    # ------------------------------------------------------------------ views
    @property
    def events(self) -> list[Event]:
        """Every event so far, private ones included (for hand histories; filter with
        events_for before showing them to anyone)."""
        return list(self._all_events)

    def view(self, seat: int) -> SeatView:
        """What `seat` may see now: its own cards, public cards, chips and its options."""
        if not 0 <= seat < self._n:
            raise EngineError(f"seat {seat} is not in this hand (0..{self._n - 1})")
        up = tuple(
            tuple(CARD_STR[c] for c, f in zip(h, fu, strict=False) if f)
            for h, fu in zip(self._hole, self._faceup, strict=True)
        )
        return SeatView(
            seat=seat,
            game=self.config.game,
            street=self._spec.streets[self._street],
            button=self.config.button,
            big_blind=self.config.big_blind,
            small_bet=self._small_bet if self._fl else 0,
            big_bet=self._big_bet if self._fl else 0,
            stacks=tuple(self._stack),
            bets=tuple(self._bet),
            pot=self._pot,
            board=tuple(_strs(self._board)),
            hole=tuple(_strs(self._hole[seat])),
            up=up,
            folded=tuple(self._folded),
            to_act=self._to_act,
            legal=self.legal() if self._to_act == seat else None,
            is_over=self.is_over,
            shown=dict(self._shown),
            pots=self._collected_pots(),
        )

    def _collected_pots(self) -> tuple[int, ...]:
        if self._phase == "over":
            return ()
        collected = [c - b for c, b in zip(self._committed, self._bet, strict=True)]
        pots = [amount for amount, _ in build_pots(collected, [not f for f in self._folded])]
        if self._dead:
            pots = [pots[0] + self._dead, *pots[1:]] if pots else [self._dead]
        return tuple(pots)



def _strs(cards: Sequence[int]) -> list[str]:
    return [CARD_STR[c] for c in cards]
