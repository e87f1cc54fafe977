"""Small builders for engine tests: fixed decks and scripted hands."""

from __future__ import annotations

from client.engine import Action, ActionKind, Hand, HandConfig
from client.engine.events import Event

A = ActionKind


def split(cards: str) -> list[str]:
    """'AsKd' -> ['As', 'Kd']."""
    return [cards[i : i + 2] for i in range(0, len(cards), 2)]


def flop_deck(button: int, holes: list[str], board: str = "") -> tuple[str, ...]:
    """Fixed deck for a flop game: hole cards go to seats starting left of the
    button, each seat's cards together, then the board in order."""
    n = len(holes)
    order = [(button + 1 + k) % n for k in range(n)]
    return tuple(c for s in order for c in split(holes[s])) + tuple(split(board))


def holdem(stacks: list[int], holes: list[str], board: str = "", button: int = 0,
           game: str = "NLHE", sb: int = 1, bb: int = 2, **kw: object) -> Hand:
    """A started hold'em/Omaha hand with known cards."""
    cfg = HandConfig(game=game, stacks=tuple(stacks), button=button, small_blind=sb,
                     big_blind=bb, deck=flop_deck(button, holes, board), seed=1, **kw)  # type: ignore[arg-type]
    hand = Hand(cfg)
    hand.start()
    return hand


def play(hand: Hand, *steps: tuple[int, str, int] | tuple[int, str]) -> None:
    """Apply (seat, kind, amount) steps, e.g. (0, "raise", 6) or (1, "call")."""
    for step in steps:
        seat, kind = step[0], ActionKind(step[1])
        amount = step[2] if len(step) > 2 else 0
        hand.act(seat, Action(kind, amount))


def check_down(hand: Hand) -> None:
    """Check or call until the hand ends (for runouts)."""
    while not hand.is_over:
        legal = hand.legal()
        kind = A.CHECK if A.CHECK in legal.kinds else A.CALL
        if A.DRAW in legal.kinds:
            kind = A.DRAW
        hand.act(legal.seat, Action(kind))


def draw_everything(hand: Hand) -> list[Event]:
    """Play the hand out with every player checking or calling and drawing all their
    cards (the most a draw's stub must give): the events of the whole hand."""
    events = hand.start()
    while not hand.is_over:
        legal = hand.legal()
        if ActionKind.DRAW in legal.kinds:
            events += hand.act(legal.seat, Action(ActionKind.DRAW,
                                                  discards=hand.view(legal.seat).hole))
        else:
            kind = ActionKind.CHECK if ActionKind.CHECK in legal.kinds else ActionKind.CALL
            events += hand.act(legal.seat, Action(kind))
    return events
