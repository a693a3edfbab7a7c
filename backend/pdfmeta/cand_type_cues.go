package pdfmeta

import (
	"regexp"
	"strings"
	"unicode"
)

// confAcronyms are the acronyms of widely known conferences, matched as whole words with their
// case ("NeurIPS", "SIGMOD"; "ICRA", "ICASSP", "ISCA" since r20, beyond the ones train shows).
// Names that also name data sets or challenges ("ISBI 2012", "MICCAI BraTS", "ICDAR 2015") or
// other things ("WWW", "RSS") are left out.
var confAcronyms = setOf(`NIPS NeurIPS ICLR ICML AISTATS CVPR ICCV ECCV SIGMOD VLDB OSDI SOSP KDD AAAI IJCAI ACL EMNLP ` +
	`NAACL CHI EMBC DiGRA ICRA IROS ICASSP INTERSPEECH ISCAS GLOBECOM INFOCOM SIGIR CIKM WSDM RecSys UIST CSCW ICSE ` +
	`PLDI POPL OOPSLA NSDI EuroSys ISCA HPCA ICCAD ISSCC SIGGRAPH COLING EACL IJCNN ICPR ICIP BMVC WACV ACCV BIBM IECON ` +
	`ICDE EDBT PODS SODA STOC FOCS ICALP LICS ECAI AAMAS UAI COLT ECML PKDD ICDM ICWSM MobiCom MobiSys SenSys IPSN ` +
	`UbiComp PerCom SIGCOMM NDSS ASPLOS SIGCSE ICIS HICSS ECIS LREC ISMIR SIGSPATIAL SIGKDD CoRL IJCAR TACAS`)

// confNames are long conference names written out, lower case. A name whose words an abstract
// may run ("learning representations of graphs", "an area of machine learning research") is kept
// with the words before it that only the meeting's name holds ("conference on …", "proceedings
// of …"), since the page's whole opening is searched.
var confNames = []string{"neural information processing systems", "conference on artificial intelligence and statistics",
	"conference on learning representations", "computer vision and pattern recognition", "very large data bases",
	"conference on knowledge discovery", "human factors in computing systems", "proceedings of machine learning research",
	"international conference on robotics and automation", "intelligent robots and systems",
	"acoustics, speech and signal processing", "acoustics, speech, and signal processing",
	"medical image computing and computer-assisted intervention", "medical image computing and computer assisted intervention",
	"research and development in information retrieval", "conference on decision and control", "american control conference",
	"design automation conference", "world wide web conference", "conference on uncertainty in artificial intelligence",
	"empirical methods in natural language processing", "annual meeting of the association for computational linguistics"}

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// confNamed reports whether s names a known conference by its acronym or its long name. A word
// set lookup and plain substring tests: a regular expression of a hundred alternatives cost
// about 1 ms a paper.
func confNamed(s string) bool {
	start := -1
	for i, r := range s {
		word := unicode.IsLetter(r) || unicode.IsDigit(r)
		if word && start < 0 {
			start = i
		} else if !word && start >= 0 {
			if confAcronyms[s[start:i]] {
				return true
			}
			start = -1
		}
	}
	if start >= 0 && confAcronyms[s[start:]] {
		return true
	}
	low := strings.ToLower(s)
	for _, n := range confNames {
		if strings.Contains(low, n) {
			return true
		}
	}
	return false
}

// issnLineRe is a journal's ISSN at a page's foot with the article's price or copyright:
// Elsevier's "0021-9991/© 2019", IEEE's "0018-9286/$26.00 © 2011 IEEE" and "1558-0016 © 2019 IEEE".
var issnLineRe = regexp.MustCompile(`(?:^|[^\d-])(\d{4}-\d{3}[\dX])\s*(?:/\s*(?:\$|©|\(c\))|©\s*(?:19|20)\d\d)`)

// issnLine reports whether text prints such a line with an ISSN whose check digit holds.
func issnLine(text string) bool {
	if !strings.Contains(text, "©") && !strings.Contains(text, "$") && !strings.Contains(text, "(c)") {
		return false
	}
	for _, m := range issnLineRe.FindAllStringSubmatch(text, -1) {
		if ISSNKey(m[1]) != "" {
			return true
		}
	}
	return false
}

