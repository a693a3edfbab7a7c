package index

import (
	"context"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"testing"

	"carrel/backend/index/internal/beir"
	"carrel/backend/internal/shareddata"
)

// exploration harness (temporary): in-memory forward index of the corpus to
// prototype pool signals before building them into the index.

type fdoc struct {
	id    string
	tf    map[int32]float64
	len   float64
	sents [][]int32
	title map[int32]bool
}

type fcorpus struct {
	vocab map[string]int32
	df    []float64
	docs  map[string]*fdoc
	n     float64
	avg   float64
	post  [][]string // term -> doc ids
}

func (c *fcorpus) tid(t string) int32 {
	if id, ok := c.vocab[t]; ok {
		return id
	}
	id := int32(len(c.vocab))
	c.vocab[t] = id
	c.df = append(c.df, 0)
	c.post = append(c.post, nil)
	return id
}

func splitSentences(text string) []string {
	var out []string
	start := 0
	for i := 0; i+2 < len(text); i++ {
		if (text[i] == '.' || text[i] == '?' || text[i] == '!') && text[i+1] == ' ' {
			c := text[i+2]
			if (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '(' || c == '[' {
				out = append(out, text[start:i+1])
				start = i + 2
			}
		}
	}
	return append(out, text[start:])
}

func loadF(dir string) *fcorpus {
	c := &fcorpus{vocab: map[string]int32{}, docs: map[string]*fdoc{}}
	var total float64
	beir.EachDoc(dir, func(d beir.Doc) error {
		fd := &fdoc{id: d.ID, tf: map[int32]float64{}, title: map[int32]bool{}}
		var tsent []int32
		for _, t := range analyze(d.Title) {
			id := c.tid(t.term)
			fd.tf[id]++
			fd.title[id] = true
			tsent = append(tsent, id)
		}
		fd.sents = append(fd.sents, tsent)
		for _, s := range splitSentences(d.Text) {
			var ids []int32
			for _, t := range analyze(s) {
				id := c.tid(t.term)
				fd.tf[id]++
				ids = append(ids, id)
			}
			if len(ids) > 0 {
				fd.sents = append(fd.sents, ids)
			}
		}
		for id, f := range fd.tf {
			c.df[id]++
			fd.len += f
			c.post[id] = append(c.post[id], d.ID)
		}
		total += fd.len
		c.docs[d.ID] = fd
		return nil
	})
	c.n = float64(len(c.docs))
	c.avg = total / c.n
	return c
}

func (c *fcorpus) idf(id int32) float64 {
	df := c.df[id]
	return math.Log(1 + (c.n-df+0.5)/(df+0.5))
}

// exRow is one query's pool.
type exRow struct {
	qid   string
	q     []int32
	ids   []string
	base  []float64            // shipped high_quality score
	first []float64            // first-pass
	feats map[string][]float64 // extra features
	rel   map[string]int
}

func rankNDCG(r *exRow, sc []float64) float64 {
	idx := make([]int, len(r.ids))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return sc[idx[a]] > sc[idx[b]] })
	ranked := make([]string, len(idx))
	for i, j := range idx {
		ranked[i] = r.ids[j]
	}
	return beir.NDCG(ranked, r.rel, 10)
}

