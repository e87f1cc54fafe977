"""The columns of the Floor window's tables (plain records under `RecordModel`)."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QT_TRANSLATE_NOOP

from client.protocol import messages as m
from client.ui.locale_format import clock_text, count_text, number_text
from client.ui.record_model import Field


def _yes(flag: bool) -> str:
    return "●" if flag else ""


def _money(amount: Decimal) -> str:
    return number_text(amount, always_cents=True)


TOURNAMENTS: tuple[Field[m.FloorTournamentRow], ...] = (
    Field(str(QT_TRANSLATE_NOOP("Columns", "Tournament")), lambda t: t.name,
          tip=lambda t: t.tournament_id),
    Field(str(QT_TRANSLATE_NOOP("Columns", "State")), lambda t: t.state),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Players")), lambda t: str(t.players_left),
          key=lambda t: t.players_left, align_right=True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Tables")), lambda t: str(t.tables),
          key=lambda t: t.tables, align_right=True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Paused")), lambda t: _yes(t.paused)),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Deal request")), lambda t: _yes(t.deal_paused)),
)
"""Tournaments by the name the lobby shows (the id, for testers, in the tooltip)."""

TABLES: tuple[Field[m.FloorTableRow], ...] = (
    Field(str(QT_TRANSLATE_NOOP("Columns", "Table")), lambda t: t.name or t.table_id,
          tip=lambda t: t.table_id),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Tournament")),
          lambda t: t.tournament_name or t.tournament_id or "—",
          tip=lambda t: t.tournament_id),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Players")), lambda t: str(t.players),
          key=lambda t: t.players, align_right=True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Hand")), lambda t: str(t.hand_no),
          key=lambda t: t.hand_no, align_right=True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "In a hand")), lambda t: _yes(t.in_hand)),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Paused")), lambda t: _yes(t.paused)),
)
"""Tables by the name the lobby and their window show (ids in the tooltips)."""

FLAGS: tuple[Field[m.FloorFlagRow], ...] = (
    Field(str(QT_TRANSLATE_NOOP("Columns", "Kind")), lambda f: f.kind),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Players")), lambda f: ", ".join(f.players)),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Hands")), lambda f: str(len(f.hands)),
          key=lambda f: len(f.hands), align_right=True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Why")), lambda f: f.why),
)

WITHHELD: tuple[Field[m.FloorHoldRow], ...] = (
    Field(str(QT_TRANSLATE_NOOP("Columns", "Player")), lambda h: h.player_id),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Currency")), lambda h: h.currency),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Withheld")), lambda h: _money(h.amount),
          key=lambda h: h.amount, align_right=True),
)

AUDIT: tuple[Field[m.AuditRow], ...] = (
    Field(str(QT_TRANSLATE_NOOP("Columns", "Time")), lambda a: clock_text(a.at),
          key=lambda a: a.at),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Staff")), lambda a: a.staff_name or a.staff,
          tip=lambda a: a.staff),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Action")), lambda a: a.action),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Target")), lambda a: a.target_name or a.target,
          tip=lambda a: a.target),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Detail")), lambda a: a.detail),
)

PAYOUTS: tuple[Field[tuple[str, int, Decimal]], ...] = (
    Field(str(QT_TRANSLATE_NOOP("Columns", "Player")), lambda p: p[0]),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Chips")), lambda p: count_text(p[1]) if p[1] else "—",
          key=lambda p: p[1], align_right=True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Gets back")), lambda p: _money(p[2]),
          key=lambda p: p[2], align_right=True),
)
