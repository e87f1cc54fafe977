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
from client.histories.pokerstars.read.body import CUT_OFF, SIGNS, Amounts, Body
from client.histories.pokerstars.read.model import ParsedHand, PokerStarsFormatError, SeatLine
from client.histories.pokerstars.read.translated import in_english, language_of

_HEADER = re.compile(  # PokerTracker 2 exports write the PokerStars header in capitals
    r"(?:PokerStars (?:Zoom |Home Game |Club )?(?:Hand|Game)|Poker Hand|POKERSTARS GAME)"
    r" #([A-Z]{0,3}\d+):\s*(.*)")
#: How a hand's first line starts: PokerStars, or GGPoker (`Poker Hand #RC123...`), whose
#: text is PokerStars' dialect (no currency code, `*** SHOWDOWN ***`, fees after the rake).
HEADER_STARTS = ("PokerStars ", "Poker Hand #", "POKERSTARS GAME #")
# Old exports: `TOURNAMENT #`; home games: `{Club Name} Tournament #`; `Zoom Tournament #`.
_TOURNEY = re.compile(r"(?:\{[^}]*\} |Zoom )?Tournament #(\d+), ", re.IGNORECASE)
_STAKES = re.compile(rf"(?:\(|, )([{SIGNS}]?)([\d.,]+)/([{SIGNS}]?)([\d.,]+)"
                     rf"(?:\([{SIGNS}]?[\d.,]+\))?(?: - [{SIGNS}]?[\d.,]+ Cap - )?"
                     r"(?: ([A-Z]{3}))?\)")
#: 6+ Hold'em cash stakes: `(Button Blind $0.25 - Ante $0.25  USD)` (a game not spread).
_BUTTON_BLIND = re.compile(rf"\(Button Blind ([{SIGNS}])[\d.,]+ - Ante [{SIGNS}]?[\d.,]+"
                           r" +([A-Z]{3})?\)")
_LEVEL = re.compile(r"Level ?[^(]*\(([\d,]+)/([\d,]+)(?:\([\d,]+\))?\)", re.IGNORECASE)
_TABLE = re.compile(  # stud tables have no button line
    r"Table '(.*)'(?: (\d+)-max)?(?: \(Play Money\))?(?: Seat #(\d+) is the button|$)")
_SEAT = re.compile(rf"Seat (\d+): (.+) \([{SIGNS}]?([\d.,]+) in chips(?:, [^)]*)?\)(.*)")
_RUPEES = re.compile(r"Rs\. (?=\d)")
_CURRENCY = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "CNY", "₹": "INR"}
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
#: The line before the hands PokerStars mails on request: your last N hands, or a tournament.
_TRANSCRIPT = re.compile(r"Transcript for (?:your last |tournament #\d+ requested by )")
_INDENTS = (" ", "\t")
_BETWEEN_HANDS = (" re-buys and receives ", " takes the add-on and receives ")

