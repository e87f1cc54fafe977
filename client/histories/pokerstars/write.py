"""A `HandLog` as PokerStars writes a hand history, so trackers and our reader
(`client.histories.pokerstars.read`) read it exactly.

Cash hands are in money (`$0.50/$1 USD`, `$12.40`, whole amounts without `.00`), play money
and tournaments in chips. Only the hero's own hole cards are written (`Dealt to`); other
players' cards only where they showed them. Times are US Eastern, as PokerStars writes them
(UTC when the system has no time-zone data). Stud and draw hands are written in PokerStars'
layout for those games; our reader lists them as unsupported (it reads Hold'em and Omaha).
"""

from __future__ import annotations

import functools
import hashlib
from datetime import UTC, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from client.engine.cards import parse_cards
from client.engine.evaluate import hi_words
from client.engine.games import game_spec
from client.engine.rotation import ROTATIONS
from client.engine.showdown import showdown_values
from client.histories.own.record import (
    Act,
    Award,
    Dealt,
    Drew,
    HandLog,
    Money,
    Post,
    Returned,
    Shown,
    Street,
    stakes_text,
)
from client.histories.phh.raise_floor import raise_floor
from client.histories.pokerstars.names import FOLDED_ON, GAME_NAMES, STREET_TITLES
from client.room.tournament.errors import StructureError
from client.room.tournament.structure import Level, load_structure

_POSTS = {"ante": "posts the ante", "small_blind": "posts small blind",
          "big_blind": "posts big blind", "big_blind_ante": "posts the ante",
          "live_blind": "posts big blind"}  # a newcomer's "Post now": a second big blind
_OPENING = ("preflop", "predraw", "third")


def eastern() -> tzinfo:
    """US Eastern, the zone PokerStars dates its hands in (UTC without a tz database)."""
    try:
        return ZoneInfo("America/New_York")
    except ZoneInfoNotFoundError:  # no tz database (some Windows installs)
        return UTC


def _cards(cards: tuple[str, ...] | list[str]) -> str:
    return "[" + " ".join(cards) + "]"


def _described(game: str, step: Shown, board: list[str]) -> str:
    """The room's description of a shown hand with its high half in PokerStars' words
    ("a pair of Nines" where the room says "Pair"); a low half stays as the room writes it."""
    hi, _lo = showdown_values(game_spec(game), parse_cards(step.cards), parse_cards(board))
    parts = step.description.split(" - ")
    if hi is not None:
        parts[0] = hi_words(hi)
    return " - ".join(parts)


def header(hand: HandLog) -> str:
    """The first line: hand number, game, stakes (money or chips) and the time."""
    money = hand.money()
    small, big = stakes_text(hand.game, hand.small_blind, hand.big_blind, hand.small_bet,
                             hand.big_bet)
    game = GAME_NAMES[hand.game]
    zone = eastern()
    when = hand.started.astimezone(zone)
    label = "ET" if zone is not UTC else "UTC"
    stamp = f"{when:%Y/%m/%d %H:%M:%S} {label}"
    if hand.table.tournament_id is not None:
        buy_in = f"{hand.table.buy_in} " if hand.table.buy_in else ""
        return (f"PokerStars Hand #{hand.number}: Tournament "
                f"#{tournament_number(hand.table.tournament_id)}, {buy_in}{game} - "
                f"{_level(hand)}({small}/{big}) - {stamp}")
    code = f" {hand.table.currency}" if money.currency else ""
    stakes = f"{money.text(small)}/{money.text(big)}{code}"
    room = "PokerStars Zoom Hand" if hand.table.fast_fold else "PokerStars Hand"
    if hand.table.game in ROTATIONS:  # a mixed game names the mix, then the game dealt
        return f"{room} #{hand.number}: {hand.table.game} ({game}, {stakes}) - {stamp}"
    return f"{room} #{hand.number}: {game} ({stakes}) - {stamp}"


