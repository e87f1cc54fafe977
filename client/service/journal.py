"""What the room reports for durable storage (the server's store implements `Journal`) and
the saved form of a tournament it resumes from.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Protocol

from client.room.cashier import BuyIn, EntryKind, TourneyPrice
from client.room.ledger import Currency


@dataclass(frozen=True)
class SavedTournament:
    """A tournament's restartable state as the journal stores it (``state`` is JSON).

    ``structures``: the structure texts by content key that the frozen state in ``state``
    refers to instead of carrying (see `client.room.saved.codec.encode_detached`); the
    journal keeps each once, and gives every kept one back with a restarted server's
    states.
    """

    tournament_id: str
    status: str
    state: str
    structures: Mapping[str, str] = field(default_factory=dict)


class Journal(Protocol):
    """Where the room reports durable changes (the server writes them to its store)."""

    def registration(self, tournament_id: str, player_id: str, on: bool) -> None: ...
    def tournament_state(self, saved: SavedTournament) -> None: ...
    def hand(self, table_id: str, tournament_id: str | None, hand_id: str,
             players: tuple[str, ...], text: str) -> None:
        """A finished hand, once: ``text`` the house's full record (a JSON list of entries
        ``{"to", "kind", "player", "data"}``, ``to`` null for what everyone saw), ``players``
        the humans who may read their own view of it (the entries with ``to`` null or
        theirs: `client.server.store.hand_view`)."""


def buy_in_from_json(raw: Mapping[str, object]) -> BuyIn:
    """A cashier buy-in record back from `saved_state`'s JSON."""
    price = raw["price"]
    paid = raw["paid"]
    assert isinstance(price, Mapping) and isinstance(paid, list)
    return BuyIn(
        id=int(str(raw["id"])), player=str(raw["player"]), tourney=str(raw["tourney"]),
        kind=EntryKind(str(raw["kind"])),
        price=TourneyPrice(Currency(price["currency"]), Decimal(price["buy_in"]),
                           Decimal(price["fee"]), Decimal(price["bounty"])),
        paid=tuple((Currency(c), Decimal(a)) for c, a in paid),
        refunded=bool(raw["refunded"]),
    )
