"""A fast-fold pool's money in the ledger: between hands, in a hand, and the rake.

The pool's account ("table:<pool id>") holds the stacks of its players between hands.
Dealing a hand moves the dealt-in players' whole stacks (table stakes) to the account of
the table dealing it ("table:<table id>"); a player who folds takes what is left of their
stack straight back to the pool account, and a new hand elsewhere; when the hand ends the
rest go back and the rake goes to "house:rake". So every table account is empty between
hands, which checks each hand, and the pool account always equals the stacks of players
between hands, which checks the session.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from client.room.errors import InsufficientFundsError, LedgerIntegrityError
from client.room.fastfold.tables import HandAtTable
from client.room.ledger import HOUSE_RAKE, Ledger, Transfer, player_account, table_account
from client.room.ring import (
    RingTableSpec,
    after_rake,
    hand_rake,
    hand_takings,
    to_chips,
    to_money,
)
from client.room.table import HandReport
from client.room.tracked import Tracked


class PoolMoney(Tracked):
    """Buy-ins, top-ups, cash-outs and hand settlements of one pool, all through `ledger`."""

    def __init__(self, spec: RingTableSpec, ledger: Ledger) -> None:
        self.spec = spec
        self.ledger = ledger
        self.account = table_account(spec.id)

    def balance(self, account: str | None = None) -> Decimal:
        """Money in the pool account (or in one table's account)."""
        return self.ledger.balance(account or self.account, self.spec.currency)

    def buy_in(self, player: str, amount: Decimal) -> int:
        """Take a buy-in (min to max) from the player's available funds; its chips."""
        amount = self.spec.check_buy_in(amount)
        self._move_in(player, amount, "buy-in")
        return to_chips(amount)

    def top_up(self, player: str, stack: int, amount: Decimal) -> int:
        """Add `amount` to a stack of `stack` chips (up to the max buy-in); the chips added."""
        amount = self.spec.check_top_up(stack, amount)
        self._move_in(player, amount, "top-up")
        return to_chips(amount)

    def cash_out(self, player: str, chips: int) -> Decimal:
        """Pay `chips` back to the player's available funds; the money paid."""
        paid = to_money(chips)
        if chips:
            self.ledger.transfer(self.account, player_account(player), paid,
                                 self.spec.currency, f"cash out from {self.spec.id}")
        return paid

    def deal(self, table_id: str, stacks: Mapping[str, int]) -> None:
        """Move the stacks of the players dealt in at `table_id` to that table."""
        self.ledger.post([
            Transfer(self.account, table_account(table_id), to_money(chips),
                     self.spec.currency, f"dealt in at {table_id}: {player}")
            for player, chips in stacks.items() if chips])

    def release(self, table_id: str, player: str, chips: int) -> None:
        """A player out of the hand at `table_id` takes `chips` back to the pool."""
        if chips:
            self.ledger.transfer(table_account(table_id), self.account, to_money(chips),
                                 self.spec.currency, f"out of the hand at {table_id}: {player}")

    def settle(self, report: HandReport, released: Mapping[str, int]
               ) -> tuple[Decimal, dict[str, int], dict[str, int]]:
        """Rake the finished hand; return the rake, the stacks of the players still in it
        and what each pot winner collected after the rake.

        `released` are the players who folded earlier, with the chips they took back;
        their final stacks must be exactly those. The table account must empty exactly
        (stacks back plus rake), else `LedgerIntegrityError` and nothing moves.
        """
        received, second_round = hand_takings(report)
        rake, cuts = hand_rake(self.spec, len(report.players), received, second_round,
                               report.config.game)
        for player, chips in released.items():
            if report.end_stacks[player] != chips or player in cuts:
                raise LedgerIntegrityError(f"{player} folded with {chips} chips but the hand "
                                           f"ended with {report.end_stacks[player]}")
        stacks = {p: c - cuts.get(p, 0) for p, c in report.end_stacks.items()
                  if p not in released}
        account = table_account(report.table_id)
        held = self.balance(account)
        if to_money(sum(stacks.values())) + rake != held:
            raise LedgerIntegrityError(f"hand {report.hand_no} at {report.table_id}: stacks "
                                       f"{sum(stacks.values())} plus rake {rake} != {held} held")
        moves = [Transfer(account, self.account, to_money(chips), self.spec.currency,
                          f"hand over at {report.table_id}: {player}")
                 for player, chips in stacks.items() if chips]
        if rake:
            moves.append(Transfer(account, HOUSE_RAKE, rake, self.spec.currency,
                                  f"rake {report.table_id} hand {report.hand_no}"))
        self.ledger.post(moves)
        return rake, stacks, after_rake(received, cuts)

    def conserved(self, idle: int, hands: Mapping[str, HandAtTable | None]) -> bool:
        """True when the pool account holds `idle` chips (the stacks between hands) and each
        table's account what its running hand was brought less what folders took back
        (nothing at a table with no hand: None)."""
        if self.balance() != to_money(idle):
            return False
        return all(self.balance(table_account(table_id)) == (
            to_money(sum(hand.start.values()) - sum(hand.released.values())) if hand else 0)
            for table_id, hand in hands.items())

    def _move_in(self, player: str, amount: Decimal, what: str) -> None:
        try:
            self.ledger.transfer(player_account(player), self.account, amount,
                                 self.spec.currency, f"{what} at {self.spec.id}")
        except InsufficientFundsError as exc:
            currency = self.spec.currency
            have = self.ledger.balance(player_account(player), currency)
            raise InsufficientFundsError.for_player(what, amount, have, currency) from exc
