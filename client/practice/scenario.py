"""Scenario files for testers: a table or a tournament described in TOML, validated.

A scenario fixes everything that makes a run reproducible: seats and stacks, the seed
(and optionally the first hand's deck), the stakes or tournament structure, and the
clock. Loading checks every field and raises `ScenarioError` naming the field and what
to write instead; nothing is run until the whole file is valid.

Table scenario (plays ``hands`` hands at one table)::

    name = "Short stack shoves"
    seed = 7
    [clock]
    mode = "simulated"            # or "real" (GUI practice); headless runs simulate
    [table]
    game = "NLHE"                 # a game code, or "HORSE" (8 hands of each game in turn)
    hands = 3
    button = 0                    # hand seat index of the first button
    small_blind = 50
    big_blind = 100
    deck = ["As", "Ad", ...]      # optional: first hand, top card first
    [[table.seats]]
    name = "Hero"
    stack = 1500
    player = "human"              # "human", "scripted" or a bot style (or "mixed")

    [[hands]]                     # optional, any number: hand 1, 2, ... (see script.py)
    button = "Hero"               # a player's name
    hole = { Hero = ["As", "Ad"] }
    board = ["Jc", "8d", "3s", "4h", "9c"]
    actions = ["Hero allin", "Villain call"]
    [hands.expect]
    finishing_stacks = { Hero = 3000 }

Tournament scenario (a practice tournament run by the director)::

    [tournament]
    structure = "sit_and_go"      # a preset name, or an inline structure table
    players = 9
    bots = "mixed"
    hero = "You"                  # optional human entrant
    [tournament.state]            # optional: where play begins (see TournamentStart)
    players_left = 3
    level = 12
    minutes_in_level = 2.5
    prizes_awarded = { Dora = "9.00" }
    [[tournament.state.players]]
    name = "You"
    stack = 40000
    bounty = "7.50"
    [[hands]]                     # a state on one table: its hands, scripted as above
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from pathlib import Path

from client.bots import BOT_STYLES, MIXED
from client.engine import EngineError, Hand, HandConfig, game_spec
from client.engine.rotation import ROTATIONS, MixedRotation
from client.practice.schema import (
    ClockFile,
    ExpectFile,
    HandFile,
    SeatFile,
    TableFile,
    TournamentFile,
    TournamentStateFile,
    check_schema,
    line_of,
)
from client.practice.script import (
    Expectations,
    ScriptedHand,
    check_cards,
    parse_action,
)
from client.room.errors import RoomError
from client.room.ledger import CENT, Currency
from client.room.rake import find_row
from client.room.ring import RingTableSpec
from client.room.table import hand_seed
from client.room.tournament.errors import StructureError
from client.room.tournament.structure import (
    BountyKind,
    Structure,
    load_structure,
    parse_structure,
)

SCENARIO_TABLE = "scenario"  # the table name every scenario's card seeds are derived with
HUMAN = "human"
SCRIPTED = "scripted"  # a seat that acts only as its hands' actions say
DEFAULT_START = datetime(2026, 1, 4, 9, 0, tzinfo=UTC)
MAX_HANDS = 10_000


class ScenarioError(ValueError):
    """A scenario file that cannot be run; the message names the field and the fix."""


class ClockMode(StrEnum):
    """Real time (practice at the GUI) or a simulated clock advanced per hand."""

    REAL = "real"
    SIMULATED = "simulated"


@dataclass(frozen=True)
class ClockSpec:
    """The scenario's clock: its mode, start time and simulated seconds per hand."""

    mode: ClockMode = ClockMode.SIMULATED
    start: datetime = DEFAULT_START
    seconds_per_hand: float = 60.0


