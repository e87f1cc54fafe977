"""Read PokerStars hand history text (as the PokerStars client writes it) into ParsedHands.

A file holds one or many hands separated by blank lines; a UTF-8 byte order mark and
CRLF line ends are accepted. Each hand starts at a `PokerStars Hand #` (or `Game #`,
`Zoom Hand #`) header. Lines that change nothing in the hand (chat, joins, leaves,
disconnects, time-outs) are skipped; a line the reader does not know marks that hand
unsupported instead of guessing. Player names may hold spaces, colons and quotes, so a
line's speaker is found by matching the names from the seat lines, longest first.

Hot path: one pass over the lines with `str` methods; regular expressions only for the
header, seat and summary lines (a few per hand).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from client.engine.games import game_spec
from client.histories.ggpoker.cash_drop import cash_drop, without_cash_drop
from client.histories.pokerstars.read.model import (
    Collected,
    Move,
    ParsedHand,
    PokerStarsFormatError,
    Post,
    SeatLine,
)

_HEADER = re.compile(  # PokerTracker 2 exports write the PokerStars header in capitals
    r"(?:PokerStars (?:Zoom |Home Game |Club )?(?:Hand|Game)|Poker Hand|POKERSTARS GAME)"
    r" #([A-Z]{0,3}\d+):\s*(.*)")
#: How a hand's first line starts: PokerStars, or GGPoker (`Poker Hand #RC123...`), whose
#: text is PokerStars' dialect (no currency code, `*** SHOWDOWN ***`, fees after the rake).
HEADER_STARTS = ("PokerStars ", "Poker Hand #", "POKERSTARS GAME #")
# Old exports: `TOURNAMENT #`; home games: `{Club Name} Tournament #`; `Zoom Tournament #`.
_TOURNEY = re.compile(r"(?:\{[^}]*\} |Zoom )?Tournament #(\d+), ", re.IGNORECASE)
_STAKES = re.compile(r"(?:\(|, )([$€£]?)([\d.,]+)/([$€£]?)([\d.,]+)(?:\([$€£]?[\d.,]+\))?"
                     r"(?: - [$€£]?[\d.,]+ Cap - )?(?: ([A-Z]{3}))?\)")
_LEVEL = re.compile(r"Level ?[^(]*\(([\d,]+)/([\d,]+)(?:\([\d,]+\))?\)", re.IGNORECASE)
_TABLE = re.compile(  # stud tables have no button line
    r"Table '(.*)'(?: (\d+)-max)?(?: \(Play Money\))?(?: Seat #(\d+) is the button|$)")
_SEAT = re.compile(r"Seat (\d+): (.+) \([$€£]?([\d.,]+) in chips(?:, [^)]*)?\)(.*)")
_TOTAL = re.compile(r"Total pot [$€£]?([\d.,]+)([^|]*)(?:\| Rake [$€£]?([\d.,]+))?")
_FEES = re.compile(r"\| (?:Jackpot|Bingo|Fortune|Tax) [$€£]?([\d.,]+)")  # GGPoker: not won
_SIDE = re.compile(r"(?:Main|Side) pot(?:-\d+)? [$€£]?([\d.,]+)\.")
_CURRENCY = {"$": "USD", "€": "EUR", "£": "GBP"}
GAMES = {
    "Hold'em No Limit": "NLHE",
    "Hold'em Pot Limit": "PLHE",
    "Hold'em Limit": "FLHE",
    "Omaha Pot Limit": "PLO",
    "Omaha No Limit": "NLO",
    "Omaha Hi/Lo Pot Limit": "PLO8",
    "Omaha Hi/Lo Limit": "FLO8",
    "7 Card Stud Limit": "STUD",
    "7 Card Stud Hi/Lo Limit": "STUD8",
    "Razz Limit": "RAZZ",
    "Triple Draw 2-7 Lowball Limit": "27TD",
    "Single Draw 2-7 Lowball No Limit": "NL27SD",
}
_GAMES_LONGEST_FIRST = sorted(GAMES, key=len, reverse=True)  # "Omaha Hi/Lo Pot Limit" first
# GGPoker's short game names (`Poker Hand #OM1: PLO ($2/$5) - ...`), the whole name only.
_SHORT_GAMES = {"PLO": "PLO"}
_OTHER_GAMES = (
    "5 Card Omaha", "6 Card Omaha", "Courchevel", "Hold'em 6+", "6+ Hold'em", "5 Card Stud",
    "Triple Draw A-5", "Single Draw A-5", "Triple Draw 2-7 Lowball No Limit",
    "Triple Draw 2-7 Lowball Pot Limit", "Single Draw 2-7 Lowball Limit",
    "Single Draw 2-7 Lowball Pot Limit", "5 Card Draw", "Badugi", "Omaha Limit",
    "Omaha Hi/Lo No Limit", "Hold'em Cap", "Split Hold'em", "Razz No Limit", "Razz Pot Limit",
    "PLO-5", "PLO-6",
)
_STREET_OF = {"FLOP": "flop", "TURN": "turn", "RIVER": "river", "3rd STREET": "third",
              "4th STREET": "fourth", "5th STREET": "fifth", "6th STREET": "sixth",
              "FIRST DRAW": "first_draw", "SECOND DRAW": "second_draw",
              "THIRD DRAW": "third_draw", "DRAW": "first_draw", "DEALING HANDS": "predraw"}
_STUD_PLACE = {"third": 2, "fourth": 3, "fifth": 4, "sixth": 5, "seventh": 6}
_SECTIONS = frozenset(("HOLE CARDS", "SHOW DOWN", "SHOWDOWN", "SUMMARY"))
# Lines that change nothing in the hand: `name <suffix>` or containing a marker.
_NOISE_SUFFIX = (
    " joins the table at seat #", " leaves the table", " is disconnected", " is connected",
    " has timed out", " has returned", " will be allowed to play after the button",
    " was removed from the table for failing to post", " is sitting out", " sits out",
    " finished the tournament in", " wins the tournament and receives", " re-buys and receives",
    " takes the add-on and receives", " has timed out while disconnected",
    " has timed out while being disconnected", " is feeling", " has requested TIME",
    " bounty for eliminating ", " wins an entry to tournament #",
)
# Lines with no speaker that change nothing in the hand (a limit round's cap, a hi/lo
# pot with no qualifying low, hand-for-hand play between tables, a draw game's discards
# shuffled into a new stub: the replay's dealer does that itself).
_NOISE_LINES = ("Betting is capped", "No low hand qualified", "Hand-for-hand",
                "hand-for-hand", "The tournament is now", "All players have agreed to skip",
                "The deck is reshuffled", "Pair on board - a double bet is allowed")
# Tournament lines written between a hand's table line and its seats (chips bought between
# hands: the seat lines already hold them).
_BETWEEN_HANDS = (" re-buys and receives ", " takes the add-on and receives ")
_NOISE_MARKERS = (" for eliminating ", " re-buys and receives ", " takes the add-on ",
                  " finished the tournament", " wins the tournament")
_NOISE_ACTION = ("sits out", "is sitting out", "doesn't show hand", "is connected",
                 "is disconnected", "has returned", "has timed out")
CASH_OUT = "all-in cash-out (not offered here)"
RUN_TWICE = "run it twice (not played here)"
# GGPoker: `X: get an all-in insurance (premium ...)`, `X: pay premium of all-in insurance
# ($4)`: a premium paid to the site outside the pot; the pot and its winners stand.
INSURANCE = "all-in insurance (not offered here)"
_RUNS = {"FIRST": 0, "SECOND": 1, "THIRD": 2}
_UNSUPPORTED_MARKERS = (
    ("Hand cancelled", "the hand was cancelled by the site"),
    ("posts straddle", "straddles are not played here"),
    (" won the Spin", "Spin & Go jackpots are not modelled"),
)


def split_hands(text: str) -> Iterator[tuple[int, list[str]]]:
    """The lines of each hand with the 1-based line number of its header. Text before the
    first header (or between hands) that is not blank is an error: not this format."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = _unindented(text.splitlines())
    start = -1
    for i, line in enumerate(lines):
        if line.startswith(HEADER_STARTS) and _HEADER.match(line):
            if start >= 0:
                yield start + 1, lines[start:i]
            start = i
        elif start < 0 and line.strip() and not _is_separator(line):
            raise PokerStarsFormatError(
                f"line {i + 1} is not PokerStars hand history: {line[:60]!r} "
                "(a hand starts with 'PokerStars Hand #')"
            )
    if start < 0:
        raise PokerStarsFormatError("no 'PokerStars Hand #' header found: not a PokerStars file")
    yield start + 1, lines[start:]


