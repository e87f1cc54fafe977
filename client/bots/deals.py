"""How a practice bot takes part in deal making (site rules, deal making: every remaining
player must tick "Discuss A Deal", then everyone confirms one proposal).

Pure and deterministic: each bot's appetite for a deal comes from its own seed, so a seeded
practice tournament makes the same deal decisions every run.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from client.bots.seeds import derive_seed

#: A bot confirms a proposal giving it at least this share of its ICM equity.
ACCEPT_SHARE = Decimal("0.97")


def _appetite(seed: int, bot: str) -> float:
    """This bot's own number in [0, 1): how short it must be before it wants a deal."""
    return derive_seed("deal", seed, bot) % 1000 / 1000


def wants_deal(bot: str, stack: int, stacks: Sequence[int], paid_places: int,
               seed: int) -> bool:
    """Tick "Discuss A Deal" at the final table: when few players are left (no more than
    three, or the paid places plus one), or when this bot is short-stacked (under 35-65%
    of the average stack, its threshold drawn from `seed`)."""
    left = len(stacks)
    if left < 2:
        return False
    if left <= max(3, paid_places + 1):
        return True
    average = sum(stacks) / left
    return stack < average * (0.35 + 0.3 * _appetite(seed, bot))


def accepts_deal(offered: Decimal, icm_equity: Decimal) -> bool:
    """Confirm a proposal that pays about what the bot's chips are worth by ICM (a
    chip-count deal that takes from a short stack is refused)."""
    return offered >= icm_equity * ACCEPT_SHARE
