package vector

// selectNeighbors is the paper's heuristic (Algorithm 4) without
// extendCandidates. cands must be sorted most similar to the base node
// first. A candidate is taken only if it is more similar to the base than
// to every neighbour already taken; this spreads links across directions
// instead of spending them all inside one tight cluster, which is what
// keeps clustered data navigable. With keepPruned, discarded candidates then
// fill any remaining room, best first, so the node keeps m links.
//
// Insertion and compaction choose a node's own links with keepPruned. The
// shrink of an existing node's overflowing list does not (as in hnswlib):
// it leaves room, so the next back-links are plain appends instead of
// another selection. Measured on 20k clustered 256-dim vectors, that cut
// the distance computations per insert from 2,250 to 838 at equal recall.
// The result is written to *out; *pruned is scratch.
func (h *HNSW) selectNeighbors(cands []cand, m, fill int, out, pruned *[]cand) []cand {
	sel := (*out)[:0]
	if len(cands) <= fill {
		// With keepPruned every candidate ends up selected anyway.
		sel = append(sel, cands...)
		*out = sel
		return sel
	}
	pr := (*pruned)[:0]
	for _, c := range cands {
		if len(sel) >= m {
			break
		}
		cv := h.vec(c.node)
		keep := true
		for _, r := range sel {
			if dot(cv, h.vec(r.node)) > c.sim {
				keep = false
				break
			}
		}
		if keep {
			sel = append(sel, c)
		} else {
			pr = append(pr, c)
		}
	}
	for _, c := range pr {
		if len(sel) >= fill {
			break
		}
		sel = append(sel, c)
	}
	*out, *pruned = sel, pr
	return sel
}

var shrinkFillM = false

func shrinkFill(h *HNSW) int {
	if shrinkFillM {
		return h.m
	}
	return 0
}

var repairOld = false

func repairFill(h *HNSW, old, l int) int {
	if repairOld {
		return max(old, h.m)
	}
	return h.maxLinks(l)
}
