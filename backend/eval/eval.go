// Package eval is Carrel's evaluation and tuning harness: it measures search quality on BEIR
// sets, speed at scale and chat latency and grounding, by driving a real backend through the
// service. It is built as its own command (backend/eval/cmd/carrel-eval) so that none of it, nor
// the test data finders it uses, ships in the carrel binary.
package eval

import (
	"fmt"
	"io"
	"os"

	"carrel/backend/internal/sharedpath"
	"carrel/backend/internal/subcmd"
)

// Env is where a subcommand writes its figures (Stdout) and its progress (Stderr).
type Env struct {
	Stdout, Stderr io.Writer
}

type command = subcmd.Command[Env]

// commands is the table of subcommands; a new evaluation adds one line here.
var commands = map[string]command{
	"search":           {"nDCG@10, recall@100 and latency on a BEIR set (--dataset)", evalSearch},
	"scale":            {"import, index and search a large corpus; latency and peak RSS", evalScale},
	"chat-latency":     {"time to the first streamed chat delta over the HTTP API", evalChatLatency},
	"chat-rationale":   {"grounding of chat quotes against SciFact rationales", evalChatRationale},
	"claims":           {"SciFact claims through searches: rationale P/R/F1, stance, verdict relevance", evalClaims},
	"meta":             {"header metadata on realpdfs against truth.jsonl, or on the shared PDFs or the Debian dev set (--split train|test|shared|dev, --model, --fold)", evalMeta},
	"dev-pdfs":         {"fetch the Debian dev set's PDFs with apt-get download and check their sha256 (make dev-pdfs)", evalDevPDFs},
	"train-confidence": {"fit the confidence calibration of the PDF header fields on held-out decodes of train and shared (make confidence-model)", evalTrainConfidence},
	"fit-cv":           {"compare fitting recipes for venue, year and type on held-out train (grouped), shared and dev folds at once", evalFitCV},
	"header-cv":        {"grouped cross-validation of the header model on realpdfs train: whole publishers (--group doi-prefix) or libraries held out", evalHeaderCV},
	"train-header":     {"fit the PDF header model on realpdfs train, --extra shared adds the shared PDFs (make header-model)", evalTrainHeader},
	"synth-papers":     {"write the synthetic title pages: mlanthology records through publishers' LaTeX classes (make synth-papers)", evalSynthPapers},
	"train-lines":      {"fit the PDF header's line labeler (title, author, venue lines) on the synthetic sets (make line-model)", evalTrainLines},
	"train-names":      {"fit the PDF header model's name lexicon on the shared bibliographies (make names-lexicon)", evalTrainNames},
	"journals":         {"derive the PDF header model's journal lexicon from the CSL styles (make journals-lexicon)", evalJournals},
	"wordnet":          {"derive the answer's WordNet file from /usr/share/wordnet (make wordnet)", evalWordNet},
	"vectors":          {"train the answer's word vectors with fastText on the shared corpora (make vectors)", evalVectors},
	"train-answer":     {"fit the answer's evidence and stance model on SciFact train (make answer-model)", evalTrainAnswer},
}

// sharedDir is ../shared/rel, or an error naming the evaluation that needs it.
func sharedDir(eval, rel string) (string, error) {
	if dir := sharedpath.Path(rel); dir != "" {
		return dir, nil
	}
	return "", fmt.Errorf("eval %s: shared %s not found (set CARREL_SHARED)", eval, rel)
}

// Run executes `carrel-eval NAME [flags]` and returns the process exit code.
func Run(env Env, args []string) int {
	if env.Stdout == nil {
		env.Stdout, env.Stderr = os.Stdout, os.Stderr
	}
	p := subcmd.Program[Env]{Name: "carrel-eval", Commands: commands,
		Intro:  "carrel-eval: measure Carrel's quality and speed.\n\nUsage:\n  carrel-eval NAME [flags]\n\nEvaluations:",
		Footer: "\nRun 'carrel-eval NAME -h' for an evaluation's flags."}
	return p.Run(env, env.Stdout, env.Stderr, args)
}
