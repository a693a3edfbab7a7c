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

// monthYearRe is a month and year without a day ("December 2009", "Apr. 2011"): a manuscript's
// date only under a version label, since journals' banners and reports' covers print it bare.
var monthYearRe = regexp.MustCompile(`(?i)^(?:` + monthNames + `)\.?,?\s+(?:19|20)\d\d$`)

// versionLabelRe is a version's label before its date, as working papers print it ("This
// version: April 2011", "First version: December 2009", "Current draft: 3 May 2017"); two may
// stand side by side on one line. "Revised" is not one: journals stamp it (stampWordRe).
var versionLabelRe = regexp.MustCompile(`(?i)\b(?:first|this|current|latest|present|initial)\s+(?:version|draft)\s*:?\s*`)

// datedLabelRe is REVTeX's date line, "(Dated: September 6, 2021)": the class prints it under
// the affiliations of every manuscript it sets, and its abstract with no heading under it.
var datedLabelRe = regexp.MustCompile(`(?i)^\(?\s*dated:?\s*`)

// productVersionRe is a program's name with its version before the date ("DDS v2.8,", "GLPK
// Version 4.5 —"): a manual's or a note's title block.
var productVersionRe = regexp.MustCompile(`^[A-Za-z][\w+-]{0,20}\s+(?:[Vv]ersion\s*|v)\d+(?:\.\d+)*[a-z]?\s*[,:—–-]?$`)

// yearAloneRe is a line that is a year alone ("2004" under the names: LaTeX's \date{2004}).
var yearAloneRe = regexp.MustCompile(`^(?:19|20)\d\d$`)

// titleDate is how page 1's title block dates the paper (titleBlockDate): not at all, with a
// date (a full date alone or labelled, a version's month and year), REVTeX's "(Dated: …)" line,
// or a year alone.
type titleDate int

const (
	undated   titleDate = iota
	dated               // "January 5, 2015", "VERSION 2.4.6, May 4, 2016", "This version: April 2011"
	datedTeX            // REVTeX's "(Dated: September 6, 2021)": an abstract follows without a heading
	datedYear           // "2004" or "August 2011" alone under the names, or closing the author's line: only a note's title block is read so
)

// titleBlockDate is how page 1's upper half (all of a titlePage) dates the paper as its author does, not as a
// publisher or a meeting would (a journal dates its articles with received and published dates
// and its issue's month, a meeting's camera-ready copy with the meeting's own dates and place;
// a manuscript, a report or a manual with a line of its own): a full date alone or with a version
// or draft label, or a draft's dated head line (dated); a version label's date, even a month
// and year, one or two on a line ("First version: December 2009   This version: April 2011":
// dated); REVTeX's "(Dated: …)" line (datedTeX); else a year or a month and year alone on a line
// of the title block, not the page's first or last line, or an author's line closing on its date
// (signedDate) (datedYear).
func (h *header) titleBlockDate() titleDate {
	if len(h.pages) == 0 {
		return undated
	}
	got := undated
	ls := h.pages[0]
	whole := h.titlePage()
	for i, l := range ls {
		if l.vertical || l.y0 > 0.5*l.ph && !whole {
			continue
		}
		t := strings.TrimSpace(l.text)
		if i > 0 && i < len(ls)-1 && (yearAloneRe.MatchString(t) || monthYearRe.MatchString(t)) && !l.atEdge() {
			got = datedYear
			continue
		}
		if stampWordRe.MatchString(t) {
			continue
		}
		if i > 0 && signedDate(t) {
			got = datedYear
			continue
		}
		if i > 0 && stampEndRe.MatchString(ls[i-1].text) {
			continue // "Published online:" / "3 September 2016": a stamp's date wrapped onto its own line
		}
		if versionDated(t) {
			return dated
		}
		m := fullDateRe.FindStringIndex(t)
		if m == nil {
			continue
		}
		rest := strings.TrimSpace(t[:m[0]] + " " + t[m[1]:])
		if lab := datedLabelRe.FindString(t[:m[0]]); lab != "" && strings.TrimSpace(t[:m[0]]) == strings.TrimSpace(lab) &&
			strings.Trim(t[m[1]:], " )") == "" {
			return datedTeX
		}
		if dateLabelRe.MatchString(rest) || productVersionRe.MatchString(rest) || (i < 2 && draftWordRe.MatchString(rest)) {
			return dated
		}
	}
	return got
}

