"""The .desktop entry, AppStream metainfo and icons are well-formed and name the same program.

A desktop finds the program through three names that must agree: the command (`Exec=`, the
console script, AppStream `provides/binary`), the icon (`Icon=`, the icon files, AppStream
`icon`) and the desktop file itself (AppStream `launchable`).
"""

from __future__ import annotations

import configparser
import importlib.util
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage, QImageReader
from pytestqt.qtbot import QtBot

import client

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / "skg-poker.desktop"
METAINFO = PACKAGING / "io.skg.Poker.metainfo.xml"
ICONS = ROOT / "resources" / "icons"
APP_ID = "io.skg.Poker"


@pytest.fixture(scope="module")
def pyproject() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return tomllib.load(handle)["project"]  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"), source=str(DESKTOP))
    assert parser.sections() == ["Desktop Entry"]
    return parser["Desktop Entry"]


@pytest.fixture(scope="module")
def component() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def _text(component: ET.Element, path: str) -> str:
    found = component.find(path)
    assert found is not None and found.text, f"metainfo lacks <{path}>"
    return found.text.strip()


def test_desktop_entry_has_the_keys_a_launcher_needs(entry: configparser.SectionProxy) -> None:
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"
    assert entry["Name"] and entry["Comment"]
    categories = entry["Categories"].split(";")
    assert categories[-1] == "", "Categories must end with ';'"
    assert {"Game", "CardGame"} <= set(categories)


def test_desktop_exec_is_the_console_script(
    entry: configparser.SectionProxy, pyproject: dict[str, object]
) -> None:
    """`Exec=skg-poker %F`: the files a file manager opens with it become `skg-poker FILE...`."""
    scripts = pyproject["scripts"]
    assert isinstance(scripts, dict)
    command, files = entry["Exec"].split()
    assert scripts[command] == "client.cli:main" and files == "%F"
    assert entry["TryExec"] == command


def test_desktop_opens_exactly_the_hand_history_types_the_mime_file_defines(
        entry: configparser.SectionProxy) -> None:
    """So a file manager offers SKG Poker for .phh, .phhs and PokerStars HH*.txt files."""
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    defined = ET.parse(PACKAGING / "skg-poker-mime.xml").getroot()
    types = {t.get("type") for t in defined.iter(f"{namespace}mime-type")}
    assert entry["MimeType"].endswith(";")
    assert set(entry["MimeType"].split(";")[:-1]) == types
    globs = {g.get("pattern") for g in defined.iter(f"{namespace}glob")}
    assert {"*.phh", "*.phhs", "HH*.txt"} <= globs


def test_desktop_icon_names_the_shipped_icons(entry: configparser.SectionProxy) -> None:
    name = entry["Icon"]
    assert (ICONS / f"{name}.svg").is_file()
    for size in (64, 128, 256):
        assert (ICONS / f"{name}-{size}.png").is_file()


def test_metainfo_is_a_desktop_application_with_the_app_id(component: ET.Element) -> None:
    assert component.tag == "component"
    assert component.get("type") == "desktop-application"
    assert _text(component, "id") == APP_ID
    assert METAINFO.name == f"{APP_ID}.metainfo.xml"
    assert _text(component, "metadata_license") == "CC0-1.0"
    assert _text(component, "summary")
    assert component.findall("description/p"), "AppStream needs a <description> with <p>"


def test_metainfo_agrees_with_desktop_entry(
    component: ET.Element, entry: configparser.SectionProxy
) -> None:
    launchable = component.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert _text(component, "provides/binary") == entry["TryExec"]
    assert _text(component, "icon[@type='stock']") == entry["Icon"]
    assert _text(component, "name") == entry["Name"]
    categories = {c.text for c in component.findall("categories/category")}
    assert categories == {c for c in entry["Categories"].split(";") if c}
    mediatypes = {m.text for m in component.findall("provides/mediatype")}
    assert mediatypes == set(entry["MimeType"].split(";")[:-1])


