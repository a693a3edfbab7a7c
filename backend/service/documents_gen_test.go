package service_test

import (
	"testing"

	"carrel/backend/pdf"
)

// TestMakePDF checks the generator the watched-folder tests rely on: the check and PDFium read it.
func TestMakePDF(t *testing.T) {
	data := docMakePDF(7, 3)
	res, err := pdf.Check(data)
	if err != nil || res.PageCount != 3 {
		t.Fatalf("Check = %+v, %v", res, err)
	}
}
