package pdfmeta

import (
	_ "embed"
	"regexp"
	"strings"
)

// A DOI often names its journal: publishers build a journal's DOIs from a code of their own
// ("10.1109/ACCESS.2024.3472750" is IEEE Access, "10.1016/j.enbuild.2010.10.015" Energy and
// Buildings, "10.3390/s19051234" Sensors) or from the journal's ISSN ("10.1177/0146167295214010",
// "10.1088/1361-6579/aa9550", "10.1111/j.1467-9280.2008.02057.x"). Many journals print their
// title only as a logo or not at all on an article's first page, but every one prints the DOI.

//go:embed doi_journals.tsv
var embeddedDOIJournals []byte

// doiJournals maps "prefix/code" (lower case) to a journal title.
var doiJournals = &sortedTSV{data: embeddedDOIJournals}

var (
	// doiISSNRe is an ISSN with its hyphen at the start of a DOI's suffix: "1361-6579/…",
	// Wiley's "j.1467-9280.…", Elsevier's PII "S0378-7788(…)" and "0378-7788(…)".
	doiISSNRe = regexp.MustCompile(`^(?:j\.|[sS])?(\d{4}-\d{3}[\dXx])(?:[^\dA-Za-z]|$)`)
	// doiDigitsISSNRe is an ISSN without its hyphen opening an all-digit suffix (SAGE's
	// "0146167295214010", Taylor & Francis's "00207179.2019.1234567").
	doiDigitsISSNRe = regexp.MustCompile(`^(\d{7}[\dXx])[\d.]*$`)
)

// doiJournal is the journal a DOI names by its publisher's journal code or by an ISSN the
// journal lexicon knows, or "" when it names none (a conference paper's, a book's or a
// preprint's DOI, or a publisher whose DOIs carry no journal).
func doiJournal(doi string) string {
	doi = strings.ToLower(strings.TrimSpace(doi))
	slash := strings.IndexByte(doi, '/')
	if slash < 0 || !strings.HasPrefix(doi, "10.") {
		return ""
	}
	suffix := doi[slash+1:]
	found := ""
	// a code ends where a letter no longer follows: "10.1038/nm" is not "10.1038/nmeth.1234"'s
	for i := 1; i <= len(suffix) && i <= 24; i++ {
		if i < len(suffix) && isASCIILetter(suffix[i]) {
			continue
		}
		if t := doiJournals.value(doi[:slash+1+i]); t != "" {
			found = t
		}
	}
	if found != "" {
		return found
	}
	for _, re := range []*regexp.Regexp{doiISSNRe, doiDigitsISSNRe} {
		if m := re.FindStringSubmatch(suffix); m != nil {
			if j := journalByISSN(m[1]); j != "" {
				return j
			}
		}
	}
	return ""
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
