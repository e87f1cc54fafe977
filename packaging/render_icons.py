"""Render the application icon SVG to the PNG sizes desktops want, and to the Windows
``.ico`` and macOS ``.icns`` the PyInstaller spec gives the program there.

The SVG (resources/icons/skg-poker.svg) is the source; the PNGs, packaging/windows/
skg-poker.ico and packaging/macos/skg-poker.icns are committed outputs so a build never
needs Qt's SVG plugin. Re-run after editing the SVG: ``python3 packaging/render_icons.py``.
Both containers hold PNG images (Windows Vista and later, macOS 10.7 and later read them),
written here byte by byte: Qt writes neither with several sizes.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "skg-poker.svg"
SIZES = (64, 128, 256)
PACKAGING = Path(__file__).resolve().parent
ICO = PACKAGING / "windows" / "skg-poker.ico"
ICO_SIZES = (16, 24, 32, 48, 64, 256)
ICNS = PACKAGING / "macos" / "skg-poker.icns"
#: icns element types holding PNG data, by pixel size (ic10 is 512 pt at 2x).
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08",
              512: b"ic09", 1024: b"ic10"}


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


def png_bytes(size: int) -> bytes:
    """The icon at one size as PNG file data."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not render_image(size).save(buffer, "PNG"):
        raise OSError(f"could not encode the {size} px icon as PNG")
    return bytes(buffer.data().data())


def ico_bytes(sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows icon file: ICONDIR, one ICONDIRENTRY per size, then each PNG."""
    images = [png_bytes(size) for size in sizes]
    offset = 6 + 16 * len(images)
    entries = b""
    for size, data in zip(sizes, images, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return struct.pack("<HHH", 0, 1, len(images)) + entries + b"".join(images)


def icns_bytes(sizes: tuple[int, ...] = tuple(ICNS_TYPES)) -> bytes:
    """A macOS icon file: 'icns' and the total length, then (type, length, PNG) elements."""
    elements = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
                        for size in sizes for data in [png_bytes(size)])
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def render(sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Render SOURCE at each size and save it as png_path(size), and the .ico and .icns;
    returns the paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([])
    written = []
    for size in sizes:
        target = png_path(size)
        if not render_image(size).save(str(target)):
            raise OSError(f"could not write {target}")
        written.append(target)
    for target, data in ((ICO, ico_bytes()), (ICNS, icns_bytes())):
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written.append(target)
    del app
    return written


if __name__ == "__main__":
    for path in render():
        print(path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path)
    sys.exit(0)
