package search

import (
	"cmp"
	"context"
	"fmt"
	"slices"
)

// expand attaches to every summary result the k passages of the summarised
// chapter that match the query best (deep search). A summary says what
// happens in a chapter in few words, so it often matches a query the
// chapter's own wording does not; expansion leads from it to the passages
// themselves.
//
// A passage already listed as a result of its own (by parent: the same
// story block, however its window was cut) is not attached again: the
// author would read it twice, once as a hit and once under the summary.
// The next best passages of the chapter take its place, so a summary still
// leads to up to k passages the list does not show yet.
//
// Passages are scored by the cosine between the query vector and each
// child's stored vector (parent score = best child, no size
// normalisation: the candidates are one chapter's parents, which the
// author reads together). Without a query vector, or when the chapter's
// vectors are missing or of other dimensions, the children are scored by
// lexical overlap with the query instead, so a keyword fallback still
// expands.
func (r *run) expand(ctx context.Context, qv []float32, text string, results []Result, k int) error {
	shown := make(map[uint64]bool, len(results))
	for _, res := range results {
		if res.Kind == KindChapter {
			shown[res.ParentID] = true
		}
	}
	for i := range results {
		res := &results[i]
		if res.Kind != KindSummary || res.SummaryOf == 0 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("search: %w", err)
		}
		children, err := r.deps.Store.ChapterChildren(res.SummaryOf)
		if err != nil {
			return fmt.Errorf("search: deep: children of chapter %d: %w", res.SummaryOf, err)
		}
		cands, err := r.chapterCands(qv, text, children)
		if err != nil {
			return err
		}
		for _, c := range cands {
			if len(res.Expanded) == k {
				break
			}
			if shown[c.parent.ID] {
				continue
			}
			shown[c.parent.ID] = true
			e := parentResult(c, r.s.window())
			e.Rank = len(res.Expanded) + 1
			res.Expanded = append(res.Expanded, e)
		}
	}
	return nil
}

// chapterCands scores a chapter's children against the query and returns
// the best child of each parent, best first.
func (r *run) chapterCands(qv []float32, text string, children []Child) ([]*cand, error) {
	if len(children) == 0 {
		return nil, nil
	}
	parentIDs := make([]uint64, len(children))
	useVec := qv != nil
	for i, ch := range children {
		parentIDs[i] = ch.ParentID
		if len(ch.Vector) != len(qv) {
			useVec = false
		}
	}
	if err := r.rows.loadParents(parentIDs); err != nil {
		return nil, err
	}
	var q lexicalQuery
	if !useVec {
		q = newLexicalQuery(text)
	}
	best := make(map[uint64]*cand)
	for i := range children {
		ch := &children[i]
		p := r.rows.parents[ch.ParentID]
		if p == nil {
			continue // stale row: the chapter is being re-indexed
		}
		var s float64
		if useVec {
			s = dot(qv, ch.Vector)
		} else {
			s = q.overlap(ch.Text)
		}
		if b := best[p.ID]; b == nil || s > b.raw || (s == b.raw && ch.Order < b.child.Order) {
			best[p.ID] = &cand{child: ch, parent: p, raw: s, score: s}
		}
	}
	out := make([]*cand, 0, len(best))
	for _, c := range best {
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b *cand) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		if c := cmp.Compare(a.parent.OwnerStart, b.parent.OwnerStart); c != 0 {
			return c
		}
		return cmp.Compare(a.parent.ID, b.parent.ID)
	})
	return out, nil
}

// dot is the dot product of two vectors of equal length, accumulated in
// float64.
func dot(a, b []float32) float64 {
	var s float64
	for i := range a {
		s += float64(a[i]) * float64(b[i])
	}
	return s
}
