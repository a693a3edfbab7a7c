package pdfmeta

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// venueConventions are made-up first pages for conventions that hold across publishers: a
// copyright or permission block that names the conference, the paper's own suggested citation,
// "In:" before an edited book, a DOI that names its journal, a JSTOR-style source line.
var venueConventions = []struct {
	name       string
	head, foot string
	front      string
	want       string
}{
	{"ACM reference format", "", "", "ACM Reference Format: Anna Smith and John Doe. 2019. Measuring the Drift of Coastal Sediment under Seasonal Storm Regimes. In Proceedings of the 25th ACM SIGKDD International Conference on Knowledge Discovery and Data Mining (KDD '19), August 4–8, 2019, Anchorage, AK, USA. ACM, New York, NY, USA, 10 pages.", "Proceedings of the 25th ACM SIGKDD International Conference on Knowledge Discovery and Data Mining"},
	{"ACM permission block", "", "KDD '19, August 4–8, 2019, Anchorage, AK, USA © 2019 Association for Computing Machinery. ACM ISBN 978-1-4503-6201-6/19/08...$15.00", "", "KDD '19"},
	{"Elsevier please cite", "", "Please cite this article as: A. Smith, J. Doe, Measuring the drift of coastal sediment under seasonal storm regimes, Energy and Buildings (2019), https://doi.org/10.1016/j.enbuild.2019.01.001", "", "Energy and Buildings"},
	{"IEEE DOI only", "", "", "Digital Object Identifier 10.1109/ACCESS.2019.2912345", "IEEE Access"},
	{"Wiley DOI head", "Received: 1 May 2019 | Revised: 2 June 2019 | Accepted: 3 July 2019\nDOI: 10.1002/rnc.4567", "", "", "International Journal of Robust and Nonlinear Control"},
	{"In: edited book", "", "In: Smith A (ed) Handbook of Coastal Processes. Springer, Cham, pp 1–20", "", "Handbook of Coastal Processes"},
	{"In: proceedings", "", "In: Proceedings of the 12th International Conference on Coastal Engineering (ICCE 2019), Bergen, Norway, pp. 1–8", "", "Proceedings of the 12th International Conference on Coastal Engineering"},
	{"JSTOR source line", "Journal of Coastal Research, Vol. 35, No. 2 (March 2019), pp. 123-145", "", "", "Journal of Coastal Research"},
	{"APA self citation", "Smith, A., & Doe, J. (2019). Measuring the drift of coastal sediment under seasonal storm regimes. Handbook of Coastal Processes. B. Brown (Ed.) pp. 108-117. New York: Routledge.", "", "", "Handbook of Coastal Processes"},
	{"presented at", "", "Presented at the 2019 International Conference on Coastal Engineering, Bergen, Norway.", "", "2019 International Conference on Coastal Engineering"},
	{"ACM journal foot", "", "ACM Transactions on Graphics, Vol. 38, No. 4, Article 123. Publication date: July 2019.", "", "ACM Transactions on Graphics"},
	{"ACM journal reference", "", "", "ACM Reference Format: Anna Smith and John Doe. 2019. Measuring the Drift of Coastal Sediment. ACM Trans. Graph. 38, 4, Article 123 (July 2019), 12 pages.", "ACM Transactions on Graphics"},
	{"AAAS foot", "", "Smith et al., Sci. Robot. 4, eaaw1234 (2019) 15 May 2019 1 of 10", "", "Science Robotics"},
	{"Elsevier DOI only", "", "https://doi.org/10.1016/j.neucom.2019.01.001\nReceived 1 May 2018", "", "Neurocomputing"},
	{"Springer journal DOI only", "", "", "https://doi.org/10.1007/s10994-019-05800-1", "Machine Learning"},
	{"IJCAI footer", "", "IJCAI-07", "", "International Joint Conference on Artificial Intelligence"},
	{"published as note", "", "Published as Smith, A., Doe, J.: Measuring the Drift of Coastal Sediment under Seasonal Storm Regimes. 4th Coastal Data and Trust Workshop, Bergen, November 2013", "", "4th Coastal Data and Trust Workshop"},
	{"included in proceedings", "", "", "This paper is included in the Proceedings of the 15th Conference on Coastal Data (CoDa ’17).", "Proceedings of the 15th Conference on Coastal Data"},
	{"dashed running foot", "", "CODA − Winter ’91 − Bergen, Norway", "", "CODA Winter ’91"},
	{"report number", "", "", "Report Nr. 2004/03, Universität Bergen, Fakultät Informatik", "Universität Bergen"},
	{"proceedings foot", "", "CoastTeX´99 Proceedings", "", "CoastTeX'99 Proceedings"},
	{"place and month", "", "To appear in the Proceedings of the 1992 Winter Coastal Meeting, San Francisco, CA, January 1992.", "", "Proceedings of the 1992 Winter Coastal Meeting"},
	{"CVF head", "This CVPR 2019 paper is the Open Access version, provided by the Computer Vision Foundation.", "", "", "Conference on Computer Vision and Pattern Recognition"},
}

