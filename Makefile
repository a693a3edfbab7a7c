# Carrel: `make run` (window), `make serve` (headless), `make test` (everything), `make build`.
# Every target installs what is missing on a fresh Debian machine first.
SHELL := /bin/bash
GO ?= go
export PATH := $(HOME)/go/bin:/usr/local/go/bin:$(PATH)
WAILS_VERSION := v2.16.0
APT_PACKAGES := libgtk-3-dev libwebkit2gtk-4.0-dev citation-style-language-styles citation-style-language-locales tesseract-ocr tesseract-ocr-eng \
	chromium xvfb xauth imagemagick poppler-utils libreoffice-calc texlive-binaries texlive-base pkg-config
DATA ?= $(HOME)/.local/share/carrel
ADDR ?= 127.0.0.1:8787
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps apt-deps wails-cli frontend styles build build-headless run serve test test-tools test-go test-e2e test-window fuzz eval eval-build answer-model header-model confidence-model header-synth conf-synth synth-classes synth-chapters synth-tex line-model names-lexicon journals-lexicon synth-papers dev-pdfs wordnet vectors clean

all: build

deps: apt-deps wails-cli

apt-deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	else echo "System packages: all present."; fi

wails-cli:
	@command -v wails >/dev/null 2>&1 && wails version 2>/dev/null | grep -q "$(WAILS_VERSION)" || \
	  (echo "Installing Wails CLI $(WAILS_VERSION)"; $(GO) install github.com/wailsapp/wails/v2/cmd/wails@$(WAILS_VERSION))

styles:
	$(GO) run ./backend/cslcat/gen -allow-missing

frontend/node_modules: frontend/package-lock.json
	cd frontend && npm ci --no-audit --no-fund
	@touch frontend/node_modules

frontend: frontend/node_modules
	cd frontend && npm run build

e2e/node_modules: e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund
	@touch e2e/node_modules

# The window build (cgo, GTK/WebKit) through the Wails CLI: build/bin/carrel.
build: deps styles frontend
	wails build -s -m -nosyncgomod -skipbindings -trimpath -ldflags "-X main.version=$$(git describe --always --dirty 2>/dev/null || echo dev)"
	@ls -la build/bin/carrel

run: build
	./build/bin/carrel

serve: build
	./build/bin/carrel serve --data "$(DATA)" --addr "$(ADDR)"

# Under `make test` a test whose tool or data is missing fails instead of skipping.
test: export CARREL_REQUIRE_ALL := 1
test: deps styles frontend test-go build test-e2e test-window
	@echo "make test: all suites passed"

# Node packages that independent checkers in the Go tests use (SSE parser, Citation.js, citeproc-js).
TEST_NODE_DIRS := backend/service/testdata/sse-check backend/bibio/testdata/ris-check backend/service/testdata/citeproc-check
test-tools:
	@for d in $(TEST_NODE_DIRS); do [ -d $$d/node_modules ] && [ $$d/node_modules -nt $$d/package-lock.json ] || \
	  (cd $$d && npm ci --no-audit --no-fund --loglevel=error && touch node_modules); done

test-go: test-tools
	$(GO) vet ./...
	set -o pipefail; $(GO) test -json -timeout 20m ./... 2>&1 | $(GO) run ./backend/internal/testsummary

test-e2e: e2e/node_modules
	cd e2e && CARREL_BIN=$(CURDIR)/build/bin/carrel npm test

test-window:
	CARREL_BIN=$(CURDIR)/build/bin/carrel bash e2e/smoke-window.sh

# The evaluation harness is its own command (backend/eval), never linked into build/bin/carrel.
EVAL_ARGS ?= search --dataset ../shared/datasets/scifact --split test
eval-build:
	$(GO) build -trimpath -o build/bin/carrel-eval ./backend/eval/cmd/carrel-eval

eval: eval-build
	./build/bin/carrel-eval $(EVAL_ARGS)

