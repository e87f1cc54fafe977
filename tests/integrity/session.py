"""A bots' cash session played through the engine's real `Hand`, with planted colluders.

Each hand starts from 100 big blinds a seat (blinds 50/100) with the button moving, so
what one hand does never depends on the last. A colluder's policy may replace the bot's
action; `None` keeps it. The hands come out as the review's `HandFacts`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from client.bots import make_bot
from client.engine import Action, ActionKind, Hand, HandConfig, Legal, next_positions
from client.engine.events import Event
from client.integrity.facts import AGGRESSIVE, HandFacts, facts_from_events

STACK, BIG_BLIND = 10_000, 100


@dataclass(frozen=True)
class Turn:
    """What a colluder's policy sees: its seat, the legal actions, the hand so far."""

    seat: int
    seat_of: Mapping[str, int]
    legal: Legal
    events: Sequence[Event]
    folded: Sequence[bool]
    stack: int

    def last_aggressor(self) -> int | None:
        """The seat that last bet or raised on this street."""
        last = None
        for event in self.events:
            if event.kind == "street" and event.data.get("index"):
                last = None
            elif event.kind == "action" and event.data.get("kind") in AGGRESSIVE:
                last = event.seat
        return last

    def raised_this_hand(self) -> bool:
        return any(e.kind == "action" and e.seat == self.seat and
                   e.data.get("kind") in AGGRESSIVE for e in self.events)


Policy = Callable[[Turn, Action], Action | None]


def passive(action: Action, legal: Legal) -> Action:
    """The action without aggression: call instead of raising, check instead of betting."""
    if action.kind.value not in AGGRESSIVE:
        return action
    return Action(ActionKind.CALL if ActionKind.CALL in legal.kinds else ActionKind.CHECK)


def soft_with(partner: str) -> Policy:
    """Never bet or raise while the partner is still in the hand."""
    def policy(turn: Turn, action: Action) -> Action | None:
        if turn.folded[turn.seat_of[partner]]:
            return None
        return passive(action, turn.legal)
    return policy


def dumps_to(partner: str) -> Policy:
    """Before the flop with the partner in: raise big once, then fold to their raise."""
    def policy(turn: Turn, action: Action) -> Action | None:
        if turn.folded[turn.seat_of[partner]] or turn.legal.max_to == 0:
            return None
        if turn.last_aggressor() == turn.seat_of[partner] and turn.raised_this_hand():
            return Action(ActionKind.FOLD)
        if not turn.raised_this_hand() and ActionKind.RAISE in turn.legal.kinds:
            to = max(turn.legal.min_to, min(turn.legal.max_to - 1, turn.stack // 2))
            return Action(ActionKind.RAISE, to)
        return None
    return policy


def takes_from(partner: str) -> Policy:
    """Raise all in over the partner's raise (who then folds)."""
    def policy(turn: Turn, action: Action) -> Action | None:
        if turn.last_aggressor() == turn.seat_of[partner] and \
                ActionKind.RAISE in turn.legal.kinds:
            return Action(ActionKind.RAISE, turn.legal.max_to)
        return None
    return policy


@dataclass(frozen=True)
class Played:
    """One hand as played: the engine's hand and the players in engine seat order."""

    hand_id: str
    names: tuple[str, ...]
    button: int
    hand: Hand


def play_hands(styles: Mapping[str, str], hands: int, seed: int,
               colluders: Mapping[str, Policy] | None = None) -> list[Played]:
    """`hands` hands between the players of `styles` (name: bot style)."""
    names = tuple(styles)
    bots = {name: make_bot(style, seed * 1009 + i) for i, (name, style) in
            enumerate(styles.items())}
    colluders = colluders or {}
    seat_of = {name: i for i, name in enumerate(names)}
    out: list[Played] = []
    positions = None
    for k in range(hands):
        positions = next_positions([True] * len(names), positions)
        hand = Hand(HandConfig("NLHE", (STACK,) * len(names), button=positions.button,
                               small_blind=BIG_BLIND // 2, big_blind=BIG_BLIND,
                               seed=seed * 100_003 + k))
        hand.start()
        while not hand.is_over:
            legal = hand.legal()
            name = names[legal.seat]
            view = hand.view(legal.seat)
            action = bots[name].decide(view)
            policy = colluders.get(name)
            if policy is not None:
                turn = Turn(legal.seat, seat_of, legal, hand.events, view.folded,
                            view.stacks[legal.seat] + view.bets[legal.seat])
                action = policy(turn, action) or action
            hand.act(legal.seat, action)
        out.append(Played(f"{seed}{k:05d}", names, positions.button, hand))
    return out


def play_session(styles: Mapping[str, str], hands: int, seed: int,
                 colluders: Mapping[str, Policy] | None = None,
                 tournament: str | None = None) -> list[HandFacts]:
    """The hands of `play_hands` as the review's facts."""
    return [facts_from_events(p.hand_id, p.names, p.hand.events,
                              p.hand.result().final_stacks, tournament)
            for p in play_hands(styles, hands, seed, colluders)]


def phhs_text(played: Sequence[Played]) -> str:
    """The hands as a PHHS file (every card shown, chips), for the file readers: players in
    PHH order, left of the button first and the button last."""
    out = []
    for p in played:
        n = len(p.names)
        order = [(p.button + 1 + k) % n for k in range(n)]
        phh = {seat: f"p{k + 1}" for k, seat in enumerate(order)}
        actions = []
        for event in p.hand.events:
            data, seat = event.data, event.seat
            shown = data.get("cards")
            cards = "".join(str(c) for c in shown) if isinstance(shown, list) else ""
            if event.kind == "deal_hole" and seat is not None:
                actions.append(f"d dh {phh[seat]} {cards}")
            elif event.kind == "deal_board":
                actions.append(f"d db {cards}")
            elif event.kind == "showdown" and seat is not None:
                actions.append(f"{phh[seat]} sm {cards}")
            elif event.kind == "action" and seat is not None:
                kind = data.get("kind")
                word = "f" if kind == "fold" else "cc" if kind in ("check", "call") else \
                    f"cbr {data.get('amount')}"
                actions.append(f"{phh[seat]} {word}")
        blinds = [BIG_BLIND // 2, BIG_BLIND] + [0] * (n - 2)
        out.append("\n".join([
            f"[{p.hand_id}]", "variant = 'NT'", f"antes = {[0] * n}",
            f"blinds_or_straddles = {blinds}", f"min_bet = {BIG_BLIND}",
            f"starting_stacks = {[STACK] * n}", f"players = {[p.names[s] for s in order]}",
            f"actions = {actions}", f"hand = {p.hand_id}", ""]))
    return "\n".join(out)
