package csl

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
)

func parseDate(v json.RawMessage) (*Date, error) {
	var s string
	if json.Unmarshal(v, &s) == nil {
		if s == "" {
			return nil, nil
		}
		return parseRawDate(s), nil
	}
	var m map[string]any
	if err := json.Unmarshal(v, &m); err != nil {
		return nil, errors.New("date must be an object or a string")
	}
	d := &Date{}
	if dp, ok := m["date-parts"].([]any); ok {
		for _, p := range dp {
			arr, ok := p.([]any)
			if !ok {
				continue
			}
			var parts [3]int
			valid := false
			for i := 0; i < len(arr) && i < 3; i++ {
				n, err := strconv.Atoi(strings.TrimSpace(anyString(arr[i])))
				if err != nil {
					break
				}
				parts[i] = n
				if i == 0 {
					valid = true
				}
			}
			if valid || len(d.Parts) > 0 {
				d.Parts = append(d.Parts, parts)
			}
		}
		if len(d.Parts) == 2 && d.Parts[1] == [3]int{} {
			d.Parts = d.Parts[:1]
			d.OpenEnd = true
		}
	}
	if raw := anyString(m["raw"]); raw != "" && len(d.Parts) == 0 {
		r := parseRawDate(raw)
		d.Parts, d.Literal = r.Parts, r.Literal
		if r.Season != 0 {
			d.Season = r.Season
		}
	}
	if lit := anyString(m["literal"]); lit != "" {
		d.Literal = lit
	}
	if se, ok := m["season"]; ok {
		ss := anyString(se)
		if n, err := strconv.Atoi(ss); err == nil {
			d.Season = n
		} else {
			d.SeasonL = ss
		}
	}
	if c, ok := m["circa"]; ok {
		d.Circa = anyBool(c)
	}
	for i := range d.Parts {
		if d.Parts[i][1] < 0 || d.Parts[i][1] > 24 {
			d.Parts[i][1], d.Parts[i][2] = 0, 0
		}
	}
	if len(d.Parts) == 0 && d.Literal == "" {
		return nil, nil
	}
	return d, nil
}

var monthNames = map[string]int{
	"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12,
}

var seasonNames = map[string]int{"spring": 1, "summer": 2, "autumn": 3, "fall": 3, "winter": 4}

// parseRawDate reads common raw date strings; anything else becomes a literal.
func parseRawDate(s string) *Date {
	s = strings.TrimSpace(s)
	d := &Date{}
	var segs []string
	switch {
	case strings.Contains(s, "/"):
		segs = strings.SplitN(s, "/", 2)
	case strings.Count(s, "-") == 1 && !strings.HasPrefix(s, "-") && len(s) > 9 && strings.Contains(s, " - "):
		segs = strings.SplitN(s, " - ", 2)
	default:
		segs = []string{s}
	}
	for _, seg := range segs {
		p, season, ok := parseOneDate(strings.TrimSpace(seg))
		if !ok {
			return &Date{Literal: s}
		}
		if season != 0 {
			d.Season = season
		}
		d.Parts = append(d.Parts, p)
	}
	if len(d.Parts) == 2 {
		// "2000-03/04": fill missing leading parts of the end from the start.
		if d.Parts[1][0] == 0 {
			d.Parts[1][0] = d.Parts[0][0]
		}
	}
	return d
}

func parseOneDate(s string) ([3]int, int, bool) {
	var p [3]int
	if s == "" {
		return p, 0, false
	}
	if fs := strings.Split(s, "-"); len(fs) <= 3 && allDigits(fs) {
		for i, f := range fs {
			p[i], _ = strconv.Atoi(f)
		}
		return p, 0, true
	}
	season := 0
	words := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '.' })
	var nums []int
	for _, w := range words {
		lw := strings.ToLower(w)
		if n, err := strconv.Atoi(w); err == nil {
			nums = append(nums, n)
			continue
		}
		if len(lw) >= 3 {
			if m, ok := monthNames[lw[:3]]; ok {
				p[1] = m
				continue
			}
		}
		if se, ok := seasonNames[lw]; ok {
			season = se
			continue
		}
		return p, 0, false
	}
	switch len(nums) {
	case 1:
		p[0] = nums[0]
	case 2:
		if nums[0] > 31 {
			p[0], p[2] = nums[0], nums[1]
		} else {
			p[2], p[0] = nums[0], nums[1]
		}
	default:
		return p, 0, false
	}
	if p[2] != 0 && p[1] == 0 {
		return p, 0, false
	}
	return p, season, true
}

func allDigits(fs []string) bool {
	for _, f := range fs {
		if f == "" {
			return false
		}
		for _, r := range f {
			if r < '0' || r > '9' {
				return false
			}
		}
	}
	return true
}
