"""Bot styles by name: `make_bot`, the list of styles and the "mixed" choice.

The director, practice sessions and QA commands name styles as strings (CLI
``--bots STYLE``, scenario files); this module is the one place that maps a name to a
bot class. ``"mixed"`` picks a playing style per seat from the seed, so a table of mixed
bots is the same table every time the same seeds are used.
"""

from __future__ import annotations

from collections.abc import Callable

from client.bots.adaptive import AdaptiveBot
from client.bots.protocol import Bot
from client.bots.seeds import derive_seed
from client.bots.styles import LoosePassiveBot, RandomBot, StrongBot, TightAggressiveBot
from client.bots.tournament import SituationSource

MIXED = "mixed"
"""Not a style itself: each bot gets one of `PLAYING_STYLES`, chosen from its seed."""

_FACTORIES: dict[str, Callable[[int, SituationSource | None], Bot]] = {
    "random": RandomBot,
    "loose-passive": LoosePassiveBot,
    "tight-aggressive": TightAggressiveBot,
    "strong": StrongBot,
    "adaptive": AdaptiveBot,
}
BOT_STYLES: tuple[str, ...] = tuple(_FACTORIES)
"""Every style `make_bot` knows (``"mixed"`` is accepted too, see `resolve_style`)."""

PLAYING_STYLES: tuple[str, ...] = ("loose-passive", "tight-aggressive", "strong")
"""The styles ``"mixed"`` chooses from ("random" is a testing tool, not an opponent;
"adaptive" learns over the session, so its hands do not replay from their seeds alone)."""


class UnknownBotStyleError(ValueError):
    """A style name that is neither in `BOT_STYLES` nor ``"mixed"``."""


def resolve_style(style: str, seed: int) -> str:
    """The concrete style for ``style``: itself, or for ``"mixed"`` one chosen from ``seed``."""
    if style == MIXED:
        return PLAYING_STYLES[derive_seed("mixed-style", seed) % len(PLAYING_STYLES)]
    if style not in _FACTORIES:
        choices = ", ".join((*BOT_STYLES, MIXED))
        raise UnknownBotStyleError(f"unknown bot style {style!r}; use one of: {choices}")
    return style


def make_bot(style: str, seed: int, tournament: SituationSource | None = None) -> Bot:
    """A bot of ``style`` (or a seed-chosen style for ``"mixed"``) whose choices follow ``seed``.

    The same style and seed make a bot that takes the same decisions on the same views
    (and, in a tournament, the same ``tournament`` situations: prizes and stacks elsewhere).
    """
    return _FACTORIES[resolve_style(style, seed)](seed, tournament)


def seat_seed(seed: int, i: int) -> int:
    """The seed for the ``i``-th bot of a table or tournament seeded with ``seed``."""
    return derive_seed("bot-seat", seed, i)


def make_bots(style: str, seed: int, count: int) -> list[Bot]:
    """``count`` bots for one table or tournament; with ``"mixed"`` each seat's style differs."""
    return [make_bot(style, seat_seed(seed, i)) for i in range(count)]
