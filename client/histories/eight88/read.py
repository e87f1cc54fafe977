"""Read 888poker text hand histories into `ParsedHand`s.

888poker writes a hand as `#Game No : 349444554` (optional), a `***** 888poker Hand History
for Game 349444554 *****` banner, the stakes and game (`$0.50/$1 Blinds No Limit Holdem -
*** 06 01 2014 10:56:05`), the table, `Seat 6 is the button`, seats `Seat 1: name ( $100 )`;
then `** Dealing down cards **`, `** Dealing flop ** [ 4h, Kc, 3s ]`, actions without a colon
whose amounts are the chips the action adds (`raises [$10.50]`), and `** Summary **` with
`shows [ 3d, 3c ]` and `collected [ $197.50 ]` (after rake). It writes no uncalled bet, no
total pot and no rake (`unwritten.returned_and_rake` works them out). Each body line is
reworded in PokerStars' words (raises as the total they go to) and read by the PokerStars
body reader; hand ids are 888's own game numbers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from client.engine.errors import EngineError
from client.engine.games import game_spec
from client.histories.pokerstars.read.ledger import put_in
from client.histories.pokerstars.read.model import (
    Collected,
    ParsedHand,
    PokerStarsFormatError,
    SeatLine,
    hand_slices,
)
from client.histories.pokerstars.read.parse import read_body
from client.histories.pokerstars.read.unwritten import returned_and_rake


class Eight88FormatError(PokerStarsFormatError):
    """The text is not 888poker hand history, or a hand's header or seats cannot be read."""


# 888poker.com, its regulated skins (`888poker.ca-on`, `888.ro`), Cassava, Pacific Poker;
# its fast-fold tables write `888poker Snap Poker Hand History for Game ...`.
_BANNER = re.compile(
    r"\*{5} (?:888[\w.-]*(?: Snap Poker)?|Cassava|Pacific Poker) Hand History for Game "
    r"(\d+) \*{5}")
# Some skins (`888.ro`) write the currency after the amount: `( 1.550 $ )`, `[15 $]`;
# Swedish clients group thousands with spaces: `( 5 000 $ )`, `[2 250 $]`.
_SUFFIX_MONEY = re.compile(
    r"(?<![\w.,])(\d{1,3}(?: \d{3})+(?:[.,]\d+)?|\d[\d.,]*) ?([$€£])(?=[\s\])/]|$)")
_STAKES = re.compile(r"([$€£]?) ?([\d.,]+)/[$€£]? ?([\d.,]+) Blinds (No Limit|Pot Limit|Fix Limit)"
                     r" (Holdem|Omaha)( Hi/Lo|HL)?")
_TOURNEY = re.compile(r"Tournament #(\d+)")
_TABLE = re.compile(r"Table (.*?)(?: (\d+) Max)? \((?:Real|Play) Money\)")
_SEAT = re.compile(r"Seat (\d+): (.+) \( [$€£]? ?([\d.,]+) \)$")
_BLANK_SEAT = re.compile(r"Seat \d+:  \( ")  # an anonymiser's blank name
# `[$0.25 USD]`, `[0,35 €]` (a euro client: the sign after), `(0.5)`, ` $3`.
_AMOUNT = re.compile(r"\[\s*([$€£]? ?[\d.,]+)(?: [A-Z]{3}| [$€£])?\s*\]|\s([$€£]?\d[\d.,]*)")
_CARDS = re.compile(r"\[ +([^\]]*?) *\]")
_VERB_END = re.compile(r" ?\[| [$€£]?\d")  # partypoker 2012: `raises[ $25 USD ]`
_GAMES = {("No Limit", "Holdem"): "NLHE", ("Pot Limit", "Holdem"): "PLHE",
          ("Fix Limit", "Holdem"): "FLHE", ("Pot Limit", "Omaha"): "PLO",
          ("No Limit", "Omaha"): "NLO", ("Pot Limit", "Omaha Hi/Lo"): "PLO8",
          ("Fix Limit", "Omaha Hi/Lo"): "FLO8"}
