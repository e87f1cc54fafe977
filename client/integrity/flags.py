"""A reason for staff to look: what kind of play, who, the hands behind it, and why."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class FlagKind(StrEnum):
    """The kinds of play the site's rules prohibit and its review looks for."""

    CHIP_DUMPING = "chip_dumping"  # rule 6.1: intentionally losing chips to a partner
    SOFT_PLAY = "soft_play"  # rule 6.1: playing less aggressively against a partner
    FLIPPING = "heads_up_flipping"  # heads-up matches decided by all-ins before the flop
    SHARED_ACCESS = "several_accounts"  # one player, several accounts in one tournament


@dataclass(frozen=True, slots=True)
class Flag:
    """One finding: `hands` are the hand ids it rests on, `why` says it in words."""

    kind: FlagKind
    players: tuple[str, ...]
    hands: tuple[str, ...]
    why: str
