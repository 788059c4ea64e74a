package search

import (
	"cmp"
	"slices"
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
// The β · MaxSim part is kept apart (ranked.late) because size
// normalisation corrects it with an exponent of its own
// (lateSizeExponent). A summary's child takes summaryMaxSim instead of
// its own MaxSim.
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
			r.note(lateInteractionOff(r.s.LateInteractionModel, r.deps.TokensMissing))
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
	summary := make([]bool, len(out))
	var cosines, sims []float64 // of the story's candidates
	for i, h := range out {
		if c := r.rows.children[h.id]; c != nil {
			if p := r.rows.parents[c.ParentID]; p != nil && p.Kind == KindSummary {
				summary[i] = true
				continue
			}
		}
		cosines, sims = append(cosines, h.score), append(sims, m[i])
	}
	slices.SortFunc(cosines, func(a, b float64) int { return cmp.Compare(b, a) })
	slices.SortFunc(sims, func(a, b float64) int { return cmp.Compare(b, a) })
	for i := range out {
		late := m[i]
		if summary[i] {
			late = summaryMaxSim(out[i].score, cosines, sims)
		}
		out[i].late = beta * late
		out[i].score = (1-beta)*out[i].score + out[i].late
	}
	slices.SortStableFunc(out, func(a, b ranked) int { return cmp.Compare(b.score, a.score) })
	return out
}

// summaryMaxSim is the MaxSim term a summary's child is given: the MaxSim
// of the story passage at the rank its cosine holds among the story
// passages' cosines (cosines and sims sorted best first). A chapter's
// extractive summary packs sentences from all over its chapter, so it
// holds a word for almost every query token and its own MaxSim lifts it
// above the passage that tells the scene asked about (story first:
// 药's summary before 药's passages for 老栓半夜去刑场买人血馒头). Kept
// at its cosine, it would be on the wrong scale (MaxSim runs higher than
// cosine) and fall below passages it matches better. So it keeps the
// place its meaning gives it, on MaxSim's scale. With no story passage
// in the list it keeps its cosine.
func summaryMaxSim(cos float64, cosines, sims []float64) float64 {
	if len(sims) == 0 {
		return cos
	}
	k, _ := slices.BinarySearchFunc(cosines, cos, func(x, c float64) int { return cmp.Compare(c, x) })
	return sims[min(k, len(sims)-1)]
}
