"""Bot styles by name, "mixed", seeds and names (the API the director and practice use)."""

from __future__ import annotations

import pytest

from client.bots import (
    BOT_STYLES,
    MIXED,
    PLAYING_STYLES,
    Bot,
    UnknownBotStyleError,
    bot_name,
    make_bot,
    make_bots,
    resolve_style,
    seat_seed,
)


def test_every_style_makes_a_bot_of_that_style() -> None:
    assert {"random", "loose-passive", "tight-aggressive", "strong"} <= set(BOT_STYLES)
    for style in BOT_STYLES:
        bot = make_bot(style, 7)
        assert isinstance(bot, Bot)
        assert bot.style == style


def test_mixed_picks_playing_styles_deterministically_from_the_seed() -> None:
    styles = [resolve_style(MIXED, seat_seed(11, i)) for i in range(60)]
    assert set(styles) == set(PLAYING_STYLES)
    assert styles == [make_bot(MIXED, seat_seed(11, i)).style for i in range(60)]
    assert [b.style for b in make_bots(MIXED, 11, 60)] == styles


def test_unknown_style_is_a_clear_error() -> None:
    with pytest.raises(UnknownBotStyleError, match=r"unknown bot style 'wild'.*mixed"):
        make_bot("wild", 1)


def test_bot_names_are_deterministic_and_unique_per_seed() -> None:
    names = [bot_name(5, i) for i in range(1000)]
    assert len(set(names)) == 1000
    assert names == [bot_name(5, i) for i in range(1000)]
    assert names[:10] != [bot_name(6, i) for i in range(10)]
    with pytest.raises(ValueError, match=">= 0"):
        bot_name(5, -1)
