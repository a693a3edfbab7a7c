package eval

import (
	"archive/zip"
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"

	"carrel/backend/pdfmeta"
)

// jabrefLists are the journal lists inside JabRef's jar ("Full Title = ISO 4 Abbreviation" lines).
var jabrefLists = []string{"journals/journalList.txt", "journals/IEEEJournalListText.txt"}

// jabrefJar is the first JabRef jar that glob names, or "".
func jabrefJar(glob string) string {
	m, _ := filepath.Glob(glob)
	sort.Strings(m)
	if len(m) == 0 {
		return ""
	}
	return m[len(m)-1]
}

// jabrefEntry is one journal of JabRef's lists: its title and its ISO 4 abbreviation.
type jabrefEntry struct{ title, abbrev string }

// readJabref reads the journal lists of a JabRef jar (Debian's jabref package, Expat licence):
// every "Title = Abbreviation" line, with a trailing place or variant label dropped from each
// side ("Nature (London, United Kingdom)").
func readJabref(jar string) ([]jabrefEntry, error) {
	zr, err := zip.OpenReader(jar)
	if err != nil {
		return nil, fmt.Errorf("journals: %s: %w", jar, err)
	}
	defer zr.Close()
	var out []jabrefEntry
	found := 0
	for _, f := range zr.File {
		if !contains(jabrefLists, f.Name) {
			continue
		}
		found++
		rc, err := f.Open()
		if err != nil {
			return nil, err
		}
		es, err := parseJabrefList(rc)
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("journals: %s!%s: %w", jar, f.Name, err)
		}
		out = append(out, es...)
	}
	if found == 0 {
		return nil, fmt.Errorf("journals: %s holds no journal list (%s)", jar, strings.Join(jabrefLists, ", "))
	}
	return out, nil
}

// parseJabrefList reads "Title = Abbreviation" lines; comments and other lines are skipped.
func parseJabrefList(r io.Reader) ([]jabrefEntry, error) {
	var out []jabrefEntry
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(l), "#") {
			continue
		}
		title, abbrev, ok := strings.Cut(l, " = ")
		if !ok {
			continue
		}
		clean := func(s string) string {
			return strings.Join(strings.Fields(styleLabelRe.ReplaceAllString(strings.Trim(s, ` "`), "")), " ")
		}
		if t := clean(title); t != "" {
			out = append(out, jabrefEntry{title: t, abbrev: clean(abbrev)})
		}
	}
	return out, sc.Err()
}

// addJabref adds JabRef's journals to the lexicon's titles, and each abbreviation that names
// one journal only ("Thromb. Haemost.", "Sci. Data") as a short title of it. A CSL title or short
// title is kept where both name a key; an abbreviation two journals share is left out.
func addJabref(es []jabrefEntry, titles, aliases map[string]string) (nTitles, nAbbrevs int) {
	abbrevOf := map[string]map[string]bool{}
	for _, e := range es {
		key := pdfmeta.JournalKey(e.title)
		if len(key) < 4 {
			continue
		}
		if _, ok := titles[key]; !ok {
			titles[key] = e.title
			nTitles++
		}
		ak := pdfmeta.JournalKey(e.abbrev)
		if len(ak) < 4 || ak == key {
			continue
		}
		if abbrevOf[ak] == nil {
			abbrevOf[ak] = map[string]bool{}
		}
		abbrevOf[ak][titles[key]] = true
	}
	for ak, ts := range abbrevOf {
		if len(ts) != 1 || titles[ak] != "" || aliases[ak] != "" {
			continue
		}
		for t := range ts {
			aliases[ak] = t
		}
		nAbbrevs++
	}
	return nTitles, nAbbrevs
}
