package pdfmeta

import "strings"

// iso4 expands common ISO 4 journal-title abbreviations, which banners print ("J Clin
// Microbiol", "Can. J. For. Res."), to the words a reference manager stores.
var iso4 = map[string]string{
	"j": "Journal", "int": "International", "proc": "Proceedings", "soc": "Society", "res": "Research",
	"clin": "Clinical", "microbiol": "Microbiology", "biol": "Biology", "chem": "Chemistry", "phys": "Physics",
	"eng": "Engineering", "sci": "Science", "technol": "Technology", "comput": "Computing", "appl": "Applied",
	"math": "Mathematics", "stat": "Statistics", "neurosci": "Neuroscience", "psychol": "Psychology",
	"am": "American", "eur": "European", "can": "Canadian", "br": "British", "natl": "National", "acad": "Academy",
	"rev": "Review", "lett": "Letters", "trans": "Transactions", "ann": "Annals", "bull": "Bulletin", "dis": "Diseases",
	"screen": "Screening", "for": "Forest", "syst": "Systems", "inf": "Information", "environ": "Environmental",
	"ecol": "Ecology", "geophys": "Geophysical", "astron": "Astronomy", "astrophys": "Astrophysics",
	"neurol": "Neurology", "cardiol": "Cardiology", "opt": "Optics", "mater": "Materials", "mech": "Mechanics",
	"electron": "Electronics", "commun": "Communications", "process": "Processing", "med": "Medicine",
	"biomed": "Biomedical", "cogn": "Cognitive", "behav": "Behavior", "anal": "Analysis", "theor": "Theoretical",
	"exp": "Experimental", "mol": "Molecular", "cell": "Cell", "genet": "Genetics", "pharmacol": "Pharmacology",
	"physiol": "Physiology", "meas": "Measurement", "robot": "Robotics", "autom": "Automation", "intell": "Intelligence",
	"mach": "Machine", "learn": "Learning", "signal": "Signal", "image": "Image", "ieee": "IEEE", "acm": "ACM",
}

// wordsToo are abbreviations that are also English words.
var wordsToo = map[string]bool{"for": true, "can": true, "am": true, "int": true, "dis": true, "rev": true, "process": true,
	"learn": true, "mach": true, "med": true, "ann": true, "opt": true, "exp": true, "anal": true, "screen": true, "j": false}

// ofAfter are words that take "of" before the subject ("Journal of ...").
var ofAfter = map[string]bool{"Journal": true, "Proceedings": true, "Annals": true, "Bulletin": true, "Transactions": true}

// expandAbbrev returns the venue with its abbreviations written out, or "" when it has none.
func expandAbbrev(v string) string {
	fs := strings.Fields(v)
	var out []string
	expanded := 0
	for i, f := range fs {
		bare := strings.TrimSuffix(f, ".")
		w, ok := iso4[strings.ToLower(bare)]
		// an English word that is also an abbreviation ("For", "Can", "Am") needs its full stop
		if ok && (strings.HasSuffix(f, ".") || !wordsToo[strings.ToLower(bare)]) && !strings.EqualFold(bare, w) {
			expanded++
			f = w
		}
		out = append(out, f)
		if ofAfter[f] && i+1 < len(fs) && !strings.EqualFold(fs[i+1], "of") && !strings.EqualFold(fs[i+1], "on") {
			out = append(out, "of")
		}
	}
	if expanded == 0 {
		return ""
	}
	return strings.Join(out, " ")
}