# The answer's evidence and stance model, fitted on SciFact train only (deterministic); the
# result is committed and embedded (backend/answer/model.json, docs/answers.md).
SCIFACT ?= ../shared/datasets/scifact
answer-model: eval-build
	./build/bin/carrel-eval train-answer --dataset "$(SCIFACT)" --out backend/answer/model.json

# The answer's WordNet file (antonym pairs, synonym sets), derived from WordNet 3.0 as Debian's
# wordnet-base installs it; committed and embedded with WordNet's license (docs/answers.md).
WORDNET ?= /usr/share/wordnet
wordnet: eval-build
	@[ -f "$(WORDNET)/data.adj" ] || $(SUDO) apt-get install -y -qq wordnet-base
	./build/bin/carrel-eval wordnet --dir "$(WORDNET)" --out backend/answer/wordnet.txt

# PDF extraction speed beside poppler on the shared PDFs (issue 22): `carrel pdf words` with one
# worker and with the app's parse slots against `pdftotext -bbox-layout`, ROUNDS rounds, builds
# alternating; BASE_COMMITS="2f1a674" adds older commits. Prints a table, asserts nothing; not
# part of `make test`.
ROUNDS ?= 3
.PHONY: bench-pdf
bench-pdf:
	$(GO) build -trimpath -o build/bin/carrel-headless .
	CARREL_BIN=build/bin/carrel-headless bash e2e/bench-pdf.sh $(ROUNDS)

# The answer's word vectors: fastText skip-gram (Debian fasttext, one thread, fixed seed, so a
# rerun gives the same vectors) on the shared corpora's abstracts, pruned and quantized; committed
# and embedded (docs/answers.md). About 20 CPU minutes on one core.
DATASETS ?= ../shared/datasets
vectors: eval-build
	@command -v fasttext >/dev/null || $(SUDO) apt-get install -y -qq fasttext
	./build/bin/carrel-eval vectors --datasets "$(DATASETS)" --out backend/answer/vectors.bin

FUZZTIME ?= 60s
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzCheck$$' -fuzztime $(FUZZTIME) ./backend/pdf
	$(GO) test -run '^$$' -fuzz '^FuzzParseDate$$' -fuzztime $(FUZZTIME) ./backend/pdf
	$(GO) test -run '^$$' -fuzz '^FuzzParseXMPProps$$' -fuzztime $(FUZZTIME) ./backend/pdf
	$(GO) test -run '^$$' -fuzz '^FuzzJournalReaders$$' -fuzztime $(FUZZTIME) ./backend/pdfmeta
	$(GO) test -run '^$$' -fuzz '^FuzzParseBibTeX$$' -fuzztime $(FUZZTIME) ./backend/bibio
	$(GO) test -run '^$$' -fuzz '^FuzzParseRIS$$' -fuzztime $(FUZZTIME) ./backend/bibio
	$(GO) test -run '^$$' -fuzz '^FuzzFileField$$' -fuzztime $(FUZZTIME) ./backend/bibio
	$(GO) test -run '^$$' -fuzz '^FuzzZoteroAttachmentPath$$' -fuzztime $(FUZZTIME) ./backend/bibio
	$(GO) test -run '^$$' -fuzz '^FuzzMultipartUpload$$' -fuzztime $(FUZZTIME) ./backend/httpapi
	$(GO) test -run '^$$' -fuzz '^FuzzSearchBody$$' -fuzztime $(FUZZTIME) ./backend/httpapi

clean:
	rm -rf build/bin frontend/dist/assets frontend/dist/index.html

