"""Decisions: what the client does about each finding, following the policy's escalation.

- acceptable tools: never reported (the scanner drops them);
- prohibited while the client is open: the player may not take a seat until it is closed;
- prohibited at all times: the first sighting warns (the policy's goal is to educate); any
  later sighting after that warning is a repeat: at a table it blocks play, in the lobby it
  refuses the seat. A tool that stays open after its warning is a repeat at the next scan.

Every notice names what matched (process, pid, path, catalog entry, rule) and how to fix it.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from client.toolguard.catalog import Category
from client.toolguard.errors import ToolguardError
from client.toolguard.scanner import Finding


class Action(StrEnum):
    """What the client does about one finding, mildest first."""

    WARN = "warn"
    REFUSE_SEAT = "refuse_seat"
    BLOCK_PLAY = "block_play"


_HEADLINE = {
    Action.WARN: "Warning: a program prohibited at all times is running. "
    "If it is seen again while you play, play will be blocked.",
    Action.REFUSE_SEAT: "You cannot take a seat while this program is running.",
    Action.BLOCK_PLAY: "Play is blocked: a program prohibited at all times is running again "
    "after a warning.",
}


@dataclass(frozen=True)
class Notice:
    """One finding with the action taken, ready to show the player."""

    finding: Finding
    action: Action

    @property
    def headline(self) -> str:
        """One line saying what the client does."""
        return _HEADLINE[self.action]

    @property
    def what_matched(self) -> str:
        """Process, pid, path, catalog entry, signature and rule that matched."""
        return self.finding.what_matched()

    @property
    def how_to_fix(self) -> str:
        """What the player does to clear it."""
        return self.finding.how_to_fix()

    def message(self) -> str:
        """Headline, what matched and the fix, one per line (for a dialog or a log)."""
        return f"{self.headline}\n{self.what_matched}\n{self.how_to_fix}"


@dataclass(frozen=True)
class Decision:
    """The outcome of one scan: the notices, and whether the player may sit and play."""

    notices: tuple[Notice, ...]
    at_table: bool

    @property
    def may_seat(self) -> bool:
        """False while any notice refuses the seat or blocks play."""
        return all(n.action is Action.WARN for n in self.notices)

    @property
    def may_play(self) -> bool:
        """False when a repeat of an always-prohibited tool blocks play."""
        return all(n.action is not Action.BLOCK_PLAY for n in self.notices)

    @property
    def findings(self) -> tuple[Finding, ...]:
        """The findings behind the notices (for the opt-in report)."""
        return tuple(n.finding for n in self.notices)


class Enforcer:
    """Applies the escalation; remembers which always-prohibited tools were warned about.

    Thread-safe: the periodic scanner and a seat request may decide at the same time.
    Pass ``warned`` (tool ids) to carry warnings over from an earlier session.
    """

    def __init__(self, warned: Iterable[str] = ()) -> None:
        self._warned: set[str] = set(warned)
        self._lock = threading.Lock()

    @property
    def warned_tools(self) -> frozenset[str]:
        """Ids of always-prohibited tools the player has been warned about (to persist)."""
        with self._lock:
            return frozenset(self._warned)

    def decide(self, findings: Sequence[Finding], *, at_table: bool) -> Decision:
        """The notices for one scan's findings; ``at_table`` says whether the player is seated."""
        notices: list[Notice] = []
        with self._lock:
            first_sightings = {
                f.tool.id
                for f in findings
                if f.category is Category.PROHIBITED_ALWAYS and f.tool.id not in self._warned
            }
            for finding in findings:
                notices.append(Notice(finding, self._action(finding, first_sightings, at_table)))
            self._warned |= first_sightings
        return Decision(tuple(notices), at_table)

    @staticmethod
    def _action(finding: Finding, first_sightings: set[str], at_table: bool) -> Action:
        if finding.category is Category.PROHIBITED_WHILE_OPEN:
            return Action.REFUSE_SEAT
        if finding.category is Category.PROHIBITED_ALWAYS:
            if finding.tool.id in first_sightings:
                return Action.WARN
            return Action.BLOCK_PLAY if at_table else Action.REFUSE_SEAT
        raise ToolguardError(
            f"acceptable tool {finding.tool.id!r} reached the enforcer; it must never be reported"
        )