def tournament_number(tournament_id: str) -> int:
    """PokerStars numbers tournaments: the room's id as it is when all digits, else a
    stable 10-digit digest of it."""
    if tournament_id.isdigit():
        return int(tournament_id)
    digest = hashlib.blake2b(tournament_id.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") % 10**10


def _level(hand: HandLog) -> str:
    """`Level IV ` from the structure's level with these blinds; `Level ` when unknown."""
    levels = _levels(hand.table.structure)
    found = next((k for k, lv in enumerate(levels, 1) if (lv.small_blind, lv.big_blind,
                  lv.ante) == (hand.small_blind, hand.big_blind, hand.ante)), 0)
    return f"Level {_roman(found)} " if found else "Level "


@functools.cache
def _levels(structure: str) -> tuple[Level, ...]:
    if not structure:
        return ()
    try:
        return load_structure(structure).levels
    except (StructureError, OSError):
        return ()


def _roman(n: int) -> str:
    out = ""
    for value, letters in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"),
                           (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"),
                           (5, "V"), (4, "IV"), (1, "I")):
        count, n = divmod(n, value)
        out += letters * count
    return out


def pokerstars_text(hand: HandLog) -> str:
    """The hand as PokerStars text (lines end with "\\n"; no blank line after)."""
    money = hand.money()
    play = " (Play Money)" if hand.table.cash and not money.currency else ""
    button = f" Seat #{hand.button_seat} is the button" if hand.button_seat else ""
    lines = [header(hand),
             f"Table '{hand.table.name}' {hand.table.max_seats}-max{play}{button}"]
    lines += [f"Seat {s.seat}: {s.name} ({money.text(s.stack)} in chips)" for s in hand.seats]
    story = _Story(hand, money)
    for step in hand.steps:
        story.tell(step)
    return "\n".join(lines + story.lines + story.summary()) + "\n"


class _Story:
    """The body of one hand, written step by step, and what its summary needs."""

    def __init__(self, hand: HandLog, money: Money) -> None:
        self.hand, self.money = hand, money
        self.lines: list[str] = []
        self.board: list[str] = []
        self.results: dict[int, str] = {}
        self.bet: set[int] = set()  # seats that put chips in voluntarily (or posted blinds)
        self.won: dict[int, int] = {}
        self.street = ""
        self.shown_down = False
        self.known: dict[int, list[str]] = {}  # cards seen of each seat so far
        self.last_dealt: tuple[int, str] | None = None  # seat and street of the last line
        self.before: list[str] = []
        self.new: list[str] = []
        self.drew: Drew | None = None  # the hero's draw, until its discards line
        # A no-limit or pot-limit raise capped below the minimum by what the covered
        # opponents can match is written as PokerStars plays it: the minimum raise, the
        # excess returned as an uncalled bet when the round ends.
        self.floor = raise_floor(hand.game, hand.big_blind,
                                 {s.seat: s.stack for s in hand.seats}, hand.small_bet,
                                 hand.big_bet)
        self.excess: dict[int, int] = {}

    def who(self, seat: int) -> str:
        return self.hand.name_of(seat)

    def tell(self, step: object) -> None:
        """Write one step."""
        m = self.money
        if not isinstance(step, Dealt):
            self.last_dealt = None
        if isinstance(step, Street | Shown | Award | Returned):
            self._return_excess()
        if isinstance(step, Post):
            if self.floor is not None:
                self.floor.post(step.seat, step.amount,
                                step.kind in ("small_blind", "big_blind", "live_blind"))
            self.bet.add(step.seat)
            all_in = " and is all-in" if step.all_in else ""
            self.lines.append(f"{self.who(step.seat)}: {_POSTS.get(step.kind, 'posts')} "
                              f"{m.text(step.amount)}{all_in}")
        elif isinstance(step, Street):
            self._street(step)
        elif isinstance(step, Dealt):
            self._dealt(step)
        elif isinstance(step, Drew):
            if step.seat == self.hand.hero_seat and step.thrown:
                self.drew = step  # written after the discards line, as PokerStars does
        elif isinstance(step, Act):
            self._act(step)
        elif isinstance(step, Returned):
            self.lines.append(f"Uncalled bet ({m.text(step.amount)}) returned to "
                              f"{self.who(step.seat)}")
        elif isinstance(step, Shown):
            self._shown(step)
        elif isinstance(step, Award):
            self.won[step.seat] = self.won.get(step.seat, 0) + step.net
            pots = len(self.hand.pots)
            pot = "pot" if pots <= 1 else ("main pot" if step.pot == 0 else
                                           f"side pot-{step.pot}")
            self.lines.append(f"{self.who(step.seat)} collected {m.text(step.net)} from {pot}")

    def _return_excess(self) -> None:
        for seat, chips in self.excess.items():
            self.lines.append(f"Uncalled bet ({self.money.text(chips)}) returned to "
                              f"{self.who(seat)}")
        self.excess.clear()

    def _written_to(self, step: Act) -> int:
        """The total a bet or raise is written as (see `excess`), following the round."""
        if self.floor is None:
            return step.amount
        to = self.floor.written(step.seat, step.amount, step.all_in)
        if to != step.amount:
            self.excess[step.seat] = self.excess.get(step.seat, 0) + to - step.amount
        return to

    def _street(self, step: Street) -> None:
        if self.floor is not None and step.name not in ("preflop", "predraw"):
            self.floor.new_round(game_spec(self.hand.game).streets.index(step.name))
        self.street = step.name
        if step.name == "preflop":
            self.lines.append("*** HOLE CARDS ***")
        elif step.name == "predraw":
            self.lines.append("*** DEALING HANDS ***")
        elif step.name in ("flop", "turn", "river"):
            prior = f" {_cards(self.board)}" if self.board else ""
            self.lines.append(f"*** {step.name.upper()} ***{prior} {_cards(step.cards)}")
        else:
            self.lines.append(f"*** {STREET_TITLES.get(step.name, step.name.upper())} ***")
        self.board += step.cards

    def _dealt(self, step: Dealt) -> None:
        """The hero's own cards, and face-up cards (stud) of everyone: one line per seat and
        street, the cards seen before in brackets first (`Dealt to X [8c] [5s]`)."""
        if step.seat != self.hand.hero_seat and not step.up:
            return
        seen = self.known.setdefault(step.seat, [])
        if self.last_dealt == (step.seat, self.street):
            self.new += step.cards
            self.lines.pop()
        else:
            self.before, self.new = list(seen), list(step.cards)
        seen += step.cards
        earlier = f"{_cards(self.before)} " if self.before else ""
        self.lines.append(f"Dealt to {self.who(step.seat)} {earlier}{_cards(self.new)}")
        self.last_dealt = (step.seat, self.street)

    def _act(self, step: Act) -> None:
        m, who = self.money, self.who(step.seat)
        all_in = " and is all-in" if step.all_in else ""
        kind = step.kind
        if kind == "fold":
            line = f"{who}: folds"
            self.results[step.seat] = "folded " + FOLDED_ON.get(
                step.street, "on the " + step.street) + (
                "" if step.seat in self.bet else " (didn't bet)")
        elif kind == "check":
            line = f"{who}: checks"
        elif kind == "call":
            if self.floor is not None:
                self.floor.put(step.seat, step.amount)
            line = f"{who}: calls {m.text(step.amount)}{all_in}"
        elif kind == "bet":
            line = f"{who}: bets {m.text(self._written_to(step))}{all_in}"
        elif kind == "raise":
            to = self._written_to(step)
            line = f"{who}: raises {m.text(to - step.to_call)} to {m.text(to)}{all_in}"
        elif kind == "complete":
            line = f"{who}: completes it to {m.text(step.amount)}{all_in}"
        elif kind == "bring_in":
            line = f"{who}: brings in for {m.text(step.amount)}{all_in}"
        elif kind == "draw":
            line = (f"{who}: discards {step.discards} card{'s' if step.discards != 1 else ''}"
                    if step.discards else f"{who}: stands pat")
            drew = self.drew if step.seat == self.hand.hero_seat else None
            if drew is not None and step.discards == len(drew.thrown):
                self.lines.append(f"{line} {_cards(drew.thrown)}")
                line = self._redealt(step.seat, drew)
                self.drew = None
        else:
            return
        if kind not in ("fold", "check", "draw"):
            self.bet.add(step.seat)
        self.lines.append(line)

    def _redealt(self, seat: int, drew: Drew) -> str:
        """`Dealt to hero [kept] [new]` after his discards line."""
        held = self.known.setdefault(seat, [])
        kept = [c for c in held if c not in drew.thrown]
        held[:] = kept + list(drew.received)
        return f"Dealt to {self.who(seat)} {_cards(kept)} {_cards(drew.received)}"

    def _shown(self, step: Shown) -> None:
        if not self.shown_down:
            self.lines.append("*** SHOW DOWN ***")
            self.shown_down = True
        who = self.who(step.seat)
        if not step.cards:
            self.lines.append(f"{who}: mucks hand")
            self.results[step.seat] = "mucked"
            return
        described = _described(self.hand.game, step, self.board) if step.description else ""
        what = f" ({described})" if described else ""
        self.lines.append(f"{who}: shows {_cards(step.cards)}{what}")
        self.results[step.seat] = f"showed {_cards(step.cards)}"
        if described:
            self.results[step.seat] += f"@{described}"

    def summary(self) -> list[str]:
        """The summary: total pot with side pots and rake, board, one line per seat."""
        hand, m = self.hand, self.money
        pots = hand.pots
        total = f"Total pot {m.text(sum(pots))}"
        if len(pots) > 1:
            total += " Main pot " + m.text(pots[0]) + "." + "".join(
                f" Side pot-{k} {m.text(p)}." for k, p in enumerate(pots[1:], 1))
        lines = ["*** SUMMARY ***", f"{total} | Rake {m.text(hand.rake)}"]
        if self.board:
            lines.append(f"Board {_cards(self.board)}")
        for seat in hand.seats:
            lines.append(self._seat_line(seat.seat, seat.name))
        return lines

    def _seat_line(self, seat: int, name: str) -> str:
        hand, m = self.hand, self.money
        tags = ""
        if seat == hand.button_seat:
            tags += " (button)"
        for post in (s for s in hand.steps if isinstance(s, Post) and s.seat == seat):
            if post.kind in ("small_blind", "big_blind"):
                tags += f" ({post.kind.replace('_', ' ')})"
        won = self.won.get(seat, 0)
        outcome = self.results.get(seat, "")
        if outcome.startswith("showed "):
            cards, _, described = outcome.partition("@")
            with_hand = f" with {described}" if described else ""
            result = f" and won ({m.text(won)}){with_hand}" if won else f" and lost{with_hand}"
            return f"Seat {seat}: {name}{tags} {cards}{result}"
        if outcome:
            return f"Seat {seat}: {name}{tags} {outcome}"
        if won:
            return f"Seat {seat}: {name}{tags} collected ({m.text(won)})"
        return f"Seat {seat}: {name}{tags}"

