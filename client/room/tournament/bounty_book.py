"""The bounty book a tournament's structure calls for (knockout, progressive, fixed, team)."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from client.room.bounties import BountyBook, KnockoutKind
from client.room.ledger import Ledger
from client.room.tournament.structure import BountyKind, Structure


def bounty_book(structure: Structure, ledger: Ledger, tournament_id: str,
                advertised: Mapping[str, Decimal]) -> BountyBook | None:
    """Knockout / progressive bounties from the structure; fixed or team bounties on
    named players (paid by the site) from `advertised`; None without bounties."""
    kind = structure.bounty_kind
    if kind is BountyKind.NONE:
        return None
    knockout = {BountyKind.KNOCKOUT: KnockoutKind.KNOCKOUT,
                BountyKind.PROGRESSIVE: KnockoutKind.PROGRESSIVE}.get(kind)
    return BountyBook(ledger, tournament_id, structure.currency, knockout=knockout,
                      fixed=advertised if kind is BountyKind.FIXED else None,
                      team=advertised if kind is BountyKind.TEAM else None)
