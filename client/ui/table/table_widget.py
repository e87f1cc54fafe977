"""The painted poker table: oval felt, 2-10 seats, cards, stacks, bets, pots, button, timers.

It renders a `TableView` and nothing else; the only state it keeps is animation progress.
Animations (bets sweeping into the pot) run for `duration_ms * speed`; speed 0 makes every
change instant, which is what tests and players who turn animations off get.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.ui.app.settings import Theme
from client.ui.app.theme import TableColours, table_colours
from client.ui.table.cards import CARD_ASPECT, paint_card
from client.ui.table.felt_geometry import MIN_TEXT_PX, Geometry, pill_font, pill_width
from client.ui.table.table_state import (
    SeatView,
    TableView,
    chips_text,
    plate_text,
    pot_labels,
    timer_label,
)

SWEEP_MS = 450


class TableWidget(QWidget):
    """Paints one `TableView`; emits `seatClicked(seat)` when an empty seat is clicked."""

    seatClicked = Signal(int)
    #: The player clicked one of their own cards (a draw game's discard choice).
    cardClicked = Signal(str)
    seatMenuRequested = Signal(int, QPoint)  # seat, global position

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view: TableView | None = None
        self._anchor: tuple[str, int] | None = None  # (table, seat) last drawn at the bottom
        self._sweep_from: TableView | None = None
        self._sweep = 1.0
        self._theme: Theme = "dark"
        self._colours: TableColours = table_colours("dark")
        self._felt_cache: QPixmap | None = None
        self._felt_key: tuple[int, int, float, str] = (0, 0, 0.0, "")
        self.four_colour = False
        self.animation_speed = 1.0
        #: The player's cards picked to throw in a draw (`set_selected`).
        self._selected: frozenset[str] = frozenset()
        #: The player's own colour labels by player name, and the names with a note.
        self.labels: dict[str, str] = {}
        self.noted: set[str] = set()
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._anim.valueChanged.connect(self._on_sweep)
        self._anim.finished.connect(self._on_sweep_done)
        # Small enough for a whole table window on a 1280x720 screen at 200 % (640x360
        # logical px); the felt keeps its shape and cards and seats scale with it.
        self.setMinimumSize(360, 190)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Poker table"))
        # Focusable, so hotkeys reach the table rather than the chat box by default.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # --- inputs -------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        """A comfortable default: a 1280x800 window gives the table most of its height."""
        return QSize(900, 560)

    def set_theme(self, theme: Theme) -> None:
        """Switch table colours to the theme."""
        self._theme = theme
        self._colours = table_colours(theme)
        self.update()

    def set_view(self, view: TableView) -> None:
        """Show a new view; when the bets went into the pot, animate the sweep (if enabled)."""
        old = self._view
        self._view = view
        hero = next((s.seat for s in view.seats if s.is_hero), None)
        if hero is not None:
            self._anchor = (view.table_id, hero)
        swept = (old is not None and any(s.bet for s in old.seats)
                 and not any(s.bet for s in view.seats) and old.table_id == view.table_id)
        duration = int(SWEEP_MS / self.animation_speed) if self.animation_speed > 0 else 0
        if swept and duration > 0:
            self._sweep_from = old
            self._anim.stop()
            self._anim.setDuration(duration)
            self._anim.start()
        else:
            self._anim.stop()
            self._sweep_from = None
            self._sweep = 1.0
        self.update()

    def is_animating(self) -> bool:
        """True while a sweep animation is still running."""
        return self._anim.state() == QVariantAnimation.State.Running

    def _on_sweep(self, value: object) -> None:
        self._sweep = float(value)  # type: ignore[arg-type]
        self.update()

    def _on_sweep_done(self) -> None:
        self._sweep_from = None
        self._sweep = 1.0
        self.update()

    # --- geometry -----------------------------------------------------------------------
    def _geometry(self) -> Geometry:
        return Geometry.of(float(self.width()), float(self.height()))

    def hand_name_rect(self, seat: int) -> QRectF | None:
        """Where seat `seat`'s showdown hand name is drawn (None: it shows none)."""
        view = self._view
        record = view.seat(seat) if view is not None else None
        if view is None or record is None or not record.hand_name:
            return None
        return self._geometry().hand_name(view, seat, self._hero_index(), _bets(view))

    def board_on_screen(self) -> QRect:
        """Where the board is on the screen (a window opened over the table avoids it)."""
        board = self._geometry().board().toAlignedRect()
        return QRect(self.mapToGlobal(board.topLeft()), board.size())

    def felt_obstacles(self) -> list[QRectF]:
        """The seats, cards, chips, button and blind markers a hand name must not cover."""
        view = self._view
        if view is None:
            return []
        return self._geometry().obstacles(view, self._hero_index(), _bets(view))

    def _hero_index(self) -> int:
        view = self._view
        if view is None:
            return 0
        hero = next((s.seat for s in view.seats if s.is_hero), None)
        if hero is not None:
            return hero
        if self._anchor is not None and self._anchor[0] == view.table_id:
            return self._anchor[1]  # the player left the seat: the felt does not turn
        return view.first_seat

    def seat_centre(self, seat: int) -> QPointF:
        """Where seat `seat` is drawn (used by tests and click handling)."""
        count = self._view.max_seats if self._view else 9
        return self._geometry().seat_point(seat, count, self._hero_index())

    def seat_at(self, position: QPointF) -> int | None:
        """The seat number drawn at `position` (occupied or not), if any."""
        view = self._view
        if view is None:
            return None
        geo = self._geometry()
        for seat in view.seat_numbers():
            centre = geo.seat_point(seat, view.max_seats, self._hero_index())
            box = QRectF(centre.x() - 70 * geo.unit, centre.y() - 28 * geo.unit,
                         140 * geo.unit, 56 * geo.unit)
            if box.contains(position):
                return seat
        return None

    def set_selected(self, cards: frozenset[str]) -> None:
        """The player's cards picked to throw in a draw: drawn raised above the others."""
        self._selected = cards
        self.update()

    def own_card_at(self, position: QPointF) -> str | None:
        """The player's own card under `position` (the topmost where they overlap)."""
        view = self._view
        hero = next((s for s in view.seats if s.is_hero), None) if view is not None else None
        if view is None or hero is None:
            return None
        geo = self._geometry()
        point = geo.seat_point(hero.seat, view.max_seats, self._hero_index())
        for rect, card in reversed(geo.placed_cards(point, hero)):
            if card in self._selected:
                rect = rect.translated(0, -self._lift(rect))
            if card != "??" and rect.contains(position):
                return card
        return None

    @staticmethod
    def _lift(rect: QRectF) -> float:
        return rect.height() * 0.22

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Clicking an empty seat asks to sit there (the room decides); clicking one of the
        player's own cards picks it (or puts it back) for a draw."""
        card = self.own_card_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and card is not None:
            self.cardClicked.emit(card)
            return
        seat = self.seat_at(event.position())
        if (event.button() == Qt.MouseButton.LeftButton and seat is not None
                and self._view is not None and self._view.seat(seat) is None):
            self.seatClicked.emit(seat)
            return
        super().mousePressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """Right click on another player's seat: the seat menu (notes, labels)."""
        seat = self.seat_at(QPointF(event.pos()))
        taken = self._view.seat(seat) if self._view is not None and seat is not None else None
        if seat is not None and taken is not None and not taken.is_hero:
            self.seatMenuRequested.emit(seat, event.globalPos())
            event.accept()
            return
        super().contextMenuEvent(event)

    def set_notes(self, labels: dict[str, str], noted: set[str]) -> None:
        """The player's own labels (colour by name) and who has a note, shown on seats."""
        self.labels = dict(labels)
        self.noted = set(noted)
        self.update()

    # --- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint background, felt, board, pots, seats, bets and the button."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        geo = self._geometry()
        painter.drawPixmap(0, 0, self._felt_pixmap(geo))
        view = self._view
        if view is None:
            self._text(painter, geo.felt, self.tr("Waiting for the table…"), 20 * geo.unit,
                       bold=False)
            return
        self._paint_centre(painter, geo, view)
        hero = self._hero_index()
        for seat in view.seat_numbers():
            point = geo.seat_point(seat, view.max_seats, hero)
            record = view.seat(seat)
            if record is None:
                self._paint_empty_seat(painter, geo, point)
                continue
            self._paint_seat(painter, geo, point, record, view)
        self._paint_bets(painter, geo, view)
        button = geo.button(view, hero)
        if button is not None:
            self._paint_button(painter, geo, button)
        for blind_seat, label in ((view.small_blind_seat, "SB"), (view.big_blind_seat, "BB")):
            if blind_seat is not None and view.seat(blind_seat) is not None:
                self._paint_blind_marker(painter, geo, geo.blind_marker(view, blind_seat, hero),
                                         label)
        if view.paused or view.status_text:
            self._paint_banner(painter, geo, view.status_text or self.tr("Paused"))

    def _felt_pixmap(self, geo: Geometry) -> QPixmap:
        """Background, rail and felt, painted once per size/theme/screen and reused."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self._theme)
        if self._felt_cache is None or self._felt_key != key:
            pixmap = QPixmap(int(self.width() * ratio), int(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(self._colours.background)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self._paint_felt(painter, geo)
            painter.end()
            self._felt_cache, self._felt_key = pixmap, key
        return self._felt_cache

    def _paint_felt(self, p: QPainter, geo: Geometry) -> None:
        c = self._colours
        rail = geo.felt.adjusted(-16 * geo.unit, -16 * geo.unit, 16 * geo.unit, 16 * geo.unit)
        p.setPen(QPen(QColor(0, 0, 0, 120), 3 * geo.unit))
        p.setBrush(c.rail)
        p.drawEllipse(rail)
        gradient = QRadialGradient(geo.felt.center(), geo.felt.width() / 2)
        gradient.setColorAt(0.0, c.felt_inner)
        gradient.setColorAt(1.0, c.felt_outer)
        p.setPen(QPen(QColor(255, 255, 255, 40), 2 * geo.unit))
        p.setBrush(QBrush(gradient))
        p.drawEllipse(geo.felt)
        inner = geo.felt.adjusted(30 * geo.unit, 24 * geo.unit, -30 * geo.unit, -24 * geo.unit)
        p.setPen(QPen(QColor(255, 255, 255, 28), 1.5 * geo.unit))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(inner)

    def _paint_centre(self, p: QPainter, geo: Geometry, view: TableView) -> None:
        board = geo.board()
        card_h = board.height()
        card_w = card_h * CARD_ASPECT
        gap = 6 * geo.unit
        top = board.top()
        for i in range(5):
            rect = QRectF(board.left() + i * (card_w + gap), top, card_w, card_h)
            if i < len(view.board):
                paint_card(p, rect, view.board[i], self.four_colour)
            elif view.board_places:
                p.setPen(QPen(QColor(255, 255, 255, 35), 1.2 * geo.unit, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect, card_w * 0.1, card_w * 0.1)
        pots = view.pots
        if self._sweep_from is not None and self._sweep < 1.0:
            pots = self._sweep_from.pots
        rect = QRectF(geo.felt.left(), top - 40 * geo.unit, geo.felt.width(), 30 * geo.unit)
        if pots:
            self._pill(p, rect, "   ".join(pot_labels(pots, view.currency)), 17 * geo.unit)
        elif view.waiting_for_players:
            self._pill(p, rect, self.tr("Waiting for players"), 17 * geo.unit)
        if view.blinds_text:
            rect = QRectF(geo.felt.left(), top + card_h + 10 * geo.unit, geo.felt.width(),
                          22 * geo.unit)
            p.setPen(QColor(255, 255, 255, 170))
            self._text(p, rect, view.blinds_text, 13 * geo.unit, bold=False)

    def _paint_empty_seat(self, p: QPainter, geo: Geometry, point: QPointF) -> None:
        """A dashed box saying "Empty seat", wide enough for the words at their legible
        size and kept inside the widget (a narrow felt beside the deal panel cut them)."""
        u = geo.unit
        text = self.tr("Empty seat")
        font = QFont()
        font.setPixelSize(max(MIN_TEXT_PX, int(12 * u)))
        width = max(104 * u, QFontMetricsF(font).horizontalAdvance(text) + 16 * u)
        left = min(max(0.0, point.x() - width / 2), self.width() - width)
        box = QRectF(left, point.y() - 18 * u, width, 36 * u)
        p.setPen(QPen(QColor(255, 255, 255, 60), 1.2 * u, Qt.PenStyle.DashLine))
        p.setBrush(QColor(0, 0, 0, 50))
        p.drawRoundedRect(box, 18 * u, 18 * u)
        p.setPen(QColor(255, 255, 255, 120))
        self._text(p, box, text, 12 * u, bold=False)

    def _paint_seat(self, p: QPainter, geo: Geometry, point: QPointF, seat: SeatView,
                    view: TableView) -> None:
        u = geo.unit
        c = self._colours
        for rect, card in geo.placed_cards(point, seat):
            if seat.is_hero and card in self._selected:
                rect = rect.translated(0, -self._lift(rect))
            paint_card(p, rect, card, self.four_colour)
        box = geo.seat_box(point)
        acting = view.to_act == seat.seat
        p.setPen(QPen(c.to_act if acting else QColor(255, 255, 255, 50),
                      (3 if acting else 1.2) * u))
        p.setBrush(c.seat_box)
        p.setOpacity(0.55 if seat.folded or seat.sitting_out else 1.0)
        p.drawRoundedRect(box, 12 * u, 12 * u)
        p.setPen(c.seat_text)
        self._text(p, QRectF(box.left(), box.top() + 3 * u, box.width(), 22 * u),
                   _elide(seat.name, 16), 14 * u, bold=True, fit=True)
        p.setPen(QColor("#ffd866") if seat.all_in else QColor("#cfe8d5"))
        self._text(p, QRectF(box.left(), box.top() + 24 * u, box.width(), 22 * u),
                   plate_text(seat, view.currency), 15 * u, bold=True, fit=True)
        p.setOpacity(1.0)
        self._paint_note_marks(p, box, seat.name, u)
        timed = acting and view.timer is not None and view.timer.seat == seat.seat
        if seat.last_action and not timed:  # the clock goes there (it covered the label)
            self._pill(p, geo.action_tag(point), seat.last_action, 11 * u,
                       fill=QColor("#24567a"))
        if seat.hand_name:  # the showdown's hand, near the seat, covering nothing
            shown = geo.hand_name(view, seat.seat, self._hero_index(), _bets(view))
            self._pill(p, shown, seat.hand_name, 11 * u, fill=QColor("#6b4f12"))
        if seat.bounty:
            badge = QRectF(box.right() - 26 * u, box.top() - 10 * u, 52 * u, 18 * u)
            self._pill(p, badge, seat.bounty, 10 * u, fill=QColor("#8a3b12"))
        if timed:
            self._paint_timer(p, geo, box, view)

    def _paint_note_marks(self, p: QPainter, box: QRectF, name: str, u: float) -> None:
        """The player's label as a coloured edge, and a pencil mark when there is a note."""
        colour = self.labels.get(name)
        if colour:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(colour))
            p.drawRoundedRect(QRectF(box.left() + 3 * u, box.top() + 8 * u, 6 * u,
                                     box.height() - 16 * u), 3 * u, 3 * u)
        if name in self.noted:
            p.setPen(QColor(colour or "#cfe8d5"))
            self._text(p, QRectF(box.right() - 22 * u, box.top() + 2 * u, 20 * u, 20 * u),
                       "✎", 13 * u, bold=False)

    def _paint_timer(self, p: QPainter, geo: Geometry, box: QRectF, view: TableView) -> None:
        timer = view.timer
        assert timer is not None
        u = geo.unit
        bar = QRectF(box.left() + 8 * u, box.bottom() + 4 * u, box.width() - 16 * u, 7 * u)
        share = timer.share
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 140))
        p.drawRoundedRect(bar, 3 * u, 3 * u)
        colour = QColor("#4cc96b") if share > 0.5 else (
            QColor("#f0b429") if share > 0.2 else QColor("#e5484d"))
        if timer.det:
            colour = QColor("#6fa8ff")
        elif timer.in_bank:
            colour = QColor("#b57bff")  # the time bank: its own colour, from full again
        p.setBrush(colour)
        p.drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * max(0.0, min(1.0, share)),
                                 bar.height()), 3 * u, 3 * u)
        self._pill(p, QRectF(bar.left(), bar.bottom() + 2 * u, bar.width(), 16 * u),
                   timer_label(timer),
                   11 * u, fill=QColor(0, 0, 0, 160))

    def _paint_bets(self, p: QPainter, geo: Geometry, view: TableView) -> None:
        source = view
        share = 0.0
        if self._sweep_from is not None and self._sweep < 1.0:
            source = self._sweep_from
            share = self._sweep
        hero = self._hero_index()
        target = QPointF(geo.felt.center().x(), geo.felt.center().y() - 45 * geo.unit)
        for seat in source.seats:
            if not seat.bet:
                continue
            start = geo.bet_point(seat.seat, source.max_seats, hero)
            point = QPointF(start.x() + (target.x() - start.x()) * share,
                            start.y() + (target.y() - start.y()) * share)
            self._paint_chips(p, geo, point, chips_text(seat.bet, view.currency))

    def _paint_chips(self, p: QPainter, geo: Geometry, point: QPointF, text: str) -> None:
        u = geo.unit
        r = 9 * u
        font = QFont()
        font.setPixelSize(max(9, int(13 * u)))
        font.setBold(True)
        p.setFont(font)
        text_w = p.fontMetrics().horizontalAdvance(text) + 18 * u
        left = point.x() - (text_w + 2 * r + 4 * u) / 2
        for i in range(3):
            centre = QPointF(left + r, point.y() - i * 3 * u + 2 * u)
            p.setPen(QPen(QColor("#ffffff"), 1.5 * u, Qt.PenStyle.DashLine))
            p.setBrush(self._colours.chips if i % 2 == 0 else QColor("#c0392b"))
            p.drawEllipse(centre, r, r * 0.8)
        rect = QRectF(left + 2 * r + 4 * u, point.y() - 11 * u, text_w, 22 * u)
        self._pill(p, rect, text, 13 * u, fill=QColor(0, 0, 0, 150))

    def _paint_button(self, p: QPainter, geo: Geometry, disc: QRectF) -> None:
        u = geo.unit
        p.setPen(QPen(QColor("#333333"), 1.5 * u))
        p.setBrush(QColor("#fafafa"))
        p.drawEllipse(disc)
        p.setPen(QColor("#111111"))
        self._text(p, disc, "D", 14 * u, bold=True)

    def _paint_blind_marker(self, p: QPainter, geo: Geometry, disc: QRectF,
                            label: str) -> None:
        """A small "SB"/"BB" disc beside the seat that posts that blind this hand."""
        u = geo.unit
        p.setPen(QPen(QColor("#1c3d5a"), 1.2 * u))
        p.setBrush(QColor("#5aa0d8") if label == "SB" else QColor("#2f6fb2"))
        p.drawEllipse(disc)
        p.setPen(QColor("#ffffff"))
        self._text(p, disc, label, 10 * u, bold=True)

    def _paint_banner(self, p: QPainter, geo: Geometry, text: str) -> None:
        u = geo.unit
        rect = QRectF(geo.felt.center().x() - 230 * u, geo.felt.top() + 36 * u, 460 * u, 34 * u)
        self._pill(p, rect, text, 15 * u, fill=QColor(20, 20, 20, 210))

    def _pill(self, p: QPainter, rect: QRectF, text: str, size: float,
              fill: QColor | None = None) -> None:
        p.setFont(pill_font(size))
        width = pill_width(text, size, rect.width())
        pill = QRectF(rect.center().x() - width / 2, rect.top(), width, rect.height())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill if fill is not None else QColor(0, 0, 0, 120))
        p.drawRoundedRect(pill, rect.height() / 2, rect.height() / 2)
        p.setPen(QColor("#ffffff"))
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, _fitted(p, text, pill.width()))

    @staticmethod
    def _text(p: QPainter, rect: QRectF, text: str, size: float, bold: bool,
              fit: bool = False) -> None:
        """Centred text; with `fit`, cut to the rectangle's width with "…" (text stays at
        its legible size, so on a small table a long name would spill out of its box)."""
        font = QFont()
        font.setPixelSize(max(9, int(size)))
        font.setBold(bold)
        p.setFont(font)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter,
                   _fitted(p, text, rect.width()) if fit else text)


def _fitted(p: QPainter, text: str, width: float) -> str:
    """`text` in the painter's font, cut with "…" to `width` pixels."""
    return p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(width))


def _bets(view: TableView) -> dict[int, str]:
    """Each betting seat's chips as drawn in front of it."""
    return {s.seat: chips_text(s.bet, view.currency) for s in view.seats if s.bet}


def _elide(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
