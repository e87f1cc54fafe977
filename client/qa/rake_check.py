"""The rake a hand history records, compared with the site's rake table (rake tickets).

Each real-money cash hand of a PokerStars file is raked by the table for its game,
stakes (blinds; bets in fixed limit), currency and players dealt in, on its total pot,
with "no flop, no drop" taken from the replay (`client.room.rake.rake_for`, the same
function the room settles with). Tournament and play-money hands pay no rake and are
not checked; a hand that does not replay cannot say whether it reached the second round.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal

from client.engine.errors import EngineError
from client.engine.games import game_spec
from client.histories.files import HistoryEntry
from client.histories.pokerstars.read.model import ParsedHand
from client.histories.pokerstars.read.to_recorded import replay_parsed
from client.room.errors import RoomError
from client.room.ledger import CENT
from client.room.rake import rake_for


@dataclass(frozen=True, slots=True)
class RakeDifference:
    """A hand whose recorded rake is not the table's (money as strings, e.g. "0.62")."""

    id: str
    game: str
    stakes: str
    currency: str
    players: int
    pot: str
    recorded: str
    expected: str

    def as_json(self) -> dict[str, object]:
        """The entry under `rake_check.differs`."""
        return {"id": self.id, "game": self.game, "stakes": self.stakes,
                "currency": self.currency, "players": self.players, "pot": self.pot,
                "recorded": self.recorded, "expected": self.expected}


@dataclass(slots=True)
class RakeCheck:
    """Hands checked, the ones that differ and the ones that could not be checked (why)."""

    checked: int = 0
    differs: list[RakeDifference] = field(default_factory=list)
    not_checked: list[tuple[str, str]] = field(default_factory=list)

    def as_json(self) -> dict[str, object]:
        """`{"checked", "differs": [...], "not_checked": [{"id", "why"}]}`."""
        return {"checked": self.checked, "differs": [d.as_json() for d in self.differs],
                "not_checked": [{"id": i, "why": why} for i, why in self.not_checked]}


def _money(cents: int) -> Decimal:
    return (Decimal(cents) * CENT).quantize(CENT)


def hand_stakes(hand: ParsedHand) -> str:
    """The stakes the rake table is keyed by: the blinds, or the bets in fixed limit."""
    fixed = hand.game and game_spec(hand.game).limit == "FL"
    low, high = (hand.small_bet, hand.big_bet) if fixed else (hand.small_blind, hand.big_blind)
    return f"{_money(low).normalize():f}/{_money(high).normalize():f}"


def check_rake(entries: Iterable[HistoryEntry]) -> RakeCheck:
    """Compare every real-money cash hand's recorded rake with the rake table's."""
    check = RakeCheck()
    for entry in entries:
        hand = entry.parsed
        if hand is None or hand.tournament is not None or hand.currency is None:
            continue  # PHH, tournament or play-money hands: no rake to check
        if entry.recorded is None:
            check.not_checked.append((entry.id, entry.why or "not replayable"))
            continue
        try:
            second_round = replay_parsed(hand).replayed.hand.result().reached_second_round
            pot = _money(hand.total_pot if hand.total_pot is not None else 0)
            stakes = hand_stakes(hand)
            expected = rake_for(hand.currency, hand.game, stakes, len(hand.players), pot,
                                second_round)
        except (EngineError, RoomError) as exc:
            check.not_checked.append((entry.id, str(exc)))
            continue
        check.checked += 1
        recorded = _money(hand.rake)
        if recorded != expected:
            check.differs.append(RakeDifference(
                entry.id, hand.game, stakes, hand.currency, len(hand.players), str(pot),
                str(recorded), str(expected)))
    return check
