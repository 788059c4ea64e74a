package search

import (
	"fmt"
	"strconv"
)

// Defaults of the search.* settings (DESIGN.md §7).
const (
	DefaultRRFK          = 60
	DefaultTopK          = 10
	DefaultContextWindow = 1000
	// DefaultFusion and DefaultVectorWeight are how hybrid search
	// combines its lists (fuse.go), chosen on the leave-book-out proxies
	// of testdata/eval (README "Search path").
	DefaultFusion       = FusionConvex
	DefaultVectorWeight = 0.3
	// MaxK bounds Request.K: a result list longer than this is never read
	// by a person or fits a prompt, and it bounds the over-fetch.
	MaxK = 1000
)

// Fusion methods of hybrid search (search.fusion).
const (
	// FusionConvex is a convex combination of min-max normalised scores.
	FusionConvex = "convex"
	// FusionRRF is weighted Reciprocal Rank Fusion.
	FusionRRF = "rrf"
)

// Settings are the search.* keys of DESIGN.md §7. They are passed to every
// call, so a change applies to the next search without a restart.
//
// Numeric fields that are zero mean their default; that keeps a zero
// Settings usable. The boolean fields cannot be defaulted that way, so start
// from DefaultSettings.
type Settings struct {
	// UseParentChild (search.use-parent-child) makes parent-child the
	// default mode; off, a request without a mode searches in direct mode.
	UseParentChild bool
	// Hybrid (search.hybrid) fuses keyword and vector results by default.
	Hybrid bool
	// Fusion (search.fusion) is how hybrid search combines the vector and
	// keyword lists: FusionConvex or FusionRRF ("" = DefaultFusion).
	Fusion string
	// VectorWeight (search.vector-weight) is the vector list's share in
	// fusion, in (0, 1]; the keyword list gets the rest (0 = default).
	VectorWeight float64
	// RRFK (search.rrf-k) is k of Reciprocal Rank Fusion, 1/(k + rank).
	RRFK int
	// DefaultTopK (search.default-top-k) is the result count when a request
	// does not say.
	DefaultTopK int
	// Normalize (search.enable-score-normalization) turns on size
	// normalisation of parent scores.
	Normalize bool
	// ContextWindow (search.context-window-size) is the length in runes of
	// the text returned around a match in a longer parent. A negative value
	// returns whole parents.
	ContextWindow int
}

// DefaultSettings returns the product defaults.
func DefaultSettings() Settings {
	return Settings{
		UseParentChild: true,
		Hybrid:         true,
		Fusion:         DefaultFusion,
		VectorWeight:   DefaultVectorWeight,
		RRFK:           DefaultRRFK,
		DefaultTopK:    DefaultTopK,
		Normalize:      true,
		ContextWindow:  DefaultContextWindow,
	}
}

// SettingKeys lists the keys Set understands, in DESIGN.md order.
func SettingKeys() []string {
	return []string{
		"search.use-parent-child",
		"search.hybrid",
		"search.fusion",
		"search.vector-weight",
		"search.rrf-k",
		"search.default-top-k",
		"search.enable-score-normalization",
		"search.context-window-size",
	}
}

// Set assigns one search.* setting from its stored text form. It rejects
// unknown keys and values out of range, leaving s unchanged.
func (s *Settings) Set(key, value string) error {
	parseBool := func() (bool, error) {
		b, err := strconv.ParseBool(value)
		if err != nil {
			return false, fmt.Errorf("search: setting %s: %q is not true or false", key, value)
		}
		return b, nil
	}
	parseInt := func(lo, hi int) (int, error) {
		n, err := strconv.Atoi(value)
		if err != nil || n < lo || n > hi {
			return 0, fmt.Errorf("search: setting %s: %q is not an integer in [%d, %d]", key, value, lo, hi)
		}
		return n, nil
	}
	var err error
	switch key {
	case "search.use-parent-child":
		var b bool
		if b, err = parseBool(); err == nil {
			s.UseParentChild = b
		}
	case "search.hybrid":
		var b bool
		if b, err = parseBool(); err == nil {
			s.Hybrid = b
		}
	case "search.enable-score-normalization":
		var b bool
		if b, err = parseBool(); err == nil {
			s.Normalize = b
		}
	case "search.fusion":
		if value != FusionConvex && value != FusionRRF {
			return fmt.Errorf("search: setting %s: %q is not %s or %s", key, value, FusionConvex, FusionRRF)
		}
		s.Fusion = value
	case "search.vector-weight":
		w, perr := strconv.ParseFloat(value, 64)
		if perr != nil || !(w > 0 && w <= 1) {
			return fmt.Errorf("search: setting %s: %q is not a number in (0, 1]", key, value)
		}
		s.VectorWeight = w
	case "search.rrf-k":
		var n int
		if n, err = parseInt(1, 100000); err == nil {
			s.RRFK = n
		}
	case "search.default-top-k":
		var n int
		if n, err = parseInt(1, MaxK); err == nil {
			s.DefaultTopK = n
		}
	case "search.context-window-size":
		// 0 would mean "default" in the struct; in the stored form the
		// user means a number, so ask for a useful one.
		var n int
		if n, err = parseInt(50, 100000); err == nil {
			s.ContextWindow = n
		}
	default:
		return fmt.Errorf("search: unknown setting %q", key)
	}
	return err
}

// fusion returns the effective fusion of hybrid search.
func (s Settings) fusion() fusion {
	f := fusion{method: s.Fusion, rrfK: s.rrfK(), vecWeight: s.VectorWeight}
	if f.method != FusionRRF {
		f.method = FusionConvex
	}
	if !(f.vecWeight > 0 && f.vecWeight <= 1) {
		f.vecWeight = DefaultVectorWeight
	}
	return f
}

// rrfK returns the effective fusion constant.
func (s Settings) rrfK() int {
	if s.RRFK <= 0 {
		return DefaultRRFK
	}
	return s.RRFK
}

// topK returns the effective default result count.
func (s Settings) topK() int {
	if s.DefaultTopK <= 0 {
		return DefaultTopK
	}
	return min(s.DefaultTopK, MaxK)
}

// window returns the effective context window; 0 means "no windowing".
func (s Settings) window() int {
	switch {
	case s.ContextWindow < 0:
		return 0
	case s.ContextWindow == 0:
		return DefaultContextWindow
	}
	return s.ContextWindow
}
