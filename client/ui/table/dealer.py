"""The dealer's lines in the table's Dealer tab: a hand starts (by the number its saved
history gives it), a hand is shown, an uncalled bet goes back, who wins which pot with which
hand, the pot and its rake at a real-money table; players joining and leaving, losing their
link and coming back, using their time bank.

Said from the room's table events alone (what the felt shows); every line goes through
Qt's translation, with the player names, amounts and the room's hand names put in.
"""

from __future__ import annotations

from collections.abc import Callable

from client.protocol.messages import TableEvent
from client.protocol.table_bodies import (
    Connection,
    HandStarted,
    PlayerJoined,
    PlayerLeft,
    PotAwarded,
    Raked,
    Showdown,
    TimeBank,
    UncalledReturned,
)
from client.ui.app.i18n import translate
from client.ui.table.table_state import TableView, chips_text


def _no_number(table_id: str, hand_id: str) -> int | None:
    return None


class Dealer:
    """Remembers the hands shown this hand, to say which hand won each pot.

    ``hand_number(table_id, hand_id)`` is the number the hand histories give the running
    hand (the session's hand logs); the room's own hand id is never said. The player at
    this window (``hero``, a player id) is spoken to: "You join the table"."""

    def __init__(self, hero: str) -> None:
        self._hero = hero
        self._shown: dict[int, str] = {}
        self.hand_number: Callable[[str, str], int | None] = _no_number

    def line(self, event: TableEvent, view: TableView) -> str | None:
        """What the dealer says about `event` at the table `view` shows (None: nothing)."""
        body = event.body
        seat = event.seat
        record = view.seat(seat) if seat is not None else None
        name = record.name if record is not None else ""
        money = view.currency
        if event.player_id == self._hero:
            said = _to_you(body)
            if said is not None:
                return said
        match body:
            case HandStarted():
                self._shown = {}
                number = self.hand_number(event.table_id, event.hand_id or "")
                if number is None:
                    return translate("Dealer", "A new hand starts")
                return translate("Dealer", "Hand #%1 starts").replace("%1", str(number))
            case PlayerJoined():
                return translate("Dealer", "%1 joins the table").replace("%1", body.name)
            case PlayerLeft():
                return translate("Dealer", "%1 leaves the table").replace("%1", body.name)
            case Connection(connected=False):
                return translate("Dealer", "%1 is disconnected").replace("%1", body.name)
            case Connection():
                return translate("Dealer", "%1 is connected again").replace("%1", body.name)
            case TimeBank():
                return translate("Dealer", "%1 is using the time bank").replace("%1", body.name)
            case Showdown() if seat is not None:
                self._shown[seat] = body.hi
                text = translate("Dealer", "%1 shows %2").replace("%1", name).replace(
                    "%2", " ".join(body.cards))
                return f"{text} ({body.hi})" if body.hi else text
            case UncalledReturned():
                return translate("Dealer", "Uncalled bet (%1) returned to %2").replace(
                    "%1", chips_text(body.amount, money)).replace("%2", name)
            case PotAwarded():
                pot = translate("Dealer", "the pot") if body.pot == 0 else \
                    translate("Dealer", "side pot %1").replace("%1", str(body.pot))
                hand = self._shown.get(seat, "") if seat is not None else ""
                text = translate("Dealer", "%1 wins %2 (%3) with %4") if hand else \
                    translate("Dealer", "%1 wins %2 (%3)")
                return text.replace("%1", name).replace("%2", pot).replace(
                    "%3", chips_text(body.amount, money)).replace("%4", hand)
            case Raked():  # once, after the hand: the pot as it was, and its rake
                return translate("Dealer", "Total pot %1 | Rake %2").replace(
                    "%1", chips_text(sum(body.collected) + body.rake, money)).replace(
                    "%2", chips_text(body.rake, money))
            case _:
                return None


def _to_you(body: object) -> str | None:
    """The lines about the player at this window, said to them."""
    match body:
        case PlayerJoined():
            return translate("Dealer", "You join the table")
        case PlayerLeft():
            return translate("Dealer", "You leave the table")
        case Connection(connected=False):
            return translate("Dealer", "You are disconnected")
        case Connection():
            return translate("Dealer", "You are connected again")
        case TimeBank():
            return translate("Dealer", "You are using your time bank")
        case _:
            return None
