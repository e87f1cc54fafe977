"""Plain data the table view renders: seats, board, pots, button, timers, hero options.

The room decides everything; these records only carry what it said, so the painted table
and the action bar hold no poker rules and can be driven from tests with literal values.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from client.ui.app.i18n import translate
from client.ui.locale_format import count_text, money_text


def chips_text(amount: int, currency: str = "") -> str:
    """Chips as shown at a table: plain chips in tournaments; at a cash table (one chip =
    one cent of `currency`) the money they are worth, e.g. "$93.50"."""
    if not currency:
        return count_text(amount)
    return money_text(Decimal(amount) / 100, currency)


def pot_labels(pots: tuple[int, ...], currency: str = "") -> list[str]:
    """The main pot, then each side pot numbered, as painted in the middle of the table."""
    main = translate("Table", "Pot %1").replace("%1", chips_text(pots[0], currency))
    return [main] + [translate("Table", "Side pot %1: %2").replace("%1", str(i))
                     .replace("%2", chips_text(amount, currency))
                     for i, amount in enumerate(pots[1:], 1)]


@dataclass(frozen=True)
class SeatView:
    """One occupied seat as the viewer may see it (hidden cards are "??")."""

    seat: int
    name: str
    stack: int
    bet: int = 0
    #: The cards dealt face down (the hole cards; the viewer's own faces, others' "??").
    cards: tuple[str, ...] = ()
    #: Stud: the cards dealt face up, which every player sees.
    up_cards: tuple[str, ...] = ()
    folded: bool = False
    all_in: bool = False
    sitting_out: bool = False
    disconnected: bool = False
    is_hero: bool = False
    last_action: str = ""
    bounty: str = ""
    #: The hand shown at showdown, as the room names it ("two pair, Aces and Nines").
    hand_name: str = ""
    #: The hand just over took every chip: the plate says so (not "ALL-IN") until the
    #: seat empties, at the next deal or the room's next view.
    busted: bool = False


def plate_text(seat: SeatView, currency: str = "") -> str:
    """What a seat's plate says under the name: its chips, or why it has none to show."""
    if seat.disconnected:
        return translate("Table", "Disconnected")
    if seat.sitting_out:
        return translate("Table", "Sitting out")
    if seat.busted:
        return translate("Table", "Busted")
    if seat.all_in and seat.stack == 0:
        return "ALL-IN"
    return chips_text(seat.stack, currency)


@dataclass(frozen=True)
class TimerView:
    """The clock of the seat to act. The room gives one deadline, the fold, which already
    counts the time bank: `seconds_left` runs to it, the normal time is the part before
    the last `time_bank` seconds, and the bank runs once that is over. `seconds_total`
    is the length of the normal time (the bar's full width)."""

    seat: int
    seconds_left: int
    seconds_total: int
    time_bank: int = 0
    det: bool = False

    @property
    def normal_left(self) -> int:
        """Seconds of normal time left before the time bank starts."""
        return max(0, self.seconds_left - self.time_bank)

    @property
    def in_bank(self) -> bool:
        """The normal time is over and the time bank is counting down."""
        return not self.det and self.time_bank > 0 and self.seconds_left <= self.time_bank

    @property
    def share(self) -> float:
        """How full the clock bar is: the normal time, then the bank from full again."""
        if self.in_bank:
            return self.seconds_left / self.time_bank
        left = self.seconds_left if self.det else self.normal_left
        return min(1.0, left / self.seconds_total) if self.seconds_total else 0.0


def timer_label(timer: TimerView) -> str:
    """The text under the acting seat's clock bar: the normal time left with the time bank
    still to come, then the time bank counting down, or DET while a disconnected player's
    extra time runs."""
    if timer.det:
        return translate("Table", "DET %1s").replace("%1", str(timer.seconds_left))
    if timer.in_bank:
        return translate("Table", "Time bank %1s").replace("%1", str(timer.seconds_left))
    label = translate("Table", "%1s").replace("%1", str(timer.normal_left))
    return label + "  " + translate("Table", "+%1s bank").replace("%1", str(timer.time_bank)) \
        if timer.time_bank else label


@dataclass(frozen=True)
class TableView:
    """Everything painted on one table at one moment."""

    table_id: str
    title: str
    max_seats: int
    seats: tuple[SeatView, ...] = ()
    #: Number of the first seat (the room may number seats from 0 or from 1).
    first_seat: int = 0
    board: tuple[str, ...] = ()
    pots: tuple[int, ...] = ()
    button: int | None = None
    small_blind_seat: int | None = None
    big_blind_seat: int | None = None
    to_act: int | None = None
    timer: TimerView | None = None
    blinds_text: str = ""
    status_text: str = ""
    #: Cash tables: the currency the chips are cents of ("" for tournament chips).
    currency: str = ""
    paused: bool = False
    #: The game deals a board (flop games): its five places are drawn while empty.
    board_places: bool = True

    def seat_numbers(self) -> range:
        """Every seat number at this table, in clockwise order."""
        return range(self.first_seat, self.first_seat + self.max_seats)

    def seat(self, number: int) -> SeatView | None:
        """The seat record for a seat number, or None when empty."""
        return next((s for s in self.seats if s.seat == number), None)

    @property
    def waiting_for_players(self) -> bool:
        """No hand is being played and fewer than two players could be dealt in (an empty
        or one-player table): the felt says so, as PokerStars does. Not while a hand's end
        is on the felt (its board or cards): a replay's last step, the hand that busted a
        player, are no table waiting."""
        ready = [s for s in self.seats if s.stack > 0 and not s.sitting_out]
        busy = self.pots or self.to_act is not None or self.board or any(
            s.bet or s.cards or s.up_cards for s in self.seats)
        return len(ready) < 2 and not busy and not self.status_text


@dataclass(frozen=True)
class ActionOptions:
    """What the room says the hero may do now, with the numbers needed to size a bet.

    `min_total`/`max_total` bound the hero's bet total for this round (bet or raise "to");
    `pot` is the pot including all current bets, `to_call` the extra chips a call costs.
    `stack` is the hero's chips behind (not counting `current_bet`): `max_total` may be
    less than all of them, capped at what the biggest covering opponent can match.
    """

    can_fold: bool
    can_check: bool
    to_call: int
    can_raise: bool
    min_total: int = 0
    max_total: int = 0
    pot: int = 0
    current_bet: int = 0
    raise_word: str = "Raise"  # "Bet", "Raise" or (stud's third street) "Complete"
    #: Stud: the chips a bring-in posts when the player may bring it in (0: not offered).
    bring_in: int = 0
    #: Draw games: the most cards the player may throw now (0: no draw to make).
    max_discards: int = 0
    can_draw: bool = False
    big_blind: int = 0
    stack: int = 0
