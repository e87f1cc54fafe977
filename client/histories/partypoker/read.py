"""Read partypoker text hand histories into `ParsedHand`s.

partypoker writes a hand as an optional `#Game No : 13550695573`, a `***** Hand History for
Game 13550695573 *****` banner, the stakes and game (`$0.05/$0.10 USD NL Texas Hold'em -
Monday, ...`; a tournament: `NL Texas Hold'em $1 USD Buy-in - ...` and later `Trny: 128487129
Level: 2`, `Blinds(15/30)`), the table, `Seat 2 is the button`, seats `Seat 2: name ( $22.85
USD )`; then the body in 888poker's bracketed words (amounts are the chips an action adds,
`is all-In [..]`), `wins $5.18 USD` (the bet nobody called included; side pots: `from the
side pot 1`), and no uncalled bet, total pot or rake lines. The body is reworded by the
888poker reader's `BracketReworder` and read by the PokerStars body reader; hand ids are
partypoker's own game numbers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from client.engine.errors import EngineError
from client.histories.eight88.read import Amount, BracketReworder
from client.histories.pokerstars.read.body import CASH_OUT
from client.histories.pokerstars.read.model import (
    ParsedHand,
    PokerStarsFormatError,
    SeatLine,
    hand_slices,
)
from client.histories.pokerstars.read.parse import read_body
from client.histories.pokerstars.read.unwritten import returned_and_rake


class PartyPokerFormatError(PokerStarsFormatError):
    """The text is not partypoker hand history, or a hand's header or seats cannot be read."""


_BANNER = re.compile(r"\*{5} Hand History [Ff]or Game (\w+) \*{5}")
# Written before a hand by some clients (`Game #9864152000 starts.`): nothing of the hand.
_PREAMBLE = re.compile(r"Game #\d+ starts\.$")
# The Mac client writes `X is sitting out` with no line break before the next line
# (`Player3 is sitting outPlayer4 posts big blind [$0,25 USD].`); the 2005 client ends
# the line with a period (`jmiquel1 is sitting out.`), which is no next line.
_SITTING_OUT_GLUED = re.compile(r"( is sitting out)(?=[^\s.])")
# 2013 files write two spaces around a currency code and a limit (`$5  USD  NL  Texas
# Hold'em`, `( $9.08  USD )`, `[$0.02  USD]`): one is read.
_EXTRA_SPACES = re.compile(r"  +(?=(?:USD|EUR|GBP)\b)|(?<=\b(?:USD|EUR|GBP))  +"
                           r"|(?<=\b(?:NL|PL|FL))  +")
# `NL Texas Hold'em`, `PL  Omaha Hi-Saturday` (2012: two spaces, the date run on); a
# fixed limit header names no limit (`$15/$30 USD Texas Hold'em`).
# 2005 limit tables write `$2/$4 Hold'em`: no limit named, no `Texas`.
_GAME = re.compile(r"(?:(NL|PL|FL)\s+)?((?:Texas )?Hold'em|Omaha)( Hi-Lo)?")
_STAKES = re.compile(r"([$€£])([\d.,]+)/[$€£]([\d.,]+)")
_TOURNEY = re.compile(r"Trny: ?(\d+)")
# Thousands grouped with a comma or, on some clients, a space (`Blinds-Antes(1 200/2 400 -400)`).
_LEVEL = re.compile(r"Blinds(?:-Antes)?\((\d[\d, ]*?)/(\d[\d, ]*?)(?: -[\d, ]+)?\)")
_TABLE = re.compile(r"Table (.*?) \((?:Real|Play) Money\)")
_SEAT = re.compile(r"[Ss]eat ?(\d+): (.+) \( [$€£]?([\d.,]+)(?: [A-Z]{3})? \)$")  # 2012: `seat1:`
_GAMES = {("NL", "Texas Hold'em"): "NLHE", ("PL", "Texas Hold'em"): "PLHE",
          ("FL", "Texas Hold'em"): "FLHE", ("PL", "Omaha"): "PLO", ("NL", "Omaha"): "NLO",
          ("PL", "Omaha Hi-Lo"): "PLO8", ("FL", "Omaha Hi-Lo"): "FLO8"}
