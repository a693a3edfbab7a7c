package httpapi

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/service"
)

// maxFormField caps the small text fields of a multipart form (purpose, format).
const maxFormField = 1 << 10

// form is a multipart body: its small text fields and one file.
type form struct {
	fields   map[string]string
	filename string
	file     []byte // nil when no file part was sent
	// stage, when set, streams the file part to disk instead of memory (uploads of PDFs).
	stage  func(io.Reader) (*service.StagedFile, error)
	staged *service.StagedFile
}

// readForm streams a multipart body, keeping fields and the "file" part (at most fileMax bytes).
// Errors: 400 body_invalid (not multipart), 400 file_too_large.
func readForm(w http.ResponseWriter, r *http.Request, fileMax int64) (form, error) {
	return readFormInto(w, r, form{fields: map[string]string{}}, fileMax)
}

// readFormInto reads r into f; on error any staged file is already discarded.
func readFormInto(w http.ResponseWriter, r *http.Request, f form, fileMax int64) (out form, err error) {
	defer func() {
		if err != nil {
			out.staged.Discard()
			out.staged = nil
		}
	}()
	if r.ContentLength > maxUploadBody {
		// Refused from the headers alone: not one byte of the body is read.
		return f, apierr.Invalid("file_too_large", "file", "The file is larger than the 100 MB limit.")
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxUploadBody)
	mr, err := r.MultipartReader()
	if err != nil {
		return f, apierr.Invalid("body_invalid", "", "The body must be multipart/form-data.")
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return f, nil
		}
		if err != nil {
			return f, tooLargeOr(err, apierr.Invalid("body_invalid", "", "The multipart body is malformed."))
		}
		if err := f.add(part, fileMax); err != nil {
			return f, err
		}
	}
}

func (f *form) add(part *multipart.Part, fileMax int64) error {
	defer part.Close()
	name := part.FormName()
	if name == "file" && f.stage != nil {
		if f.staged != nil {
			return apierr.BadParam("file", "Send one file part.")
		}
		sf, err := f.stage(part)
		var ae *apierr.Error
		if errors.As(err, &ae) {
			return err
		} else if err != nil {
			return tooLargeOr(err, apierr.Invalid("body_invalid", "file", "Could not read the file part."))
		}
		f.staged, f.filename = sf, part.FileName()
		return nil
	}
	if name == "file" {
		data, err := io.ReadAll(io.LimitReader(part, fileMax+1))
		if err != nil {
			return tooLargeOr(err, apierr.Invalid("body_invalid", "file", "Could not read the file part."))
		}
		if int64(len(data)) > fileMax {
			return service.FileTooLarge("file")
		}
		if data == nil {
			data = []byte{}
		}
		f.file, f.filename = data, part.FileName()
		return nil
	}
	v, err := io.ReadAll(io.LimitReader(part, maxFormField))
	if err != nil {
		return tooLargeOr(err, apierr.Invalid("body_invalid", name, "Could not read a form field."))
	}
	f.fields[name] = strings.TrimSpace(string(v))
	return nil
}

func tooLargeOr(err error, other error) error {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return service.FileTooLarge("file")
	}
	return other
}

func (a *API) uploadFile(w http.ResponseWriter, r *http.Request) {
	if err := service.Require(r.Context(), domain.ScopeDocumentsWrite); err != nil {
		writeError(w, err)
		return
	}
	f, err := readFormInto(w, r, form{fields: map[string]string{}, stage: a.svc.Files.Stage}, domain.MaxDocumentBytes)
	if err != nil {
		writeError(w, err)
		return
	}
	file, err := a.svc.Files.Upload(r.Context(), service.UploadParams{Purpose: f.fields["purpose"], Filename: f.filename, Staged: f.staged})
	respond(w, http.StatusOK, file, 0, err)
}
