"""PokerStars-style text hand histories, so HUD trackers can import a player's hands.

The text is written for one viewer (`hero`): it contains only what that seat
was allowed to see (its own cards and cards shown at showdown), because it is
built from `events_for(hand.events, hero)`. The engine has no clock, so the
caller passes the start time; chip amounts go through `fmt` (plain ints by
default; a cash table may format cents as dollars).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime

from client.engine.errors import EngineError
from client.engine.events import Event, events_for
from client.engine.games import game_spec
from client.engine.hand import Hand
from client.engine.records import PotResult

#: PokerStars' name of each game code (the hand-history writers share it).
GAME_NAMES = {
    "NLHE": "Hold'em No Limit",
    "PLHE": "Hold'em Pot Limit",
    "FLHE": "Hold'em Limit",
    "PLO": "Omaha Pot Limit",
    "NLO": "Omaha No Limit",
    "PLO8": "Omaha Hi/Lo Pot Limit",
    "FLO8": "Omaha Hi/Lo Limit",
    "STUD": "7 Card Stud Limit",
    "STUD8": "7 Card Stud Hi/Lo Limit",
    "RAZZ": "Razz Limit",
    "27TD": "Triple Draw 2-7 Lowball Limit",
    "NL27SD": "Single Draw 2-7 Lowball No Limit",
}
STREET_TITLES = {
    "flop": "FLOP",
    "turn": "TURN",
    "river": "RIVER",
    "third": "3rd STREET",
    "fourth": "4th STREET",
    "fifth": "5th STREET",
    "sixth": "6th STREET",
    "seventh": "RIVER",
    "first_draw": "FIRST DRAW",
    "second_draw": "SECOND DRAW",
    "third_draw": "THIRD DRAW",
}
_POSTS = {
    "ante": "posts the ante",
    "small_blind": "posts small blind",
    "big_blind": "posts big blind",
    "big_blind_ante": "posts the ante",
}


FOLDED_ON = {
    "preflop": "before Flop",
    "flop": "on the Flop",
    "turn": "on the Turn",
    "river": "on the River",
    "third": "on the 3rd Street",
    "fourth": "on the 4th Street",
    "fifth": "on the 5th Street",
    "sixth": "on the 6th Street",
    "seventh": "on the 7th Street",
    "predraw": "before the Draw",
    "first_draw": "after the 1st Draw",
    "second_draw": "after the 2nd Draw",
    "third_draw": "after the 3rd Draw",
}


def _pot_name(index: object, count: int) -> str:
    if count <= 1:
        return "pot"
    return "main pot" if index == 0 else f"side pot-{index}"


def _cards(cards: object) -> str:
    return "[" + " ".join(str(c) for c in cards) + "]" if isinstance(cards, list) else "[]"


def export_pokerstars(
    hand: Hand,
    *,
    hand_id: int,
    table: str,
    names: Sequence[str],
    started: datetime,
    hero: int | None = None,
    seats: Sequence[int] | None = None,
    max_seats: int = 9,
    fmt: Callable[[int], str] = str,
) -> str:
    """The hand as PokerStars text seen by `hero` (None: an observer's history).
    `names[i]` and `seats[i]` (1-based table seat) describe hand seat i."""
    cfg = hand.config
    spec = game_spec(cfg.game)
    n = len(cfg.stacks)
    seat_no = list(seats) if seats is not None else [i + 1 for i in range(n)]
    if len(names) != n or len(seat_no) != n:
        raise EngineError("names and seats need one entry per player in the hand")
    if spec.limit == "FL":
        small = cfg.small_bet or cfg.big_blind
        stakes = f"{fmt(small)}/{fmt(cfg.big_bet or 2 * small)}"
    else:
        stakes = f"{fmt(cfg.small_blind)}/{fmt(cfg.big_blind)}"
    story = _Story(names, hero, fmt, hand.result().pots if hand.is_over else ())
    story.lines += [
        f"PokerStars Hand #{hand_id}: {GAME_NAMES[cfg.game]} ({stakes}) - "
        f"{started:%Y/%m/%d %H:%M:%S} UTC",
        f"Table '{table}' {max_seats}-max"
        + (f" Seat #{seat_no[cfg.button]} is the button" if spec.uses_blinds else ""),
    ]
    story.lines += [f"Seat {seat_no[i]}: {names[i]} ({fmt(cfg.stacks[i])} in chips)"
                    for i in range(n)]
    if spec.uses_blinds:
        story.tags[cfg.button] = " (button)"
    for e in events_for(hand.events, hero):
        story.tell(e)
    return story.summary(seat_no)


class _Story:
    """The text of one hand, written event by event, and what its summary needs."""

    def __init__(self, names: Sequence[str], hero: int | None, fmt: Callable[[int], str],
                 pots: Sequence[PotResult]) -> None:
        self.names, self.hero, self.fmt, self.pots = names, hero, fmt, pots
        self.lines: list[str] = []
        self.board: list[str] = []
        self.cur = 0  # the bet to match this round (a raise is written "by x to y")
        self.collected = [0] * len(names)
        self.results: dict[int, str] = {}
        self.tags: dict[int, str] = {}
        self.street = ""
        self.title_done = False  # the street's title line already has its board cards

    def tell(self, e: Event) -> None:
        """Write one event (those a PokerStars history has no line for write nothing)."""
        who = self.names[e.seat] if e.seat is not None else ""
        seat, data, fmt = e.seat or 0, e.data, self.fmt
        if e.kind == "post":
            self._post(e.seat, who, data)
        elif e.kind == "street":
            self._street(str(data["street"]))
        elif e.kind == "deal_board":
            self._deal_board(data["cards"])
        elif e.kind in ("deal_hole", "deal_up"):
            self.lines.append(f"Dealt to {who} {_cards(data['cards'])}")
        elif e.kind == "draw":
            thrown = data["discarded"]
            count = len(thrown) if isinstance(thrown, list) else 0
            self.lines.append(f"{who}: discards {count} card{'s' if count != 1 else ''} "
                              f"{_cards(thrown)}" if count else f"{who}: stands pat")
            if count:
                self.lines.append(f"Dealt to {who} {_cards(data['received'])}")
        elif e.kind == "action":
            line, self.cur = _action_line(who, data, self.cur, fmt)
            if line and not (data["kind"] == "draw" and self.hero is not None
                             and e.seat == self.hero):
                self.lines.append(line)
            if data["kind"] == "fold":
                street = self.street
                self.results[seat] = f"folded {FOLDED_ON.get(street, 'on the ' + street)}"
        elif e.kind == "uncalled_returned":
            self.lines.append(f"Uncalled bet ({fmt(int(str(data['amount'])))}) returned to {who}")
        elif e.kind == "showdown":
            if "*** SHOW DOWN ***" not in self.lines:
                self.lines.append("*** SHOW DOWN ***")
            desc = " - ".join(str(data[k]) for k in ("hi", "lo") if k in data)
            self.lines.append(f"{who}: shows {_cards(data['cards'])} ({desc})")
            self.results[seat] = f"showed {_cards(data['cards'])}"
        elif e.kind == "muck":
            self.lines.append(f"{who}: mucks hand")
            self.results[seat] = "mucked"
        elif e.kind == "pot_awarded":
            chips = int(str(data["amount"]))
            self.collected[seat] += chips
            self.lines.append(
                f"{who} collected {fmt(chips)} from {_pot_name(data['pot'], len(self.pots))}")

    def _post(self, seat: int | None, who: str, data: Mapping[str, object]) -> None:
        amount = int(str(data["amount"]))
        self.lines.append(f"{who}: {_POSTS[str(data['kind'])]} {self.fmt(amount)}")
        if data["kind"] in ("small_blind", "big_blind") and seat is not None:
            self.cur = max(self.cur, amount)
            self.tags[seat] = self.tags.get(seat, "") + f" ({str(data['kind']).replace('_', ' ')})"

    def _street(self, name: str) -> None:
        self.street = name
        if name in ("preflop", "predraw"):
            self.lines.append("*** HOLE CARDS ***" if name == "preflop"
                              else "*** DEALING HANDS ***")
            self.title_done = True
        elif name != "third":
            self.cur = 0
            self.title_done = False
            self.lines.append(f"*** {STREET_TITLES.get(name, name.upper())} ***")
        else:
            self.lines.append("*** 3rd STREET ***")
            self.title_done = True

    def _deal_board(self, cards: object) -> None:
        new = [str(c) for c in cards] if isinstance(cards, list) else []
        if not self.title_done:
            title = self.lines.pop()
            prior = f" {_cards(self.board)}" if self.board else ""
            self.lines.append(f"{title}{prior} {_cards(new)}")
            self.title_done = True
        self.board += new

    def summary(self, seat_no: Sequence[int]) -> str:
        """The whole text: what was told, then the summary (pots, board, each seat)."""
        fmt, pots, collected = self.fmt, self.pots, self.collected
        lines = [*self.lines, "*** SUMMARY ***"]
        total = f"Total pot {fmt(sum(p.amount for p in pots))}"
        if len(pots) > 1:
            total += " " + " ".join(
                f"{_pot_name(k, len(pots)).capitalize()} {fmt(p.amount)}."
                for k, p in enumerate(pots)
            )
        lines.append(f"{total} | Rake {fmt(0)}")
        if self.board:
            lines.append(f"Board {_cards(self.board)}")
        for i, name in enumerate(self.names):
            outcome = self.results.get(i, "")
            won = f" and won ({fmt(collected[i])})" if collected[i] else ""
            if not outcome and collected[i]:
                outcome = f"collected ({fmt(collected[i])})"
                won = ""
            lines.append(f"Seat {seat_no[i]}: {name}{self.tags.get(i, '')} {outcome}{won}".rstrip())
        return "\n".join(lines) + "\n"


def _action_line(
    who: str, data: object, cur: int, fmt: Callable[[int], str]
) -> tuple[str, int]:
    assert isinstance(data, dict)
    kind = data["kind"]
    amount = int(data["amount"])
    all_in = " and is all-in" if data.get("all_in") else ""
    if kind == "fold":
        return f"{who}: folds", cur
    if kind == "check":
        return f"{who}: checks", cur
    if kind == "call":
        return f"{who}: calls {fmt(amount)}{all_in}", cur
    if kind == "bet":
        return f"{who}: bets {fmt(amount)}{all_in}", amount
    if kind == "raise":
        return f"{who}: raises {fmt(amount - cur)} to {fmt(amount)}{all_in}", amount
    if kind == "complete":
        return f"{who}: completes it to {fmt(amount)}{all_in}", amount
    if kind == "bring_in":
        return f"{who}: brings in for {fmt(amount)}{all_in}", amount
    count = int(data.get("count", 0))
    return (f"{who}: discards {count} card{'s' if count != 1 else ''}" if count
            else f"{who}: stands pat"), cur
