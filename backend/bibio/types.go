package bibio

import (
	"slices"
	"strings"

	"carrel/backend/domain"
)

// bibtexTypes maps BibTeX/BibLaTeX entry types to publication_type; unknown types are "other".
var bibtexTypes = map[string]string{
	"article":       "journal_article",
	"inproceedings": "conference_paper",
	"conference":    "conference_paper",
	"book":          "book",
	"mvbook":        "book",
	"collection":    "book",
	"proceedings":   "book",
	"incollection":  "book_chapter",
	"inbook":        "book_chapter",
	"phdthesis":     "thesis",
	"mastersthesis": "thesis",
	"thesis":        "thesis",
	"techreport":    "report",
	"report":        "report",
	"dataset":       "dataset",
	"misc":          "other",
	"unpublished":   "other",
	"online":        "other",
	"manual":        "other",
	"booklet":       "other",
}

// risTypes maps RIS TY codes to publication_type; unknown codes are "other".
var risTypes = map[string]string{
	"JOUR": "journal_article", "JFULL": "journal_article", "EJOUR": "journal_article",
	"MGZN": "journal_article", "NEWS": "journal_article",
	"CONF": "conference_paper", "CPAPER": "conference_paper",
	"BOOK": "book", "EBOOK": "book", "EDBOOK": "book",
	"CHAP": "book_chapter", "ECHAP": "book_chapter",
	"THES": "thesis",
	"RPRT": "report",
	"DATA": "dataset", "DBASE": "dataset",
}

// cslTypes maps CSL 1.0.2 item types to publication_type; "article" is CSL's preprint type.
var cslTypes = map[string]string{
	"article-journal":   "journal_article",
	"article-magazine":  "journal_article",
	"article-newspaper": "journal_article",
	"paper-conference":  "conference_paper",
	"article":           "preprint",
	"book":              "book",
	"chapter":           "book_chapter",
	"thesis":            "thesis",
	"report":            "report",
	"dataset":           "dataset",
	"review":            "review",
	"review-book":       "review",
}

// isPublicationType reports whether s is one of the enum values of DECISIONS.md.
func isPublicationType(s string) bool { return slices.Contains(domain.PublicationTypes, s) }

// normalizePublicationType accepts the enum value itself or a BibTeX, RIS or CSL type name.
func normalizePublicationType(s string) (string, bool) {
	s = strings.TrimSpace(s)
	l := strings.ToLower(s)
	if isPublicationType(l) {
		return l, true
	}
	if t, ok := bibtexTypes[l]; ok {
		return t, true
	}
	if t, ok := cslTypes[l]; ok {
		return t, true
	}
	if t, ok := risTypes[strings.ToUpper(s)]; ok {
		return t, true
	}
	return "", false
}
