""""Play from here": a replayed hand, up to one of its steps, as a table scenario.

The scenario seats the hand's players with the stacks they started it with, the button
first (the room's first button is seat 1), at the hand's stakes; its one scripted hand
deals every card the replay showed by then (the others come from the seed) and plays
the actions made by then, after which the player (``hero``, the "human" seat) and bots
play on: a what-if from exactly that spot. Games with blinds only (hold'em, Omaha).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from client.engine import game_spec
from client.practice.replay import Step, cards_of, int_of, ints_of
from client.practice.script import VERBS

HIDDEN = "??"


class PlayFromHereError(ValueError):
    """The replay cannot be continued as a scenario (says why)."""


def _toml(value: object) -> str:
    """A TOML value: JSON strings, numbers and lists are TOML too."""
    return json.dumps(value, ensure_ascii=False)


def _start(steps: Sequence[Step]) -> tuple[list[str], Mapping[str, object]]:
    players = next((list(cards_of(s.data.get("players"))) for s in steps
                    if s.kind == "seating"), [])
    started = next((s.data for s in steps if s.kind == "hand_started"), None)
    if started is None or not players:
        raise PlayFromHereError("the replay does not say who started the hand with what")
    return players, started


def scenario_from_steps(steps: Sequence[Step], position: int, hero: str | None,
                        name: str = "Play from here") -> str:
    """The TOML of a table scenario continuing ``steps`` after the first ``position``."""
    players, started = _start(steps)
    game = str(started.get("game", ""))
    if not game_spec(game).uses_blinds:
        raise PlayFromHereError(f"{game}: play from here is for games with blinds")
    stacks = ints_of(started.get("stacks"))
    button = started.get("button")
    first = button if isinstance(button, int) else 0
    order = list(range(first, len(players))) + list(range(first))
    hole: dict[str, list[str]] = {}
    board: list[str] = []
    actions: list[str] = []
    for step in steps[:position]:
        cards = list(cards_of(step.data.get("cards")))
        if step.kind == "deal_hole" and step.who and cards and HIDDEN not in cards:
            hole.setdefault(step.who, []).extend(cards)
        elif step.kind == "deal_board":
            board.extend(cards)
        elif step.kind == "action" and step.who:
            verb = str(step.data.get("kind"))
            if verb not in VERBS:
                raise PlayFromHereError(f"{verb}: not an action a scenario can write")
            amount = f" {step.data.get('amount')}" if verb in ("bet", "raise") else ""
            actions.append(f"{step.who} {verb}{amount}")
    lines = [f"name = {_toml(name)}", "seed = 1", "[table]", f"game = {_toml(game)}",
             "hands = 1", f"small_blind = {int_of(started.get('small_blind'))}",
             f"big_blind = {int_of(started.get('big_blind'))}",
             f"ante = {int_of(started.get('ante'))}"]
    for k in order:
        who = players[k]
        lines += ["[[table.seats]]", f"name = {_toml(who)}", f"stack = {stacks[k]}",
                  f"player = {_toml('human' if who == hero else 'mixed')}"]
    lines += ["[[hands]]", f"button = {_toml(players[first])}",
              f"hole = {{ {', '.join(f'{_toml(p)} = {_toml(c)}' for p, c in hole.items())} }}",
              f"board = {_toml(board)}", f"actions = {_toml(actions)}"]
    return "\n".join(lines) + "\n"
