package service

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// ExportURLLifetime is how long an export's download URL works.
const ExportURLLifetime = time.Hour

// ExportSearchParams is the body of POST /v1/searches/{id}/export.
type ExportSearchParams struct {
	Format *string `json:"format"`
}

// exportFormats maps a format to its file extension and content type.
var exportFormats = map[string][2]string{
	"csv":    {"csv", "text/csv; charset=utf-8"},
	"xlsx":   {"xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"},
	"bibtex": {"bib", "application/x-bibtex; charset=utf-8"},
	"ris":    {"ris", "application/x-research-info-systems"},
}

// ExportData renders a search's results (every stored result, best first) in a format and returns
// the bytes and a file name; the window saves them directly. Errors: 401, 403, 404
// resource_not_found, resource_expired, 400 parameter_missing, parameter_invalid.
func (ss *SearchService) ExportData(ctx context.Context, id string, p ExportSearchParams) (data []byte, filename, contentType string, err error) {
	if _, err := require(ctx, domain.ScopeSearchRead); err != nil {
		return nil, "", "", err
	}
	if p.Format == nil || *p.Format == "" {
		return nil, "", "", apierr.Missing("format")
	}
	f, ok := exportFormats[*p.Format]
	if !ok {
		return nil, "", "", apierr.BadParam("format", "format must be one of csv, xlsx, bibtex, ris.")
	}
	search, err := ss.load(ctx, ss.s.st.R(), id)
	if err != nil {
		return nil, "", "", err
	}
	results, err := ss.s.st.R().SearchResults(ctx, id, "", 1000)
	if err != nil {
		return nil, "", "", err
	}
	annotateResults(results, search.Answer)
	var buf bytes.Buffer
	switch *p.Format {
	case "csv", "xlsx":
		rows := make([]bibio.Row, len(results))
		for i, r := range results {
			rows[i] = bibio.Row{Rank: r.Rank, Score: r.RelevanceScore, Paper: r.Paper, Finding: strOrEmpty(r.Finding), Stance: strOrEmpty(r.Stance)}
		}
		if *p.Format == "csv" {
			err = bibio.WriteCSV(&buf, rows)
		} else {
			err = bibio.WriteXLSX(&buf, rows)
		}
	default:
		papers := make([]domain.Paper, len(results))
		for i, r := range results {
			papers[i] = r.Paper
		}
		// Both reference formats carry the kept citation keys, keywords and notes.
		if papers, err = ss.s.withExtras(ctx, papers); err == nil {
			if *p.Format == "bibtex" {
				err = bibio.WriteBibTeX(&buf, papers)
			} else {
				err = bibio.WriteRIS(&buf, papers)
			}
		}
	}
	if err != nil {
		return nil, "", "", fmt.Errorf("write %s export: %w", *p.Format, err)
	}
	return buf.Bytes(), id + "." + f[0], f[1], nil
}

// Export writes a search's results to a file under <DataDir>/exports and returns it with a
// download URL valid for one hour. Errors: those of ExportData.
func (ss *SearchService) Export(ctx context.Context, id string, p ExportSearchParams) (domain.File, error) {
	data, filename, ctype, err := ss.ExportData(ctx, id, p)
	if err != nil {
		return domain.File{}, err
	}
	pr, _ := PrincipalFrom(ctx)
	now := ss.s.now()
	fileID := domain.NewID(domain.PrefixFile)
	rel := filepath.Join("exports", fileID+filepath.Ext(filename))
	abs := filepath.Join(ss.s.cfg.DataDir, rel)
	if err := os.MkdirAll(filepath.Dir(abs), 0o700); err != nil {
		return domain.File{}, err
	}
	if err := os.WriteFile(abs, data, 0o600); err != nil {
		return domain.File{}, err
	}
	sum := sha256.Sum256(data)
	exp := now.Add(ExportURLLifetime)
	ef := store.FileRow{ID: fileID, Kind: "export", Purpose: "search_export:" + id, Filename: filename, ContentType: ctype,
		ByteSize: int64(len(data)), SHA256: hex.EncodeToString(sum[:]), Path: rel, KeyID: pr.KeyID(),
		CreatedAt: now, ExpiresAt: &exp, DeleteAfter: &exp}
	if err := ss.s.st.W().InsertFile(ctx, ef); err != nil {
		os.Remove(abs)
		return domain.File{}, err
	}
	token, err := ss.downloadToken(ctx, fileID, exp)
	if err != nil {
		return domain.File{}, err
	}
	host := strings.TrimSuffix(ss.s.downloadHost(), "/")
	if host == "" {
		host = "http://" + DefaultAPIAddr
	}
	url := host + "/v1/files/" + fileID + "/content?token=" + token
	return domain.File{Object: "file", ID: fileID, ByteSize: ef.ByteSize, CreatedAt: now, Filename: &ef.Filename,
		DownloadURL: &url, ExpiresAt: &exp}, nil
}

