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
