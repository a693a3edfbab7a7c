// Package cslcat is Carrel's catalogue of CSL citation styles and locales: listing and
// searching styles, stable style ids, resolving dependent styles to the XML that renders
// them, locale files with fallback, and researchers' own .csl files.
//
// # Source
//
// The styles and locales come from the Debian packages citation-style-language-styles and
// citation-style-language-locales (/usr/share/citation-style-language). The generator
// (go run ./backend/cslcat/gen) packs them into data/, which is embedded in the binary but
// not committed. When the binary was built without it, Open reads the installed packages
// instead (the index is built once per process, reading every file: about 1.5 s); when neither exists the catalogue holds
// only user styles and Err says why.
//
// # Ids
//
// A style id is "cstl_" plus the first 20 characters of the lower-case base32 SHA-256 of the
// style's own <id> URI (StyleID). It never depends on file order, file name or build, so an
// id stored today still names the same style after the packages are upgraded. ShortName is
// the slug: the file name without ".csl". Get accepts an id, a slug or the <id> URI.
//
// # Categories
//
// Category is CSL's <category citation-format>, with two rules:
//   - "author" (in-text citations by author name only, e.g. "(Smith)") is listed as
//     "author-date", the closest of the four public categories;
//   - a dependent style without a citation-format takes its parent's category; an
//     independent one without it is inferred: class "note" gives "note", a layout using
//     citation-number gives "numeric", citation-label gives "label", else "author-date".
//
// IsNumeric is true exactly for the "numeric" category.
//
// # Dependent styles
//
// A dependent style (styles/dependent, or any style with <link rel="independent-parent">)
// only renames its parent. Resolve returns the parent's XML together with the locale to
// render in: the dependent's default-locale when it sets one, else the parent's.
//
// # Listing
//
// List orders styles by name (case-insensitive, then slug) and pages with a cursor that is
// the id of the last style returned. Text matches name and short name case-insensitively.
package cslcat

// Attribution credits the styles and locales; the UI shows it wherever styles are offered.
const Attribution = "Citation styles and locales from the Citation Style Language project " +
	"(https://citationstyles.org), licensed under Creative Commons Attribution-ShareAlike 3.0 " +
	"(CC BY-SA 3.0, https://creativecommons.org/licenses/by-sa/3.0/)."
