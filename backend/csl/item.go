package csl

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Item is one CSL-JSON reference.
type Item struct {
	// ID is the item's id, as a string.
	ID string
	// Type is the CSL item type (book, article-journal, ...).
	Type string

	vars  map[string]string
	names map[string][]Name
	dates map[string]*Date
}

// Name is one CSL-JSON name.
type Name struct {
	Family              string `json:"family,omitempty"`
	Given               string `json:"given,omitempty"`
	DroppingParticle    string `json:"dropping-particle,omitempty"`
	NonDroppingParticle string `json:"non-dropping-particle,omitempty"`
	Suffix              string `json:"suffix,omitempty"`
	Literal             string `json:"literal,omitempty"`
	CommaSuffix         bool   `json:"-"`
	StaticOrdering      bool   `json:"-"`
	// spacedParticle is set when the input wrote a space after a non-dropping particle that
	// ends in an apostrophe ("de' Frinkle"); glued ones ("d'Wander") stay glued.
	spacedParticle bool
}

// Date is one CSL-JSON date: up to two date parts (a range), season, circa or a literal.
type Date struct {
	Parts   [][3]int
	Season  int
	SeasonL string
	Circa   bool
	Literal string
	OpenEnd bool
}

// InvalidItemError reports malformed CSL-JSON.
type InvalidItemError struct {
	// Index is the position of the bad item in the input array (-1 for the whole document).
	Index int
	// Field is the offending variable ("type", "author", ...), "" when not one field.
	Field string
	// Reason says what is wrong.
	Reason string
}

// fieldError is a malformed variable of one item.
type fieldError struct{ field, reason string }

func (e *fieldError) Error() string { return e.field + ": " + e.reason }

func (e *InvalidItemError) Error() string {
	if e.Index < 0 {
		return "csl: invalid CSL-JSON: " + e.Reason
	}
	return fmt.Sprintf("csl: invalid CSL-JSON item %d: %s", e.Index, e.Reason)
}

// Var returns an ordinary or number variable as given in the input.
func (it *Item) Var(name string) string { return it.vars[name] }

// Names returns a name variable.
func (it *Item) Names(name string) []Name { return it.names[name] }

// DateVar returns a date variable or nil.
func (it *Item) DateVar(name string) *Date { return it.dates[name] }

var nameVars = map[string]bool{
	"author": true, "chair": true, "collection-editor": true, "compiler": true, "composer": true,
	"container-author": true, "contributor": true, "curator": true, "director": true, "editor": true,
	"editorial-director": true, "editor-translator": true, "executive-producer": true, "guest": true,
	"host": true, "illustrator": true, "interviewer": true, "narrator": true, "organizer": true,
	"original-author": true, "performer": true, "producer": true, "recipient": true,
	"reviewed-author": true, "script-writer": true, "series-creator": true, "translator": true,
}

var dateVars = map[string]bool{
	"accessed": true, "available-date": true, "event-date": true, "issued": true,
	"original-date": true, "submitted": true,
}

var varAliases = map[string]string{
	"shortTitle": "title-short", "journalAbbreviation": "container-title-short",
}

// ParseItems parses a CSL-JSON array (or a single object) of items.
func ParseItems(data []byte) ([]Item, error) {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '{' {
		data = append(append([]byte{'['}, data...), ']')
	}
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, &InvalidItemError{Index: -1, Reason: err.Error()}
	}
	items := make([]Item, 0, len(raw))
	for i, m := range raw {
		it, err := parseItem(m)
		if err != nil {
			ie := &InvalidItemError{Index: i, Reason: err.Error()}
			if fe, ok := err.(*fieldError); ok {
				ie.Field = fe.field
			}
			return nil, ie
		}
		if it.ID == "" {
			it.ID = "item-" + strconv.Itoa(i+1)
		}
		items = append(items, it)
	}
	return items, nil
}

func parseItem(m map[string]json.RawMessage) (Item, error) {
	it := Item{vars: map[string]string{}, names: map[string][]Name{}, dates: map[string]*Date{}}
	for k, v := range m {
		if a, ok := varAliases[k]; ok {
			if _, dup := m[a]; dup {
				continue
			}
			k = a
		}
		if err := checkVarType(k, v); err != nil {
			return it, err
		}
		switch {
		case k == "id":
			it.ID = scalarString(v)
		case k == "type":
			it.Type = scalarString(v)
		case nameVars[k]:
			var ns []map[string]any
			if err := json.Unmarshal(v, &ns); err != nil {
				return it, &fieldError{k, "names must be an array of objects"}
			}
			for _, n := range ns {
				if err := checkNameTypes(n); err != nil {
					return it, &fieldError{k, err.Error()}
				}
				it.names[k] = append(it.names[k], parseName(n))
			}
		case dateVars[k]:
			d, err := parseDate(v)
			if err != nil {
				return it, &fieldError{k, err.Error()}
			}
			if d != nil {
				it.dates[k] = d
			}
		default:
			s := scalarString(v)
			if s != "" {
				it.vars[k] = s
			}
		}
	}
	noteVariables(&it)
	return it, nil
}

