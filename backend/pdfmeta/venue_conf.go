package pdfmeta

import (
	"math"
	"regexp"
	"strings"
)

// confAcronymNames are the long-lived conferences a page names only by acronym and year, in a
// footer ("IJCAI-07") or a host's banner ("This CVPR 2019 paper is the Open Access version"),
// with the name a reference manager files their proceedings under, without the edition's
// ordinal and year (which the year field carries).
var confAcronymNames = map[string]string{
	"IJCAI": "International Joint Conference on Artificial Intelligence", "AAAI": "AAAI Conference on Artificial Intelligence",
	"NIPS": "Advances in Neural Information Processing Systems", "NEURIPS": "Advances in Neural Information Processing Systems",
	"ICML": "International Conference on Machine Learning", "ICLR": "International Conference on Learning Representations",
	"CVPR": "IEEE/CVF Conference on Computer Vision and Pattern Recognition", "ICCV": "IEEE/CVF International Conference on Computer Vision",
	"WACV": "IEEE/CVF Winter Conference on Applications of Computer Vision", "ECCV": "European Conference on Computer Vision",
	"ACL": "Annual Meeting of the Association for Computational Linguistics", "EMNLP": "Conference on Empirical Methods in Natural Language Processing",
	"NAACL": "Conference of the North American Chapter of the Association for Computational Linguistics",
	"EACL":  "Conference of the European Chapter of the Association for Computational Linguistics", "COLING": "International Conference on Computational Linguistics",
	"KDD":   "ACM SIGKDD International Conference on Knowledge Discovery and Data Mining",
	"SIGIR": "International ACM SIGIR Conference on Research and Development in Information Retrieval",
	"CHI":   "CHI Conference on Human Factors in Computing Systems", "UIST": "ACM Symposium on User Interface Software and Technology",
	"ICRA": "IEEE International Conference on Robotics and Automation", "IROS": "IEEE/RSJ International Conference on Intelligent Robots and Systems",
	"AISTATS": "International Conference on Artificial Intelligence and Statistics", "UAI": "Conference on Uncertainty in Artificial Intelligence",
	"COLT": "Conference on Learning Theory", "ICDE": "IEEE International Conference on Data Engineering", "ICDM": "IEEE International Conference on Data Mining",
	"WSDM": "ACM International Conference on Web Search and Data Mining", "CIKM": "ACM International Conference on Information and Knowledge Management",
	"MICCAI": "International Conference on Medical Image Computing and Computer-Assisted Intervention",
	"ICASSP": "IEEE International Conference on Acoustics, Speech and Signal Processing", "INTERSPEECH": "Interspeech",
	"EMBC": "Annual International Conference of the IEEE Engineering in Medicine and Biology Society", "ISBI": "IEEE International Symposium on Biomedical Imaging",
	"SIGMOD": "ACM SIGMOD International Conference on Management of Data", "VLDB": "International Conference on Very Large Data Bases",
	"CORL": "Conference on Robot Learning", "HRI": "ACM/IEEE International Conference on Human-Robot Interaction", "ICSE": "International Conference on Software Engineering",
	"OSDI": "USENIX Symposium on Operating Systems Design and Implementation", "SOSP": "ACM Symposium on Operating Systems Principles",
	"NSDI": "USENIX Symposium on Networked Systems Design and Implementation", "UBICOMP": "ACM International Joint Conference on Pervasive and Ubiquitous Computing",
	"CSCW": "ACM Conference on Computer-Supported Cooperative Work and Social Computing", "ECAI": "European Conference on Artificial Intelligence",
	"AAMAS": "International Conference on Autonomous Agents and Multiagent Systems", "GECCO": "Genetic and Evolutionary Computation Conference",
	"IJCNN": "International Joint Conference on Neural Networks", "ICPR": "International Conference on Pattern Recognition", "BMVC": "British Machine Vision Conference",
	"ICIP": "IEEE International Conference on Image Processing",
}

var (
	// acronymLineRe is a head or foot line that is a conference's acronym and year alone
	// ("IJCAI-07", "ICML 2019", "NeurIPS’19"), maybe with the page number beside it.
	acronymLineRe = regexp.MustCompile(`^\s*(?:\d{1,4}\s+)?([A-Za-z]{3,11})\s?[-–'’‘]?\s?((?:19|20)?\d\d)\s*(?:\d{1,4})?\s*$`)
	// hostBannerRe is the banner a host adds to its copy of a conference paper: the Computer
	// Vision Foundation's "This CVPR 2019 paper is the Open Access version, provided by …".
	hostBannerRe = regexp.MustCompile(`\bThis ([A-Z][A-Za-z]{2,9}) ((?:19|20)\d\d) paper is the Open Access version`)
)

// confAcronymVenues adds the conference of an acronym-and-year footer or host banner on page
// 1 ("conf_acronym"): the acronym alone names no proceedings a reference manager would store.
func (h *header) confAcronymVenues(add func(text string, year int, feats ...string)) {
	foot := 0.0 // the bottom of page 1's last line
	for _, l := range h.page1 {
		if !l.vertical {
			foot = math.Max(foot, l.y1)
		}
	}
	for _, l := range h.page1 {
		if l.vertical {
			continue
		}
		if m := hostBannerRe.FindStringSubmatch(l.text); m != nil {
			if name := confAcronymNames[strings.ToUpper(m[1])]; name != "" {
				add(name, firstYear(m[2]), "conf_acronym")
			}
			continue
		}
		if !l.atEdge() && l.y1 < foot {
			continue
		}
		m := acronymLineRe.FindStringSubmatch(l.text)
		if m == nil {
			m = acronymLineRe.FindStringSubmatch(overlapText(l)) // the TeX logo glued: "EuroT E X 2003"
		}
		if m == nil || !acronymLike(m[1]) {
			continue
		}
		name := confAcronymNames[strings.ToUpper(m[1])]
		if name == "" && len(m[2]) == 4 && !notConfAcronyms[strings.ToUpper(m[1])] {
			// a meeting the table does not know, named in its running foot by acronym and year
			// ("EuroTEX 2003", the page's last line over a wide margin): that name is the venue a
			// reference manager stores (s17-open16)
			add(m[1]+" "+m[2], firstYear(m[2]), "acronym_alone")
		}
		if name != "" && l.atEdge() {
			y := firstYear(m[2])
			if y == 0 {
				y = twoDigitYear(m[2])
			}
			add(name, y, "conf_acronym")
		}
	}
}