@dataclass(frozen=True)
class SeatSpec:
    """One seat of a table scenario: a name, a stack and who plays it."""

    name: str
    stack: int
    player: str  # HUMAN, a bot style or MIXED

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat (headless runs let a bot play it)."""
        return self.player == HUMAN

    @property
    def is_scripted(self) -> bool:
        """Whether the seat acts only as the scripted hands say."""
        return self.player == SCRIPTED


@dataclass(frozen=True)
class TableSetup:
    """A table scenario: game, stakes, seats, first button and optional first deck."""

    game: str
    hands: int
    seats: tuple[SeatSpec, ...]
    button: int = 0
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    deck: tuple[str, ...] | None = None
    currency: str | None = None

    def ring_spec(self, name: str) -> RingTableSpec | None:
        """The table as a ring game of the site (for its rake) when it plays for money."""
        if self.currency is None:
            return None
        fixed = self.rotation is not None or game_spec(self.game).limit == "FL"
        low, high = (self.small_bet, self.big_bet) if fixed else (self.small_blind,
                                                                   self.big_blind)
        stakes = "/".join(f"{(Decimal(c) * CENT).normalize():f}" for c in (low, high))
        return RingTableSpec(id=SCENARIO_TABLE, name=name, game=self.game,
                             currency=Currency(self.currency), stakes=stakes,
                             seats=max(2, len(self.seats)))

    @property
    def rotation(self) -> MixedRotation | None:
        """The mixed-game rotation when ``game`` names one (e.g. HORSE), else None."""
        return MixedRotation.named(self.game) if self.game in ROTATIONS else None

    def game_for(self, hand_no: int) -> str:
        """The game code of hand ``hand_no`` (1-based)."""
        rotation = self.rotation
        return self.game if rotation is None else rotation.game_for(hand_no - 1)


@dataclass(frozen=True)
class PlayerState:
    """One player still in at the start of a tournament scenario's state."""

    name: str
    stack: int
    bounty: Decimal | None = None  # None: the entry's knockout bounty
    player: str | None = None  # a bot style or SCRIPTED; None: the tournament's bots


@dataclass(frozen=True)
class TournamentStart:
    """``[tournament.state]``: who is still in with what, the level and time into it, and
    the prizes busted players were paid so far (the rest of the field busted unpaid)."""

    players: tuple[PlayerState, ...]
    players_left: int
    level: int  # 1-based
    minutes_in_level: float
    prizes_awarded: Mapping[str, Decimal]


@dataclass(frozen=True)
class TournamentSetup:
    """A tournament scenario: the structure, the field size, bot style, the hero and the
    state play begins in."""

    structure: Structure
    players: int
    bots: str = MIXED
    hero: str | None = None
    state: TournamentStart | None = None

    @property
    def names(self) -> tuple[str, ...]:
        """The entrants the scenario names (the hero, the players in, the paid busted)."""
        state = self.state
        named = [] if state is None else [p.name for p in state.players]
        hero = [self.hero] if self.hero and self.hero not in named else []
        return (*hero, *named, *(state.prizes_awarded if state else ()))


@dataclass(frozen=True)
class Scenario:
    """A whole validated scenario: exactly one of ``table`` and ``tournament`` is set."""

    name: str
    description: str
    seed: int
    clock: ClockSpec
    table: TableSetup | None = None
    tournament: TournamentSetup | None = None
    hands: tuple[ScriptedHand, ...] = ()


def _bounded(value: int, where: str, low: int = 0, high: int | None = None) -> int:
    """``value`` if within bounds (the schema already made it a whole number)."""
    if value < low or (high is not None and value > high):
        bound = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise ScenarioError(f"{where}: {value} must be {bound}")
    return value


def _player(value: str, where: str) -> str:
    if value not in (HUMAN, SCRIPTED, MIXED, *BOT_STYLES):
        choices = ", ".join((HUMAN, SCRIPTED, *BOT_STYLES, MIXED))
        raise ScenarioError(f"{where}: unknown player {value!r}; use one of: {choices}")
    return value


def _clock(raw: ClockFile) -> ClockSpec:
    if raw.mode not in tuple(ClockMode):
        raise ScenarioError(f"clock.mode: {raw.mode!r} must be 'real' or 'simulated'")
    start = raw.start or DEFAULT_START
    if start.tzinfo is None:
        start = start.replace(tzinfo=UTC)
    if raw.seconds_per_hand <= 0:
        raise ScenarioError("clock.seconds_per_hand: must be positive")
    return ClockSpec(ClockMode(raw.mode), start, float(raw.seconds_per_hand))