// cslNumberVars are the CSL 1.0.2 number variables: CSL-JSON allows a string or a number.
var cslNumberVars = map[string]bool{
	"chapter-number": true, "citation-number": true, "collection-number": true, "edition": true,
	"first-reference-note-number": true, "issue": true, "locator": true, "number": true,
	"number-of-pages": true, "number-of-volumes": true, "page": true, "page-first": true,
	"part-number": true, "printing-number": true, "section": true, "supplement-number": true,
	"version": true, "volume": true,
}

// cslTextVars are the CSL 1.0.2 standard variables CSL-JSON writes as strings, beyond
// cslStringVars.
var cslTextVars = map[string]bool{
	"title": true, "note": true, "citation-key": true, "archive_collection": true, "division": true,
	"part-title": true, "reviewed-genre": true, "volume-title-short": true, "shortTitle": true,
	"journalAbbreviation": true,
}

// checkVarType rejects a known variable given a JSON type CSL-JSON does not allow for it
// (a number as "type", an object as "title", a string as "author"): such input is malformed,
// not merely thin, and is better refused than rendered as nonsense. Unknown keys (custom
// fields) pass whatever their type.
func checkVarType(k string, v json.RawMessage) error {
	v = bytes.TrimSpace(v)
	if len(v) == 0 || v[0] == 'n' { // null: as if absent
		return nil
	}
	var kind string
	switch v[0] {
	case '"':
		kind = "string"
	case '{':
		kind = "object"
	case '[':
		kind = "array"
	case 't', 'f':
		kind = "boolean"
	default:
		kind = "number"
	}
	want := ""
	switch {
	case k == "id":
		if kind != "string" && kind != "number" {
			want = "a string or a number"
		}
	case k == "type":
		if kind != "string" {
			want = "a string naming a CSL item type"
		}
	case nameVars[k]:
		if kind != "array" {
			want = "an array of name objects"
		}
	case dateVars[k]:
		if kind != "object" && kind != "string" {
			want = "a date object ({\"date-parts\": [[2020, 5, 4]]}) or a string"
		}
	case k == "categories":
		if kind != "array" {
			want = "an array of strings"
		}
	case cslNumberVars[k]:
		if kind != "string" && kind != "number" {
			want = "a string or a number"
		}
	case cslStringVars[k] || cslTextVars[k]:
		if kind != "string" {
			want = "a string"
		}
	}
	if want != "" {
		return &fieldError{k, "must be " + want + ", not " + article(kind)}
	}
	return nil
}

func article(kind string) string {
	if kind == "array" || kind == "object" {
		return "an " + kind
	}
	return "a " + kind
}

// checkNameTypes rejects a name whose parts are not strings.
func checkNameTypes(n map[string]any) error {
	for _, part := range []string{"family", "given", "dropping-particle", "non-dropping-particle", "suffix", "literal"} {
		if v, ok := n[part]; ok && v != nil {
			if _, isStr := v.(string); !isStr {
				return fmt.Errorf("name part %q must be a string", part)
			}
		}
	}
	return nil
}

// cslStringVars are the CSL 1.0.2 standard and number variables that note-field lines may set.
var cslStringVars = map[string]bool{
	"abstract": true, "annote": true, "archive": true, "archive_location": true, "archive-place": true,
	"authority": true, "call-number": true, "chapter-number": true, "citation-label": true,
	"collection-number": true, "collection-title": true, "collection-title-short": true,
	"container-title": true, "container-title-short": true, "dimensions": true, "DOI": true,
	"edition": true, "event": true, "event-place": true, "event-title": true, "genre": true, "ISBN": true,
	"ISSN": true, "issue": true, "jurisdiction": true, "keyword": true, "language": true, "license": true,
	"medium": true, "number": true, "number-of-pages": true, "number-of-volumes": true,
	"original-publisher": true, "original-publisher-place": true, "original-title": true, "page": true,
	"part-number": true, "PMCID": true, "PMID": true, "publisher": true, "publisher-place": true,
	"references": true, "reviewed-title": true, "scale": true, "section": true, "source": true,
	"status": true, "supplement-number": true, "title-short": true, "URL": true, "version": true,
	"volume": true, "volume-title": true, "year-suffix": true,
}

