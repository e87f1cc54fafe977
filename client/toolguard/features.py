"""Feature rules of the tools policy, for the client's own features and for compliant tools.

The policy allows some features only in a restricted form:

- hotkeys and macros merely carry out the player's decision: a fixed action at a fixed
  relative size (half the pot: fine; a random amount between half and three quarters: not);
- in-game statistics are numbers from hands the player played, not split by card values and
  not switching automatically with the game state or the opponents' tendencies;
- starting-hand charts are static, basic, for unopened pots only, and are not looked up
  automatically for the player's current hand.

Each ``*_violations`` function returns what is wrong (empty when compliant); each
``validate_*`` raises ``FeatureRuleError`` listing every violation.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from client.toolguard.errors import FeatureRuleError

RULE_HOTKEY_PLAYER_DECIDES = "TTS-FEATURE-HOTKEY-PLAYER-DECIDES"
RULE_HOTKEY_FIXED_SIZE = "TTS-FEATURE-HOTKEY-FIXED-SIZE"
RULE_HUD_OWN_HANDS = "TTS-FEATURE-HUD-OWN-HANDS"
RULE_HUD_NUMERIC = "TTS-FEATURE-HUD-NUMERIC"
RULE_HUD_NO_CARD_SPLIT = "TTS-FEATURE-HUD-NO-CARD-SPLIT"
RULE_HUD_NOT_DYNAMIC = "TTS-FEATURE-HUD-NOT-DYNAMIC"
RULE_CHART_UNOPENED_ONLY = "TTS-FEATURE-CHART-UNOPENED-ONLY"
RULE_CHART_STATIC = "TTS-FEATURE-CHART-STATIC"


@dataclass(frozen=True)
class Violation:
    """One broken feature rule: the rule id, the offending field and how to comply."""

    rule: str
    subject: str
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.subject}: {self.field}: {self.message} [{self.rule}]"


def _raise_if_any(violations: list[Violation]) -> None:
    if violations:
        raise FeatureRuleError("; ".join(str(v) for v in violations), violations)


# --------------------------------------------------------------------------- hotkeys


class HotkeyAction(StrEnum):
    """The one action a hotkey performs."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all_in"


class SizeBasis(StrEnum):
    """What a hotkey's relative size is a fraction of."""

    POT = "pot"
    BIG_BLIND = "big_blind"
    STACK = "stack"


_SIZED = {HotkeyAction.BET, HotkeyAction.RAISE}


@dataclass(frozen=True)
class Hotkey:
    """A hotkey binding: one key, one action, and for bets/raises one relative size.

    ``random_up_to`` set above ``size`` describes a randomised amount (prohibited);
    ``chooses_action`` describes a key whose action depends on the game state (prohibited:
    the player must make the decision).
    """

    key: str
    action: HotkeyAction
    size: Fraction | None = None
    basis: SizeBasis = SizeBasis.POT
    random_up_to: Fraction | None = None
    chooses_action: bool = False


def hotkey_violations(hotkey: Hotkey) -> list[Violation]:
    """What about this hotkey breaks the policy (empty when it only executes a decision)."""
    subject = f"hotkey {hotkey.key!r}"
    found: list[Violation] = []
    if hotkey.chooses_action:
        found.append(Violation(
            RULE_HOTKEY_PLAYER_DECIDES, subject, "chooses_action",
            "a hotkey may not pick the action from the game state; bind one fixed action",
        ))
    if hotkey.action in _SIZED:
        if hotkey.size is None or hotkey.size <= 0:
            found.append(Violation(
                RULE_HOTKEY_FIXED_SIZE, subject, "size",
                f"a {hotkey.action.value} hotkey needs one fixed positive size "
                f"(a fraction of the {hotkey.basis.value}), got {hotkey.size!r}",
            ))
        if hotkey.random_up_to is not None and hotkey.random_up_to != hotkey.size:
            found.append(Violation(
                RULE_HOTKEY_FIXED_SIZE, subject, "random_up_to",
                f"random sizing between {hotkey.size} and {hotkey.random_up_to} of the "
                f"{hotkey.basis.value} is prohibited; choose one fixed fraction",
            ))
    elif hotkey.size is not None or hotkey.random_up_to is not None:
        found.append(Violation(
            RULE_HOTKEY_FIXED_SIZE, subject, "size",
            f"a {hotkey.action.value} hotkey takes no size; remove it",
        ))
    return found


def validate_hotkeys(hotkeys: Iterable[Hotkey]) -> None:
    """Raise ``FeatureRuleError`` listing every violation in a hotkey configuration."""
    _raise_if_any([v for h in hotkeys for v in hotkey_violations(h)])


