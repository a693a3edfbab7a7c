package cslcat

import (
	"bytes"
	"fmt"
	"strings"

	"carrel/backend/cslcat/internal/pack"
)

// FallbackLocale is used when nothing closer to the requested language exists.
const FallbackLocale = "en-US"

// primaryDialects maps a bare language to its main locale, as CSL's locales.json does.
var primaryDialects = map[string]string{
	"af": "af-ZA", "ar": "ar", "bg": "bg-BG", "ca": "ca-AD", "cs": "cs-CZ", "cy": "cy-GB",
	"da": "da-DK", "de": "de-DE", "el": "el-GR", "en": "en-US", "es": "es-ES", "et": "et-EE",
	"eu": "eu", "fa": "fa-IR", "fi": "fi-FI", "fr": "fr-FR", "he": "he-IL", "hi": "hi-IN",
	"hr": "hr-HR", "hu": "hu-HU", "id": "id-ID", "is": "is-IS", "it": "it-IT", "ja": "ja-JP",
	"km": "km-KH", "ko": "ko-KR", "la": "la", "lt": "lt-LT", "lv": "lv-LV", "mn": "mn-MN",
	"nb": "nb-NO", "nl": "nl-NL", "nn": "nn-NO", "no": "nb-NO", "pl": "pl-PL", "pt": "pt-PT",
	"ro": "ro-RO", "ru": "ru-RU", "sk": "sk-SK", "sl": "sl-SI", "sr": "sr-RS", "sv": "sv-SE",
	"th": "th-TH", "tr": "tr-TR", "uk": "uk-UA", "vi": "vi-VN", "zh": "zh-CN",
}

// Locales lists the available locale tags, e.g. "fr-FR".
func (c *Catalog) Locales() []string {
	out := make([]string, len(c.builtin.locales))
	for i, l := range c.builtin.locales {
		out[i] = l.Lang
	}
	return out
}

// LocaleTag returns the locale Locale(lang) would load: the exact tag, else the language's
// main dialect (fr -> fr-FR, fr-BE -> fr-FR), else any dialect of it, else en-US; "" when
// the catalogue has no locales. Tags match case-insensitively and accept "_" for "-".
func (c *Catalog) LocaleTag(lang string) string {
	if l := c.findLocale(lang); l != nil {
		return l.Lang
	}
	return ""
}

// Locale returns the CSL locale XML for lang with the fallback of LocaleTag; results are
// cached. Errors: ErrLocaleNotFound when no locale at all is available.
func (c *Catalog) Locale(lang string) ([]byte, error) {
	l := c.findLocale(lang)
	if l == nil {
		if c.builtin.err != nil {
			return nil, fmt.Errorf("%w: %q (%w)", ErrLocaleNotFound, lang, c.builtin.err)
		}
		return nil, fmt.Errorf("%w: %q", ErrLocaleNotFound, lang)
	}
	c.locMu.Lock()
	data, ok := c.locCache[l.Lang]
	c.locMu.Unlock()
	if !ok {
		var err error
		if data, err = c.builtin.src.Read(l.Path, l.Loc); err != nil {
			return nil, fmt.Errorf("read locale %s: %w", l.Lang, err)
		}
		c.locMu.Lock()
		c.locCache[l.Lang] = data
		c.locMu.Unlock()
	}
	return bytes.Clone(data), nil
}

func (c *Catalog) findLocale(lang string) *pack.Locale {
	ls := c.builtin.locales
	byTag := func(tag string) *pack.Locale {
		for i := range ls {
			if strings.EqualFold(ls[i].Lang, tag) {
				return &ls[i]
			}
		}
		return nil
	}
	tag := strings.ReplaceAll(strings.TrimSpace(lang), "_", "-")
	if l := byTag(tag); tag != "" && l != nil {
		return l
	}
	primary := strings.ToLower(strings.SplitN(tag, "-", 2)[0])
	if main, ok := primaryDialects[primary]; ok {
		if l := byTag(main); l != nil {
			return l
		}
	}
	if primary != "" {
		for i := range ls {
			if strings.HasPrefix(strings.ToLower(ls[i].Lang)+"-", primary+"-") {
				return &ls[i]
			}
		}
	}
	return byTag(FallbackLocale)
}
