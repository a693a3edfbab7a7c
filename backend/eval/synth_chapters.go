package eval

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// synthBook is what a chapter, proceedings or thesis page prints about the book it belongs to
// (s18-chapters): the edited volume's or proceedings volume's title and editors, or the thesis's
// university. Every string but Venue and University is LaTeX-escaped.
type synthBook struct {
	Title, Venue        string // the book's title as printed, and as the truth holds it
	Editors, EdShort    string // "Jane Roe and Carl Mendes", "J. Roe, C. Mendes"
	EdLabel             string // "(ed.)" or "(eds.)"
	Series, Publisher   string
	Acronym, Volume     string // a proceedings' "ECML PKDD 2019", "LNCS 11727"
	Chapter, First      int    // the chapter number and first page
	Last                int    // the last page
	Style               int    // which of the template's variants the page draws
	University, Campus  string // a thesis's university, and its campus for a multi-campus one
	Field, Chair        string
	Members, PrevDegree string
	AcadYear            string // "2018/2019"
}

// synthBookTitles are edited volumes' titles a machine-learning chapter may appear in.
var synthBookTitles = []string{
	"Explainable AI: Interpreting, Explaining and Visualizing Deep Learning",
	"Recent Advances in Reinforcement Learning", "Deep Learning for Biomedical Data Analysis",
	"Computational Intelligence in Data Mining", "Learning from Data: Artificial Intelligence and Statistics",
	"Neural Networks: Tricks of the Trade", "Advances in Large Margin Classifiers",
	"Graph Representation Learning and Applications", "Probabilistic Graphical Models in Practice",
	"Ensemble Machine Learning: Methods and Applications", "Semi-Supervised Learning",
	"Automated Machine Learning: Methods, Systems, Challenges", "Causality in Time Series",
}

// synthProcTitles are proceedings volumes' titles, with the acronym their footers print.
var synthProcTitles = [][2]string{
	{"Machine Learning and Knowledge Discovery in Databases", "ECML PKDD"},
	{"Artificial Neural Networks and Machine Learning", "ICANN"}, {"Advances in Knowledge Discovery and Data Mining", "PAKDD"},
	{"Algorithmic Learning Theory", "ALT"}, {"Discovery Science", "DS"}, {"Advances in Intelligent Data Analysis", "IDA"},
	{"Pattern Recognition", "GCPR"}, {"Text, Speech, and Dialogue", "TSD"}, {"Inductive Logic Programming", "ILP"},
	{"Statistical Language and Speech Processing", "SLSP"}, {"Computational Learning Theory", "COLT"},
}

// synthSeries are the book series an edited volume or proceedings belongs to (not its venue).
var synthSeries = [][2]string{
	{"Studies in Computational Intelligence", "Springer"}, {"Lecture Notes in Computer Science", "Springer"},
	{"Lecture Notes in Artificial Intelligence", "Springer"}, {"Advances in Intelligent Systems and Computing", "Springer"},
	{"Neural Information Processing Series", "MIT Press"}, {"Frontiers in Artificial Intelligence and Applications", "IOS Press"},
	{"Chapman \\& Hall/CRC Machine Learning Series", "CRC Press"},
}

// synthBookEditors are editors' names: persons on the page who are not its authors.
var synthBookEditors = [][2]string{
	{"Jane", "Roe"}, {"Carl W.", "Mendes"}, {"Ingrid", "Halvorsen"}, {"Takeshi", "Morimoto"}, {"Lucia", "Ferrante"},
	{"Pieter", "de Groot"}, {"Amara", "Okafor"}, {"Henrik", "Lindqvist"}, {"Mei", "Chen"}, {"Rafael", "Ortega"},
	{"Sarah", "Whitfield"}, {"Dmitri", "Volkov"},
}

// synthCampuses are the University of California's campuses ucthesis names.
var synthCampuses = []string{"Berkeley", "Los Angeles", "San Diego", "Davis", "Irvine", "Santa Barbara"}

// synthFields are degree fields a thesis page names.
var synthFields = []string{"Computer Science", "Electrical Engineering and Computer Sciences", "Statistics",
	"Computational Linguistics", "Applied Mathematics"}

