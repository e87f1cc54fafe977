"""Layering rule (docs/ARCHITECTURE.md): pure layers never import Qt, event loops or I/O."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "client"
FORBIDDEN = {
    "engine": {"PySide6", "qasync", "websockets", "asyncio", "sqlite3", "client.room", "client.ui",
               "client.histories"},
    # the room is below the protocol and the service that speaks it
    "room": {"PySide6", "qasync", "websockets", "client.ui", "client.server", "client.adapters",
             "client.protocol", "client.service"},
    "service": {"PySide6", "qasync", "websockets", "client.ui", "client.server",
                "client.adapters"},
    "toolguard": {"PySide6", "qasync", "client.ui"},
    # the player's notes stay on this machine: no transport, no protocol, no widgets
    "notes": {"PySide6", "qasync", "websockets", "client.ui", "client.protocol",
              "client.adapters", "client.server", "client.service"},
    # hand-history formats: above the engine, the room and the protocol, below the UI
    # (qa play, the service and the UI share them)
    "histories": {"PySide6", "qasync", "websockets", "asyncio", "sqlite3", "client.ui",
                  "client.adapters", "client.server", "client.service", "client.practice",
                  "client.qa"},
}


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_never_imports_upper_layers(layer: str) -> None:
    bad = []
    for path in (ROOT / layer).rglob("*.py"):
        for name in _imports(path):
            if any(name == f or name.startswith(f + ".") for f in FORBIDDEN[layer]):
                bad.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not bad, bad
