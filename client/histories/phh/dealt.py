"""Poker Hand History (PHH, a TOML standard) export, and replay of PHH files.

Player order follows PHH: p1 is the first seat left of the button and the
button is last (heads-up p1 is the big blind); stud players are in seat order.
Antes and blinds are listed by position (small blind first, big blind second),
which heads-up is the reverse of player order. Games without a standard PHH code
use the same naming scheme ("PT", "NO", "PO/8") plus `_game`. The shuffle seed,
when there is one, is the user-defined field ``_seed`` so a hand can be dealt
again exactly; forced posts PHH cannot express go in ``_posts``. Reading is in
`phh_read` (to a `RecordedHand`); replay goes through `recorded_replay`, so every
action is checked by the engine's own rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from client.engine.config import HandConfig
from client.engine.events import Event
from client.engine.forced import standard_posts
from client.engine.games import game_spec
from client.engine.hand import Hand
from client.histories.phh.raise_floor import RaiseFloor, raise_floor
from client.histories.phh.read import (
    GAME_OF_VARIANT,
    STANDARD_VARIANTS,
    VARIANTS,
    PHHFormatError,
    UnsupportedVariantError,
    position_seat,
    read_phh,
    read_phhs,
)
from client.histories.phh.toml import toml_value
from client.histories.recorded.model import ReplayedHand
from client.histories.recorded.replay import replay_recorded

__all__ = [
    "GAME_OF_VARIANT",
    "STANDARD_VARIANTS",
    "VARIANTS",
    "PHHFormatError",
    "ReplayedHand",
    "UnsupportedVariantError",
    "export_phh",
    "player_order",
    "read_phh",
    "read_phhs",
    "replay_phh",
]


def player_order(config: HandConfig) -> list[int]:
    """Engine seat of PHH player k (p1 first), to name or order players as PHH does."""
    n = len(config.stacks)
    if not game_spec(config.game).uses_blinds:
        return list(range(n))
    return [(config.button + 1 + k) % n for k in range(n)]


def replay_phh(text: str) -> ReplayedHand:
    """Play a PHH hand through the engine. PHHFormatError: the file cannot be read;
    IllegalActionError: an action (or the recorded result) breaks the rules, the
    message names it; UndecidableHandError: unknown cards decide it, no result given."""
    rec, fields = read_phh(text)
    return replay_recorded(rec, fields)


def export_phh(hand: Hand | ReplayedHand, extra: Mapping[str, object] | None = None) -> str:
    """The whole hand as PHH text: every card dealt (unknown ones "??"), the seed. A
    `ReplayedHand` exports its result and keeps its file's other fields; `extra` adds
    optional fields such as players, event or table."""
    replayed = hand if isinstance(hand, ReplayedHand) else None
    engine = replayed.hand if replayed else hand
    assert isinstance(engine, Hand)
    cfg = engine.config
    order = player_order(cfg)
    player_of = {seat: k for k, seat in enumerate(order)}
    fields = _stakes(cfg, order)
    events = replayed.events if replayed else engine.events
    floor = raise_floor(cfg.game, cfg.big_blind, dict(enumerate(cfg.stacks)), cfg.small_bet,
                        cfg.big_bet)
    fields["actions"] = _actions(events, player_of, floor)
    if replayed:
        fields["finishing_stacks"] = [replayed.stacks[s] for s in order]
    elif engine.is_over:
        fields["finishing_stacks"] = [engine.result().final_stacks[s] for s in order]
    if cfg.dead_small_blind:
        fields["_dead_small_blind"] = True
    if cfg.seed is not None and not replayed:
        fields["_seed"] = cfg.seed
    if replayed:
        fields.update({k: v for k, v in replayed.fields.items() if k not in fields
                       and k not in _COMPUTED})
    fields.update(extra or {})
    return "".join(f"{key} = {toml_value(value)}\n" for key, value in fields.items())


_COMPUTED = frozenset(("variant", "_game", "antes", "blinds_or_straddles", "bring_in",
                       "small_bet", "big_bet", "min_bet", "starting_stacks", "actions",
                       "finishing_stacks", "_dead_small_blind", "_posts", "winnings"))


def _stakes(cfg: HandConfig, order: list[int]) -> dict[str, object]:
    spec = game_spec(cfg.game)
    player_of = {seat: k for k, seat in enumerate(order)}
    n = len(order)
    fields: dict[str, object] = {"variant": VARIANTS[cfg.game]}
    if VARIANTS[cfg.game] not in STANDARD_VARIANTS:
        fields["_game"] = cfg.game
    posts = cfg.posts if cfg.posts is not None else standard_posts(cfg, spec, n)
    antes = [0] * n
    blinds = [0] * n
    custom = cfg.posts is not None and posts != standard_posts(cfg, spec, n)
    position = position_seat(n)
    for post in posts:
        k = position(player_of[post.seat])
        if post.kind in ("ante", "big_blind_ante"):
            antes[k] = post.amount
        elif post.kind in ("small_blind", "big_blind"):
            blinds[k] = post.amount
    fields["antes"] = antes
    if spec.uses_blinds:
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
    if custom:
        fields["_posts"] = [f"p{player_of[p.seat] + 1} {p.kind} {p.amount}" for p in posts]
    return fields


def _actions(events: Iterable[Event], player_of: Mapping[int, int],
             floor: RaiseFloor | None) -> list[str]:
    """The PHH actions; `floor` (not stud) writes a raise capped below the minimum as the
    minimum raise."""
    out: list[str] = []
    pending: dict[int, list[str]] = {}  # stud: down and up cards of one deal, one token
    draws: list[str] = []  # a draw round lists every discard, then the replacements
    for e in events:
        p = f"p{player_of[e.seat] + 1}" if e.seat is not None else ""
        if e.kind not in ("draw", "reshuffle") and not (
                e.kind == "action" and e.data["kind"] == "draw"):
            out.extend(draws)
            draws.clear()
        cards = e.data.get("cards")
        if floor is not None:
            _follow(floor, e)
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
            out.extend(_action(p, e.data, floor, e.seat))
        elif e.kind == "showdown" and isinstance(cards, list):
            out.append(f"{p} sm {''.join(str(c) for c in cards)}")
        elif e.kind == "muck":
            out.append(f"{p} sm")
    for seat, dealt in pending.items():
        out.append(f"d dh p{player_of[seat] + 1} {''.join(dealt)}")
    out.extend(draws)
    return out


def _follow(floor: RaiseFloor, e: Event) -> None:
    """Keep the stacks and the round's bets for the raise floor (the raises themselves are
    followed as they are written)."""
    index = e.data.get("index")
    if e.kind == "street" and isinstance(index, int) and index:
        floor.new_round(index)
        return
    amount = e.data.get("amount")
    if e.seat is None or not isinstance(amount, int):
        return
    if e.kind == "post":
        floor.post(e.seat, amount, e.data["kind"] in ("small_blind", "big_blind", "live_blind",
                                                     "straddle"))
    elif e.kind == "action" and e.data["kind"] in ("call", "bring_in"):
        floor.put(e.seat, amount)


def _action(p: str, data: Mapping[str, object], floor: RaiseFloor | None,
            seat: int | None) -> list[str]:
    kind = data["kind"]
    if kind == "fold":
        return [f"{p} f"]
    if kind in ("check", "call"):
        return [f"{p} cc"]
    if kind == "bring_in":
        return [f"{p} pb"]
    if kind in ("bet", "raise", "complete"):
        to = data["amount"]
        assert isinstance(to, int)
        if floor is not None and seat is not None:
            to = floor.written(seat, to, bool(data.get("all_in")))
        return [f"{p} cbr {to}"]
    return []
