package eval

import (
	"strings"
	"testing"

	"carrel/backend/pdf"
)

// typePageDoc is a made-up page 1 of one line per string, with the given Info/XMP.
func typePageDoc(meta pdf.Metadata, lines ...string) *pdf.Doc {
	var ws []pdf.Word
	for i, l := range lines {
		for _, w := range strings.Fields(l) {
			ws = append(ws, pdf.Word{Text: w, Line: i})
		}
	}
	return &pdf.Doc{Pages: []pdf.Page{{Number: 1, Words: ws, Text: strings.Join(lines, "\n")}}, Meta: meta}
}

func TestEraseType(t *testing.T) {
	meta := pdf.Metadata{Subject: "Coastal Research 35(2)", Creator: "LaTeX", Title: "Measuring Coastal Drift"}
	doc := typePageDoc(meta,
		"Coastal Research, Vol. 35, No. 2, pp. 101-118",
		"Measuring Coastal Drift",
		"Anna Smith",
		"Received 3 March 2018; accepted 9 October 2018",
		"as the workshop on coastal data reported")
	out := eraseType(doc, "journal_article", "Coastal Research")
	if out == nil {
		t.Fatal("nothing erased")
	}
	// the volume line and the received dates speak for a journal and go; the workshop's words stay
	if got := out.Pages[0].Text; got != "Measuring Coastal Drift\nAnna Smith\nas the workshop on coastal data reported" {
		t.Errorf("text %q", got)
	}
	if out.Meta.Subject != "" || out.Meta.Creator != "" || out.Meta.Title != meta.Title {
		t.Errorf("meta %+v: the Subject naming the venue and the producer go, the title stays", out.Meta)
	}
	// for a conference paper the meeting's words go and the journal's stay
	out = eraseType(doc, "conference_paper", "")
	if out == nil {
		t.Fatal("conference: nothing erased")
	}
	if got := out.Pages[0].Text; !strings.HasPrefix(got, "Coastal Research, Vol. 35") || strings.Contains(got, "workshop") {
		t.Errorf("conference: text %q", got)
	}
	if len(doc.Pages[0].Words) != 28 || doc.Meta.Subject == "" {
		t.Error("the original document was changed")
	}
	if eraseType(doc, "thesis", "") != nil {
		t.Error("a thesis's cues printed nowhere erased something")
	}
}
