package bibio

import (
	"net/url"
	"strings"
)

// FileField reads a BibTeX `file` field into the paths of its PDFs, in order. It accepts
// JabRef's `description:path:type` entries (`:papers/a.pdf:PDF`, with `\:` and `\;` escapes
// and Windows drive letters), Zotero's `Full Text PDF:/p/a.pdf:application/pdf`, and Better
// BibTeX's plain `path;path2`. Entries whose type or name says they are not PDFs are skipped.
func FileField(raw string) []string {
	raw = strings.NewReplacer("{", "", "}", "").Replace(strings.TrimSpace(raw))
	var out []string
	for _, entry := range splitEscaped(raw, ';') {
		parts := splitEscaped(entry, ':')
		path, typ := entry, ""
		switch {
		case len(parts) >= 3:
			// description:path:type; an unescaped drive letter splits the path once more.
			path, typ = strings.Join(parts[1:len(parts)-1], ":"), parts[len(parts)-1]
		case len(parts) == 2 && len(parts[0]) == 1:
			path = parts[0] + ":" + parts[1] // C:\papers\a.pdf
		}
		path = unescapeField(strings.TrimSpace(path))
		if path == "" {
			continue
		}
		t := strings.ToLower(strings.TrimSpace(typ))
		if t != "" && t != "pdf" && t != "application/pdf" {
			continue
		}
		if t == "" && !strings.HasSuffix(strings.ToLower(path), ".pdf") {
			continue
		}
		out = append(out, path)
	}
	return out
}

// risFilePath turns an RIS L1 value (a path or a file:// URL) into a path; "" for web links.
func risFilePath(v string) string {
	v = strings.TrimSpace(v)
	if strings.HasPrefix(strings.ToLower(v), "file://") {
		if u, err := url.Parse(v); err == nil {
			return u.Path
		}
		return ""
	}
	if strings.Contains(v, "://") {
		return ""
	}
	return v
}

// splitEscaped splits s at sep where it is not preceded by a backslash.
func splitEscaped(s string, sep byte) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case sep:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func unescapeField(s string) string {
	return strings.NewReplacer(`\:`, ":", `\;`, ";", `\\`, `\`).Replace(s)
}
