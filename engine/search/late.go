package search

import (
	"cmp"
	"slices"

	"inkflow/model"
)

// LateInteractionOff begins the Response.Fallback reason of a search that
// wanted late interaction and had no token table; the reason follows.
const LateInteractionOff = "word-by-word matching off: "

// lateInteraction re-scores the vector list of a search by late
// interaction, before fusion: each candidate child's score becomes
//
//	(1 − β) · cosine + β · MaxSim(query, child)
//
// with β = search.late-interaction, the query tokens' matches from
// Deps.Tokens (the token table of search.late-interaction-model) weighed
// by discriminatingWeights, and the list is sorted again.
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
	summary := make([]bool, len(vec))
	for i, h := range vec {
		// A child the store no longer has scores 0, as an empty text.
		if c := r.rows.children[h.id]; c != nil {
			texts[i] = c.Text
			if p := r.rows.parents[c.ParentID]; p != nil && p.Kind == KindSummary {
				summary[i] = true
			}
		}
	}
	matches := r.deps.Tokens.Matches(text, texts)
	if len(matches.Weights) == 0 || len(matches.Best) != len(vec) {
		return vec
	}
	m := matches.MaxSim(discriminatingWeights(matches, summary))
	out := slices.Clone(vec)
	var cosines, sims []float64 // of the story's candidates
	for i, h := range out {
		if !summary[i] {
			cosines, sims = append(cosines, h.score), append(sims, m[i])
		}
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

// discriminatingWeights weighs each query token for MaxSim by how much it
// tells the candidates apart: its SIF weight times 1 − its mean best
// match over the candidates (summaries, flagged in skip, left out: their
// words come from all over a chapter and they are re-scored otherwise,
// summaryMaxSim). A token every candidate matches well — the name a
// scene and all its echoes share, which is why they are candidates —
// says little about which of them tells the scene, yet weighed by SIF
// alone it counts as much as the words they differ on. It is an inverse
// document frequency taken from the candidate list, soft (a best match
// is a cosine, not a count) and with nothing to tune. When every token is
// matched fully by every candidate no token tells them apart and the SIF
// weights stay.
//
// Measured at β 1 (scripts/trainstatic/README.md, "Token weights by the
// candidate list"): vector-only Σ18 10.091 → 10.247, hybrid 13.752 →
// 13.807, better than the candidates' standard deviation as the weight.
// It does not make story first hold with late interaction on: in both
// failing cases the passage that tells the scene has the best MaxSim with
// SIF weights as with these, and the size correction of the MaxSim term
// (lateSizeExponent) then lifts a shorter echo above it.
func discriminatingWeights(m model.TokenMatches, skip []bool) []float64 {
	w := make([]float64, len(m.Weights))
	var n int
	for p, best := range m.Best {
		if skip[p] {
			continue
		}
		n++
		for i, x := range best {
			w[i] += x
		}
	}
	if n == 0 {
		return m.Weights
	}
	var sum float64
	for i := range w {
		w[i] = m.Weights[i] * max(0, 1-w[i]/float64(n))
		sum += w[i]
	}
	if sum <= 0 {
		return m.Weights
	}
	return w
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
