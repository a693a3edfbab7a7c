package answer

import (
	"carrel/backend/domain"
)

// abstract makes an abstract-only paper candidate split with SplitSentences.
func abstract(id, title, text string, rank int) Candidate {
	doi := "10.1000/" + id
	return Candidate{SourceType: "paper", SourceID: id, Title: title, DOI: &doi, PaperRank: rank, Text: text, Sentences: SplitSentences(text)}
}

// page makes a document page candidate whose sentences carry a location on the page.
func page(id string, pageNo int, text string) Candidate {
	c := Candidate{SourceType: "document", SourceID: id, Title: "Uploaded " + id, Text: text}
	for k, sp := range SplitSentences(text) {
		sp.Locations = []domain.Location{{Page: pageNo, BBox: domain.BBox{X: 0.1, Y: 0.1 + 0.05*float64(k), Width: 0.8, Height: 0.04}}}
		c.Sentences = append(c.Sentences, sp)
	}
	return c
}

// library is a small set of self-made abstracts on a few topics.
func library() []Candidate {
	return []Candidate{
		abstract("pap_aspirin1", "Aspirin and colorectal cancer risk",
			"Colorectal cancer is a leading cause of death worldwide. "+
				"We followed 40,000 adults for 20 years. "+
				"Daily aspirin use reduced colorectal cancer incidence by 24% compared with no use. "+
				"Bleeding events were more frequent among aspirin users.", 1),
		abstract("pap_aspirin2", "Low-dose aspirin in cancer prevention",
			"Trials of low-dose aspirin have been reported since 1988. "+
				"Low-dose aspirin lowered colorectal cancer mortality after five years of treatment. "+
				"Gastrointestinal bleeding was the main adverse effect of low-dose aspirin.", 2),
		abstract("pap_aspirin3", "Aspirin dose and adenoma recurrence",
			"Aspirin reduced colorectal cancer incidence by 24% compared with no use. "+
				"Adenoma recurrence fell with aspirin at 81 mg per day but not at 325 mg.", 3),
		abstract("pap_photo", "Photosynthesis under drought",
			"Drought stress closes stomata in maize leaves. "+
				"Photosynthetic rates declined by half under severe water deficit. "+
				"Recovery of leaf gas exchange took three days after rewatering.", 4),
		abstract("pap_sleep", "Sleep and memory consolidation",
			"Slow-wave sleep supports the consolidation of declarative memory. "+
				"Sleep deprivation impaired recall of word pairs the next morning. "+
				"Napping restored part of the memory benefit in older adults.", 5),
		page("doc_statins", 3,
			"Statins lowered LDL cholesterol by 40% in the treated arm.\n"+
				"Muscle pain was the most common side effect of statins.\n"+
				"Liver enzymes rose in 2% of patients taking statins."),
	}
}
