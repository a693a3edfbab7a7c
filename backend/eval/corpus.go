package eval

import (
	"strings"

	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/internal/beir"
)

// record turns a corpus line into an importable paper; the BEIR id is kept as external_id so
// results can be scored against the qrels.
func record(d beir.Doc, line int) bibio.Record {
	p := domain.Paper{Title: d.Title, Authors: []domain.Author{}}
	id := d.ID
	p.ExternalID = &id
	if d.Text != "" {
		t := d.Text
		p.Abstract = &t
	}
	if d.Year > 0 {
		y := d.Year
		p.Year = &y
	}
	if d.Venue != "" {
		v := d.Venue
		p.Venue = &v
	}
	if d.DOI != "" {
		v := d.DOI
		p.DOI = &v
	}
	if d.URL != "" {
		v := d.URL
		p.URL = &v
	}
	for _, a := range d.Authors {
		if i := strings.LastIndexByte(a, ' '); i > 0 {
			p.Authors = append(p.Authors, domain.Author{Given: a[:i], Family: a[i+1:]})
		} else if a != "" {
			p.Authors = append(p.Authors, domain.Author{Literal: a})
		}
	}
	return bibio.Record{Paper: p, Line: line}
}

// eachBEIRDoc streams path (a corpus.jsonl, optionally gzipped) in chunks of n records.
func eachBEIRDoc(path string, n int, fn func([]bibio.Record) error) error {
	var batch []bibio.Record
	err := beir.EachDocFile(path, func(line int, d beir.Doc) error {
		batch = append(batch, record(d, line))
		if len(batch) < n {
			return nil
		}
		err := fn(batch)
		batch = nil
		return err
	})
	if err != nil || len(batch) == 0 {
		return err
	}
	return fn(batch)
}
