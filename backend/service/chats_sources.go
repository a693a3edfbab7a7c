package service

import (
	"context"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"carrel/backend/answer"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// chatPassages is how many passages a message reads across its PDF sources, by depth.
var chatPassages = map[string]int{domain.DepthStandard: 20, domain.DepthHighQuality: 60, domain.DepthDeepReview: 200}

// maxScanPages bounds the pages read when no ranking is available.
const maxScanPages = 400

// pdfSource is a chat source backed by a parsed PDF: a chosen document, or a paper with one.
type pdfSource struct {
	docID                string
	sourceType, sourceID string
	title                string
	doi                  *string
}

// chatGround is what a message's citations are verified against: the stored page texts of each
// PDF source, the abstracts of abstract-only papers, and quotes built across a page break.
type chatGround struct {
	docOf     map[string]string         // source id -> document id of PDF-backed sources
	pages     map[string]map[int]string // document id -> page number -> stored text
	abstracts map[string]string         // paper id -> abstract
	crossings map[string][2]string      // quote -> its two parts (end of one page, start of the next)
}

// chatCandidates resolves the chat's sources and reads the passages that may answer query:
// abstracts of abstract-only papers split into sentences (no locations), and the pages of PDF
// sources holding the best-ranked passages, each passage a sentence span with its boxes.
func (cs *ChatService) chatCandidates(ctx context.Context, chat store.ChatRow, query string, history []string, depth string) ([]answer.Candidate, *chatGround, error) {
	r := cs.s.st.R()
	g := &chatGround{docOf: map[string]string{}, pages: map[string]map[int]string{}, abstracts: map[string]string{}, crossings: map[string][2]string{}}
	docs, err := r.ChatSourceDocuments(ctx, chat.DocumentIDs)
	if err != nil {
		return nil, nil, err
	}
	papers, err := r.ChatSourcePapers(ctx, chat.PaperIDs)
	if err != nil {
		return nil, nil, err
	}
	var pdfs []pdfSource
	seen := map[string]bool{}
	for _, id := range chat.DocumentIDs {
		d, ok := docs[id]
		if !ok || d.Status != "succeeded" || seen[id] {
			continue // deleted since the chat was made
		}
		seen[id] = true
		title := d.PaperTitle
		if title == "" {
			title = d.Filename
		}
		pdfs = append(pdfs, pdfSource{docID: id, sourceType: "document", sourceID: id, title: title})
	}
	var cands []answer.Candidate
	for _, id := range chat.PaperIDs {
		p, ok := papers[id]
		if !ok {
			continue
		}
		if p.DocumentID != "" && p.DocumentStatus == "succeeded" {
			if !seen[p.DocumentID] {
				seen[p.DocumentID] = true
				pdfs = append(pdfs, pdfSource{docID: p.DocumentID, sourceType: "paper", sourceID: p.ID, title: p.Title, doi: p.DOI})
			}
			continue
		}
		if strings.TrimSpace(p.Abstract) == "" {
			continue
		}
		g.abstracts[p.ID] = p.Abstract
		cands = append(cands, answer.Candidate{SourceType: "paper", SourceID: p.ID, Title: p.Title, DOI: p.DOI,
			Text: p.Abstract, Sentences: answer.SplitSentences(p.Abstract)})
	}
	if len(pdfs) == 0 {
		return cands, g, nil
	}
	pc, err := cs.pageCandidates(ctx, pdfs, query, history, depth, len(cands) == 0, g)
	if err != nil {
		return nil, nil, err
	}
	return append(cands, pc...), g, nil
}

type pageKey struct {
	doc  string
	page int
}

// rankPages returns the pages holding the best passages for the question (and, for a
// follow-up, for the question with the previous turn), best first, with their best score.
func (cs *ChatService) rankPages(ctx context.Context, docIDs []string, query string, history []string, limit int) ([]pageKey, map[pageKey]float64) {
	scores := map[pageKey]float64{}
	var order []pageKey
	ix := cs.s.Indexer.Index()
	if ix == nil {
		return nil, scores
	}
	queries := []string{query}
	if len(history) > 0 {
		queries = append(queries, query+" "+history[len(history)-1])
	}
	for i, q := range queries {
		hits, err := ix.SearchPassages(ctx, q, PassageScope{DocumentIDs: docIDs}, limit)
		if err != nil {
			return nil, map[pageKey]float64{} // the index is a cache: read the pages instead
		}
		for _, h := range hits {
			k := pageKey{h.DocumentID, h.Page}
			s := h.Score
			if i > 0 {
				s /= 2 // the follow-up's context counts, but less than the question itself
			}
			if _, ok := scores[k]; !ok {
				order = append(order, k)
			}
			scores[k] = max(scores[k], s)
		}
	}
	return order, scores
}

// pageCandidates builds one candidate per ranked page (every page when nothing is ranked).
func (cs *ChatService) pageCandidates(ctx context.Context, pdfs []pdfSource, query string, history []string, depth string, scored bool, g *chatGround) ([]answer.Candidate, error) {
	r := cs.s.st.R()
	bySrc := map[string]pdfSource{}
	docIDs := make([]string, len(pdfs))
	for i, p := range pdfs {
		docIDs[i] = p.docID
		bySrc[p.docID] = p
		g.docOf[p.sourceID] = p.docID
	}
	order, scores := cs.rankPages(ctx, docIDs, query, history, chatPassages[depth])
	wanted := map[string][]int{} // doc -> ranked pages
	for _, k := range order {
		if _, ok := bySrc[k.doc]; ok {
			wanted[k.doc] = append(wanted[k.doc], k.page)
		}
	}
	if len(wanted) == 0 {
		order = nil
		for _, p := range pdfs {
			texts, err := r.ChatPageTexts(ctx, p.docID, nil)
			if err != nil {
				return nil, err
			}
			nums := make([]int, 0, len(texts))
			for n := range texts {
				nums = append(nums, n)
			}
			slices.Sort(nums)
			for _, n := range nums {
				if len(order) < maxScanPages {
					order = append(order, pageKey{p.docID, n})
					wanted[p.docID] = append(wanted[p.docID], n)
				}
			}
		}
	}
	passages := map[pageKey][]store.Passage{}
	for doc, pages := range wanted {
		read := slices.Clone(pages)
		for _, n := range pages {
			read = append(read, n+1) // the next page, for a sentence that crosses the break
		}
		slices.Sort(read)
		read = slices.Compact(read)
		ps, err := r.ChatPassagesOnPages(ctx, doc, read)
		if err != nil {
			return nil, err
		}
		for _, p := range ps {
			k := pageKey{doc, p.Page}
			passages[k] = append(passages[k], p)
		}
		texts, err := r.ChatPageTexts(ctx, doc, read)
		if err != nil {
			return nil, err
		}
		g.pages[doc] = texts
	}
	var out []answer.Candidate
	taken := map[string]bool{} // passages already used in a page-crossing sentence
	for _, k := range order {
		src, ok := bySrc[k.doc]
		if !ok {
			continue
		}
		base := answer.Candidate{SourceType: src.sourceType, SourceID: src.sourceID, Title: src.title, DOI: src.doi}
		if scored {
			base.Score = scores[k]
		}
		text := g.pages[k.doc][k.page]
		ps := passages[k]
		if cross, a, b, ok := crossing(ps, passages[pageKey{k.doc, k.page + 1}], text, g.pages[k.doc][k.page+1]); ok && !taken[a.ID] && !taken[b.ID] {
			taken[a.ID], taken[b.ID] = true, true
			c := base
			c.Text = cross
			c.Sentences = []answer.Span{{Start: 0, End: len(cross), Locations: append(slices.Clone(a.Locations), b.Locations...)}}
			g.crossings[cross] = [2]string{a.Text, b.Text}
			out = append(out, c)
		}
		page := base
		page.Text = text
		for _, p := range ps {
			if taken[p.ID] || len(p.Locations) == 0 || p.Start < 0 || p.End > len(text) || p.Start >= p.End || text[p.Start:p.End] != p.Text {
				continue
			}
			page.Sentences = append(page.Sentences, answer.Span{Start: p.Start, End: p.End, Locations: p.Locations})
		}
		if len(page.Sentences) > 0 {
			out = append(out, page)
		}
	}
	return out, nil
}

// crossing joins the last sentence of a page with the first of the next when the first stops
// without end punctuation and the second goes on in lower case: one sentence printed across
// the page break, quoted as both parts joined by a space and located on both pages.
func crossing(this, next []store.Passage, thisText, nextText string) (string, store.Passage, store.Passage, bool) {
	if len(this) == 0 || len(next) == 0 {
		return "", store.Passage{}, store.Passage{}, false
	}
	a, b := this[len(this)-1], next[0]
	if len(a.Locations) == 0 || len(b.Locations) == 0 || !answer.Verify(a.Text, thisText) || !answer.Verify(b.Text, nextText) {
		return "", a, b, false
	}
	at := strings.TrimRightFunc(a.Text, unicode.IsSpace)
	last, _ := utf8.DecodeLastRuneInString(at)
	first, _ := utf8.DecodeRuneInString(strings.TrimLeftFunc(b.Text, unicode.IsSpace))
	if at == "" || strings.ContainsRune(".?!:;\"”’)]", last) || !unicode.IsLower(first) || len(strings.Fields(at)) < 3 {
		return "", a, b, false
	}
	return a.Text + " " + b.Text, a, b, true
}
