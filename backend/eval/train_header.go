package eval

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"

	"carrel/backend/pdfmeta"
)

// headerRecipe names the fitting recipe written into the model (docs/metadata.md keeps the table).
const headerRecipe = "s14-typefit"

// The fit's defaults, shared by train-header, header-cv and train-confidence's fold models.
const (
	defaultL2 = 0.05
	// type's cues are crossed with every type (some 430 weights on 59 papers): since s14-typefit
	// a larger penalty than the other fields' (0.03 since r11), which generalizes better to
	// unseen publishers and corpora (docs/metadata.md "s14-typefit")
	defaultL2Field = "type=0.1"
	defaultIters   = 800
	defaultAugment = "title,authors,year"
)

// evalTrainHeader fits pdfmeta's header model on realpdfs train: for each field in decoding
// order it traces every paper with the model fitted so far (pdfmeta's own candidates and
// features), labels the candidates against truth.jsonl and fits the field's weights.
func evalTrainHeader(env Env, args []string) error {
	fs := flag.NewFlagSet("train-header", flag.ContinueOnError)
	out := fs.String("out", "backend/pdfmeta/header_model.json", "model file to write")
	holdout := fs.Int("holdout", -1, "leave out train papers of this fold (file number % --folds); -1 trains on all; --extra papers are never left out")
	folds := fs.Int("folds", 2, "number of cross-validation folds that --holdout counts in")
	group := fs.String("group", "file", "what a fold holds together: "+groupingHelp())
	l2 := fs.Float64("l2", defaultL2, "L2 penalty on the weights")
	l2Field := fs.String("l2-field", defaultL2Field, "per-field L2 penalties that replace --l2, as field=value pairs (\"type=0.1,year=0.02\")")
	iters := fs.Int("iters", defaultIters, "gradient steps per field")
	extra := fs.String("extra", "", "labelled splits fitted on beside train and never held out, so the train folds stay comparable (\"shared\": ../shared/testdata/pdfs with shared_truth.jsonl; \"synth\": fold 0 of 2 of make synth-papers' pages, fold 1 always held out)")
	extraHoldout := fs.Int("extra-holdout", -1, "leave out --extra papers of this fold (a hash of the file name % --folds), to score them with meta --split shared --fold; -1 keeps all")
	extraFields := fs.String("extra-fields", "", "the fields the --extra papers are fitted for (comma-separated; empty for all)")
	augment := fs.String("augment-no-meta", defaultAugment, "fields fitted on every paper twice, as it is and without its Info/XMP metadata, so that the layout cues carry weight of their own (comma-separated; empty for none)")
	synthWeight := fs.Float64("synth-weight", 1, "weight of each synthetic page's example against a real paper's, with --extra synth")
	extraUseFlag := fs.String("extra-use", "", "more extra splits, each with its own fields and weight: split=field+field@weight, comma-separated (\"dev=type+venue+year@0.5\"); it overrides --extra-fields and --synth-weight for the splits it names")
	devSkip := fs.String("dev-skip", defaultDevSkip, "dev batches never fitted on (comma-separated): "+devSkipWhy)
	poolType := fs.Float64("pool-type", 0, "when > 0, each type cue's weight is fitted as a part shared by its family of types plus the type's own, the shared part with this L2")
	biasL2 := fs.Float64("bias-l2", 0, "when > 0, the L2 on the types' biases in place of type's")
	if err := fs.Parse(args); err != nil {
		return err
	}
	docs, err := loadRealDocs(env.Stderr, "train")
	if err != nil {
		return err
	}
	var onlyFields []string
	if *extraFields != "" {
		onlyFields = strings.Split(*extraFields, ",")
	}
	spec := fitSpec{augment: strings.Split(*augment, ","), l2: *l2, l2Field: *l2Field, iters: *iters, extras: map[string]extraUse{}, poolType: *poolType, biasL2: *biasL2}
	for _, s := range strings.Split(*extra, ",") {
		if s == "" {
			continue
		}
		if s != sharedSplit && s != synthSplit && s != devSplit {
			return fmt.Errorf("train-header: --extra %q: only %q, %q and %q can be added to train", s, sharedSplit, devSplit, synthSplit)
		}
		u := extraUse{fields: onlyFields, weight: 1}
		if s == synthSplit {
			u.weight = *synthWeight
		}
		spec.extras[s] = u
	}
	more, err := parseExtraUse(*extraUseFlag)
	if err != nil {
		return fmt.Errorf("train-header: %w", err)
	}
	for s, u := range more {
		spec.extras[s] = u
	}
	for _, s := range []string{sharedSplit, devSplit, synthSplit} {
		if _, ok := spec.extras[s]; !ok {
			continue
		}
		more, err := loadExtraDocs(env.Stderr, s, strings.Split(*devSkip, ","))
		if err != nil {
			return err
		}
		docs = append(docs, more...)
	}
	fd, err := newFolding(trainPapers(docs), *folds, *group)
	if err != nil {
		return fmt.Errorf("train-header: %w", err)
	}
	fit := heldInBy(docs, fd, *holdout, *extraHoldout)
	hm := &pdfmeta.HeaderModel{Recipe: headerRecipe, Weights: map[string]map[string]float64{}}
	used, err := fitHeaderSpec(hm, fit, spec, pdfmeta.HeaderFields)
	if err != nil {
		return err
	}
	corpus := "realpdfs train"
	if *extra != "" || *extraUseFlag != "" {
		n := 0
		for _, d := range fit {
			if d.paper.Split != "train" {
				n++
			}
		}
		corpus = fmt.Sprintf("realpdfs train + %s (%d papers, holdout %d, for fields %q)", *extra, n, *extraHoldout, *extraFields)
		if strings.Contains(*extra, synthSplit) {
			corpus += fmt.Sprintf(", synth fold 0 of 2 at weight %g", *synthWeight)
		}
	}
	if *extraUseFlag != "" {
		corpus += fmt.Sprintf(", extra use %q (dev without batches %q)", *extraUseFlag, *devSkip)
	}
	if *poolType > 0 || *biasL2 > 0 {
		corpus += fmt.Sprintf(", type cues pooled by family at L2 %g, type biases at L2 %g (0: the field's)", *poolType, *biasL2)
	}
	if *group != "file" {
		corpus += " grouped by " + *group
	}
	hm.Source = fmt.Sprintf("carrel-eval train-header: %s, holdout %d of %d folds, %d papers, also without Info/XMP for %q; examples with a right candidate per field: %s; l2 %g (%s), %d steps",
		corpus, *holdout, *folds, len(fit), *augment, strings.Join(used, ", "), *l2, *l2Field, *iters)
	body, err := json.MarshalIndent(hm, "", " ")
	if err != nil {
		return err
	}
	fmt.Fprintln(env.Stderr, hm.Source)
	return os.WriteFile(*out, append(body, '\n'), 0o644)
}

