package pdfmeta

import "testing"

func TestAppearClean(t *testing.T) {
	for in, want := range map[string]string{
		"A version of this manuscript has been published online in the Journal of Statistical Software, on Oct. 2015, with DOI 10.18637/jss.v067.i01": "Journal of Statistical Software",
		"This paper has been published in the Journal of Statistical Software (Meyer, Zeileis, and Hornik 2006) and describes the framework":          "Journal of Statistical Software",
		"an article that appears in the Journal of Statistical Software (URL: http://www.jstatsoft.org/); see Benaglia,":                              "Journal of Statistical Software",
		"This is a preprint of an article published in Biometrical Journal, Volume 50, Number 3, 346–363.":                                            "Biometrical Journal",
		"Published in: 2018 IEEE International Conference on Robotics and Automation (ICRA)":                                                          "2018 IEEE International Conference on Robotics and Automation (ICRA)",
		"Appearing in Proceedings of the 28th International Conference on Machine Learning, Bellevue, WA, USA, 2011.":                                 "Proceedings of the 28th International Conference on Machine Learning",
	} {
		if got := appearClean(appearVenue(in)); got != want {
			t.Errorf("appearClean(appearVenue(%q)) = %q, want %q", in, got, want)
		}
	}
}

func TestSelfPublished(t *testing.T) {
	for in, want := range map[string]bool{
		"A version of this manuscript has been published online in the Journal of Statistical Software":        true,
		"The original version of this vignette was produced using an article that appears in the Journal of X": true,
		"This is a preprint of an article published in Biometrical Journal, Volume 50":                         true,
		"This paper has been published in the Journal of Statistical Software":                                 true,
		"In this paper we use the data published in Nature by Smith":                                           false,
		"The method was first published in Biometrika":                                                         false,
	} {
		if got := selfPubRe.MatchString(in); got != want {
			t.Errorf("selfPubRe(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestSentenceVenueLines reads a venue named in a sentence broken after its verb, in running
// text below page 1's front matter, where the banner loop does not look, and not the venue of
// a preliminary version on page 2.
func TestSentenceVenueLines(t *testing.T) {
	mk := func(y float64, text string) line {
		return line{text: text, y0: y, y1: y + 10, size: 10, ph: 800, x0: 72, x1: 540}
	}
	h := &header{pages: [][]line{{
		mk(500, "Authors’ note: The original version of this vignette was produced using an article that appears"),
		mk(512, "in the Journal of Statistical Software (URL: http://www.jstatsoft.org/); see Benaglia,"),
		mk(524, "Chauveau, Hunter, and Young (2009c)."),
	}, {
		mk(700, "A preliminary version of this paper was published in the Proceedings of the Workshop on X."),
	}}}
	var got []string
	h.sentenceVenues(func(text string, year int, feats ...string) { got = append(got, text) })
	if len(got) != 1 || got[0] != "Journal of Statistical Software" {
		t.Errorf("sentenceVenues = %q, want [Journal of Statistical Software]", got)
	}
}

// TestCitedVenueOwnNote reads the venue of the paper's published form cited in a note: a quoted
// APA title with a section after the journal, and an unlabelled title whose last word is "R".
func TestCitedVenueOwnNote(t *testing.T) {
	h := &header{texts: []string{"This document was published in a similar form in\nGerber F, Furrer R (2015). “Pitfalls in the Implementation of Bayesian Models.” Journal of Statistical\nSoftware, Code Snippets, 63(1), 1–32. URL http://www.jstatsoft.org/v63/c01/."}}
	if v, y := h.citedVenue("Pitfalls in the Implementation of Bayesian Models"); v != "Journal of Statistical Software" || y != 2015 {
		t.Errorf("citedVenue (APA, quoted) = %q %d, want Journal of Statistical Software 2015", v, y)
	}
	h = &header{texts: []string{"The original paper is:\nnetwork: A Package for Managing Relational Data in R. Journal of Statistical Software 24:2,\n2008. http://www.jstatsoft.org/v24/i02/paper"}}
	if v, _ := h.citedVenue("network: A Package for Managing Relational Data in R"); v != "Journal of Statistical Software" {
		t.Errorf("citedVenue (the original paper) = %q, want Journal of Statistical Software", v)
	}
	h = &header{texts: []string{"network: A Package for Managing Relational Data in R. Journal of Statistical Software 24:2, 2008."}}
	if v, _ := h.citedVenue("network: A Package for Managing Relational Data in R"); v != "" {
		t.Errorf("citedVenue without a label or a year before the title = %q, want none", v)
	}
}

func TestWordIndex(t *testing.T) {
	for _, c := range []struct {
		s, w string
		want int
	}{{"network: data in r. journal", "r", 17}, {"models and modeling", "model", -1}, {"the models", "models", 4}} {
		if got := wordIndex(c.s, c.w); got != c.want {
			t.Errorf("wordIndex(%q, %q) = %d, want %d", c.s, c.w, got, c.want)
		}
	}
}
