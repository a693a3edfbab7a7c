package pdfmeta

// nameMemo keeps, for one page, what the name tests read from each line's text: joining
// wrapped lists of names asks of every line up to five times (as the upper, middle and lower
// line of a pair or a triple), and the cleaning regexps are the cost of the author reader.
type nameMemo struct {
	clean map[string]string
	ok    map[string]bool
}

func newNameMemo() *nameMemo {
	return &nameMemo{clean: map[string]string{}, ok: map[string]bool{}}
}

// cleaned is cleanNameText(text), read once.
func (m *nameMemo) cleaned(text string) string {
	c, seen := m.clean[text]
	if !seen {
		c = cleanNameText(text)
		m.clean[text] = c
	}
	return c
}

// names reports whether splitNames reads text as names, read once.
func (m *nameMemo) names(text string) bool {
	ok, seen := m.ok[text]
	if !seen {
		_, ok = splitNames(text)
		m.ok[text] = ok
	}
	return ok
}

// complete reports whether text is names that end where a list can end: not on a given name
// and initials whose family name the next line holds ("…, Kostas E." over "BEKRIS, …"), a
// last name ending in a dotted initial while the names before it do not.
func (m *nameMemo) complete(text string) bool {
	if !m.names(text) {
		return false
	}
	names, _ := splitNames(text)
	last := names[len(names)-1]
	if !dottedInitialsRe.MatchString(last[len(last)-1]) {
		return true
	}
	for _, n := range names[:len(names)-1] {
		if dottedInitialsRe.MatchString(n[len(n)-1]) {
			return true // "Smith A.B., Zhang W.": every name ends so
		}
	}
	return false
}
