"""Read iPoker-network XML hand histories into `ParsedHand`s.

A `<session>` holds the table's `<general>` (`<gametype>Holdem NL €0.01/€0.02</gametype>`,
the currency, the table name) and one `<game gamecode="...">` per hand: its players
(`<player seat= name= chips= dealer= win= bet=/>`, `win` counting a bet nobody called, unless
the session says `<uncalled_bet_enabled>true</uncalled_bet_enabled>`: it goes back apart) and
`<round no=...>`s: round 0 the forced posts, 1 the hole cards and first betting round, then
flop, turn and river, each with `<cards>` (`DQ CA`: suit first, `10` for a ten, `X` unseen)
and `<action no= player= type= sum=/>` in `no` order (grouped by player in the file), whose
`sum` is the chips a post, call, bet or all-in adds and the total a raise goes to (types: 0
fold, 1 small blind, 2 big blind, 3 call, 4 check, 5 bet, 6 raise by the chips it adds
(2011), 7 all-in (`sum="DP"`: held in while disconnected), 8 and 9 sitting out, 15 ante,
23 raise). Each
game is written as 888poker-style bracketed lines (chips added) and read by the same
reworder and PokerStars body reader; hand ids are the gamecodes.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from decimal import Decimal

from client.engine.errors import EngineError
from client.histories.eight88.read import Amount, BracketReworder
from client.histories.pokerstars.read.model import ParsedHand, PokerStarsFormatError, SeatLine
from client.histories.pokerstars.read.parse import read_body
from client.histories.pokerstars.read.unwritten import returned_and_rake


class IPokerFormatError(PokerStarsFormatError):
    """The text is not iPoker XML, or a game in it cannot be read."""


# Tournament sessions may give no stakes (`Holdem NL`): the blinds are the posted ones.
_GAMETYPE = re.compile(
    r"(Holdem|Omaha)\s+(NL|SL|БЛ|PL|LP|FL|L)"
    r"(?:\s+([$€£]?|[A-Z]{3})([\d.,]+)/(?:[$€£]|[A-Z]{3})?([\d.,]+))?")
# Currencies without a sign are written as their code before the amount (`RSD45.70`).
_CODE = re.compile(r"^[A-Z]{3}(?=\d)")
# Spanish and older clients: `SL` (sin límite) no limit, `LP` pot limit, `L` fixed limit;
# Russian clients: `БЛ` (без лимита) no limit.
_LIMITS = {"SL": "NL", "БЛ": "NL", "LP": "PL", "L": "FL"}
# 2011 heads-up tables: `LH 20/40 x2 Limit $10.00/$20.00` (the bets, then the blinds), read
# as `Holdem L $20/$40` (a fixed limit gametype's pair is the bets).
_LH = re.compile(r"^LH ([\d.,]+)/([\d.,]+) x\d+ Limit ([$€£]?)[\d.,]+/[$€£]?[\d.,]+$")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_GROUPED = re.compile(r"\d{1,3}(?:[.,]\d{3})+")
_TOURNEY_NAME = re.compile(r"\(#(\d+)\)")
_GAMES = {("Holdem", "NL"): "NLHE", ("Holdem", "PL"): "PLHE", ("Holdem", "FL"): "FLHE",
          ("Omaha", "PL"): "PLO", ("Omaha", "NL"): "NLO"}
_CURRENCY = {"$": "USD", "€": "EUR", "£": "GBP"}
# `type="7" sum="DP"`: the site's disconnect protection keeps a disconnected player in the
# hand all-in for what he has put in; the rest of his chips stay out of it.
DISCONNECTED = ("all-in while disconnected (disconnect protection, not offered here): "
                "played for the chips put in before, the rest of the stack kept aside")


def _currency(symbol: str) -> str | None:
    """The currency of a sign (`€`) or a code written before amounts (`RSD`)."""
    return _CURRENCY.get(symbol) or (symbol if _CODE.match(symbol + "0") else None)
_POSTS = {"1": "posts small blind", "2": "posts big blind", "15": "posts ante"}
# `6`: a raise whose sum is the chips it adds (the 2011 flat format: `actiontxt="Raise"`).
_ACTS = {"3": "calls", "5": "bets", "6": "raises", "7": "is all-In", "23": "raises"}
_STREETS = {"Flop": "** Dealing flop **", "Turn": "** Dealing turn **",
            "River": "** Dealing river **"}


def looks_like_ipoker(text: str) -> bool:
    """Whether the text is XML holding an iPoker `<game gamecode=...>`."""
    head = text.lstrip("\ufeff \r\n")[:4000]
    return head.startswith("<") and "<session" in head and "<game gamecode=" in head


def iter_ipoker_hands(text: str) -> Iterator[ParsedHand]:
    """Each game of the session in file order; IPokerFormatError when the text is not iPoker
    XML. A game that cannot be read comes back with `unsupported` saying why."""
    for _xml, hand in iter_ipoker_games(text):
        yield hand


def iter_ipoker_games(text: str) -> Iterator[tuple[str, ParsedHand]]:
    """Each game as its own XML text (to show it) and its `ParsedHand`. Blank lines before
    the XML declaration (seen in saved files) are dropped, as detection drops them."""
    root = _session(text.lstrip("\ufeff \t\r\n"))
    if root.tag != "session":
        raise IPokerFormatError(f"not iPoker XML: the root is <{root.tag}>, not <session>")
    general = root.find("general")
    gametype = (general.findtext("gametype") if general is not None else None) or ""
    gametype = _LH.sub(r"Holdem L \3\1/\3\2", gametype.strip())
    for number, game in enumerate(root.iter("game"), 1):
        code = game.get("gamecode", "")
        xml = ET.tostring(game, encoding="unicode")
        try:
            yield xml, parse_ipoker_game(game, gametype, general, number)
        except (EngineError, ValueError) as exc:
            yield xml, ParsedHand.unreadable(code, number, "iPoker", exc)


def parse_ipoker_game(game: ET.Element, gametype: str, general: ET.Element | None,
                      number: int = 1) -> ParsedHand:
    """One `<game>`; `gametype` and `general` are the session's."""
    kind = _GAMETYPE.search(gametype)
    if kind is None:
        raise IPokerFormatError(f"gametype {gametype!r} not understood")
    tourney = _tournament(general)
    symbol = kind.group(3) or _symbol(game) or ("" if tourney else _table_code(general))
    cents = bool(symbol) and not tourney
    amount = Amount(cents)
    limit = _LIMITS.get(kind.group(2), kind.group(2))
    name = f"{kind.group(1)} {limit}"
    hand = ParsedHand(
        id=game.get("gamecode", ""), first_line=number, site="iPoker",
        game=_GAMES.get((kind.group(1), limit), ""), game_name=name,
        tournament=tourney or None, currency=_currency(symbol) if cents else None,
        small_blind=amount(_money(kind.group(4) or _posted(game, "1"))),
        big_blind=amount(_money(kind.group(5) or _posted_big_blind(game))),
        table=(general.findtext("tablename") or "") if general is not None else "")
    if not hand.game:
        hand.unsupported = f"game {name!r} is not one the site plays"
        return hand
    players = game.findall("general/players/player")
    for p in sorted(players, key=lambda p: int(p.get("seat", "0"))):
        seat = int(p.get("seat", "0"))
        hand.seats.append(SeatLine(seat, p.get("name", ""), amount(_money(p.get("chips", "0")))))
        if p.get("dealer") == "1":
            hand.button_seat = seat
    if not hand.seats:
        raise IPokerFormatError(f"game {hand.id} has no players")
    if not any(p.get("dealer") == "1" for p in players):
        hand.button_seat = _dead_button(game, players)
    lines, held = _lines(game, players)
    if held:
        hand.seats = [s._replace(stack=amount(str(held[s.name]))) if s.name in held else s
                      for s in hand.seats]
        hand.site_feature = DISCONNECTED
    read_body(hand, BracketReworder(hand).lines(lines, 0), 0, number)
    if hand.unsupported is None:
        returned_and_rake(hand, won_holds_it=not _uncalled_apart(general))
    return hand


