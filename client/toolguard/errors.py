"""Typed errors of the toolguard layer: each says what was wrong and what to do."""

from __future__ import annotations

from collections.abc import Sequence


class ToolguardError(Exception):
    """Base error of the third-party tools policy layer."""


class CatalogError(ToolguardError):
    """The tools catalog is malformed; the message names the entry and the field to fix."""


class FeatureRuleError(ToolguardError):
    """A feature configuration (hotkey, HUD stat, chart) breaks the tools policy.

    ``violations`` holds every broken rule (``features.Violation``), for the UI to show.
    """

    def __init__(self, message: str, violations: Sequence[object] = ()) -> None:
        super().__init__(message)
        self.violations = tuple(violations)


class RunningSignalError(ToolguardError):
    """The "client is running" marker could not be created or read."""
