package eval

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"carrel/backend/domain"
	"carrel/backend/service"
)

// sciFact is the part of SciFact a chat evaluation needs: abstracts with their sentence spans,
// claims, and the gold rationale sentences per claim and abstract.
type sciFact struct {
	ids      []string // corpus ids in numeric order
	title    map[string]string
	text     map[string]string
	spans    map[string][][2]int
	claims   map[string]string
	evidence map[string]map[string]map[int]bool // claim -> doc -> gold sentence indices
	order    []string                           // claims with evidence, file order
}

func eachLine(path string, fn func([]byte) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		if err := fn(sc.Bytes()); err != nil {
			return err
		}
	}
	return sc.Err()
}

func numCmp(a, b string) int {
	x, _ := strconv.Atoi(a)
	y, _ := strconv.Atoi(b)
	return x - y
}

func loadSciFact(dir, split string) (*sciFact, error) {
	d := &sciFact{title: map[string]string{}, text: map[string]string{}, spans: map[string][][2]int{}, claims: map[string]string{},
		evidence: map[string]map[string]map[int]bool{}}
	err := eachLine(filepath.Join(dir, "corpus.jsonl"), func(b []byte) error {
		var r struct {
			ID    string `json:"_id"`
			Title string `json:"title"`
			Text  string `json:"text"`
		}
		if err := json.Unmarshal(b, &r); err != nil {
			return err
		}
		d.ids = append(d.ids, r.ID)
		d.title[r.ID], d.text[r.ID] = r.Title, r.Text
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = eachLine(filepath.Join(dir, "abstract_sentences.jsonl"), func(b []byte) error {
		var r struct {
			ID        string   `json:"_id"`
			Sentences []string `json:"sentences"`
		}
		if err := json.Unmarshal(b, &r); err != nil {
			return err
		}
		text, off := d.text[r.ID], 0
		for _, s := range r.Sentences {
			k := strings.Index(text[off:], s)
			if k < 0 {
				return fmt.Errorf("abstract %s: sentence not in text", r.ID)
			}
			d.spans[r.ID] = append(d.spans[r.ID], [2]int{off + k, off + k + len(s)})
			off += k + len(s)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = eachLine(filepath.Join(dir, "queries.jsonl"), func(b []byte) error {
		var r struct {
			ID   string `json:"_id"`
			Text string `json:"text"`
		}
		err := json.Unmarshal(b, &r)
		d.claims[r.ID] = r.Text
		return err
	})
	if err != nil {
		return nil, err
	}
	err = eachLine(filepath.Join(dir, "evidence.jsonl"), func(b []byte) error {
		var r struct {
			QueryID   string `json:"query_id"`
			Split     string `json:"split"`
			DocID     string `json:"doc_id"`
			Sentences []int  `json:"sentences"`
		}
		if err := json.Unmarshal(b, &r); err != nil || r.Split != split {
			return err
		}
		if d.evidence[r.QueryID] == nil {
			d.evidence[r.QueryID] = map[string]map[int]bool{}
			d.order = append(d.order, r.QueryID)
		}
		if d.evidence[r.QueryID][r.DocID] == nil {
			d.evidence[r.QueryID][r.DocID] = map[int]bool{}
		}
		for _, s := range r.Sentences {
			d.evidence[r.QueryID][r.DocID][s] = true
		}
		return nil
	})
	slices.SortFunc(d.ids, numCmp)
	return d, err
}

// sources are a claim's cited abstracts plus the next 4 corpus ids after the highest cited one
// as distractors, in id order, so the gold abstract holds no fixed position.
func (d *sciFact) sources(claim string) []string {
	var out []string
	for doc := range d.evidence[claim] {
		out = append(out, doc)
	}
	slices.SortFunc(out, numCmp)
	i, _ := slices.BinarySearchFunc(d.ids, out[len(out)-1], numCmp)
	for j := i + 1; len(out) < len(d.evidence[claim])+4; j++ {
		if id := d.ids[j%len(d.ids)]; !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	slices.SortFunc(out, numCmp)
	return out
}

// gold reports whether a quote of abstract doc overlaps a gold rationale sentence of the claim.
func (d *sciFact) gold(claim, doc, quote string) bool {
	start := strings.Index(d.text[doc], quote)
	if start < 0 {
		return false
	}
	end := start + len(quote)
	for k, sp := range d.spans[doc] {
		if d.evidence[claim][doc][k] && start < sp[1] && sp[0] < end {
			return true
		}
	}
	return false
}

// evalChatRationale imports SciFact abstracts as abstract-only papers, and for each claim with
// evidence asks it in a chat over its cited papers plus 4 distractors; it prints the share of
// claims where a cited quote overlaps a gold rationale sentence.
func evalChatRationale(env Env, args []string) error {
	fs := flag.NewFlagSet("eval chat-rationale", flag.ContinueOnError)
	split := fs.String("split", "test", "SciFact split: test or train")
	depth := fs.String("depth", domain.DepthStandard, "message depth")
	if err := fs.Parse(args); err != nil {
		return err
	}
	dir, err := sharedDir("chat-rationale", "datasets/scifact")
	if err != nil {
		return err
	}
	d, err := loadSciFact(dir, *split)
	if err != nil {
		return err
	}
	ctx := context.Background()
	b, done, err := evalBackend(ctx, "", false)
	if err != nil {
		return err
	}
	defer done()
	owner := service.OwnerContext(ctx)
	needed := map[string]bool{}
	for _, c := range d.order {
		for _, id := range d.sources(c) {
			needed[id] = true
		}
	}
	var jsonl strings.Builder
	for id := range needed {
		line, _ := json.Marshal(map[string]string{"title": d.title[id], "abstract": d.text[id], "external_id": id})
		jsonl.Write(line)
		jsonl.WriteByte('\n')
	}
	imp, err := b.Service.Papers.Import(owner, service.ImportParams{Format: "jsonl", Filename: "scifact.jsonl", Data: []byte(jsonl.String())})
	if err != nil {
		return err
	}
	paperOf := map[string]string{}
	for cursor := ""; ; {
		l, err := b.Service.Papers.List(owner, service.ListPapersParams{ListParams: service.ListParams{Limit: 100, Cursor: cursor}})
		if err != nil {
			return err
		}
		for _, p := range l.Data {
			if p.ExternalID != nil {
				paperOf[*p.ExternalID] = p.ID
			}
		}
		if !l.HasMore {
			break
		}
		cursor = *l.NextCursor
	}
	fmt.Fprintf(env.Stderr, "eval: imported %d SciFact abstracts as papers (%d failed)\n", imp.Created, len(imp.Failed))
	externalOf := map[string]string{}
	for ext, id := range paperOf {
		externalOf[id] = ext
	}
	if err := b.Service.Credits.TopUp(owner, len(d.order)*domain.ChatPrice[*depth]); err != nil {
		return err
	}
	hits, quotes, gold := 0, 0, 0
	for _, claim := range d.order {
		var ids []string
		for _, s := range d.sources(claim) {
			ids = append(ids, paperOf[s])
		}
		chat, err := b.Service.Chats.Create(owner, service.CreateChatParams{PaperIDs: ids, Depth: *depth})
		if err != nil {
			return fmt.Errorf("claim %s: %w", claim, err)
		}
		q := d.claims[claim]
		m, err := b.Service.Chats.Send(owner, chat.ID, service.SendMessageParams{Content: &q})
		if err != nil {
			return fmt.Errorf("claim %s: %w", claim, err)
		}
		any := false
		for _, c := range m.Citations {
			quotes++
			if d.gold(claim, externalOf[c.Source.ID], c.Quote) {
				gold++
				any = true
			}
		}
		if any {
			hits++
		}
	}
	n := max(len(d.order), 1)
	fmt.Fprintf(env.Stdout, "chat rationale overlap (SciFact %s, cited papers + 4 distractors, depth %s): %.1f%% of %d claims have a cited quote overlapping a gold rationale sentence; quote precision %.1f%%, %.1f quotes/answer\n",
		*split, *depth, 100*float64(hits)/float64(n), len(d.order), 100*float64(gold)/float64(max(quotes, 1)), float64(quotes)/float64(n))
	return nil
}
