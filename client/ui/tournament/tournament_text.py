"""Lines for the Info tab from tournament director events, and the payouts of a deal."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

import msgspec
from PySide6.QtCore import QT_TRANSLATE_NOOP

from client.protocol import tournament_bodies as tb
from client.protocol.messages import TournamentEvent, TournamentRow
from client.protocol.rows import table_number
from client.ui.app.i18n import translate
from client.ui.locale_format import clock_text, money_text

#: Director events whose line takes no data (English, marked for translation).
FIXED_LINES = {
    "break_started": str(QT_TRANSLATE_NOOP("TournamentText", "Break: play resumes when it ends")),
    "break_ended": str(QT_TRANSLATE_NOOP("TournamentText", "Break over: play resumes")),
    "deal_paused": str(QT_TRANSLATE_NOOP(
        "TournamentText", "Everyone wants to discuss a deal: the table is paused")),
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


def you_moved_text(table_id: str, seat: int) -> str:
    """Our own move's line at the new table (the room names us like anyone else)."""
    return translate("TournamentText", "You have been moved to table %1, seat %2").replace(
        "%1", table_number(table_id) or table_id).replace("%2", str(seat))


def won_text(money: str) -> str:
    """The finish dialog's second line: "and won $5.40" (`money` already formatted)."""
    return translate("TournamentText", "and won %1").replace("%1", money)


#: Who carries an advertised bounty ("%1" name, "%2" amount), by `AdvertisedBounty.status`.
CARRIERS = {
    "live": str(QT_TRANSLATE_NOOP("TournamentText", "%1: %2 (playing: knock them out to "
                                                    "collect it)")),
    "unregistered": str(QT_TRANSLATE_NOOP("TournamentText", "%1: %2 (not registered yet: "
                                                            "paid only if they play)")),
    "absent": str(QT_TRANSLATE_NOOP("TournamentText", "%1: %2 (not registered: no bounty "
                                                      "is paid)")),
    "collected": str(QT_TRANSLATE_NOOP("TournamentText", "%1: %2 (knocked out: collected)")),
}


#: What a `PrizeAwarded` paid for, by its ``kind`` (the room's words; another is shown as sent).
PAID_FOR = {
    "prize": str(QT_TRANSLATE_NOOP("TournamentText", "prize")),
    "bounty": str(QT_TRANSLATE_NOOP("TournamentText", "bounty")),
    "deal": str(QT_TRANSLATE_NOOP("TournamentText", "deal")),
    "early": str(QT_TRANSLATE_NOOP("TournamentText", "early payout")),
    "seat": str(QT_TRANSLATE_NOOP("TournamentText", "satellite seat")),
}


def advertised_text(row: TournamentRow) -> str:
    """The advertised fixed or Team Pro bounties, one line each with who carries it and
    whether it can still be won (bounty rule 5: none for a player who did not register)."""
    return "\n".join(
        translate("TournamentText", CARRIERS.get(b.status, "%1: %2"))
        .replace("%1", b.name).replace("%2", money_text(b.amount, row.currency))
        for b in row.advertised)


def _tr(marked: str) -> str:
    """A string marked above with QT_TRANSLATE_NOOP("TournamentText", ...), translated."""
    return translate("TournamentText", marked)


def describe_tournament_event(event: TournamentEvent, names: Mapping[str, str]) -> str:
    """A line for the Info tab from a director event, with player names, not ids."""
    body = event.body
    fixed = FIXED_LINES.get(event.kind)
    if fixed is not None:
        return _tr(fixed)
    match body:
        case tb.LevelUp():
            line = translate("TournamentText", "Level %1: blinds %2/%3").replace(
                "%1", str(body.level)).replace("%2", str(body.small_blind)).replace(
                "%3", str(body.big_blind))
            if body.ante:
                line += translate("TournamentText", ", ante %1").replace("%1", str(body.ante))
            return line
        case tb.DealApplied():
            if body.left_in_play:
                return translate("TournamentText", "The deal is agreed and paid; play "
                                                   "continues for what is left")
            return translate("TournamentText", "The deal is agreed and paid")
        case tb.PlayerEliminated():
            return finished_text(names.get(body.player, body.player), body.place)
        case tb.PrizeAwarded():
            kind = PAID_FOR.get(body.kind)
            return translate("TournamentText", "%1 is paid %2 (%3)").replace(
                "%1", names.get(body.player, body.player)).replace(
                "%2", money_text(body.amount, body.currency)).replace(
                "%3", _tr(kind) if kind is not None else body.kind)
        case tb.DayEnded():
            return translate("TournamentText", "Play is over for the day: %1 players bag "
                                               "their chips for Day 2").replace(
                "%1", str(len(body.survivors)))
        case tb.PlayerMoved():
            return translate("TournamentText", "%1 moves to table %2, seat %3").replace(
                "%1", names.get(body.player, body.player)).replace(
                "%2", table_number(body.to_table) or body.to_table).replace(
                "%3", str(body.to_seat))
        case tb.TableBroken():
            return translate("TournamentText", "Table %1 is broken up: its players move to "
                                               "the other tables").replace(
                "%1", table_number(body.table_id) or body.table_id)
        case tb.FinalTableFormed():
            return translate("TournamentText", "Final table: %1 players").replace(
                "%1", str(body.players))
        case tb.HandForHand():
            if body.on:
                return translate("TournamentText", "Hand-for-hand play")
            return translate("TournamentText", "Hand-for-hand play is over")
        case tb.RebuyOffered():
            return translate("TournamentText", "%1 is out of chips and may rebuy until %2"
                             ).replace("%1", names.get(body.player, body.player)).replace(
                "%2", clock_text(body.ends_at))
        case tb.RebuyWindowClosed():
            who = names.get(body.player, body.player)
            outcome = REBUY_OUTCOMES.get(body.outcome)
            return _tr(outcome).replace("%1", who) if outcome else who
    words = event.kind.replace("_", " ").strip().capitalize()
    details = ", ".join(f"{k.replace('_', ' ')} {names.get(str(v), v)}"
                        for k, v in msgspec.structs.asdict(body).items()
                        if k != "at" and not isinstance(v, tuple))
    return f"{words}: {details}" if details else words


def deal_payouts(body: tb.DealApplied) -> tuple[dict[str, Decimal], Decimal]:
    """Amounts paid by a deal (by player id) and what stays in play."""
    return dict(body.amounts), body.left_in_play
