"""What one table event says, one struct per kind (tagged by ``"event"`` on the wire).

A ``TableEvent`` carries one of these as its ``body``. Chips are int, cards strings
("As", "??" for a card not shown). Seat indexes inside a body (``Seating.seats``,
``HandStarted.stacks`` order, ``HandEnded.final_stacks`` and ``Raked.stacks`` order)
follow the hand's seating; ``TableEvent.seat`` is the table seat number. Privacy:
``PRIVATE_BODIES`` (hole cards, draw results) are only ever in events addressed to the seat
they belong to.
"""

from __future__ import annotations

import msgspec


class Body(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True,
           tag_field="event"):
    """Base of table-event bodies (unknown fields rejected, as in every message, so the
    service's conversion cannot drop a field the engine sends)."""


class Seating(Body, frozen=True, kw_only=True, tag="seating"):
    """A hand opens: the players in dealing order, their table seat numbers, the button and
    blind seats."""

    players: tuple[str, ...]
    seats: tuple[int, ...]
    button_seat: int
    small_blind_seat: int
    big_blind_seat: int


class HandStarted(Body, frozen=True, kw_only=True, tag="hand_started"):
    """The game, the stakes and the stacks at the start of the hand (seating order)."""

    game: str
    stacks: tuple[int, ...]
    button: int | None = None
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0


class Post(Body, frozen=True, kw_only=True, tag="post"):
    """A forced post; ``kind``: ante, small_blind, big_blind, straddle, ..."""

    kind: str
    amount: int
    all_in: bool = False


class PlayerAction(Body, frozen=True, kw_only=True, tag="action"):
    """A seat acted; ``kind``: fold, check, call, bet, raise, bring_in, complete, draw;
    ``amount``: the call's chips or the bet/raise total; ``count``: cards drawn."""

    kind: str
    amount: int = 0
    all_in: bool = False
    count: int = 0


class Street(Body, frozen=True, kw_only=True, tag="street"):
    """A betting round opens (``index`` 0: the first)."""

    street: str
    index: int


class DealHole(Body, frozen=True, kw_only=True, tag="deal_hole"):
    """Private: face-down cards dealt to the seat the event is addressed to."""

    cards: tuple[str, ...]


class DealUp(Body, frozen=True, kw_only=True, tag="deal_up"):
    """Face-up cards dealt to a seat (stud)."""

    cards: tuple[str, ...]


class DealBoard(Body, frozen=True, kw_only=True, tag="deal_board"):
    """Community cards."""

    cards: tuple[str, ...]


class Draw(Body, frozen=True, kw_only=True, tag="draw"):
    """Private: what the addressed seat threw and received in a draw."""

    discarded: tuple[str, ...]
    received: tuple[str, ...]


class Reshuffle(Body, frozen=True, kw_only=True, tag="reshuffle"):
    """The stub ran short: ``cards`` discards were shuffled back."""

    cards: int


class UncalledReturned(Body, frozen=True, kw_only=True, tag="uncalled_returned"):
    """The part of a bet nobody called goes back to its seat."""

    amount: int


class Showdown(Body, frozen=True, kw_only=True, tag="showdown"):
    """A seat shows its cards; ``hi``/``lo``: the hand's names ("" when none)."""

    cards: tuple[str, ...]
    hi: str = ""
    lo: str = ""


class Muck(Body, frozen=True, kw_only=True, tag="muck"):
    """A seat mucks at showdown."""


class PotAwarded(Body, frozen=True, kw_only=True, tag="pot_awarded"):
    """Pot ``pot`` (0: main) pays ``amount`` to the seat; ``half``: all, hi or lo."""

    pot: int
    amount: int
    half: str = "all"


class HandEnded(Body, frozen=True, kw_only=True, tag="hand_ended"):
    """The hand is over; the stacks in seating order."""

    final_stacks: tuple[int, ...] = ()


class Raked(Body, frozen=True, kw_only=True, tag="raked"):
    """After a real-money ring hand (``HandEnded``), the room took ``rake`` chips from what
    the pot winners received; ``stacks``: every dealt-in seat's stack after it,
    ``collected``: what each took from the pots after it (0: nothing), both in seating
    order as ``HandEnded.final_stacks``. Never sent when nothing was raked."""

    rake: int
    stacks: tuple[int, ...]
    collected: tuple[int, ...]


class TableClosed(Body, frozen=True, kw_only=True, tag="table_closed"):
    """The room closed the table (its tournament is over, or it broke up)."""


class PlayerJoined(Body, frozen=True, kw_only=True, tag="player_joined"):
    """Between hands or during one: ``name`` sat down in the event's seat with ``stack``
    chips (the dealer says so; the felt shows the seat at once, so an observer sees who
    sat down before the next hand is dealt)."""

    name: str
    stack: int = 0


class PlayerLeft(Body, frozen=True, kw_only=True, tag="player_left"):
    """``name`` left the event's seat (went home, busted out, moved to another table)."""

    name: str


class TimeBank(Body, frozen=True, kw_only=True, tag="time_bank"):
    """The player in the event's seat used their normal time and is on their time bank
    (``seconds`` of it)."""

    name: str
    seconds: int


class Connection(Body, frozen=True, kw_only=True, tag="connection"):
    """The link of the player in the event's seat went down or came back."""

    name: str
    connected: bool


TableBody = (
    Seating
    | HandStarted
    | Post
    | PlayerAction
    | Street
    | DealHole
    | DealUp
    | DealBoard
    | Draw
    | Reshuffle
    | UncalledReturned
    | Showdown
    | Muck
    | PotAwarded
    | HandEnded
    | Raked
    | TableClosed
    | PlayerJoined
    | PlayerLeft
    | Connection
    | TimeBank
)

PRIVATE_BODIES: tuple[type[Body], ...] = (DealHole, Draw)
"""Bodies only ever sent to the seat they belong to (``TableEvent.seat``)."""


def kind_of(body: msgspec.Struct) -> str:
    """A table or tournament event body's wire tag, e.g. "pot_awarded"."""
    return str(body.__struct_config__.tag)