def _session(text: str) -> ET.Element:
    """The parsed XML. The client writes a session's file as it plays: a session still open
    has no closing `</session>` yet (nor `</game>` when it stops after a game's last round),
    and is read as if it had them."""
    try:
        return ET.fromstring(text)
    except ET.ParseError as exc:
        if "</session>" not in text:
            cut = text.rstrip().endswith("</round>")
            for closing in ("\n</session>", "\n</game>\n</session>")[: 1 + cut]:
                try:
                    return ET.fromstring(text.rstrip() + closing)
                except ET.ParseError:
                    pass
        raise IPokerFormatError(f"not iPoker XML: {exc}") from exc


def _tournament(general: ET.Element | None) -> str | None:
    """The tournament's number: `<tournamentcode>`, else the `(#16727068)` of its name, else
    its name (`<tournamentname>Twister $1 SNG</tournamentname>`: a sit and go in chips)."""
    if general is None:
        return None
    code = general.findtext("tournamentcode")
    if code:
        return code
    name = (general.findtext("tournamentname") or "").strip()
    named = _TOURNEY_NAME.search(name)
    return named.group(1) if named else name or None


def _posted(game: ET.Element, kind: str) -> str:
    """The sum of the first post of a kind (1 small blind, 2 big blind) in round 0."""
    return next((a.get("sum", "0") for a in game.findall("round/action")
                 if a.get("type") == kind), "0")


