"""Read Winamax text hand histories into `ParsedHand`s.

Winamax words a hand much as PokerStars does, with its own header and table lines, no
colon after a player's name, amounts with the euro sign after them (`0.50€`), `*** PRE-FLOP
***`, and no `Uncalled bet` line: the winner's `collected` amount includes the bet nobody
called, and the summary's `Total pot` is what was collected. The header and seats are read
here; each body line is reworded in PokerStars' words and read by the PokerStars body
reader. Hand ids are Winamax's own (`9401942-10906-1483851372`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal

from client.engine.errors import EngineError
from client.histories.pokerstars.read.ledger import put_in
from client.histories.pokerstars.read.model import (
    ParsedHand,
    PokerStarsFormatError,
    SeatLine,
    hand_slices,
)
from client.histories.pokerstars.read.parse import read_body
from client.histories.pokerstars.read.unwritten import returned_and_rake


class WinamaxFormatError(PokerStarsFormatError):
    """The text is not Winamax hand history, or a hand's header or seats cannot be read."""


HEADER_START = "Winamax Poker - "
_HEADER = re.compile(
    r"Winamax Poker - (?P<kind>CashGame|Go Fast \"[^\"]*\"|Tournament \"(?P<tourney>[^\"]*)\".*?)"
    r" - HandId: #(?P<id>[\d-]+) - (?P<game>.+?) (?P<limit>no limit|pot limit|fixed limit)"
    r" \((?P<stakes>[^)]*)\)")
_TABLE = re.compile(r"Table:? '(?P<name>.*)' (?P<max>\d+)-max(?P<rest>.*)")  # 2021: no colon
_BUTTON = re.compile(r"Seat #?(\d+) is the button")  # 2012: `Seat 0000005 is the button`
_SEAT = re.compile(r"Seat (\d+): (.+) \(([\d.,]+)€?(?:, [^)]*)?\)$")
_EURO = re.compile(r"(\d[\d.,]*)€")
_GAMES = {("Holdem", "no limit"): "NLHE", ("Holdem", "pot limit"): "PLHE",
          ("Holdem", "fixed limit"): "FLHE", ("Omaha", "pot limit"): "PLO",
          ("Omaha", "no limit"): "NLO", ("Omaha Hi/Lo", "pot limit"): "PLO8",
          ("Razz", "fixed limit"): "RAZZ", ("7-Card Stud", "fixed limit"): "STUD",
          ("7-Card Stud Hi/Lo", "fixed limit"): "STUD8", ("2-7 Triple Draw", "fixed limit"): "27TD"}
# Amounts with a fraction (play money `0.20`, half chips `7410.50` in some tournaments)
# outside the summary's total (`15.52k`): the hand is read in hundredths.
_FRACTION = re.compile(r"\d\.\d*[1-9]")
# A big total written in thousands (`Total pot 1.32k`): only its rake is read.
_THOUSANDS = re.compile(r"(?<=Total pot )(\d+(?:\.\d+)?)k")
# Draw games bet and draw in sections of their own (`*** FIRST-BET ***`, `*** FIRST-DRAW ***`,
# `*** SECOND-BET ***`...); PokerStars words a draw and the betting after it as one round.
_SECTIONS = {"*** PRE-FLOP ***": "*** HOLE CARDS ***", "*** ANTE/BLINDS ***": "",
             "*** 7th STREET ***": "*** RIVER ***", "*** FIRST-BET ***": "*** DEALING HANDS ***",
             "*** FIRST-DRAW ***": "*** FIRST DRAW ***",
             "*** SECOND-DRAW ***": "*** SECOND DRAW ***",
             "*** THIRD-DRAW ***": "*** THIRD DRAW ***", "*** SECOND-BET ***": "",
             "*** THIRD-BET ***": "", "*** FOURTH-BET ***": ""}
# `X raises 1€ to 3€` among the posts, then `X posts small blind 1€`: see `_missed_blinds`.
_POST_RAISE = re.compile(r"(.+) raises [\d.,]+€? to ([\d.,]+€?)$")
_POST_AFTER_RAISE = re.compile(r"(.+) posts small blind ([\d.,]+€?)$")
_DENIES = re.compile(r" denies (?:big|small) blind\s*$")
_BLIND = re.compile(r" posts (?:big|small & big) blinds? ([\d.,]+)")
_PREFLOP_MOVE = re.compile(r"(.+) (bets|raises) ([\d.,]+€?)(.*)$")
_POSTS = (("posts small blind ", "posts small blind "), ("posts big blind ", "posts big blind "),
          ("posts ante ", "posts the ante "), ("brings in ", "brings in for "))


def looks_like_winamax(text: str) -> bool:
    """Whether the text starts (after a BOM and blank lines) with a Winamax header."""
    return text.lstrip("\ufeff \r\n").startswith(HEADER_START)