# Dutch clients write Heer, Vrouw, Boer for king, queen, jack (`Hc`, `Vs`, `Bh`); Swedish
# ones Ess, Dam, Knekt for ace, queen, jack (`Ec`, `Dd`, `Knh`; king stays `K`).
_DUTCH_RANKS = str.maketrans("HVBDE", "KQJQA")
# Spanish clients write picas, tréboles, corazones, diamantes (`7p`, `8t`, `Qc`, `Kd`): a
# hand showing a `p` or `t` suit is read with those letters (its `c` is then hearts).
_SPANISH_CARD = re.compile(r"(?<![\w])([2-9TJQKA])([ptcd])(?![\w])")
_SPANISH_SUITS = {"p": "s", "t": "c", "c": "h", "d": "d"}
# Russian clients (2011) write the picture ranks in Cyrillic, in Windows-1251: В (валет)
# jack, Д (дама) queen, К (король) king, Т (туз) ace; the file read as Windows-1252 shows
# them as `Â`, `Ä`, `Ê`, `Ò` (`[ 9s, Âh, 2s ]`).
_RUSSIAN_RANKS = str.maketrans({"В": "J", "Д": "Q", "К": "K", "Т": "A",
                                "Â": "J", "Ä": "Q", "Ê": "K", "Ò": "A"})
# German clients (2011) name the suit: `8Pik, QPik` (Pik, Herz, Karo, Kreuz).
_GERMAN_SUIT = re.compile(r"\b([2-9TJQKA])(Pik|Herz|Karo|Kreuz)\b")
_GERMAN_SUITS = {"Pik": "s", "Herz": "h", "Karo": "d", "Kreuz": "c"}
# An amount with cents (`258.55`, `0.50`; not `1,000`): a table playing in hundredths.
_FRACTION = re.compile(r"\d[.,]\d{1,2}(?!\d)")
_CURRENCY = {"$": "USD", "€": "EUR", "£": "GBP"}
# 888's summary holds the showdown and what was collected: read as PokerStars' show down.
_STREETS = {"** dealing down cards **": "*** HOLE CARDS ***",
            "** summary **": "*** SHOW DOWN ***", "** dealing flop **": "*** FLOP ***",
            "** dealing turn **": "*** TURN ***", "** dealing river **": "*** RIVER ***"}
# Lines that change nothing in the hand (partypoker's table comings and goings, time bank).
_NOISE = (" has joined the table", " has left the table", " will be using his time bank",
          " will be using her time bank", " will be using their time bank", " is sitting out",
          " has been reconnected",
          " is disconnected", " is connected", " has timed out", " did not respond in time",
          " could not respond in time", " finished in ",  # `Player X finished in 4 169.`
          "Your time bank will be activated in ", ">You have options at ",
          "Congratulations to player ", " Forward Folds")  # folded in advance, then folds
_POSTS = {"posts small blind": "posts small blind", "posts big blind": "posts big blind",
          "posts ante": "posts the ante"}


def looks_like_888(text: str) -> bool:
    """Whether the text starts with an 888poker hand (the banner, after an optional `#Game
    No :` line that partypoker writes too)."""
    head = text.lstrip("\ufeff \r\n").splitlines()[:2]
    return any(_BANNER.match(line) for line in head)


def split_888(text: str) -> Iterator[tuple[int, list[str]]]:
    """The lines of each hand (from its `#Game No` line, else its banner) with the 1-based
    line number where it starts; Eight88FormatError when the text does not start so."""
    lines = text.lstrip("\ufeff").splitlines()
    starts: list[int] = []
    for i, line in enumerate(lines):
        if line.startswith("#Game No :") or (
                _BANNER.match(line) and not (i and lines[i - 1].startswith("#Game No :"))):
            starts.append(i)
    yield from hand_slices(
        lines, starts,
        Eight88FormatError("no '#Game No :' or 888poker banner first: not an 888 file"))


def iter_888_hands(text: str) -> Iterator[ParsedHand]:
    """Each hand of an 888poker file in file order; a hand that cannot be read comes back
    with `unsupported` saying why."""
    for first_line, lines in split_888(text):
        try:
            yield parse_888_hand(lines, first_line)
        except (EngineError, ValueError) as exc:
            banner = next((m for m in map(_BANNER.match, lines[:2]) if m), None)
            yield ParsedHand.unreadable(banner.group(1) if banner else "", first_line,
                                        "888poker", exc)


