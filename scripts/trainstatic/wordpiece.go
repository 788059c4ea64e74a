package main

import (
	"cmp"
	"slices"
	"strings"
)

// Sub-piece selection. Whole words below the frequency cut (and, at run
// time, words the corpus never had) are segmented by WordPiece's greedy
// longest-match. With only single letters they would fall apart into
// letters whose vectors say little, so frequent word beginnings ("un",
// "misunder") and continuations ("##ing", "##ness") are added. Candidates
// come from the below-cut words; the set is then pruned by actual use under
// greedy segmentation until it is stable, because a candidate that looks
// frequent as a substring may never win the longest match.

// maxPieceRunes bounds candidate pieces: longer ones rarely recur.
const maxPieceRunes = 8

// pieceRounds bounds the prune-and-recount loop; it converges in two or
// three rounds on real text.
const pieceRounds = 5

// segment splits word (runes) by greedy longest match against vocab, the
// WordPiece algorithm. ok is false when some position matches nothing, in
// which case WordPiece emits [UNK] for the whole word.
func segment(word []rune, vocab map[string]bool) (pieces []string, ok bool) {
	for start := 0; start < len(word); {
		end := len(word)
		var piece string
		for ; end > start; end-- {
			p := string(word[start:end])
			if start > 0 {
				p = wordPiecePrefix + p
			}
			if vocab[p] {
				piece = p
				break
			}
		}
		if piece == "" {
			return nil, false
		}
		pieces = append(pieces, piece)
		start = end
	}
	return pieces, true
}

// pieceCandidates scores every prefix and continuation substring of the
// rare words by the number of word occurrences it appears in.
func pieceCandidates(rare map[string]int64, base map[string]bool) map[string]int64 {
	cand := map[string]int64{}
	for w, n := range rare {
		rs := []rune(w)
		for k := 2; k < len(rs) && k <= maxPieceRunes; k++ {
			if p := string(rs[:k]); !base[p] {
				cand[p] += n
			}
		}
		for i := 1; i < len(rs); i++ {
			for j := i + 2; j <= len(rs) && j-i <= maxPieceRunes; j++ {
				if p := wordPiecePrefix + string(rs[i:j]); !base[p] {
					cand[p] += n
				}
			}
		}
	}
	return cand
}

// selectPieces returns up to maxPieces sub-pieces, each used at least
// minUse times (counting word frequency) when the rare words are segmented
// against base plus the chosen pieces, ordered by use, most used first.
// base must already hold every single character of the rare words
// (as "c" and "##c"), so segmentation cannot fail.
func selectPieces(rare map[string]int64, base map[string]bool, maxPieces int, minUse int64) ([]string, map[string]int64) {
	if maxPieces == 0 || len(rare) == 0 {
		return nil, nil
	}
	type scored struct {
		piece string
		n     int64
	}
	rank := func(m map[string]int64, min int64) []scored {
		var s []scored
		for p, n := range m {
			if n >= min {
				s = append(s, scored{p, n})
			}
		}
		slices.SortFunc(s, func(a, b scored) int {
			if c := cmp.Compare(b.n, a.n); c != 0 {
				return c
			}
			return strings.Compare(a.piece, b.piece)
		})
		return s
	}
	// Start from the most frequent substrings, with headroom for pruning.
	ranked := rank(pieceCandidates(rare, base), minUse)
	if len(ranked) > 2*maxPieces {
		ranked = ranked[:2*maxPieces]
	}
	chosen := make([]string, len(ranked))
	for i, s := range ranked {
		chosen[i] = s.piece
	}
	words := make([]string, 0, len(rare))
	for w := range rare {
		words = append(words, w)
	}
	slices.Sort(words)

	var use map[string]int64
	for round := 0; round < pieceRounds; round++ {
		vocab := make(map[string]bool, len(base)+len(chosen))
		for p := range base {
			vocab[p] = true
		}
		for _, p := range chosen {
			vocab[p] = true
		}
		use = map[string]int64{}
		for _, w := range words {
			pieces, ok := segment([]rune(w), vocab)
			if !ok {
				continue
			}
			for _, p := range pieces {
				if !base[p] {
					use[p] += rare[w]
				}
			}
		}
		kept := rank(use, minUse)
		if len(kept) > maxPieces {
			kept = kept[:maxPieces]
		}
		next := make([]string, len(kept))
		for i, s := range kept {
			next[i] = s.piece
		}
		if slices.Equal(next, chosen) {
			break
		}
		chosen = next
	}
	return chosen, use
}