_CURRENCY = {"$": "USD", "€": "EUR", "£": "GBP"}
# The format partypoker writes since 2021: `150/300 Tourney Texas Holdem Game Table (NL)
# (SNG Tournament #304152365) ...`, seats `Seat 2: Hero (2356)`, amounts in parentheses,
# `raises 1080 to 1080` (chips added, then the total), a summary line per player.
# The player an action or summary line is of (`Dealt to` lines too); chat (`X: ..`) is not.
_ACTOR = re.compile(r"Dealt to ([^:\[]+?) \[|([^:\[]+?) (?:posts |calls|raises|bets|checks"
                    r"|folds|is all-In|(?:Cashed out +)?balance )")
_NEW_GAME = re.compile(r"([\d.,]+)/([\d.,]+) (Tourney )?(.+?) Game Table \((NL|PL|FL)\)")
_NEW_GAMES = {("NL", "Texas Holdem"): "NLHE", ("PL", "Texas Holdem"): "PLHE",
              ("FL", "Texas Holdem"): "FLHE", ("PL", "Omaha Hi"): "PLO",
              ("NL", "Omaha Hi"): "NLO", ("NL", "Texas Hold'em"): "NLHE"}  # 2013: Hold'em
_NEW_TABLE = re.compile(r"Table (.*) \((?:Real|Play) Money\) -- Seat (\d+) is the button")
_NEW_SEAT = re.compile(r"Seat (\d+): (.+) \(([$€£]?)([\d.,]+)\)$")
_NEW_TOURNEY = re.compile(r"Tournament #(\d+)")
_NEW_ACTION = re.compile(r"(.+) (posts small blind|posts big blind|posts ante|calls|bets)"
                         r" \([$€£]?([\d.,]+)\)$")  # cash: `($0.02)` or `(0.10)`
_NEW_RAISE = re.compile(r"(.+) raises [$€£]?([\d.,]+) to [$€£]?[\d.,]+$")
_NEW_SUMMARY = re.compile(r"(.+?) (?:Cashed out +)?balance [$€£]?[\d.,]+, (?:bet [$€£]?[\d.,]+, "
                          r"collected [$€£]?([\d.,]*\d)|lost|didn't bet)[^\[]*(\[[^\]]*\])?")
_NEW_NOISE = (" is all-In.", "Creating Main Pot", "Creating Side Pot", "Main Pot:",
              "Side Pot", "Board: ", " Cash-out Premium % is ", " opted for cash-out",
              " probabilty is ", " probability is ")
# 2026: a player all-in offered the cash-out: `X Cashout Amount is 23.01` (paid by the site,
# outside the pot), and in the summary `X Cashed out  balance $23.01, ... collected $23.01`
# (one space or two after `out`).
_CASHOUT = re.compile(r"(.+) Cashout Amount is ([\d.,]+)$")
_NEW_TOTAL = re.compile(r"(.+?) (?:Cashed out +)?balance [$€£]?[\d.,]+, (?:bet|lost) "
                        r"[$€£]?([\d.,]*\d)")


def looks_like_partypoker(text: str) -> bool:
    """Whether the text starts with a partypoker hand (`#Game No :` then the banner)."""
    head = [line for line in text.lstrip("\ufeff").splitlines()[:6]
            if line.strip() and not _PREAMBLE.match(line)][:2]
    return any(_BANNER.match(line) for line in head)


def split_partypoker(text: str) -> Iterator[tuple[int, list[str]]]:
    """The lines of each hand with the 1-based line number where it starts."""
    text = _SITTING_OUT_GLUED.sub(r"\1\n", text.lstrip("\ufeff"))
    lines = ["" if _PREAMBLE.match(line) else _EXTRA_SPACES.sub(" ", line)
             for line in text.splitlines()]
    starts = [_game_no_line(lines, i) for i, line in enumerate(lines) if _BANNER.match(line)]
    yield from hand_slices(
        lines, starts, PartyPokerFormatError("no partypoker banner first: not a partypoker file"))


def _game_no_line(lines: list[str], banner: int) -> int:
    """Where the hand of the banner at `banner` starts: at its `#Game No :` line, which
    some clients write a few blank lines before it."""
    at = banner - 1
    while at >= 0 and not lines[at].strip():
        at -= 1
    return at if at >= 0 and lines[at].startswith("#Game No :") else banner


