package httpapi

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"carrel/backend/apierr"
	"carrel/backend/service"
)

// wordedForPeople fails t when an error is not an API error or its message names Go types.
func wordedForPeople(t *testing.T, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var ae *apierr.Error
	if !errors.As(err, &ae) {
		t.Fatalf("not an API error: %v", err)
	}
	for _, leak := range []string{"Go value", "Go struct", "service.", "json: "} {
		if strings.Contains(ae.Message, leak) {
			t.Fatalf("message names Go types: %q", ae.Message)
		}
	}
}

// FuzzMultipartUpload feeds arbitrary bodies to the upload form parser: it never panics, answers
// only API errors, and never hands on more than the file cap.
func FuzzMultipartUpload(f *testing.F) {
	f.Add("b1", "--b1\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\ndocument\r\n--b1\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.4\r\n--b1--\r\n")
	f.Add("x", "--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n\r\n--x--")
	f.Add("", "not multipart")
	f.Fuzz(func(t *testing.T, boundary, body string) {
		r := httptest.NewRequest("POST", "/v1/files", strings.NewReader(body))
		r.Header.Set("Content-Type", "multipart/form-data; boundary="+boundary)
		const fileMax = 1 << 10
		var staged int64
		stage := func(p io.Reader) (*service.StagedFile, error) {
			n, err := io.Copy(io.Discard, io.LimitReader(p, fileMax+1))
			staged = max(staged, n)
			if n > fileMax {
				return nil, service.FileTooLarge("file")
			}
			return nil, err
		}
		_, err := readFormInto(httptest.NewRecorder(), r, form{fields: map[string]string{}, stage: stage}, fileMax)
		wordedForPeople(t, err)
		if err == nil && staged > fileMax {
			t.Fatalf("accepted a %d-byte file over the %d cap", staged, fileMax)
		}
	})
}

// FuzzSearchBody decodes arbitrary bytes as a POST /v1/searches body: no panic, and a refusal is
// an API error worded for people.
func FuzzSearchBody(f *testing.F) {
	for _, s := range []string{`{"query":"x"}`, `{"query":5}`, `[]`, `{"filters":{"year_from":"x"}}`, `{"metadata":{"n":12345678901234567890}}`, `{"query":"x","depth":null}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		r := httptest.NewRequest(http.MethodPost, "/v1/searches", bytes.NewReader(body))
		var p service.CreateSearchParams
		wordedForPeople(t, decode(r, &p))
	})
}
