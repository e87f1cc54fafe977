"""Typed errors of the room layer.

Every error the room raises derives from `RoomError`, so adapters and the server
can turn any of them into a clear message for the player; the subclasses let
callers react to a specific problem (not enough money, no deal allowed, ...).
Each message says what was wrong and what to do. Raising one never leaves a
half-done change behind: the operation that raised it changed nothing.
"""

from __future__ import annotations


class RoomError(Exception):
    """Base of every room-layer error."""


class InvalidAmountError(RoomError):
    """An amount of money is not a positive Decimal with at most two decimal places."""


class InvalidAccountError(RoomError):
    """An account name does not follow the naming scheme in docs/ARCHITECTURE.md."""


class InsufficientFundsError(RoomError):
    """A non-system account would go negative; the transfer was refused."""

    @classmethod
    def for_player(cls, what: str, amount: object, have: object, currency: str
                   ) -> InsufficientFundsError:
        """The refusal as the player reads it: what it was for, needed and available (no
        account names; funds in play elsewhere or in another currency are not available,
        rule 8)."""
        return cls(f"not enough {currency} to {what}: {amount} {currency} needed, {have} "
                   f"{currency} available (money in play elsewhere does not count); deposit "
                   "more or choose a smaller amount")


class CurrencyMismatchError(RoomError):
    """Money in one currency was offered where another currency is required."""


class LedgerIntegrityError(RoomError):
    """Entries given to rebuild a ledger are inconsistent (bad ids, overdrafts)."""


class UnknownRakeError(RoomError):
    """No rake table of the site covers this currency, game and stakes."""


class IcmError(RoomError):
    """Stacks or prizes given to the ICM calculator are unusable."""


class DealError(RoomError):
    """A deal cannot be made or a proposal is invalid."""


class DealNotAllowedError(DealError):
    """Deals are not enforced here (play money, deals disabled, leaderboard points)."""


class InvalidDealError(DealError):
    """A proposed deal does not pay exactly the remaining pool to every remaining player."""


class BountyError(RoomError):
    """A bounty cannot be awarded as described."""


class CancellationError(RoomError):
    """A tournament cannot be cancelled with the data given."""


class RingTableError(RoomError):
    """A ring-game request (sit down, leave, settle a hand) is not possible."""


class SavedStateError(RoomError):
    """A saved tournament state that cannot be restored (damaged, foreign, from a newer
    release, or not matching the room it is restored into); nothing was changed."""
