package pdfmeta

import (
	"regexp"
	"strings"
)

// ocrNumberRe is a token a scan's OCR may have read with letters for digits: digits with I, l
// or O among them, and the brackets, commas and dashes of a citation's numbers ("(I955)",
// "I28,", "54I-546").
var ocrNumberRe = regexp.MustCompile(`^[(\[]?[\dIlO]+(?:[–−-][\dIlO]+)?[)\],.;:]*$`)

// ocrDigitReplacer puts back the digits OCR read as letters.
var ocrDigitReplacer = strings.NewReplacer("I", "1", "l", "1", "O", "0")

// ocrDigits is t with the letters OCR reads for digits put back in its number tokens: a
// scanned journal's banner "J. Physiol. (I955) I28, 54I-546" gives "J. Physiol. (1955) 128,
// 541-546" (s16-venue). Only a token that holds two real digits or more is changed, so a word
// ("I", "Ol") or a formula ("O2") is left as printed.
func ocrDigits(t string) string {
	if !strings.ContainsAny(t, "IlO") {
		return t
	}
	fs := strings.Fields(t)
	changed := false
	for i, f := range fs {
		digits := 0
		for _, r := range f {
			if r >= '0' && r <= '9' {
				digits++
			}
		}
		if digits < 2 || !ocrNumberRe.MatchString(f) || !strings.ContainsAny(f, "IlO") {
			continue
		}
		fs[i] = ocrDigitReplacer.Replace(f)
		changed = true
	}
	if !changed {
		return t
	}
	return strings.Join(fs, " ")
}
