// Command zoterogen writes a small Zotero data folder for the browser test of the window's
// "Import a Zotero library…" action: six items (three with the bundled CC0 sample PDFs), three
// collections, a note. Usage: zoterogen -out DIR [-pdfs backend/samples/pdfs].
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"carrel/backend/store/zoterogen"
)

func main() {
	out := flag.String("out", "", "the Zotero data folder to create")
	pdfs := flag.String("pdfs", filepath.Join("backend", "samples", "pdfs"), "folder of the sample PDFs")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "usage: zoterogen -out DIR [-pdfs DIR]")
		os.Exit(2)
	}
	item := func(key, typ, title, year string, pdf string, colls ...string) zoterogen.Item {
		it := zoterogen.Item{Key: key, Type: typ, Collections: colls, Creators: [][2]string{{"Ada", "Lovelace"}, {"Alan", "Turing"}},
			Fields: map[string]string{"title": title, "date": year + "-00-00 " + year, "abstractNote": "An abstract of " + title + "."}}
		if pdf != "" {
			it.PDF = filepath.Join(*pdfs, pdf)
		}
		return it
	}
	lib := zoterogen.Library{Collections: []string{"Reading", "Thesis", "Thesis/Chapter 2"}, Items: []zoterogen.Item{
		item("E2E00001", "journalArticle", "Growing decision trees from sample data", "2019", "trees.pdf", "Reading"),
		item("E2E00002", "conferencePaper", "Notebooks for reproducible research", "2021", "notebooks.pdf", "Thesis"),
		item("E2E00003", "report", "Letter spacing and reading speed", "2018", "spacing.pdf", "Thesis/Chapter 2"),
		item("E2E00004", "book", "A book without a file", "2001", ""),
		item("E2E00005", "thesis", "A thesis on imports", "2015", "", "Thesis"),
		item("E2E00006", "preprint", "A preprint with a note", "2024", ""),
	}}
	lib.Items[5].Note = "<p>Remember to read this.</p>"
	if err := zoterogen.Write(*out, lib); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
