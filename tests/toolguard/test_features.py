"""Feature rules: hotkeys, in-game statistics and starting-hand charts."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.toolguard import (
    FeatureRuleError,
    Hotkey,
    HotkeyAction,
    HudStat,
    PotSituation,
    SizeBasis,
    StartingHandChart,
    StatSource,
    chart_violations,
    hotkey_violations,
    hud_stat_violations,
    may_show_starting_hand_chart,
    pot_is_unopened,
    validate_chart,
    validate_hotkeys,
    validate_hud,
)
from client.toolguard.features import (
    RULE_CHART_STATIC,
    RULE_CHART_UNOPENED_ONLY,
    RULE_HOTKEY_FIXED_SIZE,
    RULE_HOTKEY_PLAYER_DECIDES,
    RULE_HUD_NO_CARD_SPLIT,
    RULE_HUD_NOT_DYNAMIC,
    RULE_HUD_NUMERIC,
    RULE_HUD_OWN_HANDS,
)

HALF = Fraction(1, 2)
THREE_QUARTERS = Fraction(3, 4)


def test_rule_hotkey_betting_half_the_pot_is_permitted() -> None:
    """A hotkey that bets half the pot only executes the player's decision."""
    keys = [
        Hotkey("F1", HotkeyAction.BET, HALF),
        Hotkey("F2", HotkeyAction.RAISE, Fraction(3), SizeBasis.BIG_BLIND),
        Hotkey("F3", HotkeyAction.FOLD),
        Hotkey("F4", HotkeyAction.CALL),
        Hotkey("F5", HotkeyAction.BET, HALF, random_up_to=HALF),
    ]
    validate_hotkeys(keys)
    assert all(hotkey_violations(k) == [] for k in keys)


def test_rule_hotkey_random_amount_between_half_and_three_quarters_is_prohibited() -> None:
    """Random sizing is prohibited: the player must decide the exact relative size."""
    key = Hotkey("F1", HotkeyAction.BET, HALF, random_up_to=THREE_QUARTERS)
    [violation] = hotkey_violations(key)
    assert violation.rule == RULE_HOTKEY_FIXED_SIZE and violation.field == "random_up_to"
    with pytest.raises(FeatureRuleError, match="random sizing") as info:
        validate_hotkeys([Hotkey("F2", HotkeyAction.CALL), key])
    assert info.value.violations == (violation,)


@settings(max_examples=100)
@given(
    low=st.fractions(min_value=Fraction(1, 10), max_value=5),
    high=st.fractions(min_value=Fraction(1, 10), max_value=5),
)
def test_rule_hotkey_any_size_range_is_random_sizing(low: Fraction, high: Fraction) -> None:
    """Any range of sizes is a randomised amount; only a single fixed fraction passes."""
    violations = hotkey_violations(Hotkey("k", HotkeyAction.RAISE, low, random_up_to=high))
    assert (violations == []) == (low == high)


def test_rule_hotkey_may_not_decide_the_action() -> None:
    """Macros may not reduce the requirement of the player making the decision."""
    [violation] = hotkey_violations(Hotkey("F9", HotkeyAction.CHECK, chooses_action=True))
    assert violation.rule == RULE_HOTKEY_PLAYER_DECIDES


def test_hotkey_sizes_must_fit_the_action() -> None:
    assert [v.field for v in hotkey_violations(Hotkey("a", HotkeyAction.BET))] == ["size"]
    assert hotkey_violations(Hotkey("b", HotkeyAction.RAISE, Fraction(0)))
    assert [v.field for v in hotkey_violations(Hotkey("c", HotkeyAction.FOLD, HALF))] == ["size"]


def test_rule_hud_numeric_stats_from_own_hands_are_permitted() -> None:
    """Numerical statistics from information accumulated through your own play."""
    stats = [HudStat("VPIP"), HudStat("PFR"), HudStat("3Bet")]
    validate_hud(stats)


def test_rule_hud_stats_only_from_own_hands() -> None:
    """In-game statistics may use only information from the player's own play."""
    for source in (StatSource.SHARED_DATABASE, StatSource.MINED_HANDS):
        [violation] = hud_stat_violations(HudStat("VPIP", source=source))
        assert violation.rule == RULE_HUD_OWN_HANDS and source.value in violation.message


def test_rule_hud_stats_not_split_by_card_values() -> None:
    """Statistics displayed in-game may not be split based on card values."""
    [violation] = hud_stat_violations(HudStat("VPIP with suited aces", split_by_cards=True))
    assert violation.rule == RULE_HUD_NO_CARD_SPLIT


def test_rule_hud_stats_do_not_change_with_game_state_or_opponent_tendencies() -> None:
    """Displayed statistics may not change automatically with game state or opponents."""
    stat = HudStat("Fold to c-bet (situational)", varies_with_game_state=True,
                   varies_with_opponent=True)
    violations = hud_stat_violations(stat)
    assert [v.rule for v in violations] == [RULE_HUD_NOT_DYNAMIC, RULE_HUD_NOT_DYNAMIC]
    assert {v.field for v in violations} == {"varies_with_game_state", "varies_with_opponent"}


def test_rule_hud_no_player_labels() -> None:
    """In-game statistics are numerical: no labels or player categories."""
    [violation] = hud_stat_violations(HudStat("fish/reg badge", numeric=False))
    assert violation.rule == RULE_HUD_NUMERIC


def test_validate_hud_lists_every_violation() -> None:
    with pytest.raises(FeatureRuleError) as info:
        validate_hud([HudStat("ok"), HudStat("bad", source=StatSource.MINED_HANDS,
                                               split_by_cards=True)])
    assert len(info.value.violations) == 2


def test_rule_starting_hand_charts_only_for_unopened_pots() -> None:
    """Simple static starting-hand charts are permitted for unopened pots only."""
    validate_chart(StartingHandChart("open-raise", (PotSituation.UNOPENED,)))
    chart = StartingHandChart("vs 3-bet", (PotSituation.UNOPENED, PotSituation.FACING_RERAISE))
    [violation] = chart_violations(chart)
    assert violation.rule == RULE_CHART_UNOPENED_ONLY and "facing_reraise" in violation.message
    with pytest.raises(FeatureRuleError):
        validate_chart(StartingHandChart("empty", ()))


def test_rule_reference_material_is_static_and_not_looked_up_automatically() -> None:
    """Reference material is static and basic; tools may not look up the current hand."""
    chart = StartingHandChart("auto", (PotSituation.UNOPENED,), static=False,
                              looks_up_current_hand=True)
    assert [v.rule for v in chart_violations(chart)] == [RULE_CHART_STATIC, RULE_CHART_STATIC]


@pytest.mark.parametrize(
    ("actions", "unopened"),
    [
        ((), True),
        (("post", "post"), True),
        (("post", "post", "fold", "fold"), True),
        (("post", "post", "call"), False),
        (("post", "post", "fold", "raise"), False),
        (("bring_in", "fold"), True),
        (("bring_in", "complete"), False),
    ],
)
def test_rule_chart_shown_only_while_pot_unopened(
    actions: tuple[str, ...], unopened: bool
) -> None:
    """The client's own chart appears only in an unopened pot in the first betting round."""
    assert pot_is_unopened(actions) is unopened
    assert may_show_starting_hand_chart(True, actions) is unopened
    assert may_show_starting_hand_chart(False, actions) is False
