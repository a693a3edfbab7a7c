package pdfmeta

import (
	"math"
	"regexp"
	"strings"
)

var (
	subjectVenueRe = regexp.MustCompile(`^\s*((?:\d+(?:st|nd|rd|th)\s+)?[^;,(\d]{4,150}?)\s*(?:[;,(]|\d|$)`)
	junkVenueRe    = regexp.MustCompile(`(?i)\b(downloaded|uploaded|author|date|see profile|citations|reads|license|copyright|rights|email|e-mail|received|accepted|published|et al)\b|@|http|www\.`)
	bannerPrefixRe = regexp.MustCompile(`^\s*(?:\d+\s+)?([\p{L}][^;,(\d|]{3,120}?)\s*(?:[;,(|]|\d)`)
	bannerNumRe    = regexp.MustCompile(`(19|20)\d\d|\bvol\.?\s*\d|\b\d+\s*\(\d+\)|\bpp\.|\d+\s*[–-]\s*\d+`)
	appearVenueRe  = regexp.MustCompile(`(?i)(?:to appear in|appeared in|published as a conference paper at|presented at|published in|^in:)\s*(?:the\s+)?([^.;]{4,150})`)
	venueWordRe    = regexp.MustCompile(`(?i)\b(journal|proceedings|conference|transactions|letters|symposium|workshop|review|annals|bulletin|society|international)\b`)
)

// venueCandidates are the venue texts page 1 and the file's Subject offer: named venue
// patterns, banner and footer prefixes before the volume and year, "To appear in ...", the
// journal line under "Contents lists available at", and the rule's choice.
func (h *header) venueCandidates(title []line) []Candidate {
	byText := map[string]*Candidate{}
	var order []string
	titleKey := ""
	if len(title) > 0 {
		var ts []string
		for _, l := range title {
			ts = append(ts, l.text)
		}
		titleKey = compact(joinLines(ts))
	}
	add := func(text string, year int, feats ...string) {
		text = strings.TrimSpace(strings.TrimRight(collapse(text), " -–:.,"))
		k := compact(text)
		if letters(text) < 4 || wordCount(text) > 25 || k == titleKey {
			return
		}
		c, ok := byText[k]
		if !ok {
			c = &Candidate{Text: text, Year: year, Features: map[string]float64{"bias": 1,
				"words": math.Log1p(float64(wordCount(text))), "venue_word": b2f(venueWordRe.MatchString(text)),
				"on_page": b2f(strings.Contains(h.page1Text, k)), "junk": b2f(junkVenueRe.MatchString(text)),
				"place":    b2f(affiliationRe.MatchString(text) && !venueWordRe.MatchString(text)),
				"one_word": b2f(wordCount(text) == 1), "abbrev": b2f(strings.Count(text, ".") >= 2)}}
			byText[k] = c
			order = append(order, k)
		}
		if c.Year == 0 {
			c.Year = year
		}
		for _, f := range feats {
			c.Features[f] = 1
		}
	}
	if m := subjectVenueRe.FindStringSubmatch(h.doc.Meta.Subject); m != nil && bannerNumRe.MatchString(h.doc.Meta.Subject) {
		add(m[1], 0, "subject")
	}
	for i, l := range h.page1 {
		if l.vertical {
			continue
		}
		region := "mid"
		switch {
		case l.y0 < 0.12*l.ph:
			region = "head"
		case l.y1 > 0.85*l.ph:
			region = "foot"
		}
		t := l.text
		if v, y := matchVenue(t); v != "" {
			add(v, y, "pattern", "pattern_"+region)
		}
		if region != "mid" && bannerNumRe.MatchString(t) {
			if m := bannerPrefixRe.FindStringSubmatch(t); m != nil {
				add(m[1], 0, "banner", "banner_"+region)
			}
		}
		if m := appearVenueRe.FindStringSubmatch(t); m != nil {
			add(m[1], 0, "appear")
		}
		if strings.Contains(strings.ToLower(t), "contents lists available") && i+1 < len(h.page1) {
			add(h.page1[i+1].text, 0, "contents_list")
		}
	}
	cands := []Candidate{nullCandidate()}
	for _, k := range order {
		cands = append(cands, *byText[k])
	}
	v, y := findVenue(h.page1, title)
	return mark(cands, Candidate{Text: v, Year: y}, sameText)
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