def iter_partypoker_hands(text: str) -> Iterator[ParsedHand]:
    """Each hand in file order; a hand that cannot be read comes back with `unsupported`."""
    for first_line, lines in split_partypoker(text):
        try:
            yield parse_partypoker_hand(lines, first_line)
        except (EngineError, ValueError) as exc:
            banner = next((m for m in map(_BANNER.match, lines[:2]) if m), None)
            yield ParsedHand.unreadable(banner.group(1) if banner else "", first_line,
                                        "partypoker", exc)


def parse_partypoker_hand(lines: list[str], first_line: int = 1) -> ParsedHand:
    """One hand from its lines; PartyPokerFormatError when its header or seats cannot be
    read."""
    at = next((i for i, line in enumerate(lines[:6]) if _BANNER.match(line)), 0)
    banner = _BANNER.match(lines[at]) if at < len(lines) else None
    if banner is not None and at + 1 < len(lines) and _NEW_GAME.match(lines[at + 1]):
        return _parse_new_format(lines, at, banner.group(1), first_line)
    game = _GAME.search(lines[at + 1]) if at + 1 < len(lines) else None
    if banner is None or game is None:
        raise PartyPokerFormatError(f"line {first_line}: partypoker header not understood")
    head = "\n".join(lines[at + 1 :])
    tourney = _TOURNEY.search(head)
    stakes = _STAKES.search(lines[at + 1].split(" - ")[0])
    symbol = lines[at + 1].lstrip()[:1]
    cents = tourney is None and symbol in _CURRENCY
    amount = Amount(cents)
    limit = game.group(1) or "FL"
    variant = "Texas Hold'em" if game.group(2) == "Hold'em" else game.group(2)
    name = f"{limit} {variant}{game.group(3) or ''}"
    hand = ParsedHand(
        id=banner.group(1), first_line=first_line, site="partypoker",
        game=_GAMES.get((limit, variant + (game.group(3) or "")), ""),
        game_name=name, tournament=tourney.group(1) if tourney else None,
        currency=_CURRENCY[symbol] if cents else None,
        small_blind=0, big_blind=0)
    if not hand.game:
        hand.unsupported = f"game {name!r} is not one the site plays"
        return hand
    body = _table_lines(hand, lines, at + 2)
    while body < len(lines) and (seat := _SEAT.match(lines[body].rstrip())):
        hand.seats.append(SeatLine(int(seat.group(1)), seat.group(2), amount(seat.group(3))))
        body += 1
    if not hand.seats:
        raise PartyPokerFormatError(f"hand #{hand.id} (line {first_line}) has no seat lines")
    hand.seats.sort(key=lambda s: s.seat)
    # A level that changes as the hand starts is written again after the seats
    # (`Trny: 47928230 Level: 4`, `Blinds(100/200)`): the last one written is played.
    level = next(reversed([*_LEVEL.finditer(head)]), None)
    if stakes is not None and tourney is None:
        hand.small_blind, hand.big_blind = amount(stakes.group(2)), amount(stakes.group(3))
    elif level is not None:
        hand.small_blind = int(re.sub(r"[, ]", "", level.group(1)))
        hand.big_blind = int(re.sub(r"[, ]", "", level.group(2)))
    if tourney is not None and level is not None:
        lines = _with_blinds(lines, body, hand)
    lines = _as_seated(hand, lines, body)
    silent = _silent_post(hand, lines, body)
    if silent:
        hand.unsupported = (f"incomplete record: {silent} checks before the flop with no "
                            "blind written (a post the file leaves out)")
    if hand.unsupported is not None:
        return hand
    reworded = [line for line in BracketReworder(hand).lines(lines, body)
                if not _TOURNEY.match(line) and not _LEVEL.match(line)]
    read_body(hand, reworded, body, first_line)
    if not hand.big_blind:  # a cash header giving the table's buy-in: the blinds posted
        _blinds_posted(hand)
    if hand.unsupported is None:
        returned_and_rake(hand)
    return hand


