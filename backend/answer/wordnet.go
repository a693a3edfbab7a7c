package answer

import (
	_ "embed"
	"strings"
	"sync"
)

// wordnetText is derived from WordNet 3.0 by `make wordnet` (carrel-eval wordnet): antonym
// pairs ("a X Y") and synonym sets ("s X Y ...") of one-word lemmas, with WordNet's license.
//
//go:embed wordnet.txt
var wordnetText string

// wordnet returns WordNet's antonym pairs as stems and a map from a stem to the stems of its
// WordNet synonyms. It is read on first use: stemming the file at package init cost every
// process start some 25 ms of CPU, parse workers included, which never answer a question.
var wordnet = sync.OnceValues(func() ([][2]string, map[string][]string) {
	var ants [][2]string
	syns := map[string][]string{}
	for _, l := range strings.Split(wordnetText, "\n") {
		f := strings.Fields(l)
		if len(f) < 3 {
			continue
		}
		switch f[0] {
		case "a":
			if a, b := stem(f[1]), stem(f[2]); a != b {
				ants = append(ants, [2]string{a, b})
			}
		case "s":
			for _, x := range f[1:] {
				for _, y := range f[1:] {
					if sx, sy := stem(x), stem(y); sx != sy {
						syns[sx] = append(syns[sx], sy)
					}
				}
			}
		}
	}
	return ants, syns
})
