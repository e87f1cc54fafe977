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


def _exe_keywords() -> dict[str, ast.expr]:
    """The keyword arguments of the spec's EXE(...) call."""
    for node in ast.walk(ast.parse(SPEC.read_text(encoding="utf-8"), str(SPEC))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "EXE":
            return {k.arg: k.value for k in node.keywords if k.arg}
    raise AssertionError("the spec has no EXE(...)")


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


@pytest.mark.parametrize("script", ["build.sh", "smoke_test.sh", "macos/build_dmg.sh"])
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


def test_spec_is_windowed_with_the_rendered_icons() -> None:
    """No console window beside the GUI on Windows (nor a Terminal on macOS); the program's
    icon is the renderer's .ico / .icns; macOS bundles declare the hand-history files."""
    keywords = _exe_keywords()
    assert ast.literal_eval(keywords["console"]) is False
    assert "argv_emulation" in keywords  # a double-clicked file reaches `skg-poker FILE`
    text = SPEC.read_text(encoding="utf-8")
    for icon in ("windows/skg-poker.ico", "macos/skg-poker.icns"):
        assert icon in text and (PACKAGING / icon).is_file()
    assert 'bundle_identifier="io.skg.Poker"' in text and "CFBundleDocumentTypes" in text


def test_nsis_installer_associates_hand_files_and_its_uninstaller_undoes_it() -> None:
    script = (PACKAGING / "windows" / "skg-poker.nsi").read_text(encoding="utf-8")
    install, uninstall = script.split('Section "Uninstall"')
    assert 'File /r "..\\..\\dist\\skg-poker\\*.*"' in install
    for extension in (".phh", ".phhs"):
        assert f'"Software\\Classes\\{extension}" "" "${{PROGID}}"' in install
        assert f'"Software\\Classes\\{extension}\\OpenWithProgids" "${{PROGID}}"' in uninstall
    assert '"%1"' in install  # the file double-clicked becomes `skg-poker.exe FILE`
    for removed in ('RMDir /r "$INSTDIR"', 'DeleteRegKey HKLM "Software\\Classes\\${PROGID}"',
                    'DeleteRegKey HKLM "${UNINSTALL_KEY}"', 'Delete "$SMPROGRAMS\\${APP}.lnk"'):
        assert removed in uninstall


def test_workflow_builds_and_smoke_tests_windows_and_macos() -> None:
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "desktop-builds.yml")
                              .read_text(encoding="utf-8"))
    jobs = workflow["jobs"]
    assert {jobs["windows"]["runs-on"], jobs["macos"]["runs-on"]} == {
        "windows-latest", "macos-latest"}
    for name, packager in (("windows", "packaging\\windows\\skg-poker.nsi"),
                           ("macos", "packaging/macos/build_dmg.sh")):
        runs = " ".join(step.get("run", "") for step in jobs[name]["steps"])
        assert "packaging/skg-poker.spec" in runs and packager in runs
        assert "SKG_POKER_QUIT_AFTER_LOBBY" in str(jobs[name]["steps"])