def _blinds_posted(hand: ParsedHand) -> None:
    """The blinds from the posts. A big blind all-in for less (`posts big blind [$0.01
    USD]` with $0.01) is not the table's: the first call by a player who posted nothing
    (`calls [$0.02 USD]`) is the full blind."""
    posted = {p.kind: p.amount for p in hand.posts}
    hand.small_blind = posted.get("small_blind", 0)
    hand.big_blind = posted.get("big_blind", 0)
    stacks = {s.name: s.stack for s in hand.seats}
    big = next((p for p in hand.posts if p.kind == "big_blind"), None)
    if big is not None and big.amount >= stacks.get(big.name, 0):
        posters = {p.name for p in hand.posts}
        call = next((m.amount for m in hand.moves if m.street == "preflop"
                     and m.kind == "call" and m.name not in posters), 0)
        hand.big_blind = max(hand.big_blind, call)


def _table_lines(hand: ParsedHand, lines: list[str], body: int) -> int:
    """The table name, button and size from the lines before the seats; the first seat
    line's index."""
    while body < len(lines) and not _SEAT.match(lines[body].rstrip()):
        line = lines[body].rstrip()
        table = _TABLE.search(line)
        if table is not None:
            hand.table = table.group(1)
        elif line.startswith("Seat ") and line.endswith(" is the button"):
            hand.button_seat = int(line.split()[1])
        elif line.startswith("Total number of players : "):
            hand.max_seats = int(line.split("/")[-1]) if "/" in line else 0
        body += 1
    return body


def _as_seated(hand: ParsedHand, lines: list[str], body: int) -> list[str]:
    """The lines with each player under his seat line's name. A name that acts but is no
    seated name: a seated name and a word more (`Hero Name raises` for `Seat 2: Hero`, the
    2013 files) is that seat's player; else his chips are not written (he joined after the
    seat lines, sat with `$0`, or the file's names were changed in part) and the hand is an
    incomplete record."""
    seated = {s.name for s in hand.seats if s.stack > 0}
    names = sorted((s.name for s in hand.seats), key=len, reverse=True)
    out = lines[:body]
    for line in lines[body:]:
        actor = _ACTOR.match(line)
        at = 1 if actor is None or actor.group(1) is not None else 2
        who = actor.group(at) if actor else ""
        if actor is None or who in seated:
            out.append(line)
            continue
        seat = next((n for n in names if who.startswith(n + " ")), None)
        if seat is None or seat not in seated:
            joined = any(x.startswith(f"{who} has joined the table") for x in lines[body:])
            hand.unsupported = (
                f"incomplete record: {who} "
                + ("joins the table after the seat lines and plays (no seat line, or one of "
                   "no chips: his stack is not written)" if joined else
                   "plays with no seat line (the file's names were changed in part: his "
                   "stack is not written)"))
            return lines
        out.append(line[: actor.start(at)] + seat + line[actor.end(at) :])
    return out


def _silent_post(hand: ParsedHand, lines: list[str], body: int) -> str:
    """The name of a player who checks before the flop with no post written (a 2012 file:
    the button checks the big blind; the pot shows he posted both blinds), else ""."""
    posted = {line.split(" posts ")[0] for line in lines[body:] if " posts " in line}
    for line in lines[body:]:
        if line.lower().startswith("** dealing flop"):
            break
        if line.rstrip().rstrip(".").endswith(" checks"):
            name = line.rstrip().rstrip(".")[: -len(" checks")]
            if name not in posted and any(s.name == name for s in hand.seats):
                return name
    return ""


def _with_blinds(lines: list[str], body: int, hand: ParsedHand) -> list[str]:
    """Tournament hands of some partypoker clients write the level's blinds in the header
    and no blind posts: the posts are put back (the two seats dealt in after the button;
    heads-up the button posts the small blind), a stack short of its blind posting what it
    has. A seat named in no line of the hand (a player just moved to the table) is not dealt
    in."""
    if any(" posts small blind " in line or " posts big blind " in line for line in lines):
        return lines
    named = [line.rstrip() for line in lines[body:]]
    seats = [s for s in hand.seats if s.stack > 0  # a player named in no line is not dealt in
             and any(line.startswith(s.name + " ") for line in named)]
    if len(seats) < 2:
        return lines
    at = next((i for i, s in enumerate(seats) if s.seat >= hand.button_seat), 0)
    if seats[at].seat != hand.button_seat:
        at -= 1  # the button on an empty seat: the last player before it
    small = seats[at % len(seats)] if len(seats) == 2 else seats[(at + 1) % len(seats)]
    big = seats[(seats.index(small) + 1) % len(seats)]
    antes = {line.split(" posts ante ")[0]: _bracketed(line) for line in lines[body:]
             if " posts ante " in line}
    posts = []
    for seat, kind, blind in ((small, "small", hand.small_blind), (big, "big", hand.big_blind)):
        left = seat.stack - antes.get(seat.name, 0)
        posts.append(f"{seat.name} posts {kind} blind [{min(blind, left)}]")
    deal = next((i for i in range(body, len(lines))
                 if lines[i].lower().startswith("** dealing down cards **")), len(lines))
    return [*lines[:deal], *posts, *lines[deal:]]


