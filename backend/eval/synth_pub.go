package eval

import (
	"math/rand/v2"
	"strings"
)

// synthPub is how a publisher-like page (publisher.tex) sets its title and DOI: the ways real
// first pages stress a title reader (capitals, subtitles, banners larger than the title,
// metadata before the title, running heads) and a DOI reader (footer, head, split, cite line).
type synthPub struct {
	TitleMain, Sub, Size, Narrow string
	Banner, Editor, Citation     string
	RunTitle, DOIHead, DOIFoot   string
	CiteLine                     string
	BigJournal, MetaFirst, Left  bool
	Rule, Box, Shown             bool // Shown: the page prints the DOI somewhere
}

var synthBanners = []string{"RESEARCH ARTICLE", "Original Article", "Review", "Letter", "OPEN ACCESS", "ARTICLE", "Research Paper", "Full Length Article"}

var synthEditors = []string{"Jane Roe, University of Cambridge, United Kingdom", "Carlos Mendes, Universidade de Lisboa, Portugal", "Li Wei, Peking University, China"}

// newSynthPub draws the page's title and DOI set-up; title is the escaped title as printed.
func newSynthPub(p synthPage, rng *rand.Rand) synthPub {
	u := synthPub{TitleMain: p.Title, Size: []string{"\\LARGE", "\\Large", "\\huge"}[rng.IntN(3)]}
	switch rng.IntN(5) {
	case 0:
		u.TitleMain = "\\MakeUppercase{" + p.Title + "}"
	case 1:
		u.TitleMain = "\\textsc{" + p.Title + "}"
		u.Size = strings.Replace(u.Size, "\\huge", "\\LARGE", 1)
	}
	if i := strings.Index(p.Title, ": "); i > 0 && rng.IntN(3) > 0 {
		u.TitleMain = strings.Replace(u.TitleMain, p.Title, p.Title[:i+1], 1)
		u.Sub = p.Title[i+2:]
	}
	if rng.IntN(3) == 0 {
		u.Narrow = []string{"0.45", "0.55", "0.6"}[rng.IntN(3)] // three or four lines, hyphenated
	}
	if rng.IntN(3) > 0 {
		u.Banner = synthBanners[rng.IntN(len(synthBanners))]
	}
	u.BigJournal = rng.IntN(3) == 0
	u.Left = rng.IntN(2) == 0
	u.Rule = u.Left && rng.IntN(2) == 0
	u.Box = !u.Rule && rng.IntN(4) == 0
	authors := p.Authors[0].Family
	if len(p.Authors) > 1 {
		authors += " et al."
	}
	if rng.IntN(3) == 0 {
		ws := strings.Fields(p.Title)
		if len(ws) > 5 {
			u.RunTitle = strings.Join(ws[:4], " ") + "\\ldots"
		} else {
			u.RunTitle = p.Title
		}
	}
	if u.MetaFirst = rng.IntN(3) == 0; u.MetaFirst {
		u.Editor = synthEditors[rng.IntN(len(synthEditors))]
		u.Citation = authors + " (" + itoa(p.Year) + ") " + p.Title + ". " + p.Journal + " " + p.Volume + "(" + p.Issue + "): " + p.Pages + "."
	}
	doi := p.DOI
	switch rng.IntN(7) {
	case 0:
		u.DOIFoot = "https://doi.org/" + doi
	case 1:
		u.DOIHead = "DOI: " + doi
	case 2:
		cut := strings.Index(doi, "/") + 1
		u.DOIFoot = "DOI: " + doi[:cut] + "\\\\\n" + doi[cut:]
	case 3:
		u.CiteLine = authors + " " + p.Title + ". \\textit{" + p.Journal + "} " + p.Volume + ", " + p.Pages + " (" + itoa(p.Year) + "). https://doi.org/" + doi
	case 4:
		u.DOIHead = "doi:" + doi
		u.DOIFoot = "\\copyright{} " + itoa(p.Year) + " The Authors. Published by Example Press."
	case 5:
		// a link wrapped inside its suffix, after a dot, as a narrow column breaks a long URL
		cut := strings.Index(doi, "/") + 1
		if dot := strings.LastIndex(doi, "."); dot > cut {
			cut = dot + 1
		}
		u.DOIFoot = "https://doi.org/" + doi[:cut] + "\\\\\n" + doi[cut:]
	default:
		return u
	}
	u.Shown = true
	return u
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		if n /= 10; n == 0 {
			return string(b[i:])
		}
	}
}
