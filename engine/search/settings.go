package search

import (
	"math"
	"unicode"

	"inkflow/engine/settings"
	"inkflow/engine/terms"
)

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

// fusion returns the effective fusion of hybrid search for a query.
//
// The vector list's share depends on the query's script: VectorWeightCJK
// for a query in CJK characters, VectorWeight for one in letters, and for
// a mix the blend by the share of CJK among the query's letters. Why: the
// shipped model knows Chinese far better than English (v1 gives English 32
// of its 256 dimensions and a vocabulary without "lion" or "sword").
//
// known is the share of the query's words the model knows whole
// (vocabularyShare); the share is multiplied by known to the power
// VocabularyPower, because the vector list of a query full of names the
// model never saw mostly adds noise to a keyword list that matches them
// exactly.
//
// literal is how literally the keyword list answers (literalShare); the
// share is multiplied by k + (1 − k)(1 − literal), k = VectorWeightLiteral,
// because the vector list can only reorder what a literal query's words
// already found, while a paraphrase needs it.
//
// Chosen on the leave-book-out proxies and on the chapter titles of eight
// more books model v1 never saw (README "Search path" has every figure):
// English 0.3 with power 2, Chinese 0.4, k = 0, for each language the
// lowest weight of the plateau where the sums cannot tell weights apart.
func (s Settings) fusion(query string, known, literal float64) fusion {
	f := fusion{method: s.Fusion, rrfK: s.rrfK()}
	if f.method != FusionRRF {
		f.method = FusionConvex
	}
	def := DefaultSettings()
	other, cjk := validWeight(s.VectorWeight, def.VectorWeight), validWeight(s.VectorWeightCJK, def.VectorWeightCJK)
	share := cjkShare(query)
	keep := s.vectorWeightLiteral()
	f.vecWeight = (share*cjk + (1-share)*other) * math.Pow(known, s.vocabularyPower()) * (keep + (1-keep)*(1-literal))
	return f
}

// vectorWeightLiteral returns the effective VectorWeightLiteral.
func (s Settings) vectorWeightLiteral() float64 {
	if s.VectorWeightLiteral < 0 || s.VectorWeightLiteral > 1 {
		return DefaultSettings().VectorWeightLiteral
	}
	return s.VectorWeightLiteral
}

// vocabularyPower returns the effective VocabularyPower.
func (s Settings) vocabularyPower() float64 {
	if s.VocabularyPower < 0 || s.VocabularyPower > 8 {
		return DefaultSettings().VocabularyPower
	}
	return s.VocabularyPower
}

// validWeight returns w if it is a share in (0, 1], else def.
func validWeight(w, def float64) float64 {
	if w > 0 && w <= 1 {
		return w
	}
	return def
}

// cjkShare is the share of CJK characters among the letters of text (0
// when it has none).
func cjkShare(text string) float64 {
	var letters, cjk int
	for _, r := range text {
		switch {
		case terms.IsCJK(r):
			cjk++
			letters++
		case unicode.IsLetter(r):
			letters++
		}
	}
	if letters == 0 {
		return 0
	}
	return float64(cjk) / float64(letters)
}

// lateInteraction returns the effective β of late interaction (0 = off):
// off as well when no model is named for it.
func (s Settings) lateInteraction() float64 {
	if s.LateInteractionModel == "" || s.LateInteraction <= 0 {
		return 0
	}
	if s.LateInteraction > 1 || math.IsNaN(s.LateInteraction) {
		return DefaultSettings().LateInteraction
	}
	return s.LateInteraction
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
