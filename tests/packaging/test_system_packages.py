"""One list of Debian packages: README's `apt-get install` line names exactly the packages
of packaging/debian-packages.txt, and .ci/run installs exactly them, failing when one
cannot be installed (no `|| true`)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIST = ROOT / "packaging" / "debian-packages.txt"
CI = ROOT / ".ci" / "run"


def listed() -> list[str]:
    """The packages of the list file, in order (comments and blank lines skipped)."""
    lines = LIST.read_text(encoding="utf-8").splitlines()
    return [name for line in lines for name in line.split("#")[0].split()]


def test_the_list_names_each_package_once_and_keeps_what_ci_uses() -> None:
    packages = listed()
    assert len(packages) == len(set(packages))
    assert {"postgresql", "xvfb", "pulseaudio", "libpulse0", "xdotool"} <= set(packages)


def test_readme_names_every_package_in_one_apt_get_line() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (line,) = [line for line in readme.splitlines() if "apt-get install" in line]
    words = line.split("apt-get install", 1)[1].split()
    assert [w for w in words if not w.startswith("-")] == listed()


def test_ci_installs_exactly_the_list_and_fails_on_a_missing_package() -> None:
    ci = CI.read_text(encoding="utf-8")
    installs = [line for line in ci.splitlines()
                if "apt-get install" in line and not line.lstrip().startswith("#")]
    assert len(installs) == 1, installs
    assert "|| true" not in installs[0] and installs[0].rstrip().endswith(
        "$packages >/dev/null")
    (reading,) = re.findall(r"^packages=.*$", ci, re.M)
    shown = subprocess.run(["bash", "-c", f'set -euo pipefail; {reading}; echo "$packages"'],
                           cwd=ROOT, capture_output=True, text=True, check=True)
    assert shown.stdout.split() == listed()