// fitHeaderFields fits every header field on the papers fit, in decoding order (see
// evalTrainHeader); it returns the model and, per field, how many examples had a right candidate.
func fitHeaderFields(fit []realDoc, augmented []string, l2 float64, l2Field string, iters int, onlyFields []string) (*pdfmeta.HeaderModel, []string, error) {
	return fitHeaderFieldsWeighted(fit, augmented, l2, l2Field, iters, onlyFields, 1)
}

// fitHeaderFieldsWeighted is fitHeaderFields with each synthetic page's example weighted
// synthWeight against a real paper's.
func fitHeaderFieldsWeighted(fit []realDoc, augmented []string, l2 float64, l2Field string, iters int, onlyFields []string, synthWeight float64) (*pdfmeta.HeaderModel, []string, error) {
	spec := fitSpec{augment: augmented, l2: l2, l2Field: l2Field, iters: iters, extras: map[string]extraUse{}}
	for _, d := range fit {
		if s := d.paper.Split; s != "train" {
			u := extraUse{fields: onlyFields, weight: 1}
			if s == synthSplit {
				u.weight = synthWeight
			}
			spec.extras[s] = u
		}
	}
	hm := &pdfmeta.HeaderModel{Recipe: headerRecipe, Weights: map[string]map[string]float64{}}
	used, err := fitHeaderSpec(hm, fit, spec, pdfmeta.HeaderFields)
	return hm, used, err
}

