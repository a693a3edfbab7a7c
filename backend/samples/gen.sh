#!/bin/sh
# Rebuilds the bundled sample PDFs from src/*.tex with plain pdftex (texlive-binaries).
set -e
cd "$(dirname "$0")/src"
tmp=$(mktemp -d)
for f in spacing trees notebooks; do
  SOURCE_DATE_EPOCH=1700000000 FORCE_SOURCE_DATE=1 pdftex -interaction=nonstopmode -output-directory "$tmp" "$f.tex" >/dev/null
  cp "$tmp/$f.pdf" "../pdfs/$f.pdf"
done
rm -rf "$tmp"
