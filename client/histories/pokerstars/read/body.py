"""The lines of a PokerStars hand after its seats: posts, streets, actions, showdown and
summary, with the tables of the lines they know (street titles, lines that change nothing,
features the site lacks). `parse` reads the header, table and seat lines and hands the
rest to `Body`; readers of other sites that word their lines the same way use it too.
"""

from __future__ import annotations

import re

from client.engine.games import game_spec
from client.histories.ggpoker.ev_cashout import EV_CASHOUT, is_ev_cashout
from client.histories.pokerstars.read.model import (
    Collected,
    Move,
    ParsedHand,
    PokerStarsFormatError,
    Post,
)

#: The currency signs written before money: dollars, euros, pounds, yuan (CNY tables of
#: PokerStars' club app), rupees.
SIGNS = "$€£¥₹"
_TOTAL = re.compile(rf"Total pot [{SIGNS}]?([\d.,]+)([^|]*)(?:\| Rake [{SIGNS}]?([\d.,]+))?")
_FEES = re.compile(rf"\| (?:Jackpot|Bingo|Fortune|Tax) [{SIGNS}]?([\d.,]+)")  # GGPoker: not won
_SIDE = re.compile(rf"(?:Main|Side) pot(?:-\d+)? [{SIGNS}]?([\d.,]+)\.")
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
# `Small Blind: Table deposit $347.50`: chips a converter writes as bought during the hand,
# for the next one (the seat lines hold them then).
_NOISE_MARKERS = (" for eliminating ", " re-buys and receives ", " takes the add-on ",
                  " finished the tournament", " wins the tournament", ": Table deposit ")
_NOISE_ACTION = ("sits out", "is sitting out", "doesn't show hand", "is connected",
                 "is disconnected", "has returned", "has timed out")
CASH_OUT = "all-in cash-out (not offered here)"
RUN_TWICE = "run it twice (not played here)"
_NOT_AWARDED = "(pot not awarded as player cashed out)"
# A hand with no `*** SUMMARY ***` line: the file ends (or was cut) inside it, so it
# records no result to replay to; an incomplete record, not a line misread.
CUT_OFF = "the file ends before the hand's summary (cut off)"
# GGPoker: `X: get an all-in insurance (premium ...)`, `X: pay premium of all-in insurance
# ($4)`: a premium paid to the site outside the pot; the pot and its winners stand.
INSURANCE = "all-in insurance (not offered here)"
_RUNS = {"FIRST": 0, "SECOND": 1, "THIRD": 2}
_UNSUPPORTED_MARKERS = (
    ("Hand cancelled", "the hand was cancelled by the site"),
    ("posts straddle", "straddles are not played here"),
    (" won the Spin", "Spin & Go jackpots are not modelled"),
)



class Amounts:
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
        t = text.lstrip(SIGNS)
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



class Body:
    """Reads the lines after the seats: posts, streets, actions, showdown, summary."""

    __slots__ = ("amount", "family", "hand", "name_set", "names", "street")

    def __init__(self, hand: ParsedHand, amount: Amounts) -> None:
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
        if is_ev_cashout(rest):
            hand.site_feature = EV_CASHOUT
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
        garbled = self.hand.site == "PokerStars"
        groups = [_cards(g, garbled) for g in cards.rstrip().rstrip("]").split("] [")]
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
        elif line.startswith("Board ["):
            self._summary_board(line)
        elif line.startswith("Seat ") and ": " in line and (
                "showed [" in line or "mucked [" in line or line.endswith(_NOT_AWARDED)):
            seat = int(line[5 : line.index(":")])
            name = next((s.name for s in hand.seats if s.seat == seat), None)
            for marker in ("showed [", "mucked ["):
                at = line.find(marker)
                if at >= 0 and name is not None:
                    self._show(name, line[at + len(marker) - 1 :])
            if name is not None and line.endswith(_NOT_AWARDED):
                self._not_awarded(name, line)
        return True

    def _summary_board(self, line: str) -> None:
        """`Board [5s 6c Jd Js 3d]`: the board as dealt. A 2023 Zoom file writes the hero's
        four hole cards on its flop line (and so on the turn's and river's): the summary's
        board stands when the streets' disagrees with it."""
        board = [c for c in _cards(line[7 : line.index("]")]) if c is not None]
        if board and board != self.hand.board and not self.hand.boards:
            self.hand.board = board

    def _not_awarded(self, name: str, line: str) -> None:
        """`won ($19.89) with ... (pot not awarded as player cashed out)`: the winner took
        the all-in cash-out instead, so no `collected` line; the pot's result is the amount
        the summary says he won (the cash-out itself is paid outside the pot)."""
        hand = self.hand
        at = line.find(" won (")
        if at >= 0 and all(c.name != name for c in hand.collected):
            won = line[at + 6 : line.index(")", at)]
            hand.collected.append(Collected(name, self.amount(won), "pot"))


def _unsupported(line: str) -> str | None:
    """The reason a line not understood marks a feature the site lacks, if it does."""
    for marker, reason in _UNSUPPORTED_MARKERS:
        if marker in line:
            return reason
    return None


def _cards(text: str, garbled: bool = False) -> list[str | None]:
    """The cards of a `[...]` group; None for a card not shown. With `garbled` (a PokerStars
    `Dealt to` line) a word that is no card is one too: a 2013 Triple Stud file deals the
    hero `[of]` on seventh street, and the hand's result is in its collected lines (a token
    that starts with a rank, `8Pik`, is a card written in other words: still an error)."""
    out: list[str | None] = []
    for token in text.split():
        if len(token) == 2 and token[0] in "23456789TJQKA" and token[1] in "cdhs":
            out.append(token)
        elif token in ("X", "??", "x") or (garbled and token[0] not in "23456789TJQKA"):
            out.append(None)
        else:
            raise PokerStarsFormatError(f"bad card {token!r}")
    return out