// templateRe is the placeholder a LaTeX class prints until the publisher sets the real
// venue: IEEEtran's "JOURNAL OF LATEX CLASS FILES, VOL. 14, NO. 8" and "IEEE TRANSACTIONS ON
// XXXXXX, VOL. XX, NO. XX", acmart's "Conference'17" and "Woodstock '18: ACM Symposium on
// Neural Gaze Detection". A paper that prints it names no venue: a manuscript, most often an
// arXiv copy. Since s13-type also a journal class's issue zero ("TUGboat, Volume 0 (2001), No.
// 0", "Vol. 0, No. 0"): no journal numbers an issue 0, a class prints it on a draft.
var templateRe = regexp.MustCompile(`(?i)journal of latex class files(,\s*vol\.\s*\d+,\s*no\.\s*\d+)?|\b(transactions|journal) on x{3,}|` +
	`\bvol\.\s*x{1,3}\s*,\s*no\.\s*x{1,3}\b|\bconference['’]17\b|\bwoodstock\s*['’]18\b|neural gaze detection|` + issueZero)

// issueZero is a journal class's placeholder issue ("Volume 0 (2001), No. 0"); issueZeroRe reads it alone.
// Since s17-type its year may be a placeholder too: TUGboat's class prints "Volume 0 (9999), No. 0"
// until the editors set the issue (two s16 drafts read as journal pages through it).
const issueZero = `\bvol(?:ume)?\.?\s*0+\s*(?:\((?:(?:19|20)\d\d|9999|0000)\)\s*)?,?\s*no\.?\s*0+\b`

var issueZeroRe = regexp.MustCompile(`(?i)` + issueZero)

// untemplated is page and venue without a template's placeholder (a venue that is one is
// empty), and whether there was one.
func untemplated(page, venue string) (string, string, bool) {
	low := strings.ToLower(page + " " + venue)
	if !strings.Contains(low, "latex") && !strings.Contains(low, "xxx") && !strings.Contains(low, "x, no") &&
		!strings.Contains(low, "17") && !strings.Contains(low, "18") && !strings.Contains(low, "gaze") &&
		!strings.Contains(low, "no. 0") && !strings.Contains(low, "no 0") {
		return page, venue, false
	}
	if !templateRe.MatchString(page) && !templateRe.MatchString(venue) {
		return page, venue, false
	}
	if templateRe.MatchString(venue) {
		venue = ""
	}
	return templateRe.ReplaceAllString(page, " "), venue, true
}

// placeholderBanner reports whether a head or foot line is a class's placeholder issue or a
// draft's stamp ("TUGboat, Volume 0 (2001), No. 0", "preliminary draft, October 25, 2002"):
// no venue's banner, whatever journal's name the class prints in it (s13-type).
func placeholderBanner(t string) bool {
	if draftWordRe.MatchString(t) {
		return true
	}
	_, _, template := untemplated(t, "")
	return template
}

// chapterHeadRe is a book chapter's label on a line of its own: "Chapter", "Chapter 2",
// "CHAPTER IV" (a thesis's chapters print it too; the thesis cues outweigh it).
var chapterHeadRe = regexp.MustCompile(`^(?:Chapter|CHAPTER)(?:\s+(?:\d{1,2}|[IVX]{1,5}))?\.?$`)

// chapterHead reports whether pages 1-2 print a chapter's label on a line of its own (page 2
// after a publisher's cover).
func (h *header) chapterHead() bool {
	for _, ls := range h.pages {
		for _, l := range ls {
			if t := strings.TrimSpace(l.text); len(t) <= 14 && chapterHeadRe.MatchString(t) {
				return true
			}
		}
	}
	return false
}

// page2Heads is page 2's head and foot lines (its first and last lines of at most 12 words),
// where a document prints its running head: a manual's "NEATO User's Manual, April 26, 2004"
// names what it is there and nowhere on page 1.
func (h *header) page2Heads() string {
	if len(h.pages) < 2 || len(h.pages[1]) == 0 {
		return ""
	}
	ls := h.pages[1]
	var out []string
	for _, l := range []line{ls[0], ls[len(ls)-1]} {
		if !l.vertical && len(l.words) <= 12 {
			out = append(out, l.text)
		}
	}
	return strings.Join(out, " ")
}
