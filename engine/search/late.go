package search

import (
	"cmp"
	"slices"
	"strings"
)

// LateInteractionOff begins the Response.Fallback reason of a search that
// wanted late interaction and had no token table; the reason follows.
const LateInteractionOff = "word-by-word matching off: "

// lateInteraction re-scores the vector list of a search by late
// interaction, before fusion: each candidate child's score becomes
//
//	(1 − β) · cosine + β · MaxSim(query, child)
//
// with β = search.late-interaction, MaxSim from Deps.Tokens (the token
// table of search.late-interaction-model), and the list is sorted again.
// A sentence vector averages a passage's words away; MaxSim asks, for each
// word of the query, how close the passage's nearest word comes, which
// lifts the passage that holds a paraphrase of every part of the query.
// Measured on the 22 rows of the evaluation (scripts/trainstatic/README.md,
// "Late interaction with the static token vectors"): β 1 with v2's table
// over v1's search raised vector-only parent-child MRR@10 on every row.
//
// Without a table the list stays as it is, and the reason is noted in
// Response.Fallback when the settings asked for one.
func (r *run) lateInteraction(text string, vec []ranked) []ranked {
	beta := r.s.lateInteraction()
	if beta == 0 || len(vec) == 0 {
		return vec
	}
	if r.deps.Tokens == nil {
		if r.deps.TokensMissing != "" {
			// Fallback's reasons are joined with "; ".
			r.note(LateInteractionOff + strings.ReplaceAll(r.deps.TokensMissing, "; ", ", "))
		}
		return vec
	}
	texts := make([]string, len(vec))
	for i, h := range vec {
		// A child the store no longer has scores 0, as an empty text.
		if c := r.rows.children[h.id]; c != nil {
			texts[i] = c.Text
		}
	}
	m := r.deps.Tokens.MaxSim(text, texts)
	if len(m) != len(vec) {
		return vec
	}
	out := slices.Clone(vec)
	for i := range out {
		out[i].score = (1-beta)*out[i].score + beta*m[i]
	}
	slices.SortStableFunc(out, func(a, b ranked) int { return cmp.Compare(b.score, a.score) })
	return out
}
