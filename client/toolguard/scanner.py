"""The scanner: matches the local process list against the catalog, and reads nothing else.

The site promises players that it never sees browsing history, documents or other private
files. So a scan asks psutil for exactly two things per process: the image name and the
executable path (where readable). It never reads command lines, environments, open files,
window titles or any file of another process. Processes that vanish or deny access are
skipped, never fatal. Runs locally; nothing leaves the machine here (see ``reporting``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import psutil

from client.toolguard.catalog import (
    TRUNCATED_NAME_LENGTH,
    Catalog,
    Category,
    Match,
    Rule,
    Tool,
    file_name,
)


@dataclass(frozen=True)
class ProcessIdentity:
    """What the scanner learns about one process: pid, image name, executable path."""

    pid: int
    name: str
    exe: str | None
    name_truncated: bool


@dataclass(frozen=True)
class Finding:
    """A running process that the catalog attributes to a prohibited tool."""

    pid: int
    process_name: str
    exe: str | None
    match: Match

    @property
    def matched_name(self) -> str:
        """The catalog name or path glob that matched (catalog data, safe to report)."""
        return self.match.signature

    @property
    def tool(self) -> Tool:
        """The catalog entry that matched."""
        return self.match.tool

    @property
    def rule(self) -> Rule:
        """The policy rule the tool falls under."""
        return self.match.tool.rule

    @property
    def category(self) -> Category:
        """The policy category of the matched tool."""
        return self.match.tool.category

    def what_matched(self) -> str:
        """Exactly what matched: process, pid, path, catalog entry, signature and rule."""
        where = f", executable {self.exe}" if self.exe else ""
        return (
            f"process {self.process_name!r} (pid {self.pid}{where}) is {self.tool.name} "
            f"(catalog entry {self.tool.id!r}: {self.match.by} {self.match.observed!r} "
            f"matched {self.match.signature!r}); rule {self.rule.id} {self.rule.title}: "
            f"{self.rule.text}"
        )

    def how_to_fix(self) -> str:
        """What the player does to clear this finding."""
        return (
            f"Close {self.tool.name} (process {self.process_name!r}, pid {self.pid}). "
            f"{self.rule.fix}"
        )


@dataclass(frozen=True)
class ScanResult:
    """One pass over the process list: prohibited findings only, plus counts for diagnostics."""

    catalog_version: str
    findings: tuple[Finding, ...]
    processes_seen: int
    processes_skipped: int


def scan(catalog: Catalog) -> ScanResult:
    """Match every readable process against ``catalog``; acceptable tools are never reported."""
    findings: list[Finding] = []
    seen = 0
    skipped = 0
    for identity in _identities():
        if identity is None:
            skipped += 1
            continue
        seen += 1
        match = catalog.match(identity.name, identity.exe, name_truncated=identity.name_truncated)
        if match is None or match.tool.category is Category.ACCEPTABLE:
            continue
        shown = match.observed
        if match.by == "executable path" and identity.exe:
            shown = file_name(identity.exe)
        findings.append(Finding(identity.pid, shown, identity.exe, match))
    return ScanResult(catalog.version, tuple(findings), seen, skipped)


def _identities() -> Iterator[ProcessIdentity | None]:
    """Each process's identity, or None for a process that vanished or denied access."""
    for proc in psutil.process_iter():
        try:
            yield _identity(proc)
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            yield None


def _identity(proc: psutil.Process) -> ProcessIdentity:
    """Name and executable path of one process, read without its command line.

    psutil's public ``name()`` and ``exe()`` fall back to reading the command line (to
    lengthen 15-character names or guess a missing path), and a command line can hold
    document paths. So this asks psutil's per-platform layer, which reads only the process
    status and the executable link. The audit-hook test guards this choice.
    """
    platform = proc._proc
    with proc.oneshot():
        name = platform.name()
        exe: str | None
        try:
            exe = platform.exe() or None
        except psutil.AccessDenied:
            exe = None
    truncated = psutil.POSIX and len(name) >= TRUNCATED_NAME_LENGTH
    return ProcessIdentity(proc.pid, name, exe, name_truncated=truncated)
