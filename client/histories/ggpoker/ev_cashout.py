"""GGPoker's EV Cashout: a player all in takes his equity from the site instead of running
the board (`X: Chooses to EV Cashout`); when he then wins the pot he pays the site back
the part it insured (`X: Pays Cashout Risk ($0.78)`, repeated on his summary line). The
money moves between the player and the site, outside the pot: the pot and its winners
stand as written. Not offered here: the hand is replayed as recorded and marked."""

from __future__ import annotations

EV_CASHOUT = "GGPoker's EV Cashout (equity paid by the site outside the pot, not offered here)"
_ACTIONS = ("Chooses to EV Cashout", "Pays Cashout Risk (")


def is_ev_cashout(action: str) -> bool:
    """Whether a player's action (the text after `name: `) is an EV Cashout line."""
    return action.startswith(_ACTIONS)
