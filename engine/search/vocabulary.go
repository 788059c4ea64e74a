package search

import (
	"strings"
	"unicode"

	"inkflow/engine/terms"
	"inkflow/model"
	"inkflow/storage/keyword"
)

// vocabularyShare returns the share of query's words that the embedding
// model knows whole (model.Vocabulary): each CJK character, and each run
// of other letters, lower-cased, that is not an English stop word. It is
// 1 when the query has no such word or the model cannot say.
//
// Why: a sentence vector is a mean over the model's tokens, so a word the
// model never saw — a character's name, a place, a rare noun — reaches it
// only as sub-word pieces that mean little, while the keyword index
// matches it exactly. Those are the queries where fusion used to lose to
// keyword-only search (with model v1, whose English vocabulary came from
// one novel: "Sab Than is to marry Dejah Thoris", a quarter of its words
// known, keyword rank 1, hybrid 2). Fusion weighs the vector list by the
// square of this share (search.vocabulary-power, settings.go).
func vocabularyShare(emb model.Embedder, query string) float64 {
	vocab, ok := model.Find[model.Vocabulary](emb)
	if !ok {
		return 1
	}
	var words, known int
	count := func(w string) {
		words++
		if vocab.WholeWord(w) {
			known++
		}
	}
	start := -1 // byte offset of the current run of letters, or -1
	endRun := func(end int) {
		if start >= 0 {
			// One letter is a stray piece ("Dorothy's" gives "s"), not a word.
			if w := strings.ToLower(query[start:end]); len(w) > 1 && !keyword.IsStopWord(w) {
				count(w)
			}
			start = -1
		}
	}
	for i, r := range query {
		switch {
		case terms.IsCJK(r):
			endRun(i)
			count(string(r))
		case unicode.IsLetter(r) || unicode.Is(unicode.Mn, r):
			if start < 0 {
				start = i
			}
		default:
			endRun(i)
		}
	}
	endRun(len(query))
	if words == 0 {
		return 1
	}
	return float64(known) / float64(words)
}
