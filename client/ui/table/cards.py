"""Playing cards drawn by the program: rank, suit shapes and backs, no third-party art.

Suits are vector paths (not font glyphs) so they look the same on every machine and scale
cleanly at any DPI. The optional four-colour deck paints clubs green and diamonds blue.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

RANK_TEXT = {"T": "10"}
TWO_COLOUR = {"s": QColor("#111111"), "c": QColor("#111111"), "h": QColor("#c8102e"),
              "d": QColor("#c8102e")}
FOUR_COLOUR = {"s": QColor("#111111"), "c": QColor("#1f7a1f"), "h": QColor("#c8102e"),
               "d": QColor("#1c5fc8")}
#: Width : height of a card.
CARD_ASPECT = 0.72
#: The share of a card's width its corner index (the rank over a small suit) takes from
#: the left edge: a fanned card whose next card starts this far right reads in full.
INDEX_SHARE = 0.5


class CardError(ValueError):
    """A card string is not rank+suit ("As", "Td"); use `??` for a face-down card."""


def check_card(card: str) -> None:
    """Raise CardError unless `card` is a face-down marker or rank+suit from the contract."""
    if card == "??":
        return
    if len(card) != 2 or card[0] not in "23456789TJQKA" or card[1] not in "cdhs":
        raise CardError(f"card {card!r}: expected rank 23456789TJQKA + suit cdhs, or '??'")


def suit_colour(suit: str, four_colour: bool) -> QColor:
    """The ink colour of a suit in the chosen deck."""
    return (FOUR_COLOUR if four_colour else TWO_COLOUR)[suit]


def suit_path(suit: str, centre: QPointF, size: float) -> QPainterPath:
    """A filled outline of a suit symbol `size` pixels tall centred on `centre`."""
    s = size / 2
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if suit == "d":
        path.moveTo(x, y - s)
        path.lineTo(x + s * 0.72, y)
        path.lineTo(x, y + s)
        path.lineTo(x - s * 0.72, y)
        path.closeSubpath()
    elif suit == "h":
        path.moveTo(x, y + s)
        path.cubicTo(x - s * 1.25, y - s * 0.05, x - s * 0.55, y - s * 1.15, x, y - s * 0.45)
        path.cubicTo(x + s * 0.55, y - s * 1.15, x + s * 1.25, y - s * 0.05, x, y + s)
        path.closeSubpath()
    elif suit == "s":
        path.moveTo(x, y - s)
        path.cubicTo(x + s * 1.3, y - s * 0.05, x + s * 0.55, y + s * 0.95, x, y + s * 0.3)
        path.cubicTo(x - s * 0.55, y + s * 0.95, x - s * 1.3, y - s * 0.05, x, y - s)
        path.closeSubpath()
        path.addPolygon([QPointF(x, y + s * 0.1), QPointF(x + s * 0.32, y + s),
                         QPointF(x - s * 0.32, y + s)])
    else:  # clubs: three lobes and a stem
        r = s * 0.42
        path.addEllipse(QPointF(x, y - s * 0.5), r, r)
        path.addEllipse(QPointF(x - s * 0.48, y + s * 0.1), r, r)
        path.addEllipse(QPointF(x + s * 0.48, y + s * 0.1), r, r)
        path.addPolygon([QPointF(x, y - s * 0.1), QPointF(x + s * 0.3, y + s),
                         QPointF(x - s * 0.3, y + s)])
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def paint_card(painter: QPainter, rect: QRectF, card: str, four_colour: bool = False) -> None:
    """Paint one card filling `rect`: a face ("As") or a back ("??")."""
    check_card(card)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    radius = rect.width() * 0.1
    if card == "??":
        _paint_back(painter, rect, radius)
        painter.restore()
        return
    painter.setPen(QPen(QColor("#9aa0a6"), max(1.0, rect.width() * 0.02)))
    painter.setBrush(QBrush(QColor("#fdfdfb")))
    painter.drawRoundedRect(rect, radius, radius)
    rank, suit = card[0], card[1]
    colour = suit_colour(suit, four_colour)
    _paint_index(painter, rect, RANK_TEXT.get(rank, rank), suit, colour)
    big = rect.height() * 0.36
    painter.drawPath(suit_path(suit, QPointF(rect.left() + rect.width() * 0.68,
                                             rect.bottom() - big * 0.68), big))
    painter.restore()


def index_rect(rect: QRectF) -> QRectF:
    """Where a card in `rect` shows its rank and suit: its top-left corner, the part a
    fan of cards leaves in sight (see `INDEX_SHARE`)."""
    return QRectF(rect.left(), rect.top(), rect.width() * INDEX_SHARE, rect.height() * 0.6)


def _paint_index(painter: QPainter, rect: QRectF, rank: str, suit: str,
                 colour: QColor) -> None:
    """The corner index: the rank (a "10" squeezed to the index's width) over a small
    suit, so a card read only by its corner is still known."""
    index = index_rect(rect)
    margin = rect.width() * 0.05
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, int(rect.height() * 0.34)))
    painter.setFont(font)
    painter.setPen(colour)
    wide = index.width() - 2 * margin
    squeeze = min(1.0, wide / max(1.0, painter.fontMetrics().horizontalAdvance(rank)))
    painter.save()
    painter.translate(index.left() + margin, index.top() + rect.height() * 0.02)
    painter.scale(squeeze, 1.0)
    painter.drawText(QRectF(0, 0, wide / squeeze, rect.height() * 0.38),
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, rank)
    painter.restore()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    small = rect.height() * 0.18
    painter.drawPath(suit_path(suit, QPointF(index.center().x(),
                                             index.bottom() - small * 0.62), small))


def _paint_back(painter: QPainter, rect: QRectF, radius: float) -> None:
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, QColor("#b3243b"))
    gradient.setColorAt(1.0, QColor("#6e1223"))
    painter.setPen(QPen(QColor("#fdfdfb"), max(1.5, rect.width() * 0.05)))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(rect.width() * 0.16, rect.height() * 0.12,
                          -rect.width() * 0.16, -rect.height() * 0.12)
    painter.setPen(QPen(QColor(255, 255, 255, 110), max(1.0, rect.width() * 0.025)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.setBrush(QColor(255, 255, 255, 60))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(suit_path("s", inner.center(), inner.height() * 0.4))
