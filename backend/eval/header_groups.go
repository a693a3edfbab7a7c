package eval

import (
	"fmt"
	"sort"
	"strings"
)

// Grouped folds: random folds (a paper's file number) let a publisher's sibling papers teach
// the model its layout before it is scored on one of them, which test's unseen publishers do
// not. A grouped folding holds out whole groups instead: every paper of a DOI prefix (one
// publisher) or of one owner's Zotero library (its `source_repo`) falls in the same fold.

// groupings are the --group values and what each holds together.
var groupings = map[string]string{
	"file":       "no grouping: the fold is the file number % --folds",
	"doi-prefix": "the truth DOI's prefix (a publisher); a paper without a DOI is a group of its own",
	"source":     "the Zotero library the paper came from (truth's source_repo)",
}

// folding assigns each paper its cross-validation fold.
type folding struct {
	k      int
	byFile map[string]int // grouped folds; nil: fileFold
}

// of is p's fold.
func (f folding) of(p realPaper) int {
	if k, ok := f.byFile[p.File]; ok {
		return k
	}
	return fileFold(p.File, f.k)
}

// groupKey is the group p is held out with under grouping by.
func groupKey(p realPaper, by string) string {
	switch by {
	case "doi-prefix":
		if p.DOI != nil {
			if pre, _, ok := strings.Cut(strings.ToLower(*p.DOI), "/"); ok {
				return "doi:" + pre
			}
		}
	case "source":
		if p.SourceRepo != "" {
			return "repo:" + p.SourceRepo
		}
	}
	return "file:" + p.File
}

// newFolding assigns papers to k folds grouped by by: the groups, largest first (then by
// name), each go to the fold with the fewest papers so far (the lowest on a tie), so the folds
// are as even as the groups allow and the same papers always give the same folds.
func newFolding(papers []realPaper, k int, by string) (folding, error) {
	k = max(k, 1)
	if by == "" || by == "file" {
		return folding{k: k}, nil
	}
	if _, ok := groupings[by]; !ok {
		return folding{}, fmt.Errorf("--group %q: must be file, doi-prefix or source", by)
	}
	members := map[string][]string{}
	for _, p := range papers {
		g := groupKey(p, by)
		members[g] = append(members[g], p.File)
	}
	keys := make([]string, 0, len(members))
	for g := range members {
		keys = append(keys, g)
	}
	sort.Slice(keys, func(i, j int) bool {
		if a, b := len(members[keys[i]]), len(members[keys[j]]); a != b {
			return a > b
		}
		return keys[i] < keys[j]
	})
	size := make([]int, k)
	f := folding{k: k, byFile: map[string]int{}}
	for _, g := range keys {
		to := 0
		for i := range size {
			if size[i] < size[to] {
				to = i
			}
		}
		for _, file := range members[g] {
			f.byFile[file] = to
		}
		size[to] += len(members[g])
	}
	return f, nil
}

// groupingHelp lists the --group values for a flag's help.
func groupingHelp() string {
	var out []string
	for _, g := range []string{"file", "doi-prefix", "source"} {
		out = append(out, g+" ("+groupings[g]+")")
	}
	return strings.Join(out, "; ")
}

// trainPapers are the records of docs' train papers (the ones grouped folds hold out).
func trainPapers(docs []realDoc) []realPaper {
	var out []realPaper
	for _, d := range docs {
		if d.paper.Split == "train" {
			out = append(out, d.paper)
		}
	}
	return out
}