// TestVenueConventions checks that each convention offers its venue as a candidate;
// CARREL_VENUE_LAYOUTS=1 also prints what the embedded model chooses.
func TestVenueConventions(t *testing.T) {
	for _, c := range venueConventions {
		doc := synthDoc(venueLayoutDoc(c.head, c.foot, c.front))
		trace := DefaultHeaderModel().Trace(doc)
		found := false
		var texts []string
		for _, v := range trace["venue"] {
			found = found || venueKeyMatch(v.Text, c.want)
			texts = append(texts, v.Text)
		}
		if !found {
			t.Errorf("%s: no candidate %q among %q", c.name, c.want, texts)
		}
		if os.Getenv("CARREL_VENUE_LAYOUTS") != "" {
			got := DefaultHeaderModel().Extract(doc).Venue
			fmt.Printf("%-22s %v chosen %q\n", c.name, venueKeyMatch(got, c.want), got)
		}
	}
}

// venueKeyMatch is the same journal title, or a venue that holds want's words.
func venueKeyMatch(got, want string) bool {
	g, w := JournalKey(got), JournalKey(want)
	return g == w || len(w) > 8 && len(g) <= len(w)+24 && contains(g, w)
}

func contains(s, sub string) bool {
	return len(sub) <= len(s) && (s[:len(sub)] == sub || contains(s[1:], sub))
}

// TestIssuedProceedingsDropsMeeting: a permission block that names the meeting where papers were
// presented and the proceedings issued by volume and number offers only the latter.
func TestIssuedProceedingsDropsMeeting(t *testing.T) {
	foot := "Articles from this volume were invited to present their results at The 40th International Conference on Coastal Data, September 1-5, 2019, Bergen, Norway. Proceedings of the Coastal Data Endowment, Vol. 12, No. 3"
	for _, withJournal := range []bool{true, false} {
		f := foot
		if !withJournal {
			f = foot[:strings.Index(foot, " Proceedings")]
		}
		doc := synthDoc(venueLayoutDoc("", "", f))
		var texts []string
		meeting := false
		for _, v := range DefaultHeaderModel().Trace(doc)["venue"] {
			texts = append(texts, v.Text)
			meeting = meeting || strings.Contains(v.Text, "International Conference on Coastal Data")
		}
		if meeting == withJournal {
			t.Errorf("journal printed %v: meeting offered %v, want %v, among %q", withJournal, meeting, !withJournal, texts)
		}
	}
}

// TestDOIJournalNameWins: where the DOI names the journal, a longer or shorter way of writing
// the same name is not offered beside it (the DOI's name is the one a reference manager stores).
func TestDOIJournalNameWins(t *testing.T) {
	doc := synthDoc(venueLayoutDoc("", "PNAS | Published online May 1, 2019 | www.pnas.org/cgi/doi/10.1073/pnas.1901234116", ""))
	var texts []string
	for _, v := range DefaultHeaderModel().Trace(doc)["venue"] {
		texts = append(texts, v.Text)
	}
	joined := strings.Join(texts, " | ")
	if !strings.Contains(joined, "Proceedings of the National Academy of Sciences") || strings.Contains(joined, "United States of America") {
		t.Errorf("venue candidates %q: want the DOI's name alone", texts)
	}
}