def parse_888_hand(lines: list[str], first_line: int = 1) -> ParsedHand:
    """One hand from its lines; Eight88FormatError when its header or seats cannot be read."""
    at = 1 if lines[0].startswith("#Game No :") else 0
    banner = _BANNER.match(lines[at]) if at < len(lines) else None
    lines = [_SUFFIX_MONEY.sub(lambda m: m.group(2) + m.group(1).replace(" ", ""), line)
             for line in lines]
    stakes = _STAKES.search(lines[at + 1]) if at + 1 < len(lines) else None
    if banner is None or stakes is None:
        raise Eight88FormatError(f"line {first_line}: 888poker header not understood")
    tourney = next((m.group(1) for m in map(_TOURNEY.search, lines[at + 1 : at + 4]) if m),
                   None)
    # Practice play writes no currency but plays in hundredths (`( 258.55 )`).
    cents = tourney is None and (bool(stakes.group(1)) or any(
        _FRACTION.search(line) for line in lines[at + 1 :] if "*** " not in line))
    amount = Amount(cents)
    family = stakes.group(5) + (" Hi/Lo" if stakes.group(6) else "")  # `OmahaHL` too
    game_name = f"{family} {stakes.group(4)}"
    hand = ParsedHand(
        id=banner.group(1), first_line=first_line, site="888poker",
        game=_GAMES.get((stakes.group(4), family), ""), game_name=game_name,
        tournament=tourney, currency=_CURRENCY.get(stakes.group(1)) if cents else None,
        small_blind=amount(stakes.group(2)), big_blind=amount(stakes.group(3)))
    if not hand.game:
        hand.unsupported = f"game {game_name!r} is not one the site plays"
        return hand
    if game_spec(hand.game).limit == "FL":
        # `$0.01/$0.02 Blinds Fix Limit`: the blinds, whose bets are the big blind and twice
        # it; the body reader takes a fixed limit header's pair as the bets (PokerStars').
        hand.small_blind, hand.big_blind = hand.big_blind, 2 * hand.big_blind
    body = at + 2
    while body < len(lines) and not _SEAT.match(lines[body].rstrip()):
        line = lines[body].rstrip()
        table = _TABLE.search(line)
        if table is not None:
            hand.table, hand.max_seats = table.group(1), int(table.group(2) or 0)
        elif line.startswith("Seat ") and line.endswith(" is the button"):
            hand.button_seat = int(line.split()[1])
        body += 1
    while body < len(lines) and (seat := _SEAT.match(lines[body].rstrip())):
        hand.seats.append(SeatLine(int(seat.group(1)), seat.group(2), amount(seat.group(3))))
        body += 1
    if not hand.seats and any(_BLANK_SEAT.match(line) for line in lines[at + 2 :]):
        hand.unsupported = ("incomplete record: the players' names are blank (`Seat 2:  ( $895 )`"
                            ", ` raises [$550]`): who acts is not written")
        return hand
    if not hand.seats:
        raise Eight88FormatError(f"hand #{hand.id} (line {first_line}) has no seat lines")
    lines = _not_dealt_in(hand, _spanish_suits(lines), body)
    if sum(not s.sitting_out for s in hand.seats) < 2:
        hand.unsupported = ("incomplete record: the hand was cancelled before the deal (a "
                            "blind declined to post, one player left)")
        return hand
    read_body(hand, BracketReworder(hand, cents).lines(lines, body), body, first_line,
              cents=cents)
    if hand.unsupported is None:
        _pot_to_the_last_one_in(hand)
        returned_and_rake(hand)
    return hand


