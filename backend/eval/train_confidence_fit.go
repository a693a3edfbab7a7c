package eval

import (
	"math"
	"sort"
	"strings"

	"carrel/backend/pdfmeta"
)

// fitCalibrator fits a weighted logistic regression of right against wrong on the rows'
// features, by Newton steps on standardized features with an L2 penalty, and returns it with
// the weights brought back to the raw features (as pdfmeta applies them). The penalty pulls
// each weight toward its prior (raw units; 0 without one).
func fitCalibrator(rows []confRow, l2 float64, prior map[string]float64) pdfmeta.Calibrator {
	seen := map[string]bool{}
	for k := range prior {
		seen[k] = true
	}
	for _, r := range rows {
		for k := range r.f {
			seen[k] = true
		}
	}
	names := make([]string, 0, len(seen))
	for k := range seen {
		names = append(names, k)
	}
	sort.Strings(names)
	d := len(names)
	mean, std := make([]float64, d), make([]float64, d)
	tw := 0.0
	for _, r := range rows {
		tw += r.w
		for j, k := range names {
			mean[j] += r.w * r.f[k]
		}
	}
	if tw == 0 {
		return pdfmeta.Calibrator{}
	}
	for j := range mean {
		mean[j] /= tw
	}
	for _, r := range rows {
		for j, k := range names {
			std[j] += r.w * (r.f[k] - mean[j]) * (r.f[k] - mean[j]) / tw
		}
	}
	for j := range std {
		std[j] = math.Sqrt(std[j])
		if std[j] < 1e-9 {
			std[j] = 1
		}
	}
	z := make([][]float64, len(rows))
	for i, r := range rows {
		z[i] = make([]float64, d+1)
		for j, k := range names {
			z[i][j] = (r.f[k] - mean[j]) / std[j]
		}
		z[i][d] = 1
	}
	pr := make([]float64, d+1) // the priors in standardized units
	for j, k := range names {
		pr[j] = prior[k] * std[j]
	}
	w := fitNewton(z, func(i int) (bool, float64) { return rows[i].ok, rows[i].w }, pr, l2, 1e-6, 30, 1e-7)
	c := pdfmeta.Calibrator{Bias: w[d], Weights: map[string]float64{}}
	for j, k := range names {
		raw := w[j] / std[j]
		c.Bias -= raw * mean[j]
		if r := math.Round(raw*1e4) / 1e4; r != 0 {
			c.Weights[k] = r
		}
	}
	c.Bias = math.Round(c.Bias*1e4) / 1e4
	return c
}

// calibrationPriors are weights known before any paper is seen, for the marks of a value that
// is no title whatever the layout, which train shows too rarely to weigh: a cover's or a
// licence's own words, a keyword list, a journal's name, the chosen authors' names, an
// affiliation or an institution, a section's number before the text, a text that reads as
// broken (title_suspect.go). For a venue: a reader's guess alone (`single`, above all a head
// or foot line alone, `banner_only`), a publisher's name, an affiliation or a place, people's
// names, a sentence's words, a text cut short, a DOI or metadata naming another venue; and the
// independent sources that agree with it. For a year: a citation to a later paper, a DOI or an
// arXiv id with a later year, a later year printed as the publication's, a year printed only in
// a reference. For a type: nothing backing it; and a venue of its kind. The fit is pulled toward them instead of
// toward 0.
var calibrationPriors = map[string]map[string]float64{
	"title": {"blurb": -3, "semicolons": -2, "journal_title": -2, "author_names": -3, "affiliation": -1.5,
		"institution": -1.5, "numbered": -1, "suspect": -2, "rival_even": -1, "sentence": -1.5, "long": -1},
	"authors": {"name_text": -2, "affil_names": -2, "family_initials": -2, "email_swapped": -1,
		"echo_given": -1, "head_other": -1, "cite_other": -1, "head_agree": 1, "cite_agree": 1, "in_meta": 1,
		"echo_share": 1, "email_share": 1},
	"venue": {"single": -1, "banner_only": -1, "publisher": -2, "title_names": -2, "lower_start": -2,
		"cut_end": -1, "doi_other": -2, "meta_other": -1, "junk": -2, "n_groups": 0.5, "doi_agree": 1},
	"year": {"cite_after": -2, "doi_later": -1.5, "arxiv_later": -1, "later_pub": -1, "only_cite": -1.5,
		"venue_year_other": -1, "citation_other": -1, "doi_same": 1},
	"type": {"unbacked": -1, "venue_agree": 0.5},
}

// calibrationReport counts, per kind of row, the wrong values and the "check" marks
// (confidence under pdfmeta.CheckBelow) on wrong and on right values, for the header model's
// own probability ("raw") and for the held-out calibration ("cal"), with each one's AUC.
func calibrationReport(rows []confRow, cal []float64) map[string]any {
	kinds := map[string][]int{}
	for i, r := range rows {
		k := r.kind[strings.Index(r.kind, ":")+1:]
		kinds[k] = append(kinds[k], i)
		real := !strings.HasPrefix(k, "erased") && !strings.HasPrefix(k, "synth") && k != "dev"
		if real {
			kinds["real"] = append(kinds["real"], i)
		}
		if strings.HasPrefix(r.kind, "venue:") && r.f["null"] == 0 { // a venue shown, not an empty one
			if real {
				kinds["real-shown"] = append(kinds["real-shown"], i)
			} else {
				kinds["erased-shown"] = append(kinds["erased-shown"], i)
			}
		}
	}
	out := map[string]any{}
	for k, idx := range kinds {
		var raw, cc []confPair
		for _, i := range idx {
			raw = append(raw, confPair{rows[i].p, rows[i].ok})
			cc = append(cc, confPair{cal[i], rows[i].ok})
		}
		out[k] = map[string]any{"n": len(idx), "raw": confCounts(raw), "cal": confCounts(cc)}
	}
	return out
}

// confCounts is confSummary with the false alarms (right values marked "check") named.
func confCounts(ps []confPair) map[string]any {
	s := confSummary(ps)
	s["check_right"] = s["check"].(int) - s["check_wrong"].(int)
	delete(s, "check")
	return s
}
