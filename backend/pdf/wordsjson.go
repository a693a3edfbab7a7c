package pdf

import (
	"errors"
	"io"
	"math"
)

// WordsJSON is the scorer's per-document format (shared/tools/pdf-scorer/format.go):
// points, origin top-left of the displayed page.
type WordsJSON struct {
	File      string            `json:"file"`
	Tool      string            `json:"tool"`
	Status    string            `json:"status"` // ok | needs_password | not_pdf | corrupt | error | panic
	Error     string            `json:"error,omitempty"`
	Encrypted bool              `json:"encrypted,omitempty"`
	NPages    int               `json:"npages"`
	ElapsedMS float64           `json:"elapsed_ms"`
	Meta      map[string]string `json:"meta,omitempty"`
	Pages     []WordsJSONPage   `json:"pages,omitempty"`
}

// WordsJSONPage is one page of WordsJSON.
type WordsJSONPage struct {
	N     int             `json:"n"`
	W     float64         `json:"w"`
	H     float64         `json:"h"`
	Words []WordsJSONWord `json:"words"`
}

// WordsJSONWord is one word: text and box [x0, y0, x1, y1].
type WordsJSONWord struct {
	T string     `json:"t"`
	B [4]float64 `json:"b"`
}

// ToWordsJSON converts doc; hyphen-joined words are written as their printed
// pieces, as poppler reports them.
func ToWordsJSON(doc *Doc) WordsJSON {
	out := WordsJSON{Tool: "carrel", Status: "ok", NPages: doc.PageCount}
	meta := map[string]string{}
	for k, v := range map[string]string{"title": doc.Meta.Title, "author": doc.Meta.Author, "doi": doc.Meta.DOI,
		"xmp_title": doc.Meta.XMPTitle, "producer": doc.Meta.Producer, "creator": doc.Meta.Creator} {
		if v != "" {
			meta[k] = v
		}
	}
	if len(meta) > 0 {
		out.Meta = meta
	}
	out.Pages = make([]WordsJSONPage, 0, len(doc.Pages))
	for _, p := range doc.Pages {
		jp := WordsJSONPage{N: p.Number, W: round2(p.Width), H: round2(p.Height), Words: make([]WordsJSONWord, 0, len(p.Words))}
		for _, w := range p.Words {
			if w.Hyphenated && len(w.Parts) > 0 {
				for _, part := range w.Parts {
					jp.Words = append(jp.Words, jsonWord(part))
				}
				continue
			}
			jp.Words = append(jp.Words, jsonWord(w))
		}
		out.Pages = append(out.Pages, jp)
	}
	return out
}

func jsonWord(w Word) WordsJSONWord {
	return WordsJSONWord{T: w.Text, B: [4]float64{round2(w.X0), round2(w.Y0), round2(w.X1), round2(w.Y1)}}
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }

// WriteWordsJSON writes doc in the scorer's JSON format (see WordsJSON).
func WriteWordsJSON(w io.Writer, doc *Doc) error {
	out := ToWordsJSON(doc)
	b, err := out.AppendJSON(nil)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// StatusOf maps an Extract error to the scorer's status word.
func StatusOf(err error) string {
	switch {
	case err == nil:
		return "ok"
	case errors.Is(err, ErrEncrypted):
		return "needs_password"
	case errors.Is(err, ErrNotPDF):
		return "not_pdf"
	}
	if isClassified(err) {
		return "corrupt"
	}
	return "error"
}
