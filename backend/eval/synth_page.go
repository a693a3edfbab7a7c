package eval

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"
)

// synthRecord is one mlanthology record as the synthetic set reads it.
type synthRecord struct {
	ID      string   `json:"_id"`
	Title   string   `json:"title"`
	Text    string   `json:"text"`
	Year    int      `json:"year"`
	Authors []string `json:"authors"`
}

// synthAuthor is one author as a template prints it; every string is LaTeX-escaped.
type synthAuthor struct {
	Name, Given, Family string
	Marks               string // affiliation markers, "1,2" or "a" (empty when the style has none)
	Sym                 string // a symbol marker after the name ("*", "\dag"), or ""
	Email               string
	Affil               int // index into synthPage.Affils
	Corr, ORCID, Last   bool
}

// synthAffil is one affiliation with its marker.
type synthAffil struct {
	Mark, Text string
}

// synthPage is everything a template may print: the record's real title, authors, year and
// abstract, and made-up furniture (affiliations, emails, banners, dates, DOI).
type synthPage struct {
	Title, Abstract, Body     string
	Authors                   []synthAuthor
	Affils                    []synthAffil
	AuthorLine                string // the authors as one inline list with markers, as the style joins them
	AffilLines                string // the affiliations, one a line with their markers
	CorrNote, Keywords        string
	Year                      int
	Month, Journal, Conf      string
	Volume, Issue, Pages, DOI string
	Received, Accepted        string
	Arxiv, ArxivCat           string
	RunHead, Opt              string
	Cols                      int             // authors per row of a column layout
	Flags                     map[string]bool // template switches drawn per page
	Pub                       synthPub        // publisher.tex's title and DOI set-up
	Ven                       synthVen        // venue.tex's venue and type set-up
	Auth                      synthAuth       // pubauthors.tex's author block
	Front                     synthFront      // pubfront.tex's whole first page
	Book                      synthBook       // a chapter's, proceedings paper's or thesis's book (synth_chapters.go)
}

var synthUniversities = []string{
	"Department of Computer Science, Stanford University, Stanford, CA, USA",
	"School of Informatics, University of Edinburgh, Edinburgh, UK",
	"Max Planck Institute for Intelligent Systems, T\\\"ubingen, Germany",
	"Department of Electrical Engineering, KU Leuven, Leuven, Belgium",
	"Mila -- Qu\\'ebec AI Institute, Universit\\'e de Montr\\'eal, Canada",
	"Institute of Automation, Chinese Academy of Sciences, Beijing, China",
	"Department of Statistics, University of Oxford, Oxford, UK",
	"Faculty of Engineering, Universidad de Chile, Santiago, Chile",
	"Google Research, Mountain View, CA, USA",
	"Microsoft Research, Redmond, WA, USA",
	"Department of Physics, ETH Z\\\"urich, Z\\\"urich, Switzerland",
	"Graduate School of Information Science and Technology, The University of Tokyo, Japan",
	"Inria, Universit\\'e Paris-Saclay, Palaiseau, France",
	"Department of Mathematics, Universidade de S\\~ao Paulo, Brazil",
	"Language Technologies Institute, Carnegie Mellon University, Pittsburgh, PA 15213",
	"Allen Institute for AI, Seattle, WA",
	"Department of Computing, Imperial College London, London SW7 2AZ, United Kingdom",
	"School of Computer Science and Engineering, Nanyang Technological University, Singapore",
	"Vector Institute and University of Toronto, Toronto, ON, Canada",
	"Dipartimento di Ingegneria, Politecnico di Milano, Milano, Italy",
	"Department of Astronomy, University of California, Berkeley, CA 94720, USA",
	"Korea Advanced Institute of Science and Technology (KAIST), Daejeon, Republic of Korea",
}

var synthJournals = []string{
	"IEEE Transactions on Pattern Analysis and Machine Intelligence", "Journal of Machine Learning Research",
	"Neural Networks", "Pattern Recognition", "Artificial Intelligence", "Neurocomputing", "Machine Learning",
	"Transactions of the Association for Computational Linguistics", "Computational Linguistics",
	"Information Sciences", "Knowledge-Based Systems", "Expert Systems with Applications",
}

var synthConfs = []string{
	"Advances in Neural Information Processing Systems", "International Conference on Machine Learning",
	"Proceedings of the AAAI Conference on Artificial Intelligence", "International Joint Conference on Artificial Intelligence",
	"Conference on Computer Vision and Pattern Recognition", "Annual Meeting of the Association for Computational Linguistics",
	"International Conference on Learning Representations", "Conference on Uncertainty in Artificial Intelligence",
}

var synthMonths = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

var synthKeywords = []string{"machine learning", "neural networks", "optimization", "representation learning", "inference",
	"natural language processing", "computer vision", "reinforcement learning", "generalization", "kernel methods", "graphs"}

