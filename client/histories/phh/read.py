"""Read PHH (Poker Hand History, TOML) hands into `RecordedHand`s.

Player order follows PHH: p1 is the first seat left of the button and the button
is last (engine seat k is player k+1, the button seat n-1); heads-up p1 is the
big blind. `antes` and `blinds_or_straddles` are listed by position (small blind
first, big blind second, then straddles), which heads-up is the reverse of player
order. Amounts may be decimals (cash hands in dollars): every amount of a hand is
then scaled by the smallest power of ten that makes them whole (`scale`).
Actions: `d dh pN cards` (first deal; later: stud up/down cards, draw
replacements), `d db cards`, `pN f`, `pN cc`, `pN cbr X`, `pN pb`, `pN sd [cards]`,
`pN sm [cards|-]` (no cards: mucks); `# commentary` and empty strings are no-ops;
`??` is an unknown card anywhere. `.phhs` files hold many hands as tables.
User-defined fields of this engine: `_game` (a game code PHH has no variant for),
`_seed` (deal again exactly), `_dead_small_blind`, `_posts` (forced posts PHH
cannot express, e.g. "p3 live_blind 10").
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from decimal import Decimal, InvalidOperation

from client.engine.actions import ActionKind
from client.engine.config import ForcedPost
from client.engine.errors import EngineError
from client.engine.games import GameSpec, game_spec
from client.histories.recorded.model import Card, RecordedAction, RecordedHand

VARIANTS: dict[str, str] = {
    "NLHE": "NT",
    "FLHE": "FT",
    "PLHE": "PT",
    "PLO": "PO",
    "NLO": "NO",
    "PLO8": "PO/8",
    "FLO8": "FO/8",
    "STUD": "F7S",
    "STUD8": "F7S/8",
    "RAZZ": "FR",
    "27TD": "F2L3D",
    "NL27SD": "N2L1D",
}
GAME_OF_VARIANT = {v: k for k, v in VARIANTS.items()}
STANDARD_VARIANTS = frozenset(("NT", "FT", "PO", "FO/8", "F7S", "F7S/8", "FR", "F2L3D", "N2L1D"))
NOT_ON_THIS_SITE = {
    "NS": "no-limit short-deck hold'em is not played on this site",
    "FB": "fixed-limit badugi is not played on this site",
}
_VERBS = {"f": ActionKind.FOLD, "cc": ActionKind.CALL, "cbr": ActionKind.RAISE,
          "pb": ActionKind.BRING_IN, "sd": ActionKind.DRAW}


class PHHFormatError(EngineError):
    """The file is not a PHH hand this engine can read (bad TOML, fields or variant)."""


class UnsupportedVariantError(PHHFormatError):
    """A valid PHH variant of a game this site does not play (the reason says which)."""


def read_phh(text: str) -> tuple[RecordedHand, dict[str, object]]:
    """One PHH hand and its raw fields; PHHFormatError says what is wrong."""
    try:
        fields: dict[str, object] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PHHFormatError(f"not valid TOML: {exc}") from exc
    return recorded_from_fields(fields), fields


def read_phhs(text: str) -> list[tuple[str, RecordedHand | PHHFormatError]]:
    """Every hand of a .phhs file (tables [1], [2], ...) in file order, each with its
    id (the `hand` field, else the table name); a hand that cannot be read comes with
    its error instead, so one bad hand does not hide the others."""
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PHHFormatError(f"not valid TOML: {exc}") from exc
    out: list[tuple[str, RecordedHand | PHHFormatError]] = []
    for key, table in doc.items():
        if not isinstance(table, dict):
            raise PHHFormatError(f"a .phhs file holds one table per hand; {key!r} is not one")
        ident = str(table.get("hand", key))
        try:
            out.append((ident, recorded_from_fields(table)))
        except PHHFormatError as exc:
            out.append((ident, exc))
    return out


def recorded_from_fields(fields: Mapping[str, object]) -> RecordedHand:
    """The `RecordedHand` of one hand's parsed TOML fields."""
    game = _game(fields)
    spec = game_spec(game)
    actions = fields.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise PHHFormatError("field 'actions' must be a list of strings")
    scale = _scale(fields, actions)
    stacks = _amounts(fields, "starting_stacks", scale)
    n = len(stacks)
    if n < 2:
        raise PHHFormatError("field 'starting_stacks' needs at least two players")
    kwargs = _stakes(fields, spec, n, scale)
    parsed = _Actions(spec, n, scale)
    for text in actions:
        parsed.add(text)
    players = fields.get("players")
    names = tuple(str(p) for p in players) if isinstance(players, list) and len(
        players) == n else tuple(f"p{k + 1}" for k in range(n))
    winnings = fields.get("winnings")
    finishing = fields.get("finishing_stacks")
    cash = "currency" in fields or "currency_symbol" in fields
    return RecordedHand(
        game=game, players=names, stacks=tuple(stacks), button=n - 1,
        hole=parsed.holes(), actions=tuple(parsed.actions), board=tuple(parsed.board),
        shown=parsed.shown, mucked=frozenset(parsed.mucked),
        collected=None if winnings is None else tuple(_amounts(fields, "winnings", scale, n)),
        finishing_stacks=None if finishing is None else tuple(
            _amounts(fields, "finishing_stacks", scale, n)),
        rake=None if cash else 0, hand_id=str(fields.get("hand", "")), scale=scale,
        **kwargs,  # type: ignore[arg-type]
    )


