"""What the seat to act may do: the betting rules behind `Hand.legal()`.

Plain functions over a `HandState`, so the legality rules read in one place: fixed limit allows a
bet and three raises; the minimum raise is the last full raise; an all-in short of a
full raise does not reopen the betting to seats that already acted; the pot-limit
maximum is the pot after calling; no bet or raise goes above what another live seat
can match, unless the minimum does (a raise below the minimum is allowed only all-in: the
excess nobody can call comes back). They change nothing; `Hand.legal()` caches the
result per turn.
"""

from __future__ import annotations

from typing import Final

from client.engine.actions import ActionKind
from client.engine.hand_state import HandState
from client.engine.records import Legal

# Final: compiled (packaging/compile_engine.py), each is a C static, not a module dict lookup.
FOLD: Final = ActionKind.FOLD
CHECK: Final = ActionKind.CHECK
CALL: Final = ActionKind.CALL
BET: Final = ActionKind.BET
RAISE: Final = ActionKind.RAISE
COMPLETE: Final = ActionKind.COMPLETE
BRING_IN: Final = ActionKind.BRING_IN
DRAW: Final = ActionKind.DRAW
AGGRESSIVE: Final = (BET, RAISE, COMPLETE)
_FL_CAP: Final = 4  # a bet and three raises
_FACING: Final = frozenset((FOLD, CALL))
_OPEN: Final = frozenset((CHECK,))
_WITH: Final = {  # (passive options, aggressive kind) -> all options, built once
    (passive, kind): passive | {kind} for passive in (_FACING, _OPEN) for kind in AGGRESSIVE
}


def _can_reopen(st: HandState, s: int) -> bool:
    acted = st.acted[s]
    if acted < 0 or st.full > acted:
        return True
    return not st.fl and st.cur - acted >= st.last_raise


def cover(st: HandState, s: int) -> int:
    """The most any other live seat can have in this round (its bet plus stack): no
    bet or raise goes above it unless the minimum does, and none is offered when it is
    not above the bet."""
    folded, stack, bet = st.folded, st.stack, st.bet
    most = 0
    for j in range(st.n):  # a plain loop is faster than max() over a generator here
        if j != s and not folded[j] and bet[j] + stack[j] > most:
            most = bet[j] + stack[j]
    return most


def legal_options(st: HandState, s: int) -> Legal:
    """What seat `s` (the seat to act) may do now."""
    stack = st.stack[s]
    if st.phase == "draw":
        return Legal(s, frozenset((DRAW,)), max_discards=len(st.hole[s]))
    if st.bring_in_pending:
        bring = min(st.config.bring_in, stack)
        if stack > st.config.bring_in:
            to = min(st.small_bet, stack)
            return Legal(s, frozenset((BRING_IN, COMPLETE)), 0, to, to, bring)
        return Legal(s, frozenset((BRING_IN,)), bring_in=bring)
    bet, cur = st.bet[s], st.cur
    to_call = cur - bet
    passive = _FACING if to_call > 0 else _OPEN
    call = to_call if to_call < stack else stack
    if stack <= to_call or not _can_reopen(st, s):
        return Legal(s, passive, call)
    most = cover(st, s)
    if most <= cur:
        return Legal(s, passive, call)
    if st.fl:
        if st.raise_count >= _FL_CAP:
            return Legal(s, passive, call)
        if st.spec.family == "stud" and st.street == 0 and not st.completed:
            kind = COMPLETE
        else:
            kind = BET if cur == 0 else RAISE
        lo = st.full + st.size
        hi = st.full + (st.alt_size or st.size)
    else:
        kind = BET if cur == 0 else RAISE
        lo = cur + st.last_raise if cur else st.min_bet
        hi = cur + st.pot + to_call if st.pl else bet + stack
    # Capped at what the covered opponents can match, but never below the minimum: a
    # smaller raise is allowed only all-in (the excess nobody can call comes back).
    cap = most if most > lo else lo
    if bet + stack < cap:
        cap = bet + stack
    if hi > cap:
        hi = cap
    return Legal(s, _WITH[passive, kind], call, lo if lo < hi else hi, hi)
