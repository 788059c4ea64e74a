package search

import "slices"

// chapterEvidenceShare is γ of addChapterEvidence: the share of its
// chapter's best other passage a chapter passage of a late-interaction
// list gains in vector-only search.
//
// Measured on the story-first scenes (engine/wikirank_test.go, dev books,
// a gate, not a tuning set) and with scripts/latefit on two training
// books; the evaluation's proxies judged the β it is shipped with
// (scripts/trainstatic/README.md, "Chapter evidence"). At 0.5 a chapter
// passage rose above the profile asked about ("Henry Clerval"); 0.3 keeps
// it.
const chapterEvidenceShare = 0.3

// addChapterEvidence adds to each chapter passage's size-normalised score
// in the vector list of a vector-only search re-scored by late interaction
// (scores, in list order)
// γ = chapterEvidenceShare times the best score among the other parents
// of the same chapter in the list (0 when it has none, or a negative
// one). It is document-level evidence, as IR aggregates passage scores
// into a document's: a scene told over several passages of a chapter
// brings several of them into the candidate list, while a passage that
// only echoes the scene elsewhere (Chapter 22's "Alas! My father…",
// naming Justine, William and the murder) stands alone in its chapter.
//
// Why late interaction needs it and cosine does not: MaxSim counts how
// many of the query's words a passage holds a near match for, which an
// echo that names the scene's people does as well as the scene, and the
// size correction MaxSim needs for P11 ((avg/size)^lateSizeExponent)
// then lifts a one-child echo over the scene's three-child parent.
// Evidence from the chapter does not favour long parents (each parent
// counts once, by its best child, whatever its length: latefit returns
// parents of 1.03× and 1.02× the mean at β 1 on 蜃楼志 and Oz, against
// 1.03× and 1.01× without it), and it leaves the order within a chapter
// nearly as it was.
//
// Vector-only search only (normalizedList's evidence): in hybrid search
// the keyword list already brings the scene's passages, and chapter
// evidence in the vector list lowered hybrid MRR@10 on the four training
// proxies (13.666 → 13.596 at β 0.7, 13.617 → 13.599 at β 1) while it
// raised vector-only search on Frankenstein's paraphrases, the one row
// late interaction had lowered (0.274 → 0.338 at β 0.7, 0.293 → 0.312
// at β 1).
//
// Wiki entries and summaries neither give nor take evidence: a profile
// is asked about by name (story first keeps it on top then), and a
// summary already stands for its whole chapter.
func addChapterEvidence(r *rows, list []ranked, scores []float64) {
	best := make(map[uint64]float64)     // parent id → best score in the list
	parents := make(map[uint64][]uint64) // chapter id → its parents in the list
	for i, h := range list {
		p := r.parents[r.children[h.id].ParentID]
		if p.Kind != KindChapter {
			continue
		}
		if s, ok := best[p.ID]; !ok {
			best[p.ID] = scores[i]
			parents[p.OwnerID] = append(parents[p.OwnerID], p.ID)
		} else {
			best[p.ID] = max(s, scores[i])
		}
	}
	gain := make([]float64, len(list))
	for i, h := range list {
		p := r.parents[r.children[h.id].ParentID]
		if p.Kind != KindChapter {
			continue
		}
		var other float64
		for _, q := range parents[p.OwnerID] {
			if q != p.ID {
				other = max(other, best[q])
			}
		}
		gain[i] = chapterEvidenceShare * other
	}
	for i := range scores {
		scores[i] += gain[i]
	}
}

// lateList says whether a vector list was re-scored by late interaction.
func lateList(list []ranked) bool {
	return slices.ContainsFunc(list, func(h ranked) bool { return h.late != 0 })
}