def _uncalled_apart(general: ET.Element | None) -> bool:
    """Whether the client returns a bet nobody called apart from `win` (it then says so in
    the session's `<uncalled_bet_enabled>`); older sessions count it in `win`."""
    flag = general.findtext("uncalled_bet_enabled") if general is not None else None
    return (flag or "").strip().lower() == "true"


def _dead_button(game: ET.Element, players: list[ET.Element]) -> int:
    """The button's seat when no player is `dealer="1"`: it sits on the empty seat of a
    player who left or busted (a dead button), right of the small blind, whose seat it is
    heads-up. 0 (the last player) when no small blind is posted."""
    small = next((a.get("player") for a in game.findall("round/action")
                  if a.get("type") == "1"), None)
    seat = next((int(p.get("seat", "0")) for p in players if p.get("name") == small), 0)
    return seat if len(players) == 2 else max(seat - 1, 0)


def _posted_big_blind(game: ET.Element) -> str:
    """The big blind of a session that names no stakes: the one posted, unless its player
    put his whole stack in for less than twice the small blind (a big blind all-in for
    less, which the others still call in full): then twice the small blind."""
    big, small = _posted(game, "2"), _money(_posted(game, "1"))
    poster = next((a.get("player") for a in game.findall("round/action")
                   if a.get("type") == "2"), None)
    chips = next((p.get("chips", "0") for p in game.iter("player")
                  if p.get("name") == poster), "0")
    put = sum(Decimal(_money(a.get("sum", "0"))) for a in game.findall("round/action")
              if a.get("player") == poster and a.get("type") in ("2", "15")
              and _NUMBER.fullmatch(_money(a.get("sum", ""))))
    short = put == Decimal(_money(chips)) and Decimal(_money(big)) < 2 * Decimal(small)
    return str(2 * Decimal(small)) if short else big


def _symbol(game: ET.Element) -> str:
    chips = next((p.get("chips", "") for p in game.iter("player")), "")
    code = _CODE.match(chips)
    return code.group(0) if code else chips[:1] if chips[:1] in _CURRENCY else ""


def _table_code(general: ET.Element | None) -> str:
    """A cash session's `<tablecurrency>EUR</tablecurrency>`, for files writing no sign at
    all (`Holdem NL 0.01/0.02`, `chips="2.02"`): the amounts are still money, not chips."""
    code = (general.findtext("tablecurrency") or "").strip() if general is not None else ""
    return code if _CODE.match(code + "0") else ""


def _money(text: str) -> str:
    """An amount as 1234.56: some skins write a decimal comma (`€0,05`), Italian ones group
    thousands with a dot (`1.500` chips)."""
    text = _CODE.sub("", text.lstrip("$€£").strip())
    if _GROUPED.fullmatch(text):
        return re.sub(r"[.,]", "", text)
    if "," in text and "." not in text and len(text.rsplit(",", 1)[1]) <= 2:
        return text.replace(",", ".")
    return text.replace(",", "")