# The PDF header model (title, authors, venue, year, type), fitted on realpdfs train and, since
# r28, for titles and author lists on fold 0 of two of HEADER_SYNTH_N randomized first pages
# (`synth-papers --layouts random.tex`, seed HEADER_SYNTH_SEED, in HEADER_SYNTH_DIR, generated
# first when missing; never committed) at HEADER_SYNTH_WEIGHT each (deterministic); the result is
# committed and embedded (backend/pdfmeta/header_model.json, docs/metadata.md "Fitting the
# ranking on randomized pages"). carrel-eval is built again after the fit, so that
# `carrel-eval meta` without --model scores the model just written rather than the one embedded
# before. HEADER_SYNTH_WEIGHT=0 fits on train alone (no pages needed).
HEADER_SYNTH_N ?= 300
HEADER_SYNTH_SEED ?= 31
HEADER_SYNTH_DIR ?= build/synthR$(HEADER_SYNTH_SEED)
HEADER_SYNTH_WEIGHT ?= 1
HEADER_SYNTH_FLAGS = $(if $(filter 0,$(HEADER_SYNTH_WEIGHT)),,--extra synth --extra-fields title,authors --synth-weight $(HEADER_SYNTH_WEIGHT))
# true when the pages are needed and fewer than HEADER_SYNTH_N are there (an interrupted run)
HEADER_SYNTH_MISSING = [ "$(HEADER_SYNTH_WEIGHT)" != 0 ] && [ "$$(cat $(HEADER_SYNTH_DIR)/truth.jsonl 2>/dev/null | wc -l)" -lt $(HEADER_SYNTH_N) ]
header-model: eval-build
	@if $(HEADER_SYNTH_MISSING); then $(MAKE) header-synth; fi
	CARREL_SYNTH_DIR=$(HEADER_SYNTH_DIR) ./build/bin/carrel-eval train-header $(HEADER_SYNTH_FLAGS) --out backend/pdfmeta/header_model.json
	$(MAKE) eval-build

# The header fields' confidence calibration (the "check" marks), fitted on held-out decodes of
# realpdfs train (ten folds, each header model fitted here without its fold, on the same
# synthetic pages as header-model) and shared; run after header-model (docs/metadata.md,
# "Confidence and check").
# Since s10 the authors' confidence also learns from CONF_SYNTH_N randomized first pages of seed
# CONF_SYNTH_SEED (never the header model's seed, nor 32 and 22, the check sets), generated into
# CONF_SYNTH_DIR first when missing (docs/metadata.md "Authors' confidence"). Since s10 the
# venue is calibrated too, on the same decodes and on decodes with the true venue's lines erased
# (docs/metadata.md "Venue's confidence").
# Since s11 the type is calibrated too, on the same decodes and on decodes with the lines that
# speak for the true type erased (docs/metadata.md "Type's confidence").
# Since s19 the title learns from the same CONF_SYNTH pages and from the open dev batches
# CONF_DEV_BATCHES (never s17, the unseen one), decoded by the all-train model (weight 1; the
# authors' dev rows cost caught wrong lists held out; docs/metadata.md "Session 19: marks that
# catch wrong values"); the dev PDFs are fetched first when missing (make dev-pdfs).
CONF_SYNTH_N ?= 400
CONF_SYNTH_SEED ?= 41
CONF_SYNTH_DIR ?= build/synthR$(CONF_SYNTH_SEED)
CONF_DEV_BATCHES ?= -,s12,s13,s15,s16
CONF_DEV_FLAGS = $(if $(CONF_DEV_BATCHES),--calib-dev $(CONF_DEV_BATCHES) --calib-dev-fields title --calib-dev-weight title=1)
confidence-model: eval-build
	@if $(HEADER_SYNTH_MISSING); then $(MAKE) header-synth; fi
	@if [ "$$(cat $(CONF_SYNTH_DIR)/truth.jsonl 2>/dev/null | wc -l)" -lt $$(($(CONF_SYNTH_N) - 5)) ]; then $(MAKE) conf-synth; fi
	@if [ -n "$(CONF_DEV_BATCHES)" ] && [ ! -d build/devpdfs/pdfs ]; then $(MAKE) dev-pdfs; fi
	CARREL_SYNTH_DIR=$(HEADER_SYNTH_DIR) ./build/bin/carrel-eval train-confidence --header-synth-weight $(HEADER_SYNTH_WEIGHT) --calib-synth $(CONF_SYNTH_DIR) --calib-synth-fields authors,title $(CONF_DEV_FLAGS) --out backend/pdfmeta/confidence_model.json
	$(MAKE) eval-build