def _unindented(lines: list[str]) -> list[str]:
    """PokerStars' Zoom hand archive indents every line of a hand by one space."""
    first = next((line for line in lines if line.strip() and not _is_separator(line)), "")
    if first.startswith(" ") and first[1:].startswith(HEADER_STARTS):
        return [line[1:] if line.startswith(" ") else line for line in lines]
    return lines


def _is_separator(line: str) -> bool:
    """`*********** # 2 **************`: the line PokerStars puts before each hand of the
    histories it sends on request."""
    core = line.strip()
    return core.startswith("***") and core.endswith("***") and " # " in core


def iter_pokerstars_hands(text: str) -> Iterator[ParsedHand]:
    """Each hand of a PokerStars file in file order (lazy: the UI shows progress as it goes).
    Raises PokerStarsFormatError when the text is not PokerStars hand history at all; a
    hand whose header, table or seat lines cannot be read (a file cut off mid-hand) comes
    back with `unsupported` saying so, and the hands after it are read as usual."""
    amounts = {True: _Amounts(True), False: _Amounts(False)}  # one cache for the file
    for number, lines in split_hands(text):
        try:
            yield parse_hand(lines, number, amounts)
        except PokerStarsFormatError as exc:
            header = _HEADER.match(lines[0])
            site = "GGPoker" if lines[0].startswith("Poker Hand #") else "PokerStars"
            yield ParsedHand.unreadable(header.group(1) if header else "", number, site, exc)


