"""The adaptive style reads how often its opponent bets and shifts its defence (issue 26)."""

from __future__ import annotations

from client.bots import PLAYING_STYLES, make_bot
from client.bots.adaptive import WINDOW, AdaptiveBot
from client.engine import Action, ActionKind, Hand, SeatView
from tests.bots.helpers import config

_BOARD = ("Kd", "8s", "3h", "5c", "Jd")


def _flop(cards: tuple[str, str], bet: int) -> SeatView:
    """Limped heads-up pot; the big blind checks (bet 0) or bets ``bet`` into the button."""
    hand = Hand(config("NLHE", [400, 400], 0, 1, ("9c", "2d", *cards, *_BOARD)))
    hand.start()
    hand.act(0, Action(ActionKind.CALL))
    hand.act(1, Action(ActionKind.CHECK))
    hand.act(1, Action(ActionKind.BET, bet) if bet else Action(ActionKind.CHECK))
    return hand.view(0)


def test_adaptive_bot_calls_wider_against_a_player_who_always_bets_and_reads_a_switch() -> None:
    facing = _flop(("Ah", "4c"), 6)  # ace high against a bet of 1.5 pots
    bot = make_bot("adaptive", 1)
    assert isinstance(bot, AdaptiveBot)
    assert bot.decide(facing).kind is ActionKind.FOLD  # a first bet: read as balanced
    for _ in range(WINDOW):
        bot.decide(facing)  # the opponent bets every flop
    assert bot.aggression() > 0.9
    assert bot.decide(facing).kind is ActionKind.CALL
    checked = _flop(("Ah", "4c"), 0)
    for _ in range(WINDOW):
        bot.decide(checked)  # the opponent switches to checking
    assert bot.aggression() < 0.1
    assert bot.decide(facing).kind is ActionKind.FOLD
    assert make_bot("strong", 1).decide(facing).kind is ActionKind.FOLD


def test_mixed_never_seats_the_adaptive_style() -> None:
    """Its hands depend on the session, not only on seeds: never a "mixed" pick."""
    assert "adaptive" not in PLAYING_STYLES
