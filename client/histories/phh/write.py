"""A `HandLog` as PHH (Poker Hand History, TOML), from this player's view.

Players are in PHH order (p1 left of the button, the button last; stud in seat order).
Cards this player did not see are `??`. Amounts are in the currency's units at cash tables
(`0.5`, `12.4`; chips at play-money and tournament tables); `hand` is the PokerStars hand
number, `winnings` what each player collected after rake and `finishing_stacks` the stacks
after the hand, so `skg-poker qa replay` checks the result.
"""

from __future__ import annotations

from decimal import Decimal

from client.engine.games import game_spec
from client.histories.own.record import Act, Award, Dealt, Drew, HandLog, Post, Shown, Street
from client.histories.phh.dealt import STANDARD_VARIANTS, VARIANTS
from client.histories.phh.raise_floor import raise_floor
from client.histories.phh.toml import toml_value
from client.room.ledger import Currency
from client.room.ring import RingTableSpec, ring_blinds


def phh_order(hand: HandLog) -> list[int]:
    """Table seats in PHH player order."""
    seats = [s.seat for s in hand.seats]
    button = hand.button_seat
    if button is None:
        return seats
    # left of the button first, also when its seat is empty (a dead button)
    return [s for s in seats if s > button] + [s for s in seats if s <= button]


#: The posts PHH's own fields say; any other ("live_blind", "dead_blind", "straddle") makes
#: the writer list every post in `_posts`, as the reader takes them (in chips).
_POSITIONAL = frozenset(("ante", "big_blind_ante", "small_blind", "big_blind"))


def phh_text(hand: HandLog) -> str:
    """The hand as one PHH hand (TOML text)."""
    spec = game_spec(hand.game)
    order = phh_order(hand)
    player = {seat: f"p{k + 1}" for k, seat in enumerate(order)}
    units = hand.money().units
    stacks = {s.seat: s.stack for s in hand.seats}
    fields: dict[str, object] = {"variant": VARIANTS[hand.game]}
    if VARIANTS[hand.game] not in STANDARD_VARIANTS:
        fields["_game"] = hand.game
    n = len(order)
    antes = [Decimal(0)] * n
    blinds = [Decimal(0)] * n

    def position(k: int) -> int:  # heads-up the small blind is p2 (the button)
        return 1 - k if n == 2 else k

    for post in (s for s in hand.steps if isinstance(s, Post)):
        k = order.index(post.seat)
        full = {"small_blind": hand.small_blind, "big_blind": hand.big_blind}.get(
            post.kind, post.amount if post.kind == "big_blind_ante" else hand.ante)
        amount = units(full if post.all_in else post.amount)  # short stacks post what they can
        if post.kind in ("ante", "big_blind_ante"):
            antes[position(k) if spec.uses_blinds else k] = amount
        elif post.kind in ("small_blind", "big_blind"):
            blinds[position(k)] = amount
    fields["antes"] = antes
    posts = [s for s in hand.steps if isinstance(s, Post)]
    if any(post.kind not in _POSITIONAL for post in posts):  # e.g. a newcomer's live blind
        fields["_posts"] = [f"{player[post.seat]} {post.kind} {post.amount}" for post in posts]
    if spec.uses_blinds:
        fields["blinds_or_straddles"] = blinds
        if not any(blinds[1:]) and blinds[0] and n > 2:
            fields["_dead_small_blind"] = True
    else:
        fields["bring_in"] = units(_bring_in(hand))
    if spec.limit == "FL":
        fields["small_bet"], fields["big_bet"] = units(hand.small_bet), units(hand.big_bet)
    else:
        fields["min_bet"] = units(hand.big_blind)
    fields["starting_stacks"] = [units(stacks[s]) for s in order]
    fields["actions"] = _actions(hand, order, player)
    fields["players"] = [hand.name_of(s) for s in order]
    fields["hand"] = hand.number
    fields["table"] = hand.table.name
    won = {s: 0 for s in order}
    for award in (s for s in hand.steps if isinstance(s, Award)):
        won[award.seat] += award.net
    fields["winnings"] = [units(won[s]) for s in order]
    finishing = dict(zip((s.seat for s in hand.seats), hand.finishing, strict=True))
    fields["finishing_stacks"] = [units(finishing[s]) for s in order]
    if hand.money().currency:
        fields["currency"] = hand.table.currency
    return "".join(f"{key} = {toml_value(value)}\n" for key, value in fields.items())