def parse_pokerstars(text: str) -> list[ParsedHand]:
    """Every hand of a PokerStars file (see iter_pokerstars_hands)."""
    return list(iter_pokerstars_hands(text))


def looks_like_pokerstars(text: str) -> bool:
    """Whether the text starts (after a BOM and blank lines) with a PokerStars header."""
    for line in _unindented(text[:2000].lstrip("\ufeff").splitlines()[:5]):
        if line.strip() and not _is_separator(line):
            return line.startswith(HEADER_STARTS) and _HEADER.match(line) is not None
    return False


class _Amounts:
    """Turns written amounts into whole units: cents when the file is in money."""

    __slots__ = ("cache", "cents")

    def __init__(self, cents: bool) -> None:
        self.cents = cents
        self.cache: dict[str, int] = {}  # a hand repeats the same few amounts

    def __call__(self, text: str) -> int:
        value = self.cache.get(text)
        if value is None:
            value = self.cache[text] = self._parse(text)
        return value

    def _parse(self, text: str) -> int:
        t = text.lstrip("$€£")
        if "," in t:
            t = t.replace(",", "")
        if t.isdigit():
            return int(t) * 100 if self.cents else int(t)
        if not self.cents:
            if not t.isdigit():
                raise PokerStarsFormatError(f"chip amount {text!r} is not a whole number")
            return int(t)
        whole, _, frac = t.partition(".")
        if not (whole or frac) or not (whole.isdigit() or not whole) or len(frac) > 2 or (
            frac and not frac.isdigit()
        ):
            raise PokerStarsFormatError(f"money amount {text!r} is not like 1.23")
        return int(whole or "0") * 100 + int(frac.ljust(2, "0") or "0")


