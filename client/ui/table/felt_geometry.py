"""Where things go on the painted table for the widget's size: the felt, the seats, their
cards, bets, the button and blind markers, and the showdown's hand name, placed where it
covers none of them (checked by geometry in the tests, at every table size and scale).

Everything scales with `unit` (one design pixel); text never goes below `MIN_TEXT_PX`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from client.ui.table.cards import CARD_ASPECT, INDEX_SHARE
from client.ui.table.table_state import SeatView, TableView

MIN_TEXT_PX = 9
"""The smallest text drawn on the felt, in pixels, however small the table."""

READABLE_STEP = INDEX_SHARE + 0.04
"""The least step from one of the viewer's cards to the next, in card widths: the
corner index of each stays in sight."""

MIN_MARKER_PX = 20
"""The smallest dealer button or blind marker, in pixels: its letters at `MIN_TEXT_PX`."""


def pill_font(size: float) -> QFont:
    """The bold font of a pill's text of design size `size` (already in pixels)."""
    font = QFont()
    font.setPixelSize(max(MIN_TEXT_PX, int(size)))
    font.setBold(True)
    return font


def pill_width(text: str, size: float, most: float) -> float:
    """How wide a pill of `text` is drawn: the text and a margin, at most `most`."""
    return min(most, QFontMetricsF(pill_font(size)).horizontalAdvance(text) + size * 1.4)