// labelCandidates marks the candidates that agree with the truth, as carrel-eval meta scores them.
func labelCandidates(field string, t realPaper, cands []pdfmeta.Candidate) []bool {
	out := make([]bool, len(cands))
	for i, c := range cands {
		null := c.Features["null"] == 1
		switch field {
		case "title":
			out[i] = !null && similarity(fold(c.Text), fold(t.Title)) >= 0.9
		case "authors":
			if len(t.Authors) == 0 || len(c.Authors) != len(t.Authors) {
				continue
			}
			ok := true
			for j, a := range c.Authors {
				ok = ok && fold(a.Family) == fold(t.Authors[j][1])
			}
			out[i] = ok
		case "venue":
			if t.Venue == nil {
				out[i] = null
			} else {
				out[i] = !null && venueMatch(c.Text, *t.Venue)
			}
		case "year":
			out[i] = t.Year != nil && c.Year == *t.Year
		case "type":
			out[i] = !null && c.Text == zoteroType(t.ItemType)
		}
	}
	return out
}

// choiceGroup is one paper's candidates for a field and which of them are right.
type choiceGroup struct {
	cands []pdfmeta.Candidate
	right []bool
	w     float64 // the example's weight (0 counts as 1)
}

func (g choiceGroup) weight() float64 {
	if g.w == 0 {
		return 1
	}
	return g.w
}

// synthFitHalf keeps the synthetic pages a fit may use: those of fold 0 of two (a hash of the
// file name), so that fold 1 stays held out for `meta --split synth --folds 2 --fold 1`.
func synthFitHalf(docs []realDoc) []realDoc {
	var out []realDoc
	for _, d := range docs {
		if fileFold(d.paper.File, 2) == 0 {
			out = append(out, d)
		}
	}
	return out
}

