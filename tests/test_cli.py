"""The `skg-poker` command line: every QA command is registered and reachable as a real process."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from client.cli import build_parser
from client.qa import COMMANDS


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "client", *args], capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize("name", COMMANDS)
def test_every_qa_command_has_help(name: str) -> None:
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(["qa", name, "--help"])
    assert exit_info.value.code == 0


def test_qa_rake_prints_string_decimal_json() -> None:
    done = _run("qa", "rake", "--currency", "USD", "--game", "NLHE", "--stakes", "0.50/1",
                "--players", "6", "--pot", "12.34")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"rake": "0.62"}


def test_qa_rake_unknown_stakes_is_a_clear_error_with_exit_2() -> None:
    done = _run("qa", "rake", "--currency", "USD", "--game", "NLHE", "--stakes", "7/13",
                "--players", "6", "--pot", "12.34")
    assert done.returncode == 2
    assert "stakes" in done.stderr.lower()
    assert done.stdout == ""
