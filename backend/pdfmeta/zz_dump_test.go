package pdfmeta

import (
	"bufio"
	"encoding/gob"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"carrel/backend/pdf"
)

func TestZZDump(t *testing.T) {
	files := strings.Split(os.Getenv("DUMP"), ",")
	f, _ := os.Open("/work/shared/testdata/realpdfs/truth.jsonl")
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r struct{ File, Sha256 string }
		json.Unmarshal(sc.Bytes(), &r)
		ok := false
		for _, x := range files {
			if x+".pdf" == r.File {
				ok = true
			}
		}
		if !ok {
			continue
		}
		g, err := os.Open("/tmp/carrel-eval-realpdfs/" + r.Sha256 + ".gob")
		if err != nil {
			continue
		}
		var d pdf.Doc
		gob.NewDecoder(g).Decode(&d)
		fmt.Printf("=== %s meta=%+v\n", r.File, d.Meta)
		ps := docLines(&d, 2)
		tt, tl := layoutTitle(ps[0])
		fmt.Println("TITLE", tt, len(tl), "AUTH", layoutAuthors(ps[0], tl))
		if os.Getenv("ONLY") != "" {
			continue
		}
		np := 1
		if os.Getenv("P2") != "" {
			np = 2
		}
		for pi, ls := range ps {
			if pi >= np {
				break
			}
			for _, l := range ls {
				if l.y0 > 0.6*l.ph && l.y1 < 0.85*l.ph && os.Getenv("ALL") == "" {
					continue
				}
				fmt.Printf("p%d y%.2f x%.2f s%.1f b%v v%v | %s\n", pi+1, l.y0/l.ph, l.x0/l.pw, l.size, l.bold, l.vertical, trunc(l.text))
			}
		}
	}
}

func trunc(s string) string {
	if len(s) > 110 {
		return s[:110]
	}
	return s
}

func TestZZNames(t *testing.T) {
	for _, s := range []string{"Hyunuk Seo 1 , Jae-Hoon Jeong 2 , Jaewon Lim 3 , Gyu-ha Choe 4†", "Shota Shimazaki 1 , Student Member, IEEE, Md. Shoaib Bhuiyan 2 , Member, IEEE,", "Cary Campbell 1 , Alin Olteanu 2 , Kalevi Kull 3", "Ł ukasz Bola a,b,1 , Maria Zimmermann a,c,1 , Piotr Mostowski d"} {
		n, ok := splitNames(s)
		fmt.Println(ok, n)
	}
}

func TestZZAuth(t *testing.T) {
	g, _ := os.Open(os.Getenv("GOB"))
	var d pdf.Doc
	gob.NewDecoder(g).Decode(&d)
	ps := docLines(&d, 2)
	_, tl := layoutTitle(ps[0])
	last := tl[len(tl)-1]
	for _, l := range ps[0] {
		if l.vertical || l.y0 < last.y1-1 || l.y0 > last.y1+0.45*l.ph {
			continue
		}
		n, ok := splitNames(nameText(l))
		fmt.Printf("%q nh=%q stop=%v names=%v %v\n", nameText(l), numberedHeading(l.text), abstractStop(l), n, ok)
	}
}

func BenchmarkZZExtract(b *testing.B) {
	ents, _ := os.ReadDir("/tmp/carrel-eval-realpdfs")
	var ds []*pdf.Doc
	for _, e := range ents {
		g, _ := os.Open("/tmp/carrel-eval-realpdfs/" + e.Name())
		var d pdf.Doc
		if gob.NewDecoder(g).Decode(&d) == nil {
			ds = append(ds, &d)
		}
		g.Close()
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, d := range ds {
			ExtractPaper(d)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(ds)), "ms/pdf")
}

func TestZZWords(t *testing.T) {
	var d *pdf.Doc
	if os.Getenv("PDF") != "" {
		d = loadDoc(t, os.Getenv("PDF"), 1)
	} else {
		g, _ := os.Open(os.Getenv("GOB"))
		d = &pdf.Doc{}
		gob.NewDecoder(g).Decode(d)
	}
	ps := docLines(d, 1)
	for _, l := range ps[0] {
		if strings.HasPrefix(l.text, os.Getenv("PFX")) {
			for _, w := range l.words {
				fmt.Printf("%q x0=%.1f x1=%.1f sz=%.1f | ", w.Text, w.X0, w.X1, wordSize(w))
			}
			fmt.Println(l.size)
		}
	}
}
