package pdfmeta

import (
	"regexp"
	"strings"
)

// confAcronyms are the acronyms of widely known conferences beyond the ones train shows, so
// that a conference paper that prints only its conference's short name reads as one. Names
// that also name data sets or challenges ("ISBI 2012", "MICCAI BraTS", "ICDAR 2015") or other
// things ("WWW", "RSS") are left out.
const confAcronyms = `ICRA|IROS|ICASSP|INTERSPEECH|ISCAS|GLOBECOM|INFOCOM|SIGIR|CIKM|WSDM|RecSys|UIST|CSCW|ICSE|` +
	`ESEC/FSE|PLDI|POPL|OOPSLA|NSDI|EuroSys|ISCA|HPCA|ICCAD|ISSCC|SIGGRAPH|COLING|EACL|IJCNN|ICPR|ICIP|BMVC|WACV|ACCV|` +
	`BIBM|IECON|ICDE|EDBT|PODS|SODA|STOC|FOCS|ICALP|LICS|ECAI|AAMAS|UAI|COLT|ECML|PKDD|ICDM|ICWSM|MobiCom|MobiSys|` +
	`SenSys|IPSN|UbiComp|PerCom|SIGCOMM|NDSS|ASPLOS|SIGCSE|ICIS|HICSS|ECIS|LREC|ISMIR|SIGSPATIAL|SIGKDD|CoRL|IJCAR|TACAS`

// confNames are long conference names written out, lower case.
const confNames = `international conference on robotics and automation|intelligent robots and systems|` +
	`acoustics, speech,? and signal processing|medical image computing and computer.assisted intervention|` +
	`research and development in information retrieval|conference on decision and control|american control conference|` +
	`design automation conference|world wide web conference|uncertainty in artificial intelligence|` +
	`empirical methods in natural language processing|annual meeting of the association for computational linguistics`

// issnLineRe is a journal's ISSN at a page's foot with the article's price or copyright:
// Elsevier's "0021-9991/© 2019", IEEE's "0018-9286/$26.00 © 2011 IEEE" and "1558-0016 © 2019 IEEE".
var issnLineRe = regexp.MustCompile(`(?:^|[^\d-])(\d{4}-\d{3}[\dX])\s*(?:/\s*(?:\$|©|\(c\))|©\s*(?:19|20)\d\d)`)

// issnLine reports whether text prints such a line with an ISSN whose check digit holds.
func issnLine(text string) bool {
	if !strings.Contains(text, "©") && !strings.Contains(text, "$") && !strings.Contains(text, "(c)") {
		return false
	}
	for _, m := range issnLineRe.FindAllStringSubmatch(text, -1) {
		if ISSNKey(m[1]) != "" {
			return true
		}
	}
	return false
}