def parse_hand(lines: list[str], first_line: int = 1,
               amounts: dict[bool, _Amounts] | None = None) -> ParsedHand:
    """One hand from its lines (header first). Trailing whitespace is ignored. `amounts`
    shares the amount parsers (and their caches) between the hands of one file."""
    header = _HEADER.match(lines[0].rstrip())
    if header is None:
        raise PokerStarsFormatError(f"line {first_line}: not a PokerStars hand header")
    site = "GGPoker" if lines[0].startswith("Poker Hand #") else "PokerStars"
    hand = _header(header.group(1), header.group(2), first_line, site)
    cents = hand.currency is not None
    amount = amounts[cents] if amounts is not None else _Amounts(cents)
    if hand.game:
        sb, bb = _blinds(header.group(2), hand.tournament is not None, amount, hand.id)
        hand.small_blind, hand.big_blind = sb, bb
    body = 1
    if len(lines) > 1:
        table = _TABLE.match(lines[1].rstrip())
        if table is None:
            raise PokerStarsFormatError(
                f"line {first_line + 1}: expected \"Table '...' 6-max Seat #N is the button\""
            )
        hand.table = table.group(1)
        hand.max_seats = int(table.group(2) or 0)
        hand.button_seat = int(table.group(3) or 0)
        body = 2
    while body < len(lines) and (
            (lines[body].startswith("Seat ") and " in chips" in lines[body])
            or any(m in lines[body] for m in _BETWEEN_HANDS)):
        if lines[body].startswith("Seat "):  # re-buys and add-ons may come before the seats
            hand.seats.append(_seat(lines[body].rstrip(), amount, first_line + body))
        body += 1
    if not hand.seats:
        raise PokerStarsFormatError(f"hand #{hand.id} (line {first_line}) has no seat lines")
    if hand.unsupported is None:
        lines, dropped = cash_drop(lines, body, amount)  # GGPoker's money in the pot
        read_body(hand, lines, body, first_line, amount)
        if dropped and hand.unsupported is None:
            without_cash_drop(hand, dropped)
    return hand


def read_body(hand: ParsedHand, lines: list[str], start: int, first_line: int,
              amount: _Amounts | None = None, cents: bool | None = None) -> None:
    """The lines after the seats, in PokerStars' words, into `hand` (a reader of another
    site's text that words its lines the same way uses it too). Amounts are in cents for
    a hand in money, else chips, unless `cents` says which."""
    if amount is None:
        amount = _Amounts(hand.currency is not None if cents is None else cents)
    _Body(hand, amount).read(lines, start, first_line)
    _forced_bet_sizes(hand)
    if hand.unsupported is None and any(p.kind == "missed" for p in hand.posts):
        hand.unsupported = "a missed blind posted without the big blind"
    spec = game_spec(hand.game)
    if hand.unsupported is None and len(hand.players) > spec.most_dealt:
        hand.unsupported = (f"{len(hand.players)} players dealt in: the site deals "
                            f"{spec.name} to at most {spec.most_dealt}")


