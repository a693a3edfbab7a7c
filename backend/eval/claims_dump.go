package eval

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"carrel/backend/domain"
	"carrel/backend/service"
)

// claimAnswerDump is one claim's answer as `claims --dump` writes it: enough to see which claim two
// runs answer differently, and how.
type claimAnswerDump struct {
	Claim     string           `json:"claim"`
	Decision  string           `json:"decision"`
	Citations []citeAnswerDump `json:"citations"`
}

type citeAnswerDump struct {
	Doc    string `json:"doc"`
	Stance string `json:"stance"`
	Quote  string `json:"quote"`
}

func dumpClaim(enc *json.Encoder, id, decision string, cites []domain.Citation, ext map[string]string) error {
	d := claimAnswerDump{Claim: id, Decision: decision, Citations: []citeAnswerDump{}}
	for _, c := range cites {
		st := ""
		if c.Stance != nil {
			st = *c.Stance
		}
		d.Citations = append(d.Citations, citeAnswerDump{Doc: ext[c.Source.ID], Stance: st, Quote: c.Quote})
	}
	return enc.Encode(d)
}

// claimAnswer is one search's answer to a claim as the scorer reads it.
type claimAnswer struct {
	cites    []domain.Citation
	decision string
	ext      map[string]string // paper id → SciFact doc id
	rank1    string            // SciFact doc id ranked first
	pool     []string          // SciFact doc ids of the results, in rank order (the answer's candidates)
}

// answerClaim runs one claim through the service path of POST /v1/searches.
func answerClaim(svc *service.Service, owner context.Context, claim, depth string) (claimAnswer, error) {
	var a claimAnswer
	s, err := svc.Searches.Create(owner, service.CreateSearchParams{Query: &claim, Depth: &depth})
	if err != nil {
		return a, err
	}
	if s, err = svc.Searches.Wait(owner, s.ID); err != nil {
		return a, err
	}
	if s.Status != domain.StatusSucceeded {
		return a, fmt.Errorf("search ended %s", s.Status)
	}
	res, err := svc.Searches.Results(owner, s.ID, service.ListParams{Limit: 100})
	if err != nil {
		return a, err
	}
	a.ext = map[string]string{}
	for k, r := range res.Data {
		if r.Paper.ExternalID == nil {
			continue
		}
		a.ext[r.Paper.ID] = *r.Paper.ExternalID
		a.pool = append(a.pool, *r.Paper.ExternalID)
		if k == 0 {
			a.rank1 = *r.Paper.ExternalID
		}
	}
	if s.Answer != nil {
		a.cites = s.Answer.Citations
		if s.Answer.Verdict != nil {
			a.decision = s.Answer.Verdict.Decision
		}
	}
	return a, nil
}

// same reports whether two answers cite the same documents, quotes and stances under the
// same verdict (ids of papers and searches differ from run to run and are left out).
func (a claimAnswer) same(b claimAnswer) bool {
	key := func(x claimAnswer) string {
		var buf strings.Builder
		_ = dumpClaim(json.NewEncoder(&buf), "", x.decision, x.cites, x.ext)
		return buf.String()
	}
	return key(a) == key(b)
}
