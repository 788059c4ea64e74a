package engine

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"inkflow/internal/widthfold"
)

// countNumber is a count as an author writes it: digits with grouping
// commas, or a number of 千 or 万 (the unit the app's chapter tree
// abbreviates in) or of k (thousands: an English novelist's 80k), then
// 字 or "words" if they like — the goals dialog's own example is
// "300,000 words", and typing it was refused.
var countNumber = regexp.MustCompile(`(?i)^([0-9][0-9,]*)(?:\.([0-9]+))?\s*([千万k]?)\s*(?:字|words?)?$`)

// MaxCount is the largest count ParseCount takes.
const MaxCount = math.MaxInt32

// Errors of ParseCount; both are ErrInvalid.
var (
	// ErrNotCount: the text is no whole number of any form ParseCount
	// reads.
	ErrNotCount = fmt.Errorf("not a whole number: %w", ErrInvalid)
	// ErrCountTooLarge: the text is a whole number past MaxCount.
	ErrCountTooLarge = fmt.Errorf("count larger than %d: %w", MaxCount, ErrInvalid)
)

// ParseCount reads a count the author typed, a goal's target for one:
// 200000, 200,000, 20万, 1.5万 or 6千字, in full-width digits and
// punctuation too (what a Chinese input method types), and 80k, 1.5K or
// 300,000 words. A count that is
// not a whole number (1.23456万, 6.5) or a negative one is refused with
// ErrNotCount, one past MaxCount with ErrCountTooLarge, so that
// 99999999999999999999 is said to be too large rather than no number.
// The goals dialog and `inkflow project goals` read their targets with
// it: 20万 was refused as not a whole number beside a sidebar that counts
// the book as 6.0万.
func ParseCount(s string) (int, error) {
	m := countNumber.FindStringSubmatch(widthfold.String(strings.TrimSpace(s)))
	if m == nil || (m[2] != "" && m[3] == "") {
		return 0, ErrNotCount
	}
	unit := map[string]int64{"": 1, "千": 1_000, "万": 10_000, "k": 1_000}[strings.ToLower(m[3])]
	whole, err := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 32)
	if errors.Is(err, strconv.ErrRange) {
		return 0, ErrCountTooLarge
	}
	if err != nil {
		return 0, ErrNotCount
	}
	total := whole * unit
	if frac := m[2]; frac != "" {
		// 1.5万: the fraction must come out whole (1.23456万 does not).
		den := int64(1)
		for range frac {
			den *= 10
			if den > unit {
				return 0, ErrNotCount
			}
		}
		f, _ := strconv.ParseInt(frac, 10, 64)
		if f*unit%den != 0 {
			return 0, ErrNotCount
		}
		total += f * unit / den
	}
	if total > MaxCount {
		return 0, ErrCountTooLarge
	}
	return int(total), nil
}
