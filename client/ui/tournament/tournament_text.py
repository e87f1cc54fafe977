"""Lines for the Info tab from tournament director events, and the payouts of a deal."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from decimal import Decimal

from PySide6.QtCore import QT_TRANSLATE_NOOP

from client.protocol.messages import TournamentEvent
from client.ui.app.i18n import translate
from client.ui.locale_format import clock_text

#: Director events whose line takes no data (English, marked for translation).
FIXED_LINES = {
    "break_started": str(QT_TRANSLATE_NOOP("TournamentText", "Break: play resumes when it ends")),
    "break_ended": str(QT_TRANSLATE_NOOP("TournamentText", "Break over: play resumes")),
    "deal_paused": str(QT_TRANSLATE_NOOP(
        "TournamentText", "Everyone wants to discuss a deal: the table is paused")),
    "deal_applied": str(QT_TRANSLATE_NOOP(
        "TournamentText", "The deal is agreed and paid; play continues for what is left")),
    "tournament_finished": str(QT_TRANSLATE_NOOP("TournamentText", "The tournament is over")),
}
#: How a rebuy window ended, "%1" the player.
REBUY_OUTCOMES = {
    "rebought": str(QT_TRANSLATE_NOOP("TournamentText", "%1 rebought")),
    "declined": str(QT_TRANSLATE_NOOP("TournamentText", "%1 declined the rebuy")),
    "expired": str(QT_TRANSLATE_NOOP("TournamentText", "%1 did not rebuy in time")),
}


#: English ordinals ("%1" the number), marked for translation (German "%1.").
ORDINALS = {
    "st": str(QT_TRANSLATE_NOOP("TournamentText", "%1st")),
    "nd": str(QT_TRANSLATE_NOOP("TournamentText", "%1nd")),
    "rd": str(QT_TRANSLATE_NOOP("TournamentText", "%1rd")),
    "th": str(QT_TRANSLATE_NOOP("TournamentText", "%1th")),
}


def place_text(place: int) -> str:
    """A finishing place as an ordinal: "1st", "2nd", "3rd", "4th", "11th", "22nd"."""
    suffix = "th"
    if place % 100 not in (11, 12, 13):
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return _tr(ORDINALS[suffix]).replace("%1", str(place))


def finished_text(name: str, place: int) -> str:
    """"You finished in 4th place" (the Info tab line and the finish dialog)."""
    return translate("TournamentText", "%1 finished in %2 place").replace(
        "%1", name).replace("%2", place_text(place))


def you_finished_text(place: int) -> str:
    """The finish dialog's headline: "You finished in 4th place"."""
    return translate("TournamentText", "You finished in %1 place").replace(
        "%1", place_text(place))


def won_text(money: str) -> str:
    """The finish dialog's second line: "and won $5.40" (`money` already formatted)."""
    return translate("TournamentText", "and won %1").replace("%1", money)


def _tr(marked: str) -> str:
    """A string marked above with QT_TRANSLATE_NOOP("TournamentText", ...), translated."""
    return translate("TournamentText", marked)


def describe_tournament_event(event: TournamentEvent, names: Mapping[str, str]) -> str:
    """A line for the Info tab from a director event, with player names, not ids."""
    data = event.data

    def who(key: str = "player") -> str:
        pid = str(data.get(key, ""))
        return names.get(pid, pid)

    kind = event.kind
    if kind == "level_up":
        line = translate("TournamentText", "Level %1: blinds %2/%3").replace(
            "%1", str(data.get("level"))).replace("%2", str(data.get("small_blind"))).replace(
            "%3", str(data.get("big_blind")))
        if data.get("ante"):
            line += translate("TournamentText", ", ante %1").replace("%1", str(data.get("ante")))
        return line
    fixed = FIXED_LINES.get(kind)
    if fixed is not None:
        return _tr(fixed)
    if kind == "player_eliminated":
        place = data.get("place")
        return finished_text(who(), place if isinstance(place, int) else 0)
    if kind == "prize_awarded":
        return translate("TournamentText", "%1 is paid %2 %3 (%4)").replace(
            "%1", who()).replace("%2", str(data.get("amount"))).replace(
            "%3", str(data.get("currency"))).replace("%4", str(data.get("kind")))
    if kind == "final_table_formed":
        return translate("TournamentText", "Final table: %1 players").replace(
            "%1", str(data.get("players")))
    if kind == "hand_for_hand":
        if data.get("on"):
            return translate("TournamentText", "Hand-for-hand play")
        return translate("TournamentText", "Hand-for-hand play is over")
    if kind == "rebuy_offered":
        return translate("TournamentText", "%1 is out of chips and may rebuy until %2").replace(
            "%1", who()).replace("%2", _clock(data.get("ends_at")))
    if kind == "rebuy_window_closed":
        outcome = REBUY_OUTCOMES.get(str(data.get("outcome")))
        return _tr(outcome).replace("%1", who()) if outcome else who()
    words = kind.replace("_", " ").strip().capitalize()
    details = ", ".join(f"{k.replace('_', ' ')} {names.get(str(v), v)}"
                        for k, v in data.items()
                        if k != "at" and not isinstance(v, (dict, list)))
    return f"{words}: {details}" if details else words


def _clock(iso: object) -> str:
    """An ISO time from an event's data as the player's local clock time."""
    try:
        return clock_text(datetime.fromisoformat(str(iso)))
    except ValueError:
        return str(iso)


def deal_payouts(event: TournamentEvent) -> tuple[dict[str, Decimal], Decimal]:
    """Amounts paid by a "deal_applied" event (pairs of player id and amount)."""
    amounts: dict[str, Decimal] = {}
    for pair in event.data.get("amounts", []):
        if isinstance(pair, (list, tuple)) and len(pair) == 2:
            amounts[str(pair[0])] = Decimal(str(pair[1]))
    return amounts, Decimal(str(event.data.get("left_in_play", "0")))