def _game(fields: Mapping[str, object]) -> str:
    variant = fields.get("variant")
    if variant in NOT_ON_THIS_SITE:
        raise UnsupportedVariantError(f"variant {variant!r}: {NOT_ON_THIS_SITE[str(variant)]}")
    game = fields.get("_game") or GAME_OF_VARIANT.get(str(variant))
    if not isinstance(game, str) or game not in VARIANTS:
        raise PHHFormatError(
            f"unsupported variant {variant!r}: use one of {sorted(GAME_OF_VARIANT)}"
        )
    return game


def _number(value: object, what: str) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise PHHFormatError(f"{what} must be a number, not {value!r}")
    try:
        number = Decimal(str(value))
    except InvalidOperation as exc:
        raise PHHFormatError(f"{what} must be a number, not {value!r}") from exc
    if not number.is_finite() or number < 0:
        raise PHHFormatError(f"{what} must be a finite amount that is not negative, not {value}")
    return number


def _scale(fields: Mapping[str, object], actions: list[str]) -> int:
    """The smallest power of ten (up to 10**4) that makes every amount whole."""
    numbers: list[Decimal] = []
    for key in ("antes", "blinds_or_straddles", "starting_stacks", "finishing_stacks",
                "winnings"):
        value = fields.get(key)
        if isinstance(value, list):
            numbers += [_number(v, f"field {key!r}") for v in value]
    for key in ("bring_in", "small_bet", "big_bet", "min_bet"):
        if key in fields:
            numbers.append(_number(fields[key], f"field {key!r}"))
    for text in actions:
        words = text.split("#")[0].split()
        if len(words) == 3 and words[1] == "cbr":
            numbers.append(_number(words[2], f"action {text!r}"))
    scale = 1
    for _ in range(5):
        if all(x * scale == (x * scale).to_integral_value() for x in numbers):
            return scale
        scale *= 10
    raise PHHFormatError("amounts have more than four decimal places")


def _whole(value: object, what: str, scale: int) -> int:
    return int(_number(value, what) * scale)


def position_seat(n: int) -> Callable[[int], int]:
    """Seat of the k-th entry of a positional list (antes, blinds): heads-up reversed."""
    return (lambda k: 1 - k) if n == 2 else (lambda k: k)


def _amounts(fields: Mapping[str, object], key: str, scale: int, n: int | None = None
             ) -> list[int]:
    value = fields.get(key)
    if not isinstance(value, list):
        raise PHHFormatError(f"field {key!r} must be a list of amounts")
    if n is not None and len(value) != n:
        raise PHHFormatError(f"field {key!r} must have one entry per player ({n})")
    return [_whole(v, f"field {key!r}", scale) for v in value]


