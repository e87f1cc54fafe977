"""What one seat may see of a hand: a plain function over the `HandState`.

Only the seat's own hole cards, the cards dealt face up, chips, the pots collected so far
and, on its turn, its options; the hot path keeps cards as ints, the view has strings.
"""

from __future__ import annotations

from client.engine.cards import CARD_STR, card_strs
from client.engine.hand_state import HandState
from client.engine.pots import build_pots
from client.engine.records import Legal, SeatView


def seat_view(st: HandState, seat: int, legal: Legal | None) -> SeatView:
    """What `seat` may see now; `legal` is its options when it is to act, else None."""
    up = tuple(
        tuple(CARD_STR[c] for c, f in zip(h, fu, strict=False) if f)
        for h, fu in zip(st.hole, st.faceup, strict=True)
    )
    return SeatView(
        seat=seat,
        game=st.config.game,
        street=st.spec.streets[st.street],
        button=st.config.button,
        big_blind=st.config.big_blind,
        small_bet=st.small_bet if st.fl else 0,
        big_bet=st.big_bet if st.fl else 0,
        stacks=tuple(st.stack),
        bets=tuple(st.bet),
        pot=st.pot,
        board=tuple(card_strs(st.board)),
        hole=tuple(card_strs(st.hole[seat])),
        up=up,
        folded=tuple(st.folded),
        to_act=st.to_act,
        legal=legal,
        is_over=st.phase == "over",
        shown=dict(st.shown),
        pots=_collected_pots(st),
        drawn=tuple(st.drawn),
    )


def _collected_pots(st: HandState) -> tuple[int, ...]:
    """The pots of the rounds already closed (bets of this round not collected yet)."""
    if st.phase == "over":
        return ()
    collected = [c - b for c, b in zip(st.committed, st.bet, strict=True)]
    pots = [amount for amount, _ in build_pots(collected, [not f for f in st.folded])]
    if st.dead:
        pots = [pots[0] + st.dead, *pots[1:]] if pots else [st.dead]
    return tuple(pots)
