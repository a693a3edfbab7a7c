package csl

import (
	"strconv"
	"strings"
)

// LocaleLoader returns the XML of the CSL locale file for a language tag such as "en-US".
type LocaleLoader func(lang string) ([]byte, error)

// term is one localized term form.
type term struct {
	single, multiple string
	gender           string
	genderForm       string
	match            string
}

type termKey struct {
	name, form, genderForm string
}

// locale is the merged view of locale files and a style's inline locales.
type locale struct {
	lang                string
	terms               map[termKey]*term
	dates               map[string]*element
	puncInQuote         bool
	limitOrdinalsToDay1 bool
	quotes              quoteTerms
}

func newLocale() *locale {
	return &locale{terms: map[termKey]*term{}, dates: map[string]*element{}}
}

// merge overlays the locale element el (a <locale>) onto l.
func (l *locale) merge(el *element) {
	for _, c := range el.children {
		switch c.name {
		case "style-options":
			if v, ok := c.attrs["punctuation-in-quote"]; ok {
				l.puncInQuote = v == "true"
			}
			if v, ok := c.attrs["limit-day-ordinals-to-day-1"]; ok {
				l.limitOrdinalsToDay1 = v == "true"
			}
		case "date":
			l.dates[c.attr("form")] = c
		case "terms":
			ordinalsReset := false
			for _, t := range c.children {
				if t.name != "term" {
					continue
				}
				name := t.attr("name")
				if strings.HasPrefix(name, "ordinal") && !ordinalsReset {
					// A locale defining ordinals replaces the whole ordinal set below it.
					for k := range l.terms {
						if strings.HasPrefix(k.name, "ordinal") {
							delete(l.terms, k)
						}
					}
					ordinalsReset = true
				}
				form := t.attr("form")
				if form == "" {
					form = "long"
				}
				nt := &term{gender: t.attr("gender"), genderForm: t.attr("gender-form"), match: t.attr("match")}
				if s := t.child("single"); s != nil {
					nt.single = s.text
					if m := t.child("multiple"); m != nil {
						nt.multiple = m.text
					} else {
						nt.multiple = s.text
					}
				} else {
					nt.single = t.text
					nt.multiple = t.text
				}
				l.terms[termKey{name, form, nt.genderForm}] = nt
			}
		}
	}
}

var formFallback = map[string][]string{
	"long":       {"long"},
	"short":      {"short", "long"},
	"verb":       {"verb", "long"},
	"verb-short": {"verb-short", "verb", "long"},
	"symbol":     {"symbol", "short", "long"},
}

// lookup finds a term with CSL form fallback; ok is false when no form exists.
func (l *locale) lookup(name, form string) (*term, bool) {
	if form == "" {
		form = "long"
	}
	for _, f := range formFallback[form] {
		if t, ok := l.terms[termKey{name, f, ""}]; ok {
			return t, true
		}
	}
	return nil, false
}

// term returns the text of a term, plural or singular.
func (l *locale) term(name, form string, plural bool) string {
	t, ok := l.lookup(name, form)
	if !ok {
		return ""
	}
	if plural {
		return t.multiple
	}
	return t.single
}

// hasTerm reports whether the term exists in any fallback form.
func (l *locale) hasTerm(name, form string) bool { _, ok := l.lookup(name, form); return ok }

// ordinal renders n with the locale's ordinal suffix; gender is the target term's gender.
func (l *locale) ordinal(n int, gender string) string {
	return strconv.Itoa(n) + l.ordinalSuffix(n, gender)
}

func (l *locale) ordinalTerm(name, gender string) (*term, bool) {
	if gender != "" {
		if t, ok := l.terms[termKey{name, "long", gender}]; ok {
			return t, true
		}
	}
	if t, ok := l.terms[termKey{name, "long", ""}]; ok {
		return t, true
	}
	if gender == "" {
		for _, g := range []string{"masculine", "feminine"} {
			if t, ok := l.terms[termKey{name, "long", g}]; ok {
				return t, true
			}
		}
	}
	return nil, false
}

func (l *locale) ordinalSuffix(n int, gender string) string {
	if n < 0 {
		n = -n
	}
	if t, ok := l.ordinalTerm("ordinal-"+pad2(n%100), gender); ok && n%100 >= 10 {
		if t.match == "" || t.match == "last-two-digits" || (t.match == "whole-number" && n < 100) {
			return t.single
		}
	}
	if t, ok := l.ordinalTerm("ordinal-"+pad2(n%10), gender); ok {
		switch t.match {
		case "", "last-digit":
			return t.single
		case "last-two-digits":
			if n%100 < 10 {
				return t.single
			}
		case "whole-number":
			if n < 10 {
				return t.single
			}
		}
	}
	if t, ok := l.ordinalTerm("ordinal", gender); ok {
		return t.single
	}
	return ""
}

// longOrdinal renders 1..10 as words when the locale has them.
func (l *locale) longOrdinal(n int, gender string) string {
	if n >= 1 && n <= 10 {
		if t, ok := l.ordinalTerm("long-ordinal-"+pad2(n), gender); ok {
			return t.single
		}
	}
	return l.ordinal(n, gender)
}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// termGender returns the gender of a noun term (used to pick gendered ordinals).
func (l *locale) termGender(name string) string {
	if t, ok := l.terms[termKey{name, "long", ""}]; ok {
		return t.gender
	}
	return ""
}
