package search

import (
	"context"
	"time"
	"unicode/utf8"
)

// RelatedRequest asks for passages related to a paragraph the author is
// working on.
type RelatedRequest struct {
	Project uint64
	// Text is the paragraph.
	Text string
	// OwnerKind, OwnerID, Start and End locate the paragraph (rune span
	// in the owner's text) when it is stored; parents overlapping that
	// span, or within relatedNearby characters of it, are left out. End
	// <= Start means no span.
	OwnerKind  string
	OwnerID    uint64
	Start, End int
	// ExcludeParents are left out too, e.g. the parents the UI knows the
	// paragraph belongs to.
	ExcludeParents []uint64
	// K is the number of results; <= 0 means Settings.DefaultTopK.
	K int
	// Kinds restricts results to these owner kinds; empty means all.
	Kinds []string
	// Hybrid overrides Settings.Hybrid when set.
	Hybrid *bool
}

// relatedNearby is how far around the paragraph, in characters, its own
// chapter's passages are left out of Related: about a screen of text,
// which the author sees beside the panel already. The paragraphs next to
// the one being written share its scene and its names, so without this
// they filled the top of the list (seen in the real window, 2026-11-28).
const relatedNearby = 1500

// Related returns the parents of the project that relate to a paragraph,
// excluding the paragraph itself: a parent-child search whose query is the
// paragraph. The paragraph is embedded as a passage, not as a query,
// because it is compared with passages like itself; the keyword side
// searches its words.
func Related(ctx context.Context, deps Deps, req RelatedRequest, s Settings) (Response, error) {
	start := time.Now()
	resp := Response{Query: req.Text, Results: []Result{}}
	kinds, text, err := begin(deps, "related", req.Kinds, req.Text)
	if err != nil {
		return resp, err
	}
	if text == "" {
		resp.TookMS = since(start)
		return resp, nil
	}
	excluded := make(map[uint64]bool, len(req.ExcludeParents))
	for _, id := range req.ExcludeParents {
		excluded[id] = true
	}
	sc := scope{project: req.Project, kinds: kinds, exclude: func(p *Parent) bool {
		if excluded[p.ID] {
			return true
		}
		// The summary of the paragraph's own chapter says what the
		// author is writing, not where else the book echoes it; it topped
		// the list of a short chapter.
		if p.Kind == KindSummary && req.OwnerKind == KindChapter && p.SummaryOf == req.OwnerID && req.OwnerID != 0 {
			return true
		}
		if req.End <= req.Start || p.Kind != req.OwnerKind || p.OwnerID != req.OwnerID {
			return false
		}
		pEnd := p.OwnerStart + utf8.RuneCountInString(p.Text)
		return p.OwnerStart < req.End+relatedNearby && req.Start-relatedNearby < pEnd
	}}
	r := &run{deps: deps, s: s, rows: newRows(deps.Store), dropEchoes: true}
	qv, err := r.queryVector(ctx, text, true)
	if err != nil {
		return resp, err
	}
	cands, err := r.rank(ctx, qv, text, sc, countOr(req.K, s.topK()), false, true, s.hybrid(req.Hybrid))
	if err != nil {
		return resp, err
	}
	for i, c := range cands {
		res := parentResult(c, s.window())
		res.Rank = i + 1
		resp.Results = append(resp.Results, res)
	}
	resp.Fallback, resp.Reasons = fallbackText(r.fallback), r.fallback
	resp.TookMS = since(start)
	return resp, nil
}
