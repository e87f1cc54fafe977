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
match (its bet plus stack), and not offered when that is no more than the bet; but
never capped below the minimum raise, which is allowed only all-in (the excess nobody
can call comes back uncalled).
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

from collections.abc import Sequence
from typing import Any

from client.engine.actions import Action, ActionKind
from client.engine.cards import CARD_STR, card_strs, parse_cards
from client.engine.config import HandConfig
from client.engine.dealing import Dealer
from client.engine.errors import EngineError, IllegalActionError
from client.engine.events import Event
from client.engine.forced import check_config, standard_posts
from client.engine.games import game_spec
from client.engine.hand_state import HandState
from client.engine.hand_view import seat_view
from client.engine.legality import AGGRESSIVE, CALL, CHECK, DRAW, FOLD, cover, legal_options
from client.engine.records import HandResult, Legal, SeatView
from client.engine.settle import Table, settle
from client.engine.showdown import bring_in_seat, first_by_upcards


class Hand:
    """One hand of any supported game; see the module docstring for the rules."""

    __slots__ = ("_st", "config")

    def __init__(self, config: HandConfig, dealer: Dealer | None = None) -> None:
        """Check the config (EngineError says what is wrong). `dealer` replaces the
        deck the config describes (recorded hands deal the cards their file lists)."""
        given: Any = config  # as given: wrong types become EngineError (check_config)
        spec = game_spec(given.game)
        n = len(config.stacks)
        check_config(config, spec, n)
        self.config = config
        self._st = HandState(config, spec, n, dealer)

    # ------------------------------------------------------------------ reading
    @property
    def to_act(self) -> int | None:
        """The seat whose decision the hand waits for (None before start and when over)."""
        return self._st.to_act

    @property
    def is_over(self) -> bool:
        """True once every pot has been awarded."""
        return self._st.phase == "over"

    def legal(self) -> Legal:
        """What the seat to act may do now (`legality.py`)."""
        st = self._st
        legal = st.legal
        if legal is None:
            if st.to_act is None:
                raise EngineError("no seat is to act: the hand has not started or is over")
            legal = st.legal = legal_options(st, st.to_act)
        return legal

    def result(self) -> HandResult:
        """Final stacks and pots; raises EngineError until the hand is over."""
        if self._st.result is None:
            raise EngineError("the hand is not over yet: no result")
        return self._st.result

    @property
    def events(self) -> list[Event]:
        """Every event so far, private ones included (for hand histories; filter with
        events_for before showing them to anyone)."""
        return list(self._st.all_events)

    def view(self, seat: int) -> SeatView:
        """What `seat` may see now: its own cards, public cards, chips and its options."""
        st = self._st
        if not 0 <= seat < st.n:
            raise EngineError(f"seat {seat} is not in this hand (0..{st.n - 1})")
        return seat_view(st, seat, self.legal() if st.to_act == seat else None)

    # ------------------------------------------------------------------ recorded hands
    def open_with(self, seat: int) -> None:
        """Recorded hands only: give the first decision of this stud betting round (the
        bring-in on third street) to `seat`, because the file does not show the up
        cards that decide it. IllegalActionError unless nobody has acted this round."""
        st = self._st
        fresh = st.bring_in_pending or (st.street > 0 and max(st.acted) < 0)
        if st.spec.family != "stud" or st.phase != "bet" or not fresh:
            raise IllegalActionError("only a stud round nobody has acted in can open elsewhere")
        if not 0 <= seat < st.n or st.folded[seat] or not st.stack[seat]:
            raise IllegalActionError(f"seat {seat} cannot open this round: not a live seat")
        st.street_first = seat
        self._set_to_act(seat)

    def allow_open_pair_bets(self) -> None:
        """Recorded hands only: on fourth street of seven card stud allow the big bet
        as if a pair showed, because the file hides up cards that would tell.
        IllegalActionError unless it is that round and nobody has acted in it."""
        st = self._st
        if (st.spec.code != "STUD" or st.street != 1 or st.phase != "bet"
                or max(st.acted) >= 0):
            raise IllegalActionError("only a fresh fourth street of seven card stud")
        st.alt_size = st.big_bet

    # ------------------------------------------------------------------ setup
    def start(self) -> list[Event]:
        """Post antes and blinds, deal the first cards and open the first betting round."""
        st = self._st
        if st.phase != "new":
            raise EngineError("this hand has already started")
        cfg, n = self.config, st.n
        ev: list[Event] = [
            Event(
                "hand_started",
                None,
                {
                    "game": cfg.game,
                    "button": cfg.button if st.spec.uses_blinds else None,
                    "stacks": list(cfg.stacks),
                    "small_blind": cfg.small_blind,
                    "big_blind": cfg.big_blind,
                    "ante": cfg.ante,
                },
            )
        ]
        posts = cfg.posts if cfg.posts is not None else standard_posts(cfg, st.spec, n)
        st.post_all(posts, ev)
        st.phase = "bet"
        self._deal_street(ev)
        self._open_betting(ev)
        st.all_events.extend(ev)
        return ev

    # ------------------------------------------------------------------ dealing
    def _deal_street(self, ev: list[Event]) -> None:
        st = self._st
        spec, street, n = st.spec, st.street, st.n
        name = spec.streets[street]
        ev.append(Event("street", None, {"street": name, "index": street}))
        family = spec.family
        if street == 0:
            count = spec.hole_count
            for k in range(n):
                s = (st.order_start + k) % n
                cards = st.dealer.deal(count, s, ev)
                st.hole[s] = cards
                if family == "stud":
                    st.faceup[s] = [False, False, True]
                    ev.append(Event("deal_hole", s, {"cards": card_strs(cards[:2])}, s))
                    ev.append(Event("deal_up", s, {"cards": [CARD_STR[cards[2]]]}))
                else:
                    ev.append(Event("deal_hole", s, {"cards": card_strs(cards)}, s))
            return
        if family in ("holdem", "omaha"):
            cards = st.dealer.deal(3 if street == 1 else 1, None, ev)
            st.board.extend(cards)
            ev.append(Event("deal_board", None, {"cards": card_strs(cards)}))
        elif family == "stud":
            live = [s for s in range(n) if not st.folded[s]]
            last = street == len(spec.streets) - 1
            if last and st.dealer.cards_left() < len(live):  # too few cards: one shared
                cards = st.dealer.deal(1, None, ev)
                st.board.extend(cards)
                ev.append(Event("deal_board", None, {"cards": card_strs(cards)}))
                return
            for s in live:
                card = st.dealer.deal(1, s, ev)[0]
                st.hole[s].append(card)
                st.faceup[s].append(not last)
                if last:
                    ev.append(Event("deal_hole", s, {"cards": [CARD_STR[card]]}, s))
                else:
                    ev.append(Event("deal_up", s, {"cards": [CARD_STR[card]]}))

    # ------------------------------------------------------------------ rounds
    def _open_betting(self, ev: list[Event]) -> None:
        """Start a betting round (blinds/bring-in already set for the first one)."""
        st = self._st
        st.phase = "bet"
        start = st.order_start
        if st.street == 0:
            if st.spec.uses_blinds:
                start = st.opener
            else:
                start = bring_in_seat(st.hole, st.spec.split == "a5")
                st.bring_in_pending = True
        elif st.spec.family == "stud":
            up = [
                [c for c, f in zip(h, fu, strict=True) if f] if not st.folded[s] else None
                for s, (h, fu) in enumerate(zip(st.hole, st.faceup, strict=True))
            ]
            start = first_by_upcards(up, st.spec.split == "a5")
            if st.street == 1 and st.spec.code == "STUD" and any(
                u is not None and u[0] >> 2 == u[1] >> 2 for u in up
            ):
                st.alt_size = st.big_bet  # open pair on fourth street: big bet allowed
        st.street_first = start % st.n
        if st.bring_in_pending:
            # the low card all-in on the ante: the next player on its left with chips
            # brings in (as PokerStars deals it); nobody when fewer than two can bet
            bringer = next((j % st.n for j in range(start, start + st.n)
                            if st.stack[j % st.n] and not st.folded[j % st.n]), None)
            if bringer is not None and st.n_actionable > 1:
                st.street_first = bringer
                self._set_to_act(bringer)
                return
            st.bring_in_pending = False
        nxt = self._next_needing(start % st.n - 1)
        if nxt is None:
            self._close_round(ev)
        else:
            self._set_to_act(nxt)

    def _next_needing(self, after: int) -> int | None:
        """The next seat after `after` that still owes a decision this round: it is
        live with chips and faces a bet, or has not acted while someone can still
        answer a bet."""
        st = self._st
        n, folded, stack, bet, acted = st.n, st.folded, st.stack, st.bet, st.acted
        cur, others_can_act = st.cur, st.n_actionable > 1
        for k in range(1, n + 1):
            j = (after + k) % n
            if folded[j] or not stack[j]:
                continue
            if bet[j] < cur or (acted[j] < 0 and others_can_act):
                return j
        return None

    def _close_round(self, ev: list[Event]) -> None:
        """Return an uncalled bet, then end the hand or move to the next street."""
        st = self._st
        bets, n, folded, stack = st.bet, st.n, st.folded, st.stack
        top = second = 0
        s = -1
        for i in range(n):  # the highest bet, its seat, and the next highest
            b = bets[i]
            if b > top:
                top, second, s = b, top, i
            elif b > second:
                second = b  # a tie for the top leaves nothing uncalled
        if top:
            excess = top - second
            if excess:
                bets[s] -= excess
                st.committed[s] -= excess
                st.pot -= excess
                stack[s] += excess
                ev.append(Event("uncalled_returned", s, {"amount": excess}))
            for i in range(n):
                bets[i] = 0
        actionable = 0
        for i in range(n):
            if not folded[i] and stack[i] > 0:
                actionable += 1
        st.n_actionable = actionable
        if st.n_live == 1:
            self._finish(ev, showdown=False)
            return
        if st.street == len(st.spec.streets) - 1:
            self._finish(ev, showdown=True)
            return
        st.street += 1
        st.reached_second = True
        st.reset_round()
        self._deal_street(ev)
        if st.spec.family == "draw":
            st.phase = "draw"
            st.draw_queue = [
                s for s in ((st.order_start + k) % n for k in range(n)) if not st.folded[s]
            ]
            self._set_to_act(st.draw_queue[0])
        else:
            self._open_betting(ev)

    # ------------------------------------------------------------------ acting
    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply one action by `seat`; raises IllegalActionError (hand unchanged) if not allowed."""
        st = self._st
        legal = self._turn_of(seat)
        # Read as sent (Any): a message may carry a plain string kind or a float amount,
        # and the checks below turn those into IllegalActionError, also when compiled
        # (packaging/compile_engine.py), where a typed read would raise TypeError first.
        sent: Any = action
        kind = sent.kind
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
            self._act_draw(seat, sent.discards, ev)
            st.all_events.extend(ev)
            return ev
        if kind in AGGRESSIVE:
            to = self._checked_total(kind, sent.amount, legal)
            self._aggress(seat, to)
            data: dict[str, object] = {"kind": kind.value, "amount": to}
        elif kind is CALL:
            st.put(seat, legal.call_amount)
            st.acted[seat] = st.cur
            data = {"kind": "call", "amount": legal.call_amount}
        elif kind is CHECK:
            st.acted[seat] = st.cur
            data = {"kind": "check", "amount": 0}
        elif kind is FOLD:
            self._fold(seat)
            data = {"kind": "fold", "amount": 0}
        else:  # BRING_IN
            st.put(seat, legal.bring_in)
            st.bring_in_pending = False
            st.cur = self.config.bring_in
            st.acted[seat] = st.cur
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

    def raise_capped(self, seat: int, to: int) -> list[Event]:
        """Recorded hands only: `seat` bets or raises to exactly what the biggest covering
        opponent can match, below the minimum and not all-in, as some files record it
        (live play offers the minimum, the excess returned uncalled: the same chips move).
        IllegalActionError unless that is what `to` is."""
        st = self._st
        legal = self._turn_of(seat)
        kind = next((k for k in AGGRESSIVE if k in legal.kinds), None)
        if kind is None or not to == cover(st, seat) < legal.min_to:  # min_to <= all-in
            raise IllegalActionError(
                f"{to} is not a raise capped at what the covered opponents can match")
        self._aggress(seat, to)
        return self._after_action(seat, {"kind": kind.value, "amount": to})

    def _turn_of(self, seat: int) -> Legal:
        """What `seat` may do; IllegalActionError when it is not its turn."""
        st = self._st
        if st.to_act is None or seat != st.to_act:
            if st.phase == "over":
                raise IllegalActionError("the hand is over: no more actions")
            raise IllegalActionError(f"seat {seat} cannot act now: seat {st.to_act} is to act")
        return st.legal or self.legal()

    def _checked_total(self, kind: ActionKind, to: object, legal: Legal) -> int:
        """The round total of a bet, raise or completion, or IllegalActionError."""
        st = self._st
        if type(to) is not int:
            raise IllegalActionError(f"{kind.value} needs whole chips (an int), got {to!r}")
        if st.fl:
            if to in (legal.min_to, legal.max_to):
                return to
            also = f" or {legal.max_to}" if legal.max_to != legal.min_to else ""
            allowed = f"fixed limit allows exactly {legal.min_to}{also}"
        elif legal.min_to <= to <= legal.max_to:
            return to
        else:
            allowed = f"choose a total from {legal.min_to} to {legal.max_to}"
        raise IllegalActionError(f"{kind.value} to {to} is not allowed: {allowed}")

    def _set_to_act(self, seat: int | None) -> None:
        self._st.to_act = seat
        self._st.legal = None

    def _fold(self, seat: int) -> None:
        st = self._st
        st.folded[seat] = True
        st.n_live -= 1
        st.n_actionable -= 1
        st.dealer.muck(st.hole[seat])

    def _after_action(self, seat: int, data: dict[str, object]) -> list[Event]:
        st = self._st
        data["all_in"] = st.stack[seat] == 0 and data["kind"] != "fold"
        ev = [Event("action", seat, data)]
        nxt = None if st.n_live == 1 else self._next_needing(seat)
        if nxt is None:
            self._close_round(ev)
        else:
            self._set_to_act(nxt)
        st.all_events.extend(ev)
        return ev

    def _aggress(self, s: int, to: int) -> None:
        st = self._st
        st.put(s, to - st.bet[s])
        cur = st.cur
        if st.fl:
            increment = to - st.full
            full = increment * 2 >= st.size
            if full and st.alt_size and increment == st.alt_size:
                st.size, st.alt_size = st.alt_size, 0
        else:
            full = to - cur >= st.last_raise
            if full:
                st.last_raise = to - cur
        if full:
            st.full = to
            st.raise_count += 1
            st.completed = True
        st.cur = to
        st.acted[s] = to
        st.aggressor = s
        st.bring_in_pending = False

    def _act_draw(self, seat: int, discards: Sequence[str], ev: list[Event]) -> None:
        st = self._st
        try:
            thrown = parse_cards(discards)
        except EngineError as exc:
            raise IllegalActionError(str(exc)) from exc
        hole = st.hole[seat]
        if len(set(thrown)) != len(thrown) or any(c not in hole for c in thrown):
            raise IllegalActionError(
                f"seat {seat} can only discard cards it holds, each once: {list(discards)}"
            )
        kept = [c for c in hole if c not in thrown]
        new = st.dealer.deal(len(thrown), seat, ev)
        st.dealer.muck(thrown)
        st.hole[seat] = kept + new
        st.drawn[seat] = len(thrown)
        ev.append(
            Event("draw", seat, {"discarded": card_strs(thrown), "received": card_strs(new)}, seat)
        )
        ev.append(Event("action", seat, {"kind": "draw", "amount": 0, "count": len(thrown),
                                         "all_in": st.stack[seat] == 0}))
        st.draw_queue.pop(0)
        if st.draw_queue:
            self._set_to_act(st.draw_queue[0])
        else:
            self._open_betting(ev)

    # ------------------------------------------------------------------ ending
    def _finish(self, ev: list[Event], showdown: bool) -> None:
        st = self._st
        n = st.n
        first = st.aggressor if st.aggressor is not None else st.street_first
        table = Table(st.spec, st.committed, st.folded, st.stack, st.hole,
                      st.board, st.dead, [(st.order_start + k) % n for k in range(n)],
                      first)
        settled = settle(table, showdown)
        ev.extend(settled.events)
        st.shown.update(settled.shown)
        for s in range(n):
            st.stack[s] += settled.awards[s]
        st.pot = 0
        st.phase = "over"
        self._set_to_act(None)
        st.result = HandResult(
            tuple(st.stack), tuple(settled.pots), st.reached_second, dict(st.shown)
        )
        ev.append(Event("hand_ended", None, {"final_stacks": list(st.stack)}))
