package engine

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/text/width"
)

// countNumber is a count as a Chinese author writes it: digits with
// grouping commas, or a number of 千 or 万 (the unit the app's sidebar
// counts in), then 字 if they like.
var countNumber = regexp.MustCompile(`^([0-9][0-9,]*)(?:\.([0-9]+))?([千万]?)字?$`)

// ParseCount reads a count the author typed, a goal's target for one:
// 200000, 200,000, 20万, 1.5万 or 6千字, in full-width digits and
// punctuation too (what a Chinese input method types). A count that is
// not a whole number (1.23456万, 6.5), a negative one or one past
// math.MaxInt32 is refused (ok false). The goals dialog and `inkflow
// project goals` read their targets with it: 20万 was refused as not a
// whole number beside a sidebar that counts the book as 6.0万.
func ParseCount(s string) (n int, ok bool) {
	m := countNumber.FindStringSubmatch(width.Fold.String(strings.TrimSpace(s)))
	if m == nil || (m[2] != "" && m[3] == "") {
		return 0, false
	}
	unit := map[string]int64{"": 1, "千": 1_000, "万": 10_000}[m[3]]
	whole, err := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 32)
	if err != nil {
		return 0, false
	}
	total := whole * unit
	if frac := m[2]; frac != "" {
		// 1.5万: the fraction must come out whole (1.23456万 does not).
		den := int64(1)
		for range frac {
			den *= 10
			if den > unit {
				return 0, false
			}
		}
		f, _ := strconv.ParseInt(frac, 10, 64)
		if f*unit%den != 0 {
			return 0, false
		}
		total += f * unit / den
	}
	if total > math.MaxInt32 {
		return 0, false
	}
	return int(total), true
}
