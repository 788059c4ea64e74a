package search

import "inkflow/engine/settings"

// MaxK bounds Request.K: a result list longer than this is never read by a
// person or fits a prompt, and it bounds the over-fetch.
const MaxK = 1000

// Settings are the search.* keys of the settings table (engine/settings):
// the table's own struct, given the methods below; the engine converts
// with Settings(values.Search). They are passed to every call, so a change
// applies to the next search without a restart.
type Settings settings.Search

// DefaultSettings returns the product defaults.
func DefaultSettings() Settings { return Settings(settings.Defaults().Search) }

// The accessors below never trust a value: Settings may come from a test,
// an older database or a hand-built struct, so out-of-range numbers fall
// back to the defaults instead of misbehaving.

// Fusion methods of hybrid search (search.fusion).
const (
	// FusionConvex is a convex combination of min-max normalised scores.
	FusionConvex = "convex"
	// FusionRRF is weighted Reciprocal Rank Fusion.
	FusionRRF = "rrf"
)

// fusion returns the effective fusion of hybrid search.
func (s Settings) fusion() fusion {
	f := fusion{method: s.Fusion, rrfK: s.rrfK(), vecWeight: s.VectorWeight}
	if f.method != FusionRRF {
		f.method = FusionConvex
	}
	if !(f.vecWeight > 0 && f.vecWeight <= 1) {
		f.vecWeight = DefaultSettings().VectorWeight
	}
	return f
}

// rrfK returns the effective fusion constant.
func (s Settings) rrfK() int {
	if s.RRFK <= 0 {
		return DefaultSettings().RRFK
	}
	return s.RRFK
}

// topK returns the effective default result count.
func (s Settings) topK() int {
	if s.DefaultTopK <= 0 {
		return DefaultSettings().DefaultTopK
	}
	return min(s.DefaultTopK, MaxK)
}

// window returns the effective context window; 0 (or less) means whole
// parents, as the table documents for search.context-window-size.
func (s Settings) window() int { return max(s.ContextWindow, 0) }

// perChapter returns the effective passages-per-chapter limit (0 = none).
func (s Settings) perChapter() int { return max(0, s.PerChapter) }