def _bring_in(hand: HandLog) -> int:
    """The stud bring-in: as posted, else the table's (the first player completed)."""
    posted = next((s.amount for s in hand.steps if isinstance(s, Act)
                   and s.kind == "bring_in" and not s.all_in), None)
    if posted is not None:
        return posted
    spec = RingTableSpec(id=hand.table.table_id, name=hand.table.name, game=hand.game,
                         currency=Currency(hand.table.currency or "PLAY"),
                         stakes=hand.table.stakes or "1/2")
    return ring_blinds(spec, hand.game).small_blind


class _Deals:
    """Cards of one deal round, per seat, written once the round is over."""

    def __init__(self, hand: HandLog, order: list[int], player: dict[int, str]) -> None:
        self.hand, self.order, self.player = hand, order, player
        self.spec = game_spec(hand.game)
        self.folded: set[int] = set()
        self.street = ""
        self.cards: dict[int, list[str]] = {}
        self.pending = False
        self.shown = {s.seat: s.cards for s in hand.steps if isinstance(s, Shown) and s.cards}

    def open(self, street: str) -> None:
        """A street starts: the deal that comes with it (hole cards, stud cards)."""
        self.street = street
        self.cards = {}
        first = street in ("preflop", "predraw")
        self.pending = first or self.spec.family == "stud"

    def add(self, step: Dealt) -> None:
        self.cards.setdefault(step.seat, []).extend(step.cards)

    def flush(self, out: list[str]) -> None:
        if not self.pending:
            return
        self.pending = False
        hero = self.hand.hero_seat
        for seat in self.order:
            if seat in self.folded:
                continue
            seen = self.cards.get(seat, [])
            if self.spec.family == "stud":
                hidden = {"third": 2, "seventh": 1}.get(self.street, 0)
                down = [c for c in seen if seat == hero][:hidden] if seat == hero else []
                up = [c for c in seen if c not in down]
                token = "".join(down) + "??" * (hidden - len(down)) + "".join(up)
            else:  # the cards a player showed down are known from the start
                known = seen if seat == hero and seen else self.shown.get(seat, ())
                token = "".join(known) if len(known) == self.spec.hole_count else \
                    "??" * self.spec.hole_count
            if token:
                out.append(f"d dh {self.player[seat]} {token}")


def _actions(hand: HandLog, order: list[int], player: dict[int, str]) -> list[str]:
    out: list[str] = []
    deals = _Deals(hand, order, player)
    hero = hand.hero_seat
    floor = raise_floor(hand.game, hand.big_blind, {s.seat: s.stack for s in hand.seats},
                        hand.small_bet, hand.big_bet)
    drew = [s for s in hand.steps if isinstance(s, Drew)]
    for step in hand.steps:
        if isinstance(step, Dealt):
            deals.add(step)
            continue
        deals.flush(out)
        if floor is not None and isinstance(step, Post):
            floor.post(step.seat, step.amount, step.kind in ("small_blind", "big_blind"))
        if floor is not None and isinstance(step, Act) and step.kind in ("call", "bring_in"):
            floor.put(step.seat, step.amount)
        if isinstance(step, Street):
            if floor is not None and step.name not in ("preflop", "predraw"):
                floor.new_round(game_spec(hand.game).streets.index(step.name))
            deals.open(step.name)
            if step.cards:
                out.append("d db " + "".join(step.cards))
        elif isinstance(step, Act):
            p = player[step.seat]
            if step.kind == "fold":
                deals.folded.add(step.seat)
                out.append(f"{p} f")
            elif step.kind in ("check", "call"):
                out.append(f"{p} cc")
            elif step.kind == "bring_in":
                out.append(f"{p} pb")
            elif step.kind in ("bet", "raise", "complete"):
                to = floor.written(step.seat, step.amount, step.all_in) if floor else \
                    step.amount
                out.append(f"{p} cbr {toml_value(hand.money().units(to))}")
            elif step.kind == "draw":
                out += _draw(step, drew, p, hero)
        elif isinstance(step, Shown):
            cards = "".join(step.cards)
            out.append(f"{player[step.seat]} sm {cards}".rstrip())
    deals.flush(out)
    return out


def _draw(step: Act, drew: list[Drew], p: str, hero: int | None) -> list[str]:
    """A draw: the hero's own cards; another player's as many `??` as they threw."""
    if not step.discards:
        return [f"{p} sd"]
    if step.seat == hero:
        mine = next((d for d in drew if len(d.thrown) == step.discards), None)
        if mine is not None:
            drew.remove(mine)
            return [f"{p} sd {''.join(mine.thrown)}", f"d dh {p} {''.join(mine.received)}"]
    return [f"{p} sd {'??' * step.discards}", f"d dh {p} {'??' * step.discards}"]
