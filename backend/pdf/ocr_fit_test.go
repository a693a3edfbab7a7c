package pdf

import (
	"math"
	"os"
	"slices"
	"testing"
)

// fitPages are born-digital pages of the shared set used to fit the OCR box constants
// (layerBox); none of them is one of accuracyPages, which score.
var fitPages = []pageRef{
	{"sp_P07-1088.pdf", 1}, {"sp_agarwal11.pdf", 2}, {"sp_bagnell11.pdf", 1}, {"sp_bunescu-acl07.pdf", 2},
	{"sp_ding11.pdf", 2}, {"sp_senellart10.pdf", 2}, {"sp_zolotov04.pdf", 2}, {"pdfjs_tracemonkey.pdf", 2},
	{"grobid_0807.3577.pdf", 2}, {"cermine_test1.pdf", 1},
}

// boxSample is one OCR word matched to PDFium's word of the same text.
type boxSample struct {
	ocr  ocrWord
	k    float64 // points per pixel
	want Word
}

// within is the share of samples whose four edges are within tol points of PDFium's under shape b.
func within(samples []boxSample, b ocrBoxShape, tol float64) float64 {
	n := 0
	for _, s := range samples {
		x0, y0, x1, y1 := b.box(s.ocr, s.k)
		if math.Abs(x0-s.want.X0) <= tol && math.Abs(x1-s.want.X1) <= tol && math.Abs(y0-s.want.Y0) <= tol && math.Abs(y1-s.want.Y1) <= tol {
			n++
		}
	}
	return float64(n) / float64(max(len(samples), 1))
}

// TestOCRBoxFit fits layerBox on the fitPages: it renders and OCRs them, matches each OCR word to
// PDFium's nearest word of the same text, takes the side bearings as the median gaps and
// searches the ascent and descent for the most words with all four edges within 1.5 pt (ties
// broken at 2 pt): a margin under the 2 pt, since the
// declared ascent of fonts unlike the fit pages' is not seen here (at 2 pt the fit leans to the
// fit pages' short-ascent fonts, Ascent 1.03). It prints the fit and fails when layerBox is not
// it (by more than 0.02). A fitting tool (a minute of Tesseract), run when asked:
//
//	CARREL_OCR_FIT=1 go test ./backend/pdf -run TestOCRBoxFit -count=1 -v
func TestOCRBoxFit(t *testing.T) {
	if os.Getenv("CARREL_OCR_FIT") == "" {
		t.Skip("a fitting tool: set CARREL_OCR_FIT=1")
	}
	requireTesseract(t)
	var samples []boxSample
	for _, op := range ocrPages(t, fitPages) {
		words, k := op.got, 72/op.dpi
		pool := map[string][]int{}
		for i, w := range words {
			if key := wordKey(w.text); key != "" {
				pool[key] = append(pool[key], i)
			}
		}
		for _, w := range op.want {
			key := wordKey(w.Text)
			if w.Hyphenated || len(pool[key]) == 0 {
				continue
			}
			best, bd := 0, math.Inf(1)
			for j, i := range pool[key] {
				if d := math.Hypot(float64(words[i].left)*k-w.X0, float64(words[i].top)*k-w.Y0); d < bd {
					best, bd = j, d
				}
			}
			o := words[pool[key][best]]
			pool[key] = append(pool[key][:best], pool[key][best+1:]...)
			if bd <= 20 { // a farther word of the same text is another occurrence
				samples = append(samples, boxSample{o, k, w})
			}
		}
	}
	// The side bearings are the median gaps between the ink and PDFium's edges, in ink ascents
	// (a steady figure: within 1.5 pt hardly tells 0.01 from 0.09). The ascent and descent are
	// searched: the declared ascent varies by font, so its gap is not one median.
	var left, right []float64
	for _, s := range samples {
		asc := float64(s.ocr.asc) * s.k
		left = append(left, (float64(s.ocr.left)*s.k-s.want.X0)/asc)
		right = append(right, (s.want.X1-float64(s.ocr.right)*s.k)/asc)
	}
	median := func(v []float64) float64 {
		slices.Sort(v)
		return math.Round(v[len(v)/2]*100) / 100
	}
	fit := ocrBoxShape{LeftBear: median(left), RightBear: median(right)}
	better := func(a, b ocrBoxShape) bool {
		sa, sb := within(samples, a, 1.5), within(samples, b, 1.5)
		return sa > sb || sa == sb && within(samples, a, 2) > within(samples, b, 2)
	}
	grid := func(lo, hi float64) []float64 {
		var v []float64
		for x := lo; x <= hi+1e-9; x += 0.01 {
			v = append(v, math.Round(x*100)/100)
		}
		return v
	}
	best := ocrBoxShape{Ascent: -1}
	for _, a := range grid(0.9, 1.4) {
		for _, d := range grid(0.1, 0.4) {
			c := fit
			c.Ascent, c.Descent = a, d
			if best.Ascent < 0 || better(c, best) {
				best = c
			}
		}
	}
	t.Logf("%d words on %d fit pages; fitted %+v: within 2 pt %.4f (1.5 pt %.4f); layerBox %+v: %.4f; ink only (1, 0.27, 0, 0): %.4f",
		len(samples), len(fitPages), best, within(samples, best, 2), within(samples, best, 1.5), layerBox, within(samples, layerBox, 2),
		within(samples, ocrBoxShape{Ascent: 1, Descent: 0.27}, 2))
	// Rendering and Tesseract versions move the fit by a hundredth or so.
	for _, d := range []float64{best.Ascent - layerBox.Ascent, best.Descent - layerBox.Descent, best.LeftBear - layerBox.LeftBear, best.RightBear - layerBox.RightBear} {
		if math.Abs(d) > 0.02 {
			t.Errorf("layerBox is %+v, the fit is %+v", layerBox, best)
			break
		}
	}
}