def _forced_bet_sizes(hand: ParsedHand) -> None:
    """Fixed limit headers give the bet sizes, not the blinds: the blinds are the small
    blind posted (else half the small bet) and the small bet; stud has no blinds, and its
    bring-in is the one brought in. Antes are the largest posted."""
    spec = game_spec(hand.game)
    if spec.limit == "FL":
        hand.small_bet, hand.big_bet = hand.small_blind, hand.big_blind
        posted = [p.amount for p in hand.posts if p.kind == "small_blind" and not p.all_in]
        hand.small_blind = posted[0] if posted else hand.small_bet // 2
        hand.big_blind = hand.small_bet
    elif hand.site == "GGPoker" and hand.tournament is not None and spec.uses_blinds:
        _posted_blinds(hand)
    if not spec.uses_blinds:
        hand.small_blind = hand.big_blind = 0
        brought = [m.amount for m in hand.moves if m.kind == "bring_in"]
        # Nobody brought in (completed instead, or all-in on the ante): never posted, so
        # any legal size replays the hand alike.
        hand.bring_in = brought[0] if brought else max(1, hand.small_bet // 4)
    hand.ante = max((p.amount for p in hand.posts if p.kind == "ante"), default=0)


def _posted_blinds(hand: ParsedHand) -> None:
    """GGPoker may head a tournament hand with the next level while its blinds are still
    the last level's (`Level3 (80/160)`, `posts big blind 120`): the full blinds posted
    are the ones the hand was played at."""
    def full(kind: str) -> int | None:
        return next((p.amount for p in hand.posts if p.kind == kind and not p.all_in), None)
    big = full("big_blind")
    if big is not None and big != hand.big_blind:
        small = full("small_blind")
        hand.big_blind, hand.small_blind = big, big // 2 if small is None else small


def _header(number: str, rest: str, first_line: int, site: str) -> ParsedHand:
    tourney = _TOURNEY.match(rest)
    game_name = next((name for name in _GAMES_LONGEST_FIRST if name in rest), "")
    if not game_name and rest.isupper():  # old exports in capitals: `7 CARD STUD HI/LO LIMIT`
        game_name = next((name for name in _GAMES_LONGEST_FIRST if name.upper() in rest), "")
    short = rest.split(" (", 1)[0]
    if not game_name and short in _SHORT_GAMES:
        game_name = short
    stakes = _STAKES.search(rest)
    currency: str | None = None
    if tourney is None and stakes is not None and stakes.group(1):
        currency = stakes.group(5) or _CURRENCY[stakes.group(1)]
    hand = ParsedHand(
        id=number, first_line=first_line, site=site,
        game=GAMES.get(game_name, "") or _SHORT_GAMES.get(game_name, ""),
        game_name=game_name,
        tournament=tourney.group(1) if tourney else None, currency=currency,
        small_blind=0, big_blind=0,
    )
    other = next((g for g in _OTHER_GAMES if g in rest), None)
    if other is not None or not hand.game:
        hand.game = ""
        what = other or rest.split(" - ")[0]
        hand.unsupported = f"game {what!r} is not one the site plays"
    elif " Cap " in rest or rest.rstrip().endswith("Cap"):  # `($0.25/$0.50 - $10 Cap - USD)`
        hand.game = ""
        hand.unsupported = f"game {'Cap ' + game_name!r} is not one the site plays"
    return hand


def _blinds(rest: str, tournament: bool, amount: _Amounts, hand_id: str) -> tuple[int, int]:
    level = _LEVEL.search(rest) if tournament else None
    if level is not None:
        return int(level.group(1).replace(",", "")), int(level.group(2).replace(",", ""))
    stakes = _STAKES.search(rest.split(" - ", 1)[0]) or _STAKES.search(rest)
    if stakes is None:
        raise PokerStarsFormatError(f"hand #{hand_id}: no stakes like ($0.01/$0.02 USD)")
    return amount(stakes.group(2)), amount(stakes.group(4))


def _seat(line: str, amount: _Amounts, number: int) -> SeatLine:
    m = _SEAT.match(line)
    if m is None:
        raise PokerStarsFormatError(f"line {number}: seat line {line[:60]!r} not understood")
    tail = m.group(4)
    out = "is sitting out" in tail or "out of hand" in tail
    return SeatLine(int(m.group(1)), m.group(2), amount(m.group(3)), out)


class _Body:
    """Reads the lines after the seats: posts, streets, actions, showdown, summary."""

    __slots__ = ("amount", "family", "hand", "name_set", "names", "street")

    def __init__(self, hand: ParsedHand, amount: _Amounts) -> None:
        self.hand = hand
        self.amount = amount
        self.name_set = {s.name for s in hand.seats}
        self.names = sorted(self.name_set, key=len, reverse=True)
        self.family = game_spec(hand.game).family
        self.street = "third" if self.family == "stud" else "preflop"

    def read(self, lines: list[str], start: int, first_line: int) -> None:
        hand = self.hand
        summary = False
        for i in range(start, len(lines)):
            line = lines[i].rstrip()
            if not line:
                continue
            try:
                if line.startswith("*** "):
                    understood = self._section(line)
                    summary = summary or line == "*** SUMMARY ***"
                elif summary:
                    understood = self._summary(line)
                else:
                    understood = self._line(line)
            except PokerStarsFormatError as exc:
                hand.unsupported = f"line {first_line + i}: {exc}"
                return
            except (ValueError, IndexError):  # a line cut short: "[Ah K", "Seat x:"
                hand.unsupported = f"line {first_line + i} is cut short: {line[:80]!r}"
                return
            if not understood:
                hand.unsupported = _unsupported(line) or (
                    f"line {first_line + i} not understood: {line[:80]!r}")
                return

    def _section(self, line: str) -> bool:
        """A `*** ... ***` line; False for one not known (e.g. run it twice boards)."""
        title = line[4 : line.index(" ***", 3)] if " ***" in line[3:] else line[4:]
        run, _, rest = title.partition(" ")
        if run in _RUNS and rest in ("FLOP", "TURN", "RIVER", "SHOW DOWN", "SHOWDOWN"):
            return self._run(_RUNS[run], rest, line)
        street = _STREET_OF.get(title)
        if street is not None:
            self.street = "seventh" if street == "river" and self.family == "stud" else street
            last = line.rsplit("[", 1)
            if len(last) == 2:
                board = _cards(last[1].rstrip("]"))
                self.hand.board.extend(c for c in board if c is not None)
            return True
        return title in _SECTIONS

    def _run(self, index: int, title: str, line: str) -> bool:
        """`*** SECOND TURN *** [2c 7d 9h] [Qs]`: a board of a hand run twice. The engine
        deals one board, so the boards are kept aside and the recorded result stands."""
        hand = self.hand
        hand.site_feature = RUN_TWICE
        if title in ("SHOW DOWN", "SHOWDOWN"):  # GGPoker: `*** SECOND SHOWDOWN ***`
            return True
        self.street = title.lower()
        while len(hand.boards) <= index:
            hand.boards.append(list(hand.board))
        cards = [c for part in line.split("[")[1:] for c in _cards(part.split("]")[0])]
        hand.boards[index] = [c for c in cards if c is not None]
        if len(hand.boards[index]) < len(hand.board):
            hand.boards[index] = [*hand.board, *hand.boards[index]]
        return True

    def _line(self, line: str) -> bool:
        """One line before the summary; False when it is not understood. A `name: action`
        line is tried with the name before the first ": ", then with every seated name
        that holds ": " itself (longest first)."""
        cut = line.find(": ")
        if cut > 0:
            if line[:cut] in self.name_set and self._action(line[:cut], line[cut + 2 :]):
                return True
            for name in self.names:
                if (len(name) > cut and line.startswith(name)
                        and line.startswith(": ", len(name))
                        and self._action(name, line[len(name) + 2 :])):
                    return True
        if line.startswith("Dealt to "):
            return self._dealt(line[9:])
        if line.startswith("Uncalled bet ("):
            close = line.index(") returned to ")
            self.hand.uncalled.append((line[close + 14 :], self.amount(line[14:close])))
            return True
        if " collected " in line and " from " in line:
            name, _, rest = line.rpartition(" collected ")
            value, _, pot = rest.partition(" from ")
            self.hand.collected.append(Collected(name, self.amount(value), pot))
            return True
        if " cashed out the hand for " in line:
            name, _, rest = line.partition(" cashed out the hand for ")
            self.hand.cashed_out[name] = self.amount(rest.split(" ", 1)[0])
            self.hand.site_feature = CASH_OUT
            return True
        if " all-in insurance" in line:
            self.hand.site_feature = INSURANCE
            return True
        if ' said, "' in line or line.endswith(_NOISE_SUFFIX) or line.startswith(_NOISE_LINES):
            return True
        return (any(s in line for s in _NOISE_SUFFIX) or line.startswith("Dealer:")
                or any(s in line for s in _NOISE_MARKERS))

    def _action(self, name: str, rest: str) -> bool:
        hand = self.hand
        all_in = rest.endswith(" and is all-in")
        if all_in:
            rest = rest[:-14]
        verb, _, arg = rest.partition(" ")
        if verb in ("folds", "checks"):
            hand.moves.append(Move(self.street, name, verb[:-1] if verb == "folds" else "check"))
            if arg.startswith("["):  # folds [Ah] : a card shown while folding
                self._show(name, arg)
            return True
        if verb in ("calls", "bets"):
            hand.moves.append(Move(self.street, name, verb[:-1], self.amount(arg), all_in))
            return True
        if verb == "raises":
            _, _, to = arg.partition(" to ")
            hand.moves.append(Move(self.street, name, "raise", self.amount(to), all_in))
            return True
        if verb == "posts":
            return self._post(name, arg, all_in)
        if verb == "brings" and arg.startswith("in for "):
            hand.moves.append(Move(self.street, name, "bring_in", self.amount(arg[7:]), all_in))
            return True
        if verb == "completes" and arg.startswith("it to "):
            hand.moves.append(Move(self.street, name, "raise", self.amount(arg[6:]), all_in))
            return True
        if verb in ("discards", "stands") and self.family == "draw":
            return self._draw(name, arg if verb == "discards" else "")
        if verb == "shows":
            self._show(name, arg)
            return True
        if verb == "mucks":
            hand.mucked.append(name)
            if arg.startswith("["):
                self._show(name, arg)
            return True
        return rest in _NOISE_ACTION

    def _post(self, name: str, arg: str, all_in: bool) -> bool:
        kinds = (("small blind ", "small_blind"), ("big blind ", "big_blind"),
                 ("small & big blinds ", "small_and_big"), ("the ante ", "ante"),
                 ("missed blind ", "missed"), ("dead blind ", "dead"))
        posts = self.hand.posts
        for prefix, kind in kinds:
            if arg.startswith(prefix):
                amount = self.amount(arg[len(prefix):])
                if kind == "big_blind" and posts and posts[-1][:2] == (name, "missed"):
                    # GGPoker: `posts missed blind $2` then `posts big blind $5`: a dead
                    # small blind and a live big blind, PokerStars' `small & big blinds`.
                    posts[-1] = Post(name, "small_and_big", posts[-1].amount + amount, all_in)
                else:
                    posts.append(Post(name, kind, amount, all_in))
                return True
        return False

    def _draw(self, name: str, arg: str) -> bool:
        """`discards 2 cards [Qs 9c]` (the cards only for the hero) or `stands pat`. Single
        draw files have no line before the draw: the first discard opens it."""
        if self.street in ("preflop", "predraw"):
            self.street = "first_draw"
        if not arg:
            self.hand.moves.append(Move(self.street, name, "draw"))
            return True
        count, _, cards = arg.partition(" card")
        thrown: list[str | None] = [None] * int(count)
        if "[" in cards and cards.index("]") > cards.index("[") + 1:  # `[]`: not shown
            thrown = _cards(cards[cards.index("[") + 1 : cards.index("]")])
        if len(thrown) != int(count):
            raise PokerStarsFormatError(f"{name} discards {count} cards but shows {thrown}")
        self.hand.moves.append(Move(self.street, name, "draw", discards=tuple(thrown)))
        return True

    def _show(self, name: str, arg: str) -> None:
        cards = _cards(arg[1 : arg.index("]")])
        if all(c is not None for c in cards):
            self.hand.shown[name] = tuple(c for c in cards if c is not None)
        if self.family != "draw":  # a draw hand shown is the final hand, not the dealt one
            self._merge_hole(name, cards)

    def _merge_hole(self, name: str, cards: list[str | None]) -> None:
        old = self.hand.hole.get(name)
        if old is None or len(cards) >= len(old):
            self.hand.hole[name] = tuple(cards)

    def _dealt(self, rest: str) -> bool:
        # A name may hold brackets (`PC [Mittel]`): the seat names say where the cards start.
        name = next((n for n in self.names if rest.startswith(n) and rest.startswith(" [", len(n))),
                    None)
        if name is None:
            name, sep, cards = rest.partition(" [")
            if not sep:
                return True  # "Dealt to X" with no cards: another player's hidden hand
        else:
            cards = rest[len(name) + 2 :]
        groups = [_cards(g) for g in cards.rstrip().rstrip("]").split("] [")]
        if self.family == "stud":
            self._dealt_stud(name, groups)
        elif self.family == "draw" and name in self.hand.hole:
            self._drawn(name, groups[-1])
        else:
            self._merge_hole(name, groups[-1])
        return True

    def _dealt_stud(self, name: str, groups: list[list[str | None]]) -> None:
        """`Dealt to X [up cards so far] [new]`: the hero's line also shows his down cards.
        Each card goes to its place in the deal (two down, four up, one down)."""
        place = _STUD_PLACE.get(self.street, 2)
        new = groups[-1]
        at = {2: 0, 3: 0}.get(len(new), place) if place == 2 else place
        cells = list(self.hand.hole.get(name, (None,) * 7))
        for k, card in enumerate(new):
            cells[at + k] = card
        if len(groups) == 2:
            prior = groups[0]
            start = 0 if len(prior) == at else 2
            for k, card in enumerate(prior):
                if start + k < at and card is not None:
                    cells[start + k] = card
        self.hand.hole[name] = tuple(cells)

    def _drawn(self, name: str, new: list[str | None]) -> None:
        """`Dealt to hero [kept] [new]` after a draw: the cards his last discard brought. A
        line with more new cards than were thrown (some 2012 files repeat the old hand
        after `discards 2 cards []`) tells nothing: the new cards stay unknown."""
        moves = self.hand.moves
        for i in range(len(moves) - 1, -1, -1):
            if moves[i].name == name and moves[i].kind == "draw":
                if moves[i].discards and len(new) == len(moves[i].discards):
                    moves[i] = moves[i]._replace(drawn=tuple(new))
                return

    def _summary(self, line: str) -> bool:
        """A summary line; False for `Hand was run twice` and the like."""
        hand = self.hand
        if line.startswith("Total pot "):
            m = _TOTAL.match(line)
            if m is None:
                raise PokerStarsFormatError(f"total pot line {line[:60]!r} not understood")
            hand.total_pot = self.amount(m.group(1))
            hand.side_pots = [self.amount(v) for v in _SIDE.findall(m.group(2))]
            hand.rake = self.amount(m.group(3)) if m.group(3) else 0
            hand.rake += sum(self.amount(fee) for fee in _FEES.findall(line))
        elif line.startswith("Seat ") and ": " in line:
            for marker in ("showed [", "mucked ["):
                at = line.find(marker)
                if at >= 0:
                    seat = int(line[5 : line.index(":")])
                    name = next((s.name for s in hand.seats if s.seat == seat), None)
                    if name is not None:
                        self._show(name, line[at + len(marker) - 1 :])
        return True


def _unsupported(line: str) -> str | None:
    """The reason a line not understood marks a feature the site lacks, if it does."""
    for marker, reason in _UNSUPPORTED_MARKERS:
        if marker in line:
            return reason
    return None


def _cards(text: str) -> list[str | None]:
    out: list[str | None] = []
    for token in text.split():
        if len(token) == 2 and token[0] in "23456789TJQKA" and token[1] in "cdhs":
            out.append(token)
        elif token in ("X", "??", "x"):
            out.append(None)
        else:
            raise PokerStarsFormatError(f"bad card {token!r}")
    return out
