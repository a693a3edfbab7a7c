#!/usr/bin/env bash
# Window smoke test: start the real window binary under Xvfb with a temporary data folder, wait,
# screenshot the X screen with ImageMagick, and fail when the picture is blank (std dev <= 0.01).
# Usage: CARREL_BIN=build/bin/carrel bash e2e/smoke-window.sh   (SMOKE_WAIT=seconds, SMOKE_SHOT=keep png here)
set -u
here=$(cd "$(dirname "$0")" && pwd)
BIN=${CARREL_BIN:-$here/../build/bin/carrel}
WAIT=${SMOKE_WAIT:-8}
CONVERT=/usr/bin/convert
work=$(mktemp -d /tmp/carrel-smoke-XXXXXX)
shot=${SMOKE_SHOT:-$work/window.png}

summary() {
  echo "window smoke: $1 passed, $2 failed"
}
fail() {
  echo "FAIL: $*" >&2
  [ -f "$work/app.log" ] && { echo "--- carrel output (last 40 lines) ---" >&2; tail -n 40 "$work/app.log" >&2; }
  summary 0 1
  rm -rf "$work"
  exit 1
}

[ -x "$BIN" ] || fail "window binary not found at $BIN (run make build or set CARREL_BIN)"
for tool in xvfb-run import "$CONVERT"; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing: apt-get install -y xvfb xauth imagemagick"
done

# Inside Xvfb: start the window, let it render, grab the root window, stop the app.
xvfb-run -a -s "-screen 0 1400x900x24" bash -c '
  "$1" --data "$2/data" >"$2/app.log" 2>&1 &
  pid=$!
  sleep "$3"
  if ! kill -0 "$pid" 2>/dev/null; then echo "exited early" >"$2/early"; exit 0; fi
  import -window root "$4"
  kill "$pid"; sleep 1; kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  exit 0
' smoke "$BIN" "$work" "$WAIT" "$shot" || fail "xvfb-run failed"

[ -f "$work/early" ] && fail "the window process exited within ${WAIT}s"
[ -s "$shot" ] || fail "no screenshot was taken"
sd=$("$CONVERT" "$shot" -format '%[fx:standard_deviation]' info: 2>/dev/null) || fail "cannot measure $shot"
echo "screenshot $shot: pixel standard deviation $sd"
if awk -v s="$sd" 'BEGIN { exit !(s > 0.01) }'; then
  summary 1 0
  [ -z "${SMOKE_SHOT:-}" ] && rm -rf "$work"
  exit 0
fi
fail "the window looks blank (standard deviation $sd <= 0.01)"
