"""Chip dumping: chips flowing one way between two accounts through hands no one plays to
win - folds after committing most of the stack or folds of strong hands to the partner's
bet, and overbets with weak hands into the partner."""

from __future__ import annotations

from collections.abc import Sequence

from client.integrity.facts import HandFacts
from client.integrity.flags import Flag, FlagKind

MIN_DUMPS = 4  # suspicious hands from one player to the same partner
MIN_SHARE = 0.6  # of all the giver's suspicious hands: a loose player loses to everyone
MIN_RATE = 0.05  # of the hands both were dealt: an odd bluff now and then is poker
COMMITTED = 0.4  # a fold after putting in this share of the stack is no way to play
STRONG_RANKS = frozenset("AKQJT")
DEEP_BB = 20  # an overbet is only odd with a stack this deep (short stacks shove)


def _strong(cards: Sequence[str]) -> bool:
    """A pair of tens or better, or ace-king (two-card hands)."""
    ranks = [c[0] for c in cards]
    return len(ranks) == 2 and (
        (ranks[0] == ranks[1] and ranks[0] in STRONG_RANKS) or set(ranks) == {"A", "K"})


def _weak(cards: Sequence[str]) -> bool:
    """No pair and nothing higher than a nine (two-card hands)."""
    ranks = [c[0] for c in cards]
    return len(ranks) == 2 and ranks[0] != ranks[1] and not set(ranks) & STRONG_RANKS


def dump(hand: HandFacts) -> tuple[str, str, str] | None:
    """(giver, taker, how) when `hand` looks like one player handing chips to another."""
    flows = hand.flows()
    for (giver, taker), chips in flows.items():
        if chips <= 0:
            continue
        cards = hand.known.get(giver, ())
        fold = hand.folded(giver)
        if fold is not None and hand.aggressor_before(fold) == taker:
            if hand.invested.get(giver, 0) >= COMMITTED * hand.start[giver]:
                return giver, taker, "folded after putting in most of the stack"
            if fold.street == 0 and _strong(cards):
                return giver, taker, f"folded {''.join(cards)} before the flop"
        deep = hand.start[giver] >= DEEP_BB * hand.big_blind
        overbet = any(m.player == giver and m.aggressive and m.put_in > m.pot_before
                      for m in hand.moves)
        if fold is None and hand.showdown and deep and overbet and _weak(cards):
            return giver, taker, f"overbet {''.join(cards)} into them"
    return None


def find(hands: Sequence[HandFacts]) -> list[Flag]:
    """A flag per (giver, taker) with MIN_DUMPS such hands, MIN_SHARE of all the giver's,
    MIN_RATE of the hands they were dealt together, and three times as many as went back
    the other way."""
    dumps: dict[tuple[str, str], list[tuple[HandFacts, str]]] = {}
    for hand in hands:
        found = dump(hand)
        if found is not None:
            dumps.setdefault(found[:2], []).append((hand, found[2]))
    flags = []
    for (giver, taker), found_hands in sorted(dumps.items()):
        back = len(dumps.get((taker, giver), []))
        given = sum(len(v) for (g, _), v in dumps.items() if g == giver)
        together = sum(1 for h in hands if giver in h.players and taker in h.players)
        if len(found_hands) < max(MIN_DUMPS, MIN_SHARE * given, 3 * back,
                                  MIN_RATE * together):
            continue
        chips = sum(h.flows().get((giver, taker), 0) for h, _ in found_hands)
        bb = sum(h.flows().get((giver, taker), 0) / h.big_blind for h, _ in found_hands)
        ways = sorted({how for _, how in found_hands})
        flags.append(Flag(
            FlagKind.CHIP_DUMPING, (giver, taker), tuple(h.hand_id for h, _ in found_hands),
            f"{giver} lost {chips} chips ({bb:.0f} big blinds) to {taker} in "
            f"{len(found_hands)} hands no one plays to win ({'; '.join(ways)}); "
            f"{taker} gave back that way in {back}"))
    return flags