// synthMarkStyles are the ways affiliation markers are numbered.
var synthMarkStyles = []func(i int) string{
	func(i int) string { return fmt.Sprint(i + 1) },
	func(i int) string { return string(rune('a' + i)) },
	func(i int) string {
		return []string{"*", "\\dag", "\\ddag", "\\S", "\\P", "\\|", "**", "\\dag\\dag"}[i%8]
	},
}

// synthJoins are the ways an inline author list is joined: separator, last separator.
var synthJoins = [][2]string{{", ", ", and "}, {", ", " and "}, {" and ", " and "}, {", ", ", "}, {" \\textperiodcentered\\ ", " \\textperiodcentered\\ "}, {", ", " \\& "}}

// newSynthPage draws one page for rec; ok is false when the record cannot be printed or
// scored (a name of one word, a suffix such as "Jr.", characters pdflatex lacks).
func newSynthPage(rec synthRecord, rng *rand.Rand) (synthPage, [][2]string, bool) {
	if !latexSafe(rec.Title) || len(rec.Authors) == 0 || len(rec.Authors) > 15 || rec.Year == 0 {
		return synthPage{}, nil, false
	}
	p := synthPage{Title: texEscape(rec.Title), Year: rec.Year, Flags: map[string]bool{}}
	var truth [][2]string
	nAff := 1 + rng.IntN(min(4, len(rec.Authors)))
	markStyle := synthMarkStyles[rng.IntN(len(synthMarkStyles))]
	if nAff == 1 && rng.IntN(2) == 0 {
		markStyle = nil
	}
	for i := 0; i < nAff; i++ {
		aff := synthAffil{Text: synthUniversities[rng.IntN(len(synthUniversities))]}
		if markStyle != nil {
			aff.Mark = markStyle(i)
		}
		p.Affils = append(p.Affils, aff)
	}
	corr := rng.IntN(len(rec.Authors))
	for i, name := range rec.Authors {
		given, family, ok := splitSynthName(name)
		if !ok || !latexSafe(name) {
			return synthPage{}, nil, false
		}
		truth = append(truth, [2]string{given, family})
		a := synthAuthor{Name: texEscape(name), Given: texEscape(given), Family: texEscape(family),
			Affil: min(i*nAff/len(rec.Authors), nAff-1), Last: i == len(rec.Authors)-1}
		a.Marks = p.Affils[a.Affil].Mark
		if markStyle != nil && nAff > 1 && rng.IntN(5) == 0 {
			if other := rng.IntN(nAff); other != a.Affil {
				a.Marks += "," + p.Affils[other].Mark
			}
		}
		a.Email = emailOf(given, family)
		a.Corr = i == corr
		a.ORCID = rng.IntN(6) == 0
		if a.Corr && rng.IntN(2) == 0 {
			a.Sym = "*"
		}
		p.Authors = append(p.Authors, a)
	}
	p.AuthorLine = authorLine(p.Authors, rng)
	var lines []string
	for _, a := range p.Affils {
		if a.Mark != "" {
			lines = append(lines, "$^{"+a.Mark+"}$"+a.Text)
		} else {
			lines = append(lines, a.Text)
		}
	}
	p.AffilLines = strings.Join(lines, "\\\\\n")
	ca := p.Authors[corr]
	p.CorrNote = "Corresponding author: " + ca.Name + " (\\texttt{" + ca.Email + "})"
	p.Abstract = texEscape(truncWords(rec.Text, 180))
	if !latexSafe(rec.Text) || p.Abstract == "" {
		p.Abstract = "We study the problem stated in the title and report experiments on standard benchmarks."
	}
	p.Body = p.Abstract
	fillSynthFurniture(&p, rng)
	return p, truth, true
}

