"""Opt-in reporting: the payload a server may receive about findings, and nothing more.

Reporting is off unless the player turns it on. The payload carries only the rule id and the
catalog name or glob that matched: never a pid, a path (it can contain the user's name), a
user name or anything else from the machine. Sending is the adapter's job; this is pure.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from client.toolguard.scanner import Finding


@dataclass(frozen=True)
class ReportingSettings:
    """The player's choice; ``enabled`` is False until they opt in."""

    enabled: bool = False


def report_payload(
    findings: Iterable[Finding], settings: ReportingSettings
) -> tuple[dict[str, str], ...]:
    """One ``{"rule": ..., "matched": ...}`` per distinct finding; empty unless opted in."""
    if not settings.enabled:
        return ()
    seen: dict[tuple[str, str], None] = {}
    for finding in findings:
        seen[(finding.rule.id, finding.matched_name)] = None
    return tuple({"rule": rule, "matched": matched} for rule, matched in seen)
