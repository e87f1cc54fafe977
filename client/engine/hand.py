"""One hand of poker as a sans-I/O state machine: actions in, events out.

`Hand.start()` posts antes/blinds and deals; `act()` validates an action against
`legal()` (raising `IllegalActionError` and changing nothing when it is not
allowed) and returns the events it caused. Betting follows the site rules: fixed
limit allows a bet and three raises; pot and no limit have no cap; the minimum
raise is the last full raise; an all-in short of a full raise does not reopen
the betting to seats that already acted; the pot-limit maximum is the pot after
calling; in fixed limit an all-in of at least half a bet counts as a raise and a
later raise completes over the last full bet. Nobody is asked to put in chips
nobody can call: a bet or raise is capped at the most any other live seat can
match (its bet plus stack), and not offered when that is no more than the bet.
A seat may fold only when it faces a bet (`fold_when_free` replays a recorded
fold where checking was free). Heads-up the button posts the small blind and acts
first before the flop.
Uncalled chips go back at the end of each round. A big-blind ante pays for the
whole table, so it is dead money in the main pot (everyone live is eligible);
ordinary antes count as each seat's own chips.
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
from client.engine.dealing import Dealer
from client.engine.errors import EngineError, IllegalActionError
from client.engine.events import Event
from client.engine.forced import check_config, standard_posts
from client.engine.games import game_spec
from client.engine.legality import AGGRESSIVE, CALL, CHECK, DRAW, FOLD, HandLegality
from client.engine.records import HandResult, Legal
from client.engine.settle import Table, settle
from client.engine.showdown import bring_in_seat, first_by_upcards


class Hand(HandLegality):
    """One hand of any supported game; see the module docstring for the rules."""

    __slots__ = ()

    def __init__(self, config: HandConfig, dealer: Dealer | None = None) -> None:
        """Check the config (EngineError says what is wrong). `dealer` replaces the
        deck the config describes (recorded hands deal the cards their file lists)."""
        spec = game_spec(config.game)
        n = len(config.stacks)
        check_config(config, spec, n)
        small_bet = config.small_bet or config.big_blind
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
        self._shown: dict[int, tuple[str, ...]] = {}
        if dealer is None:
            rng = secrets.SystemRandom() if config.seed is None else random.Random(config.seed)
            dealer = Dealer(config.deck, rng)
        self._dealer = dealer
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
        self._opener = self._order_start
        self._street_first = self._order_start
        self._aggressor: int | None = None
        self._reset_round()

    # ------------------------------------------------------------------ setup
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
        posts = cfg.posts if cfg.posts is not None else standard_posts(cfg, self._spec, n)
        self._post_all(posts, ev)
        self._phase = "bet"
        self._deal_street(ev)
        self._open_betting(ev)
        self._all_events.extend(ev)
        return ev

    # ------------------------------------------------------------------ dealing
    def _deal_street(self, ev: list[Event]) -> None:
        spec, street, n = self._spec, self._street, self._n
        name = spec.streets[street]
        ev.append(Event("street", None, {"street": name, "index": street}))
        family = spec.family
        if street == 0:
            count = spec.hole_count
            for k in range(n):
                s = (self._order_start + k) % n
                cards = self._dealer.deal(count, s, ev)
                self._hole[s] = cards
                if family == "stud":
                    self._faceup[s] = [False, False, True]
                    ev.append(Event("deal_hole", s, {"cards": _strs(cards[:2])}, s))
                    ev.append(Event("deal_up", s, {"cards": [CARD_STR[cards[2]]]}))
                else:
                    ev.append(Event("deal_hole", s, {"cards": _strs(cards)}, s))
            return
        if family in ("holdem", "omaha"):
            cards = self._dealer.deal(3 if street == 1 else 1, None, ev)
            self._board.extend(cards)
            ev.append(Event("deal_board", None, {"cards": _strs(cards)}))
        elif family == "stud":
            live = [s for s in range(n) if not self._folded[s]]
            last = street == len(spec.streets) - 1
            if last and self._dealer.cards_left() < len(live):  # too few cards: one shared
                cards = self._dealer.deal(1, None, ev)
                self._board.extend(cards)
                ev.append(Event("deal_board", None, {"cards": _strs(cards)}))
                return
            for s in live:
                card = self._dealer.deal(1, s, ev)[0]
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
                start = self._opener
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

    # ------------------------------------------------------------------ acting
    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply one action by `seat`; raises IllegalActionError (hand unchanged) if not allowed."""
        legal = self._turn_of(seat)
        kind = action.kind
        if type(kind) is not ActionKind:  # e.g. a plain string from a message
            try:
                kind = ActionKind(kind)
            except ValueError as exc:
                raise IllegalActionError(f"unknown action kind {kind!r}") from exc
        if kind not in legal.kinds:
            options = ", ".join(sorted(k.value for k in legal.kinds))
            raise IllegalActionError(f"seat {seat} cannot {kind.value} now; legal: {options}")
        if kind is DRAW:
            ev: list[Event] = []
            self._act_draw(seat, action.discards, ev)
            self._all_events.extend(ev)
            return ev
        if kind in AGGRESSIVE:
            to = self._checked_total(kind, action.amount, legal)
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
            self._fold(seat)
            data = {"kind": "fold", "amount": 0}
        else:  # BRING_IN
            self._put(seat, legal.bring_in)
            self._bring_in_pending = False
            self._cur = self.config.bring_in
            self._acted[seat] = self._cur
            data = {"kind": "bring_in", "amount": legal.bring_in}
        return self._after_action(seat, data)

    def fold_when_free(self, seat: int) -> list[Event]:
        """Recorded hands only: `seat` folds where checking is free, as PokerStars allows
        (live play never offers it). IllegalActionError unless `seat` may check now."""
        legal = self._turn_of(seat)
        if CHECK not in legal.kinds:
            raise IllegalActionError(f"seat {seat} may not check now, so folds as usual")
        self._fold(seat)
        return self._after_action(seat, {"kind": "fold", "amount": 0})

    def _turn_of(self, seat: int) -> Legal:
        """What `seat` may do; IllegalActionError when it is not its turn."""
        if self._to_act is None or seat != self._to_act:
            if self._phase == "over":
                raise IllegalActionError("the hand is over: no more actions")
            raise IllegalActionError(f"seat {seat} cannot act now: seat {self._to_act} is to act")
        return self._legal or self.legal()

    def _checked_total(self, kind: ActionKind, to: object, legal: Legal) -> int:
        """The round total of a bet, raise or completion, or IllegalActionError."""
        if type(to) is not int:
            raise IllegalActionError(f"{kind.value} needs whole chips (an int), got {to!r}")
        if self._fl:
            if to in (legal.min_to, legal.max_to):
                return to
            also = f" or {legal.max_to}" if legal.max_to != legal.min_to else ""
            allowed = f"fixed limit allows exactly {legal.min_to}{also}"
        elif legal.min_to <= to <= legal.max_to:
            return to
        else:
            allowed = f"choose a total from {legal.min_to} to {legal.max_to}"
        raise IllegalActionError(f"{kind.value} to {to} is not allowed: {allowed}")

    def _fold(self, seat: int) -> None:
        self._folded[seat] = True
        self._n_live -= 1
        self._n_actionable -= 1
        self._dealer.muck(self._hole[seat])

    def _after_action(self, seat: int, data: dict[str, object]) -> list[Event]:
        data["all_in"] = self._stack[seat] == 0 and data["kind"] != "fold"
        ev = [Event("action", seat, data)]
        nxt = None if self._n_live == 1 else self._next_needing(seat)
        if nxt is None:
            self._close_round(ev)
        else:
            self._set_to_act(nxt)
        self._all_events.extend(ev)
        return ev

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
        new = self._dealer.deal(len(thrown), seat, ev)
        self._dealer.muck(thrown)
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
        first = self._aggressor if self._aggressor is not None else self._street_first
        table = Table(self._spec, self._committed, self._folded, self._stack, self._hole,
                      self._board, self._dead, [(self._order_start + k) % n for k in range(n)],
                      first)
        settled = settle(table, showdown)
        ev.extend(settled.events)
        self._shown.update(settled.shown)
        for s in range(n):
            self._stack[s] += settled.awards[s]
        self._pot = 0
        self._phase = "over"
        self._set_to_act(None)
        self._result = HandResult(
            tuple(self._stack), tuple(settled.pots), self._reached_second, dict(self._shown)
        )
        ev.append(Event("hand_ended", None, {"final_stacks": list(self._stack)}))


def _strs(cards: Sequence[int]) -> list[str]:
    return [CARD_STR[c] for c in cards]