def _bracketed(line: str) -> int:
    """The chips in a tournament line's brackets (`posts ante [25]` is 25)."""
    return int(line[line.index("[") + 1 : line.index("]")].strip().replace(",", ""))


def _parse_new_format(lines: list[str], at: int, hand_id: str, first_line: int) -> ParsedHand:
    """A hand in the format written since 2021 (see `_NEW_GAME`): its lines are put in the
    bracketed words of the older format and read the same way."""
    head = _NEW_GAME.match(lines[at + 1])
    assert head is not None
    name = f"{head.group(4)} {head.group(5)}"
    tourney = _NEW_TOURNEY.search(lines[at + 1])
    hand = ParsedHand(
        id=hand_id, first_line=first_line, site="partypoker",
        game=_NEW_GAMES.get((head.group(5), head.group(4)), ""), game_name=name,
        tournament=tourney.group(1) if tourney else None, currency=None,
        small_blind=0, big_blind=0)
    if not hand.game:
        hand.unsupported = f"game {name!r} is not one the site plays"
        return hand
    table = _NEW_TABLE.search(lines[at + 2]) if at + 2 < len(lines) else None
    if table is not None:
        hand.table, hand.button_seat = table.group(1), int(table.group(2))
    body = at + 3
    while body < len(lines) and not _NEW_SEAT.match(lines[body].rstrip()):
        body += 1
    symbol = ""
    seats: list[tuple[int, str, str]] = []
    while body < len(lines) and (seat := _NEW_SEAT.match(lines[body].rstrip())):
        seats.append((int(seat.group(1)), seat.group(2), seat.group(4)))
        symbol = symbol or seat.group(3)
        body += 1
    if not seats:
        raise PartyPokerFormatError(f"hand #{hand_id} (line {first_line}) has no seat lines")
    cents = tourney is None
    hand.currency = _CURRENCY.get(symbol, "USD") if cents else None
    amount = Amount(cents)
    hand.seats = [SeatLine(n, who, amount(chips)) for n, who, chips in sorted(seats)]
    hand.small_blind, hand.big_blind = amount(head.group(1)), amount(head.group(2))
    lines = _as_seated(hand, lines, body)
    if hand.unsupported is not None:
        return hand
    for cashed in filter(None, map(_CASHOUT.match, lines[body:])):
        hand.cashed_out[cashed.group(1)] = amount(cashed.group(2))
        hand.site_feature = CASH_OUT
    if not cents:
        lines = _all_ins_to_the_stack(hand, lines, body)
    hand.unsupported = _totals_disagree(lines, body, amount)
    if hand.unsupported is not None:
        return hand
    bracketed = lines[:body] + [out for line in lines[body:]
                                for out in _bracketed_lines(line.rstrip())]
    read_body(hand, BracketReworder(hand).lines(bracketed, body), body, first_line)
    if hand.unsupported is None:
        returned_and_rake(hand, won_holds_it=True)
    return hand


