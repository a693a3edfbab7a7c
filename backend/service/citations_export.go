package service

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"

	"carrel/backend/apierr"
	"carrel/backend/bibio"
	"carrel/backend/domain"
)

// ExportPapersParams selects papers and a reference-manager format.
type ExportPapersParams struct {
	PaperIDs []string `json:"paper_ids"`
	// Format is bibtex, ris or csl_json.
	Format string `json:"format"`
}

// PapersExport is an export file for the window: its suggested name and its bytes.
type PapersExport struct {
	Filename   string `json:"filename"`
	DataBase64 string `json:"data_base64"`
	// Data is the raw file for a native save; not sent to the window.
	Data []byte `json:"-"`
}

// paperExportFormats maps a format to its file name.
var paperExportFormats = map[string]string{
	"bibtex":   "references.bib",
	"ris":      "references.ris",
	"csl_json": "references.json",
}

// ExportPapers writes papers (in the order given) as BibTeX, RIS or CSL-JSON; CSL-JSON items are
// exactly what the citation engine renders. Free. Errors: 401/403; 400 parameter_missing
// (paper_ids, format), parameter_invalid (format, too many papers); 404 resource_not_found.
func (cs *CitationService) ExportPapers(ctx context.Context, p ExportPapersParams) (PapersExport, error) {
	if _, err := require(ctx, domain.ScopePapersRead); err != nil {
		return PapersExport{}, err
	}
	if p.Format == "" {
		return PapersExport{}, apierr.Missing("format")
	}
	name, ok := paperExportFormats[p.Format]
	if !ok {
		return PapersExport{}, apierr.BadParam("format", "format must be bibtex, ris or csl_json.")
	}
	papers, err := cs.selection(ctx, p.PaperIDs, "")
	if err != nil {
		return PapersExport{}, err
	}
	var buf bytes.Buffer
	switch p.Format {
	case "bibtex":
		if papers, err = cs.s.withExtras(ctx, papers); err == nil {
			err = bibio.WriteBibTeX(&buf, papers)
		}
	case "ris":
		if papers, err = cs.s.withExtras(ctx, papers); err == nil {
			err = bibio.WriteRIS(&buf, papers)
		}
	case "csl_json":
		items := make([]CSLItem, len(papers))
		for i, paper := range papers {
			items[i] = PaperCSL(paper)
		}
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		err = enc.Encode(items)
	}
	if err != nil {
		return PapersExport{}, err
	}
	return PapersExport{Filename: name, DataBase64: base64.StdEncoding.EncodeToString(buf.Bytes()), Data: buf.Bytes()}, nil
}
