package eval

import (
	"math"
	"slices"
	"strings"
	"unicode"

	"carrel/backend/pdfmeta"
)

// venueStopWords are the venue's words a line need not repeat to be its line.
var venueStopWords = map[string]bool{"of": true, "the": true, "and": true, "on": true, "for": true, "in": true, "a": true, "an": true}

// autoLineLabel labels one line of page 1 against the paper's truth: title when its folded
// text is a run of the title's, author when it holds a family name of the truth and most of its
// words are the truth's names, initials, marks or "and", venue when it holds most of the
// venue's words; other else.
func autoLineLabel(p realPaper, text string) int {
	ft := fold(text)
	if tt := fold(p.Title); ft != "" && tt != "" {
		bare := strings.TrimRightFunc(ft, unicode.IsDigit) // a footnote's number after the title
		if len(bare) >= min(12, len(tt)) && strings.Contains(tt, bare) {
			return pdfmeta.LineTitle
		}
	}
	toks := strings.FieldsFunc(text, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' })
	if len(p.Authors) > 0 {
		family, known := map[string]bool{}, map[string]bool{}
		for _, a := range p.Authors {
			family[fold(a[1])] = true
			for _, w := range strings.Fields(a[0] + " " + a[1]) {
				known[fold(w)] = true
			}
			for _, w := range strings.Fields(a[1]) {
				family[fold(w)] = len(fold(w)) >= 3 || family[fold(w)]
			}
		}
		hasFamily, ok, n := false, 0, 0
		for _, t := range toks {
			k := strings.TrimRightFunc(fold(t), unicode.IsDigit)
			if k == "" {
				continue // a mark
			}
			n++
			if family[k] {
				hasFamily = true
			}
			if known[k] || len([]rune(k)) <= 2 || k == "and" {
				ok++
			}
		}
		if hasFamily && 4*ok >= 3*n {
			return pdfmeta.LineAuthor
		}
	}
	if p.Venue != nil {
		have := map[string]bool{}
		for _, t := range toks {
			have[fold(t)] = true
		}
		var words, found int
		for _, w := range strings.Fields(*p.Venue) {
			k := fold(w)
			if k == "" || venueStopWords[k] {
				continue
			}
			words++
			if have[k] {
				found++
			}
		}
		if words >= 2 && found >= 2 && 5*found >= 3*words || words == 1 && found == 1 && len(toks) <= 6 {
			return pdfmeta.LineVenue
		}
	}
	return pdfmeta.LineOther
}

// fitLineModel fits a multinomial logistic regression on rows by full-batch gradient steps on
// standardized features (the bias, feature 0, is not penalized), and returns its weights on the
// features as pdfmeta computes them. Each class's lines weigh (lines of the largest class / the
// class's lines)^balance: with 0 the rare venue lines are hardly ever the argmax. Deterministic.
func fitLineModel(rows []lineExample, l2 float64, iters int, balance float64) *pdfmeta.LineModel {
	nf, nc := len(pdfmeta.LineFeatureNames), len(pdfmeta.LineClasses)
	count := make([]float64, nc)
	for _, r := range rows {
		count[r.label]++
	}
	cw := make([]float64, nc)
	for c := range cw {
		cw[c] = math.Pow(slices.Max(count)/math.Max(count[c], 1), balance)
	}
	mean, sd := make([]float64, nf), make([]float64, nf)
	for _, r := range rows {
		for j := 1; j < nf; j++ {
			mean[j] += r.x[j]
		}
	}
	n := float64(len(rows))
	for j := 1; j < nf; j++ {
		mean[j] /= n
	}
	wn := 0.0
	for _, r := range rows {
		wn += cw[r.label]
	}
	for _, r := range rows {
		for j := 1; j < nf; j++ {
			d := r.x[j] - mean[j]
			sd[j] += d * d
		}
	}
	sd[0] = 1
	for j := 1; j < nf; j++ {
		if sd[j] = math.Sqrt(sd[j] / n); sd[j] < 1e-9 {
			sd[j] = 1
		}
	}
	z := make([][]float64, len(rows))
	for i, r := range rows {
		z[i] = make([]float64, nf)
		z[i][0] = 1
		for j := 1; j < nf; j++ {
			z[i][j] = (r.x[j] - mean[j]) / sd[j]
		}
	}
	w := make([][]float64, nc)
	for c := range w {
		w[c] = make([]float64, nf)
	}
	const lr = 0.5
	ps := make([]float64, nc)
	for range iters {
		grad := make([][]float64, nc)
		for c := range grad {
			grad[c] = make([]float64, nf)
		}
		for i, x := range z {
			pdfmeta.SoftmaxInto(ps, w, x)
			for c := range ps {
				g := ps[c]
				if rows[i].label == c {
					g--
				}
				g *= cw[rows[i].label]
				for j, v := range x {
					grad[c][j] += g * v
				}
			}
		}
		for c := range w {
			for j := range w[c] {
				step := grad[c][j] / wn
				if j > 0 {
					step += l2 * w[c][j]
				}
				w[c][j] -= lr * step
			}
		}
	}
	out := &pdfmeta.LineModel{Features: pdfmeta.LineFeatureNames, Classes: pdfmeta.LineClasses, Weights: make([][]float64, nc)}
	for c := range w {
		raw := make([]float64, nf)
		for j := 1; j < nf; j++ {
			raw[j] = w[c][j] / sd[j]
			raw[0] -= raw[j] * mean[j]
		}
		raw[0] += w[c][0]
		for j := range raw {
			raw[j] = math.Round(raw[j]*1e4) / 1e4
		}
		out.Weights[c] = raw
	}
	return out
}