# The randomized first pages the authors' confidence is calibrated on (see above).
conf-synth: eval-build synth-tex
	./build/bin/carrel-eval synth-papers --out $(CONF_SYNTH_DIR) --n $(CONF_SYNTH_N) --seed $(CONF_SYNTH_SEED) --layouts random.tex

# The randomized first pages header-model fits on (see above); pages already compiled are reused.
header-synth: eval-build synth-tex
	./build/bin/carrel-eval synth-papers --out $(HEADER_SYNTH_DIR) --n $(HEADER_SYNTH_N) --seed $(HEADER_SYNTH_SEED) --layouts random.tex

# The synthetic title pages (a dev set for the header model, docs/metadata.md "Synthetic title
# pages"): mlanthology records printed by publishers' LaTeX classes (IEEEtran, elsarticle, revtex,
# amsart, aastex, mnras, llncs, ...) and compiled with pdflatex into build/synth (never committed).
# The same SYNTH_SEED writes the same pages; pages already compiled are reused.
SYNTH_TEX := texlive-latex-base texlive-latex-recommended texlive-latex-extra texlive-science texlive-fonts-recommended texlive-publishers texlive-plain-generic lmodern
SYNTH_N ?= 300
SYNTH_SEED ?= 1
synth-papers: eval-build synth-tex
	./build/bin/carrel-eval synth-papers --out build/synth --n $(SYNTH_N) --seed $(SYNTH_SEED)

# s18-classes: first pages set by publishers' own LaTeX classes (acmart, cas-dc, oup, jmlr, ...;
# docs/metadata.md "Session 18: genuine publisher classes"), SYNTH_CLASSES_N pages of seed 5 in
# build/synthR5 (never committed; pages already compiled are reused), then split by class into
# build/synthR5open (tuned on) and build/synthR5held (the held-out classes: plain totals only).
SYNTH_CLASSES_OPEN := cls_acmconf.tex,cls_acmjournal.tex,cls_nature.tex,cls_sageep.tex,cls_spie.tex,cls_jmlr.tex,cls_ieeeconf.tex,cls_aomart.tex,cls_smfart.tex,cls_ijdc.tex,cls_nrc.tex
SYNTH_CLASSES_HELD := cls_casdc.tex,cls_oup.tex,cls_ejpecp.tex,cls_aiaa.tex,cls_jpsj.tex
SYNTH_CLASSES_N ?= 300
synth-classes: eval-build synth-tex
	./build/bin/carrel-eval synth-papers --out build/synthR5 --n $(SYNTH_CLASSES_N) --seed 5 --layouts $(SYNTH_CLASSES_OPEN),$(SYNTH_CLASSES_HELD)
	@for g in open:$(SYNTH_CLASSES_OPEN) held:$(SYNTH_CLASSES_HELD); do \
	  d=build/synthR5$${g%%:*}; rm -rf $$d; mkdir -p $$d/pdfs; \
	  grep -E "synth-papers ($$(echo $${g#*:} | sed 's/[.]/[.]/g; s/,/|/g')) " build/synthR5/truth.jsonl > $$d/truth.jsonl; \
	  for f in $$(grep -o '"file":"[^"]*"' $$d/truth.jsonl | cut -d'"' -f4); do ln build/synthR5/pdfs/$$f $$d/pdfs/$$f; done; \
	  echo "$$d: $$(wc -l < $$d/truth.jsonl) pages"; done

