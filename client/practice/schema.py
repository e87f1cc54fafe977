"""The scenario file schema: the one definition of every key a scenario may hold.

`check_schema` decodes the TOML document into these structs, which forbid unknown keys,
so a misspelled key (``buton = 3``) is an error naming the key and its line instead of
being ignored. What a value means (a known game, a seat's name) is checked afterwards
by `client.practice.scenario`. Every struct forbids keys it does not list. README's
"Scenario files" section shows these structs.
"""

from __future__ import annotations

import re
from datetime import datetime

import msgspec


class ClockFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """[clock]"""

    mode: str = "simulated"  # "simulated" or "real" (GUI practice)
    start: datetime | None = None
    seconds_per_hand: float = 60.0


class SeatFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """[[table.seats]]"""

    stack: int
    name: str | None = None
    player: str | None = None  # "human", "scripted", a bot style or "mixed"


class TableFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """[table]"""

    game: str = "NLHE"
    hands: int | None = None  # default: the number of [[hands]], at least 1
    button: int = 0
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    deck: list[str] | None = None
    currency: str | None = None  # "USD", "EUR", "GBP": chips are cents, the site's rake
    seats: list[SeatFile] = []


class StatePlayerFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """[[tournament.state.players]]: a player still in, by name."""

    name: str
    stack: int
    bounty: str | None = None  # money on their head (knockout events), e.g. "7.50"
    player: str | None = None  # a bot style, "scripted", or (the hero) left out


class TournamentStateFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """[tournament.state]: where the tournament stands when play begins."""

    players: list[StatePlayerFile] = []
    players_left: int | None = None  # default: the players listed
    level: int = 1  # 1-based
    minutes_in_level: float = 0.0
    prizes_awarded: dict[str, str] = {}  # busted players already paid, e.g. { Ann = "9.00" }


class TournamentFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """[tournament]"""

    players: int
    structure: str | dict[str, object] = "sit_and_go"
    bots: str = "mixed"
    hero: str | None = None
    state: TournamentStateFile | None = None


class ExpectFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """[hands.expect]: what the hand must end with, by player name."""

    finishing_stacks: dict[str, int] | None = None
    pots: list[int] | None = None  # main pot first, then side pots
    winners: list[str] | None = None  # everyone who takes chips from a pot
    rake: str | None = None  # money, e.g. "0.62" (tables with a currency)
    bounties: dict[str, str] | None = None  # tournaments: bounty money won in the hand
    payouts: dict[str, str] | None = None  # tournaments: prize money paid after the hand


class HandFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """[[hands]]: one hand's cards and actions, by player name."""

    button: str | None = None
    hole: dict[str, list[str]] = {}  # stud: every card in deal order, up cards included
    board: list[str] = []
    draws: dict[str, list[str]] = {}  # draw games: the replacement cards, in order
    actions: list[str] = []  # "<name> <verb> [amount]"
    expect: ExpectFile | None = None


class ScenarioFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """The whole file: a [table] (with optional [[hands]]) or a [tournament]."""

    name: str = "Scenario"
    description: str = ""
    seed: int = 0
    clock: ClockFile = ClockFile()
    table: TableFile | None = None
    tournament: TournamentFile | None = None
    hands: list[HandFile] = []


_UNKNOWN = re.compile(r"unknown field `([^`]+)`")
_PATH = re.compile(r" - at `\$((?:\.[^.\[`]+|\[[^\]]*\])*)`$")
_STEP = re.compile(r"\.([^.\[]+)|\[([^\]]*)\]")
_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$")


def _section_paths(text: str) -> list[str]:
    """The table path (``.table.seats[1]``) each line of the TOML text is in."""
    counts: dict[str, int] = {}
    current = ""
    paths = []
    for line in text.splitlines():
        found = _HEADER.match(line)
        if found:
            parts = [p.strip().strip('"') for p in found.group(2).split(".")]
            path = ""
            for k, part in enumerate(parts):
                path += f".{part}"
                last = k == len(parts) - 1
                if last and found.group(1) == "[[":
                    counts[path] = counts.get(path, -1) + 1
                if path in counts:
                    path += f"[{counts[path]}]"
            current = path
        paths.append(current)
    return paths


def line_of(text: str, section: str, key: str) -> int | None:
    """The 1-based line where ``key`` is set in ``section`` (a path like ``.table``)."""
    assignment = re.compile(rf'^\s*"?{re.escape(key)}"?\s*=')
    lines = text.splitlines()
    for number, (line, path) in enumerate(zip(lines, _section_paths(text), strict=True), 1):
        if path == section and assignment.match(line):
            return number
    for number, line in enumerate(lines, 1):  # a dotted key or an inline table
        if re.search(rf'(^|[\s{{,.])"?{re.escape(key)}"?\s*=', line):
            return number
    return None


def describe_error(text: str, error: msgspec.ValidationError) -> str:
    """The validation error as "line N: key: what is wrong" (the line when it is found)."""
    message = str(error)
    at = _PATH.search(message)
    path = at.group(1) if at else ""
    what = message[: at.start()] if at else message
    unknown = _UNKNOWN.search(what)
    if unknown:
        key, section = unknown.group(1), path
        shown = f"{section.lstrip('.')}.{key}" if section else key
        what = f"unknown key {shown!r} (misspelled?)"
    else:
        steps = _STEP.findall(path)
        last = next((name for name, index in reversed(steps) if name), "")
        trimmed = path[: path.rfind("." + last)] if last else path  # the key's table
        key, section = last, trimmed
        what = f"{path.lstrip('.') or 'scenario'}: {what[0].lower()}{what[1:]}"
    line = line_of(text, section, key) if key else None
    return f"line {line}: {what}" if line is not None else what


def check_schema(text: str, raw: dict[str, object]) -> ScenarioFile:
    """The parsed TOML ``raw`` as a `ScenarioFile`; ValueError naming the key and line."""
    try:
        return msgspec.convert(raw, ScenarioFile)
    except msgspec.ValidationError as exc:
        raise ValueError(describe_error(text, exc)) from None
