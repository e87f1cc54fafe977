"""The tools catalog: which programs the policy names, in which category, and how to spot them.

The catalog is versioned data (``resources/toolguard/catalog.toml``) so that policy updates
ship without code changes. Loading validates every entry and raises ``CatalogError`` naming
the entry and field, so a bad catalog never half-loads.
"""

from __future__ import annotations

import fnmatch
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from client.resource_files import resource_file
from client.toolguard.errors import CatalogError

SUPPORTED_SCHEMA = 1

#: Linux and other POSIX kernels keep only the first 15 bytes of a process image name.
TRUNCATED_NAME_LENGTH = 15

#: General interpreters, shells, runtimes and browsers: never a tool signature, because
#: flagging them would flag every honest player (issue 8).
_GENERIC_PROGRAM = re.compile(
    r"^(python|pythonw|py|pypy|java|javaw|node|deno|bun|ruby|perl|php|lua|tclsh|wish|"
    r"powershell|pwsh|cmd|bash|sh|zsh|fish|dash|wscript|cscript|mshta|rundll32|dotnet|mono|"
    r"wine|wine64|wineserver|autohotkey|autohotkeyu64|autoit3|electron|"
    r"chrome|chromium|chromium-browser|google-chrome|firefox|firefox-esr|msedge|iexplore|"
    r"safari|opera|brave|vivaldi|explorer)[\d.]*(\.exe)?$"
)
_WILDCARDS = set("*?[]")
_NAME_FORBIDDEN_CHARS = set("/\\") | _WILDCARDS


class Category(StrEnum):
    """The policy's three groups of tools."""

    ACCEPTABLE = "acceptable"
    PROHIBITED_WHILE_OPEN = "prohibited_while_open"
    PROHIBITED_ALWAYS = "prohibited_always"


#: Higher is more serious; used to pick one match when a process matches several signatures.
SEVERITY: Mapping[Category, int] = {
    Category.ACCEPTABLE: 0,
    Category.PROHIBITED_WHILE_OPEN: 1,
    Category.PROHIBITED_ALWAYS: 2,
}


@dataclass(frozen=True)
class Rule:
    """One rule of the policy: a kind of tool, its category and what the player should do."""

    id: str
    kind: str
    category: Category
    title: str
    text: str
    fix: str


@dataclass(frozen=True)
class Tool:
    """One product the policy names, with the signatures that identify its processes."""

    id: str
    name: str
    kind: str
    category: Category
    processes: tuple[str, ...]
    paths: tuple[str, ...]
    source: str
    rule: Rule


@dataclass(frozen=True)
class Match:
    """Why a process was attributed to a tool: which signature matched."""

    tool: Tool
    by: Literal["process name", "executable path"]
    signature: str  # the catalog's name or glob that matched (catalog data, never user data)
    observed: str  # the process name or executable path seen on this machine


@dataclass(frozen=True)
class Catalog:
    """A validated catalog; ``match`` attributes one process to at most one tool."""

    schema: int
    version: str
    policy: str
    rules: tuple[Rule, ...]
    tools: tuple[Tool, ...]
    _by_name: dict[str, Tool] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_name = {name.lower(): tool for tool in self.tools for name in tool.processes}
        object.__setattr__(self, "_by_name", by_name)

    def tool(self, tool_id: str) -> Tool:
        """The tool with this id; ``KeyError`` names the unknown id."""
        for tool in self.tools:
            if tool.id == tool_id:
                return tool
        raise KeyError(f"no tool {tool_id!r} in tools catalog {self.version}")

    def match(self, name: str, exe: str | None, *, name_truncated: bool = False) -> Match | None:
        """The most serious catalog entry this process matches, or None.

        ``name`` is the process name the system reports; when ``name_truncated`` is set
        (a POSIX kernel name cut at 15 characters) it matches any catalog name it begins.
        ``exe`` is the executable path where readable: its file name is compared with the
        catalog names and the whole path with the path globs. A process run through a
        loader (Wine) shows the tool's name in ``name`` and the loader in ``exe``.
        """
        found: list[Match] = []
        path = exe.replace("\\", "/") if exe else ""
        if path:  # the full file name first: on a tie it is the clearest thing to show
            found += self._by_name_of(file_name(path), truncated=False)
        found += self._by_name_of(name, truncated=name_truncated)
        if path:
            found.extend(
                Match(t, "executable path", pattern, path)
                for t in self.tools
                for pattern in t.paths
                if fnmatch.fnmatchcase(path.lower(), pattern.lower())
            )
        if not found:
            return None
        return max(found, key=lambda m: SEVERITY[m.tool.category])

    def _by_name_of(self, name: str, *, truncated: bool) -> list[Match]:
        key = name.lower()
        tool = self._by_name.get(key)
        if tool is not None:
            known = next(p for p in tool.processes if p.lower() == key)
            return [Match(tool, "process name", known, name)]
        if truncated and len(key) >= TRUNCATED_NAME_LENGTH:
            return [
                Match(t, "process name", known, name)
                for t in self.tools
                for known in t.processes
                if known.lower().startswith(key)
            ]
        return []


def file_name(path: str) -> str:
    """The last component of an executable path, with either separator (Windows or POSIX)."""
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def load_catalog(text: str | None = None) -> Catalog:
    """Parse and validate a catalog; with no text, the bundled ``toolguard/catalog.toml``.

    Raises ``CatalogError`` (bad TOML or a bad entry, named in the message).
    """
    if text is None:
        text = resource_file("toolguard", "catalog.toml").read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(f"tools catalog is not valid TOML: {exc}") from exc
    schema = data.get("schema")
    if schema != SUPPORTED_SCHEMA:
        raise CatalogError(
            f"tools catalog schema {schema!r} is not supported (expected {SUPPORTED_SCHEMA}); "
            "update the client"
        )
    version = _text(data, "version", "catalog")
    policy = _text(data, "policy", "catalog")
    rules = _rules(_tables(data, "rules", "catalog"))
    tools = _tools(_tables(data, "tools", "catalog"), rules)
    return Catalog(schema, version, policy, tuple(rules.values()), tools)


