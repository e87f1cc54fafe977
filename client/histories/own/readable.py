"""A `HandLog` as the readable log the hand history window shows: one line per step, in
the table's money (or chips), with the hand's number (the one the hand list, the dealer and
the PokerStars text give it, not the room's internal id) and the table's name."""

from __future__ import annotations

from collections.abc import Callable

from client.histories.own.record import (
    Act,
    Award,
    Dealt,
    Drew,
    HandLog,
    Post,
    Returned,
    Shown,
    Step,
    Street,
)


def readable_text(hand: HandLog) -> str:
    """Header, one line per step, then the rake and each player's result."""
    m = hand.money()
    lines = [f"Hand #{hand.number} · {hand.table.name} · "
             f"{hand.started.astimezone():%Y-%m-%d %H:%M:%S}"]
    lines += [f"Seat {s.seat}: {s.name} ({m.text(s.stack)})"
              + (" (button)" if s.seat == hand.button_seat else "") for s in hand.seats]
    lines += [line for step in hand.steps if (line := _line(hand, step)) is not None]
    if hand.rake:
        lines.append(f"Rake {m.text(hand.rake)}")
    lines.append("*** HAND OVER ***")
    for seat, end in zip(hand.seats, hand.finishing, strict=True):
        change = end - seat.stack
        sign = "+" if change > 0 else "-" if change < 0 else "±"
        lines.append(f"{seat.name}: {sign}{m.text(abs(change))}")
    return "\n".join(lines) + "\n"


def _line(hand: HandLog, step: Step) -> str | None:
    m, who = hand.money(), hand.name_of(getattr(step, "seat", 0))
    if isinstance(step, Post):
        return f"{who} posts {step.kind.replace('_', ' ')} {m.text(step.amount)}"
    if isinstance(step, Street):
        board = f" [{' '.join(step.cards)}]" if step.cards else ""
        return f"*** {step.name.upper()} ***{board}"
    if isinstance(step, Dealt):
        return f"Dealt to {who} [{' '.join(step.cards)}]" + (" (up)" if step.up else "")
    if isinstance(step, Drew):
        return f"{who} throws [{' '.join(step.thrown)}], gets [{' '.join(step.received)}]"
    if isinstance(step, Act):
        return _act(step, who, m.text)
    if isinstance(step, Returned):
        return f"Uncalled bet ({m.text(step.amount)}) returned to {who}"
    if isinstance(step, Shown):
        if not step.cards:
            return f"{who}: mucks hand"
        what = f" ({step.description})" if step.description else ""
        return f"{who}: shows [{' '.join(step.cards)}]{what}"
    if isinstance(step, Award):
        pot = "main pot" if step.pot == 0 else f"side pot {step.pot}"
        return f"{who} collected {m.text(step.net)} from {pot}"
    return None


def _act(step: Act, who: str, text: Callable[[int], str]) -> str:
    tail = " and is all-in" if step.all_in else ""
    if step.kind in ("fold", "check"):
        return f"{who}: {step.kind}s"
    if step.kind == "draw":
        return f"{who}: draws {step.discards}" if step.discards else f"{who}: stands pat"
    if step.kind in ("raise", "complete"):
        return f"{who}: {step.kind}s to {text(step.amount)}{tail}"
    if step.kind == "bring_in":
        return f"{who}: brings in for {text(step.amount)}{tail}"
    return f"{who}: {step.kind}s {text(step.amount)}{tail}"