func maxOf(xs []float64) float64 {
	m := 1e-9
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

func TestExplore(t *testing.T) {
	if os.Getenv("CARREL_TUNE") != "explore" {
		t.Skip()
	}
	dir := shareddata.Require(t, "datasets/scifact")
	ix := loadBEIR(t, dir)
	fc := loadF(dir)
	queries, _ := beir.Queries(dir)
	split := os.Getenv("EX_SPLIT")
	if split == "" {
		split = "train"
	}
	qrels, _ := beir.LoadQrels(dir, split)
	s, _ := ix.papers.snapshot()
	defer s.close()
	ctx := context.Background()
	cfg := depths[DepthHighQuality]
	pool := 100
	if os.Getenv("EX_POOL") != "" {
		fmt.Sscan(os.Getenv("EX_POOL"), &pool)
	}
	var qids []string
	for id := range qrels {
		qids = append(qids, id)
	}
	sort.Strings(qids)
	var rows []*exRow
	for _, id := range qids {
		text := queries[id]
		terms := queryTerms(text)
		first, _ := s.firstPass(ctx, terms, nil, cfg)
		top := topN(first, pool)
		hq := append([]scoredDoc(nil), top...)
		s.rescore(ctx, text, terms, hq, cfg)
		r := &exRow{qid: id, rel: qrels[id], feats: map[string][]float64{}}
		for _, qt := range terms {
			if v, ok := fc.vocab[qt.term]; ok {
				r.q = append(r.q, v)
			}
		}
		for i, d := range hq {
			ext, _ := s.externalID(d.n)
			r.ids = append(r.ids, ext)
			r.base = append(r.base, d.score)
			r.first = append(r.first, top[i].score)
		}
		rows = append(rows, r)
	}
	dumpFailures(fc, rows, queries)
	computeFeatures(fc, rows)
	localTrans(fc, rows)
	report(rows)
}

func report(rows []*exRow) {
	eval := func(f string, w float64) (float64, float64, float64) {
		var e, o float64
		var ne, no float64
		for i, r := range rows {
			sc := make([]float64, len(r.ids))
			mb := maxOf(r.base)
			var fm float64 = 1
			if f != "" {
				fm = maxOf(r.feats[f])
			}
			for j := range sc {
				sc[j] = r.base[j] / mb
				if f != "" {
					sc[j] += w * r.feats[f][j] / fm
				}
			}
			v := rankNDCG(r, sc)
			if i%2 == 0 {
				e += v
				ne++
			} else {
				o += v
				no++
			}
		}
		return e / ne, o / no, (e + o) / (ne + no)
	}
	e, o, a := eval("", 0)
	fmt.Printf("%-24s %5s even %.4f odd %.4f all %.4f\n", "base", "", e, o, a)
	var names []string
	for k := range rows[0].feats {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, f := range names {
		var parts []string
		for _, w := range []float64{0.05, 0.1, 0.2, 0.3, 0.5, 1} {
			e, o, a := eval(f, w)
			parts = append(parts, fmt.Sprintf("%.2f:%.4f/%.4f/%.4f", w, e, o, a))
		}
		fmt.Printf("%-24s %s\n", f, strings.Join(parts, " "))
	}
}

func computeFeatures(fc *fcorpus, rows []*exRow) {
	for _, r := range rows {
		// tf-idf unit vectors of the pool
		vecs := make([]map[int32]float64, len(r.ids))
		for i, id := range r.ids {
			d := fc.docs[id]
			v := map[int32]float64{}
			var norm float64
			for t, f := range d.tf {
				x := (1 + math.Log(f)) * fc.idf(t)
				v[t] = x
				norm += x * x
			}
			norm = math.Sqrt(norm)
			for t := range v {
				v[t] /= norm
			}
			vecs[i] = v
		}
		order := make([]int, len(r.ids))
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(a, b int) bool { return r.base[order[a]] > r.base[order[b]] })
		qset := map[int32]bool{}
		for _, q := range r.q {
			qset[q] = true
		}
		for _, k := range []int{3, 5, 10} {
			cent := map[int32]float64{}
			for _, j := range order[:min(k, len(order))] {
				for t, x := range vecs[j] {
					if !qset[t] {
						cent[t] += x
					}
				}
			}
			f := make([]float64, len(r.ids))
			for i := range r.ids {
				for t, x := range vecs[i] {
					f[i] += x * cent[t]
				}
			}
			r.feats[fmt.Sprintf("prf%d", k)] = f
		}
		// sentence-level best BM25 (sentence stats approximated by doc idf)
		f := make([]float64, len(r.ids))
		fcov := make([]float64, len(r.ids))
		for i, id := range r.ids {
			d := fc.docs[id]
			for _, s := range d.sents {
				cnt := map[int32]float64{}
				for _, t := range s {
					cnt[t]++
				}
				var sc, cov float64
				for _, q := range r.q {
					if tf := cnt[q]; tf > 0 {
						sc += fc.idf(q) * tf * 2.2 / (tf + 1.2*(0.25+0.75*float64(len(s))/25))
						cov += fc.idf(q)
					}
				}
				f[i] = max(f[i], sc)
				fcov[i] = max(fcov[i], cov)
			}
		}
		r.feats["sentbm25"] = f
		r.feats["sentcov"] = fcov
	}
}

func dumpFailures(fc *fcorpus, rows []*exRow, queries map[string]string) {
	var rk []int
	for _, r := range rows {
		for id := range r.rel {
			pos := -1
			order := make([]int, len(r.ids))
			for i := range order {
				order[i] = i
			}
			sort.SliceStable(order, func(a, b int) bool { return r.base[order[a]] > r.base[order[b]] })
			for p, j := range order {
				if r.ids[j] == id {
					pos = p
				}
			}
			rk = append(rk, pos)
		}
	}
	hist := map[string]int{}
	for _, p := range rk {
		switch {
		case p < 0:
			hist["miss"]++
		case p == 0:
			hist["1"]++
		case p < 3:
			hist["2-3"]++
		case p < 10:
			hist["4-10"]++
		case p < 30:
			hist["11-30"]++
		default:
			hist["31-100"]++
		}
	}
	fmt.Println(hist)
}

// cf returns collection term frequencies (computed lazily).
func (c *fcorpus) cfOf() []float64 {
	cf := make([]float64, len(c.df))
	for _, d := range c.docs {
		for t, f := range d.tf {
			cf[t] += f
		}
	}
	return cf
}

func moreFeatures(fc *fcorpus, rows []*exRow) {
	cf := fc.cfOf()
	var total float64
	for _, x := range cf {
		total += x
	}
	cooc := map[int32]map[int32]float64{}
	coocOf := func(q int32) map[int32]float64 {
		if m, ok := cooc[q]; ok {
			return m
		}
		m := map[int32]float64{}
		for _, id := range fc.post[q] {
			for t := range fc.docs[id].tf {
				m[t]++
			}
		}
		cooc[q] = m
		return m
	}
	for _, r := range rows {
		n := len(r.ids)
		for _, mu := range []float64{100, 300, 1000} {
			f := make([]float64, n)
			for i, id := range r.ids {
				d := fc.docs[id]
				for _, q := range r.q {
					pc := cf[q] / total
					f[i] += math.Log((d.tf[q]+mu*pc)/(d.len+mu)) - math.Log(mu*pc/(d.len+mu))
				}
				// shift so that all positive
			}
			r.feats[fmt.Sprintf("qld%.0f", mu)] = f
		}
		// global PPMI expansion
		for _, kexp := range []int{10, 30} {
			exp := map[int32]float64{}
			for _, q := range r.q {
				m := coocOf(q)
				type tw struct {
					t int32
					w float64
				}
				var cands []tw
				for t, c := range m {
					if t == q || c < 3 {
						continue
					}
					pmi := math.Log(c * fc.n / (fc.df[q] * fc.df[t]))
					if pmi <= 0 {
						continue
					}
					cands = append(cands, tw{t, c / fc.df[q] * pmi})
				}
				sort.Slice(cands, func(a, b int) bool { return cands[a].w > cands[b].w })
				for _, c := range cands[:min(kexp, len(cands))] {
					exp[c.t] += c.w * fc.idf(q)
				}
			}
			f := make([]float64, n)
			for i, id := range r.ids {
				d := fc.docs[id]
				for t, w := range exp {
					if tf := d.tf[t]; tf > 0 {
						f[i] += w * fc.idf(t) * tf * 2.2 / (tf + 1.2*(0.25+0.75*d.len/fc.avg))
					}
				}
			}
			r.feats[fmt.Sprintf("gexp%d", kexp)] = f
		}
		// translation for missing query terms: max pmi-sim of a doc term
		f := make([]float64, n)
		for _, q := range r.q {
			m := coocOf(q)
			for i, id := range r.ids {
				d := fc.docs[id]
				if d.tf[q] > 0 {
					f[i] += fc.idf(q)
					continue
				}
				best := 0.0
				for t := range d.tf {
					c := m[t]
					if c < 2 {
						continue
					}
					// cosine of doc incidence
					sim := c / math.Sqrt(fc.df[q]*fc.df[t])
					best = max(best, sim)
				}
				f[i] += fc.idf(q) * best
			}
		}
		r.feats["transcov"] = f
	}
}

func transFeatures(fc *fcorpus, rows []*exRow) {
	cooc := map[int32]map[int32]float64{}
	coocOf := func(q int32) map[int32]float64 {
		if m, ok := cooc[q]; ok {
			return m
		}
		m := map[int32]float64{}
		for _, id := range fc.post[q] {
			for t := range fc.docs[id].tf {
				m[t]++
			}
		}
		cooc[q] = m
		return m
	}
	type simFn func(c, dq, dt float64) float64
	sims := map[string]simFn{
		"cos":  func(c, dq, dt float64) float64 { return c / math.Sqrt(dq*dt) },
		"dice": func(c, dq, dt float64) float64 { return 2 * c / (dq + dt) },
		"cond": func(c, dq, dt float64) float64 { return c / dt }, // p(q|t)
		"npmi": func(c, dq, dt float64) float64 {
			p := c / fc.n
			v := math.Log(c*fc.n/(dq*dt)) / -math.Log(p)
			return max(v, 0)
		},
	}
	for _, r := range rows {
		n := len(r.ids)
		cov := make([]float64, n)
		var idfSum float64
		for _, q := range r.q {
			idfSum += fc.idf(q)
		}
		for name, sim := range sims {
			for _, minC := range []float64{2, 3} {
				f := make([]float64, n)
				for _, q := range r.q {
					m := coocOf(q)
					for i, id := range r.ids {
						d := fc.docs[id]
						if d.tf[q] > 0 {
							if name == "cos" && minC == 2 {
								cov[i] += fc.idf(q) / idfSum
							}
							continue
						}
						best := 0.0
						for t := range d.tf {
							c := m[t]
							if c < minC {
								continue
							}
							best = max(best, sim(c, fc.df[q], fc.df[t]))
						}
						f[i] += fc.idf(q) * best / idfSum
					}
				}
				r.feats[fmt.Sprintf("tr_%s_%.0f", name, minC)] = f
			}
		}
		r.feats["cov"] = cov
	}
}

// localTrans is the translation coverage with co-occurrence counted inside the pool only.
func localTrans(fc *fcorpus, rows []*exRow) {
	for _, r := range rows {
		n := len(r.ids)
		var idfSum float64
		for _, q := range r.q {
			idfSum += fc.idf(q)
		}
		for _, P0 := range []int{30, 100, 300} {
			P := min(P0, n)
			dfP := map[int32]float64{}
			for _, id := range r.ids[:P] {
				for t := range fc.docs[id].tf {
					dfP[t]++
				}
			}
			for _, mode := range []string{"lcos", "lcond", "lmix"} {
				f := make([]float64, n)
				for _, q := range r.q {
					c := map[int32]float64{}
					for _, id := range r.ids[:P] {
						d := fc.docs[id]
						if d.tf[q] == 0 {
							continue
						}
						for t := range d.tf {
							c[t]++
						}
					}
					for i, id := range r.ids {
						d := fc.docs[id]
						if d.tf[q] > 0 {
							continue
						}
						best := 0.0
						for t := range d.tf {
							ct := c[t]
							if ct < 2 {
								continue
							}
							var s float64
							switch mode {
							case "lcos":
								s = ct / math.Sqrt(dfP[q]*dfP[t])
							case "lcond":
								s = ct / dfP[t]
							case "lmix": // local count, global df of t
								s = ct / math.Sqrt(dfP[q]*fc.df[t])
							}
							best = max(best, s)
						}
						f[i] += fc.idf(q) * best / idfSum
					}
				}
				r.feats[fmt.Sprintf("%s_%d", mode, P0)] = f
			}
		}
	}
}