def _lines(game: ET.Element, players: list[ET.Element]) -> tuple[list[str], dict[str, Decimal]]:
    """The game as 888poker-style lines; what each player held in by `DP` had put in."""
    out: list[str] = []
    bets: dict[str, Decimal] = {}  # this round's chips in front of each player
    total: dict[str, Decimal] = {}  # the chips each player put in so far
    held: dict[str, Decimal] = {}
    posted: list[tuple[str, str]] = []
    late: list[str] = []
    rounds = sorted(game.findall("round"), key=lambda r: int(r.get("no", "0")))
    big = _big_blind(game)
    for rnd in rounds:
        no = rnd.get("no", "0")
        if no == "1":
            out.append("** Dealing down cards **")
        elif no != "0":
            bets = {}
        for cards in rnd.findall("cards"):
            kind, who = cards.get("type", ""), cards.get("player", "")
            shown = [_card(c) for c in (cards.text or "").split()]
            if kind in _STREETS:
                out.append(f"{_STREETS[kind]} [ {', '.join(shown)} ]")
            elif kind == "Pocket" and shown and "??" not in shown:
                out.append(f"Dealt to {who} [ {', '.join(shown)} ]")
        for action in sorted(rnd.findall("action"), key=lambda a: int(a.get("no", "0"))):
            who, kind = action.get("player", ""), action.get("type", "")
            if action.get("sum") == "DP":  # all-in for what is in: disconnect protection
                held[who] = total.get(who, Decimal(0))
                continue
            chips = _money(action.get("sum", "0"))
            if not _NUMBER.fullmatch(chips):
                raise IPokerFormatError(f"the sum {action.get('sum')!r} of {who} is no amount")
            if kind == "23":  # a raise's sum is its total: write the chips it adds
                chips = str(Decimal(chips) - bets.get(who, Decimal(0)))
            if kind != "15":
                bets[who] = bets.get(who, Decimal(0)) + Decimal(chips)
            total[who] = total.get(who, Decimal(0)) + Decimal(chips)
            if no == "0":
                posted.append((who, kind))
            if kind == "2" and Decimal(chips) > big:
                out.append(f"{who} posts dead blind [{Decimal(chips) - big} + {big}]")
            elif kind in _POSTS:
                out.append(f"{who} {_POSTS[kind]} [{chips}]")
            elif kind in _ACTS:
                out.append(f"{who} {_ACTS[kind]} [{chips}]")
            elif kind in ("0", "4"):
                out.append(f"{who} {'folds' if kind == '0' else 'checks'}")
            elif kind in ("8", "9") and any(w == who for w, _ in posted):
                late.append(who)  # an ante posted, then sitting out: it folds in turn
            elif kind in ("8", "9"):  # sitting out (sum 0): not dealt in
                continue
            else:
                raise IPokerFormatError(f"action type {kind} of {who} is not known")
    for who in late:
        _fold_in_turn(out, who, [p.get("name", "") for p in players])
    out.append("** Summary **")
    for p in players:
        won = _money(p.get("win", "0"))
        if won.strip("0.,"):
            out.append(f"{p.get('name', '')} collected [ {won} ]")
    return out, held


def _big_blind(game: ET.Element) -> Decimal:
    """A player coming in posts both blinds as one big blind post of their sum (`$0.30` at
    $0.10/$0.20): the small blind in it is dead. The big blind is the smallest such post."""
    return min((Decimal(_money(a.get("sum", "0"))) for a in game.findall("round/action")
                if a.get("type") == "2" and _NUMBER.fullmatch(_money(a.get("sum", "")))),
               default=Decimal(0))


def _fold_in_turn(out: list[str], who: str, seated: list[str]) -> None:
    """A player who posted and then sat out (`type="9"`) is written folding where his turn
    comes before the flop: after the first action of the nearest seat before his that acts
    (the client numbers his sitting out before everyone's first action)."""
    start = out.index("** Dealing down cards **") + 1
    end = next((i for i in range(start, len(out)) if out[i].startswith("** ")), len(out))
    at = seated.index(who)
    for back in range(1, len(seated)):
        before = seated[at - back]
        acted = [i for i in range(start, end) if out[i].startswith(before + " ")
                 and not out[i].startswith("Dealt to ")]
        if acted:
            out.insert(acted[0] + 1, f"{who} folds")
            return
    out.insert(end, f"{who} folds")


def _card(token: str) -> str:
    """`DQ` -> `Qd`, `C10` -> `Tc`; unseen (`X`) -> `??`."""
    if len(token) < 2 or token[0] not in "SHDC":
        return "??"
    rank = "T" if token[1:] == "10" else token[1:]
    return rank + token[0].lower()
