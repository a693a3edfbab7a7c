#!/usr/bin/env bash
# PDF text-extraction speed, side by side in one run (issue 22): `carrel pdf words` with one
# worker and with the app's parse slots, against `pdftotext -bbox-layout` file by file, on the
# shared PDFs. Builds alternate within each round so machine load hits them alike.
#
#   bash e2e/bench-pdf.sh [ROUNDS]          (make bench-pdf)
#
# CARREL_BIN (default build/bin/carrel-headless, built here when missing) is the build under
# test; BASE_COMMITS="2f1a674 ..." adds those commits, each built here in a temporary git
# worktree (removed afterwards), and BASE_BINS="name=path ..." adds ready builds: each is measured
# the same way, one worker. Pages are counted once with pdfinfo, so every tool is divided by the
# same total.
# Prints one row per round (pages/s, and pages per CPU-second with child processes counted) and
# the ratios to poppler. Not part of `make test`: a speed figure is printed, never asserted.
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-3}
PDFS=${PDFS:-${CARREL_SHARED:-../shared}/testdata/pdfs}
BIN=${CARREL_BIN:-build/bin/carrel-headless}
CACHE=${CACHE:-${TMPDIR:-/tmp}/carrel-bench-wazero}
if [ ! -x "$BIN" ]; then
	go build -trimpath -o "$BIN" .
fi
BUILT=$(mktemp -d)
trap 'rm -rf "$BUILT"' EXIT
for c in ${BASE_COMMITS:-}; do
	git worktree add -q --detach "$BUILT/wt-$c" "$c"
	mkdir -p "$BUILT/wt-$c/frontend/dist" # go:embed wants the folder; the CLI never serves it
	(cd "$BUILT/wt-$c" && go build -trimpath -o "$BUILT/carrel-$c" .)
	git worktree remove --force "$BUILT/wt-$c"
	BASE_BINS="${BASE_BINS:-} $c=$BUILT/carrel-$c"
done
command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null || { echo "needs poppler-utils (pdftotext, pdfinfo)" >&2; exit 1; }
mapfile -t FILES < <(ls "$PDFS"/*.pdf)
[ ${#FILES[@]} -gt 0 ] || { echo "no PDFs in $PDFS" >&2; exit 1; }
PAGES=0
for f in "${FILES[@]}"; do
	n=$(pdfinfo "$f" 2>/dev/null | awk '/^Pages:/ {print $2}' || true)
	PAGES=$((PAGES + ${n:-0}))
done

# Tools: name and command (run with the file list as arguments).
NAMES=() CMDS=()
add() { NAMES+=("$1"); CMDS+=("$2"); }
for b in ${BASE_BINS:-}; do
	add "${b%%=*} 1 worker" "${b#*=} pdf words --cache $CACHE-${b%%=*}"
done
add "carrel 1 worker" "$BIN pdf words --cache $CACHE"
add "carrel slots" "$BIN pdf words --slots 0 --cache $CACHE"
poppler() { for f in "$@"; do pdftotext -bbox-layout "$f" - >/dev/null 2>&1 || true; done; }
add "poppler" "poppler"

# measure CMD: prints "wall cpu" in seconds (CPU counts this run's child processes).
measure() {
	local t0 t1 c0 c1 me=$BASHPID
	c0=$(awk '{print $16+$17}' /proc/$me/stat) # cutime+cstime of this (sub)shell, in ticks
	t0=$(date +%s.%N)
	$1 "${FILES[@]}" >/dev/null 2>&1 || true
	t1=$(date +%s.%N)
	c1=$(awk '{print $16+$17}' /proc/$me/stat)
	echo "$t0 $t1 $c0 $c1" | awk -v hz="$(getconf CLK_TCK)" '{printf "%.3f %.3f\n", $2-$1, ($4-$3)/hz}'
}

echo "PDFs: ${#FILES[@]} files, $PAGES pages (pdfinfo), $ROUNDS rounds; $(nproc) CPUs"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in "${!CMDS[@]}"; do measure "${CMDS[$i]}" >/dev/null; done # warm caches (wazero, page cache)
header="| round |"; sep="|---|"
for n in "${NAMES[@]}"; do header+=" $n |"; sep+="---|"; done
echo "$header ratios to poppler | load |"; echo "$sep---|---|"
declare -A ALL # tool index -> its rates, one per round
ratios_of() { # rates... (poppler's last): each one's ratio to poppler
	local -a r=("$@"); local out=""
	for i in $(seq 0 $((${#r[@]} - 2))); do
		out+="$(awk -v a="${r[$i]}" -v b="${r[-1]}" 'BEGIN{printf "%.2f", a/b}') "
	done
	echo "${out% }"
}
for r in $(seq 1 "$ROUNDS"); do
	row="| $r |"; rates=()
	for i in "${!CMDS[@]}"; do
		read -r wall cpu < <(measure "${CMDS[$i]}")
		rate=$(awk -v p="$PAGES" -v w="$wall" 'BEGIN{printf "%.1f", p/w}')
		cpur=$(awk -v p="$PAGES" -v c="$cpu" 'BEGIN{printf "%.0f", (c > 0 ? p/c : 0)}')
		rates+=("$rate"); ALL[$i]+="$rate "; row+=" $rate pages/s ($cpur/cpu-s) |"
	done
	echo "$row $(ratios_of "${rates[@]}") | $(cut -d' ' -f1 /proc/loadavg) |"
done
# The best round of each tool is the one the machine's other load disturbed least.
row="| best |"; best=()
for i in "${!CMDS[@]}"; do
	b=$(tr ' ' '\n' <<<"${ALL[$i]}" | sort -g | tail -1)
	best+=("$b"); row+=" $b pages/s |"
done
echo "$row $(ratios_of "${best[@]}") | |"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