def split_winamax(text: str) -> Iterator[tuple[int, list[str]]]:
    """The lines of each hand with the 1-based line number of its header;
    WinamaxFormatError when the text does not start with a Winamax hand."""
    lines = text.lstrip("\ufeff").splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith(HEADER_START)]
    yield from hand_slices(
        lines, starts, WinamaxFormatError("no 'Winamax Poker - ' header first: not a Winamax file"))


def iter_winamax_hands(text: str) -> Iterator[ParsedHand]:
    """Each hand of a Winamax file in file order; WinamaxFormatError when the text is not
    Winamax at all. A hand that cannot be read comes back with `unsupported` saying why."""
    for first_line, lines in split_winamax(text):
        try:
            yield parse_winamax_hand(lines, first_line)
        except (EngineError, ValueError) as exc:
            header = _HEADER.match(lines[0])
            yield ParsedHand.unreadable(header.group("id") if header else "", first_line,
                                        "Winamax", exc)


def parse_winamax_hand(lines: list[str], first_line: int = 1) -> ParsedHand:
    """One hand from its lines (header first); WinamaxFormatError when its header, table
    or seats cannot be read."""
    header = _HEADER.match(lines[0])
    if header is None:
        raise WinamaxFormatError(f"line {first_line}: Winamax header not understood")
    game = _GAMES.get((header.group("game"), header.group("limit")), "")
    stakes = header.group("stakes")
    tournament = header.group("tourney") if header.group("tourney") is not None else None
    money = "€" in stakes and tournament is None
    cents = money or any(_FRACTION.search(line) for line in lines[1:]
                         if not line.startswith("Total pot "))
    amount = _Amount(cents)
    parts = [amount(p) for p in stakes.replace("€", "").split("/")]
    hand = ParsedHand(
        id=header.group("id"), first_line=first_line, site="Winamax", game=game,
        game_name=f"{header.group('game')} {header.group('limit')}", tournament=tournament,
        currency="EUR" if money else None, small_blind=parts[-2], big_blind=parts[-1])
    if not game:
        hand.unsupported = f"game {hand.game_name!r} is not one the site plays"
        return hand
    table = _TABLE.match(lines[1]) if len(lines) > 1 else None
    if table is None:
        raise WinamaxFormatError(f"line {first_line + 1}: expected \"Table: '...' 6-max\"")
    hand.table, hand.max_seats = table.group("name"), int(table.group("max"))
    button = _BUTTON.search(table.group("rest"))
    hand.button_seat = int(button.group(1)) if button else 0
    body = 2
    while body < len(lines) and (seat := _SEAT.match(lines[body].rstrip())):
        hand.seats.append(SeatLine(int(seat.group(1)), seat.group(2), amount(seat.group(3))))
        body += 1
    if not hand.seats:
        raise WinamaxFormatError(f"hand #{hand.id} (line {first_line}) has no seat lines")
    lines = _not_dealt_in(hand, lines, body)
    posted = _missed_blinds(lines)
    if posted is None:
        hand.unsupported = "a raise written among the forced posts, before the deal"
        return hand
    names = sorted((s.name for s in hand.seats), key=len, reverse=True)
    reworded = [_reworded(line.rstrip(), names)
                for line in _both_blinds(_preflop_bets(posted))]
    read_body(hand, reworded, body, first_line, cents=cents)
    hand.total_pot = None  # Winamax's total is what was collected, not the pot
    rounded = cents and tournament is not None
    if hand.unsupported is None and not rounded:
        hand.unsupported = _more_won_than_put(hand)
    if hand.unsupported is None:
        returned_and_rake(hand, won_holds_it=True, halves_rounded_up=rounded)
    return hand


def _more_won_than_put(hand: ParsedHand) -> str | None:
    """Why a record contradicts itself when its winners collect more than every player put
    in (a real 2014 file: `raises 4€ to 6€` over 1€/2€ blinds, all fold, `collected 10€`,
    `Total pot 10€ | No rake`), else None."""
    won, put = sum(c.amount for c in hand.collected), sum(put_in(hand))
    if won <= put:
        return None
    return f"incomplete record: {won} is collected but the players put in {put}"


def _both_blinds(lines: list[str]) -> list[str]:
    """`X posts small blind 3€ out of position` then `X posts big blind 0€ out of position`:
    a player coming in posts both blinds at once, the small one dead and the big one live
    (PokerStars' `posts small & big blinds`)."""
    out: list[str] = []
    for line in lines:
        line = line.rstrip()
        name, sep, _ = line.partition(" posts big blind 0€ out of position")
        if sep and out and out[-1].startswith(f"{name} posts small blind "):
            both = out[-1].removeprefix(f"{name} posts small blind ")
            both = both.removesuffix(" out of position")
            out[-1] = f"{name} posts small & big blinds {both}"
        else:
            out.append(line)
    return out


