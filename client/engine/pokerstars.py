"""PokerStars-style text hand histories, so HUD trackers can import a player's hands.

The text is written for one viewer (`hero`): it contains only what that seat
was allowed to see (its own cards and cards shown at showdown), because it is
built from `events_for(hand.events, hero)`. The engine has no clock, so the
caller passes the start time; chip amounts go through `fmt` (plain ints by
default; a cash table may format cents as dollars).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from client.engine.errors import EngineError
from client.engine.events import events_for
from client.engine.games import game_spec
from client.engine.hand import Hand

_GAME_NAMES = {
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
_STREET_TITLES = {
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


_FOLDED_ON = {
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
    lines = [
        f"PokerStars Hand #{hand_id}: {_GAME_NAMES[cfg.game]} ({stakes}) - "
        f"{started:%Y/%m/%d %H:%M:%S} UTC",
        f"Table '{table}' {max_seats}-max"
        + (f" Seat #{seat_no[cfg.button]} is the button" if spec.uses_blinds else ""),
    ]
    lines += [f"Seat {seat_no[i]}: {names[i]} ({fmt(cfg.stacks[i])} in chips)" for i in range(n)]
    board: list[str] = []
    cur = 0
    collected = [0] * n
    results: dict[int, str] = {}
    tags: dict[int, str] = {cfg.button: " (button)"} if spec.uses_blinds else {}
    pots = hand.result().pots if hand.is_over else ()
    street = ""
    title_done = False
    for e in events_for(hand.events, hero):
        who = names[e.seat] if e.seat is not None else ""
        data = e.data
        if e.kind == "post":
            amount = int(str(data["amount"]))
            lines.append(f"{who}: {_POSTS[str(data['kind'])]} {fmt(amount)}")
            if data["kind"] in ("small_blind", "big_blind") and e.seat is not None:
                cur = max(cur, amount)
                tags[e.seat] = tags.get(e.seat, "") + f" ({str(data['kind']).replace('_', ' ')})"
        elif e.kind == "street":
            name = street = str(data["street"])
            if name in ("preflop", "predraw"):
                lines.append("*** HOLE CARDS ***" if name == "preflop" else "*** DEALING HANDS ***")
                title_done = True
            elif name != "third":
                cur = 0
                title_done = False
                lines.append(f"*** {_STREET_TITLES.get(name, name.upper())} ***")
            else:
                lines.append("*** 3rd STREET ***")
                title_done = True
        elif e.kind == "deal_board":
            new = [str(c) for c in data["cards"]] if isinstance(data["cards"], list) else []
            if not title_done:
                title = lines.pop()
                prior = f" {_cards(board)}" if board else ""
                lines.append(f"{title}{prior} {_cards(new)}")
                title_done = True
            board += new
        elif e.kind in ("deal_hole", "deal_up"):
            lines.append(f"Dealt to {who} {_cards(data['cards'])}")
        elif e.kind == "draw":
            thrown = data["discarded"]
            count = len(thrown) if isinstance(thrown, list) else 0
            lines.append(f"{who}: discards {count} card{'s' if count != 1 else ''} "
                         f"{_cards(thrown)}" if count else f"{who}: stands pat")
            if count:
                lines.append(f"Dealt to {who} {_cards(data['received'])}")
        elif e.kind == "action":
            line, cur = _action_line(who, data, cur, fmt)
            if line and not (data["kind"] == "draw" and hero is not None and e.seat == hero):
                lines.append(line)
            if data["kind"] == "fold":
                results[e.seat or 0] = f"folded {_FOLDED_ON.get(street, 'on the ' + street)}"
        elif e.kind == "uncalled_returned":
            lines.append(f"Uncalled bet ({fmt(int(str(data['amount'])))}) returned to {who}")
        elif e.kind == "showdown":
            if "*** SHOW DOWN ***" not in lines:
                lines.append("*** SHOW DOWN ***")
            desc = " - ".join(str(data[k]) for k in ("hi", "lo") if k in data)
            lines.append(f"{who}: shows {_cards(data['cards'])} ({desc})")
            results[e.seat or 0] = f"showed {_cards(data['cards'])}"
        elif e.kind == "muck":
            lines.append(f"{who}: mucks hand")
            results[e.seat or 0] = "mucked"
        elif e.kind == "pot_awarded":
            chips = int(str(data["amount"]))
            collected[e.seat or 0] += chips
            lines.append(f"{who} collected {fmt(chips)} from {_pot_name(data['pot'], len(pots))}")
    lines.append("*** SUMMARY ***")
    total = f"Total pot {fmt(sum(p.amount for p in pots))}"
    if len(pots) > 1:
        total += " " + " ".join(
            f"{_pot_name(k, len(pots)).capitalize()} {fmt(p.amount)}." for k, p in enumerate(pots)
        )
    lines.append(f"{total} | Rake {fmt(0)}")
    if board:
        lines.append(f"Board {_cards(board)}")
    for i in range(n):
        tag = tags.get(i, "")
        outcome = results.get(i, "")
        won = f" and won ({fmt(collected[i])})" if collected[i] else ""
        if not outcome and collected[i]:
            outcome = f"collected ({fmt(collected[i])})"
            won = ""
        lines.append(f"Seat {seat_no[i]}: {names[i]}{tag} {outcome}{won}".rstrip())
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
