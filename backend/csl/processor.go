package csl

import (
	"errors"
	"fmt"
	"strings"
)

// ErrInsufficientMetadata is returned when an item has too little data to render for a style.
var ErrInsufficientMetadata = errors.New("csl: insufficient metadata")

// Processor renders citations and bibliographies for one style and locale.
// A Processor is not safe for concurrent use; build one per goroutine (styles may be shared).
type Processor struct {
	style             *Style
	loc               *locale
	lang              string
	usesYearSuffixVar bool
	usesDisambiguate  bool
	nameOptsCache     map[nameOptsKey]*nameOpts

	reg  []*itemState
	byID map[string]*itemState
}

// itemState is the registry entry of one item.
type itemState struct {
	item           *Item
	seq            int
	citationNumber int
	yearSuffix     int
	etAlNames      int
	givenLevels    []int
	disambiguate   bool
	firstNote      int
}

// Entry is one rendered bibliography entry.
type Entry struct {
	// ID is the item id.
	ID string
	// Text is the plain-text rendering.
	Text string
	// HTML is the HTML rendering (citeproc-js conventions, without the csl-entry wrapper).
	HTML string
}

// CiteRef is one cite inside a citation cluster.
type CiteRef struct {
	// ID references a registered item.
	ID string
	// Locator is a pinpoint such as "23-25".
	Locator string
	// Label is the locator type ("page", "chapter", ...); "" means page.
	Label string
	// Prefix and Suffix are affixes of this cite.
	Prefix, Suffix string
	// SuppressAuthor drops the first names element of the cite.
	SuppressAuthor bool
	// AuthorOnly renders only the first names element of the cite.
	AuthorOnly bool
}

var primaryDialects = map[string]string{
	"af": "af-ZA", "ar": "ar", "bg": "bg-BG", "ca": "ca-AD", "cs": "cs-CZ", "cy": "cy-GB", "da": "da-DK",
	"de": "de-DE", "el": "el-GR", "en": "en-US", "es": "es-ES", "et": "et-EE", "eu": "eu", "fa": "fa-IR",
	"fi": "fi-FI", "fr": "fr-FR", "he": "he-IL", "hr": "hr-HR", "hu": "hu-HU", "id": "id-ID", "is": "is-IS",
	"it": "it-IT", "ja": "ja-JP", "km": "km-KH", "ko": "ko-KR", "la": "la", "lt": "lt-LT", "lv": "lv-LV",
	"mn": "mn-MN", "nb": "nb-NO", "nl": "nl-NL", "nn": "nn-NO", "pl": "pl-PL", "pt": "pt-PT", "ro": "ro-RO",
	"ru": "ru-RU", "sk": "sk-SK", "sl": "sl-SI", "sr": "sr-RS", "sv": "sv-SE", "th": "th-TH", "tr": "tr-TR",
	"uk": "uk-UA", "vi": "vi-VN", "zh": "zh-CN",
}

// NewProcessor builds a processor; lang "" means the style's default locale or en-US.
func NewProcessor(style *Style, loader LocaleLoader, lang string) (*Processor, error) {
	if style == nil {
		return nil, errors.New("csl: nil style")
	}
	if style.IsDependent() {
		return nil, fmt.Errorf("csl: style %q is dependent on %s; load the parent", style.ID, style.ParentURL)
	}
	if lang == "" {
		lang = style.DefaultLocale
	}
	if lang == "" {
		lang = "en-US"
	}
	full := lang
	if !strings.Contains(lang, "-") {
		if d, ok := primaryDialects[lang]; ok {
			full = d
		}
	}
	p := &Processor{style: style, lang: full, byID: map[string]*itemState{}}
	loc := newLocale()
	chain := []string{"en-US"}
	base := strings.SplitN(full, "-", 2)[0]
	if d, ok := primaryDialects[base]; ok && d != "en-US" && d != full {
		chain = append(chain, d)
	}
	if full != "en-US" {
		chain = append(chain, full)
	}
	loaded := false
	for _, l := range chain {
		if loader == nil {
			break
		}
		data, err := loader(l)
		if err != nil || len(data) == 0 {
			continue
		}
		el, err := parseXMLTree(data)
		if err != nil {
			return nil, fmt.Errorf("csl: locale %s: %w", l, err)
		}
		loc.merge(el)
		loaded = true
	}
	if !loaded {
		loc.merge(builtinLocale())
	}
	for _, pass := range []func(string) bool{
		func(l string) bool { return l == "" },
		func(l string) bool { return l == base },
		func(l string) bool { return l == full && l != base },
	} {
		for _, sl := range style.locales {
			if pass(sl.attr("xml:lang")) {
				loc.merge(sl)
			}
		}
	}
	loc.lang = full
	loc.quotes = quoteTerms{
		open: orDefault(loc.term("open-quote", "long", false), "“"), close: orDefault(loc.term("close-quote", "long", false), "”"),
		openInner: orDefault(loc.term("open-inner-quote", "long", false), "‘"), closeInner: orDefault(loc.term("close-inner-quote", "long", false), "’"),
		puncInQuote: loc.puncInQuote,
	}
	p.loc = loc
	p.usesYearSuffixVar = usesVariable(style.root, "year-suffix")
	p.usesDisambiguate = style.citation != nil && (usesDisambiguateCondition(style.citation) || usesDisambiguateInMacros(p))
	p.nameOptsCache = map[nameOptsKey]*nameOpts{}
	return p, nil
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func usesVariable(e *element, v string) bool {
	if e.name == "text" && e.attr("variable") == v {
		return true
	}
	for _, c := range e.children {
		if usesVariable(c, v) {
			return true
		}
	}
	return false
}

// Locale returns the language tag the processor renders in.
func (p *Processor) Locale() string { return p.lang }

func (p *Processor) finish(s string) (text, html string) {
	s = movePunctuation(s, &p.loc.quotes)
	return toText(s, &p.loc.quotes), toHTML(s, &p.loc.quotes)
}