# s18-chapters: book chapters, proceedings volumes and theses on genuine classes (opt-in layouts,
# docs/metadata.md "Session 18: chapters, proceedings volumes and theses"), written into
# build/synthR6 (never committed); the same seed writes the same pages. The OPEN and HELD-OUT
# subsets are filtered from it into build/synthR6open and build/synthR6held by template.
CHAPTER_LAYOUTS_OPEN := ch_edited.tex,ch_llncsproc.tex,ch_ucthesis.tex,ch_sapthesis.tex,ch_uwchapter.tex
CHAPTER_LAYOUTS_HELD := ch_ltugproc.tex,ch_smfchapter.tex,ch_muthesis.tex
synth-chapters: eval-build synth-tex
	./build/bin/carrel-eval synth-papers --out build/synthR6 --n 250 --seed 6 --layouts $(CHAPTER_LAYOUTS_OPEN),$(CHAPTER_LAYOUTS_HELD)
	@for part in open:$(CHAPTER_LAYOUTS_OPEN) held:$(CHAPTER_LAYOUTS_HELD); do d=build/synthR6$${part%%:*}; \
	  mkdir -p $$d && ln -sfn ../synthR6/pdfs $$d/pdfs && : > $$d/truth.jsonl; \
	  for l in $$(echo $${part#*:} | tr , ' '); do grep "synth-papers $$l " build/synthR6/truth.jsonl >> $$d/truth.jsonl || true; done; \
	  echo "$$d: $$(wc -l < $$d/truth.jsonl) pages"; done

# The Debian dev set (docs/metadata.md "A Debian dev set"): published papers that Debian ships as
# documentation, labelled by hand in backend/eval/testdata/devpdfs/truth.jsonl. The packages are
# downloaded with apt-get download into build/devpdfs/debs (never installed; about 0.75 GB, most of
# it texlive-latex-extra-doc) and each listed PDF is written to build/devpdfs/pdfs only if its
# sha256 is the labelled one (a mismatch is reported and fails the target). Never committed.
# Score with ./build/bin/carrel-eval meta --split dev [--oracle] [--no-meta] [-v].
dev-pdfs: eval-build
	./build/bin/carrel-eval dev-pdfs --out build/devpdfs

# the TeX Live packages synth-papers and header-synth compile with
synth-tex:
	@missing=""; for p in $(SYNTH_TEX); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; fi

# the header's line labeler (pdfmeta/linelabel.go), fitted on the synthetic sets of sessions 13-18
# (copy them from the main worktree's build/ or write them with make synth-papers / synth-classes /
# synth-chapters); run before header-model, whose lines candidates it makes (docs/metadata.md, Session 19)
LINE_SYNTH = build/synthR41,build/synthR5open,build/synthR6open
line-model: eval-build
	./build/bin/carrel-eval train-lines --synth $(LINE_SYNTH) --out backend/pdfmeta/line_model.json
	$(MAKE) eval-build

# the header model's name lexicon (run before header-model when the shared bibliographies change)
names-lexicon: eval-build
	./build/bin/carrel-eval train-names --out backend/pdfmeta/names_lexicon.tsv

# the header model's journal lexicon (titles, short titles, ISSNs) from the CSL styles Debian installs
# (CC BY-SA 3.0) and the journal lists (titles, ISO 4 abbreviations) in Debian's jabref package
# (Expat; only its jar is unpacked, under build/jabref: no Java is installed), docs/metadata.md;
# run before header-model when either package changes
JABREF_JARS = /usr/share/jabref/JabRef-*.jar build/jabref/usr/share/jabref/JabRef-*.jar
journals-lexicon: eval-build
	@[ -d /usr/share/citation-style-language/styles/dependent ] || $(SUDO) apt-get install -y -qq citation-style-language-styles
	@ls $(JABREF_JARS) 2>/dev/null | grep -q . || (rm -rf build/jabref && mkdir -p build/jabref && cd build/jabref && apt-get download -qq jabref && dpkg -x jabref_*.deb .)
	./build/bin/carrel-eval journals --jabref "$$(ls $(JABREF_JARS) 2>/dev/null | head -1)" --out backend/pdfmeta/journals.tsv
