"""Reading a bug report back (`client.qa.report_file`), `qa reproduce` on hands that do
not reproduce, and `skg-poker REPORT` telling a report from hand histories by content."""

from __future__ import annotations

import argparse
import json
import zipfile
from pathlib import Path

import pytest

from client import cli
from client.qa import reproduce
from client.qa.report_file import ReportError, looks_like_report, read_report
from client.ui.app import app

ROOT = Path(__file__).resolve().parents[2]
HAND = ROOT / "tests/histories/fixtures/phh/fixed-limit-raise-capped-at-cover.phh"
MANIFEST = {"version": "0.0.1", "platform": "Linux", "python": "3.11",
            "created": "2026-12-04T05:00:00+00:00"}


def _report(path: Path, files: dict[str, str], listed: list[str] | None = None) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("manifest.json", json.dumps(
            {**MANIFEST, "files": sorted(files) if listed is None else listed}))
        for name, text in files.items():
            archive.writestr(name, text)
    return path


def test_hand_whose_stacks_differ_exits_1_naming_it(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    text = HAND.read_text(encoding="utf-8")
    wrong = text.replace("finishing_stacks = [0, 6350000]", "finishing_stacks = [50, 6349950]")
    assert wrong != text
    path = _report(tmp_path / "r.zip", {"hands/1.phh": text, "hands/2.phh": wrong,
                                        "seeds.json": "[]"})
    assert reproduce.run(argparse.Namespace(report=path)) == 1
    out, err = capsys.readouterr()
    assert json.loads(out) == {"version": "0.0.1", "hands": 2, "replayed": 1,
                               "same_stacks": 1, "tournaments": 0, "restored": 0}
    assert "error: hands/2.phh does not replay" in err, err


def test_missing_or_damaged_parts_are_named(tmp_path: Path) -> None:
    listed = _report(tmp_path / "a.zip", {"seeds.json": "[]"}, ["seeds.json", "state/x.json"])
    with pytest.raises(ReportError, match=r"lacks state/x\.json"):
        read_report(listed)
    bad_state = _report(tmp_path / "b.zip", {"state/x.json": "{}"})
    (saved,) = read_report(bad_state).tournaments
    assert saved.tournament_id == "x"  # read as bytes; restoring it says what is wrong
    with pytest.raises(ReportError, match=r"no manifest\.json"):
        with zipfile.ZipFile(tmp_path / "c.zip", "w") as archive:
            archive.writestr("hands/1.phh", "x")
        read_report(tmp_path / "c.zip")
    with pytest.raises(ReportError, match=r"seeds\.json is damaged"):
        read_report(_report(tmp_path / "d.zip", {"seeds.json": "[1,"}))


def test_a_state_that_cannot_be_restored_exits_1(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = _report(tmp_path / "r.zip", {"state/x.json": "{}"})
    assert reproduce.run(argparse.Namespace(report=path)) == 1
    out, err = capsys.readouterr()
    assert json.loads(out)["tournaments"] == 1 and json.loads(out)["restored"] == 0
    assert "tournament x not restored" in err


def test_the_command_line_tells_a_report_by_content(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    report = _report(tmp_path / "ticket-77", {})  # no .zip
    hand = tmp_path / "hand.zip"  # a hand history named like an archive
    hand.write_text(HAND.read_text(encoding="utf-8"), encoding="utf-8")
    assert looks_like_report(report) and not looks_like_report(hand)
    launched: list[app.Launch] = []

    def run_gui(launch: app.Launch) -> int:
        launched.append(launch)
        return 0

    monkeypatch.setattr(app, "run_gui", run_gui)
    assert cli.main([str(hand), str(report)]) == 0
    assert launched[0].report == report and list(launched[0].files) == [hand]
    for args in ([str(report), str(report)], ["--server", "ws://h:1", str(report)]):
        with pytest.raises(SystemExit) as exit_info:
            cli.main(args)
        assert exit_info.value.code == 2
