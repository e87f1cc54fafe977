"""The store as the authority on money: the room's ledger asks it before it changes.

Every transfer the room makes is checked and recorded by the store first (under row locks
on PostgreSQL, so two nodes spending one account queue on it); the ledger's copy then takes
the balances the store reports. A transfer the store refuses reaches the room as the same
`InsufficientFundsError` its own check raises, so the command is refused with a clear
message and nothing changes, in memory or in the database.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal

from client.room.errors import InsufficientFundsError
from client.room.ledger import BalanceKey, Transfer
from client.server.store import Store, StoreFundsError


class StoreAuthority:
    """`client.room.ledger.Authority` over a `Store`."""

    def __init__(self, store: Store) -> None:
        self._store = store

    def post(self, transfers: Sequence[Transfer]) -> Mapping[BalanceKey, Decimal]:
        """Record the transfers in the store (all or none); their balances after."""
        try:
            return self._store.post_transfers(transfers)
        except StoreFundsError as exc:
            raise InsufficientFundsError(str(exc)) from exc

    def balances(self, keys: Sequence[BalanceKey]) -> Mapping[BalanceKey, Decimal]:
        """The stored balances of these accounts."""
        return self._store.balances_of(keys)
