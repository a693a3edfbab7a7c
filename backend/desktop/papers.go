package desktop

import (
	"carrel/backend/domain"
	"carrel/backend/service"
)

// ImportPapersParams is a reference-manager file chosen in the window.
type ImportPapersParams struct {
	Filename   string `json:"filename"`
	DataBase64 string `json:"data_base64"`
	Format     string `json:"format"`
}

// ListPapers lists papers newest first, optionally matching query.
func (m *Methods) ListPapers(p service.ListPapersParams) (domain.List[domain.Paper], error) {
	return m.svc.Papers.List(m.ctx(), p)
}

// BrowsePapers is the Papers page: filtered, sorted, a page at a time with the total.
func (m *Methods) BrowsePapers(p service.BrowsePapersParams) (service.PaperPage, error) {
	return m.svc.Papers.Browse(m.ctx(), p)
}

// GetPaper returns one paper.
func (m *Methods) GetPaper(id string) (domain.Paper, error) { return m.svc.Papers.Get(m.ctx(), id) }

// UpdatePaper edits a paper's metadata with the fields present in patch.
func (m *Methods) UpdatePaper(id string, patch service.UpdatePaperParams) (domain.Paper, error) {
	return m.svc.Papers.Update(m.ctx(), id, patch)
}

// DeletePaper removes a paper from the corpus.
func (m *Methods) DeletePaper(id string) (service.Deleted, error) {
	return m.svc.Papers.Delete(m.ctx(), id)
}

// ImportPapers imports a BibTeX, RIS, CSL-JSON or JSONL file.
func (m *Methods) ImportPapers(p ImportPapersParams) (service.PaperImport, error) {
	data, err := decodeBase64("data_base64", p.DataBase64)
	if err != nil {
		return service.PaperImport{}, err
	}
	return m.svc.Papers.Import(m.ctx(), service.ImportParams{Format: p.Format, Filename: p.Filename, Data: data})
}

// ListDuplicatePapers lists pairs of stored papers that look like one work, for the Library to offer merging.
func (m *Methods) ListDuplicatePapers() (service.DuplicateCandidates, error) {
	return m.svc.Papers.DuplicateCandidates(m.ctx())
}

// MergePapers merges paper drop_id into keep_id and reports what moved.
func (m *Methods) MergePapers(p service.MergePapersParams) (service.PaperMerge, error) {
	return m.svc.Papers.Merge(m.ctx(), p)
}
