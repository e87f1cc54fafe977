"""What some sites leave unwritten, worked out from a hand's own numbers: the bet nobody
called (888poker, partypoker and Winamax write no `Uncalled bet` line; partypoker and
Winamax count it in what its bettor wins) and the rake (888poker and partypoker write
none)."""

from __future__ import annotations

from client.histories.pokerstars.read.ledger import live_put, put_in
from client.histories.pokerstars.read.model import ParsedHand, PokerStarsFormatError


def returned_and_rake(hand: ParsedHand, won_holds_it: bool = False,
                      halves_rounded_up: bool = False) -> None:
    """The bet nobody matched (the excess of the biggest contribution over the next) is
    returned, and taken out of what its bettor is recorded winning when the amounts won
    hold it (`won_holds_it`: the site always counts it there; else when more is won than
    the pot holds); the rake is what the pot holds beyond what was collected.
    `halves_rounded_up`: amounts are in hundredths of a chip and the site writes each
    collection in whole chips, half a chip rounded up (Winamax tournaments)."""
    if not hand.collected:  # 888poker sometimes ends a hand's record before the pot
        hand.unsupported = ("incomplete record: it awards no pot (it ends before the pot "
                            "is won)")
        return
    put = put_in(hand)
    live = live_put(hand, put)
    if len(put) >= 2 and not hand.uncalled:
        top = max(range(len(live)), key=live.__getitem__)
        excess = live[top] - max(p for i, p in enumerate(live) if i != top)
        if excess > 0:
            name = hand.players[top].name
            hand.uncalled.append((name, excess))
            if won_holds_it or sum(c.amount for c in hand.collected) > sum(put) - excess:
                _take_back(hand, name, excess)
    pot = sum(put) - sum(amount for _, amount in hand.uncalled)
    hand.rake = pot - sum(c.amount for c in hand.collected)
    if halves_rounded_up and hand.rake < 0:
        _halves_back(hand, -hand.rake)
        hand.rake = pot - sum(c.amount for c in hand.collected)
    if hand.rake < 0:
        raise PokerStarsFormatError(f"hand #{hand.id}: more is collected than the pot holds")


def _take_back(hand: ParsedHand, name: str, excess: int) -> None:
    """Take a returned bet out of what its bettor is recorded winning."""
    for k, c in enumerate(hand.collected):
        if c.name == name and c.amount >= excess:
            if c.amount == excess:  # all it won was its own bet back
                del hand.collected[k]
            else:
                hand.collected[k] = c._replace(amount=c.amount - excess)
            return
    raise PokerStarsFormatError(f"hand #{hand.id}: {name} wins less than his bet nobody called")


def _halves_back(hand: ParsedHand, over: int) -> None:
    """Take the half chips a site's rounding added back out of the collections, from the
    smallest (the leftover of a returned bet written rounded up): at most one half chip
    (50 hundredths) from each; nothing when `over` is not made of such halves."""
    halves, odd = divmod(over, 50)
    if odd or halves > len(hand.collected):
        return
    smallest = sorted(range(len(hand.collected)), key=lambda k: hand.collected[k].amount)
    for k in sorted(smallest[:halves], reverse=True):
        c = hand.collected[k]
        if c.amount > 50:
            hand.collected[k] = c._replace(amount=c.amount - 50)
        else:
            del hand.collected[k]
