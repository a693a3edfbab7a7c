package pdfmeta

import (
	"reflect"
	"testing"
)

func TestLabelResLiteralsHoldForMatches(t *testing.T) {
	for re, lits := range labelRes {
		for _, s := range samples(t, re, 400) {
			if !containsAny(foldASCII(s), lits) {
				t.Errorf("%q matches %v but holds none of %v", s, re, lits)
			}
		}
	}
}

func TestLabelsInAsFindAll(t *testing.T) {
	h := &header{}
	for _, text := range []string{"Citation: Smith, J. (2020) Title. Cite this article as: Doe A. How to cite: X",
		"no label here", "Recommended Citation\nSmith, Anna", "ACM Reference Format: Anna Smith. 2019."} {
		for re := range labelRes {
			for range 2 {
				if got, want := h.labelsIn(re, text), re.FindAllStringIndex(text, -1); !reflect.DeepEqual(got, want) {
					t.Errorf("labelsIn(%v, %q) = %v, want %v", re, text, got, want)
				}
				if got, want := h.firstLabels(re, text, 1), re.FindAllStringIndex(text, 1); !reflect.DeepEqual(got, want) {
					t.Errorf("firstLabels(%v, %q, 1) = %v, want %v", re, text, got, want)
				}
			}
		}
	}
}