def _seats(raw: Sequence[SeatFile]) -> tuple[SeatSpec, ...]:
    if not raw:
        raise ScenarioError("table.seats: add at least two [[table.seats]] entries")
    seats: list[SeatSpec] = []
    for i, entry in enumerate(raw):
        where = f"table.seats[{i}]."
        stack = _bounded(entry.stack, f"{where}stack", low=1)
        player = _player(entry.player or (HUMAN if i == 0 else MIXED), f"{where}player")
        seats.append(SeatSpec(entry.name or f"Seat {i + 1}", stack, player))
    names = [s.name for s in seats]
    if len(set(names)) != len(names):
        raise ScenarioError("table.seats: every seat needs a different name")
    if sum(s.is_human for s in seats) > 1:
        raise ScenarioError("table.seats: at most one seat can be 'human'")
    return tuple(seats)


def _table(raw: TableFile, scripted_hands: int) -> TableSetup:
    game = raw.game
    games = ROTATIONS.get(game, (game,))
    try:
        most = min(game_spec(g).max_players for g in games)
    except EngineError as exc:
        raise ScenarioError(f"table.game: {exc}; or a rotation: {', '.join(ROTATIONS)}") from None
    seats = _seats(raw.seats)
    if not 2 <= len(seats) <= most:
        raise ScenarioError(f"table.seats: {game} seats 2 to {most} players, not {len(seats)}")
    least = max(1, scripted_hands)
    stakes = {key: _bounded(getattr(raw, key), f"table.{key}") for key in (
        "small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")}
    setup = TableSetup(
        game=game,
        hands=_bounded(least if raw.hands is None else raw.hands, "table.hands", low=least,
                       high=MAX_HANDS),
        seats=seats,
        button=_bounded(raw.button, "table.button", high=len(seats) - 1),
        **stakes,
        deck=tuple(raw.deck) if raw.deck is not None else None,
        currency=_currency(raw.currency),
    )
    for game_code in games:  # the engine checks stakes and deck as it will when dealing
        try:
            Hand(hand_config(setup, game_code, seed=0)).start()
        except EngineError as exc:
            raise ScenarioError(f"table: {game_code}: {exc}") from None
    try:
        spec = setup.ring_spec("check")
    except (RoomError, ValueError) as exc:
        raise ScenarioError(f"table.currency: {exc}") from None
    for game_code in games:
        try:
            if spec is not None:
                find_row(spec.currency, game_code, spec.stakes)
        except RoomError as exc:
            raise ScenarioError(f"table.currency: {exc}") from None
    return setup


def scenario_hand_seed(seed: int, hand_no: int) -> int:
    """The card seed of hand ``hand_no`` (1-based) of a scenario seeded ``seed``: the one
    derivation `qa scenario`, the GUI's practice room and its tests share, so the same
    scenario and seed deal the same cards wherever they run."""
    return hand_seed(seed, SCENARIO_TABLE, hand_no)


def _currency(value: str | None) -> str | None:
    if value is not None and value not in ("USD", "EUR", "GBP"):
        raise ScenarioError(f"table.currency: {value!r} must be USD, EUR or GBP")
    return value


def hand_config(setup: TableSetup, game: str, seed: int) -> HandConfig:
    """The engine configuration of a hand of ``game`` with the scenario's seats and stakes.

    In a rotation, stud games take the ante and bring-in, the others the blinds.
    """
    stud = not game_spec(game).uses_blinds
    mixed = setup.rotation is not None
    return HandConfig(
        game=game, stacks=tuple(s.stack for s in setup.seats), button=setup.button,
        small_blind=0 if mixed and stud else setup.small_blind,
        big_blind=0 if mixed and stud else setup.big_blind,
        ante=setup.ante if stud or not mixed else 0,
        bring_in=setup.bring_in, small_bet=setup.small_bet, big_bet=setup.big_bet,
        seed=seed, deck=setup.deck,
    )


def _tournament(raw: TournamentFile) -> TournamentSetup:
    try:
        if isinstance(raw.structure, str):
            structure = load_structure(raw.structure)
        else:
            structure = parse_structure(raw.structure)
    except StructureError as exc:
        raise ScenarioError(f"tournament.structure: {exc}") from None
    players = _bounded(raw.players, "tournament.players", low=2, high=10_000)
    if 0 < structure.max_players < players:
        raise ScenarioError(f"tournament.players: {structure.name} seats at most "
                            f"{structure.max_players}, not {players}")
    bots = _player(raw.bots, "tournament.bots")
    if bots in (HUMAN, SCRIPTED):
        raise ScenarioError("tournament.bots: must be a bot style; name the human with hero")
    if raw.hero is not None and not raw.hero:
        raise ScenarioError("tournament.hero: must be the human player's name")
    state = None if raw.state is None else _start(raw.state, structure, players, raw.hero)
    return TournamentSetup(structure, players, bots, raw.hero, state)


