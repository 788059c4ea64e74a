package search

import (
	"errors"
	"fmt"
)

// Mode selects what a search returns and which indexes it asks.
type Mode string

// Search modes (the --mode flag of `inkflow search`).
const (
	// ModeParentChild matches children and returns their parents, each at
	// most once, cut to a context window around the match.
	ModeParentChild Mode = "parent-child"
	// ModeDirect returns the matched children themselves: the baseline the
	// product keeps switchable. Several children of one parent may appear
	// and scores are not size-normalised.
	ModeDirect Mode = "direct"
	// ModeKeyword is parent-child search over the keyword index alone.
	ModeKeyword Mode = "keyword"
)

// Defaults of a cross-project search, which lists DefaultCrossOwnK +
// DefaultCrossOtherK results ranked together over every project (see
// Search).
const (
	DefaultCrossOwnK   = 15
	DefaultCrossOtherK = 5
	// DefaultDeepK is how many passages of a summarised chapter deep
	// search attaches to a summary hit.
	DefaultDeepK = 3
)

// ErrInvalidRequest is wrapped by errors about a request that cannot be
// run (an unknown mode or kind): a usage error rather than a failure.
var ErrInvalidRequest = errors.New("invalid search request")

// Request is one search.
type Request struct {
	Query string
	// Project is the project searched.
	Project uint64
	// CrossProject searches every project, Project included, as one
	// ranking by score: the best matches wherever they are, each result
	// naming its project. It lists K + OtherK results.
	CrossProject bool
	// K is the number of results; <= 0 means Settings.DefaultTopK, or
	// DefaultCrossOwnK when CrossProject is set. Capped at MaxK.
	K int
	// OtherK is, when CrossProject is set, how many results a
	// cross-project search lists beyond K; <= 0 means
	// DefaultCrossOtherK. (It was once the size of a separate layer of
	// other projects' results; the name stays for the callers.)
	OtherK int
	// Mode is the search mode; "" follows Settings.UseParentChild.
	Mode Mode
	// Hybrid overrides Settings.Hybrid when set. It has no effect in
	// ModeKeyword.
	Hybrid *bool
	// Deep expands summary hits with the best matching passages of the
	// chapter they summarise (Result.Expanded).
	Deep bool
	// DeepK is the number of passages attached per summary; <= 0 means
	// DefaultDeepK.
	DeepK int
	// Kinds restricts results to these owner kinds; empty means all.
	Kinds []string
}

// plan is a request with every default resolved.
type plan struct {
	mode      Mode
	useVector bool
	useKW     bool
	ownK      int
	otherK    int // 0 unless cross-project: results beyond ownK
	deepK     int // 0 unless deep
	kinds     map[string]bool
}

// resolve applies settings and defaults to r and validates it.
func (r Request) resolve(s Settings) (plan, error) {
	p := plan{mode: r.Mode}
	if p.mode == "" {
		p.mode = ModeDirect
		if s.UseParentChild {
			p.mode = ModeParentChild
		}
	}
	switch p.mode {
	case ModeParentChild, ModeDirect:
		p.useVector, p.useKW = true, s.hybrid(r.Hybrid)
	case ModeKeyword:
		p.useKW = true
	default:
		return plan{}, fmt.Errorf("search: mode %q (want %s, %s or %s): %w",
			r.Mode, ModeParentChild, ModeDirect, ModeKeyword, ErrInvalidRequest)
	}
	ownDefault := s.topK()
	if r.CrossProject {
		ownDefault = DefaultCrossOwnK
	}
	p.ownK = countOr(r.K, ownDefault)
	if r.CrossProject {
		p.otherK = countOr(r.OtherK, DefaultCrossOtherK)
	}
	if r.Deep {
		p.deepK = countOr(r.DeepK, DefaultDeepK)
	}
	kinds, err := kindSet(r.Kinds)
	if err != nil {
		return plan{}, err
	}
	p.kinds = kinds
	return p, nil
}

// countOr is a requested number of results: k, or def when k <= 0, at
// most MaxK.
func countOr(k, def int) int {
	if k <= 0 {
		k = def
	}
	return min(k, MaxK)
}

// hybrid is whether to fuse the keyword side: Settings.Hybrid unless the
// request overrides it.
func (s Settings) hybrid(override *bool) bool {
	if override != nil {
		return *override
	}
	return s.Hybrid
}

// kindSet validates kinds and returns them as a set (nil for "all").
func kindSet(kinds []string) (map[string]bool, error) {
	if len(kinds) == 0 {
		return nil, nil
	}
	set := make(map[string]bool, len(kinds))
	for _, k := range kinds {
		switch k {
		case KindChapter, KindWiki, KindSummary:
			set[k] = true
		default:
			return nil, fmt.Errorf("search: kind %q (want %s, %s or %s): %w",
				k, KindChapter, KindWiki, KindSummary, ErrInvalidRequest)
		}
	}
	return set, nil
}

// kindList returns the kinds of a set in a stable order, for the keyword
// index's filter.
func kindList(set map[string]bool) []string {
	if set == nil {
		return nil
	}
	var out []string
	for _, k := range []string{KindChapter, KindWiki, KindSummary} {
		if set[k] {
			out = append(out, k)
		}
	}
	return out
}
