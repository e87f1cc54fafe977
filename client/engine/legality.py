"""What the seat to act may do: the betting rules behind `Hand.legal()`.

Split from `hand.py` so the legality rules read in one place: fixed limit allows a
bet and three raises; the minimum raise is the last full raise; an all-in short of a
full raise does not reopen the betting to seats that already acted; the pot-limit
maximum is the pot after calling; no bet or raise goes above what another live seat
can match. A mixin over `HandState` keeps the hot path on plain attribute reads.
"""

from __future__ import annotations

from client.engine.actions import ActionKind
from client.engine.errors import EngineError
from client.engine.hand_state import HandState
from client.engine.records import Legal

FOLD, CHECK, CALL = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL
BET, RAISE, COMPLETE = ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE
BRING_IN, DRAW = ActionKind.BRING_IN, ActionKind.DRAW
AGGRESSIVE = (BET, RAISE, COMPLETE)
_FL_CAP = 4  # a bet and three raises
_FACING = frozenset((FOLD, CALL))
_OPEN = frozenset((CHECK,))
_WITH = {  # (passive options, aggressive kind) -> all options, built once
    (passive, kind): passive | {kind} for passive in (_FACING, _OPEN) for kind in AGGRESSIVE
}


class HandLegality(HandState):
    """Computes the `Legal` options of a seat from the hand's state (changes nothing)."""

    __slots__ = ()

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

    def _cover(self, s: int) -> int:
        """The most any other live seat can have in this round (its bet plus stack): no
        bet or raise goes above it, and none is offered when it is not above the bet."""
        folded, stack, bet = self._folded, self._stack, self._bet
        most = 0
        for j in range(self._n):  # a plain loop is faster than max() over a generator here
            if j != s and not folded[j] and bet[j] + stack[j] > most:
                most = bet[j] + stack[j]
        return most

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
        if stack <= to_call or not self._can_reopen(s):
            return Legal(s, passive, call)
        cover = self._cover(s)
        if cover <= cur:
            return Legal(s, passive, call)
        most = bet + stack if bet + stack < cover else cover
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
            hi = most
            if self._pl:
                hi = cur + self._pot + to_call
        if hi > most:
            hi = most
        return Legal(s, _WITH[passive, kind], call, lo if lo < hi else hi, hi)