def _rules(entries: Sequence[Mapping[str, object]]) -> dict[str, Rule]:
    by_kind: dict[str, Rule] = {}
    ids: set[str] = set()
    for index, entry in enumerate(entries):
        where = f"rules[{index}]"
        rule = Rule(
            id=_text(entry, "id", where),
            kind=_text(entry, "kind", where),
            category=_category(entry, where),
            title=_text(entry, "title", where),
            text=_text(entry, "text", where),
            fix=_text(entry, "fix", where),
        )
        if rule.id in ids:
            raise CatalogError(f"{where}: duplicate rule id {rule.id!r}")
        if rule.kind in by_kind:
            raise CatalogError(f"{where}: kind {rule.kind!r} already has rule "
                               f"{by_kind[rule.kind].id!r}; one rule per kind")
        ids.add(rule.id)
        by_kind[rule.kind] = rule
    return by_kind


def _tools(entries: Sequence[Mapping[str, object]], rules: Mapping[str, Rule]) -> tuple[Tool, ...]:
    tools: list[Tool] = []
    owner_of_name: dict[str, str] = {}
    owner_of_prefix: dict[str, str] = {}
    for index, entry in enumerate(entries):
        where = f"tools[{index}]"
        tool_id = _text(entry, "id", where)
        where = f"tools[{index}] ({tool_id})"
        if any(t.id == tool_id for t in tools):
            raise CatalogError(f"{where}: duplicate tool id")
        kind = _text(entry, "kind", where)
        category = _category(entry, where)
        rule = rules.get(kind)
        if rule is None:
            raise CatalogError(f"{where}: kind {kind!r} has no [[rules]] entry; add one")
        if rule.category is not category:
            raise CatalogError(
                f"{where}: category {category.value!r} contradicts rule {rule.id!r} "
                f"({rule.category.value!r}) for kind {kind!r}"
            )
        processes = _text_list(entry, "processes", where)
        if not processes:
            raise CatalogError(f"{where}: 'processes' must list at least one image name")
        for name in processes:
            _check_process_name(name, where)
            key = name.lower()
            other = owner_of_name.get(key)
            if other is not None and other != tool_id:
                raise CatalogError(f"{where}: process {name!r} is already listed for {other!r}")
            owner_of_name[key] = tool_id
            prefix = key[:TRUNCATED_NAME_LENGTH]
            other = owner_of_prefix.get(prefix)
            if other is not None and other != tool_id:
                raise CatalogError(
                    f"{where}: process {name!r} shares its first {TRUNCATED_NAME_LENGTH} "
                    f"characters with a process of {other!r}; kernels truncate names there"
                )
            owner_of_prefix[prefix] = tool_id
        paths = _text_list(entry, "paths", where) if "paths" in entry else []
        for pattern in paths:
            _check_path_pattern(pattern, where)
        tools.append(Tool(
            id=tool_id,
            name=_text(entry, "name", where),
            kind=kind,
            category=category,
            processes=tuple(processes),
            paths=tuple(paths),
            source=_text(entry, "source", where),
            rule=rule,
        ))
    return tuple(tools)


def _check_process_name(name: str, where: str) -> None:
    if any(c in _NAME_FORBIDDEN_CHARS for c in name) or name != name.strip():
        raise CatalogError(
            f"{where}: process name {name!r} must be a bare image name "
            "(no path separators, wildcards or surrounding spaces); use 'paths' for globs"
        )
    if _GENERIC_PROGRAM.match(name.lower()):
        raise CatalogError(
            f"{where}: process name {name!r} is a general interpreter or browser; "
            "never list those (match the tool's own executable or install folder instead)"
        )


def _check_path_pattern(pattern: str, where: str) -> None:
    literal = [c for c in pattern if c not in _WILDCARDS and c not in "/\\"]
    if len(literal) < 3:
        raise CatalogError(
            f"{where}: path pattern {pattern!r} is too broad; name the tool's folder or file"
        )
    last = pattern.replace("\\", "/").rsplit("/", 1)[-1].lower()
    if _GENERIC_PROGRAM.match(last):
        raise CatalogError(
            f"{where}: path pattern {pattern!r} targets a general interpreter or browser"
        )


def _tables(data: Mapping[str, object], key: str, where: str) -> list[Mapping[str, object]]:
    value = data.get(key)
    if not isinstance(value, list) or not value:
        raise CatalogError(f"{where}: '{key}' must be a non-empty array of tables ([[{key}]])")
    tables: list[Mapping[str, object]] = []
    for index, item in enumerate(value):
        if not isinstance(item, dict):
            raise CatalogError(f"{where}: {key}[{index}] must be a table")
        tables.append(item)
    return tables


def _text(entry: Mapping[str, object], key: str, where: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        raise CatalogError(f"{where}: '{key}' must be a non-empty string, got {value!r}")
    return value


def _text_list(entry: Mapping[str, object], key: str, where: str) -> list[str]:
    value = entry.get(key)
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise CatalogError(f"{where}: '{key}' must be an array of non-empty strings")
    return list(value)


def _category(entry: Mapping[str, object], where: str) -> Category:
    value = _text(entry, "category", where)
    try:
        return Category(value)
    except ValueError:
        allowed = ", ".join(c.value for c in Category)
        raise CatalogError(f"{where}: category {value!r} is not one of {allowed}") from None