def test_metainfo_has_a_homepage_and_screenshots_of_committed_images(
        component: ET.Element) -> None:
    """Software centres show the screenshots: each is one of docs/screenshots/, under the
    homepage, with a caption; exactly one is the default."""
    homepage = _text(component, "url[@type='homepage']")
    assert homepage.startswith("https://") and homepage.endswith("/")
    shots = component.findall("screenshots/screenshot")
    assert len(shots) >= 3
    assert [s.get("type") for s in shots].count("default") == 1
    for shot in shots:
        assert _text(shot, "caption")
        image = _text(shot, "image")
        assert image.startswith(f"{homepage}screenshots/")
        assert (ROOT / "docs" / "screenshots" / image.rsplit("/", 1)[1]).is_file(), image


def test_metainfo_release_and_license_match_the_project(
    component: ET.Element, pyproject: dict[str, object]
) -> None:
    releases = component.findall("releases/release")
    assert releases and releases[0].get("version") == pyproject["version"] == client.__version__
    license_ = pyproject["license"]
    spdx = license_["text"] if isinstance(license_, dict) else license_
    assert _text(component, "project_license") == spdx


def test_metainfo_rates_real_money_gambling_as_intense(component: ET.Element) -> None:
    """The site plays for real money (USD/EUR/GBP), which OARS rates as intense gambling."""
    rating = component.find("content_rating/content_attribute[@id='money-gambling']")
    assert rating is not None and rating.text == "intense"


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed")
def test_appstreamcli_validates_metainfo() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_file_validate_accepts_the_entry() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_svg_icon_is_square_xml() -> None:
    root = ET.parse(ICONS / "skg-poker.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"


@pytest.mark.parametrize("size", [64, 128, 256])
def test_png_icon_has_its_size_and_a_transparent_corner(size: int) -> None:
    image = QImage(str(ICONS / f"skg-poker-{size}.png"))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def _render_icons_module() -> ModuleType:
    """packaging/render_icons.py, loaded by path (`packaging` is also PyPA's library name)."""
    spec = importlib.util.spec_from_file_location("render_icons", PACKAGING / "render_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _rgba(image: QImage, x: int, y: int) -> tuple[int, int, int, int]:
    color = image.pixelColor(x, y)
    return color.red(), color.green(), color.blue(), color.alpha()


@pytest.mark.parametrize("size", [64, 128, 256])
def test_committed_png_is_the_current_svg_rendered(qtbot: QtBot, size: int) -> None:
    """Editing the SVG without re-running packaging/render_icons.py fails here."""
    fresh = _render_icons_module().render_image(size)
    committed = QImage(str(ICONS / f"skg-poker-{size}.png"))
    worst = max(
        abs(a - b)
        for x in range(0, size, 2)
        for y in range(0, size, 2)
        for a, b in zip(_rgba(fresh, x, y), _rgba(committed, x, y), strict=True)
    )
    assert worst <= 8, "re-run python3 packaging/render_icons.py and commit the PNGs"


@pytest.mark.parametrize(("path", "sizes"), [
    ("windows/skg-poker.ico", [16, 24, 32, 48, 64, 256]),
    ("macos/skg-poker.icns", [16, 32, 64, 128, 256, 512, 1024]),
])
def test_windows_and_macos_icons_hold_every_size_of_the_current_svg(
        qtbot: QtBot, path: str, sizes: list[int]) -> None:
    """Qt's own .ico and .icns readers read each size the renderer wrote; the 256 px image
    is the committed PNG's (re-run packaging/render_icons.py after editing the SVG)."""
    reader = QImageReader(str(PACKAGING / path))
    assert reader.imageCount() == len(sizes)
    images = []
    for index in range(len(sizes)):
        assert reader.jumpToImage(index)
        images.append(reader.read())
    assert [image.width() for image in images] == sizes
    large = images[sizes.index(256)].convertToFormat(QImage.Format.Format_ARGB32)
    png = QImage(str(ICONS / "skg-poker-256.png")).convertToFormat(QImage.Format.Format_ARGB32)
    assert large == png
