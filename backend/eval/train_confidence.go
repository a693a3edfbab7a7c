package eval

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"carrel/backend/pdf"
	"carrel/backend/pdfmeta"
)

// confRow is one decided field of one held-out decode: its confidence features, the header
// model's own probability, whether the value is right, and where it comes from.
type confRow struct {
	f     map[string]float64
	p     float64
	ok    bool
	first bool   // for an author list: its first family name is right
	group int    // the train fold that held the paper out; folds for a shared paper
	kind  string // field:train, field:train-nometa, field:shared, field:shared-nometa, title:erased, title:erased-meta
	w     float64
	file  string
	text  string // the value, for -v
}

// evalTrainConfidence fits pdfmeta's confidence calibration (confidence_model.json): every
// train paper is decoded by a header model fitted without its fold, and every shared paper by
// one fitted on all train, each also without its Info/XMP metadata; each field's chosen value
// is labelled right or wrong against the truth. Titles are also decoded with the true title's
// lines erased from pages 1-2 (with and without the file's title): the decoder must then pick
// something else, a wrong title of the kind a layout train never showed gives, which train
// itself offers too rarely to learn from (58 of 58 titles right on the folds); the authors,
// the venue, the year and the type are decoded with their own evidence erased likewise. The fit is a
// weighted logistic regression per field on pdfmeta's own ConfidenceFeatures; the figures
// printed score each group (train fold or the shared split) by a calibration fitted without it.
func evalTrainConfidence(env Env, args []string) error {
	fs := flag.NewFlagSet("train-confidence", flag.ContinueOnError)
	out := fs.String("out", "backend/pdfmeta/confidence_model.json", "confidence model file to write")
	folds := fs.Int("folds", 10, "train folds: each fold's papers are decoded by a header model fitted without them")
	models := fs.String("models", "", "a folder with the fold models hm0.json … and hmall.json (as /work/notes/tools/header-folds.sh writes them); empty fits them here")
	synth := fs.Float64("synthetic-weight", 0.2, "weight of each erased-title example against a real one")
	l2 := fs.Float64("l2", 6, "L2 penalty on the standardized weights")
	fields := fs.String("fields", "title,year,authors,venue,type", "fields to calibrate (the others keep the header model's probability)")
	wrongWeights := fs.String("wrong-weight", "year=2,authors=3,venue=2,type=3", "per-field weight of a wrong value against a right one (\"year=2\"; 1 for a field not named): above 1 a field is marked \"check\" at a lower chance of being wrong")
	headerSynth := fs.Float64("header-synth-weight", 0, "fit the fold header models as train-header --extra synth --synth-weight W does (fold 0 of 2 of the synthetic pages in $CARREL_SYNTH_DIR or build/synth, for --header-synth-fields); 0 fits them on train alone")
	headerSynthFields := fs.String("header-synth-fields", "title,authors", "the fields the synthetic pages are fitted for, with --header-synth-weight")
	calibSynth := fs.String("calib-synth", "", "comma-separated folders of synthetic pages (synth-papers --layouts random.tex, seeds the header model is not fitted on) whose decodes by the header model fitted on all train are calibrated on too, for --calib-synth-fields; each page keeps its file's fold")
	calibSynthFields := fs.String("calib-synth-fields", "authors", "the fields the --calib-synth pages are calibrated on")
	calibSynthWeight := fs.String("calib-synth-weight", "1", "weight of each --calib-synth page against a real paper: one number, or per field (\"authors=1,title=0.3\"; 1 for a field not named)")
	calibDev := fs.String("calib-dev", "", "comma-separated open dev batches (\"-\" for those without one; never s17) whose decodes by the header model fitted on all train are calibrated on too, for --calib-dev-fields; each paper keeps its file's fold")
	calibDevFields := fs.String("calib-dev-fields", "title", "the fields the --calib-dev papers are calibrated on")
	calibDevWeight := fs.String("calib-dev-weight", "1", "weight of each --calib-dev paper against a realpdfs paper: one number, or per field (\"title=1,authors=0.5\"; 1 for a field not named)")
	erasedAuthors := fs.Float64("erased-authors-weight", 0.2, "weight of each decode with the true author lines erased (0: none)")
	erasedVenue := fs.Float64("erased-venue-weight", 0.2, "weight of each decode with the lines printing the true venue erased (0: none)")
	erasedYear := fs.Float64("erased-year-weight", 0.2, "weight of each decode with the true year erased (0: none)")
	erasedType := fs.Float64("erased-type-weight", 0.2, "weight of each decode with the lines speaking for the true type erased (0: none)")
	dump := fs.String("dump", "", "write every row (field, kind, file, right or wrong, raw probability, features) to this JSONL file")
	verbose := fs.Bool("v", false, "print each real value whose held-out mark is wrong (a wrong value unmarked, a right one marked)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	train, err := loadRealDocs(env.Stderr, "train")
	if err != nil {
		return err
	}
	var synthDocs []realDoc // the synthetic pages the shipped header model is fitted on too (make header-model)
	if *headerSynth > 0 {
		more, err := loadRealDocs(env.Stderr, synthSplit)
		if err != nil {
			return err
		}
		synthDocs = synthFitHalf(more)
	}
	shared, err := loadRealDocs(env.Stderr, sharedSplit)
	if err != nil {
		return err
	}
	var calibDocs []realDoc // pages whose wrong author lists the calibration learns from (train_confidence_authors.go)
	for _, dir := range strings.Split(*calibSynth, ",") {
		if dir = strings.TrimSpace(dir); dir != "" {
			more, err := loadSynthDocsIn(env.Stderr, dir)
			if err != nil {
				return err
			}
			calibDocs = append(calibDocs, more...)
		}
	}
	var devDocs []realDoc // open dev papers whose wrong titles the calibration learns from (train_confidence_dev.go)
	if *calibDev != "" {
		if devDocs, err = loadDevBatches(env.Stderr, *calibDev); err != nil {
			return err
		}
	}
	model := func(k int) (*pdfmeta.HeaderModel, error) {
		name := fmt.Sprintf("hm%d.json", k)
		if k < 0 {
			name = "hmall.json"
		}
		var hm *pdfmeta.HeaderModel
		if *models != "" {
			data, err := os.ReadFile(filepath.Join(*models, name))
			if err != nil {
				return nil, err
			}
			if hm, err = pdfmeta.ParseHeaderModel(data); err != nil {
				return nil, err
			}
		} else {
			fmt.Fprintf(env.Stderr, "train-confidence: fitting header model %s\n", name)
			fit := append(heldIn(train, *folds, k, -1), synthDocs...)
			hm, _, err = fitHeaderFieldsWeighted(fit, strings.Split(defaultAugment, ","), defaultL2, defaultL2Field, defaultIters, strings.Split(*headerSynthFields, ","), *headerSynth)
			if err != nil {
				return nil, err
			}
		}
		hm.Calibration = &pdfmeta.ConfidenceModel{} // the header model's own probabilities
		return hm, nil
	}
	var rows []confRow
	for k := -1; k < *folds; k++ {
		hm, err := model(k)
		if err != nil {
			return err
		}
		docs, kind, group := shared, sharedSplit, *folds
		if k >= 0 {
			docs, kind, group = train, "train", k
		}
		for _, d := range docs {
			if k >= 0 && fileFold(d.paper.File, *folds) != k {
				continue
			}
			rows = append(rows, confRows(hm, d, group, kind, *synth, *erasedAuthors, *erasedVenue, *erasedYear)...)
			rows = append(rows, erasedTypeRows(hm, d, group, *erasedType)...)
		}
		if k < 0 {
			for _, c := range []struct {
				docs            []realDoc
				kind            string
				fields, weights string
			}{{devDocs, "dev", *calibDevFields, *calibDevWeight}, {calibDocs, "synth", *calibSynthFields, *calibSynthWeight}} {
				more, err := calibRows(hm, c.docs, *folds, c.kind, strings.Split(c.fields, ","), c.weights)
				if err != nil {
					return err
				}
				rows = append(rows, more...)
			}
		}
	}
	if *dump != "" {
		if err := dumpConfRows(*dump, rows); err != nil {
			return err
		}
	}
	use := strings.Split(*fields, ",")
	cm := &pdfmeta.ConfidenceModel{Recipe: headerRecipe, Fields: map[string]pdfmeta.Calibrator{}}
	var summary []string
	for _, field := range use {
		fr := fieldRows(rows, field)
		if len(fr) == 0 {
			continue
		}
		ww, err := fieldNumber(*wrongWeights, field, 1)
		if err != nil {
			return fmt.Errorf("train-confidence: --wrong-weight %w", err)
		}
		for i := range fr {
			if !fr[i].ok {
				fr[i].w *= ww
			}
		}
		cal := make([]float64, len(fr)) // each row scored by a calibration fitted without its group
		for g := 0; g <= *folds; g++ {
			var fit []confRow
			for _, r := range fr {
				if r.group != g {
					fit = append(fit, r)
				}
			}
			c := fitCalibrator(fit, fieldL2(field, *l2), calibrationPriors[field])
			for i, r := range fr {
				if r.group == g {
					cal[i] = c.Apply(r.f)
				}
			}
		}
		report := calibrationReport(fr, cal)
		for i, r := range fr {
			if *verbose && r.ok == (cal[i] < pdfmeta.CheckBelow) {
				fmt.Fprintf(env.Stderr, "%s %s ok=%v raw=%.2f cal=%.2f %q %v\n", r.kind, r.file, r.ok, r.p, cal[i], r.text, r.f)
			}
		}
		body, err := json.Marshal(map[string]any{"field": field, "held_out": report})
		if err != nil {
			return err
		}
		fmt.Fprintln(env.Stdout, string(body))
		if field == "authors" { // the same marks, scored on the first author alone
			first := slices.Clone(fr)
			for i := range first {
				first[i].ok = first[i].first
			}
			if body, err = json.Marshal(map[string]any{"field": "first_author", "held_out": calibrationReport(first, cal)}); err != nil {
				return err
			}
			fmt.Fprintln(env.Stdout, string(body))
		}
		cm.Fields[field] = fitCalibrator(fr, fieldL2(field, *l2), calibrationPriors[field])
		summary = append(summary, fmt.Sprintf("%s %d", field, len(fr)))
	}
	fitOn := "fitted without it"
	if len(synthDocs) > 0 {
		fitOn = fmt.Sprintf("fitted without it and on %d synthetic pages for %s at weight %g", len(synthDocs), *headerSynthFields, *headerSynth)
	}
	if len(calibDocs) > 0 {
		fitOn += fmt.Sprintf("; %d synthetic pages of %s decoded by the all-train model for %s at weight %s", len(calibDocs), *calibSynth, *calibSynthFields, *calibSynthWeight)
	}
	cm.Source = fmt.Sprintf("carrel-eval train-confidence: realpdfs train (%d folds, each decoded by a header model %s) and shared (by one fitted on all train), each also without Info/XMP; titles also with the true title erased (weight %g), authors with the true author lines erased (weight %g), venues with the lines printing the true venue erased (weight %g); rows per field: %s; l2 %g; wrong values weighted %q",
		*folds, fitOn, *synth, *erasedAuthors, *erasedVenue, strings.Join(summary, ", "), *l2, *wrongWeights)
	cm.Source += fmt.Sprintf("; years also with the true year erased (weight %g), the year's l2 twice the others'", *erasedYear)
	if len(devDocs) > 0 {
		cm.Source += fmt.Sprintf("; %d open dev papers of batches %s decoded by the all-train model for %s at weight %s", len(devDocs), *calibDev, *calibDevFields, *calibDevWeight)
	}
	cm.Source += fmt.Sprintf("; types also with the lines speaking for the true type erased (weight %g)", *erasedType)
	body, err := json.MarshalIndent(cm, "", " ")
	if err != nil {
		return err
	}
	fmt.Fprintln(env.Stderr, cm.Source)
	return os.WriteFile(*out, append(body, '\n'), 0o644)
}

// confRows decodes one paper as it is, without its Info/XMP, and with its true title, author
// lines or venue erased (for that field only), and labels each field's chosen value.
func confRows(hm *pdfmeta.HeaderModel, d realDoc, group int, kind string, synth, erasedAuthors, erasedVenue, erasedYear float64) []confRow {
	var out []confRow
	add := func(doc *pdf.Doc, kind string, w float64, only string) {
		out = append(out, confRowsOf(hm, doc, d.paper, group, kind, w, only)...)
	}
	add(d.doc, kind, 1, "")
	bare := *d.doc
	bare.Meta = pdf.Metadata{}
	add(&bare, kind+"-nometa", 1, "")
	if erased := eraseTitle(d.doc, d.paper.Title); erased != nil {
		add(erased, "erased-meta", synth, "title")
		noTitle := *erased
		noTitle.Meta.Title, noTitle.Meta.XMPTitle = "", ""
		add(&noTitle, "erased", synth, "title")
	}
	if erased := eraseAuthors(d.doc, d.paper.Authors, d.paper.Title); erased != nil && erasedAuthors > 0 {
		add(erased, "erased-meta", erasedAuthors, "authors")
		noNames := *erased
		noNames.Meta.Author, noNames.Meta.XMPAuthors = "", nil
		add(&noNames, "erased", erasedAuthors, "authors")
	}
	if d.paper.Venue != nil && erasedVenue > 0 {
		if erased := eraseVenue(d.doc, *d.paper.Venue); erased != nil {
			add(erased, "erased-meta", erasedVenue, "venue")
			bareVenue := *erased
			bareVenue.Meta = pdf.Metadata{}
			add(&bareVenue, "erased", erasedVenue, "venue")
		}
	}
	out = append(out, erasedYearRows(hm, d, group, erasedYear)...)
	return out
}

// confRowsOf decodes doc once and labels each field's chosen value (only that field when only
// is set) against the paper's truth.
func confRowsOf(hm *pdfmeta.HeaderModel, doc *pdf.Doc, t realPaper, group int, kind string, w float64, only string) []confRow {
	var out []confRow
	cands := hm.Trace(doc)
	feats := hm.TraceConfidence(doc)
	for field, cs := range cands {
		if only != "" && field != only {
			continue
		}
		if field == "year" && t.Year == nil || field == "authors" && len(t.Authors) == 0 {
			continue
		}
		i, p := hm.Choose(field, cs)
		if i < 0 {
			continue
		}
		text := cs[i].Text
		if field == "authors" {
			text = fmt.Sprint(cs[i].Authors)
		} else if field == "year" {
			text = fmt.Sprint(cs[i].Year)
		}
		r := confRow{f: feats[field], p: p, ok: labelCandidates(field, t, cs)[i], group: group,
			kind: field + ":" + kind, w: w, file: t.File, text: text}
		if field == "authors" && len(cs[i].Authors) > 0 && len(t.Authors) > 0 {
			r.first = fold(cs[i].Authors[0].Family) == fold(t.Authors[0][1])
		}
		out = append(out, r)
	}
	return out
}

// fieldRows are the rows of one field.
func fieldRows(rows []confRow, field string) []confRow {
	var out []confRow
	for _, r := range rows {
		if strings.HasPrefix(r.kind, field+":") {
			out = append(out, r)
		}
	}
	return out
}

// eraseTitle is doc with every line of pages 1-2 that the true title holds taken out (nil when
// none is): the page a layout gives when the title is set where no reader looks.
func eraseTitle(doc *pdf.Doc, title string) *pdf.Doc {
	tk := foldKey(title)
	if len(tk) < 8 {
		return nil
	}
	return eraseLines(doc, func(_ *pdf.Page, ws []pdf.Word, text string) bool {
		k := foldKey(text)
		return (len(k) >= 8 || len(ws) >= 2 && len(k) >= 5) && strings.Contains(tk, k)
	})
}

// eraseLines is doc with the lines of pages 1-2 that drop calls for taken out (nil when none
// is); drop sees the page, the line's words in reading order and its text. The erasure decodes
// of the title, authors, venue and type share it.
func eraseLines(doc *pdf.Doc, drop func(p *pdf.Page, ws []pdf.Word, text string) bool) *pdf.Doc {
	return erasePages(doc, func(p *pdf.Page) bool {
		byLine := map[int][]pdf.Word{}
		var order []int
		for _, w := range p.Words {
			if _, ok := byLine[w.Line]; !ok {
				order = append(order, w.Line)
			}
			byLine[w.Line] = append(byLine[w.Line], w)
		}
		erased := false
		var words []pdf.Word
		var text []string
		for _, ln := range order {
			ws := byLine[ln]
			parts := make([]string, len(ws))
			for i, w := range ws {
				parts[i] = w.Text
			}
			lt := strings.Join(parts, " ")
			if drop(p, ws, lt) {
				erased = true
				continue
			}
			words = append(words, ws...)
			text = append(text, lt)
		}
		p.Words, p.Text = words, strings.Join(text, "\n")
		return erased
	})
}

// erasePages is a copy of doc whose pages 1-2 edit has rewritten (their sentences dropped, to
// be read again from the words), or nil when edit erased nothing on either page. The line
// erasure and the year's word erasure share it.
func erasePages(doc *pdf.Doc, edit func(p *pdf.Page) bool) *pdf.Doc {
	out := *doc
	out.Pages = slices.Clone(doc.Pages)
	erased := false
	for pi := range out.Pages[:min(2, len(out.Pages))] {
		p := out.Pages[pi]
		if edit(&p) {
			erased = true
		}
		p.Sentences = nil
		out.Pages[pi] = p
	}
	if !erased {
		return nil
	}
	return &out
}

// foldKey is s folded (as the scorer folds titles) with letters and digits only.
func foldKey(s string) string {
	var b strings.Builder
	for _, r := range fold(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
