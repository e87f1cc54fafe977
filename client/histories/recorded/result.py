"""The result of a replayed recorded hand: the engine's where the cards decide it,
else the file's, checked against the pots the recorded actions built.

Checks, whichever decides: nobody collects a negative amount; what the seats
collected plus the rake is every chip of every pot; each pot is collected only by
seats that could win it (pots nest, so filling them from the last side pot to the
main pot, the rake taken from any of them, finds an assignment whenever one exists).
Where the engine decides, the recorded collectors must be its winners (and, without
rake, get exactly its shares); with rake its hi and lo winners stand and only the
shares come from the amounts collected.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from client.engine.cards import CARD_STR, parse_card
from client.engine.errors import RecordMismatchError, UndecidableHandError
from client.engine.events import Event
from client.engine.games import game_spec
from client.engine.hand import Hand
from client.engine.records import PotResult
from client.histories.recorded.cards import RecordedDealer
from client.histories.recorded.model import RecordedHand, ReplayedHand

_SETTLING = frozenset(("showdown", "muck", "pot_awarded", "hand_ended"))


def settle_recorded(hand: Hand, rec: RecordedHand, dealer: RecordedDealer,
                    fields: Mapping[str, object]) -> ReplayedHand:
    """The `ReplayedHand` of a finished replay (see the module docstring)."""
    res = hand.result()
    n = len(rec.stacks)
    awards = [0] * n
    for pot in res.pots:
        for s, chips in pot.shares.items():
            awards[s] += chips
    before = [res.final_stacks[s] - awards[s] for s in range(n)]
    total = sum(pot.amount for pot in res.pots)
    folded = hand.view(0).folded
    live = [s for s in range(n) if not folded[s]]
    decided = len(live) == 1 or not any(_hidden(hand, s, dealer) for s in live)
    collected = _collected(rec, before)
    order = tuple(range(n))
    hidden = {CARD_STR[c] for c in dealer.fakes}
    if collected is None:
        if not decided:
            raise UndecidableHandError(
                "the showdown depends on cards the file does not show, and the file "
                "records no result (amounts collected or finishing stacks)"
            )
        return ReplayedHand(hand, order, fields, rec, res.final_stacks, res.pots, 0, False,
                            tuple(_masked(hand.events, hidden)))
    rake = rec.rake if rec.rake is not None else total - sum(collected)
    _check_totals(collected, rake, total)
    if decided:
        _check_winners(collected, awards, rake, len(res.pots))
    pots = res.pots if decided and collected == awards else _result_pots(
        res.pots, collected, rake, game_spec(rec.game).has_hi, decided)
    stacks = tuple(b + c for b, c in zip(before, collected, strict=True))
    events = _masked(hand.events, hidden)
    if not decided:
        events = [e for e in events if e.kind not in _SETTLING] + _settling(rec, pots, stacks)
    return ReplayedHand(hand, order, fields, rec, stacks, pots, rake, not decided, tuple(events))


def _collected(rec: RecordedHand, before: Sequence[int]) -> list[int] | None:
    n = len(before)
    for name, value in (("collected", rec.collected), ("finishing_stacks", rec.finishing_stacks)):
        if value is not None and len(value) != n:
            raise RecordMismatchError(f"the file's {name} has {len(value)} entries for {n} seats")
    from_stacks = None
    if rec.finishing_stacks is not None:
        from_stacks = [f - b for f, b in zip(rec.finishing_stacks, before, strict=True)]
    if rec.collected is None:
        return from_stacks
    if from_stacks is not None and from_stacks != list(rec.collected):
        raise RecordMismatchError(
            f"the file's finishing stacks {list(rec.finishing_stacks or ())} and amounts "
            f"collected {list(rec.collected)} disagree"
        )
    return list(rec.collected)


def _check_totals(collected: Sequence[int], rake: int, total: int) -> None:
    losers = [s for s, c in enumerate(collected) if c < 0]
    if losers:
        s = losers[0]
        raise RecordMismatchError(
            f"seat {s} ends with {-collected[s]} fewer chips than the actions leave it"
        )
    if rake < 0 or sum(collected) + rake != total:
        raise RecordMismatchError(
            f"the pots hold {total} but the file gives {sum(collected)} collected "
            f"and {rake} rake"
        )


def _check_winners(collected: Sequence[int], awards: Sequence[int], rake: int,
                   pots: int) -> None:
    """The file's collectors are the rules' winners; without rake they get the rules'
    shares, give or take the odd chips of a tie (at most one a pot per seat), which a
    site may place in its own order (Winamax: not from the button's left)."""
    won = [s for s, c in enumerate(awards) if c]
    took = [s for s, c in enumerate(collected) if c]
    odd_chips = all(abs(c - a) <= pots for c, a in zip(collected, awards, strict=True))
    if took != won or (rake == 0 and not odd_chips):
        said = {s: collected[s] for s in took}
        rules = {s: awards[s] for s in won}
        raise RecordMismatchError(f"the file has seats collecting {said}, the rules award {rules}")


def _result_pots(pots: Sequence[PotResult], collected: Sequence[int], rake: int,
                 has_hi: bool, decided: bool) -> tuple[PotResult, ...]:
    """The pots with the file's shares (after rake). Where the engine decides, its hi and
    lo winners stay and the shares come from its winners when they can (else from every
    seat that could win the pot); otherwise every collector is labelled a winner."""
    seats = [pot.eligible for pot in pots]
    if decided:
        try:
            shares = _shares(pots, collected, rake, [tuple(pot.shares) for pot in pots])
        except RecordMismatchError:
            shares = _shares(pots, collected, rake, seats)
        return tuple(PotResult(pot.amount, pot.eligible, pot.hi_winners, pot.lo_winners, got)
                     for pot, got in zip(pots, shares, strict=True))
    shares = _shares(pots, collected, rake, seats)
    return tuple(PotResult(pot.amount, pot.eligible, tuple(got) if has_hi else (),
                           () if has_hi else tuple(got), got)
                 for pot, got in zip(pots, shares, strict=True))


def _shares(pots: Sequence[PotResult], collected: Sequence[int], rake: int,
            seats: Sequence[Sequence[int]]) -> list[dict[int, int]]:
    """Each pot's chips from its `seats`' collected amounts, the rake (one budget, taken
    from any pot: PokerStars rakes every pot) covering what they leave.

    From the last side pot to the main pot, each pot takes all it can from its seats
    (those who can win no earlier pot first), then rake. With eligible seats this is
    exact: pots nest, so a seat of a later pot can fill any earlier one and filling the
    later pot first never blocks an assignment that exists.
    """
    remaining, left = list(collected), rake
    out: list[dict[int, int]] = []
    for i in reversed(range(len(pots))):
        need, got = pots[i].amount, {}
        earlier = [s for k in range(i) for s in seats[k]]
        for s in sorted(seats[i], key=earlier.count):
            take = min(need, remaining[s])
            if take:
                got[s] = take
                remaining[s] -= take
                need -= take
        raked = min(need, left)
        need -= raked
        left -= raked
        if need:
            raise RecordMismatchError(
                f"pot {i + 1} ({pots[i].amount}) is not all collected by seats that could "
                f"win it ({', '.join(map(str, pots[i].eligible))})"
            )
        out.append(got)
    return out[::-1]  # every pot full: with the totals checked, nothing is left over


def _hidden(hand: Hand, seat: int, dealer: RecordedDealer) -> bool:
    view = hand.view(seat)
    return any(parse_card(c) in dealer.fakes for c in (*view.hole, *view.board))


def _masked(events: Sequence[Event], hidden: set[str]) -> list[Event]:
    """Events with every stand-in card shown as "??" (and no hand names built on one)."""
    if not hidden:
        return list(events)
    out: list[Event] = []
    for e in events:
        data = dict(e.data)
        masked = False
        for key in ("cards", "discarded", "received"):
            cards = data.get(key)
            if isinstance(cards, list) and any(c in hidden for c in cards):
                data[key] = ["??" if c in hidden else c for c in cards]
                masked = True
        if masked and e.kind == "showdown":
            data.pop("hi", None)
            data.pop("lo", None)
        out.append(Event(e.kind, e.seat, data, e.visible_to) if masked else e)
    return out


def _settling(rec: RecordedHand, pots: Sequence[PotResult], stacks: Sequence[int]
              ) -> list[Event]:
    """The recorded showdown and awards, in place of those the stand-ins would give."""
    out = [Event("showdown", s, {"cards": [c or "??" for c in cards]})
           for s, cards in sorted(rec.shown.items())]
    out += [Event("muck", s, {}) for s in sorted(rec.mucked) if s not in rec.shown]
    for index, pot in enumerate(pots):
        out += [Event("pot_awarded", s, {"pot": index, "amount": chips, "half": "all"})
                for s, chips in pot.shares.items()]
    out.append(Event("hand_ended", None, {"final_stacks": list(stacks)}))
    return out
