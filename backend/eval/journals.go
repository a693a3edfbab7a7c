package eval

import (
	"encoding/xml"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"carrel/backend/pdfmeta"
)

// cslInfo is the part of a CSL style's <info> that names a journal.
type cslInfo struct {
	Title      string   `xml:"info>title"`
	TitleShort string   `xml:"info>title-short"`
	ISSN       []string `xml:"info>issn"`
	EISSN      []string `xml:"info>eissn"`
	ISSNL      []string `xml:"info>issnl"`
}

// styleLabelRe is a style's trailing language or variant label: "Aquitania (Français)",
// "b.i.t.online (note, Deutsch)".
var styleLabelRe = regexp.MustCompile(`\s*\([^()]*\)\s*$`)

// evalJournals writes pdfmeta's journal lexicon from the CSL styles Debian installs
// (citation-style-language-styles, CC BY-SA 3.0): every style with an ISSN names a journal.
// Lines are "key<TAB>value", sorted by key: the folded title and the folded short title give
// the title, each valid ISSN gives the number of its title's line (counted from 0 after the
// comment), and "~" with a title's initials (pdfmeta.JournalInitials) gives the numbers of the
// lines of every title with those initials.
func evalJournals(env Env, args []string) error {
	fs := flag.NewFlagSet("journals", flag.ContinueOnError)
	dir := fs.String("dir", "/usr/share/citation-style-language/styles", "CSL styles folder (its .csl files and dependent/)")
	out := fs.String("out", "backend/pdfmeta/journals.tsv", "lexicon file to write")
	jabref := fs.String("jabref", "/usr/share/jabref/JabRef-*.jar", "JabRef jar (glob) whose journal lists add titles and ISO 4 abbreviations; \"\" for none")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var files []string
	for _, pat := range []string{"*.csl", "dependent/*.csl"} {
		m, err := filepath.Glob(filepath.Join(*dir, pat))
		if err != nil {
			return err
		}
		files = append(files, m...)
	}
	if len(files) == 0 {
		return fmt.Errorf("journals: no .csl files in %s (apt-get install citation-style-language-styles)", *dir)
	}
	sort.Strings(files)
	titles, aliases, issns := map[string]string{}, map[string]string{}, map[string]string{}
	journals, badISSN := 0, 0
	for _, f := range files {
		body, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		var info cslInfo
		if err := xml.Unmarshal(body, &info); err != nil {
			return fmt.Errorf("journals: %s: %w", f, err)
		}
		all := append(append(append([]string{}, info.ISSN...), info.EISSN...), info.ISSNL...)
		title := strings.Join(strings.Fields(styleLabelRe.ReplaceAllString(info.Title, "")), " ")
		key := pdfmeta.JournalKey(title)
		if len(all) == 0 || len(key) < 4 {
			continue // a style, not a journal ("APA 7th edition")
		}
		journals++
		if _, ok := titles[key]; !ok {
			titles[key] = title
		}
		if s := strings.Join(strings.Fields(info.TitleShort), " "); s != "" {
			if k := pdfmeta.JournalKey(s); len(k) >= 4 && aliases[k] == "" {
				aliases[k] = titles[key]
			}
		}
		for _, is := range all {
			k := pdfmeta.ISSNKey(is)
			if k == "" {
				badISSN++
				continue
			}
			if _, ok := issns[k]; !ok {
				issns[k] = key
			}
		}
	}
	nJabTitles, nJabAbbrevs := 0, 0
	if *jabref != "" {
		jar := jabrefJar(*jabref)
		if jar == "" {
			return fmt.Errorf("journals: no JabRef jar at %s (make journals-lexicon unpacks Debian's jabref package)", *jabref)
		}
		es, err := readJabref(jar)
		if err != nil {
			return err
		}
		nJabTitles, nJabAbbrevs = addJabref(es, titles, aliases)
	}
	// the initials index ("~jcm" gives the lines of "Journal of Clinical Microbiology", ...),
	// which abbreviated names are matched through
	byInitials := map[string][]string{}
	for k, t := range titles {
		if ini := pdfmeta.JournalInitials(t); len([]rune(ini)) >= 2 {
			byInitials["~"+ini] = append(byInitials["~"+ini], k)
		}
	}
	keys := make([]string, 0, len(titles)+len(aliases)+len(issns)+len(byInitials))
	value := map[string]string{}
	for k, t := range titles {
		keys, value[k] = append(keys, k), t
	}
	nAlias := 0
	for k, t := range aliases {
		if _, ok := titles[k]; !ok {
			keys, value[k] = append(keys, k), t
			nAlias++
		}
	}
	for k := range issns {
		keys = append(keys, k)
	}
	for k := range byInitials {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	at := map[string]int{}
	for i, k := range keys {
		at[k] = i
	}
	lines := make([]string, len(keys))
	for i, k := range keys {
		switch {
		case issns[k] != "":
			value[k] = strconv.Itoa(at[issns[k]]) // an ISSN points at its title's line: the file stays small
		case byInitials[k] != nil:
			refs := make([]int, 0, len(byInitials[k]))
			for _, tk := range byInitials[k] {
				refs = append(refs, at[tk])
			}
			sort.Ints(refs)
			parts := make([]string, len(refs))
			for j, r := range refs {
				parts[j] = strconv.Itoa(r)
			}
			value[k] = strings.Join(parts, " ")
		}
		lines[i] = k + "\t" + value[k]
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# journal lexicon: carrel-eval journals from the Citation Style Language styles (CC BY-SA 3.0, https://github.com/citation-style-language/styles) and JabRef's journal lists (Expat, Debian's jabref package: %d more titles, %d ISO 4 abbreviations); %d journals, %d titles, %d short titles, %d ISSNs; ~ lines index titles by their initials\n",
		nJabTitles, nJabAbbrevs, journals, len(titles), nAlias, len(issns))
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	fmt.Fprintf(env.Stderr, "journals: %d style files, %d journals, %d keys, %d ISSNs (%d with a wrong check digit skipped)\n",
		len(files), journals, len(lines), len(issns), badISSN)
	return os.WriteFile(*out, []byte(b.String()), 0o644)
}