@dataclass(frozen=True)
class Geometry:
    """Where things go for the current widget size (recomputed on every paint)."""

    felt: QRectF
    unit: float  # one "design pixel": everything scales with the table

    @classmethod
    def of(cls, width: float, height: float) -> Geometry:
        """The felt for a widget of this size: an oval, not a racetrack, centred."""
        unit = min(width / 900.0, height / 560.0)
        felt_h = height - 190 * unit
        felt_w = min(width - 230 * unit, felt_h * 2.2)
        return cls(QRectF((width - felt_w) / 2, (height - felt_h) / 2 - 6 * unit, felt_w,
                          felt_h), unit)

    def board(self) -> QRectF:
        """The five board places in the middle of the felt."""
        u = self.unit
        card_h = 74 * u
        card_w = card_h * CARD_ASPECT
        width = 5 * card_w + 4 * 6 * u
        centre = self.felt.center()
        return QRectF(centre.x() - width / 2, centre.y() - card_h / 2 + 8 * u, width, card_h)

    def angle(self, index: int, count: int, hero_index: int) -> float:
        """Angle of seat `index` around the table (radians, hero's seat at the bottom)."""
        return math.pi / 2 + 2 * math.pi * (index - hero_index) / count

    def ring(self, angle: float, fx: float, fy: float, dx: float = 0, dy: float = 0) -> QPointF:
        """A point at `angle` on the felt ellipse scaled by fx/fy plus a fixed offset."""
        c = self.felt.center()
        return QPointF(c.x() + (self.felt.width() / 2 * fx + dx) * math.cos(angle),
                       c.y() + (self.felt.height() / 2 * fy + dy) * math.sin(angle))

    def seat_point(self, index: int, count: int, hero_index: int) -> QPointF:
        """Centre of seat box `index` on the rail, hero at the bottom."""
        return self.ring(self.angle(index, count, hero_index), 1, 1, self.unit * 6,
                         self.unit * 8)

    def bet_point(self, index: int, count: int, hero_index: int) -> QPointF:
        """Where a seat's bet sits on the felt, between the seat and the board."""
        return self.ring(self.angle(index, count, hero_index), 0.7, 0.48)

    def seat_box(self, point: QPointF) -> QRectF:
        """A seat's name and stack box around its centre."""
        u = self.unit
        return QRectF(point.x() - 72 * u, point.y() - 26 * u, 144 * u, 52 * u)

    def cards(self, point: QPointF, seat: SeatView) -> QRectF | None:
        """Where a seat's cards are drawn, all of them (None: no cards shown)."""
        rects = [rect for rect, _card in self.placed_cards(point, seat)]
        if not rects:
            return None
        return QRectF(rects[0].left(), min(r.top() for r in rects),
                      rects[-1].right() - rects[0].left(),
                      max(r.bottom() for r in rects) - min(r.top() for r in rects))

    def placed_cards(self, point: QPointF, seat: SeatView) -> list[tuple[QRectF, str]]:
        """Each of a seat's cards where it goes, its down cards then its up cards (stud),
        left to right (none once it folded).

        Flop and draw games fan the cards closer the more there are, faces (the viewer's
        own, an opponent's at showdown) never so close that a card hides the corner index
        (rank and suit) of the one before: five draw cards or seven stud cards read, and
        an opponent's shown Omaha hand is not packed as tight as its backs. Stud keeps
        each of an opponent's faces far enough from the next for its rank to read and
        packs their backs tight, as PokerStars' stud rows do; the viewer's own down cards stand a
        little higher than the up cards, so it is clear which the others see."""
        if seat.folded or not (seat.cards or seat.up_cards):
            return []
        u = self.unit
        card_h = (70 if seat.is_hero else 50) * u
        card_w = card_h * CARD_ASPECT
        faces = (*seat.cards, *seat.up_cards)
        if seat.up_cards and not seat.is_hero:
            steps = [card_w * (0.2 if card == "??" else 0.66) for card in faces[:-1]]
        else:
            fan = (1.06 if seat.is_hero else 0.45) * (4 / max(4, len(faces) + 2))
            shown = "??" not in faces  # the viewer's own, or a showdown's
            least = READABLE_STEP if shown else 0.0
            steps = [card_w * max(fan, least)] * (len(faces) - 1)
        width = card_w + sum(steps)
        top = point.y() - 26 * u - card_h * (0.9 if seat.is_hero else 0.78)
        lift = card_h * 0.14 if seat.is_hero and seat.up_cards else 0.0
        placed, left = [], point.x() - width / 2
        for i, card in enumerate(faces):
            down = i < len(seat.cards)
            placed.append((QRectF(left, top - (lift if down else 0.0), card_w, card_h), card))
            left += steps[i] if i < len(steps) else 0.0
        return placed

    def action_tag(self, point: QPointF) -> QRectF:
        """The seat's last action, just under its box."""
        u = self.unit
        return QRectF(point.x() - 45 * u, self.seat_box(point).bottom() - 2 * u, 90 * u, 20 * u)

    def button(self, view: TableView, hero: int) -> QRectF | None:
        """The dealer button's disc beside the button seat (None: no button)."""
        if view.button is None:
            return None
        return self._disc(view, hero, self.angle(view.button, view.max_seats, hero) - 0.2,
                          13 * self.unit)

    def blind_marker(self, view: TableView, seat: int, hero: int) -> QRectF:
        """A small SB/BB disc on the other side of the seat."""
        return self._disc(view, hero, self.angle(seat, view.max_seats, hero) + 0.22,
                          12 * self.unit)

    def _disc(self, view: TableView, hero: int, angle: float, r: float) -> QRectF:
        """A marker's disc at `angle`, moved sideways off any seat's cards it would cover
        (four or five hero cards in Omaha reach the markers beside the hero's seat, an
        opponent's shown Omaha hand those beside theirs)."""
        centre = self.ring(angle, 0.8, 0.72)
        r = max(r, MIN_MARKER_PX / 2)  # "SB" at its legible size fits (seen: "5B" at 200%)
        disc = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        gap = 3 * self.unit
        fans = [cards for record in view.seats
                if (cards := self.cards(self.seat_point(record.seat, view.max_seats, hero),
                                        record)) is not None]
        sideways = [disc.translated(x - disc.left(), 0) for cards in fans
                    if disc.intersects(cards)
                    for x in (cards.left() - gap - disc.width(), cards.right() + gap)]
        # Beside the cards it would cover, on the side that covers no other (the nearest
        # such place; on a tiny table, where none is free, the one covering fewest).
        return min((disc, *sideways), key=lambda d: (sum(d.intersects(c) for c in fans),
                                                     abs(d.center().x() - centre.x())))

    def chips(self, point: QPointF, text: str) -> QRectF:
        """A bet's chip stack and amount pill, centred on `point`."""
        u = self.unit
        r = 9 * u
        text_w = QFontMetricsF(pill_font(13 * u)).horizontalAdvance(text) + 18 * u
        left = point.x() - (text_w + 2 * r + 4 * u) / 2
        return QRectF(left, point.y() - 11 * u - 6 * u, text_w + 2 * r + 4 * u, 22 * u + 8 * u)

    def hand_name(self, view: TableView, seat: int, hero: int, bets: dict[int, str]
                  ) -> QRectF:
        """Where the seat's showdown hand name goes: under its box, else above its cards,
        else beside the box, the first place that covers no seat, cards, chips, button
        or blind marker (and stays inside the table); under the box if none is free."""
        record = view.seat(seat)
        assert record is not None
        u = self.unit
        point = self.seat_point(seat, view.max_seats, hero)
        box = self.seat_box(point)
        height = max(20 * u, MIN_TEXT_PX + 4.0)  # the text is never below MIN_TEXT_PX
        width = pill_width(record.hand_name, 11 * u, 180 * u)
        cards = self.cards(point, record)
        top = (cards.top() if cards is not None else box.top()) - height - 2 * u
        left = point.x() - width / 2
        candidates = [QRectF(left, box.bottom() + 20 * u, width, height),
                      QRectF(left, top, width, height),
                      QRectF(box.right() + 4 * u, box.center().y() - height / 2, width, height),
                      QRectF(box.left() - 4 * u - width, box.center().y() - height / 2, width,
                             height)]
        rows = [top, *(box.bottom() + (20 + 12 * k) * u for k in range(12)),
                *(top - k * height for k in range(1, 4))]
        candidates += [QRectF(left + shift * (box.width() / 2 + width / 2) / 2, y, width,
                              height) for y in rows for shift in (0, -1, 1, -2, 2)]
        blocked = self.obstacles(view, hero, bets)
        bounds = QRectF(0, 0, self.felt.right() + self.felt.left(),
                        self.felt.bottom() + self.felt.top() + 12 * u)
        for rect in candidates:
            if bounds.contains(rect) and not any(rect.intersects(b) for b in blocked):
                return rect
        return candidates[0]

    def obstacles(self, view: TableView, hero: int, bets: dict[int, str]) -> list[QRectF]:
        """What a hand name must never cover: every seat's box, last action and cards,
        the bets' chips, the button and the blind markers."""
        count = view.max_seats
        out: list[QRectF] = []
        for record in view.seats:
            point = self.seat_point(record.seat, count, hero)
            out.append(self.seat_box(point))
            if record.last_action:
                out.append(self.action_tag(point))
            cards = self.cards(point, record)
            if cards is not None:
                out.append(cards)
        for seat, text in bets.items():
            out.append(self.chips(self.bet_point(seat, count, hero), text))
        button = self.button(view, hero)
        if button is not None:
            out.append(button)
        for blind in (view.small_blind_seat, view.big_blind_seat):
            if blind is not None and view.seat(blind) is not None:
                out.append(self.blind_marker(view, blind, hero))
        return out