def split_hands(text: str) -> Iterator[tuple[int, list[str]]]:
    """The lines of each hand with the 1-based line number of its header. Text before the
    first header (or between hands) that is not blank is an error: not this format."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = _unindented(text.splitlines())
    language = language_of(lines)  # a client set to another language: in its English words
    if language is not None:
        lines = [in_english(line, language) for line in lines]
    if text.count("PokerStars ") > text.count("\nPokerStars ") + 1:  # a header mid-line?
        lines = _unglued(lines)
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
    """PokerStars never starts a line with a blank, but its Zoom hand archive indents every
    line by one space, and hands pasted from a forum post or a program's source come
    indented too (often all but the header): the leading blanks are dropped."""
    if any(line[:1] in _INDENTS for line in lines):
        return [line.lstrip(" \t") for line in lines]
    return lines


def _unglued(lines: list[str]) -> list[str]:
    """A file cut off mid-line and written on (`*** RIVER *** [4d Kh JPokerStars Hand
    #865...`): the header starts the next hand; the cut hand ends there, with no summary."""
    out: list[str] = []
    for line in lines:
        at = line.find("PokerStars ", 1)
        if at > 0 and _HEADER.match(line, at):
            out.extend((line[:at], line[at:]))
        else:
            out.append(line)
    return out


def _rewrapped(lines: list[str]) -> list[str]:
    """A header a mail or forum wrapped onto two lines (`... $1.29+$0.21 USD`, then
    `Hold'em No Limit - Level I (10/20) - ...`): the table line comes third; one header."""
    if len(lines) > 2 and not lines[1].startswith("Table ") and lines[2].startswith("Table "):
        return [f"{lines[0].rstrip()} {lines[1].strip()}", *lines[2:]]
    return lines


def _is_separator(line: str) -> bool:
    """`*********** # 2 **************`: the line PokerStars puts before each hand of the
    histories it sends on request, and `Transcript for your last 20 hands requested by X
    (mail)` or `Transcript for tournament #N requested by X (mail)` before the first."""
    core = line.strip()
    return (core.startswith("***") and core.endswith("***") and " # " in core) or (
        _TRANSCRIPT.match(core) is not None)


def iter_pokerstars_hands(text: str) -> Iterator[ParsedHand]:
    """Each hand of a PokerStars file in file order (lazy: the UI shows progress as it goes).
    Raises PokerStarsFormatError when the text is not PokerStars hand history at all; a
    hand whose header, table or seat lines cannot be read comes back with `unsupported`
    saying so, a hand with no summary (the file cut off in it) with `CUT_OFF`, and the
    hands after it are read as usual."""
    amounts = {True: Amounts(True), False: Amounts(False)}  # one cache for the file
    for number, lines in split_hands(text):
        try:
            hand = parse_hand(lines, number, amounts)
        except PokerStarsFormatError as exc:
            header = _HEADER.match(lines[0])
            site = "GGPoker" if lines[0].startswith("Poker Hand #") else "PokerStars"
            why = exc if _summarised(lines) else CUT_OFF
            yield ParsedHand.unreadable(header.group(1) if header else "", number, site, why)
            continue
        if hand.total_pot is None and not _summarised(lines):
            hand.unsupported = CUT_OFF
        yield hand


def _summarised(lines: list[str]) -> bool:
    """Whether the hand has its summary (else the file ends, or was cut, inside it)."""
    return any(line.startswith("*** SUMMARY ***") for line in lines)


def parse_pokerstars(text: str) -> list[ParsedHand]:
    """Every hand of a PokerStars file (see iter_pokerstars_hands)."""
    return list(iter_pokerstars_hands(text))


def looks_like_pokerstars(text: str) -> bool:
    """Whether the text starts (after a BOM and blank lines) with a PokerStars header."""
    lines = text[:2000].lstrip("\ufeff").splitlines()[:5]
    language = language_of(lines)  # a client set to another language too
    if language is not None:
        lines = [in_english(line, language) for line in lines]
    for line in _unindented(lines):
        if line.strip() and not _is_separator(line):
            return line.startswith(HEADER_STARTS) and _HEADER.match(line) is not None
    return False



def number_of(text: str) -> str:
    """The hand number a PokerStars hand's text gives on its first line ("" when none)."""
    found = _HEADER.match(text.split("\n", 1)[0])
    return found.group(1) if found else ""


def table_of(text: str) -> str:
    """The table a PokerStars hand's text names on its second line ("" when none)."""
    lines = text.split("\n", 2)
    found = _TABLE.match(lines[1].rstrip()) if len(lines) > 1 else None
    return found.group(1) if found else ""


def parse_hand(lines: list[str], first_line: int = 1,
               amounts: dict[bool, Amounts] | None = None) -> ParsedHand:
    """One hand from its lines (header first). Trailing whitespace is ignored. `amounts`
    shares the amount parsers (and their caches) between the hands of one file."""
    lines = _rewrapped(lines)
    if "(Rs. " in lines[0]:  # 2023 Indian tables: `(Rs. 1/Rs. 2 INR)`, `posts big blind Rs. 2`
        lines = [_RUPEES.sub("₹", line) for line in lines]
    header = _HEADER.match(lines[0].rstrip())
    if header is None:
        raise PokerStarsFormatError(f"line {first_line}: not a PokerStars hand header")
    site = "GGPoker" if lines[0].startswith("Poker Hand #") else "PokerStars"
    hand = _header(header.group(1), header.group(2), first_line, site)
    cents = hand.currency is not None
    amount = amounts[cents] if amounts is not None else Amounts(cents)
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
              amount: Amounts | None = None, cents: bool | None = None) -> None:
    """The lines after the seats, in PokerStars' words, into `hand` (a reader of another
    site's text that words its lines the same way uses it too). Amounts are in cents for
    a hand in money, else chips, unless `cents` says which."""
    if amount is None:
        amount = Amounts(hand.currency is not None if cents is None else cents)
    Body(hand, amount).read(lines, start, first_line)
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
    elif tourney is None and (button := _BUTTON_BLIND.search(rest)) is not None:
        currency = button.group(2) or _CURRENCY[button.group(1)]
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


def _blinds(rest: str, tournament: bool, amount: Amounts, hand_id: str) -> tuple[int, int]:
    level = _LEVEL.search(rest) if tournament else None
    if level is not None:
        return int(level.group(1).replace(",", "")), int(level.group(2).replace(",", ""))
    stakes = _STAKES.search(rest.split(" - ", 1)[0]) or _STAKES.search(rest)
    if stakes is None:
        raise PokerStarsFormatError(f"hand #{hand_id}: no stakes like ($0.01/$0.02 USD)")
    return amount(stakes.group(2)), amount(stakes.group(4))


def _seat(line: str, amount: Amounts, number: int) -> SeatLine:
    m = _SEAT.match(line)
    if m is None:
        raise PokerStarsFormatError(f"line {number}: seat line {line[:60]!r} not understood")
    tail = m.group(4)
    out = "is sitting out" in tail or "out of hand" in tail
    return SeatLine(int(m.group(1)), m.group(2), amount(m.group(3)), out)
