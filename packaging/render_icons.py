"""Render the application icon SVG to the PNG sizes desktops and PyInstaller want.

The SVG (resources/icons/skg-poker.svg) is the source; the PNGs are committed outputs so a
build never needs Qt's SVG plugin at install time. Re-run after editing the SVG:
``python3 packaging/render_icons.py``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "skg-poker.svg"
SIZES = (64, 128, 256)


def png_path(size: int) -> Path:
    """Where the PNG of one size lives (the name the .desktop Icon= key resolves to)."""
    return ICONS / f"skg-poker-{size}.png"


def render_image(size: int) -> QImage:
    """SOURCE drawn antialiased on a transparent size x size image (needs a QGuiApplication)."""
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise ValueError(f"{SOURCE} is not an SVG Qt can render")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def render(sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Render SOURCE at each size and save it as png_path(size); returns the paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([])
    written = []
    for size in sizes:
        target = png_path(size)
        if not render_image(size).save(str(target)):
            raise OSError(f"could not write {target}")
        written.append(target)
    del app
    return written


if __name__ == "__main__":
    for path in render():
        print(path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path)
    sys.exit(0)