func fillSynthFurniture(p *synthPage, rng *rand.Rand) {
	p.Month = synthMonths[rng.IntN(12)]
	p.Journal = synthJournals[rng.IntN(len(synthJournals))]
	p.Conf = synthConfs[rng.IntN(len(synthConfs))]
	p.Volume, p.Issue = fmt.Sprint(5+rng.IntN(60)), fmt.Sprint(1+rng.IntN(12))
	first := 1 + rng.IntN(3000)
	p.Pages = fmt.Sprintf("%d--%d", first, first+8+rng.IntN(20))
	p.DOI = fmt.Sprintf("10.%d/%s.%d.%07d", 1000+rng.IntN(9000), []string{"j.neunet", "tpami", "jmlr", "s10994", "aij", "tacl"}[rng.IntN(6)], p.Year, rng.IntN(10000000))
	p.Received = fmt.Sprintf("%d %s %d", 1+rng.IntN(28), synthMonths[rng.IntN(12)], p.Year-1)
	p.Accepted = fmt.Sprintf("%d %s %d", 1+rng.IntN(28), synthMonths[rng.IntN(12)], p.Year)
	yy := p.Year % 100
	p.Arxiv = fmt.Sprintf("%02d%02d.%05d", yy, 1+rng.IntN(12), rng.IntN(20000))
	p.ArxivCat = []string{"cs.LG", "stat.ML", "cs.CL", "cs.CV", "cs.AI"}[rng.IntN(5)]
	var kw []string
	for _, i := range rng.Perm(len(synthKeywords))[:3+rng.IntN(3)] {
		kw = append(kw, synthKeywords[i])
	}
	p.Keywords = strings.Join(kw, ", ")
	fam := p.Authors[0].Family
	if len(p.Authors) > 1 {
		fam += " et al."
	}
	p.RunHead = fam
	p.Cols = 2 + rng.IntN(3)
	for _, f := range []string{"a", "b", "c", "d", "e"} {
		p.Flags[f] = rng.IntN(2) == 0
	}
}

// authorLine joins the authors inline with their markers in one of the usual ways.
func authorLine(as []synthAuthor, rng *rand.Rand) string {
	join := synthJoins[rng.IntN(len(synthJoins))]
	var b strings.Builder
	for i, a := range as {
		if i > 0 {
			if i == len(as)-1 {
				if len(as) == 2 && join[1] == ", and " {
					b.WriteString(" and ")
				} else {
					b.WriteString(join[1])
				}
			} else {
				b.WriteString(join[0])
			}
		}
		b.WriteString(a.Name)
		var sup []string
		if a.Marks != "" {
			sup = append(sup, a.Marks)
		}
		if a.Sym != "" {
			sup = append(sup, a.Sym)
		}
		if len(sup) > 0 {
			b.WriteString("$^{" + strings.Join(sup, ",") + "}$")
		}
		if a.ORCID {
			b.WriteString("\\,\\textsuperscript{\\tiny iD}")
		}
	}
	return b.String()
}

// synthParticles are the lowercase-folded words a family name may begin with.
var synthParticles = map[string]bool{"van": true, "von": true, "de": true, "der": true, "den": true, "da": true,
	"di": true, "du": true, "del": true, "della": true, "des": true, "le": true, "la": true, "dos": true, "das": true,
	"ter": true, "ten": true, "dei": true, "zu": true, "al": true, "el": true, "bin": true}

// splitSynthName splits "Guy Van den Broeck" into given "Guy" and family "Van den Broeck";
// names of one word or with a generational suffix are refused, as their truth is unclear.
func splitSynthName(name string) (string, string, bool) {
	ws := strings.Fields(name)
	if len(ws) < 2 {
		return "", "", false
	}
	last := strings.TrimSuffix(strings.ToLower(ws[len(ws)-1]), ".")
	if last == "jr" || last == "sr" || last == "ii" || last == "iii" || last == "iv" || strings.HasSuffix(ws[len(ws)-1], ".") {
		return "", "", false
	}
	i := len(ws) - 1
	for i > 1 && synthParticles[strings.ToLower(ws[i-1])] {
		i--
	}
	return strings.Join(ws[:i], " "), strings.Join(ws[i:], " "), true
}

// latexSafe reports whether pdflatex with T1 and utf8 input prints every character of s.
func latexSafe(s string) bool {
	for _, r := range s {
		switch {
		case r < 0x180, r == '–', r == '—', r == '‘', r == '’', r == '“', r == '”', r == '…':
		default:
			return false
		}
		if r < 0x20 && r != '\n' && r != '\t' {
			return false
		}
	}
	return true
}

var texEscaper = strings.NewReplacer(`\`, `\textbackslash{}`, `&`, `\&`, `%`, `\%`, `$`, `\$`, `#`, `\#`, `_`, `\_`,
	`{`, `\{`, `}`, `\}`, `~`, `\textasciitilde{}`, `^`, `\textasciicircum{}`, `<`, `\textless{}`, `>`, `\textgreater{}`)

// texEscape makes s print as itself.
func texEscape(s string) string { return texEscaper.Replace(strings.Join(strings.Fields(s), " ")) }

func truncWords(s string, n int) string {
	ws := strings.Fields(s)
	if len(ws) > n {
		ws = ws[:n]
	}
	return strings.Join(ws, " ")
}

// emailOf is a plausible address for the name, ASCII only.
func emailOf(given, family string) string {
	clean := func(s string) string {
		var b strings.Builder
		for _, r := range strings.ToLower(s) {
			if r < 0x80 && unicode.IsLetter(r) {
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	g := clean(given)
	if g != "" {
		g = g[:1] + "."
	}
	return g + clean(family) + "@example.edu"
}
