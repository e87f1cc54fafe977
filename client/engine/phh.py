"""Poker Hand History (PHH, a TOML standard) export and import.

Player order follows PHH: p1 is the first seat left of the button and the
button is last (heads-up p1 is the big blind); stud players are in seat order.
Antes and blinds are listed by position (small blind first, big blind second),
which heads-up is the reverse of player order. Games without a standard PHH code use the same
naming scheme ("PT", "NO", "PO/8"). The shuffle seed, when there is one, is the
user-defined field ``_seed`` so a hand can be dealt again exactly.

Import turns the dealt cards into a fixed deck in the order this engine deals
(hole cards seat by seat, then every later card in file order; unknown cards
"??" become unused cards) and replays every player action through the rules.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from client.engine.actions import Action, ActionKind
from client.engine.cards import CARD_STR, split_cards
from client.engine.config import HandConfig
from client.engine.errors import EngineError, IllegalActionError
from client.engine.games import game_spec
from client.engine.hand import Hand

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
}
GAME_OF_VARIANT = {v: k for k, v in VARIANTS.items()}


class PHHFormatError(EngineError):
    """The file is not a PHH hand this engine can read (bad TOML, fields or variant)."""


def player_order(config: HandConfig) -> list[int]:
    """Engine seat of PHH player k (p1 first), to name or order players as PHH does."""
    n = len(config.stacks)
    if not game_spec(config.game).uses_blinds:
        return list(range(n))
    return [(config.button + 1 + k) % n for k in range(n)]


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        escaped = value.replace("\\", "\\\\").replace('"', '\\"')
        return f'"{escaped}"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise EngineError(f"cannot write {value!r} to TOML")


def export_phh(hand: Hand, extra: Mapping[str, object] | None = None) -> str:
    """The whole hand (every card dealt, the seed) as PHH text. `extra` adds optional
    fields such as players, event or table."""
    cfg = hand.config
    spec = game_spec(cfg.game)
    order = player_order(cfg)
    player_of = {seat: k for k, seat in enumerate(order)}
    n = len(order)
    fields: dict[str, object] = {"variant": VARIANTS[cfg.game]}
    if cfg.game not in ("NLHE", "FLHE", "PLO", "FLO8", "STUD", "STUD8", "RAZZ", "27TD"):
        fields["_game"] = cfg.game
    antes = [0] * n
    if cfg.big_blind_ante:
        antes[0 if cfg.dead_small_blind else 1] = cfg.ante * n  # the big blind's entry
    elif cfg.ante:
        antes = [cfg.ante] * n
    fields["antes"] = antes
    if spec.uses_blinds:
        blinds = [0] * n
        if cfg.dead_small_blind:
            blinds[0] = cfg.big_blind
        else:
            blinds[0], blinds[1] = cfg.small_blind, cfg.big_blind
        fields["blinds_or_straddles"] = blinds
    else:
        fields["bring_in"] = cfg.bring_in
    if spec.limit == "FL":
        small = cfg.small_bet or cfg.big_blind
        fields["small_bet"] = small
        fields["big_bet"] = cfg.big_bet or 2 * small
    else:
        fields["min_bet"] = cfg.big_blind
    fields["starting_stacks"] = [cfg.stacks[s] for s in order]
    fields["actions"] = _actions(hand, player_of)
    if hand.is_over:
        fields["finishing_stacks"] = [hand.result().final_stacks[s] for s in order]
    if cfg.seed is not None:
        fields["_seed"] = cfg.seed
    if cfg.dead_small_blind:
        fields["_dead_small_blind"] = True
    fields.update(extra or {})
    return "".join(f"{key} = {_toml_value(value)}\n" for key, value in fields.items())


def _actions(hand: Hand, player_of: Mapping[int, int]) -> list[str]:
    out: list[str] = []
    pending: dict[int, list[str]] = {}  # stud: down and up cards of one deal, one token
    draws: list[str] = []  # a draw round lists every discard, then the replacements
    for e in hand.events:
        p = f"p{player_of[e.seat] + 1}" if e.seat is not None else ""
        if e.kind != "draw" and not (e.kind == "action" and e.data["kind"] == "draw"):
            out.extend(draws)
            draws.clear()
        cards = e.data.get("cards")
        if e.kind in ("deal_hole", "deal_up") and isinstance(cards, list):
            assert e.seat is not None
            pending.setdefault(e.seat, []).extend(str(c) for c in cards)
            continue
        for seat, dealt in pending.items():
            out.append(f"d dh p{player_of[seat] + 1} {''.join(dealt)}")
        pending.clear()
        if e.kind == "deal_board" and isinstance(cards, list):
            out.append("d db " + "".join(str(c) for c in cards))
        elif e.kind == "draw":
            thrown = e.data["discarded"]
            received = e.data["received"]
            assert isinstance(thrown, list) and isinstance(received, list)
            out.append(f"{p} sd {''.join(thrown)}".rstrip())
            if received:
                draws.append(f"d dh {p} {''.join(received)}")
        elif e.kind == "action":
            kind = e.data["kind"]
            if kind == "fold":
                out.append(f"{p} f")
            elif kind in ("check", "call"):
                out.append(f"{p} cc")
            elif kind == "bring_in":
                out.append(f"{p} pb")
            elif kind in ("bet", "raise", "complete"):
                out.append(f"{p} cbr {e.data['amount']}")
        elif e.kind == "showdown" and isinstance(cards, list):
            out.append(f"{p} sm {''.join(str(c) for c in cards)}")
        elif e.kind == "muck":
            out.append(f"{p} sm -")
    for seat, dealt in pending.items():
        out.append(f"d dh p{player_of[seat] + 1} {''.join(dealt)}")
    out.extend(draws)
    return out


@dataclass(frozen=True, slots=True)
class ReplayedHand:
    """A PHH hand played through the engine; `order[k]` is the engine seat of player k."""

    hand: Hand
    order: tuple[int, ...]
    fields: Mapping[str, object]

    def finishing_stacks(self) -> list[int]:
        """Final stacks in PHH player order."""
        final = self.hand.result().final_stacks
        return [final[s] for s in self.order]

    def pots(self) -> list[dict[str, object]]:
        """Pots with players as PHH indices (0-based) for JSON output."""
        player_of = {seat: k for k, seat in enumerate(self.order)}
        return [
            {
                "amount": pot.amount,
                "eligible": [player_of[s] for s in pot.eligible],
                "hi_winners": [player_of[s] for s in pot.hi_winners],
                "lo_winners": [player_of[s] for s in pot.lo_winners],
                "shares": {str(player_of[s]): c for s, c in sorted(pot.shares.items())},
            }
            for pot in self.hand.result().pots
        ]


def _int_list(fields: Mapping[str, object], key: str, n: int | None = None) -> list[int]:
    value = fields.get(key)
    if not isinstance(value, list) or not all(isinstance(v, int) for v in value):
        raise PHHFormatError(f"field {key!r} must be a list of integers")
    if n is not None and len(value) != n:
        raise PHHFormatError(f"field {key!r} must have one entry per player ({n})")
    return [int(v) for v in value]


def _int(fields: Mapping[str, object], key: str, default: int | None = None) -> int:
    value = fields.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise PHHFormatError(f"field {key!r} must be an integer")
    return value


def parse_phh(text: str) -> tuple[HandConfig, list[str], dict[str, object]]:
    """The config (with a fixed deck), the player actions and the raw fields."""
    try:
        fields: dict[str, object] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PHHFormatError(f"not valid TOML: {exc}") from exc
    variant = fields.get("variant")
    game = fields.get("_game") or GAME_OF_VARIANT.get(str(variant))
    if not isinstance(game, str) or game not in VARIANTS:
        raise PHHFormatError(
            f"unsupported variant {variant!r}: use one of {sorted(GAME_OF_VARIANT)}"
        )
    spec = game_spec(game)
    stacks = _int_list(fields, "starting_stacks")
    n = len(stacks)
    actions = fields.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise PHHFormatError("field 'actions' must be a list of strings")
    antes = _int_list(fields, "antes", n) if "antes" in fields else [0] * n
    kwargs: dict[str, int | bool] = {}
    bb_index = 1
    if spec.uses_blinds:
        blinds = _int_list(fields, "blinds_or_straddles", n)
        dead_sb = bool(fields.get("_dead_small_blind")) or (n > 2 and blinds[0] and not any(
            blinds[1:]))
        if dead_sb:
            kwargs.update(small_blind=0, big_blind=blinds[0], dead_small_blind=True)
            bb_index = 0
        else:
            if any(blinds[2:]):
                raise PHHFormatError("straddles are not played on this site")
            kwargs.update(small_blind=blinds[0], big_blind=blinds[1])
    else:
        kwargs["bring_in"] = _int(fields, "bring_in")
    positive = [a for a in antes if a]
    if len(positive) == 1 and spec.uses_blinds and antes[bb_index] and not antes[bb_index] % n:
        kwargs.update(ante=antes[bb_index] // n, big_blind_ante=True)
    elif positive:
        if len(set(positive)) != 1 or len(positive) != n:
            raise PHHFormatError("antes must be equal for everyone (or one big-blind ante)")
        kwargs["ante"] = positive[0]
    if spec.limit == "FL":
        kwargs.update(small_bet=_int(fields, "small_bet"), big_bet=_int(fields, "big_bet"))
    seed = fields.get("_seed")
    deck, player_actions = _deck_and_actions([str(a) for a in actions], n, spec.hole_count)
    config = HandConfig(
        game=game,
        stacks=tuple(stacks),
        button=n - 1 if spec.uses_blinds else 0,
        seed=seed if isinstance(seed, int) else 0,
        deck=deck,
        **kwargs,  # type: ignore[arg-type]
    )
    return config, player_actions, fields


def _deck_and_actions(actions: Sequence[str], n: int, hole_count: int) -> tuple[
    tuple[str, ...], list[str]
]:
    first: dict[int, list[int | None]] = {}
    later: list[int | None] = []
    players: list[str] = []
    shown: dict[int, list[int | None]] = {}
    for text in actions:
        parts = text.split()
        if len(parts) >= 3 and parts[0] == "d" and parts[1] in ("dh", "db"):
            cards = _cards(parts[-1])
            if parts[1] == "dh":
                k = _player(parts[2], n)
                if k not in first and not players and not later:
                    first[k] = cards
                    continue
            later.extend(cards)
        elif parts and parts[0] != "d":
            players.append(text)
            if len(parts) == 3 and parts[1] == "sm" and parts[2] != "-":
                shown[_player(parts[0], n)] = _cards(parts[2])
    if len(first) != n or any(len(c) != hole_count for c in first.values()):
        raise PHHFormatError(
            f"the hand must start by dealing {hole_count} cards to each of the {n} players"
        )
    for k, cards in shown.items():  # hole cards unknown when dealt but shown later
        first[k] = [
            shown_card if card is None and shown_card is not None else card
            for card, shown_card in zip(first[k], cards, strict=False)
        ] + first[k][len(cards):]
    dealt = [c for k in range(n) for c in first[k]] + later
    known = {c for c in dealt if c is not None}
    spare = iter(c for c in range(52) if c not in known)
    deck = tuple(CARD_STR[c if c is not None else next(spare)] for c in dealt)
    return deck, players


def _cards(text: str) -> list[int | None]:
    out: list[int | None] = []
    for i in range(0, len(text), 2):
        chunk = text[i : i + 2]
        out.append(None if chunk == "??" else split_cards(chunk)[0])
    return out


def _player(token: str, n: int) -> int:
    if not token.startswith("p") or not token[1:].isdigit() or not 1 <= int(token[1:]) <= n:
        raise PHHFormatError(f"bad player {token!r}: use p1..p{n}")
    return int(token[1:]) - 1


def replay_phh(text: str) -> ReplayedHand:
    """Play a PHH hand through the engine. PHHFormatError: the file cannot be read;
    IllegalActionError: an action breaks the rules (the message names it)."""
    config, actions, fields = parse_phh(text)
    n = len(config.stacks)
    hand = Hand(config)
    hand.start()
    for number, text_action in enumerate(actions, 1):
        parts = text_action.split()
        seat = _player(parts[0], n)
        if len(parts) < 2:
            raise PHHFormatError(f"action {number} {text_action!r} has no verb")
        verb = parts[1]
        if verb == "sm":
            continue  # showdown is dealt with by the rules
        if hand.is_over:
            raise IllegalActionError(f"action {number} {text_action!r}: the hand is already over")
        legal_kinds = hand.legal().kinds if hand.to_act == seat else frozenset()
        if verb == "f":
            action = Action(ActionKind.FOLD)
        elif verb == "cc":
            check = ActionKind.CHECK in legal_kinds
            action = Action(ActionKind.CHECK if check else ActionKind.CALL)
        elif verb == "pb":
            action = Action(ActionKind.BRING_IN)
        elif verb == "cbr" and len(parts) == 3 and parts[2].isdigit():
            kind = next(
                (k for k in (ActionKind.COMPLETE, ActionKind.BET) if k in legal_kinds),
                ActionKind.RAISE,
            )
            action = Action(kind, int(parts[2]))
        elif verb == "sd":
            thrown = split_cards(parts[2]) if len(parts) > 2 else []
            action = Action(ActionKind.DRAW, discards=tuple(CARD_STR[c] for c in thrown))
        else:
            raise PHHFormatError(f"action {number} {text_action!r} is not understood")
        try:
            hand.act(seat, action)
        except IllegalActionError as exc:
            raise IllegalActionError(f"action {number} {text_action!r}: {exc}") from exc
    if not hand.is_over:
        raise IllegalActionError(
            f"the actions end before the hand does: p{(hand.to_act or 0) + 1} is still to act"
        )
    return ReplayedHand(hand, tuple(range(n)), fields)
