package pdf

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

// wordsIn lays each line out as one text object of font, one word per field.
func wordsIn(font string, obj uint64, line string, fonts map[uint64]string) []wordBuild {
	fonts[obj] = font
	var out []wordBuild
	for _, f := range strings.Fields(line) {
		out = append(out, wordBuild{Word: Word{Text: f}, obj: obj})
	}
	return out
}

func TestUnshiftGlyphIDs(t *testing.T) {
	fonts := map[uint64]string{}
	var words []wordBuild
	words = append(words, wordsIn("KMMKLL+TimesNewRoman", 1, glyphIDs("A")+" "+glyphIDs("Novel")+" "+glyphIDs("Hybrid")+" "+glyphIDs("Actuator"), fonts)...)
	words = append(words, wordsIn("KMMKLL+TimesNewRoman", 2, glyphIDs("Jianyu")+" "+glyphIDs("Yang,")+" "+glyphIDs("Tao")+" "+glyphIDs("Wei"), fonts)...)
	words = append(words, wordsIn("KMMKLL+TimesNewRoman", 3, strings.Join(strings.Fields(glyphIDsEach("the existing SMA actuators generally have slow response and")), " "), fonts)...)
	words = append(words, wordsIn("KMMKLL+TimesNewRoman", 4, glyphIDs("disabilities"), fonts)...)
	words = append(words, wordsIn("KMMKLL+TimesNewRoman", 5, glyphIDs("[3]"), fonts)...)
	// Real text beside it, in other fonts: capitals, initials, numbers, variables.
	words = append(words, wordsIn("Calibri", 6, "Proceedings of 11th IEEE International Conference", fonts)...)
	words = append(words, wordsIn("Arial", 7, "IEEE ROBOTICS AND AUTOMATION LETTERS, VOL. 1, NO. 2, JULY 2016", fonts)...)
	words = append(words, wordsIn("Arial", 8, "Y.L. M.E. D.A., N.H., K.L., R.W. (MS/MS) 30% RI D D 21 21", fonts)...)
	words = append(words, wordsIn("Arial", 9, "W H O D E V E L O P E D", fonts)...)
	unshiftGlyphIDs(words, func(i int) string { return fonts[words[i].obj] })
	var got []string
	for _, w := range words {
		got = append(got, w.Text)
	}
	want := "A Novel Hybrid Actuator Jianyu Yang, Tao Wei the existing SMA actuators generally have slow response and " +
		"disabilities [3] Proceedings of 11th IEEE International Conference " +
		"IEEE ROBOTICS AND AUTOMATION LETTERS, VOL. 1, NO. 2, JULY 2016 " +
		"Y.L. M.E. D.A., N.H., K.L., R.W. (MS/MS) 30% RI D D 21 21 W H O D E V E L O P E D"
	if g := strings.Join(got, " "); g != want {
		t.Errorf("got  %s\nwant %s", g, want)
	}
}

func glyphIDsEach(s string) string {
	var out []string
	for _, f := range strings.Fields(s) {
		out = append(out, glyphIDs(f))
	}
	return strings.Join(out, " ")
}

// TestIsBreakRuneGlyphSpace: the space glyph of such a font (id 3) comes through as U+0003,
// which separates words as a space does.
func TestIsBreakRuneGlyphSpace(t *testing.T) {
	if !isBreakRune(0x03) {
		t.Error("U+0003 (glyph 3, the space) does not break a word")
	}
}

// TestGlyphIDFontsRead: realpdfs 059 (an IEEE PDF eXpress paper whose CID fonts have no
// ToUnicode map; poppler prints "$1RYHO+\EULG$FWXDWRU") reads as its words.
func TestGlyphIDFontsRead(t *testing.T) {
	dir := shareddata.Require(t, "testdata/realpdfs")
	data, err := os.ReadFile(filepath.Join(dir, "pdfs", "059.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	x, err := NewExtractor(Options{Workers: 1, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero")})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	doc, err := x.Extract(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	text := doc.Pages[0].Text
	for _, want := range []string{"A Novel Hybrid Actuator for The Hand Exoskeleton", "Jianyu Yang, Tao Wei, Hui Shi",
		"has been gradually applied to robot", "Proceedings of 11th IEEE International Conference"} {
		if !strings.Contains(text, want) {
			t.Errorf("page 1 lacks %q:\n%.600s", want, text)
		}
	}
}