// headerPriors are weights known before any paper is seen, for cues that mark a candidate as
// never or hardly ever right whatever the layout: a cover's or a site's own words as a title
// ("We are IntechOpen"), a title in a font without a Unicode map, a title or names made of
// the other kind of words by the name lexicon, a journal's name repeated in its banner as the
// title, an article-type label or running head kept before the title (`stripped` favours the
// block without it), a download stamp or an author line as the venue, a year printed more than a
// year after the file was made, the file's year printed nowhere (a fallback, since r16), and the
// cues of the types train never shows (a thesis's degree statement, a patent's or a report's
// front page); since r17 a conference acronym's year ("SIGMOD '04"), which train shows on four
// papers that other cues already read right, a year before the paper's arXiv id (another
// paper's), a title block without its trailing line of names, and an institution's name as a
// title (a report cover); since r20 the venue an ACM copyright block's event line names
// ("SPAA '04"), a year-led proceedings name over or under page 1, an "Appearing in …" text, a
// banner name followed by its volume, a title block with the smaller subtitle under it (train
// shows none), a title that is a journal's name the journal lexicon knows, a LaTeX class's
// placeholder venue as a preprint's cue ("Journal of LaTeX Class Files"), and a patent's title
// field "(54)" as its title; since s7-venue the university a thesis's degree statement names and
// the institution a report's front matter names (train shows neither), and the IEEE conference
// an IEEE DOI's code names; a venue the journal lexicon knows as a journal, and a book series'
// volume line ("(Eds.): ICANN 2019, LNCS 11727"), as type cues; since s8-pubs a patent's inventor
// field, a label over the names ("Authors" alone, or "Submitted by …") and a footnote's "Anna
// Smith is with …" as author lists (train shows no patent and few labels); since s8-rank (grouped
// folds: a cue that only one publisher's papers show is lost when that publisher is held out),
// the cues whose direction is known: the venue's and the volume line's year over a received
// date, a citation's or a download stamp's; a chapter's own label and words, a journal's
// editorial lines, a proceedings volume's ISBN and price, a journal's ISSN line and numbered
// issue, the venue's kind; since s12-type a manuscript's dated title block (a date alone under
// the names, a versioned or draft-labelled date: train shows one, an arXiv preprint) for a
// preprint or a report and against a journal's or a meeting's copy, and the same date over no
// abstract (`dated_note`, a method note's or a memo's: train shows none) for a report, since s13-type also such a page
// whose title block calls it a report (`report_note`: "Pentest-Report …") or that holds only a title block (`cover_note`: a
// report's cover; train shows neither), and a department's head set over the title (`label_over`, title); since s12-titleyear a meeting's
// apostrophe year in a running head or foot ("USENIX − Winter ’91") and the date labelled as the
// version in hand ("This version: April 2011") for a year, an earlier version's date against it
// (train shows neither), and a title block without its trailing version line ("User Manual
// Version 4.00"); since s16-s15open a title block naming a software release (`release_note`:
// "Version 1.1.4") for a report, and a bare page without its authors' addresses under the names
// (`bare_plain`: a vignette or a draft, not a meeting's copy) for a preprint, and the names a
// cover sets at its foot (`cover_foot`, authors) (train shows none of them). The fit is pulled toward them instead of toward 0, so a cue that train happens not to show (or shows in one fold only)
// still counts; papers that contradict a prior move it.
var headerPriors = map[string]map[string]float64{
	"title":   {"blurb": -3, "long_token": -3, "title_names": -2, "layout_in_banner": -1, "stripped": 1, "names_cut": 1, "institution": -1, "subtitle": 1, "journal_title": -1.5, "patent_title": 3, "version_cut": 1, "label_over": -1},
	"authors": {"name_text": -2, "name_lex": 1, "inventors": 2, "labelled": 1, "works_at": 0.5, "cover_foot": 0.5},
	"venue": {"junk": -2, "xmp_issn": 1.5, "issn": 1.5, "issn_bare": 1, "journal_known": 1, "journal_abbrev": 0.5, "eds": 0.5, "p2_head": 0.5, "cleaned": 0.5,
		"event": 1, "conf_head": 1, "appear": 0.5, "vol_after": 0.5, "inst_degree": 1.5, "inst_report": 1.5, "doi_conf": 1},
	"year": {"file_after": -2, "file_only": -0.5, "conf_year": 1, "before_arxiv": -1,
		"any_volcite": 0.5, "xmp_date": 0.5, "meta_subject": 0.5, "any_cite": -0.5, "any_download": -0.5, "any_received": -0.3,
		"meeting_year": 1, "any_version_now": 1, "near_version_now": 1, "any_version_first": -0.5, "near_version_first": -0.5},
	"type": {"p_degree|thesis": 3, "p_thesis|thesis": 1, "p_patent|other": 2.5, "p_report|report": 2.5, "p_preprint|preprint": 1, "template|preprint": 1, "doi_preprint|preprint": 2,
		"v_known|journal_article": 1, "p_springervol|book_chapter": 1, "bare|conference_paper": 1.5, "bare|journal_article": -1, "doi_conf|conference_paper": 2.5,
		"p_chapterhead|book_chapter": 1.5, "p_chapter|book_chapter": 1.5, "book_isbn|book_chapter": 1, "p_eds|book_chapter": 0.5, "p_jeditor|journal_article": 1,
		"p_confprice|conference_paper": 1, "tool_conference|conference_paper": 0.5, "p_issnline|journal_article": 1, "p_volno|journal_article": 0.5,
		"v_journal|journal_article": 0.5, "v_conference|conference_paper": 0.5, "v_confname|conference_paper": 0.5, "p_received|journal_article": 0.3, "arxiv_id|preprint": 0.5,
		"dated|preprint": 1, "dated|report": 0.5, "dated|conference_paper": -0.5, "dated|journal_article": -0.5,
		"dated_note|report": 2, "dated_note|conference_paper": -0.5, "dated_note|journal_article": -0.5,
		"report_note|report": 2.5, "report_note|conference_paper": -0.5, "report_note|journal_article": -0.5,
		"cover_note|report": 2, "cover_note|conference_paper": -0.5, "cover_note|journal_article": -0.5,
		"release_note|report": 2.5, "release_note|conference_paper": -0.5, "release_note|journal_article": -0.5,
		"bare_plain|preprint": 1.5, "bare_plain|conference_paper": -0.5, "bare_plain|journal_article": -1,
		"self_doc|report": 2.5, "self_doc|conference_paper": -0.5, "self_doc|journal_article": -0.5,
		"built|preprint": 1.5, "built|report": 0.5, "built|conference_paper": -0.5, "built|journal_article": -0.5,
		"title_manual|report": 2, "title_manual|conference_paper": -0.5, "title_manual|journal_article": -0.5},
}

