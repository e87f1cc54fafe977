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
from client.histories.pokerstars.read.ledger import RecordedMoney, live_put, recorded_money
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

    site_feature: str | None = None
    boards: tuple[tuple[str, ...], ...] = ()
    cashed_out: tuple[tuple[str, int], ...] = ()

    def as_json(self) -> dict[str, object]:
        """The `qa replay` entry: id, players, finishing_stacks and pots (seat order); a
        hand using a feature the site lacks adds it, each board and each cash-out paid
        outside the pot (not in the finishing stacks, which are the pots' result)."""
        out: dict[str, object] = {"id": self.id, "players": list(self.players),
                                  "finishing_stacks": self.replayed.finishing_stacks(),
                                  "pots": self.replayed.pots()}
        if self.site_feature is not None:
            out["site_feature"] = self.site_feature
            out["boards"] = [list(b) for b in self.boards]
            out["cashed_out"] = dict(self.cashed_out)
        return out


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
    all_in = {p.name for p in hand.posts if p.all_in}  # PokerStars may show them folding
    big_blind = _big_blind(hand)
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
            for m in hand.moves if m.name not in all_in or m.kind not in ("fold", "check")
        ),
        small_blind=min(hand.small_blind, big_blind),
        big_blind=big_blind,
        ante=hand.ante,
        bring_in=hand.bring_in,
        small_bet=hand.small_bet,
        big_bet=hand.big_bet,
        posts=_posts(hand, seat_of),
        board=tuple(hand.board),  # run twice: only the shared cards; the record decides
        shown={seat_of[n]: c for n, c in hand.shown.items() if n in seat_of},
        mucked=frozenset(seat_of[n] for n in hand.mucked if n in seat_of),
        collected=_collected_for_rules(hand, money),
        rake=hand.rake,
        hand_id=hand.id,
    )


def _collected_for_rules(hand: ParsedHand, money: RecordedMoney) -> tuple[int, ...]:
    """What each player collects as the rules count it. PokerStars returns an ante nobody
    could match (a player all-in on a smaller ante) with the uncalled bet; by the rules
    only live bets come back uncalled and those ante chips are a pot only their owner can
    win: that part of the returned amount is collected."""
    out = list(money.collected)
    live = live_put(hand, list(money.put_in))
    for i, returned in enumerate(money.returned):
        if returned:
            excess = live[i] - max((v for j, v in enumerate(live) if j != i), default=0)
            out[i] += max(0, returned - max(0, excess))
    return tuple(out)


def _button(hand: ParsedHand) -> int:
    """Index of the dealt-in player on the button, else the last one before it. Heads-up the
    small blind is the button (it acts first before the flop and last after it), wherever
    the file puts the button: a tournament's dead button may sit on an empty seat."""
    players = hand.players
    if len(players) == 2:
        small = next((p.name for p in hand.posts if p.kind == "small_blind"), None)
        on_small = [i for i, p in enumerate(players) if p.name == small]
        if on_small:
            return on_small[0]
    before = [i for i, p in enumerate(players) if p.seat <= hand.button_seat]
    return before[-1] if before else len(players) - 1


def _big_blind(hand: ParsedHand) -> int:
    """The bet the blinds make. A big blind all-in for less than the full blind: the site's
    rule (and our writer) has callers owe the full blind, PokerStars lets them call what
    he posted (never less than the small blind); the first call of a player who posted
    no blind says which the file follows."""
    short = [p.amount for p in hand.posts if p.kind == "big_blind" and p.all_in
             and p.amount < hand.big_blind]
    if not short or game_spec(hand.game).limit == "FL":
        return hand.big_blind
    small = [p.amount for p in hand.posts if p.kind == "small_blind"]
    posted = {p.name for p in hand.posts if p.kind != "ante"}
    first = next((m for m in hand.moves if m.kind != "fold" and m.name not in posted), None)
    as_posted = max(short[0], *small)
    if first is not None and first.kind == "call" and first.amount == as_posted:
        return as_posted
    return hand.big_blind


def _missing_big_blind(hand: ParsedHand, seat_of: dict[str, int]) -> list[ForcedPost]:
    """No big blind posted because its player went all-in on the ante: a post of nothing
    by that player, so the first round still opens left of him at the full blind."""
    if any(p.kind in ("big_blind", "small_and_big") for p in hand.posts):
        return []
    if not game_spec(hand.game).uses_blinds:
        return []
    players = hand.players
    small = next((seat_of[p.name] for p in hand.posts if p.kind == "small_blind"), None)
    seat = (small if small is not None else _button(hand)) + 1
    if len(players) == 2 and small is not None:
        seat = small + 1
    name = players[seat % len(players)].name
    if any(p.name == name and p.kind == "ante" and p.all_in for p in hand.posts):
        return [ForcedPost(seat % len(players), "big_blind", 0)]
    return []


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
        elif p.kind == "dead":  # a small blind posted out of position: dead money
            blinds.append(ForcedPost(seat, "dead_blind", p.amount))
        elif p.kind == "small_and_big":
            live = min(p.amount, hand.big_blind)
            if p.amount > live:
                blinds.append(ForcedPost(seat, "dead_blind", p.amount - live))
            blinds.append(ForcedPost(seat, "live_blind" if big_seen else "big_blind", live))
    return (*antes, *blinds, *_missing_big_blind(hand, seat_of))


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
    return PokerStarsReplay(hand.id, recorded.players, replayed, hand.site_feature,
                            tuple(tuple(b) for b in hand.boards),
                            tuple(hand.cashed_out.items()))