def _all_ins_to_the_stack(hand: ParsedHand, lines: list[str], body: int) -> list[str]:
    """Tournament files of this format may write a big all-in short of the stack (`raises
    11302166 to 11302166`, `is all-In.`, 11302167 behind; `bets (121321080)` 10 chips
    short) and a call of it as short; the summary's totals (`lost 166097088`) hold what
    each put in. An all-in a chip or two short, or whose player's total is his stack, puts
    in the stack; a later call of it whose player's total is short by the same chips is
    raised by them."""
    chips_of = Amount(False)
    totals = _summary_totals(lines, body, chips_of)
    left = {s.name: s.stack for s in hand.seats}
    stacks = dict(left)
    out = list(lines)
    last: dict[str, tuple[int, int]] = {}  # a player's last action: line index, chips added
    fixed: list[tuple[int, int]] = []  # (line index, chips added) of each all-in put right
    for i in range(body, len(out)):
        line = out[i].rstrip()
        added = _chips_added(line, chips_of)
        if added is not None:
            left[added[0]] = left.get(added[0], 0) - added[1]
            last[added[0]] = (i, added[1])
        elif line.endswith(" is all-In.") and line[:-11] in last:
            name = line[:-11]
            at, chips = last[name]
            short = left[name]
            if short > 0 and (short <= 2 or totals.get(name) == stacks[name]):
                out[at] = _with_chips(out[at], name, chips, chips + short)
                left[name] = 0
                fixed.append((at, short))
    for at, short in fixed:
        for i in range(at + 1, len(out)):
            call = _NEW_ACTION.match(out[i].rstrip())
            if call is None or call.group(2) != "calls":
                continue
            name, chips = call.group(1), int(call.group(3).replace(",", ""))
            if totals.get(name) == stacks.get(name, 0) - left.get(name, 0) + short:
                out[i] = _with_chips(out[i], name, chips, chips + short)
                left[name] -= short
    return out


def _with_chips(line: str, name: str, chips: int, new: int) -> str:
    """An action line of `name` with its amount `chips` written as `new`."""
    return name + re.sub(rf"\b{chips}\b", str(new), line[len(name) :])


def _summary_totals(lines: list[str], body: int, amount: Amount) -> dict[str, int]:
    """Each player's total put in as the summary writes it (`bet N`, `lost $N`)."""
    return {m.group(1): amount(m.group(2))
            for m in filter(None, (_NEW_TOTAL.match(line) for line in lines[body:]))}


def _totals_disagree(lines: list[str], body: int, amount: Amount) -> str | None:
    """Why the record contradicts itself when a player's summary total (`bet N`, `lost N`)
    is not what his actions add up to (a 2021 tournament file writes a flop bet and its
    call `751624`, the summary and the pot count 751625 each; a 2025 cash file shows a
    player who folded before the flop losing $4), else None."""
    added: dict[str, int] = {}
    for line in lines[body:]:
        chips = _chips_added(line.rstrip(), amount)
        if chips is not None:
            added[chips[0]] = added.get(chips[0], 0) + chips[1]
    for name, written in _summary_totals(lines, body, amount).items():
        if added.get(name, 0) != written:
            return (f"incomplete record: {name}'s actions add up to {added.get(name, 0)}, "
                    f"the summary says {written} (amounts written short)")
    return None


def _chips_added(line: str, amount: Amount) -> tuple[str, int] | None:
    """(name, chips or cents added) of an action line of this format."""
    act = _NEW_ACTION.match(line)
    if act is not None:
        return act.group(1), amount(act.group(3))
    raised = _NEW_RAISE.match(line)
    if raised is not None:
        return raised.group(1), amount(raised.group(2))
    return None


def _bracketed_lines(line: str) -> list[str]:
    """One body line of the newer format in the older format's bracketed words (a summary
    line gives the cards shown and the amount collected)."""
    if line.startswith("** Dealing ") and " ** : " in line:
        return [line.replace(" ** : ", " ** ", 1)]
    if any(mark in line for mark in _NEW_NOISE) or _CASHOUT.match(line):
        return []
    act = _NEW_ACTION.match(line)
    if act is not None:
        return [f"{act.group(1)} {act.group(2)} [{act.group(3)}]"]
    raised = _NEW_RAISE.match(line)
    if raised is not None:
        return [f"{raised.group(1)} raises [{raised.group(2)}]"]
    summary = _NEW_SUMMARY.match(line)
    if summary is not None:
        out = [f"{summary.group(1)} shows {summary.group(3)}"] if summary.group(3) else []
        if summary.group(2) and " Cashed out" not in line:  # the site paid it
            out.append(f"{summary.group(1)} collected [{summary.group(2)}]")
        return out
    return [line]
