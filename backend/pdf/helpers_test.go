package pdf

import (
	"bytes"
	"fmt"
	"strings"
)

// minimalPDF builds a valid one-page PDF (612x792, Helvetica 12pt, WinAnsi
// text) that shows each line starting at (72, 720), 14pt apart. With rotate 90
// the page has /Rotate 90 and the text is drawn turned so that it reads
// upright on the displayed (landscape) page, starting at user (100, 72).
func minimalPDF(rotate int, lines ...string) []byte {
	var content strings.Builder
	if rotate == 90 {
		content.WriteString("BT /F1 12 Tf 0 1 -1 0 100 72 Tm 14 TL\n")
	} else {
		content.WriteString("BT /F1 12 Tf 72 720 Td 14 TL\n")
	}
	writeLines(&content, lines)
	content.WriteString("ET\n")
	return pdfWithContent(rotate, content.String())
}

// stampPDF is an upright page of text lines with a margin stamp turned 90°
// counter-clockwise (read bottom to top) whose baseline is x=30, from y=200 up.
func stampPDF(stamp string, lines ...string) []byte {
	var content strings.Builder
	content.WriteString("BT /F1 12 Tf 72 720 Td 14 TL\n")
	writeLines(&content, lines)
	content.WriteString("ET\nBT /F1 10 Tf 0 1 -1 0 30 200 Tm\n")
	writeLines(&content, []string{stamp})
	content.WriteString("ET\n")
	return pdfWithContent(0, content.String())
}

func writeLines(b *strings.Builder, lines []string) {
	for _, ln := range lines {
		ln = strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`).Replace(ln)
		fmt.Fprintf(b, "(%s) Tj T*\n", ln)
	}
}

func pdfWithContent(rotate int, content string) []byte {
	return pdfWithMeta(rotate, content, "", "")
}

// pdfWithMeta is pdfWithContent plus an optional Info dictionary (its inner
// entries, e.g. "/Title (X)") and an optional catalog /Metadata XMP packet.
func pdfWithMeta(rotate int, content, info, xmp string) []byte {
	catalog := "<< /Type /Catalog /Pages 2 0 R >>"
	if xmp != "" {
		catalog = "<< /Type /Catalog /Pages 2 0 R /Metadata 6 0 R >>"
	}
	objs := []string{
		catalog,
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Rotate %d /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>", rotate),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", len(content), content),
	}
	if xmp != "" {
		objs = append(objs, fmt.Sprintf("<< /Type /Metadata /Subtype /XML /Length %d >>\nstream\n%s\nendstream", len(xmp)+1, xmp))
	}
	trailerInfo := ""
	if info != "" {
		objs = append(objs, "<< "+info+" >>")
		trailerInfo = fmt.Sprintf(" /Info %d 0 R", len(objs))
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	offs := make([]int, len(objs))
	for i, o := range objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R%s >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, trailerInfo, xref)
	return b.Bytes()
}
