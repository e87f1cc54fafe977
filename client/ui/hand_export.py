"""PokerStars text and PHH for the player's own hands, produced by the engine.

From the events the player saw, a PHH file is written (other players' unseen cards as
"??"), replayed through the engine (`client.engine.phh.replay_phh`), and only if the
replay pays every pot exactly as the room did is the engine's PokerStars exporter used
(`client.engine.pokerstars.export_pokerstars`, hero's view). Anything the engine cannot
reproduce (dead small blinds, big-blind antes, stud and draw games, a mucked hand whose
unseen cards would change the result) gets no engine export: the viewer keeps its log.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from client.engine.errors import EngineError
from client.engine.games import game_spec
from client.engine.phh import STANDARD_VARIANTS, VARIANTS, replay_phh
from client.engine.pokerstars import export_pokerstars
from client.protocol.messages import TableEvent


@dataclass(frozen=True)
class EngineExport:
    """A hand in both formats, checked by replaying it through the engine."""

    phh: str
    pokerstars: str


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    raise TypeError(f"cannot write {value!r} as TOML")


def _find(events: Sequence[TableEvent], kind: str) -> TableEvent | None:
    return next((e for e in events if e.kind == kind), None)


def _ints(value: object) -> list[int]:
    return [v for v in value if isinstance(v, int)] if isinstance(value, list) else []


def _amount(value: object) -> int:
    return value if isinstance(value, int) else 0


def _cards(value: object) -> str:
    return "".join(str(c) for c in value) if isinstance(value, list) else ""


def phh_from_events(events: Sequence[TableEvent], hero_seat: int
                    ) -> tuple[str, list[int]] | None:
    """PHH text of a hand from the hero's events and the table seat of each PHH player;
    None when the hand is outside what this can rebuild."""
    seating, started = _find(events, "seating"), _find(events, "hand_started")
    if seating is None or started is None:
        return None
    table_seats = _ints(seating.data.get("seats"))
    stacks = _ints(started.data.get("stacks"))
    game = str(started.data.get("game", ""))
    button = started.data.get("button")
    if game not in VARIANTS or not isinstance(button, int) or len(stacks) != len(table_seats):
        return None
    spec = game_spec(game)
    if not spec.uses_blinds or spec.family == "draw":
        return None
    posts = [str(e.data.get("kind")) for e in events if e.kind == "post"]
    small, big = (int(started.data.get(k) or 0) for k in ("small_blind", "big_blind"))
    ante = int(started.data.get("ante") or 0)
    if "big_blind_ante" in posts or (small and "small_blind" not in posts):
        return None
    n = len(stacks)
    order = [(button + 1 + k) % n for k in range(n)]
    engine_of = {seat: i for i, seat in enumerate(table_seats)}
    player_of = {engine: k for k, engine in enumerate(order)}
    hero_engine = engine_of.get(hero_seat)
    if hero_engine is None:
        return None

    def player(seat: int | None) -> str:
        return f"p{player_of[engine_of[seat]] + 1}" if seat in engine_of else ""

    actions: list[str] = []
    for event in events:
        if event.kind == "deal_hole" and event.seat == hero_seat:
            mine = _cards(event.data.get("cards"))
            for k, engine in enumerate(order):
                cards = mine if engine == hero_engine else "??" * (len(mine) // 2)
                actions.append(f"d dh p{k + 1} {cards}")
        elif event.kind == "deal_board":
            actions.append("d db " + _cards(event.data.get("cards")))
        elif event.kind == "action":
            kind = str(event.data.get("kind"))
            if kind == "fold":
                actions.append(f"{player(event.seat)} f")
            elif kind in ("check", "call"):
                actions.append(f"{player(event.seat)} cc")
            elif kind in ("bet", "raise"):
                actions.append(f"{player(event.seat)} cbr {event.data.get('amount')}")
            else:
                return None
        elif event.kind == "showdown":
            actions.append(f"{player(event.seat)} sm {_cards(event.data.get('cards'))}")
    fields: dict[str, object] = {"variant": VARIANTS[game]}
    if VARIANTS[game] not in STANDARD_VARIANTS:  # the engine's list: N2L1D is standard
        fields["_game"] = game
    fields["antes"] = [ante] * n
    blinds = [0] * n
    blinds[0], blinds[1] = small, big
    fields["blinds_or_straddles"] = blinds
    if spec.limit == "FL":
        fields["small_bet"], fields["big_bet"] = big, 2 * big
    else:
        fields["min_bet"] = big
    fields["starting_stacks"] = [stacks[e] for e in order]
    fields["actions"] = actions
    text = "".join(f"{key} = {_toml(value)}\n" for key, value in fields.items())
    return text, [table_seats[e] for e in order]


def engine_export(events: Sequence[TableEvent], hero_seat: int, names: dict[int, str],
                  table: str, started: datetime, hand_number: int,
                  max_seats: int = 9) -> EngineExport | None:
    """Both formats for one of the hero's hands, or None if the engine cannot reproduce it
    exactly as the room played it (then the plain log is all there is)."""
    built = phh_from_events(events, hero_seat)
    if built is None:
        return None
    text, seats = built
    try:
        replayed = replay_phh(text)
    except EngineError:
        return None
    engine_of = {seat: i for i, seat in enumerate(seats)}
    room_awards = sorted((engine_of[e.seat], _amount(e.data.get("amount")))
                         for e in events if e.kind == "pot_awarded" and e.seat in engine_of)
    replay_awards = sorted((e.seat, _amount(e.data.get("amount")))
                           for e in replayed.hand.events if e.kind == "pot_awarded")
    if room_awards != replay_awards:
        return None
    stars = export_pokerstars(
        replayed.hand, hand_id=hand_number, table=table,
        names=[names.get(s, f"Seat {s}") for s in seats], started=started,
        hero=engine_of[hero_seat], seats=seats, max_seats=max_seats)
    return EngineExport(phh=text, pokerstars=stars)
