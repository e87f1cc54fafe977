#!/usr/bin/env bash
# Put the macOS bundle of packaging/skg-poker.spec ("dist/SKG Poker.app", built on a Mac by
#   python3 -m PyInstaller --noconfirm --distpath dist packaging/skg-poker.spec)
# into dist/skg-poker-<version>-macos-<arch>.dmg: the app and a link to /Applications to drag
# it onto. Unsigned (Gatekeeper asks once: right-click > Open). Uses only hdiutil, which every
# Mac has. Run by .github/workflows/desktop-builds.yml on macOS; never run on the Linux
# machine this project is developed on.
set -euo pipefail
cd "$(dirname "$0")/../.."
DIST="${DIST:-dist}"
APP="$DIST/SKG Poker.app"
VERSION="$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
[[ -d "$APP" ]] || { echo "build_dmg: $APP is missing: run PyInstaller first" >&2; exit 2; }
STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="$DIST/skg-poker-$VERSION-macos-$(uname -m).dmg"
rm -f "$DMG"
hdiutil create -volname "SKG Poker" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
echo "$DMG"