// noteVariables reads "variable: value" lines of the note field (the convention Zotero and
// citeproc-js follow for fields an item type lacks) into variables the item does not set.
func noteVariables(it *Item) {
	note := it.vars["note"]
	if !strings.Contains(note, ":") {
		return
	}
	for _, line := range strings.Split(note, "\n") {
		k, v, ok := strings.Cut(line, ":")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || v == "" {
			continue
		}
		if dateVars[k] && it.dates[k] == nil {
			if d := parseRawDate(v); d.Literal == "" {
				it.dates[k] = d
			}
			continue
		}
		if !cslStringVars[k] || it.vars[k] != "" {
			continue
		}
		it.vars[k] = v
	}
}

func scalarString(v json.RawMessage) string {
	v = bytes.TrimSpace(v)
	if len(v) == 0 {
		return ""
	}
	switch v[0] {
	case '"':
		var s string
		_ = json.Unmarshal(v, &s)
		return s
	case '[', '{', 'n':
		return ""
	case 't', 'f':
		return string(v)
	default:
		return string(v)
	}
}

func anyString(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case float64:
		return strconv.FormatFloat(t, 'f', -1, 64)
	case bool:
		if t {
			return "true"
		}
	}
	return ""
}

func anyBool(v any) bool {
	switch t := v.(type) {
	case bool:
		return t
	case float64:
		return t != 0
	case string:
		return t != "" && t != "0" && t != "false"
	}
	return false
}

func parseName(n map[string]any) Name {
	nm := Name{
		Family:              anyString(n["family"]),
		Given:               anyString(n["given"]),
		DroppingParticle:    anyString(n["dropping-particle"]),
		NonDroppingParticle: anyString(n["non-dropping-particle"]),
		Suffix:              anyString(n["suffix"]),
		Literal:             anyString(n["literal"]),
		CommaSuffix:         anyBool(n["comma-suffix"]),
		StaticOrdering:      anyBool(n["static-ordering"]),
	}
	if nm.Literal == "" && nm.Given == "" && nm.Family != "" && anyBool(n["isInstitution"]) {
		nm.Literal, nm.Family = nm.Family, ""
	}
	if nm.Literal == "" && nm.DroppingParticle == "" && nm.NonDroppingParticle == "" {
		nm.parseParticles()
	}
	if nm.Suffix == "" && nm.Literal == "" && strings.Contains(nm.Given, ",") {
		i := strings.Index(nm.Given, ",")
		nm.Given, nm.Suffix = strings.TrimSpace(nm.Given[:i]), strings.TrimSpace(nm.Given[i+1:])
		if strings.HasPrefix(nm.Suffix, "!") {
			nm.Suffix = strings.TrimSpace(nm.Suffix[1:])
			nm.CommaSuffix = true
		}
	}
	return nm
}

// parseParticles splits lowercase particles off family and given names, as citeproc-js does.
func (n *Name) parseParticles() {
	if n.Family != "" {
		if strings.HasPrefix(n.Family, "\"") && strings.HasSuffix(n.Family, "\"") && len(n.Family) > 1 {
			n.Family = n.Family[1 : len(n.Family)-1]
		} else {
			words := strings.Split(n.Family, " ")
			i := 0
			for i < len(words)-1 && isParticle(words[i]) {
				i++
			}
			if i > 0 {
				n.NonDroppingParticle = strings.Join(words[:i], " ")
				n.Family = strings.Join(words[i:], " ")
				last, _ := utf8.DecodeLastRuneInString(n.NonDroppingParticle)
				n.spacedParticle = last == '\'' || last == '’'

			} else if j := strings.Index(n.Family, "-"); j > 0 && j < 4 && isLowerWord(n.Family[:j]) && j+3 < len(n.Family) {
				n.NonDroppingParticle = n.Family[:j+1]
				n.Family = n.Family[j+1:]
			} else if j := strings.IndexAny(n.Family, "'’"); j > 0 && j < 4 && isLowerWord(n.Family[:j]) && j+3 < len(n.Family) {
				k := j + len(string([]rune(n.Family[j:])[0]))
				n.NonDroppingParticle = n.Family[:k]
				n.Family = n.Family[k:]
			}
		}
	}
	if n.Given != "" {
		words := strings.Split(n.Given, " ")
		i := len(words)
		for i > 1 && isParticle(words[i-1]) {
			i--
		}
		if i < len(words) {
			n.DroppingParticle = strings.Join(words[i:], " ")
			n.Given = strings.Join(words[:i], " ")
		}
	}
}

func isParticle(w string) bool {
	if w == "" {
		return false
	}
	return isLowerWord(strings.TrimRight(w, "'’."))
}

func isLowerWord(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if r >= 'A' && r <= 'Z' || (r > 127 && strings.ToLower(string(r)) != string(r)) {
			return false
		}
		if r >= '0' && r <= '9' {
			return false
		}
	}
	return true
}
