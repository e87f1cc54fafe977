"""Trainer feedback in offline practice: the push/fold chart's answer to a short-stack decision.

After the player acts short-stacked (15 big blinds or less) in the first round of no-limit
hold'em, first in or facing an all-in, this says what the project's Nash chart does with
that hand there and whether the player did the same. Only the offline practice room sends
it, and only when the player asked for feedback (never in real-money play).
"""

from __future__ import annotations

from client.bots.nash import share_of_hands
from client.bots.pushfold import default_chart
from client.bots.ranges import hand_class
from client.bots.situation import read_view
from client.engine.actions import Action, ActionKind
from client.engine.records import SeatView

_AGGRESSIVE = (ActionKind.BET, ActionKind.RAISE)


def _went_all_in(view: SeatView, action: Action) -> bool:
    legal = view.legal
    if legal is None:
        return False
    if action.kind in _AGGRESSIVE:
        return action.amount >= legal.max_to
    return action.kind is ActionKind.CALL and legal.call_amount >= view.stacks[view.seat]


def chart_review(view: SeatView, action: Action) -> str | None:
    """The chart's answer for ``action`` taken on ``view``, or None outside push/fold spots."""
    if view.game != "NLHE" or view.legal is None or view.to_act != view.seat:
        return None
    sit = read_view(view)
    chart = default_chart()
    stack, ante = sit.effective_units, sit.ante_units
    if not sit.first_round or stack > chart.max_bb:
        return None
    cls = hand_class(list(view.hole))
    all_in = _went_all_in(view, action)
    where = f"{stack:.1f}bb" + (f", ante {ante:.2f}bb" if ante else "")
    if sit.max_bet <= sit.unit:
        pushes = chart.push_range(stack, sit.behind, ante) or frozenset()
        answer = "push" if cls in pushes else "fold"
        did = "push" if all_in else "fold" if action.kind in (ActionKind.FOLD, ActionKind.CHECK) \
            else "something else"
        share = share_of_hands(pushes)
        context = f"first in, {where}, {max(1, sit.behind)} to act behind"
        scope = f"the chart pushes {share:.0%} of hands here"
    elif sit.facing_all_in or sit.price >= 0.3:
        calls = chart.call_range(stack, ante) or frozenset()
        answer = "call" if cls in calls else "fold"
        did = "call" if all_in or action.kind is ActionKind.CALL else \
            "fold" if action.kind is ActionKind.FOLD else "something else"
        context = f"facing an all-in, {where}"
        scope = f"the chart calls with {share_of_hands(calls):.0%} of hands"
    else:
        return None
    verdict = "same as the chart" if did == answer else f"you chose to {did}"
    return f"Push/fold chart, {context}: {cls} is a {answer} ({scope}); {verdict}."