def _start(raw: TournamentStateFile, structure: Structure, players: int,
           hero: str | None) -> TournamentStart:
    """The validated ``[tournament.state]`` of a field of ``players``."""
    where = "tournament.state."
    listed = []
    for i, entry in enumerate(raw.players):
        at = f"{where}players[{i}]."
        if entry.bounty is not None and structure.bounty_kind not in (
                BountyKind.KNOCKOUT, BountyKind.PROGRESSIVE):
            raise ScenarioError(f"{at}bounty: {structure.name} has no knockout bounties")
        if entry.player is not None and entry.name == hero:
            raise ScenarioError(f"{at}player: {hero} is the hero (a person plays them)")
        style = None if entry.player is None else _player(entry.player, f"{at}player")
        if style in (HUMAN, MIXED):
            raise ScenarioError(f"{at}player: a bot style or 'scripted'; the hero is "
                                "tournament.hero")
        listed.append(PlayerState(
            entry.name, _bounded(entry.stack, f"{at}stack", low=1),
            None if entry.bounty is None else _money(entry.bounty, f"{at}bounty"), style))
    prizes = {name: _money(amount, f"{where}prizes_awarded.{name}")
              for name, amount in raw.prizes_awarded.items()}
    names = [p.name for p in listed]
    if len(set(names)) != len(names) or set(names) & set(prizes) or hero in prizes:
        raise ScenarioError(f"{where}players: every player needs a different name, and a "
                            "player paid in prizes_awarded is out")
    left = _bounded(len(listed) if raw.players_left is None else raw.players_left,
                    f"{where}players_left", low=max(2, len(listed)), high=players)
    busted = players - left
    if len(prizes) > busted:
        raise ScenarioError(f"{where}prizes_awarded: {len(prizes)} players paid but only "
                            f"{busted} are out")
    level = _bounded(raw.level, f"{where}level", low=1, high=len(structure.levels))
    length = structure.levels[level - 1].minutes
    if not 0 <= raw.minutes_in_level < length:
        raise ScenarioError(f"{where}minutes_in_level: {raw.minutes_in_level} must be at "
                            f"least 0 and less than level {level}'s {length:g} minutes")
    return TournamentStart(tuple(listed), left, level, float(raw.minutes_in_level), prizes)


def _known(text: str, index: int, names: Sequence[str], name: str, key: str) -> str:
    """``name`` if a seat has it; else an error naming the line of ``hands[index].key``."""
    if name not in names:
        section = f".hands[{index}]"
        line = line_of(text, section, key) or line_of(text, section + ".expect", key)
        at = f"line {line}: " if line else ""
        raise ScenarioError(f"{at}hands[{index}].{key}: {name!r} is not a seat's name; "
                            f"the seats are {', '.join(names)}")
    return name


def _hands(text: str, hands: Sequence[HandFile], table: TableSetup | None,
           tournament: TournamentSetup | None) -> tuple[ScriptedHand, ...]:
    """The [[hands]] entries, every name a seat's and every card named once."""
    if not hands:
        return ()
    if table is not None:
        if table.deck is not None:
            raise ScenarioError("give the first hand's cards in [[hands]] or table.deck, "
                                "not both")
        names = [s.name for s in table.seats]
    else:
        assert tournament is not None  # a valid scenario has one of the two
        state = tournament.state
        if state is None or state.players_left > tournament.structure.table_size:
            raise ScenarioError("[[hands]] in a tournament script its one table: give a "
                                "[tournament.state] with players_left at most "
                                f"{tournament.structure.table_size}")
        names = [p.name for p in state.players] + (
            [tournament.hero] if tournament.hero else [])
    return tuple(_scripted_hand(text, i, names, entry, tournament is not None)
                 for i, entry in enumerate(hands))


