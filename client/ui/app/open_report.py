"""Opening a bug report (`skg-poker REPORT.zip`) in offline practice on another machine.

The report's running tournaments continue in the practice room (`client.qa.restore`: the
reporter's seat is the tester's), its hands open in the hand history window (each
replayable, "Play from here" on them), and the banner says what the report says: version,
platform, when it was written, the seeds it names. A report from another version says so
and opens what it can; one that cannot be read says why and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from client.adapters.local import LocalAdapter
from client.cli import installed_version
from client.histories.files import count_history_hands
from client.qa.report_file import Report, ReportError, read_report
from client.qa.restore import Restored, restore_report
from client.ui.app.session import Session
from client.ui.histories.history_file_view import HistoryFileView

SHOWN_SEEDS = 3  # the banner names the last few seeded hands; all are in seeds.json

NOT_OPENED = str(QT_TRANSLATE_NOOP("ReportOpener", "Bug report not opened: %1"))
NOT_OFFLINE = str(QT_TRANSLATE_NOOP(
    "ReportOpener", "A bug report opens in offline practice: start it first."))
FROM = str(QT_TRANSLATE_NOOP("ReportOpener", "Bug report from SKG Poker %1 on %2, written %3."))
OTHER_VERSION = str(QT_TRANSLATE_NOOP(
    "ReportOpener", "This is version %1: the report opens as far as it can."))
RESTORED = str(QT_TRANSLATE_NOOP("ReportOpener", "Tournaments restored: %1 of %2. Hands: %3."))
SEEDS = str(QT_TRANSLATE_NOOP("ReportOpener", "Last seeds: %1"))
NOT_RESTORED = str(QT_TRANSLATE_NOOP("ReportOpener", "Not restored: %1: %2"))
TAB = str(QT_TRANSLATE_NOOP("ReportOpener", "Report: %1"))
PHH_TAB = str(QT_TRANSLATE_NOOP("ReportOpener", "Report: PHH hands"))


def _tr(text: str, *args: str) -> str:
    """``text`` in the user's language, its %1, %2... filled in."""
    out = QCoreApplication.translate("ReportOpener", text)
    for number, arg in enumerate(args, 1):
        out = out.replace(f"%{number}", arg)
    return out


@dataclass(frozen=True)
class OpenedReport:
    """What opening the report did: the report, the tournaments now running, those that
    could not be restored (with why) and the hand tabs opened."""

    report: Report
    restored: tuple[Restored, ...]
    failed: dict[str, str]
    views: tuple[HistoryFileView, ...]


def open_report(session: Session, path: Path) -> OpenedReport | None:
    """Open the report in the running offline room; None (the reason in the banner, nothing
    changed) when it cannot be read or the room is not offline practice."""
    banner = session.window.banner
    try:
        report = read_report(path)
    except ReportError as exc:
        banner.show_message(_tr(NOT_OPENED, str(exc)), "block")
        return None
    adapter = session.link.adapter
    if not isinstance(adapter, LocalAdapter):
        banner.show_message(_tr(NOT_OFFLINE), "warn")
        return None
    restored, failed = restore_report(adapter.room.service, report)
    adapter.room.driver.wake()
    views = _open_hands(session, report)
    banner.show_message(report_summary(report, len(restored), failed),
                        "info" if report.same_version and not failed else "warn")
    return OpenedReport(report, tuple(restored), failed, views)


def report_summary(report: Report, restored: int, failed: dict[str, str]) -> str:
    """The banner's text: what the report is and what was opened from it."""
    lines = [_tr(FROM, report.version, report.platform,
                 report.created.strftime("%Y-%m-%d %H:%M %Z").strip())]
    if not report.same_version:
        lines.append(_tr(OTHER_VERSION, installed_version()))
    hands = sum(count_history_hands(text, name) for name, text in report.hands.items())
    lines.append(_tr(RESTORED, str(restored), str(len(report.tournaments)), str(hands)))
    seeded = [s for s in report.seeds if s.get("seed") is not None]  # older reports: all
    seeds = [f"{s.get('table')} #{s.get('hand')} {s.get('game')}: {s.get('seed')}"
             for s in seeded[-SHOWN_SEEDS:]]
    if seeds:
        lines.append(_tr(SEEDS, "; ".join(seeds)))
    lines += [_tr(NOT_RESTORED, tid, why) for tid, why in failed.items()]
    return "\n".join(lines)


def _open_hands(session: Session, report: Report) -> tuple[HistoryFileView, ...]:
    """A tab for the PokerStars text and one for the PHH hands (as one PHHS text), each
    hand replayable with "Play from here"."""
    phh = "\n".join(f'["{PurePosixPath(name).stem}"]\n{text}'
                    for name, text in sorted(report.hands.items()) if name.endswith(".phh"))
    texts = [(_tr(TAB, PurePosixPath(name).name), text)
             for name, text in sorted(report.hands.items()) if name.endswith(".txt")]
    if phh:
        texts.append((_tr(PHH_TAB), phh))
    if not texts:
        return ()
    viewer = session.histories.show()
    views = tuple(viewer.open_text(text, label) for label, text in texts)
    for view in views:
        view.play_from_here = session.histories.play_from_here
    viewer.tabs.setCurrentWidget(views[0])
    return views
