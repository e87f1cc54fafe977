"""Third-party tools policy (site-rules.txt) as a Qt-free module: catalog, scanner, decisions.

See the "Toolguard API" section of docs/ARCHITECTURE.md.
"""

from client.toolguard.catalog import Catalog, Category, Match, Rule, Tool, load_catalog
from client.toolguard.decisions import Action, Decision, Enforcer, Notice
from client.toolguard.errors import (
    CatalogError,
    FeatureRuleError,
    RunningSignalError,
    ToolguardError,
)
from client.toolguard.features import (
    Hotkey,
    HotkeyAction,
    HudStat,
    PotSituation,
    SizeBasis,
    StartingHandChart,
    StatSource,
    Violation,
    chart_violations,
    hotkey_violations,
    hud_stat_violations,
    may_show_starting_hand_chart,
    pot_is_unopened,
    validate_chart,
    validate_hotkeys,
    validate_hud,
)
from client.toolguard.guard import ToolGuard
from client.toolguard.reporting import ReportingSettings, report_payload
from client.toolguard.runner import PeriodicRunner
from client.toolguard.running import (
    ClientRunningSignal,
    default_signal_dir,
    is_client_running,
    running_client_pids,
)
from client.toolguard.scanner import Finding, ScanResult, scan

__all__ = [
    "Action",
    "Catalog",
    "CatalogError",
    "Category",
    "ClientRunningSignal",
    "Decision",
    "Enforcer",
    "FeatureRuleError",
    "Finding",
    "Hotkey",
    "HotkeyAction",
    "HudStat",
    "Match",
    "Notice",
    "PeriodicRunner",
    "PotSituation",
    "ReportingSettings",
    "Rule",
    "RunningSignalError",
    "ScanResult",
    "SizeBasis",
    "StartingHandChart",
    "StatSource",
    "Tool",
    "ToolGuard",
    "ToolguardError",
    "Violation",
    "chart_violations",
    "default_signal_dir",
    "hotkey_violations",
    "hud_stat_violations",
    "is_client_running",
    "load_catalog",
    "may_show_starting_hand_chart",
    "pot_is_unopened",
    "report_payload",
    "running_client_pids",
    "scan",
    "validate_chart",
    "validate_hotkeys",
    "validate_hud",
]