def _money(text: str, where: str) -> Decimal:
    try:
        amount = Decimal(text)
    except InvalidOperation:
        amount = Decimal("NaN")
    if not amount.is_finite() or amount < 0:
        raise ScenarioError(f"{where}: {text!r} is not money like 0.62")
    return amount


def _expectations(known: Callable[[str, str], str], i: int, expect: ExpectFile,
                  tournament: bool) -> Expectations:
    """``[hands.expect]``: rake at money tables, bounties and payouts in tournaments."""
    wrong = ("bounties", "payouts") if not tournament else ("rake",)
    for key in wrong:
        if getattr(expect, key) is not None:
            kind = "tournament" if key != "rake" else "cash table"
            raise ScenarioError(f"hands[{i}].expect.{key}: only in a {kind} scenario")

    def amounts(key: str, given: Mapping[str, str] | None) -> Mapping[str, Decimal] | None:
        return None if given is None else {
            known(n, key): _money(v, f"hands[{i}].expect.{key}.{n}") for n, v in given.items()}

    return Expectations(
        finishing_stacks=None if expect.finishing_stacks is None else {
            known(n, "finishing_stacks"): v for n, v in expect.finishing_stacks.items()},
        pots=None if expect.pots is None else tuple(expect.pots),
        winners=None if expect.winners is None else tuple(
            known(n, "winners") for n in expect.winners),
        rake=None if expect.rake is None else _money(expect.rake, f"hands[{i}].expect.rake"),
        bounties=amounts("bounties", expect.bounties),
        payouts=amounts("payouts", expect.payouts))


def _scripted_hand(text: str, i: int, names: Sequence[str], entry: HandFile,
                   tournament: bool) -> ScriptedHand:
    def known(name: str, key: str) -> str:
        return _known(text, i, names, name, key)

    if tournament and entry.button is not None:
        raise ScenarioError(f"hands[{i}].button: a tournament table moves its own button")

    lines = [next((n for n, line in enumerate(text.splitlines(), 1) if f'"{a}"' in line), None)
             for a in entry.actions]
    expect = entry.expect
    hand = ScriptedHand(
        button=known(entry.button, "button") if entry.button is not None else None,
        hole={known(n, "hole"): tuple(c) for n, c in entry.hole.items()},
        board=tuple(entry.board),
        draws={known(n, "draws"): tuple(c) for n, c in entry.draws.items()},
        actions=tuple(parse_action(a, names, line)
                      for a, line in zip(entry.actions, lines, strict=True)),
        expect=None if expect is None else _expectations(known, i, expect, tournament),
    )
    check_cards(hand, f"hands[{i}]")
    return hand


def with_seed(scenario: Scenario, seed: int) -> Scenario:
    """The scenario dealt from ``seed`` instead of its own (`--seed`); ScenarioError if
    the seed is out of range."""
    if not 0 <= seed < 2**63:
        raise ScenarioError(f"seed: {seed} must be between 0 and {2**63 - 1}")
    return replace(scenario, seed=seed)


def parse_scenario(text: str, source: str = "scenario") -> Scenario:
    """A validated `Scenario` from TOML text; `ScenarioError` (prefixed by ``source``)."""
    try:
        raw = tomllib.loads(text)
        schema = check_schema(text, raw)
        if (schema.table is None) == (schema.tournament is None):
            raise ScenarioError("give exactly one of a [table] or a [tournament] section")
        table = _table(schema.table, len(schema.hands)) if schema.table is not None else None
        tournament = None if schema.tournament is None else _tournament(schema.tournament)
        scenario = Scenario(
            name=schema.name,
            description=schema.description,
            seed=_bounded(schema.seed, "seed", high=2**63 - 1),
            clock=_clock(schema.clock),
            table=table,
            tournament=tournament,
            hands=_hands(text, schema.hands, table, tournament),
        )
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{source}: not valid TOML: {exc}") from None
    except ValueError as exc:  # ScenarioError, ScriptError and the schema's errors
        raise ScenarioError(f"{source}: {exc}") from None
    return scenario


def load_scenario(path: str | Path) -> Scenario:
    """Read and validate a scenario file; `ScenarioError` if missing or invalid."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"{file}: cannot read the scenario ({exc.strerror})") from None
    return parse_scenario(text, str(file))
