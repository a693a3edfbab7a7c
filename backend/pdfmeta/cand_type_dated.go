package pdfmeta

import (
	"regexp"
	"strings"
)

// monthNames are the months as papers print them, in the languages Carrel's papers are written
// in (English, French, German, Spanish, Portuguese, Italian), with their short forms.
const monthNames = `jan(?:uary|vier|uar)?|feb(?:ruary|rero|ruar)?|f[ée]v(?:rier)?|fevereiro|gen(?:naio)?|enero|janeiro|` +
	`mar(?:ch|s|zo|ço)?|m[äa]rz|apr(?:il|ile)?|avr(?:il)?|abr(?:il)?|may|mai|mayo|maio|maggio|` +
	`june?|juin|juni|junio|junho|giugno|july?|juillet|juli|julio|julho|luglio|aug(?:ust)?|ao[ûu]t|agosto|` +
	`sep(?:t(?:ember)?)?|septembre|septiembre|setembro|settembre|oct(?:ober|obre)?|okt(?:ober)?|octubre|outubro|ottobre|` +
	`nov(?:ember|embre|iembre|embro)?|dec(?:ember)?|d[ée]cembre|dez(?:ember|embro)?|dic(?:iembre|embre)?`

// fullDateRe is a date with its day, month and year: "January 5, 2015", "Mar 25, 2016",
// "5 May 2021", "22 mars 2001", "5. Mai 2021", "2016-03-25". A month and year alone ("March
// 2019") is not one: journals' banners and reports' covers print it as much as manuscripts.
var fullDateRe = regexp.MustCompile(`(?i)\b(?:(?:` + monthNames + `)\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d\d|` +
	`\d{1,2}(?:st|nd|rd|th|er|\.)?\s+(?:de\s+)?(?:` + monthNames + `)\.?,?\s+(?:de\s+)?(?:19|20)\d\d|(?:19|20)\d\d-[01]\d-[0-3]\d)\b`)

// dateLabelRe is what may stand beside a manuscript's date on its line: a version or draft
// label ("Version 2.4.6,", "Draft of", "This version:"), nothing of a venue ("Revised" is a
// journal's stamp: stampWordRe).
var dateLabelRe = regexp.MustCompile(`(?i)^(?:(?:this|current|working|preliminary|first|second|final)\s+)?(?:version|draft|release|rev\.?|revision|v)?\s*(?:\d+(?:\.\d+)*[a-z]?)?\s*(?:of|as of|dated|:|,|—|–|-)?\s*$`)

// draftWordRe is a draft's own label, in the languages of monthNames.
var draftWordRe = regexp.MustCompile(`(?i)\b(?:draft|brouillon|entwurf|borrador|rascunho|bozza)\b`)

// stampWordRe are the words of a date that a publisher, a meeting or a library stamps: received,
// revised, accepted, published, presented, downloaded (journals' and archives' dates, not the
// manuscript's own).
var stampWordRe = regexp.MustCompile(`(?i)\b(?:received|revised|accepted|published|available|online|posted|submitted|presented|downloaded|accessed|retrieved|printed|copyright|conference|workshop|symposium|proceedings|vol|volume|issue)\b|©`)

// stampEndRe is a line that ends on a stamp's label, whose date the next line holds.
var stampEndRe = regexp.MustCompile(`(?i)(?:\b(?:received|revised|accepted|published|online|posted|submitted|presented|date)|:)\s*$`)

// datedTitleBlock reports whether page 1 dates the paper as its author does, not as a publisher
// or a meeting would: a line in the page's upper half that is a full date alone or with a
// version or draft label ("January 5, 2015" under the names, "VERSION 2.4.6, May 4, 2016"), or
// a head line that calls the page a draft and dates it. A manuscript, a report or a manual
// prints such a line; a journal dates its articles with received and published dates and its
// issue's month, a meeting's camera-ready copy with the meeting's own dates and place.
func (h *header) datedTitleBlock() bool {
	if len(h.pages) == 0 {
		return false
	}
	for i, l := range h.pages[0] {
		if l.vertical || l.y0 > 0.5*l.ph {
			continue
		}
		t := strings.TrimSpace(l.text)
		m := fullDateRe.FindStringIndex(t)
		if m == nil || stampWordRe.MatchString(t) {
			continue
		}
		if i > 0 && stampEndRe.MatchString(h.pages[0][i-1].text) {
			continue // "Published online:" / "3 September 2016": a stamp's date wrapped onto its own line
		}
		rest := strings.TrimSpace(t[:m[0]] + " " + t[m[1]:])
		if dateLabelRe.MatchString(rest) || (i < 2 && draftWordRe.MatchString(rest)) {
			return true
		}
	}
	return false
}
