"""What a PokerStars hand's own numbers say: chips each player put in and took out.

This is bookkeeping, not rules: it follows the recorded posts, calls, bets, raises
(PokerStars writes a raise as the total it goes to), uncalled bets returned (written, or
implied by an old file's total pot) and collected amounts, and checks that they add up
(pot in = pot out + rake). The engine replay checks the rules; this gives the recorded
finishing stacks the replay must reach.
"""

from __future__ import annotations

from dataclasses import dataclass

from client.histories.pokerstars.read.model import ParsedHand, PokerStarsFormatError


@dataclass(frozen=True, slots=True)
class RecordedMoney:
    """Per player (in `ParsedHand.players` order): chips put in, returned and collected."""

    names: tuple[str, ...]
    starting: tuple[int, ...]
    put_in: tuple[int, ...]
    returned: tuple[int, ...]
    collected: tuple[int, ...]
    rake: int

    @property
    def finishing(self) -> list[int]:
        """Starting stack minus chips put in plus chips returned and collected."""
        return [s - p + r + c for s, p, r, c in
                zip(self.starting, self.put_in, self.returned, self.collected, strict=True)]


def put_in(hand: ParsedHand) -> list[int]:
    """Chips each player (in `hand.players` order) put in: posts, calls, bets, raises."""
    players = hand.players
    index = {p.name: i for i, p in enumerate(players)}
    n = len(players)
    put = [0] * n
    street_bet = [0] * n
    street = hand.moves[0].street if hand.moves else ""  # the posts' round (stud: third)
    for post in hand.posts:
        i = _index(index, post.name, hand)
        put[i] += post.amount
        if post.kind == "small_and_big":
            street_bet[i] += hand.big_blind if post.amount > hand.big_blind else post.amount
        elif post.kind not in ("ante", "dead"):
            street_bet[i] += post.amount
    for move in hand.moves:
        if move.street != street:
            street, street_bet = move.street, [0] * n
        i = _index(index, move.name, hand)
        if move.kind in ("call", "bet", "bring_in"):
            put[i] += move.amount
            street_bet[i] += move.amount
        elif move.kind == "raise":
            put[i] += move.amount - street_bet[i]
            street_bet[i] = move.amount
    return put


def live_put(hand: ParsedHand, put: list[int]) -> list[int]:
    """What each player put in that bets can match: antes and the dead small blind of a
    `small & big blinds` post (888poker's `posts dead blind [$0.10 + $0.25]`) are not."""
    index = {p.name: i for i, p in enumerate(hand.players)}
    live = list(put)
    for post in hand.posts:
        if post.name in index:
            dead = post.amount if post.kind in ("ante", "dead") else (
                max(0, post.amount - hand.big_blind) if post.kind == "small_and_big" else 0)
            live[index[post.name]] -= dead
    return live


def recorded_money(hand: ParsedHand) -> RecordedMoney:
    """Add up the hand's money; PokerStarsFormatError when the record contradicts itself
    (a player puts in more than his stack, or the pot in and out differ)."""
    players = hand.players
    index = {p.name: i for i, p in enumerate(players)}
    n = len(players)
    put = put_in(hand)
    returned = [0] * n
    for name, amount in hand.uncalled:
        returned[_index(index, name, hand)] += amount
    _implicit_uncalled(hand, put, returned)
    collected = [0] * n
    for c in hand.collected:
        collected[_index(index, c.name, hand)] += c.amount
    kept = _uncalled_collected(hand, put, returned, collected)
    money = RecordedMoney(tuple(p.name for p in players), tuple(p.stack for p in players),
                          tuple(put), tuple(returned), tuple(collected), hand.rake)
    _check(hand, money, kept)
    return money


def _uncalled_collected(hand: ParsedHand, put: list[int], returned: list[int],
                        collected: list[int]) -> int:
    """A file with no `Uncalled bet` line may count the unmatched part of the biggest bet
    in what that bettor collected, and in its total pot (a 2015 file converted to
    PokerStars text: a walk to a big blind with no small blind, `collected 900` = antes
    300 + his own big blind 600). That part goes back to him as returned, as the rules
    return it; the finishing stacks are the same. The chips so moved."""
    if hand.uncalled or len(put) < 2 or hand.total_pot != sum(put) - sum(returned):
        return 0
    live = live_put(hand, put)
    top = max(range(len(live)), key=live.__getitem__)
    excess = live[top] - max(p for i, p in enumerate(live) if i != top) - returned[top]
    if excess <= 0 or collected[top] < excess:
        return 0
    collected[top] -= excess
    returned[top] += excess
    return excess


def _implicit_uncalled(hand: ParsedHand, put: list[int], returned: list[int]) -> None:
    """Old files (2005) return an uncalled bet without an `Uncalled bet` line: the summary's
    total pot is then short by exactly what the biggest contributor put in over everyone
    else, and that goes back to him. Holdem Manager 1's exports also write the total pot
    after the rake (`Total pot $12.35 | Rake $0.65` for a $13 pot)."""
    if hand.total_pot is None or len(put) < 2:
        return
    missing = sum(put) - sum(returned) - hand.total_pot
    top = max(range(len(put)), key=put.__getitem__)
    excess = put[top] - max(p for i, p in enumerate(put) if i != top) - returned[top]
    if missing > 0 and excess > 0 and missing in (excess, excess + hand.rake):
        returned[top] += excess


def _index(index: dict[str, int], name: str, hand: ParsedHand) -> int:
    i = index.get(name)
    if i is None:
        raise PokerStarsFormatError(f"hand #{hand.id}: {name!r} is not dealt in but is named")
    return i


def _check(hand: ParsedHand, money: RecordedMoney, kept: int = 0) -> None:
    for name, start, p, r in zip(money.names, money.starting, money.put_in, money.returned,
                                 strict=True):
        if p > start or r > p:
            raise PokerStarsFormatError(
                f"hand #{hand.id}: {name} puts in {p} with a stack of {start} (returned {r})")
    pot = sum(money.put_in) - sum(money.returned)
    if hand.total_pot is not None and hand.total_pot not in (pot + kept, _after_rake(hand, pot)):
        raise PokerStarsFormatError(
            f"hand #{hand.id}: the actions put {pot} in the pot but the summary says "
            f"Total pot {hand.total_pot}")
    if sum(money.collected) + money.rake != pot:
        raise PokerStarsFormatError(
            f"hand #{hand.id}: {sum(money.collected)} collected plus rake {money.rake} "
            f"is not the pot {pot}")


def _after_rake(hand: ParsedHand, pot: int) -> int | None:
    """The pot as a Holdem Manager 1 export writes it with no `Uncalled bet` line: after
    the rake (None when another total is the only one to accept)."""
    return pot - hand.rake if hand.rake and not hand.uncalled else None