// signedDate reports whether t is an author's line that closes on its date after a comma ("Anna
// Smith, Drift Institute, April 2007", "Anna Smith, July 17, 2011"): a note's title block set
// on one line (s15-s13open), as a note's \author{Name, Lab, Month Year} prints it. A line of
// capitalized words (nameLinkWords aside) without digits before the date: no sentence, citation or banner.
func signedDate(t string) bool {
	head := ""
	if loc := fullDateRe.FindStringIndex(t); loc != nil && loc[1] == len(t) {
		head = t[:loc[0]]
	} else if i := strings.LastIndex(t, ","); i > 0 && monthYearRe.MatchString(strings.TrimSpace(t[i+1:])) {
		head = t[:i+1]
	}
	head = strings.TrimSpace(head)
	if !strings.HasSuffix(head, ",") {
		return false
	}
	head = strings.TrimSuffix(head, ",")
	if wordCount(head) < 2 || strings.ContainsAny(head, "0123456789") {
		return false
	}
	for _, w := range strings.Fields(strings.ReplaceAll(head, ",", " ")) {
		if !startsUpperRune(w) && !nameLinkWords[w] {
			return false
		}
	}
	return true
}

// nameLinkWords are the lower-case words a name of a person or an institution holds
// ("University of Texas", "Institut für Physik").
var nameLinkWords = setOf("of the and for at de du la des für und di del van von")

// titlePage reports whether page 1 is a title page (LaTeX's titlepage: the title block set
// down the page's middle, its date often below the middle, the text from page 2 on): no line
// of more than titlePageWords words, a page 2 to follow.
func (h *header) titlePage() bool {
	if len(h.pages) < 2 || len(h.pages[0]) == 0 {
		return false
	}
	for _, l := range h.pages[0] {
		if !l.vertical && len(l.words) > titlePageWords {
			return false
		}
	}
	return true
}

// titlePageWords is the most words a line of a title page holds (a long title's or an
// affiliation's line; a paragraph's lines hold more).
const titlePageWords = 12

// versionDated reports whether t is one or two version labels each with its date ("This
// version: April 2011", a month and year being enough under such a label).
func versionDated(t string) bool {
	locs := versionLabelRe.FindAllStringIndex(t, 3)
	if len(locs) == 0 || len(locs) > 2 || strings.TrimSpace(t[:locs[0][0]]) != "" {
		return false
	}
	for k, loc := range locs {
		end := len(t)
		if k+1 < len(locs) {
			end = locs[k+1][0]
		}
		d := strings.Trim(strings.TrimSpace(t[loc[1]:end]), ",;")
		if !monthYearRe.MatchString(d) && fullDateRe.FindString(d) != d {
			return false
		}
	}
	return true
}

// reportWordRe is the word "Report" as a title names its document with it ("Pentest-Report
// TUF/Notary", "An Addendum to the Haskell 98 Report", "FINAL REPORT"); articleReportRe are a
// journal's article types that end in it ("Case Report", "Brief Report", "Short Report").
var (
	reportWordRe    = regexp.MustCompile(`(?:^|[\s\-–])(?:Report|REPORT)(?:$|[\s,.:;])`)
	articleReportRe = regexp.MustCompile(`(?i)\b(?:case|brief|short|clinical|field|data)\s+report\b`)
)

// reportTitleBlock reports whether one of page 1's first eight lines, in its upper half, names
// the document a report: a note without an abstract whose title says what it is.
func (h *header) reportTitleBlock() bool {
	if len(h.pages) == 0 {
		return false
	}
	for i, l := range h.pages[0] {
		if i >= 8 {
			break
		}
		if l.vertical || l.y0 > 0.5*l.ph || l.atEdge() && wordCount(l.text) > 12 {
			continue
		}
		if reportWordRe.MatchString(l.text) && !articleReportRe.MatchString(l.text) {
			return true
		}
	}
	return false
}

// titleOnlyCoverWords is the most words a page that is only a title block holds.
const titleOnlyCoverWords = 30

// titleOnlyCover reports whether page 1 holds only a title block (at most titleOnlyCoverWords
// words in all, the document going on over more pages).
func (h *header) titleOnlyCover() bool {
	if len(h.pages) < 2 || len(h.pages[0]) == 0 {
		return false
	}
	n := 0
	for _, l := range h.pages[0] {
		n += len(l.words)
	}
	return n <= titleOnlyCoverWords
}
