#!/usr/bin/env bash
# Build everything a user can install, into dist/ (see packaging/README.md):
#   dist/skg_poker-<v>-py3-none-any.whl, dist/skg_poker-<v>.tar.gz   (pip install ...)
#   dist/skg-poker/                                                    (PyInstaller one-folder)
#   dist/skg-poker-<v>-linux-<arch>.tar.gz                             (that folder, archived)
# and checks that resources/ (with the committed .qm translations) went into the wheel, the
# sdist and the frozen build. Sizes of what was built: dist/sizes.md (packaging/measure.py).
#
#   packaging/build.sh --deb   the wheel, the sdist and dist/skg-poker_<v>_<arch>.deb
#                              (packaging/build_deb.py; no PyInstaller step)
#
# Needs: pip install -e '.[packaging]'. Offline, pass BUILD_ARGS=--no-isolation (then the
# installed setuptools and wheel are used instead of fetching the pyproject build-system).
# WHEEL_ONLY=1 skips the slow PyInstaller step.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST="${DIST:-dist}"
VERSION="$(python3 -c 'import client; print(client.__version__)')"
DEB=0
for arg in "$@"; do
  case "$arg" in
    --deb) DEB=1 ;;
    *) echo "usage: packaging/build.sh [--deb]" >&2; exit 2 ;;
  esac
done

step() { printf '\n== %s\n' "$*"; }

step "wheel and sdist -> $DIST/"
rm -f "$DIST"/skg_poker-*.whl "$DIST"/skg_poker-*.tar.gz "$DIST"/skg-poker-*.tar.gz
# python -m build makes the sdist first and the wheel from the unpacked sdist, so this also
# proves the sdist alone is enough to build a complete wheel.
# shellcheck disable=SC2086  # BUILD_ARGS is a list of flags
python3 -m build ${BUILD_ARGS:-} --outdir "$DIST" .
python3 packaging/check_dists.py "$DIST"/skg_poker-"$VERSION"-*.whl "$DIST"/skg_poker-"$VERSION".tar.gz

if [[ "$DEB" == 1 ]]; then
  step "Debian package -> $DIST/"
  rm -f "$DIST"/skg-poker_*.deb
  python3 packaging/build_deb.py --wheel "$DIST"/skg_poker-"$VERSION"-py3-none-any.whl --out "$DIST"
  python3 packaging/measure.py "$DIST"
  exit 0
fi
if [[ "${WHEEL_ONLY:-0}" == 1 ]]; then
  exit 0
fi

step "PyInstaller one-folder build -> $DIST/skg-poker/"
start=$(date +%s)
python3 -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$DIST" --workpath build/pyinstaller packaging/skg-poker.spec
echo "PyInstaller took $(( $(date +%s) - start )) s"

step "desktop integration files -> $DIST/skg-poker/share/"
APP="$DIST/skg-poker"
install -Dm644 packaging/skg-poker.desktop "$APP/share/applications/skg-poker.desktop"
install -Dm644 packaging/skg-poker-mime.xml "$APP/share/mime/packages/skg-poker.xml"
install -Dm644 packaging/io.skg.Poker.metainfo.xml "$APP/share/metainfo/io.skg.Poker.metainfo.xml"
install -Dm644 resources/icons/skg-poker.svg "$APP/share/icons/hicolor/scalable/apps/skg-poker.svg"
for size in 64 128 256; do
  install -Dm644 "resources/icons/skg-poker-$size.png" \
    "$APP/share/icons/hicolor/${size}x${size}/apps/skg-poker.png"
done

step "frozen build carries every resource file"
python3 - "$APP" <<'EOF'
import sys
from pathlib import Path

sys.path.insert(0, "packaging")
from check_dists import PREFIX, expected_files

internal = Path(sys.argv[1]) / "_internal"
data = {p for p in expected_files() if p.suffix != ".py"}  # modules go into the PYZ archive
missing = sorted(str(p) for p in data if not (internal / p).is_file())
if missing:
    sys.exit(f"{internal}: missing resource files under {PREFIX}: {missing}")
print(f"{internal}: all {len(data)} resource data files present")
EOF

ARCHIVE="$DIST/skg-poker-$VERSION-linux-$(uname -m).tar.gz"
tar -C "$DIST" -czf "$ARCHIVE" skg-poker
step "done"
python3 packaging/measure.py "$DIST"