def _pot_to_the_last_one_in(hand: ParsedHand) -> None:
    """A tournament hand whose record ends before the pot is awarded (`did not show his
    hand`, no `collected` line) with one player left in: the rules give him the pot and a
    tournament takes no rake, so he collects all that was put in (his bet nobody called
    comes back out of it). A cash hand's rake is not written: it stays unawarded."""
    if hand.collected or hand.tournament is None:
        return
    folded = {m.name for m in hand.moves if m.kind == "fold"}
    left = [p.name for p in hand.players if p.name not in folded]
    if len(left) == 1:
        hand.collected.append(Collected(left[0], sum(put_in(hand))))


def _spanish_suits(lines: list[str]) -> list[str]:
    """The hand's card lists in English suits when it is written with Spanish ones."""
    lists = [m.group(1) for line in lines for m in _CARDS.finditer(line)]
    if not any(c.group(2) in "pt" for text in lists for c in _SPANISH_CARD.finditer(text)):
        return lines
    return [_CARDS.sub(lambda m: m.group(0).replace(m.group(1), _SPANISH_CARD.sub(
        lambda c: c.group(1) + _SPANISH_SUITS[c.group(2)], m.group(1))), line)
        for line in lines]


def _not_dealt_in(hand: ParsedHand, lines: list[str], body: int) -> list[str]:
    """`name folds` among the blinds, before the deal: that seat declined to post and is
    not dealt in (it sits out the hand); the line is dropped."""
    out: set[str] = set()
    kept = lines[:body]
    for i in range(body, len(lines)):
        line = lines[i].rstrip()
        if line.lower().startswith("** dealing"):
            kept.extend(lines[i:])
            break
        name = line[: -len(" folds")] if line.endswith(" folds") else None
        if name is not None and any(s.name == name for s in hand.seats):
            out.add(name)
        else:
            kept.append(lines[i])
    hand.seats = [s._replace(sitting_out=True) if s.name in out else s for s in hand.seats]
    return kept


class Amount:
    """Written amounts in whole units: cents at a cash table, else chips."""

    __slots__ = ("cents",)

    def __init__(self, cents: bool) -> None:
        self.cents = cents

    def __call__(self, text: str) -> int:
        whole, frac = _whole_and_fraction(text.strip().lstrip("$€£ "))
        if not whole.isdigit() or (frac and not frac.isdigit()) or len(frac) > 2:
            raise Eight88FormatError(f"amount {text!r} is not like 1.23")
        if not self.cents:
            if frac.strip("0"):
                raise Eight88FormatError(f"chip amount {text!r} is not a whole number")
            return int(whole)
        return int(whole) * 100 + int(frac.ljust(2, "0") or "0")


def _whole_and_fraction(text: str) -> tuple[str, str]:
    """`1,500.25`, `3.243` or `552,72` as ("1500", "25"), ("3243", ""), ("552", "72"): a
    separator before exactly three digits groups thousands (English or Dutch clients),
    else it is the decimal point."""
    parts = re.split(r"[.,]", text)
    if len(parts) > 1 and len(parts[-1]) != 3:
        return "".join(parts[:-1]), parts[-1]
    return "".join(parts), ""


def _card_text(listed: str) -> str:
    """`Hc, 8h, Td` (888's card list, Dutch, Swedish and Russian ranks and German suits
    included) as `Kc 8h Td`."""
    listed = _GERMAN_SUIT.sub(lambda m: m.group(1) + _GERMAN_SUITS[m.group(2)], listed)
    listed = listed.translate(_RUSSIAN_RANKS)
    return " ".join(c.translate(_DUTCH_RANKS) if len(c) == 2 else
                    "J" + c[2] if len(c) == 3 and c.startswith("Kn") else c
                    for c in listed.replace(",", " ").split())


