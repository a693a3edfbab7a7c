package desktop

import (
	"encoding/base64"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/pdfmeta"
	"carrel/backend/service"
)

// UploadDocumentParams is a PDF picked or dropped in the window.
type UploadDocumentParams struct {
	Filename   string  `json:"filename"`
	DataBase64 string  `json:"data_base64"`
	LibraryID  *string `json:"library_id"`
}

// URLDocumentParams is a PDF to fetch from a URL.
type URLDocumentParams struct {
	URL       string  `json:"url"`
	LibraryID *string `json:"library_id"`
}

// PDFData carries a document's PDF for pdf.js.
type PDFData struct {
	DataBase64 string `json:"data_base64"`
}

func decodeBase64(param, s string) ([]byte, error) {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return nil, apierr.BadParam(param, param+" is not valid base64.")
	}
	return b, nil
}

// UploadDocument uploads a PDF and creates its document in one call.
func (m *Methods) UploadDocument(p UploadDocumentParams) (domain.Document, error) {
	data, err := decodeBase64("data_base64", p.DataBase64)
	if err != nil {
		return domain.Document{}, err
	}
	res, err := m.svc.Documents.CreateFromBytes(m.ctx(), p.Filename, data, p.LibraryID)
	return res.Document, err
}

// CreateDocumentFromURL fetches a PDF from a URL and creates its document.
func (m *Methods) CreateDocumentFromURL(p URLDocumentParams) (domain.Document, error) {
	url := p.URL
	res, err := m.svc.Documents.Create(m.ctx(), service.CreateDocumentParams{URL: &url, LibraryID: p.LibraryID})
	return res.Document, err
}

// ListDocuments lists documents newest first.
func (m *Methods) ListDocuments(p service.ListDocumentsParams) (domain.List[domain.Document], error) {
	return m.svc.Documents.List(m.ctx(), p)
}

// GetDocument returns one document.
func (m *Methods) GetDocument(id string) (domain.Document, error) {
	return m.svc.Documents.Get(m.ctx(), id)
}

// DeleteDocument deletes a document and everything parsed from it.
func (m *Methods) DeleteDocument(id string) (service.Deleted, error) {
	return m.svc.Documents.Delete(m.ctx(), id)
}

// GetDocumentContent returns a document's sections, tables and figures.
func (m *Methods) GetDocumentContent(id string) (pdfmeta.Content, error) {
	return m.svc.Documents.Content(m.ctx(), id)
}

// GetDocumentPDF returns a document's PDF for the viewer.
func (m *Methods) GetDocumentPDF(id string) (PDFData, error) {
	b, err := m.svc.Documents.PDF(m.ctx(), id)
	if err != nil {
		return PDFData{}, err
	}
	return PDFData{DataBase64: base64.StdEncoding.EncodeToString(b)}, nil
}