// settingExportSecret is the settings key of the HMAC secret for download tokens.
const settingExportSecret = "export_url_secret"

func (ss *SearchService) exportSecret(ctx context.Context) ([]byte, error) {
	v, ok, err := ss.s.st.R().Setting(ctx, settingExportSecret)
	if err != nil {
		return nil, err
	}
	if !ok {
		v = domain.RandomString(43)
		// Two exports racing to create the secret: keep whichever landed first.
		if err := ss.s.st.Tx(ctx, func(q store.Q) error {
			cur, ok, err := q.Setting(ctx, settingExportSecret)
			if err != nil {
				return err
			}
			if ok {
				v = cur
				return nil
			}
			return q.SetSetting(ctx, settingExportSecret, v)
		}); err != nil {
			return nil, err
		}
	}
	return []byte(v), nil
}

func signExport(secret []byte, fileID string, exp int64) string {
	m := hmac.New(sha256.New, secret)
	fmt.Fprintf(m, "%s.%d", fileID, exp)
	return hex.EncodeToString(m.Sum(nil))
}

// downloadToken is "<expiry unix seconds>.<hex HMAC-SHA256 of id and expiry>".
func (ss *SearchService) downloadToken(ctx context.Context, fileID string, exp time.Time) (string, error) {
	secret, err := ss.exportSecret(ctx)
	if err != nil {
		return "", err
	}
	return strconv.FormatInt(exp.Unix(), 10) + "." + signExport(secret, fileID, exp.Unix()), nil
}

// ExportDownload is an export file's content, authorized by its URL's token instead of an API key.
type ExportDownload struct {
	Filename    string
	ContentType string
	Size        int64
	Body        io.ReadCloser
}

// OpenDownload checks a download token and opens the export file. Errors: 404 resource_not_found
// (unknown file or a token that does not match), 404 resource_expired (past the hour).
func (ss *SearchService) OpenDownload(ctx context.Context, fileID, token string) (ExportDownload, error) {
	notFound := apierr.NoSuch("file", fileID, "id")
	expS, sig, ok := strings.Cut(token, ".")
	exp, err := strconv.ParseInt(expS, 10, 64)
	if !ok || err != nil {
		return ExportDownload{}, notFound
	}
	secret, err := ss.exportSecret(ctx)
	if err != nil {
		return ExportDownload{}, err
	}
	if !hmac.Equal([]byte(sig), []byte(signExport(secret, fileID, exp))) {
		return ExportDownload{}, notFound
	}
	if !ss.s.now().Before(time.Unix(exp, 0)) {
		return ExportDownload{}, apierr.Expired("This download URL has expired; export the search again.")
	}
	f, err := ss.s.st.R().File(ctx, fileID)
	if err != nil || f.Kind != "export" {
		return ExportDownload{}, apierr.Expired("This export is no longer available; export the search again.")
	}
	body, err := os.Open(filepath.Join(ss.s.cfg.DataDir, f.Path))
	if err != nil {
		return ExportDownload{}, apierr.Expired("This export is no longer available; export the search again.")
	}
	return ExportDownload{Filename: f.Filename, ContentType: f.ContentType, Size: f.ByteSize, Body: body}, nil
}

// Sweep enforces retention: searches past it are purged (reads then say resource_expired) and
// export files past their hour are deleted. It returns how many searches it purged.
func (ss *SearchService) Sweep(ctx context.Context) (int, error) {
	n, err := ss.s.st.W().ExpireSearches(ctx, ss.s.now())
	if err != nil {
		return n, err
	}
	files, err := ss.s.st.R().FilesDue(ctx, ss.s.now(), 1000)
	if err != nil {
		return n, err
	}
	for _, f := range files {
		if f.Kind != "export" {
			continue // uploads belong to the files capability's own sweep
		}
		os.Remove(filepath.Join(ss.s.cfg.DataDir, f.Path))
		if err := ss.s.st.W().DeleteFile(ctx, f.ID); err != nil {
			return n, err
		}
	}
	return n, nil
}
