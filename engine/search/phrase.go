package search

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Quoted-phrase ranking.
//
// Reciprocal Rank Fusion rewards agreement: a child that both indexes rank
// somewhere in their top fifty outscores one that a single index ranks
// first (1/(60+18) + 1/(60+4) ≈ 0.028 against 1/61 ≈ 0.016). When an
// author types a phrase of their own text and the vector side misses it,
// that buries the very passage quoted. Measured in the edit→searchable
// benchmark: a 12-character phrase of a freshly written block, ranked
// first by the keyword index (BM25 1.57, the next hit 0.01), stayed out of
// hybrid search's top 10, behind passages that shared only the bigram 长安
// with it.
//
// Literal containment is a ranking of its own (what a phrase query
// answers), so hybrid search fuses it as a third list: the keyword
// candidates whose parent contains the query as typed, in keyword order.
// A passage that quotes the query then has two votes to anyone else's
// two at most, and it wins whenever the keyword index ranks it first.
// Queries that quote nothing get an empty list. (The default fusion is now
// convex, fuse.go, where the vote is worth 1: every quoting passage comes
// before every other; keyword-only search ranks them first too, see
// quotedFirst.) The list is
// drawn from the keyword candidates, so its results report a keyword rank
// (Sources has no field of its own for it).

// quotedFirst is the quoted-phrase ranking of keyword-only search: the
// entries of kw whose parent contains the query get the list's best score
// added to their own, so they come before every other entry, in keyword
// order among themselves. The bonus goes into the BM25 score itself, so
// size normalisation still applies to it by its formula. Measured on the
// English title sets of testdata/eval, whose titles open their chapters
// (Oz, A Princess of Mars), where a passage that holds the title word for
// word lost to shorter ones that held its words apart.
func quotedFirst(r *rows, kw []ranked, query string) []ranked {
	quoted := phraseList(r, kw, query)
	if len(quoted) == 0 {
		return kw
	}
	is := make(map[uint64]bool, len(quoted))
	for _, h := range quoted {
		is[h.id] = true
	}
	bonus := kw[0].score
	out := make([]ranked, 0, len(kw))
	for _, h := range kw {
		if is[h.id] {
			out = append(out, ranked{id: h.id, score: h.score + bonus})
		}
	}
	for _, h := range kw {
		if !is[h.id] {
			out = append(out, h)
		}
	}
	return out
}

// minPhraseRunes is the shortest query that counts as a quotation: a
// single character occurs everywhere.
const minPhraseRunes = 2

// phraseList returns the entries of kw whose parent contains query, in kw's
// order. Case and runs of white space are folded on both sides.
func phraseList(r *rows, kw []ranked, query string) []ranked {
	q := foldPhrase(query)
	if utf8.RuneCountInString(q) < minPhraseRunes {
		return nil
	}
	quotes := make(map[uint64]bool) // parent id → contains the query
	var out []ranked
	for _, h := range kw {
		pid := r.children[h.id].ParentID
		has, seen := quotes[pid]
		if !seen {
			has = strings.Contains(foldPhrase(r.parents[pid].Text), q)
			quotes[pid] = has
		}
		if has {
			out = append(out, h)
		}
	}
	return out
}

// foldPhrase lower-cases s and turns every run of white space into one
// space, trimming both ends, so that a quotation matches across the line
// breaks and indentation of the text it quotes.
func foldPhrase(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, c := range s {
		if unicode.IsSpace(c) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(unicode.ToLower(c))
	}
	return b.String()
}
