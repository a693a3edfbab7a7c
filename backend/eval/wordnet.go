package eval

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// wordNetPOS are WordNet's data files; adjective satellites live in data.adj.
var wordNetPOS = []string{"noun", "verb", "adj", "adv"}

// evalWordNet derives the answer's small WordNet file from a WordNet 3.0 installation (Debian
// wordnet-base, /usr/share/wordnet): antonym pairs of one-word lemmas (lines "a X Y") and
// synonym sets of one-word lemmas that occur in WordNet's sense-tagged corpus (lines "s X Y ...").
// The output keeps WordNet's license notice, which its redistribution requires.
func evalWordNet(env Env, args []string) error {
	fs := flag.NewFlagSet("wordnet", flag.ContinueOnError)
	dir := fs.String("dir", "/usr/share/wordnet", "WordNet 3.0 dict folder (Debian wordnet-base)")
	out := fs.String("out", "backend/answer/wordnet.txt", "file to write")
	if err := fs.Parse(args); err != nil {
		return err
	}
	tagged := map[string]bool{} // lemma -> has tagged senses
	for _, pos := range wordNetPOS {
		if err := eachWordNetLine(filepath.Join(*dir, "index."+pos), func(f []string) {
			// lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
			if len(f) < 4 {
				return
			}
			p, _ := strconv.Atoi(f[3])
			if 4+p+1 < len(f) {
				if n, _ := strconv.Atoi(f[4+p+1]); n > 0 {
					tagged[f[0]] = true
				}
			}
		}); err != nil {
			return err
		}
	}
	antonyms := map[[2]string]bool{}
	var syns []string
	for _, pos := range wordNetPOS {
		words := map[string][]string{} // synset offset -> lemmas
		type ptr struct {
			from, to string
			w        int
			tw       int
		}
		var ants []ptr
		if err := eachWordNetLine(filepath.Join(*dir, "data."+pos), func(f []string) {
			// offset lex_filenum ss_type w_cnt (word lex_id)* p_cnt (sym offset pos st)*
			if len(f) < 4 {
				return
			}
			n, err := strconv.ParseInt(f[3], 16, 32)
			if err != nil || 4+2*int(n) >= len(f) {
				return
			}
			var ls []string
			for i := 0; i < int(n); i++ {
				ls = append(ls, strings.ToLower(strings.TrimSuffix(strings.SplitN(f[4+2*i], "(", 2)[0], "")))
			}
			words[f[0]] = ls
			at := 4 + 2*int(n)
			pc, _ := strconv.Atoi(f[at])
			for k := 0; k < pc && at+4+4*k < len(f); k++ {
				sym, off, st := f[at+1+4*k], f[at+2+4*k], f[at+4+4*k]
				if sym != "!" || len(st) != 4 {
					continue
				}
				s, _ := strconv.ParseInt(st[:2], 16, 32)
				t, _ := strconv.ParseInt(st[2:], 16, 32)
				ants = append(ants, ptr{from: f[0], to: off, w: int(s), tw: int(t)})
			}
			var one []string
			for _, l := range ls {
				if oneWord(l) && tagged[l] && !contains(one, l) {
					one = append(one, l)
				}
			}
			if len(one) >= 2 {
				syns = append(syns, "s "+strings.Join(one, " "))
			}
		}); err != nil {
			return err
		}
		for _, a := range ants {
			fw, tw := words[a.from], words[a.to]
			if a.w < 1 || a.w > len(fw) || a.tw < 1 || a.tw > len(tw) {
				continue
			}
			x, y := fw[a.w-1], tw[a.tw-1]
			if oneWord(x) && oneWord(y) {
				if x > y {
					x, y = y, x
				}
				antonyms[[2]string{x, y}] = true
			}
		}
	}
	var lines []string
	for p := range antonyms {
		lines = append(lines, "a "+p[0]+" "+p[1])
	}
	sort.Strings(lines)
	sort.Strings(syns)
	syns = dedupe(syns)
	notice, err := wordNetNotice(filepath.Join(*dir, "data.adj"))
	if err != nil {
		return err
	}
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "# Derived by `carrel-eval wordnet` (make wordnet) from WordNet 3.0 (Debian wordnet-base):\n# antonym pairs (a) and synonym sets (s) of one-word lemmas. WordNet's license follows.\n#\n")
	for _, l := range notice {
		fmt.Fprintf(w, "# %s\n", l)
	}
	for _, l := range append(lines, syns...) {
		fmt.Fprintln(w, l)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	fmt.Fprintf(env.Stderr, "wordnet: %d antonym pairs, %d synonym sets -> %s\n", len(lines), len(syns), *out)
	return f.Close()
}

// eachWordNetLine calls fn with the fields of every data line (the license lines start with
// spaces).
func eachWordNetLine(path string, fn func([]string)) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("wordnet: %w (install Debian wordnet-base)", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, " ") {
			continue
		}
		if i := strings.Index(l, " | "); i >= 0 {
			l = l[:i]
		}
		fn(strings.Fields(l))
	}
	return sc.Err()
}

// wordNetNotice is the license text heading a WordNet data file, without its line numbers.
func wordNetNotice(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := sc.Text()
		if !strings.HasPrefix(l, "  ") {
			break
		}
		fs := strings.SplitN(strings.TrimSpace(l), " ", 2)
		if len(fs) == 2 {
			out = append(out, strings.TrimSpace(fs[1]))
		} else {
			out = append(out, "")
		}
	}
	if len(out) == 0 {
		return nil, errors.New("wordnet: no license notice in " + path)
	}
	return out, sc.Err()
}

// oneWord reports whether a lemma is one plain word (no collocation, digit or punctuation).
func oneWord(l string) bool {
	for _, r := range l {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return len(l) >= 2
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func dedupe(xs []string) []string {
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}
