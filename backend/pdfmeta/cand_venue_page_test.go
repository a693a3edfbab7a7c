package pdfmeta

import (
	"strings"
	"testing"
)

// TestBibtexVenue: a cover page that prints the BibTeX entry to cite the paper by offers the
// entry's booktitle or journal, in the middle of the page where no other reader looks, with
// names and values on one line or set in two columns.
func TestBibtexVenue(t *testing.T) {
	for _, c := range []struct {
		name  string
		field []string
		want  string
	}{
		{"columns", []string{"booktitle", "= {Proceedings of the Coastal Data Conference 2006},"}, "Proceedings of the Coastal Data Conference 2006"},
		{"one line", []string{"journal = {Journal of Coastal Sediment Studies},"}, "Journal of Coastal Sediment Studies"},
	} {
		rows := venueLayoutDoc("", "", "")[:5]
		rows = append(rows,
			synthRow{y: 430, size: 9, cells: []string{"@inproceedings{SmithCoast06,"}},
			synthRow{y: 442, size: 9, cells: []string{"author", "= {Anna Smith and John Doe},"}},
			synthRow{y: 454, size: 9, cells: c.field},
			synthRow{y: 466, size: 9, cells: []string{"year", "= {2006},"}},
			synthRow{y: 478, size: 9, cells: []string{"}"}})
		if texts := venueTexts(rows); !containsText(texts, c.want) {
			t.Errorf("%s: venue candidates %q, want %q among them", c.name, texts, c.want)
		}
	}
}

// TestAppearVolumeTail: "This article originally appeared in X Vol 13(4), 1992, p518–523"
// offers X alone: a volume and pages are no part of a journal's name.
func TestAppearVolumeTail(t *testing.T) {
	rows := venueLayoutDoc("", "This article originally appeared in Coastal Notes Vol 13(4), 1992, p518–523.", "")
	texts := venueTexts(rows)
	if !containsText(texts, "Coastal Notes") {
		t.Errorf("venue candidates %q, want %q among them", texts, "Coastal Notes")
	}
	for _, v := range texts {
		if strings.Contains(v, "Vol 13") {
			t.Errorf("venue candidates %q: the volume offered as part of a name", texts)
		}
	}
	for s, want := range map[string]bool{
		"Coastal Notes Vol 13(4), 1992, p518–523":                                true,
		"Journal of Coastal Research, 12(3), 45–67":                              true,
		"Proceedings of the 28th International Conference on Coastal Data, 2011": false, // a year alone: the model chooses
		"Journal of Coastal Research":                                            false,
	} {
		if got := volumeTail(s); got != want {
			t.Errorf("volumeTail(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestOCRDigitsBanner: a scanned journal's banner whose OCR read letters for digits ("(I955)
// I28, 54I-546") still offers its journal, with the tuple's year.
func TestOCRDigitsBanner(t *testing.T) {
	for in, want := range map[string]string{
		"J. Physiol. (I955) I28, 54I-546": "J. Physiol. (1955) 128, 541-546",
		"Vol. I02, pp. 3O-4l":             "Vol. 102, pp. 30-41", // "lO2" alone holds one digit: kept
		"I think O2 and Ol are words":     "I think O2 and Ol are words",
	} {
		if got := ocrDigits(in); got != want {
			t.Errorf("ocrDigits(%q) = %q, want %q", in, got, want)
		}
	}
	if name, _, year := tupleVenue("J. Physiol. (1955) 128, 541-546"); name != "J. Physiol." || year != 1955 {
		t.Errorf("tupleVenue: %q %d, want %q 1955", name, year, "J. Physiol.")
	}
	texts := venueTexts(venueLayoutDoc("J. Coast. Res. (I955) I28, 54I-546", "", ""))
	if !containsText(texts, "J. Coast. Res") {
		t.Errorf("venue candidates %q, want %q among them", texts, "J. Coast. Res")
	}
}

func containsText(texts []string, want string) bool {
	for _, t := range texts {
		if t == want {
			return true
		}
	}
	return false
}

// TestCoverHeadVenue: a chapter behind a publisher's cover (page 1 does not print the title,
// page 2 does) offers the book its page 3 names in a running head set smaller than the body;
// the same head is not offered when page 1 is the chapter's own first page.
func TestCoverHeadVenue(t *testing.T) {
	cover := []synthRow{{y: 100, size: 24, cells: []string{"7,200"}}, {y: 130, size: 12, cells: []string{"Open access books available"}},
		{y: 180, size: 24, cells: []string{"191,000"}}, {y: 210, size: 12, cells: []string{"International authors and editors"}},
		{y: 400, size: 10, cells: []string{"Interested in publishing with us? Contact book.department@example.com"}}}
	chapter := venueLayoutDoc("", "", "")
	head := page2("Handbook of Coastal Sediment Transport")
	head[0].size = 8.5
	with := venueTexts(cover, chapter, head)
	if !containsText(with, "Handbook of Coastal Sediment Transport") {
		t.Errorf("behind a cover: venue candidates %q, want the book's running head", with)
	}
	if without := venueTexts(chapter, page2("Anna Smith and John Doe"), head); containsText(without, "Handbook of Coastal Sediment Transport") {
		t.Errorf("no cover: venue candidates %q: page 3's head offered", without)
	}
}

// TestInBookLabel: a repository's cover names a chapter's book after "In book:".
func TestInBookLabel(t *testing.T) {
	head := "Chapter · January 2019\nDOI: 10.1007/978-3-030-12345-6_3\nIn book: Handbook of Coastal Processes (pp.1-20)"
	if texts := venueTexts(venueLayoutDoc(head, "", "")); !containsText(texts, "Handbook of Coastal Processes") {
		t.Errorf("venue candidates %q, want the book", texts)
	}
}

// TestConfLongCoSponsors: a conference run by two societies ("IEEE/CVF", "IEEE/RSJ") is read
// whole in the front matter, not from its second society's name on.
func TestConfLongCoSponsors(t *testing.T) {
	const want = "2019 IEEE/CVF Conference on Computer Vision and Pattern Recognition Workshops (CVPRW)"
	texts := venueTexts(venueLayoutDoc("", "", want))
	if !containsText(texts, want) {
		t.Errorf("venue candidates %q, want %q", texts, want)
	}
	for _, v := range texts {
		if strings.HasPrefix(v, "CVF ") {
			t.Errorf("venue candidates %q: the name cut at the slash", texts)
		}
	}
}

// TestPostcodeFootNoBanner: an affiliation footnote's last line that starts with a postal code
// ("560037 Norway (corresponding author: …") is an address, not a banner naming a venue.
func TestPostcodeFootNoBanner(t *testing.T) {
	texts := venueTexts(venueLayoutDoc("", "560037 Norway (corresponding author: Anna Smith; phone: +47-55582000)", ""))
	if containsText(texts, "Norway") {
		t.Errorf("venue candidates %q: a postal address offered as a banner", texts)
	}
	if !postcodeLeadRe.MatchString("560037 India (corresponding author") || postcodeLeadRe.MatchString("12 Journal of Coastal Research 43 (2019)") {
		t.Error("postcodeLeadRe: a five- or six-digit code before a name, not a page number")
	}
}