# --------------------------------------------------------------------------- HUD statistics


class StatSource(StrEnum):
    """Where a statistic's hands come from."""

    OWN_HANDS = "own_hands"  # hands the player was dealt into or watched while seated
    SHARED_DATABASE = "shared_database"  # profiles built by others, bought or shared
    MINED_HANDS = "mined_hands"  # hands from tables the player was not at


@dataclass(frozen=True)
class HudStat:
    """The specification of one statistic shown in-game."""

    name: str
    source: StatSource = StatSource.OWN_HANDS
    numeric: bool = True
    split_by_cards: bool = False
    varies_with_game_state: bool = False
    varies_with_opponent: bool = False


def hud_stat_violations(stat: HudStat) -> list[Violation]:
    """What about this in-game statistic breaks the policy (empty when compliant)."""
    subject = f"HUD stat {stat.name!r}"
    found: list[Violation] = []
    if stat.source is not StatSource.OWN_HANDS:
        found.append(Violation(
            RULE_HUD_OWN_HANDS, subject, "source",
            f"in-game statistics may use only hands from your own play, not {stat.source.value}",
        ))
    if not stat.numeric:
        found.append(Violation(
            RULE_HUD_NUMERIC, subject, "numeric",
            "in-game statistics must be numbers, not labels or player categories",
        ))
    if stat.split_by_cards:
        found.append(Violation(
            RULE_HUD_NO_CARD_SPLIT, subject, "split_by_cards",
            "in-game statistics may not be split by card values",
        ))
    if stat.varies_with_game_state:
        found.append(Violation(
            RULE_HUD_NOT_DYNAMIC, subject, "varies_with_game_state",
            "displayed statistics may not change automatically with the game state",
        ))
    if stat.varies_with_opponent:
        found.append(Violation(
            RULE_HUD_NOT_DYNAMIC, subject, "varies_with_opponent",
            "displayed statistics may not change automatically with opponent tendencies",
        ))
    return found


def validate_hud(stats: Iterable[HudStat]) -> None:
    """Raise ``FeatureRuleError`` listing every violation in a HUD layout."""
    _raise_if_any([v for s in stats for v in hud_stat_violations(s)])


# --------------------------------------------------------------------------- starting-hand charts


class PotSituation(StrEnum):
    """The pre-flop situation a chart gives advice for."""

    UNOPENED = "unopened"
    FACING_LIMP = "facing_limp"
    FACING_RAISE = "facing_raise"
    FACING_RERAISE = "facing_reraise"


@dataclass(frozen=True)
class StartingHandChart:
    """A reference chart: which situations it covers and whether it is static reference."""

    name: str
    situations: tuple[PotSituation, ...]
    static: bool = True
    looks_up_current_hand: bool = False


def chart_violations(chart: StartingHandChart) -> list[Violation]:
    """What about this chart breaks the policy (empty when it is basic static reference)."""
    subject = f"chart {chart.name!r}"
    found: list[Violation] = []
    beyond = [s.value for s in chart.situations if s is not PotSituation.UNOPENED]
    if beyond or not chart.situations:
        found.append(Violation(
            RULE_CHART_UNOPENED_ONLY, subject, "situations",
            "starting-hand charts may cover unopened pots only"
            + (f"; remove {', '.join(beyond)}" if beyond else ""),
        ))
    if not chart.static:
        found.append(Violation(
            RULE_CHART_STATIC, subject, "static",
            "reference material must be static and basic, not change with the game",
        ))
    if chart.looks_up_current_hand:
        found.append(Violation(
            RULE_CHART_STATIC, subject, "looks_up_current_hand",
            "the chart may not find or highlight the current hand for the player",
        ))
    return found


def validate_chart(chart: StartingHandChart) -> None:
    """Raise ``FeatureRuleError`` listing every violation of a starting-hand chart."""
    _raise_if_any(chart_violations(chart))


#: Actions that do not open a pot: forced bets and folds.
_NOT_OPENING = frozenset({"post", "fold", "bring_in"})


def pot_is_unopened(first_round_actions: Iterable[str]) -> bool:
    """True when nobody has voluntarily put chips in yet this first betting round.

    ``first_round_actions`` are the action kinds so far (engine ``ActionKind`` values, plus
    "post" for blinds and antes). A limp ("call") or any bet opens the pot.
    """
    return all(kind in _NOT_OPENING for kind in first_round_actions)


def may_show_starting_hand_chart(first_round: bool, actions_so_far: Iterable[str]) -> bool:
    """Whether the client may show its starting-hand chart now: first round, unopened pot."""
    return first_round and pot_is_unopened(actions_so_far)
