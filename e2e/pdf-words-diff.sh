#!/usr/bin/env bash
# Is `carrel pdf words` byte-identical between two builds? Each build writes one JSON per PDF
# of the shared PDFs and the realpdfs (or the folders given as arguments); the files are
# compared with elapsed_ms, the one field that changes from run to run, blanked out.
#
#   OLD=/tmp/bench/carrel-f3b8196 NEW=build/bin/carrel-headless bash e2e/pdf-words-diff.sh [DIR...]
#
# Prints each differing file and exits 1 when any differs. One worker per build, one build at
# a time, so it can run beside other work on a small machine.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${OLD:?OLD=path of the reference build}"
NEW=${NEW:-build/bin/carrel-headless}
SHARED=${CARREL_SHARED:-../shared}
DIRS=("$@")
[ ${#DIRS[@]} -gt 0 ] || DIRS=("$SHARED/testdata/pdfs" "$SHARED/testdata/realpdfs/pdfs")
CACHE=${CACHE:-${TMPDIR:-/tmp}/carrel-diff-wazero}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
status=0 total=0
for d in "${DIRS[@]}"; do
	mapfile -t files < <(ls "$d"/*.pdf)
	name=$(basename "$(dirname "$d")")-$(basename "$d")
	for b in old new; do
		bin=$OLD
		[ $b = new ] && bin=$NEW
		mkdir -p "$OUT/$b/$name"
		"$bin" pdf words --cache "$CACHE-$b" -o "$OUT/$b/$name" "${files[@]}" 2>"$OUT/$b/$name.stderr" || true
		sed -i -E 's/"elapsed_ms":[-0-9.eE+]+/"elapsed_ms":0/' "$OUT/$b/$name"/*.json
	done
	for f in "${files[@]}"; do
		j=$(basename "$f").json
		total=$((total + 1))
		if ! cmp -s "$OUT/old/$name/$j" "$OUT/new/$name/$j"; then
			echo "differs: $f"
			status=1
		fi
	done
	if ! cmp -s "$OUT/old/$name.stderr" "$OUT/new/$name.stderr"; then
		echo "stderr differs for $d:"
		diff "$OUT/old/$name.stderr" "$OUT/new/$name.stderr" || true
		status=1
	fi
done
[ $status = 0 ] && echo "identical: $total files"
exit $status