def _stakes(fields: Mapping[str, object], spec: GameSpec, n: int, scale: int
            ) -> dict[str, object]:
    """Blinds, antes, bring-in, bet sizes and the forced posts, in engine seats."""
    def single(key: str) -> int:
        if key not in fields:
            raise PHHFormatError(f"field {key!r} is required for variant {fields['variant']!r}")
        return _whole(fields[key], f"field {key!r}", scale)

    out: dict[str, object] = {}
    if spec.limit == "FL":
        out.update(small_bet=single("small_bet"), big_bet=single("big_bet"))
    antes = _amounts(fields, "antes", scale, n) if "antes" in fields else [0] * n
    if not spec.uses_blinds:
        out["bring_in"] = single("bring_in")
        positive = {a for a in antes if a}
        if len(positive) == 1 and all(antes):
            out["ante"] = antes[0]
            return out
        out["posts"] = tuple(ForcedPost(s, "ante", a) for s, a in enumerate(antes) if a)
        return out
    blinds = _amounts(fields, "blinds_or_straddles", scale, n)
    seat = position_seat(n)
    dead_sb = bool(fields.get("_dead_small_blind")) or (n > 2 and blinds[0] > 0 and not any(
        blinds[1:]))
    posts = [ForcedPost(s, "ante", antes[i]) for s in range(n) for i in (seat(s),)
             if antes[i] and sum(1 for a in antes if a) > 1]
    bb_seat = seat(0 if dead_sb else 1)
    for i, amount in enumerate(blinds):
        if amount:
            kind = "big_blind" if (dead_sb and i == 0) or (not dead_sb and i == 1) else (
                "small_blind" if i == 0 else "straddle")
            posts.append(ForcedPost(seat(i), kind, amount))
    lone = [i for i, a in enumerate(antes) if a]
    if len(lone) == 1:
        kind = "big_blind_ante" if seat(lone[0]) == bb_seat else "ante"
        posts.append(ForcedPost(seat(lone[0]), kind, antes[lone[0]]))
    big = blinds[0] if dead_sb else blinds[1]
    out.update(small_blind=0 if dead_sb else blinds[0], big_blind=big or single("min_bet"))
    if len(lone) == 1 and posts[-1].kind == "big_blind_ante" and antes[lone[0]] % n == 0:
        out.update(ante=antes[lone[0]] // n, big_blind_ante=True)
    elif len(lone) == n and len(set(antes)) == 1:
        out["ante"] = antes[0]
    extra = fields.get("_posts")
    out["posts"] = _custom_posts(extra, n) if extra is not None else tuple(posts)
    return out


def _custom_posts(value: object, n: int) -> tuple[ForcedPost, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise PHHFormatError("field '_posts' must be a list of strings like 'p3 live_blind 10'")
    out = []
    for text in value:
        words = text.split()
        if len(words) != 3 or not words[2].isdigit():
            raise PHHFormatError(f"'_posts' entry {text!r} is not like 'p3 live_blind 10'")
        out.append(ForcedPost(_player(words[0], n), words[1], int(words[2])))
    return tuple(out)


def _player(token: str, n: int) -> int:
    if not token.startswith("p") or not token[1:].isdigit() or not 1 <= int(token[1:]) <= n:
        raise PHHFormatError(f"bad player {token!r}: use p1..p{n}")
    return int(token[1:]) - 1


def _cards(text: str) -> list[Card]:
    if len(text) % 2:
        raise PHHFormatError(f"bad cards {text!r}: expected pairs like 'AsKd' or '??'")
    return [None if text[i:i + 2] == "??" else text[i:i + 2] for i in range(0, len(text), 2)]


class _Actions:
    """Collects the dealt cards and player actions of one `actions` list."""

    def __init__(self, spec: GameSpec, n: int, scale: int) -> None:
        self.spec, self.n, self.scale = spec, n, scale
        self.first: dict[int, list[Card]] = {}
        self.later: list[list[Card]] = [[] for _ in range(n)]
        self.board: list[Card] = []
        self.actions: list[RecordedAction] = []
        self.shown: dict[int, tuple[Card, ...]] = {}
        self.mucked: set[int] = set()
        self.pending_draw: dict[int, int] = {}  # seat -> index of its draw awaiting cards

    def add(self, text: str) -> None:
        words = text.split("#")[0].split()
        if not words:
            return
        if words[0] == "d":
            self._deal(text, words)
        else:
            self._act(text, words)

    def _deal(self, text: str, words: list[str]) -> None:
        if len(words) == 3 and words[1] == "db":
            self.board.extend(_cards(words[2]))
            return
        if len(words) != 4 or words[1] != "dh":
            raise PHHFormatError(f"action {text!r} is not understood")
        seat, cards = _player(words[2], self.n), _cards(words[3])
        first = self.first.setdefault(seat, [])
        if not self.actions and not self.board and len(first) < self.spec.hole_count:
            first.extend(cards)  # the first deal, at once or card by card
        elif seat in self.pending_draw:
            index = self.pending_draw.pop(seat)
            draw = self.actions[index]
            self.actions[index] = RecordedAction(seat, draw.kind, 0, draw.discards, tuple(cards),
                                                 draw.source)
        elif self.spec.family == "stud":
            self.later[seat].extend(cards)
        else:
            raise PHHFormatError(f"action {text!r}: no cards are dealt to a player now")

    def _act(self, text: str, words: list[str]) -> None:
        seat = _player(words[0], self.n)
        verb = words[1] if len(words) > 1 else ""
        if verb == "sm":
            if len(words) == 2:
                self.mucked.add(seat)
            elif words[2] != "-":
                self.shown[seat] = tuple(_cards(words[2]))
            return
        kind = _VERBS.get(verb)
        amount = 0
        discards: tuple[Card, ...] = ()
        if kind is ActionKind.RAISE and len(words) == 3:
            amount = _whole(words[2], f"action {text!r}", self.scale)
        elif kind is ActionKind.DRAW and len(words) <= 3:
            discards = tuple(_cards(words[2])) if len(words) == 3 else ()
        elif kind is None or len(words) != 2:
            raise PHHFormatError(f"action {text!r} is not understood")
        if kind is ActionKind.DRAW and discards:
            self.pending_draw[seat] = len(self.actions)
        self.actions.append(RecordedAction(seat, kind, amount, discards, (), text.strip()))

    def holes(self) -> tuple[tuple[Card, ...], ...]:
        count = self.spec.hole_count
        if len(self.first) != self.n or any(len(c) != count for c in self.first.values()):
            raise PHHFormatError(
                f"the hand must start by dealing {count} cards to each of the {self.n} players"
            )
        return tuple(tuple(self.first[s] + self.later[s]) for s in range(self.n))
