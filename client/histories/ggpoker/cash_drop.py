"""GGPoker's Cash Drop: `Cash Drop to Pot : total $0.2`, money the site adds to the pot
before the deal, which the pot's winners collect too. Not offered here: the hand is
replayed without it (taken from the total pot and, in equal parts, from what the main
pot's winners collect) and marked. In pot-limit the dropped money also raises the limit
(a raise sized on it), which no hand here can: refused."""

from __future__ import annotations

from collections.abc import Callable

from client.engine.games import game_spec
from client.histories.pokerstars.read.model import ParsedHand

CASH_DROP = "GGPoker's Cash Drop (money the site adds to the pot, not offered here)"
_LINE = "Cash Drop to Pot : total "


def cash_drop(lines: list[str], start: int,
              amount: Callable[[str], int]) -> tuple[list[str], int]:
    """The lines with each Cash Drop line (from `start` on) blanked, and the money dropped."""
    found = [i for i in range(start, len(lines)) if lines[i].startswith(_LINE)]
    if not found:  # every hand of every PokerStars-shaped file passes here: no copy
        return lines, 0
    out = list(lines)
    for i in found:
        out[i] = ""
    return out, sum(amount(lines[i][len(_LINE):].strip()) for i in found)


def without_cash_drop(hand: ParsedHand, drop: int) -> None:
    """The hand without the money the site dropped in, marked; refused in pot-limit."""
    if game_spec(hand.game).limit == "PL":
        hand.unsupported = ("GGPoker's Cash Drop in a pot-limit game (the site's money counts "
                            "toward the pot limit) is not offered here")
        return
    main = [k for k, c in enumerate(hand.collected) if c.pot in ("pot", "main pot")]
    if not main:
        hand.unsupported = "a Cash Drop but nobody collects the main pot"
        return
    hand.site_feature = CASH_DROP
    if hand.total_pot is not None:
        hand.total_pot -= drop
    part, odd = divmod(drop, len(main))
    for n, k in enumerate(main):
        c = hand.collected[k]
        hand.collected[k] = c._replace(amount=c.amount - part - (odd if n == 0 else 0))
