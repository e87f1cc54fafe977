"""The build scripts and the PyInstaller spec stay runnable and in step with the code.

The PyInstaller build itself takes about a minute, too slow for the suite: packaging/build.sh
and packaging/smoke_test.sh run it. These checks catch what would only show up there.
"""

from __future__ import annotations

import ast
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "skg-poker.spec"


def _spec_excludes() -> set[str]:
    """The module names passed as Analysis(excludes=[...]) in the spec."""
    for node in ast.walk(ast.parse(SPEC.read_text(encoding="utf-8"), str(SPEC))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Analysis":
            for keyword in node.keywords:
                if keyword.arg == "excludes":
                    value = ast.literal_eval(keyword.value)
                    assert isinstance(value, list)
                    return set(value)
    raise AssertionError("the spec passes no excludes= to Analysis")


def _client_imports() -> set[str]:
    names: set[str] = set()
    for path in (ROOT / "client").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
    return names


@pytest.mark.parametrize("script", ["build.sh", "smoke_test.sh"])
def test_shell_script_is_executable_and_parses(script: str) -> None:
    path = PACKAGING / script
    assert os.access(path, os.X_OK), f"chmod +x {path}"
    result = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


def test_spec_bundles_the_resources_package_and_names_the_program() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert 'collect_data_files("client.resources"' in text
    assert text.count('name="skg-poker"') == 2  # the program and its folder


def test_spec_excludes_nothing_the_client_imports() -> None:
    """An excluded module the client does import would break only the frozen build."""
    imported = _client_imports()
    clashes = {
        name
        for name in imported
        for excluded in _spec_excludes()
        if name == excluded or name.startswith(excluded + ".")
    }
    assert not clashes, f"the spec excludes modules client/ imports: {sorted(clashes)}"