class BracketReworder:
    """Body lines with bracketed amounts that are the chips an action adds (888poker,
    partypoker) in PokerStars' words; raises become `raises X to TOTAL`, which needs each
    player's bet in the round so far; partypoker's `is all-In [..]` is a call or a raise
    by what it adds, its `wins $X` a collected amount."""

    def __init__(self, hand: ParsedHand, cents: bool | None = None) -> None:
        """`cents` when the hand plays in hundredths without a currency (practice play)."""
        self.names = sorted((s.name for s in hand.seats), key=len, reverse=True)
        self.money = hand.currency is not None if cents is None else cents
        self.amount = Amount(self.money)
        self.bets: dict[str, int] = {}

    def lines(self, lines: list[str], body: int) -> list[str]:
        """The hand's lines with the body (from `body` on) reworded."""
        return lines[:body] + [self._line(line.rstrip()) for line in lines[body:]]

    def _text(self, units: int) -> str:
        return f"${units // 100}.{units % 100:02d}" if self.money else str(units)

    def _line(self, line: str) -> str:
        for mark, title in _STREETS.items():
            if line.lower().startswith(mark):
                if mark not in ("** dealing down cards **", "** summary **"):
                    self.bets = {}
                cards = _CARDS.search(line)
                return title + (f" [{_card_text(cards.group(1))}]" if cards else "")
        if (any(mark in line for mark in _NOISE) or line.startswith("#Game No :")
                or line.startswith(("(Hi: ", "(Lo: "))):  # Hi/Lo: the hands named
            return ""  # `#Game No :` here: partypoker's line for a hand it never wrote
        if line.startswith("Dealt to "):
            cards = _CARDS.search(line)
            name = line[9 : line.index(" [")]
            return f"Dealt to {name} [{_card_text(cards.group(1)) if cards else ''}]"
        for name in self.names:
            if line.startswith(name + " "):
                return self._action(name, line[len(name) + 1 :])
            if line.startswith(name + ": "):
                return ""  # partypoker's chat: `Player0: anyone else here?`
        return line

    def _action(self, name: str, rest: str) -> str:
        found = _AMOUNT.search(rest)
        added = self.amount(found.group(1) or found.group(2)) if found else 0
        verb = _VERB_END.split(rest, 1)[0].strip(" .")
        if verb in ("collected", "wins"):
            return f"{name} collected {self._text(added)} from pot"
        if rest.startswith("wins Lo ("):  # partypoker Hi-Lo: `wins Lo (640 chips) from ..`
            low = self.amount(rest[9:].split(" ", 1)[0])
            return f"{name} collected {self._text(low)} from pot"
        if rest.startswith("shows") and "[" not in rest:  # `shows6,5,3,2,A  for low.`
            return ""
        if verb in ("folds", "checks"):  # 2005: `Player4 folds.`
            return f"{name}: {verb}"
        if verb == "is all-In":
            top = max((v for k, v in self.bets.items() if k != name), default=0)
            verb = "raises" if self.bets.get(name, 0) + added > top else "calls"
        if verb in ("shows", "mucks", "doesn't show"):  # partypoker: `doesn't show [ Ks, 6d ]`
            cards = _CARDS.search(rest)
            said = "shows" if verb == "shows" else "mucks"
            return f"{name}: {said} [{_card_text(cards.group(1)) if cards else ''}]"
        if verb.startswith(("did not show", "does not show")):
            return f"{name}: doesn't show hand"
        if verb == "posts dead blind":  # `[$0.01 + $0.02]`: a dead small blind, a live big
            dead, live = (self.amount(p) for p in rest[rest.index("[") + 1 : -1].split("+"))
            self.bets[name] = self.bets.get(name, 0) + live
            return f"{name}: posts small & big blinds {self._text(dead + live)}"
        if verb == "posts big blind + dead":  # partypoker: a live big blind, the rest dead
            live = max(self.bets.values(), default=0)
            self.bets[name] = self.bets.get(name, 0) + min(live, added)
            return f"{name}: posts small & big blinds {self._text(added)}"
        if verb in _POSTS:
            if verb != "posts ante":
                self.bets[name] = self.bets.get(name, 0) + added
            return f"{name}: {_POSTS[verb]} {self._text(added)}"
        if verb in ("calls", "bets"):
            self.bets[name] = self.bets.get(name, 0) + added
            return f"{name}: {verb} {self._text(added)}"
        if verb == "raises":
            before = self.bets.get(name, 0)
            self.bets[name] = before + added
            top = max((v for k, v in self.bets.items() if k != name), default=0)
            return (f"{name}: raises {self._text(before + added - top)} to "
                    f"{self._text(before + added)}")
        return f"{name}: {rest}"
