package pdfmeta

import (
	"strings"
	"unicode"
)

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
	"nat": "Nature", "front": "Frontiers", "adv": "Advances", "prog": "Progress", "curr": "Current", "annu": "Annual",
	"q": "Quarterly", "gen": "General", "rep": "Reports", "mag": "Magazine", "netw": "Networks", "softw": "Software",
	"secur": "Security", "distrib": "Distributed", "graph": "Graphics", "artif": "Artificial", "hum": "Human",
	"interact": "Interaction", "ind": "Industrial", "electr": "Electrical", "renew": "Renewable", "sustain": "Sustainable",
	"magn": "Magnetics", "nucl": "Nuclear", "instrum": "Instruments", "numer": "Numerical", "optim": "Optimization",
	"probab": "Probability", "geom": "Geometry", "econ": "Economics", "manag": "Management", "educ": "Education",
	"dev": "Development", "sociol": "Sociology", "philos": "Philosophy", "hist": "History", "linguist": "Linguistics",
	"lang": "Language", "transp": "Transportation", "struct": "Structural", "constr": "Construction", "manuf": "Manufacturing",
	"biochem": "Biochemistry", "biotechnol": "Biotechnology", "polym": "Polymer", "catal": "Catalysis",
	"geosci": "Geoscience", "hydrol": "Hydrology", "geol": "Geology", "atmos": "Atmospheric", "sens": "Sensing",
	"agric": "Agricultural", "nutr": "Nutrition", "epidemiol": "Epidemiology", "infect": "Infectious",
	"immunol": "Immunology", "oncol": "Oncology", "surg": "Surgery", "radiol": "Radiology", "pediatr": "Pediatrics",
	"rehabil": "Rehabilitation", "endocrinol": "Endocrinology", "metab": "Metabolism", "nephrol": "Nephrology",
	"transl": "Translational", "ther": "Therapy", "nurs": "Nursing", "evol": "Evolution", "zool": "Zoology",
	"vet": "Veterinary", "photonics": "Photonics", "biomater": "Biomaterials",
	"univ": "University", "pharm": "Pharmaceutical", "assoc": "Association", "inst": "Institute", "conf": "Conference",
	"symp": "Symposium", "congr": "Congress", "jpn": "Japanese", "chin": "Chinese", "acoust": "Acoustical",
	"microsc": "Microscopy", "spectrosc": "Spectroscopy", "crystallogr": "Crystallography", "entomol": "Entomology",
	"aerosp": "Aerospace", "vib": "Vibration", "dent": "Dental", "psychiatr": "Psychiatry", "toxicol": "Toxicology",
	"pathol": "Pathology", "dermatol": "Dermatology", "gastroenterol": "Gastroenterology", "ophthalmol": "Ophthalmology",
	"hepatol": "Hepatology", "obstet": "Obstetrics", "gynecol": "Gynecology", "urol": "Urology", "rheumatol": "Rheumatology",
	"hematol": "Hematology", "virol": "Virology", "bacteriol": "Bacteriology", "oceanogr": "Oceanography",
	"meteorol": "Meteorology", "climatol": "Climatology", "biomech": "Biomechanics", "ergon": "Ergonomics",
	"neurophysiol": "Neurophysiology", "neuropsychol": "Neuropsychology", "polit": "Political", "anthropol": "Anthropology",
	"archaeol": "Archaeology", "telecommun": "Telecommunications", "wirel": "Wireless", "veh": "Vehicular",
	"cybern": "Cybernetics", "photogramm": "Photogrammetry", "therm": "Thermal",
}

// wordsToo are abbreviations that are also English words.
var wordsToo = map[string]bool{"for": true, "can": true, "am": true, "int": true, "dis": true, "rev": true, "process": true,
	"learn": true, "mach": true, "med": true, "ann": true, "opt": true, "exp": true, "anal": true, "screen": true, "j": false,
	"front": true, "adv": true, "gen": true, "rep": true, "mag": true, "graph": true, "hum": true, "ind": true,
	"dev": true, "hist": true, "lang": true, "q": true, "struct": true, "ther": true, "vet": true, "sens": true, "dent": true}

// ofAfter are words that take "of" before the subject ("Journal of ...").
var ofAfter = map[string]bool{"Journal": true, "Proceedings": true, "Annals": true, "Bulletin": true, "Transactions": true}

// inAfter are words that take "in" before the subject ("Frontiers in ...", "Advances in ...").
var inAfter = map[string]bool{"Frontiers": true, "Advances": true, "Progress": true}

// expandAbbrev returns the venue with its abbreviations written out, or "" when it has none.
func expandAbbrev(v string) string {
	fs := strings.Fields(v)
	sure := false // an unambiguous abbreviation makes the venue abbreviated throughout
	for _, f := range fs {
		bare := strings.ToLower(strings.TrimSuffix(f, "."))
		if w, ok := iso4[bare]; ok && (strings.HasSuffix(f, ".") || !wordsToo[bare]) && !strings.EqualFold(bare, w) {
			sure = true
		}
	}
	var out []string
	expanded := 0
	for i, f := range fs {
		bare := strings.TrimSuffix(f, ".")
		w, ok := iso4[strings.ToLower(bare)]
		// an English word that is also an abbreviation ("For", "Can", "Am") needs its full stop,
		// an abbreviated venue around it ("Front Psychol"), or to close a title of two or more
		// capitalized words ("Kidney Dis", "Signal Process")
		plain := !wordsToo[strings.ToLower(bare)] || strings.HasSuffix(f, ".") ||
			startsUpperRune(bare) && (sure || i > 0 && i == len(fs)-1)
		if ok && plain && !strings.EqualFold(bare, w) {
			expanded++
			f = w
		}
		out = append(out, f)
		if ofAfter[f] && i+1 < len(fs) && !strings.EqualFold(fs[i+1], "of") && !strings.EqualFold(fs[i+1], "on") {
			out = append(out, "of")
		}
		if inAfter[f] && i == 0 && i+1 < len(fs) && !strings.EqualFold(fs[i+1], "in") {
			out = append(out, "in")
		}
	}
	if expanded == 0 {
		return ""
	}
	return strings.Join(out, " ")
}

func startsUpperRune(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}
