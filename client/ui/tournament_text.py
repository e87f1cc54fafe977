"""Lines for the Info tab from tournament director events, and the payouts of a deal."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from client.protocol.messages import TournamentEvent


def describe_tournament_event(event: TournamentEvent, names: Mapping[str, str]) -> str:
    """A line for the Info tab from a director event, with player names, not ids."""
    data = event.data

    def who(key: str = "player") -> str:
        pid = str(data.get(key, ""))
        return names.get(pid, pid)

    kind = event.kind
    if kind == "level_up":
        ante = f", ante {data.get('ante')}" if data.get("ante") else ""
        return (f"Level {data.get('level')}: blinds {data.get('small_blind')}/"
                f"{data.get('big_blind')}{ante}")
    if kind == "break_started":
        return "Break: play resumes when it ends"
    if kind == "break_ended":
        return "Break over: play resumes"
    if kind == "player_eliminated":
        return f"{who()} finishes in place {data.get('place')}"
    if kind == "prize_awarded":
        return f"{who()} is paid {data.get('amount')} {data.get('currency')} " \
               f"({data.get('kind')})"
    if kind == "final_table_formed":
        return f"Final table: {data.get('players')} players"
    if kind == "hand_for_hand":
        return "Hand-for-hand play" if data.get("on") else "Hand-for-hand play is over"
    if kind == "deal_paused":
        return "Everyone wants to discuss a deal: the table is paused"
    if kind == "deal_applied":
        return "The deal is agreed and paid; play continues for what is left"
    if kind == "tournament_finished":
        return "The tournament is over"
    words = kind.replace("_", " ").strip().capitalize()
    details = ", ".join(f"{k.replace('_', ' ')} {names.get(str(v), v)}"
                        for k, v in data.items()
                        if k != "at" and not isinstance(v, (dict, list)))
    return f"{words}: {details}" if details else words


def deal_payouts(event: TournamentEvent) -> tuple[dict[str, Decimal], Decimal]:
    """Amounts paid by a "deal_applied" event (pairs of player id and amount)."""
    amounts: dict[str, Decimal] = {}
    for pair in event.data.get("amounts", []):
        if isinstance(pair, (list, tuple)) and len(pair) == 2:
            amounts[str(pair[0])] = Decimal(str(pair[1]))
    return amounts, Decimal(str(event.data.get("left_in_play", "0")))
