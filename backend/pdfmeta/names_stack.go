package pdfmeta

import (
	"sort"
	"strings"

	"carrel/backend/domain"
)

// stackRunOn is the lines past the author reader's cut (limit, a y) that go on a block of
// names stacked one a line, each over its address and e-mail (now publishers' title page
// with fifteen authors runs down the whole page): only when one of the area's last three
// lines is one name alone, and only while each next line follows within 2.5 sizes and is no
// paragraph or abstract. ranOff says the block went on to the page's last line.
func stackRunOn(ls, area []line, limit float64) (out []line, ranOff bool) {
	if len(area) == 0 {
		return nil, false
	}
	byY := append([]line(nil), area...)
	sort.SliceStable(byY, func(i, j int) bool { return byY[i].y0 < byY[j].y0 })
	named, bottom := false, 0.0
	for _, l := range byY[max(0, len(byY)-3):] {
		if names, ok := splitNames(nameText(l)); ok && len(names) == 1 && !strings.Contains(l.text, "@") {
			named = true
		}
	}
	for _, l := range byY {
		bottom = max(bottom, l.y1)
	}
	if !named || bottom < limit-3*byY[len(byY)-1].size {
		return nil, false // the area ended well before its cut: nothing runs on
	}
	var below []line
	for _, l := range ls {
		if !l.vertical && l.y0 > limit && letters(l.text) > 0 {
			below = append(below, l)
		}
	}
	sort.SliceStable(below, func(i, j int) bool { return below[i].y0 < below[j].y0 })
	for i, l := range below {
		if len(out) == 60 || l.y0-bottom > 2.5*l.size || abstractStart.MatchString(l.text) ||
			wordCount(nameText(l)) > 14 && !allNames(l) {
			// a page number or a foot's small print alone below is no end of the list
			return out, len(out) > 0 && footOnly(below[i:], l.ph)
		}
		out = append(out, l)
		bottom = max(bottom, l.y1)
	}
	return out, len(out) > 0
}

// footOnly reports lines that all sit in the page's bottom tenth (a page number, a foot).
func footOnly(ls []line, ph float64) bool {
	for _, l := range ls {
		if l.y0 < 0.9*ph {
			return false
		}
	}
	return true
}

// stackOnPage2 reads the names at the top of page 2 that go on a stacked block page 1's last
// line ended (readAuthorRun's ranOff): page 2's lines as if under a title at its top edge.
func stackOnPage2(p2 []line, strict bool) []domain.Author {
	if len(p2) == 0 {
		return nil
	}
	top := line{page: p2[0].page, pw: p2[0].pw, ph: p2[0].ph}
	return readAuthorBlock(p2, []line{top}, strict)
}

// stackAuthors turns the names read line by line into authors. initialsFirst runs again over
// the whole list: a stack of one name a line written family first with bare initials
// ("Smith A" / "Zhang W") has no line that initialsFirst would turn alone ("London NW").
func stackAuthors(toks [][]string) []domain.Author {
	return authorsOf(mixedInitials(initialsFirst(toks)))
}

// mixedInitials turns the names of a stack still written family first ("Wang X.") given name
// first when every other name of it already starts with initials (a line of two names turned
// by initialsFirst, "J. Zhang, S. Yang"): one list, one convention.
func mixedInitials(toks [][]string) [][]string {
	var late []int
	for i, n := range toks {
		first := n[0]
		switch {
		case dottedInitialsRe.MatchString(first) || len(n) > 1 && bareInitialsRe.MatchString(first) && len([]rune(first)) == 1:
		case len(n) > 1 && (dottedInitialsRe.MatchString(n[len(n)-1]) || bareInitials(n[len(n)-1]) && bareInitialsRe.MatchString(n[len(n)-1])):
			late = append(late, i)
		default:
			return toks
		}
	}
	if len(late) == 0 || len(late) == len(toks) {
		return toks
	}
	out := append([][]string(nil), toks...)
	for _, i := range late {
		if turned := initialsFirst([][]string{toks[i], toks[i]}); len(turned) == 2 {
			out[i] = turned[0]
		}
	}
	return out
}