// newSynthBook draws the page's book: volume, editors, series, chapter, and a thesis's university.
func newSynthBook(p *synthPage, rng *rand.Rand) {
	b := synthBook{Style: rng.IntN(3), Chapter: 1 + rng.IntN(14), First: 1 + rng.IntN(400)}
	b.Venue = synthBookTitles[rng.IntN(len(synthBookTitles))]
	if rng.IntN(2) == 0 {
		pr := synthProcTitles[rng.IntN(len(synthProcTitles))]
		b.Venue, b.Acronym = pr[0], fmt.Sprintf("%s %d", pr[1], p.Year)
	}
	b.Title = texEscape(b.Venue)
	s := synthSeries[rng.IntN(len(synthSeries))]
	b.Series, b.Publisher = s[0], s[1]
	b.Volume = fmt.Sprint(1000 + rng.IntN(11000))
	var full, short []string
	for _, i := range rng.Perm(len(synthBookEditors))[:1+rng.IntN(3)] {
		e := synthBookEditors[i]
		full = append(full, e[0]+" "+e[1])
		short = append(short, initials(e[0], true)+" "+e[1])
	}
	b.Editors = strings.Join(full, " and ")
	b.EdShort = strings.Join(short, ", ")
	b.EdLabel = map[bool]string{true: "(ed.)", false: "(eds.)"}[len(full) == 1]
	b.Campus = synthCampuses[rng.IntN(len(synthCampuses))]
	b.Field = synthFields[rng.IntN(len(synthFields))]
	ch := synthBookEditors[rng.IntN(len(synthBookEditors))]
	b.Chair = "Professor " + ch[0] + " " + ch[1]
	var mem []string
	for _, i := range rng.Perm(len(synthBookEditors))[:2] {
		mem = append(mem, "Professor "+synthBookEditors[i][0]+" "+synthBookEditors[i][1])
	}
	b.Members = strings.Join(mem, "\\\\ ")
	b.PrevDegree = []string{"B.S. (Tsinghua University) 2012", "M.Sc. (ETH Z\\\"urich) 2014", "B.A. (Harvard University) 2011"}[rng.IntN(3)]
	b.Last = b.First + 9 + rng.IntN(20)
	b.AcadYear = fmt.Sprintf("%d/%d", p.Year-1, p.Year)
	p.Book = b
}

// newSynthProc draws a book that is a proceedings volume, for templates that print only those.
func newSynthProc(p *synthPage, rng *rand.Rand) {
	newSynthBook(p, rng)
	if p.Book.Acronym == "" {
		pr := synthProcTitles[rng.IntN(len(synthProcTitles))]
		p.Book.Venue, p.Book.Acronym = pr[0], fmt.Sprintf("%s %d", pr[1], p.Year)
		p.Book.Title = texEscape(pr[0])
	}
}

// bookVenue is the venue of a chapter or proceedings page: the book's title.
func bookVenue(p synthPage) string { return p.Book.Venue }

// A chapter of a volume in a publisher's series is a bookSection whether the volume is an
// edited book or a meeting's proceedings: Zotero saves a Springer chapter so, and realpdfs'
// train split files an LNCS proceedings paper (MOD 2015, LNCS 9432) as one, its venue the
// volume's title.

// A paper in a numbered journal issue is a journalArticle even when the issue is a meeting's
// proceedings (ch_ltugproc.tex's "TUGboat, Volume v (y), No. n — Proceedings of …" foot):
// realpdfs' owners file TUGboat proceedings papers so, its venue the journal (s18-held6).

// synthChapterLayouts are s18-chapters' templates, all opt-in (`--layouts`, `make synth-chapters`),
// so the default set's pages stay byte-identical for a seed. OPEN and HELD-OUT are in
// docs/metadata.md "Session 18: chapters, proceedings volumes and theses".
var synthChapterLayouts = []synthTemplate{
	{file: "ch_edited.tex", itemType: "bookSection", opts: []string{"10pt", "11pt"}, year: always, venue: bookVenue, doi: never, optIn: true, draw: newSynthBook},
	{file: "ch_llncsproc.tex", itemType: "bookSection", year: always, venue: bookVenue, doi: never, optIn: true, draw: newSynthProc},
	{file: "ch_ucthesis.tex", itemType: "thesis", opts: []string{"11pt", "12pt"}, single: true, year: always,
		venue: func(p synthPage) string { return "University of California, " + p.Book.Campus }, doi: never, optIn: true, draw: newSynthBook},
	{file: "ch_sapthesis.tex", itemType: "thesis", single: true, year: always, venue: noVenue, doi: never, optIn: true, draw: newSynthBook},
	{file: "ch_uwchapter.tex", itemType: "thesis", opts: []string{"11pt", "12pt"}, single: true, year: always, venue: func(p synthPage) string { return "University of Washington" }, doi: never, optIn: true, draw: newSynthBook},
	{file: "ch_ltugproc.tex", itemType: "journalArticle", year: always, venue: func(p synthPage) string { return "TUGboat" }, doi: never, optIn: true, draw: newSynthBook},
	{file: "ch_smfchapter.tex", itemType: "bookSection", opts: []string{"10pt", "11pt"}, year: always, venue: bookVenue, doi: never, optIn: true, draw: newSynthBook},
	{file: "ch_muthesis.tex", itemType: "thesis", opts: []string{"PhD", "MSc", "MPhil"}, single: true, year: always, venue: func(p synthPage) string { return "University of Manchester" }, doi: never, optIn: true, draw: newSynthBook},
}

// synthDraw draws a template's own part of a page from the page's own random stream.
type synthDraw func(p *synthPage, rng *rand.Rand)