def _not_dealt_in(hand: ParsedHand, lines: list[str], body: int) -> list[str]:
    """A seated player who `denies big blind` (the line is dropped), or of whom the hand
    has no line at all (Winamax writes every fold), sits out: not dealt in."""
    out = {line.split(" denies ")[0] for line in lines[body:] if _DENIES.search(line)}
    named = {s.name for s in hand.seats for line in lines[body:]
             if line.startswith(s.name + " ")}
    out |= {s.name for s in hand.seats} - named
    hand.seats = [s._replace(sitting_out=True) if s.name in out else s for s in hand.seats]
    return [line for line in lines if not _DENIES.search(line)]


def _preflop_bets(lines: list[str]) -> list[str]:
    """2010 tournament files write a pre-flop raise as `X bets 292.50` (what it adds over
    the bet to call, the big blind's at least): read as `X raises 292.50 to <bet + that>`."""
    out: list[str] = []
    preflop, bet = False, Decimal(0)
    for line in lines:
        if line.startswith("*** "):
            preflop = line.rstrip() == "*** PRE-FLOP ***"
        elif (posted := _BLIND.search(line)) is not None:
            bet = max(bet, Decimal(posted.group(1).replace(",", "")))
        elif preflop and (move := _PREFLOP_MOVE.match(line.rstrip())) is not None:
            added = move.group(3)
            if move.group(2) == "bets":
                euro = "€" if added.endswith("€") else ""
                line = (f"{move.group(1)} raises {added} to {bet + _number(added)}{euro}"
                        f"{move.group(4)}")
            elif move.group(2) == "raises":
                bet = _number(line.rpartition(" to ")[2])
        out.append(line)
    return out


def _number(text: str) -> Decimal:
    """A written amount's value (`1,292.50€` is 1292.50)."""
    return Decimal(text.split()[0].replace(",", "").replace("€", ""))


def _missed_blinds(lines: list[str]) -> list[str] | None:
    """Some 2014 files write a player's posts of the blinds he missed as `X raises 1€ to
    3€` then `X posts small blind 1€`, before the blinds: the money of both hands seen (the
    pot, the calls after) is a live big blind with the rest dead, so they read as PokerStars'
    `posts small & big blinds 3€` and a dead `1€`, after the blinds. Any other raise among
    the posts matches no reading: None (not replayed)."""
    out: list[str] = []
    missed: list[str] = []
    posts = False
    for line in (line.rstrip() for line in lines):
        after = _POST_AFTER_RAISE.match(line) if missed else None
        if posts and (raised := _POST_RAISE.match(line)):
            missed.append(f"{raised.group(1)} posts small & big blinds {raised.group(2)}")
        elif after and missed[-1].startswith(f"{after.group(1)} posts small & big blinds "):
            missed.append(f"{after.group(1)} posts small blind {after.group(2)} out of position")
        elif posts and " raises " in line:
            return None
        else:
            if line.startswith(("*** ", "Dealt to ")):
                if len(missed) % 2 or any(not m.endswith(" out of position")
                                          for m in missed[1::2]):
                    return None  # a raise among the posts with no small blind after it
                out += missed
                missed = []
                posts = line == "*** ANTE/BLINDS ***"
            out.append(line)
    return None if missed else out


class _Amount:
    """Written amounts in whole units: cents for a cash table in euros, else chips."""

    __slots__ = ("cents",)

    def __init__(self, cents: bool) -> None:
        self.cents = cents

    def __call__(self, text: str) -> int:
        whole, _, frac = text.replace(",", "").partition(".")
        if not whole.isdigit() or (frac and not frac.isdigit()) or len(frac) > 2:
            raise WinamaxFormatError(f"amount {text!r} is not like 1.23")
        if not self.cents:
            if frac.strip("0"):
                raise WinamaxFormatError(f"chip amount {text!r} is not a whole number")
            return int(whole)
        return int(whole) * 100 + int(frac.ljust(2, "0") or "0")


def _reworded(line: str, names: list[str]) -> str:
    """One Winamax body line in PokerStars' words (amounts `€1.50`, `name: action`)."""
    line = _EURO.sub(r"€\1", line)
    if line.endswith(" out of position"):  # a small blind posted out of position: dead
        line = line[: -len(" out of position")].replace(" posts small blind ", " posts dead blind ")
    if line in _SECTIONS:
        return _SECTIONS[line]
    if line.startswith("*** "):  # 2021 files: `*** FLOP ***: [3h Td 6d]`
        return line.replace("***: [", "*** [").replace("][", "] [")
    if line.startswith("Total pot "):
        line = _THOUSANDS.sub(lambda m: str(round(float(m.group(1)) * 1000)), line)
        return line.replace(" | No rake", " | Rake 0")
    if line.startswith(("Dealt to ", "Board: ", "Seat ")) or " collected " in line:
        return line
    for name in names:
        if line.startswith(name + " "):
            rest = line[len(name) + 1 :]
            for theirs, ours in _POSTS:
                if rest.startswith(theirs):
                    rest = ours + rest[len(theirs):]
            return f"{name}: {rest}"
    return line
