package pdfmeta

import (
	"testing"

	"carrel/backend/pdf"
)

// typePage is a made-up page 1: a head line, a title at 16 pt, an author line, the given body
// lines at 10 pt and a foot line, each as publishers print them.
func typePage(head, title string, body []string, foot string) []synthRow {
	rows := []synthRow{}
	if head != "" {
		rows = append(rows, synthRow{y: 40, size: 8, cells: []string{head}})
	}
	rows = append(rows, synthRow{y: 90, size: 16, cells: []string{title}},
		synthRow{y: 125, size: 11, cells: []string{"Anna Smith and Bo Li"}},
		synthRow{y: 140, size: 9, cells: []string{"Department of Physics, University of Somewhere"}})
	for i, b := range body {
		rows = append(rows, synthRow{y: 180 + 13*float64(i), size: 10, cells: []string{b}})
	}
	if foot != "" {
		rows = append(rows, synthRow{y: 740, size: 7, cells: []string{foot}})
	}
	return rows
}

var typeAbstract = []string{"Abstract", "We measure how sediment drifts along a coast under seasonal storms, using",
	"three years of buoy records and a transport model that we fit to them; the"}

// TestTypeLayouts runs made-up first pages of each publication type through the embedded model:
// what each type prints, written from the conventions (docs/metadata.md, "Publication type"),
// not from any train or test paper.
func TestTypeLayouts(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		pages      [][]synthRow
		meta       pdf.Metadata
	}{
		{"arXiv stamp, no venue", "preprint", [][]synthRow{typePage("arXiv:2101.01234v2 [cs.LG] 3 Feb 2021", "Sparse Attention for Long Documents", typeAbstract, "")}, pdf.Metadata{}},
		{"bioRxiv header", "preprint", [][]synthRow{typePage("bioRxiv preprint doi: https://doi.org/10.1101/2020.01.01.123456; this version posted January 3, 2020.",
			"Gene Expression in Resting Neurons", typeAbstract, "The copyright holder for this preprint is the author/funder.")}, pdf.Metadata{}},
		{"IEEE conference price line", "conference_paper", [][]synthRow{typePage("", "Fast Gait Control of a Quadruped Robot", typeAbstract,
			"978-1-7281-0395-2/19/$31.00 ©2019 IEEE")}, pdf.Metadata{}},
		{"ACM conference block", "conference_paper", [][]synthRow{typePage("", "Query Plans that Learn", append(typeAbstract,
			"KDD ’19, August 4–8, 2019, Anchorage, AK, USA", "© 2019 Association for Computing Machinery.",
			"ACM ISBN 978-1-4503-6201-6/19/08...$15.00"), "")}, pdf.Metadata{}},
		{"proceedings head", "conference_paper", [][]synthRow{typePage("Proceedings of the 12th International Workshop on Semantic Evaluation, pages 1–10",
			"Reading Tables with Transformers", typeAbstract, "")}, pdf.Metadata{}},
		{"journal banner with received dates", "journal_article", [][]synthRow{typePage("Journal of Coastal Research, Vol. 35, No. 2, pp. 101–118, 2019",
			"Sediment Drift under Seasonal Storms", append(typeAbstract, "Received 3 March 2018; accepted 9 October 2018"), "")}, pdf.Metadata{}},
		{"MDPI banner", "journal_article", [][]synthRow{typePage("Sensors 2019, 19, 1234; doi:10.3390/s19051234 www.mdpi.com/journal/sensors",
			"A Wearable Sensor for Gait Analysis", typeAbstract, "")}, pdf.Metadata{}},
		{"Nature foot", "journal_article", [][]synthRow{typePage("ARTICLE", "Coherent Control of Spin Qubits in Silicon", typeAbstract,
			"NATURE COMMUNICATIONS | (2020) 11:1234 | https://doi.org/10.1038/s41467-020-15000-0 | www.nature.com/naturecommunications")}, pdf.Metadata{}},
		{"Springer chapter", "book_chapter", [][]synthRow{typePage("", "Agent Models of Crowd Movement", typeAbstract,
			"© Springer Nature Switzerland AG 2020 A. Editor and B. Editor (Eds.): Advances in Simulation, LNCS 12345, pp. 1–15, 2020. https://doi.org/10.1007/978-3-030-12345-6_1")}, pdf.Metadata{}},
		{"thesis title page", "thesis", [][]synthRow{typePage("", "Models of Coastal Sediment Transport", []string{
			"A thesis submitted in partial fulfilment of the requirements", "for the degree of Doctor of Philosophy", "School of Earth Sciences", "2019"}, "")}, pdf.Metadata{}},
		{"technical report cover", "report", [][]synthRow{typePage("Technical Report TR-2019-03", "A Survey of Sediment Models", []string{
			"Department of Computer Science", "March 2019"}, "")}, pdf.Metadata{}},
		{"software user guide", "report", [][]synthRow{typePage("", "Sparse Solver User Guide", append([]string{"VERSION 2.4.6, May 4, 2016"}, typeAbstract...), "")}, pdf.Metadata{}},
		{"journal article naming a user's guide", "journal_article", [][]synthRow{typePage("Journal of Coastal Research, Vol. 35, No. 2, pp. 101–118, 2019",
			"Sediment Drift under Seasonal Storms", append(typeAbstract, "The model's user's guide is online.", "Received 3 March 2018; accepted 9 October 2018"), "")}, pdf.Metadata{}},
		{"working paper", "report", [][]synthRow{typePage("NBER WORKING PAPER SERIES", "Wages and Storms", []string{
			"Working Paper 25001", "National Bureau of Economic Research", "September 2018"}, "")}, pdf.Metadata{}},
		{"IEEE Access head", "journal_article", [][]synthRow{typePage("Received May 1, 2019, accepted May 20, 2019, date of publication June 1, 2019. Digital Object Identifier 10.1109/ACCESS.2019.2912345",
			"Learning to Grasp with Soft Hands", typeAbstract, "VOLUME 7, 2019 This work is licensed under a Creative Commons Attribution 4.0 License.")}, pdf.Metadata{}},
		{"IEEE Transactions head", "journal_article", [][]synthRow{typePage("IEEE TRANSACTIONS ON ROBOTICS, VOL. 35, NO. 2, APRIL 2019",
			"Contact-Aware Planning for Legged Robots", typeAbstract, "1552-3098 © 2019 IEEE. Personal use is permitted, but republication/redistribution requires IEEE permission.")}, pdf.Metadata{}},
		{"Elsevier banner", "journal_article", [][]synthRow{typePage("Contents lists available at ScienceDirect Journal of Computational Physics journal homepage: www.elsevier.com/locate/jcp",
			"A Spectral Solver for Shallow Water", append(typeAbstract, "Article history: Received 2 May 2018 Accepted 3 January 2019"), "0021-9991/© 2019 Elsevier Inc. All rights reserved.")}, pdf.Metadata{}},
		{"NeurIPS foot", "conference_paper", [][]synthRow{typePage("", "Implicit Layers for Sequence Models", typeAbstract,
			"33rd Conference on Neural Information Processing Systems (NeurIPS 2019), Vancouver, Canada.")}, pdf.Metadata{}},
		{"ICLR workshop head", "conference_paper", [][]synthRow{typePage("Workshop track - ICLR 2018", "Noise in Gradient Estimates", typeAbstract, "")}, pdf.Metadata{}},
		{"handbook chapter", "book_chapter", [][]synthRow{typePage("CHAPTER 7", "Gesture and Metaphor", []string{
			"In: The Oxford Handbook of Cognitive Linguistics, edited by D. Geeraerts and H. Cuyckens.", "Oxford University Press, 2007, pp. 176–200."}, "")}, pdf.Metadata{}},
		{"master's thesis", "thesis", [][]synthRow{typePage("", "Gait Control of a Small Quadruped", []string{
			"Master's Thesis", "Department of Mechanical Engineering", "Supervisor: Prof. C. Jones", "June 2020"}, "")}, pdf.Metadata{}},
		{"arXiv copy of a journal paper", "journal_article", [][]synthRow{typePage("arXiv:2101.01234v2 [cs.LG] 3 Feb 2021", "Sparse Attention for Long Documents", typeAbstract,
			"Accepted for publication in Neurocomputing, 2021.")}, pdf.Metadata{}},
		{"series volume line, a workshop in the abstract", "book_chapter", [][]synthRow{typePage("", "Agent Models of Crowd Movement", append(typeAbstract,
			"drift doubles in winter, as a workshop on coastal data reported last year."),
			"© Springer Nature Switzerland AG 2019 A. Editor et al. (Eds.): ICANN 2019, LNCS 11727, pp. 12–24, 2019.")}, pdf.Metadata{}},
		{"ICLR submission", "preprint", [][]synthRow{typePage("Under review as a conference paper at ICLR 2020", "Sparse Attention for Long Documents", typeAbstract, "")}, pdf.Metadata{}},
		{"NeurIPS-style submission", "preprint", [][]synthRow{typePage("", "Sparse Attention for Long Documents", append(typeAbstract, "workshop and conference results that we reproduce."), "Preprint. Under review.")}, pdf.Metadata{}},
		{"camera-ready copy that prints no stamp", "conference_paper", [][]synthRow{typePage("", "Implicit Layers for Sequence Models",
			append([]string{"{anna.smith, bo.li}@somewhere.edu"}, typeAbstract...), "")}, pdf.Metadata{}},
		// s16-s15open: the same page without its authors' addresses is a vignette or a draft; a
		// title block naming a software release is a program's manual, dated or not
		{"vignette that prints no stamp and no address", "preprint", [][]synthRow{typePage("", "Implicit Layers for Sequence Models", typeAbstract, "")}, pdf.Metadata{}},
		{"dated manual naming its release", "report", [][]synthRow{typePage("", "Sprout: A Fast Drift Counter",
			append([]string{"February 29, 2012", "Version 1.1.4"}, typeAbstract...), "")}, pdf.Metadata{}},
		{"manual's title page naming its release", "report", [][]synthRow{typePage("", "Sprout Programming Guide",
			[]string{"Sprout, Version 1.1.1", "Copyright, 2006 Anna Smith", "Contents", "1 Introduction"}, "")}, pdf.Metadata{}},
		{"no stamp but a journal's DOI", "journal_article", [][]synthRow{typePage("", "Implicit Layers for Sequence Models", typeAbstract,
			"https://doi.org/10.1080/01621459.2019.1234567")}, pdf.Metadata{}},
		{"no stamp but received dates", "journal_article", [][]synthRow{typePage("", "Sediment Drift under Seasonal Storms",
			append(typeAbstract, "Received 3 March 2018; accepted 9 October 2018"), "")}, pdf.Metadata{}},
		{"no stamp and no abstract (a letter)", "journal_article", [][]synthRow{typePage("", "Sediment Drift under Seasonal Storms", []string{
			"Sir, we measure how sediment drifts along a coast under seasonal storms, using", "three years of buoy records and a transport model."}, "")}, pdf.Metadata{}},
		{"journal foot, a meeting's words in the abstract", "journal_article", [][]synthRow{typePage("OPEN", "Prototype Networks for Few-shot Learning", []string{"Abstract",
			"Few-shot learning is a challenging area of machine learning research; learning representations",
			"from few examples under uncertainty in artificial intelligence systems is what we study."},
			"COMMUNICATIONS BIOLOGY | (2020) 3:640 | https://doi.org/10.1038/s42003-020-01253-3 | www.nature.com/commsbio")}, pdf.Metadata{}},
		{"PMLR foot", "conference_paper", [][]synthRow{typePage("", "Prototype Networks for Few-shot Learning", typeAbstract,
			"Proceedings of Machine Learning Research 101:1–16, 2019")}, pdf.Metadata{}},
		{"a proceedings DOI and nothing else", "conference_paper", [][]synthRow{typePage("", "Parsing Tables with Few Labels", typeAbstract,
			"https://doi.org/10.18653/v1/2021.acl-long.123")}, pdf.Metadata{}},
		// s12-type: a dated title block and no venue is a manuscript, not a meeting's camera-ready copy
		{"dated manuscript without a venue", "preprint", [][]synthRow{typePage("", "Sediment Drift under Seasonal Storms",
			append([]string{"March 3, 2019"}, typeAbstract...), "")}, pdf.Metadata{}},
		{"draft's dated head", "preprint", [][]synthRow{typePage("Draft for comments — 3 mars 2019", "Sediment Drift under Seasonal Storms",
			typeAbstract, "")}, pdf.Metadata{}},
		{"manual named in page 2's running head", "report", [][]synthRow{
			typePage("", "Drawing Graphs with Sprout", append([]string{"April 26, 2004"}, typeAbstract...), ""),
			{{y: 40, size: 8, cells: []string{"Sprout User's Manual, April 26, 2004"}}, {y: 90, size: 10, cells: []string{"1 Introduction"}},
				{y: 110, size: 10, cells: []string{"Sprout draws undirected graphs as a spring model that an iterative solver relaxes."}}}}, pdf.Metadata{}},
		// s12 lead: the same date over no abstract is a method note's or a memo's: a report
		{"dated note without an abstract", "report", [][]synthRow{typePage("", "Methods of the Drift Model",
			[]string{"November 26, 2007", "Overview", "The drift model finds the strongest seasonal signal in a set of buoy records;",
				"this note describes how it scores a signal and how it searches for the best one."}, "")}, pdf.Metadata{}},
		// s13-type: a working paper's version dates, REVTeX's dated line, a versioned note, a year under the names
		{"working paper's version dates", "preprint", [][]synthRow{typePage("", "Sediment Drift under Seasonal Storms",
			append([]string{"First version: December 2009      This version: April 2011"}, typeAbstract...), "")}, pdf.Metadata{}},
		{"REVTeX's dated manuscript", "preprint", [][]synthRow{typePage("", "Sediment Drift under Seasonal Storms",
			[]string{"(Dated: September 6, 2021)", "We measure how sediment drifts along a coast under seasonal storms, using",
				"three years of buoy records and a transport model that we fit to them."}, "")}, pdf.Metadata{}},
		{"versioned note without an abstract", "report", [][]synthRow{typePage("", "Search Methods of the Drift Solver",
			[]string{"SPROUT v2.8, 2014-11-18", "This description is meant for anyone interested in the inner workings of the solver."}, "")}, pdf.Metadata{}},
		{"note dated by its year alone", "report", [][]synthRow{typePage("", "Solution of a Drift Equation",
			[]string{"2004", "Given the following matrix equation, we solve it in two steps."}, "")}, pdf.Metadata{}},
		// s13-type: a journal's numbered issue that holds a meeting's proceedings is the journal's
		{"journal issue that is a meeting's proceedings", "journal_article", [][]synthRow{typePage("", "Drawing Graphs with Sprout", typeAbstract,
			"84    Coastal Letters, Volume 28 (2007), No. 1 — Proceedings of the Drift Modelling 2006 Conference")}, pdf.Metadata{}},
		{"meeting's proceedings with a volume and no number", "conference_paper", [][]synthRow{typePage("", "Drawing Graphs with Sprout", typeAbstract,
			"Proceedings of the Drift Modelling 2006 Conference, Volume 2 (2006), pages 84–92")}, pdf.Metadata{}},
		// s17-type: a class's issue zero with a placeholder year, a build date, a manual's abstract
		{"class's issue zero with a placeholder year", "preprint", [][]synthRow{typePage("Drift Quarterly, Volume 0 (9999), No. 0",
			"Sediment Drift under Seasonal Storms", typeAbstract, "")}, pdf.Metadata{}},
		{"class's issue zero over a text that runs a journal's word", "preprint", [][]synthRow{typePage("Drift Quarterly, Volume 0 (9999), No. 0",
			"Paragraph Spacing with Galleys", []string{"Abstract", "The package controls the space above and below paragraphs,",
				"measured from the height of the letters on the baseline."}, "")}, pdf.Metadata{}},
		{"vignette's build date over an address", "preprint", [][]synthRow{typePage("", "Implicit Layers for Sequence Models",
			append([]string{"anna.smith@somewhere.edu", "September 2006 (typeset on November 10, 2022)"}, typeAbstract...), "")}, pdf.Metadata{}},
		{"note compiled without an abstract", "preprint", [][]synthRow{typePage("", "Extending the Drift Solver",
			[]string{"This version was compiled on January 11, 2022", "The solver has always provided an interface for extensions written in C."}, "")}, pdf.Metadata{}},
		{"dated manual describing itself", "report", [][]synthRow{typePage("", "Using the Drift Module",
			[]string{"June 12, 2010", "Abstract", "This short manual describes how to use the drift module of the solver."}, "")}, pdf.Metadata{}},
		{"manual's title over a volume in its text", "report", [][]synthRow{typePage("", "The Sprout v8.2.X Manual",
			[]string{"Abstract", "Sprout counts drift events; Volume 2 of its data set is described here."}, "")}, pdf.Metadata{}},
		// s17-type: a book chapter's DOI built on its ISBN after a publisher's letters or path
		{"Elsevier chapter's ISBN DOI", "book_chapter", [][]synthRow{typePage("", "Sediment Transport Models", typeAbstract,
			"https://doi.org/10.1016/B978-0-12-815000-1.00003-2")}, pdf.Metadata{}},
		{"Oxford chapter's ISBN DOI", "book_chapter", [][]synthRow{typePage("", "Sediment Transport Models", typeAbstract,
			"DOI: 10.1093/oxfordhb/9780199812345.013.7")}, pdf.Metadata{}},
		// s13-type: a class's issue zero is a draft's placeholder
		{"class's issue zero on a draft", "preprint", [][]synthRow{typePage("Drift Quarterly, Volume 0 (2001), No. 0    preliminary draft, October 25, 2002 1:43",
			"Sediment Drift under Seasonal Storms", typeAbstract, "")}, pdf.Metadata{}},
		{"note whose title names a report", "report", [][]synthRow{typePage("", "Pentest-Report Drift Solver 05.2018",
			[]string{"Index", "Introduction", "The drift solver was tested for eighteen days by seven testers."}, "")}, pdf.Metadata{}},
		{"journal head dated with its issue", "journal_article", [][]synthRow{typePage("The Journal of Coastal Research, December 1, 1998, 18(23):101–118",
			"Sediment Drift under Seasonal Storms", typeAbstract, "")}, pdf.Metadata{}},
		{"arXiv DOI only", "preprint", [][]synthRow{typePage("", "Sparse Attention for Long Documents", typeAbstract, "")}, pdf.Metadata{DOI: "10.48550/arXiv.2101.01234"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc := synthDoc(tc.pages...)
			doc.Meta = tc.meta
			m := ExtractPaper(doc)
			if m.Type != tc.want {
				t.Errorf("type %q (%.2f), want %q", m.Type, m.Confidence["type"], tc.want)
			}
		})
	}
}
