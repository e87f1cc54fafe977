"""Turn a ParsedHand into the engine's RecordedHand, and replay it through the rules.

Engine seats are the players dealt in, in table-seat order. PokerStars may put the
button on an empty seat or on a player not dealt in (a dead button): the engine's
button is then the last dealt-in player before that seat, and the blinds come from
the posts as recorded (a new player's big blind out of position is a live blind;
`posts small & big blinds` is a dead small blind plus a live big blind).
"""

from __future__ import annotations

from dataclasses import dataclass

from client.engine.actions import ActionKind
from client.engine.config import ForcedPost
from client.engine.errors import RecordMismatchError
from client.engine.games import game_spec
from client.histories.pokerstars.read.ledger import recorded_money
from client.histories.pokerstars.read.model import ParsedHand, PokerStarsFormatError
from client.histories.recorded.model import Card, RecordedAction, RecordedHand, ReplayedHand
from client.histories.recorded.replay import replay_recorded

_KINDS = {
    "fold": ActionKind.FOLD,
    "check": ActionKind.CHECK,
    "call": ActionKind.CALL,
    "bet": ActionKind.BET,
    "raise": ActionKind.RAISE,
    "bring_in": ActionKind.BRING_IN,
    "draw": ActionKind.DRAW,
}


@dataclass(frozen=True, slots=True)
class PokerStarsReplay:
    """A PokerStars hand replayed: its id, players in seat order and the engine's replay."""

    id: str
    players: tuple[str, ...]
    replayed: ReplayedHand

    def as_json(self) -> dict[str, object]:
        """The `qa replay` entry: id, players, finishing_stacks and pots (seat order)."""
        return {"id": self.id, "players": list(self.players),
                "finishing_stacks": self.replayed.finishing_stacks(),
                "pots": self.replayed.pots()}


def to_recorded(hand: ParsedHand) -> RecordedHand:
    """The hand as the engine's RecordedHand. PokerStarsFormatError when it names a player
    who is not dealt in, or the game is not one of ours (check `unsupported` first)."""
    if hand.unsupported is not None or not hand.game:
        raise PokerStarsFormatError(f"hand #{hand.id} is not replayable: {hand.unsupported}")
    players = hand.players
    if len(players) < 2:
        raise PokerStarsFormatError(f"hand #{hand.id} has fewer than two players dealt in")
    seat_of = {p.name: i for i, p in enumerate(players)}
    money = recorded_money(hand)  # also checks the record adds up
    spec = game_spec(hand.game)
    holes = 7 if spec.family == "stud" else spec.hole_count
    hole: list[tuple[Card, ...]] = []
    for p in players:
        cards: tuple[Card, ...] = hand.hole.get(p.name, ())
        hole.append((*cards, *([None] * (holes - len(cards))))[:holes])
    return RecordedHand(
        game=hand.game,
        players=tuple(p.name for p in players),
        stacks=tuple(p.stack for p in players),
        button=_button(hand),
        hole=tuple(hole),
        actions=tuple(
            RecordedAction(seat_of[m.name], _KINDS[m.kind], m.amount, m.discards, m.drawn)
            for m in hand.moves
        ),
        small_blind=hand.small_blind,
        big_blind=hand.big_blind,
        ante=hand.ante,
        bring_in=hand.bring_in,
        small_bet=hand.small_bet,
        big_bet=hand.big_bet,
        posts=_posts(hand, seat_of),
        board=tuple(hand.board),
        shown={seat_of[n]: c for n, c in hand.shown.items() if n in seat_of},
        mucked=frozenset(seat_of[n] for n in hand.mucked if n in seat_of),
        collected=money.collected,
        rake=hand.rake,
        hand_id=hand.id,
    )


def _button(hand: ParsedHand) -> int:
    """Index of the dealt-in player on the button, else the last one before it."""
    players = hand.players
    before = [i for i, p in enumerate(players) if p.seat <= hand.button_seat]
    return before[-1] if before else len(players) - 1


def _posts(hand: ParsedHand, seat_of: dict[str, int]) -> tuple[ForcedPost, ...]:
    antes = [ForcedPost(seat_of[p.name], "ante", p.amount) for p in hand.posts
             if p.kind == "ante"]
    blinds: list[ForcedPost] = []
    big_seen = False
    for p in hand.posts:
        seat = seat_of[p.name]
        if p.kind == "small_blind":
            blinds.append(ForcedPost(seat, "small_blind", p.amount))
        elif p.kind == "big_blind":
            blinds.append(ForcedPost(seat, "live_blind" if big_seen else "big_blind", p.amount))
            big_seen = True
        elif p.kind == "small_and_big":
            live = min(p.amount, hand.big_blind)
            if p.amount > live:
                blinds.append(ForcedPost(seat, "dead_blind", p.amount - live))
            blinds.append(ForcedPost(seat, "live_blind" if big_seen else "big_blind", live))
    return (*antes, *blinds)


def replay_parsed(hand: ParsedHand) -> PokerStarsReplay:
    """Replay through the engine's rules. IllegalActionError: a recorded action breaks the
    rules (RecordMismatchError: the result the rules give is not the file's);
    PokerStarsFormatError: the record contradicts itself; UndecidableHandError: hidden
    cards decide it and the file records no result."""
    recorded = to_recorded(hand)
    replayed = replay_recorded(recorded)
    expected = recorded_money(hand).finishing
    got = replayed.finishing_stacks()
    if got != expected:
        raise RecordMismatchError(
            f"hand #{hand.id}: the rules give finishing stacks {got} but the file's numbers "
            f"give {expected}")
    return PokerStarsReplay(hand.id, recorded.players, replayed)

