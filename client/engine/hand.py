"""One hand of poker as a sans-I/O state machine: actions in, events out.

`Hand.start()` posts antes/blinds and deals; `act()` validates an action against
`legal()` (raising `IllegalActionError` and changing nothing when it is not
allowed) and returns the events it caused. Betting follows the site rules: fixed
limit allows a bet and three raises; pot and no limit have no cap; the minimum
raise is the last full raise; an all-in short of a full raise does not reopen
the betting to seats that already acted; the pot-limit maximum is the pot after
calling; in fixed limit an all-in of at least half a bet counts as a raise and a
later raise completes over the last full bet. A raise nobody could call (every
other seat all-in for less) is not offered. Heads-up the button posts the small
blind and acts first before the flop. Uncalled chips go back at the end of each
round. A big-blind ante pays for the whole table, so it is dead money in the main
pot (everyone live is eligible); ordinary antes count as each seat's own chips.
Showdown starts with the last aggressor of the final round (else the first
seat left of the button), and a hand beaten in every pot it could win is mucked
unless someone is all-in. Odd chips go one by one to tied winners from the seat
left of the button (stud: from seat 0); in hi/lo the high half gets the odd chip.

The hot path keeps per-seat state in flat int/bool lists and cards as ints;
events are the only per-action allocation besides the cached `Legal`.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence

from client.engine.actions import Action, ActionKind
from client.engine.cards import CARD_STR, parse_cards
from client.engine.config import HandConfig
from client.engine.errors import EngineError, IllegalActionError
from client.engine.events import Event
from client.engine.games import game_spec
from client.engine.pots import build_pots, split_chips
from client.engine.records import HandResult, Legal, PotResult, SeatView
from client.engine.showdown import (
    bring_in_seat,
    first_by_upcards,
    showdown_values,
    value_names,
)

FOLD, CHECK, CALL = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL
BET, RAISE, COMPLETE = ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE
BRING_IN, DRAW = ActionKind.BRING_IN, ActionKind.DRAW
_AGGRESSIVE = (BET, RAISE, COMPLETE)
_FL_CAP = 4  # a bet and three raises
_FACING = frozenset((FOLD, CALL))
_OPEN = frozenset((CHECK,))
_WITH = {  # (passive options, aggressive kind) -> all options, built once
    (passive, kind): passive | {kind} for passive in (_FACING, _OPEN) for kind in _AGGRESSIVE
}


class Hand:
    """One hand of any supported game; see the module docstring for the rules."""

    __slots__ = (
        "_acted",
        "_aggressor",
        "_all_events",
        "_alt_size",
        "_bb",
        "_bet",
        "_big_bet",
        "_board",
        "_bring_in_pending",
        "_committed",
        "_completed",
        "_cur",
        "_dead",
        "_deck",
        "_draw_queue",
        "_faceup",
        "_fl",
        "_folded",
        "_fresh",
        "_full",
        "_hole",
        "_last_raise",
        "_legal",
        "_min_bet",
        "_muck",
        "_n",
        "_n_actionable",
        "_n_live",
        "_order_start",
        "_phase",
        "_pl",
        "_pool",
        "_pot",
        "_raise_count",
        "_reached_second",
        "_result",
        "_rng",
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

    def __init__(self, config: HandConfig) -> None:
        spec = game_spec(config.game)
        n = len(config.stacks)
        if not 2 <= n <= spec.max_players:
            raise EngineError(f"{spec.code} needs 2 to {spec.max_players} players, got {n}")
        if any(type(s) is not int or s <= 0 for s in config.stacks):
            raise EngineError("every stack must be a positive int (seat only players with chips)")
        amounts = (config.small_blind, config.big_blind, config.ante, config.bring_in,
                   config.small_bet, config.big_bet)
        if any(type(a) is not int or a < 0 for a in amounts):
            raise EngineError("blinds, ante, bring-in and bet sizes must be ints, not negative")
        small_bet = config.small_bet or config.big_blind
        if spec.uses_blinds:
            if not 0 <= config.button < n:
                raise EngineError(f"button {config.button} is not a seat index 0..{n - 1}")
            if config.big_blind <= 0 or config.small_blind > config.big_blind:
                raise EngineError("blind games need big_blind > 0 and small_blind <= big_blind")
            if config.dead_small_blind and n == 2:
                raise EngineError("heads-up has no dead small blind: the button posts it")
        else:
            if config.bring_in <= 0 or small_bet <= 0 or config.bring_in > small_bet:
                raise EngineError("stud games need 0 < bring_in <= small_bet")
        self.config = config
        self._spec = spec
        self._n = n
        self._fl = spec.limit == "FL"
        self._pl = spec.limit == "PL"
        self._small_bet = small_bet
        self._big_bet = config.big_bet or 2 * small_bet
        self._min_bet = config.big_blind or small_bet
        self._stack = list(config.stacks)
        self._bet = [0] * n
        self._committed = [0] * n
        self._folded = [False] * n
        self._acted = [-1] * n
        self._hole: list[list[int]] = [[] for _ in range(n)]
        self._faceup: list[list[bool]] = [[] for _ in range(n)]
        self._board: list[int] = []
        self._muck: list[int] = []
        self._shown: dict[int, tuple[str, ...]] = {}
        self._rng: random.Random = (
            secrets.SystemRandom() if config.seed is None else random.Random(config.seed)
        )
        self._deck = self._build_deck(config.deck)
        self._all_events: list[Event] = []
        self._n_live = n
        self._n_actionable = n
        self._pot = 0
        self._dead = 0
        self._street = 0
        self._phase = "new"  # new | bet | draw | over
        self._to_act: int | None = None
        self._legal: Legal | None = None
        self._result: HandResult | None = None
        self._reached_second = False
        self._draw_queue: list[int] = []
        self._order_start = (config.button + 1) % n if spec.uses_blinds else 0
        self._bb = -1
        self._street_first = self._order_start
        self._aggressor: int | None = None
        self._reset_round()

    # ------------------------------------------------------------------ setup
    def _build_deck(self, fixed: Sequence[str] | None) -> list[int]:
        """The fixed cards in dealing order (top last, so dealing is list.pop()); the
        other cards stay in `_pool` and are drawn uniformly at random one at a time,
        a shuffle that only pays for the cards a hand uses. A fixed card may appear
        again only after it was discarded (draw games reuse discards)."""
        top = parse_cards(fixed) if fixed else []
        self._fresh = set(top)
        self._pool = [c for c in range(52) if c not in self._fresh] if top else list(range(52))
        top.reverse()
        return top

    def _reset_round(self) -> None:
        self._cur = 0
        self._full = 0
        self._last_raise = self._min_bet
        self._raise_count = 0
        self._aggressor = None
        self._bring_in_pending = False
        self._completed = False
        big = self._street >= self._spec.big_bet_from
        self._size = self._big_bet if big else self._small_bet
        self._alt_size = 0
        acted = self._acted
        for i in range(self._n):
            acted[i] = -1

    def start(self) -> list[Event]:
        """Post antes and blinds, deal the first cards and open the first betting round."""
        if self._phase != "new":
            raise EngineError("this hand has already started")
        cfg, n = self.config, self._n
        ev: list[Event] = [
            Event(
                "hand_started",
                None,
                {
                    "game": cfg.game,
                    "button": cfg.button if self._spec.uses_blinds else None,
                    "stacks": list(cfg.stacks),
                    "small_blind": cfg.small_blind,
                    "big_blind": cfg.big_blind,
                    "ante": cfg.ante,
                },
            )
        ]
        order = [(self._order_start + k) % n for k in range(n)]
        if cfg.ante and not cfg.big_blind_ante:
            for s in order:
                self._post_dead(s, cfg.ante, "ante", ev)
        if self._spec.uses_blinds:
            self._post_blinds(ev)
        self._phase = "bet"
        self._deal_street(ev)
        self._open_betting(ev)
        self._all_events.extend(ev)
        return ev

    def _post_dead(self, s: int, amount: int, kind: str, ev: list[Event]) -> None:
        chips = min(amount, self._stack[s])
        if chips <= 0:
            return
        self._stack[s] -= chips
        if kind == "big_blind_ante":
            self._dead += chips  # pays for the whole table: dead money in the main pot
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

    def _post_blinds(self, ev: list[Event]) -> None:
        cfg, n, b = self.config, self._n, self.config.button
        if n == 2:
            sb, bb = b, (b + 1) % 2
        else:
            sb = -1 if cfg.dead_small_blind else (b + 1) % n
            bb = (b + 1) % n if cfg.dead_small_blind else (b + 2) % n
        self._bb = bb
        if sb >= 0 and cfg.small_blind:
            self._post_bet(sb, cfg.small_blind, "small_blind", ev)
        self._post_bet(bb, cfg.big_blind, "big_blind", ev)
        if cfg.ante and cfg.big_blind_ante:
            self._post_dead(bb, cfg.ante * n, "big_blind_ante", ev)
        # Callers owe the full big blind even when its poster is all-in for less.
        self._cur = self._full = self._last_raise = cfg.big_blind
        self._raise_count = 1

    # ------------------------------------------------------------------ dealing
    def _draw_cards(self, count: int, ev: list[Event]) -> list[int]:
        out: list[int] = []
        deck, pool, uniform = self._deck, self._pool, self._rng.random
        for _ in range(count):
            if deck:
                out.append(self._fixed_card(deck.pop()))
                continue
            if not pool:  # stub exhausted: the discards are shuffled into a new stub
                if not self._muck:
                    raise EngineError("the deck ran out of cards")
                ev.append(Event("reshuffle", None, {"cards": len(self._muck)}))
                pool.extend(self._muck)
                self._muck = []
            i = int(uniform() * len(pool))  # 53-bit uniform: bias below 1e-14
            out.append(pool[i])
            pool[i] = pool[-1]
            pool.pop()
        return out

    def _fixed_card(self, card: int) -> int:
        if card in self._fresh:
            self._fresh.discard(card)
        elif card in self._muck:
            self._muck.remove(card)
        else:
            raise EngineError(f"the fixed deck deals {CARD_STR[card]} while it is in play")
        return card

    def _cards_left(self) -> int:
        return len(self._deck) + len(self._pool)

    def _deal_street(self, ev: list[Event]) -> None:
        spec, street, n = self._spec, self._street, self._n
        name = spec.streets[street]
        ev.append(Event("street", None, {"street": name, "index": street}))
        family = spec.family
        if street == 0:
            count = spec.hole_count
            dealt = self._draw_cards(count * n, ev)
            for k in range(n):
                s = (self._order_start + k) % n
                cards = dealt[k * count : (k + 1) * count]
                self._hole[s] = cards
                if family == "stud":
                    self._faceup[s] = [False, False, True]
                    ev.append(Event("deal_hole", s, {"cards": _strs(cards[:2])}, s))
                    ev.append(Event("deal_up", s, {"cards": [CARD_STR[cards[2]]]}))
                else:
                    ev.append(Event("deal_hole", s, {"cards": _strs(cards)}, s))
            return
        if family in ("holdem", "omaha"):
            cards = self._draw_cards(3 if street == 1 else 1, ev)
            self._board.extend(cards)
            ev.append(Event("deal_board", None, {"cards": _strs(cards)}))
        elif family == "stud":
            live = [s for s in range(n) if not self._folded[s]]
            last = street == len(spec.streets) - 1
            if last and self._cards_left() < len(live):  # not enough cards: one shared card
                cards = self._draw_cards(1, ev)
                self._board.extend(cards)
                ev.append(Event("deal_board", None, {"cards": _strs(cards)}))
                return
            for s in live:
                card = self._draw_cards(1, ev)[0]
                self._hole[s].append(card)
                self._faceup[s].append(not last)
                if last:
                    ev.append(Event("deal_hole", s, {"cards": [CARD_STR[card]]}, s))
                else:
                    ev.append(Event("deal_up", s, {"cards": [CARD_STR[card]]}))

    # ------------------------------------------------------------------ rounds
    def _open_betting(self, ev: list[Event]) -> None:
        """Start a betting round (blinds/bring-in already set for the first one)."""
        self._phase = "bet"
        start = self._order_start
        if self._street == 0:
            if self._spec.uses_blinds:
                start = self.config.button if self._n == 2 else self._bb + 1
            else:
                start = bring_in_seat(self._hole, self._spec.split == "a5")
                self._bring_in_pending = True
        elif self._spec.family == "stud":
            up = [
                [c for c, f in zip(h, fu, strict=True) if f] if not self._folded[s] else None
                for s, (h, fu) in enumerate(zip(self._hole, self._faceup, strict=True))
            ]
            start = first_by_upcards(up, self._spec.split == "a5")
            if self._street == 1 and self._spec.code == "STUD" and any(
                u is not None and u[0] >> 2 == u[1] >> 2 for u in up
            ):
                self._alt_size = self._big_bet  # open pair on fourth street: big bet allowed
        self._street_first = start % self._n
        if self._bring_in_pending:
            if self._stack[start]:
                self._set_to_act(start)
                return
            self._bring_in_pending = False  # all-in on the ante: nobody brings in
        nxt = self._next_needing(start % self._n - 1)
        if nxt is None:
            self._close_round(ev)
        else:
            self._set_to_act(nxt)

    def _set_to_act(self, seat: int | None) -> None:
        self._to_act = seat
        self._legal = None

    def _next_needing(self, after: int) -> int | None:
        """The next seat after `after` that still owes a decision this round: it is
        live with chips and faces a bet, or has not acted while someone can still
        answer a bet."""
        n, folded, stack, bet, acted = self._n, self._folded, self._stack, self._bet, self._acted
        cur, others_can_act = self._cur, self._n_actionable > 1
        for k in range(1, n + 1):
            j = (after + k) % n
            if folded[j] or not stack[j]:
                continue
            if bet[j] < cur or (acted[j] < 0 and others_can_act):
                return j
        return None

    def _close_round(self, ev: list[Event]) -> None:
        """Return an uncalled bet, then end the hand or move to the next street."""
        bets = self._bet
        top = max(bets)
        if top:
            leaders = [i for i in range(self._n) if bets[i] == top]
            if len(leaders) == 1:
                s = leaders[0]
                excess = top - max(b for i, b in enumerate(bets) if i != s)
                if excess:
                    bets[s] -= excess
                    self._committed[s] -= excess
                    self._pot -= excess
                    self._stack[s] += excess
                    ev.append(Event("uncalled_returned", s, {"amount": excess}))
            for i in range(self._n):
                bets[i] = 0
        self._n_actionable = sum(
            1 for i in range(self._n) if not self._folded[i] and self._stack[i] > 0
        )
        if self._n_live == 1:
            self._finish(ev, showdown=False)
            return
        if self._street == len(self._spec.streets) - 1:
            self._finish(ev, showdown=True)
            return
        self._street += 1
        self._reached_second = True
        self._reset_round()
        self._deal_street(ev)
        if self._spec.family == "draw":
            n = self._n
            self._phase = "draw"
            self._draw_queue = [
                s for s in ((self._order_start + k) % n for k in range(n)) if not self._folded[s]
            ]
            self._set_to_act(self._draw_queue[0])
        else:
            self._open_betting(ev)

    # ------------------------------------------------------------------ legality
    @property
    def to_act(self) -> int | None:
        """The seat whose decision the hand waits for (None before start and when over)."""
        return self._to_act

    @property
    def is_over(self) -> bool:
        """True once every pot has been awarded."""
        return self._phase == "over"

    def legal(self) -> Legal:
        """What the seat to act may do now."""
        legal = self._legal
        if legal is None:
            if self._to_act is None:
                raise EngineError("no seat is to act: the hand has not started or is over")
            legal = self._legal = self._compute_legal(self._to_act)
        return legal

    def _can_reopen(self, s: int) -> bool:
        acted = self._acted[s]
        if acted < 0 or self._full > acted:
            return True
        return not self._fl and self._cur - acted >= self._last_raise

    def _raise_can_be_called(self, s: int, cur: int) -> bool:
        """A raise is pointless (and not offered) when no other live seat could put in
        more than the current bet."""
        folded, stack, bet = self._folded, self._stack, self._bet
        for j in range(self._n):  # noqa: SIM110 - a plain loop is faster than any() here
            if j != s and not folded[j] and bet[j] + stack[j] > cur:
                return True
        return False

    def _compute_legal(self, s: int) -> Legal:
        stack = self._stack[s]
        if self._phase == "draw":
            return Legal(s, frozenset((DRAW,)), max_discards=len(self._hole[s]))
        if self._bring_in_pending:
            bring = min(self.config.bring_in, stack)
            if stack > self.config.bring_in:
                to = min(self._small_bet, stack)
                return Legal(s, frozenset((BRING_IN, COMPLETE)), 0, to, to, bring)
            return Legal(s, frozenset((BRING_IN,)), bring_in=bring)
        bet, cur = self._bet[s], self._cur
        to_call = cur - bet
        passive = _FACING if to_call > 0 else _OPEN
        call = to_call if to_call < stack else stack
        if stack <= to_call or not self._can_reopen(s) or not self._raise_can_be_called(s, cur):
            return Legal(s, passive, call)
        all_in = bet + stack
        if self._fl:
            if self._raise_count >= _FL_CAP:
                return Legal(s, passive, call)
            if self._spec.family == "stud" and self._street == 0 and not self._completed:
                kind = COMPLETE
            else:
                kind = BET if cur == 0 else RAISE
            lo = self._full + self._size
            hi = self._full + (self._alt_size or self._size)
        else:
            kind = BET if cur == 0 else RAISE
            lo = cur + self._last_raise if cur else self._min_bet
            hi = all_in
            if self._pl:
                hi = cur + self._pot + to_call
        if hi > all_in:
            hi = all_in
        return Legal(s, _WITH[passive, kind], call, lo if lo < hi else hi, hi)

    # ------------------------------------------------------------------ acting
    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply one action by `seat`; raises IllegalActionError (hand unchanged) if not allowed."""
        if self._to_act is None or seat != self._to_act:
            if self._phase == "over":
                raise IllegalActionError("the hand is over: no more actions")
            raise IllegalActionError(f"seat {seat} cannot act now: seat {self._to_act} is to act")
        legal = self._legal or self.legal()
        kind = action.kind
        if type(kind) is not ActionKind:  # e.g. a plain string from a message
            try:
                kind = ActionKind(kind)
            except ValueError as exc:
                raise IllegalActionError(f"unknown action kind {kind!r}") from exc
        if kind not in legal.kinds:
            options = ", ".join(sorted(k.value for k in legal.kinds))
            raise IllegalActionError(f"seat {seat} cannot {kind.value} now; legal: {options}")
        ev: list[Event] = []
        if kind is DRAW:
            self._act_draw(seat, action.discards, ev)
            self._all_events.extend(ev)
            return ev
        if kind in _AGGRESSIVE:
            to = action.amount
            if type(to) is not int:
                raise IllegalActionError(f"{kind.value} needs whole chips (an int), got {to!r}")
            ok = (
                to in (legal.min_to, legal.max_to)
                if self._fl
                else legal.min_to <= to <= legal.max_to
            )
            if not ok:
                raise IllegalActionError(
                    f"{kind.value} to {to} is not allowed: "
                    + (
                        f"fixed limit allows exactly {legal.min_to}"
                        + (f" or {legal.max_to}" if legal.max_to != legal.min_to else "")
                        if self._fl
                        else f"choose a total from {legal.min_to} to {legal.max_to}"
                    )
                )
            self._aggress(seat, to)
            data: dict[str, object] = {"kind": kind.value, "amount": to}
        elif kind is CALL:
            self._put(seat, legal.call_amount)
            self._acted[seat] = self._cur
            data = {"kind": "call", "amount": legal.call_amount}
        elif kind is CHECK:
            self._acted[seat] = self._cur
            data = {"kind": "check", "amount": 0}
        elif kind is FOLD:
            self._folded[seat] = True
            self._n_live -= 1
            self._n_actionable -= 1
            self._muck.extend(self._hole[seat])
            data = {"kind": "fold", "amount": 0}
        else:  # BRING_IN
            self._put(seat, legal.bring_in)
            self._bring_in_pending = False
            self._cur = self.config.bring_in
            self._acted[seat] = self._cur
            data = {"kind": "bring_in", "amount": legal.bring_in}
        data["all_in"] = self._stack[seat] == 0 and kind is not FOLD
        ev.append(Event("action", seat, data))
        nxt = None if self._n_live == 1 else self._next_needing(seat)
        if nxt is None:
            self._close_round(ev)
        else:
            self._set_to_act(nxt)
        self._all_events.extend(ev)
        return ev

    def _put(self, s: int, chips: int) -> None:
        self._stack[s] -= chips
        self._bet[s] += chips
        self._committed[s] += chips
        self._pot += chips
        if self._stack[s] == 0 and chips:
            self._n_actionable -= 1

    def _aggress(self, s: int, to: int) -> None:
        self._put(s, to - self._bet[s])
        cur = self._cur
        if self._fl:
            increment = to - self._full
            full = increment * 2 >= self._size
            if full and self._alt_size and increment == self._alt_size:
                self._size, self._alt_size = self._alt_size, 0
        else:
            full = to - cur >= self._last_raise
            if full:
                self._last_raise = to - cur
        if full:
            self._full = to
            self._raise_count += 1
            self._completed = True
        self._cur = to
        self._acted[s] = to
        self._aggressor = s
        self._bring_in_pending = False

    def _act_draw(self, seat: int, discards: Sequence[str], ev: list[Event]) -> None:
        try:
            thrown = parse_cards(discards)
        except EngineError as exc:
            raise IllegalActionError(str(exc)) from exc
        hole = self._hole[seat]
        if len(set(thrown)) != len(thrown) or any(c not in hole for c in thrown):
            raise IllegalActionError(
                f"seat {seat} can only discard cards it holds, each once: {list(discards)}"
            )
        kept = [c for c in hole if c not in thrown]
        new = self._draw_cards(len(thrown), ev)
        self._muck.extend(thrown)
        self._hole[seat] = kept + new
        ev.append(
            Event("draw", seat, {"discarded": _strs(thrown), "received": _strs(new)}, seat)
        )
        ev.append(Event("action", seat, {"kind": "draw", "amount": 0, "count": len(thrown),
                                         "all_in": self._stack[seat] == 0}))
        self._draw_queue.pop(0)
        if self._draw_queue:
            self._set_to_act(self._draw_queue[0])
        else:
            self._open_betting(ev)

    # ------------------------------------------------------------------ ending
    def _finish(self, ev: list[Event], showdown: bool) -> None:
        n = self._n
        live = [not f for f in self._folded]
        if showdown:
            pots = build_pots(self._committed, live)
        else:  # everyone else folded: one pot, all of it to the last seat
            pots = [(sum(self._committed), (live.index(True),))]
        if self._dead:  # the big-blind ante joins the main pot (or is the whole pot)
            main = pots[0] if pots else (0, tuple(i for i in range(n) if live[i]))
            pots[0:1] = [(main[0] + self._dead, main[1])]
        odd_order = [(self._order_start + k) % n for k in range(n)]
        awards = [0] * n
        results: list[PotResult] = []
        values: dict[int, tuple[int | None, int | None]] = {}
        if showdown:
            values = self._showdown(pots, ev)
        for index, (amount, eligible) in enumerate(pots):
            contenders = [s for s in odd_order if s in eligible and (not showdown or s in values)]
            hi_w: list[int] = []
            lo_w: list[int] = []
            if len(contenders) == 1:
                hi_w = contenders if self._spec.has_hi else []
                lo_w = [] if self._spec.has_hi else contenders
            else:
                his = {s: values[s][0] for s in contenders if values[s][0] is not None}
                los = {s: values[s][1] for s in contenders if values[s][1] is not None}
                if his:
                    best = max(v for v in his.values() if v is not None)
                    hi_w = [s for s in contenders if his.get(s) == best]
                if los:
                    best_lo = max(v for v in los.values() if v is not None)
                    lo_w = [s for s in contenders if los.get(s) == best_lo]
            shares: dict[int, int] = {}
            parts: tuple[tuple[int, list[int], str], ...]
            if hi_w and lo_w:  # split pot: the odd chip goes to the high half
                parts = ((amount - amount // 2, hi_w, "hi"), (amount // 2, lo_w, "lo"))
            else:
                parts = ((amount, hi_w or lo_w, "all"),)
            for chips, winners, half in parts:
                for s, won in split_chips(chips, winners).items():
                    shares[s] = shares.get(s, 0) + won
                    awards[s] += won
                    ev.append(
                        Event("pot_awarded", s, {"pot": index, "amount": won, "half": half})
                    )
            results.append(PotResult(amount, eligible, tuple(hi_w), tuple(lo_w), shares))
        for s in range(n):
            self._stack[s] += awards[s]
        self._pot = 0
        self._phase = "over"
        self._set_to_act(None)
        self._result = HandResult(
            tuple(self._stack), tuple(results), self._reached_second, dict(self._shown)
        )
        ev.append(Event("hand_ended", None, {"final_stacks": list(self._stack)}))

    def _showdown(
        self, pots: list[tuple[int, tuple[int, ...]]], ev: list[Event]
    ) -> dict[int, tuple[int | None, int | None]]:
        """Reveal hands in show order; a hand beaten in every pot it could win is mucked."""
        n = self._n
        first = self._aggressor if self._aggressor is not None else self._street_first
        order = [s for s in ((first + k) % n for k in range(n)) if not self._folded[s]]
        everyone_shows = any(self._stack[s] == 0 for s in order)
        shown: dict[int, tuple[int | None, int | None]] = {}
        for s in order:
            hi, lo = showdown_values(self._spec, self._hole[s], self._board)
            if not everyone_shows and shown:
                wins_something = False
                for _, eligible in pots:
                    if s not in eligible:
                        continue
                    rivals = [shown[r] for r in eligible if r in shown]
                    best_hi = max((v[0] for v in rivals if v[0] is not None), default=None)
                    best_lo = max((v[1] for v in rivals if v[1] is not None), default=None)
                    if (hi is not None and (best_hi is None or hi >= best_hi)) or (
                        lo is not None and (best_lo is None or lo >= best_lo)
                    ):
                        wins_something = True
                        break
                if not wins_something:
                    ev.append(Event("muck", s, {}))
                    continue
            shown[s] = (hi, lo)
            cards = tuple(_strs(self._hole[s]))
            self._shown[s] = cards
            ev.append(Event("showdown", s, {"cards": list(cards), **value_names(hi, lo)}))
        return shown

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
