#!/usr/bin/env bash
# Start the built program (default dist/skg-poker/skg-poker) offscreen and check that
#  1. QA commands that read bundled data (rake tables, tournament structures) answer, i.e. the
#     frozen build finds client.resources through importlib.resources;
#  2. the GUI reaches the lobby and quits by itself (the app's quit-after-lobby switch), exit 0.
# Runs with a throwaway HOME/XDG dirs so it never touches the user's settings or database.
# Usage: packaging/smoke_test.sh [path/to/skg-poker]
set -euo pipefail
cd "$(dirname "$0")/.."
APP="${1:-dist/skg-poker/skg-poker}"
TIMEOUT="${SMOKE_TIMEOUT:-120}"
[[ -x "$APP" ]] || { echo "smoke: no program at $APP (run packaging/build.sh first)" >&2; exit 2; }

SANDBOX="$(mktemp -d)"
trap 'rm -rf "$SANDBOX"' EXIT
export HOME="$SANDBOX/home" XDG_CONFIG_HOME="$SANDBOX/config" XDG_DATA_HOME="$SANDBOX/data"
export XDG_CACHE_HOME="$SANDBOX/cache" XDG_STATE_HOME="$SANDBOX/state"
export XDG_RUNTIME_DIR="$SANDBOX/run"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=offscreen

fail() { echo "smoke: FAIL: $*" >&2; exit 1; }

rake="$("$APP" qa rake --currency USD --game NLHE --stakes 0.50/1 --players 6 --pot 12.34)" \
  || fail "qa rake failed: frozen build cannot read its rake tables"
[[ "$rake" == '{"rake": '* ]] || fail "qa rake printed $rake"
echo "smoke: bundled data readable (qa rake -> $rake)"
tourney="$("$APP" qa tournament --players 12 --structure turbo --seed 7)" \
  || fail "qa tournament failed: frozen build cannot read its tournament structures"
[[ "$tourney" == *'"chips_conserved": true'* ]] || fail "qa tournament printed $tourney"
echo "smoke: tournament structures readable (qa tournament --structure turbo ran)"

echo "smoke: starting $APP (offscreen, quit after the lobby shows)"
start=$(date +%s%N)
set +e
SKG_POKER_QUIT_AFTER_LOBBY=1 timeout "$TIMEOUT" "$APP" >"$SANDBOX/gui.out" 2>"$SANDBOX/gui.err"
status=$?
set -e
elapsed_ms=$(( ($(date +%s%N) - start) / 1000000 ))
if [[ $status == 124 ]]; then
  cat "$SANDBOX/gui.err" >&2
  fail "no lobby within ${TIMEOUT}s (the program did not quit by itself)"
fi
[[ $status == 0 ]] || { cat "$SANDBOX/gui.err" >&2; fail "exit status $status before the lobby"; }
grep -q "skg-poker: lobby shown" "$SANDBOX/gui.out" "$SANDBOX/gui.err" \
  || { cat "$SANDBOX/gui.out" "$SANDBOX/gui.err" >&2; fail "exited 0 but never reported the lobby"; }
echo "smoke: lobby reached, quit cleanly in ${elapsed_ms} ms"

echo "smoke: OK"