// startWeights is the prior's weights (0 for a feature without one) and every feature name the
// prior or the groups' candidates hold, sorted so that the fits visit them in a fixed order.
func startWeights(groups []choiceGroup, prior map[string]float64) (map[string]float64, []string) {
	w := map[string]float64{}
	names := map[string]bool{}
	for f, v := range prior {
		names[f], w[f] = true, v
	}
	for _, g := range groups {
		for _, c := range g.cands {
			for f := range c.Features {
				names[f] = true
			}
		}
	}
	keys := make([]string, 0, len(names))
	for f := range names {
		keys = append(keys, f)
	}
	sort.Strings(keys)
	return w, keys
}

// fitChoice fits a conditional logit: it maximises, over the groups, the log of the
// probability pdfmeta.Softmax gives to the right candidates, by full-batch gradient steps with
// an L2 penalty toward prior (0 for a feature without one). Deterministic: features are
// visited in sorted order.
func fitChoice(groups []choiceGroup, l2 float64, iters int, prior map[string]float64) map[string]float64 {
	w, keys := startWeights(groups, prior)
	if len(groups) == 0 {
		return roundWeights(w, keys)
	}
	const lr = 1.0
	n := 0.0
	for _, g := range groups {
		n += g.weight()
	}
	for range iters {
		grad := choiceGrad(groups, w)
		for _, f := range keys {
			w[f] += lr * (grad[f]/n - l2*(w[f]-prior[f]))
		}
	}
	return roundWeights(w, keys)
}

// choiceGrad is the gradient, per feature, of the groups' weighted log probability of their
// right candidates under the weights w (unscaled: the fits divide by the groups' total weight).
func choiceGrad(groups []choiceGroup, w map[string]float64) map[string]float64 {
	grad := map[string]float64{}
	for _, g := range groups {
		p := pdfmeta.Softmax(w, g.cands)
		pr := 0.0
		for i, ok := range g.right {
			if ok {
				pr += p[i]
			}
		}
		for i, c := range g.cands {
			q := 0.0
			if g.right[i] {
				q = p[i] / pr
			}
			for f, x := range c.Features {
				grad[f] += g.weight() * (q - p[i]) * x
			}
		}
	}
	return grad
}

// roundWeights keeps four decimals and drops the zero weights.
func roundWeights(w map[string]float64, keys []string) map[string]float64 {
	out := map[string]float64{}
	for _, f := range keys {
		if r := math.Round(w[f]*1e4) / 1e4; r != 0 {
			out[f] = r
		}
	}
	return out
}
