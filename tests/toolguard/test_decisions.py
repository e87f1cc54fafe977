"""Decisions on real running processes: refuse the seat, warn then block, opt-in report."""

from __future__ import annotations

import pytest

from client.toolguard import (
    Action,
    Catalog,
    Enforcer,
    Finding,
    ReportingSettings,
    ToolGuard,
    ToolguardError,
    report_payload,
)
from tests.toolguard.conftest import Spawner, stop


def test_rule_prohibited_while_open_refuses_seat_naming_process_and_rule(
    catalog: Catalog, spawn_as: Spawner
) -> None:
    """A tool prohibited while the client is open: no seat until it is closed; the notice
    names the process, pid, catalog entry and rule, and says how to fix it."""
    guard = ToolGuard(catalog, scanner=spawn_as.scan)
    proc = spawn_as("SimplePostflop.exe")
    decision = guard.check(at_table=False)
    assert not decision.may_seat
    [notice] = [n for n in decision.notices if n.finding.pid == proc.pid]
    assert notice.action is Action.REFUSE_SEAT
    text = notice.message()
    assert "SimplePostflop.exe" in text and f"pid {proc.pid}" in text
    assert "simple_postflop" in text and "TTS-OPEN-SOLVER" in text
    assert "Close Simple Postflop" in notice.how_to_fix

    stop(proc)
    assert guard.check(at_table=False).may_seat


def test_rule_prohibited_while_open_is_not_escalated(catalog: Catalog, spawn_as: Spawner) -> None:
    """Analysis tools are legitimate study aids: never a warning or a block, only no seat."""
    guard = ToolGuard(catalog, scanner=spawn_as.scan)
    spawn_as("PokerSnowie.exe")
    for _ in range(3):
        decision = guard.check(at_table=True)
        assert {n.action for n in decision.notices} == {Action.REFUSE_SEAT}
        assert decision.may_play and not decision.may_seat


def test_rule_prohibited_always_warns_first_then_repeat_at_table_blocks_play(
    catalog: Catalog, spawn_as: Spawner
) -> None:
    """Real-time assistance: the first sighting educates, a repeat at the table blocks play."""
    guard = ToolGuard(catalog, scanner=spawn_as.scan)
    first = spawn_as("HoldemHawk.exe")
    warned = guard.check(at_table=True)
    [notice] = [n for n in warned.notices if n.finding.pid == first.pid]
    assert notice.action is Action.WARN
    assert warned.may_play and warned.may_seat
    assert "TTS-ALWAYS-RTA" in notice.what_matched and "uninstall" in notice.how_to_fix

    stop(first)
    assert guard.check(at_table=True).may_play

    again = spawn_as("HoldemHawk.exe")
    blocked = guard.check(at_table=True)
    [notice] = [n for n in blocked.notices if n.finding.pid == again.pid]
    assert notice.action is Action.BLOCK_PLAY
    assert not blocked.may_play and not blocked.may_seat
    assert "HoldemHawk.exe" in notice.message()


def test_rule_prohibited_always_still_running_after_warning_is_a_repeat(
    catalog: Catalog, spawn_as: Spawner
) -> None:
    """A bot left running after its warning: in the lobby the seat is refused."""
    guard = ToolGuard(catalog, scanner=spawn_as.scan)
    spawn_as("WinHoldem.exe")
    assert {n.action for n in guard.check(at_table=False).notices} == {Action.WARN}
    decision = guard.check(at_table=False)
    assert {n.action for n in decision.notices} == {Action.REFUSE_SEAT}
    assert decision.may_play and not decision.may_seat


def test_two_processes_of_one_tool_in_one_scan_are_one_first_sighting(
    catalog: Catalog, spawn_as: Spawner
) -> None:
    spawn_as("OpenHoldem.exe")
    spawn_as("OpenScrape.exe")
    enforcer = Enforcer()
    decision = enforcer.decide(spawn_as.scan(catalog).findings, at_table=True)
    assert [n.action for n in decision.notices] == [Action.WARN, Action.WARN]
    assert enforcer.warned_tools == {"openholdem"}


def test_warnings_carry_over_between_sessions(catalog: Catalog, spawn_as: Spawner) -> None:
    spawn_as("PokerEdge.exe")
    guard = ToolGuard(catalog, warned={"poker_edge"}, scanner=spawn_as.scan)
    assert {n.action for n in guard.check(at_table=True).notices} == {Action.BLOCK_PLAY}


def test_rule_reporting_is_opt_in_and_sends_only_rule_id_and_matched_name(
    catalog: Catalog, spawn_as: Spawner
) -> None:
    """Opt-in report: only rule id and the catalog name that matched; no pid, path or user."""
    spawn_as("Flopzilla.exe")
    spawn_as("Flopzilla.exe", folder="second")
    spawn_as("runner", folder="MonkerSolver")
    findings = ToolGuard(catalog, scanner=spawn_as.scan).check(at_table=False).findings
    assert report_payload(findings, ReportingSettings()) == ()
    payload = report_payload(findings, ReportingSettings(enabled=True))
    assert {"rule": "TTS-OPEN-ANALYSER", "matched": "Flopzilla.exe"} in payload
    assert {"rule": "TTS-OPEN-SOLVER", "matched": "*/MonkerSolver*/*"} in payload
    assert len(payload) == len({tuple(p.items()) for p in payload})
    assert all(set(entry) == {"rule", "matched"} for entry in payload)
    assert "/tmp" not in repr(payload) and "pytest" not in repr(payload)


def test_acceptable_finding_never_reaches_a_decision(catalog: Catalog) -> None:
    tracker = catalog.tool("pokertracker4")
    match = catalog.match("PokerTracker4.exe", None)
    assert match is not None and match.tool is tracker
    finding = Finding(1234, "PokerTracker4.exe", None, match)
    with pytest.raises(ToolguardError, match="must never be reported"):
        Enforcer().decide([finding], at_table=False)
