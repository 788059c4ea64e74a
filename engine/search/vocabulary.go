package search

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/engine/terms"
	"inkflow/model"
	"inkflow/storage/keyword"
)

// vocabularyShare returns the share of query's words that the embedding
// model knows whole (model.Vocabulary): each CJK character, and each word
// of other letters that is not an English stop word, as terms.Each splits
// and lower-cases them. It is 1 when the query has no such word or the
// model cannot say.
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
	terms.Each(query, true, func(t string) {
		first, size := utf8.DecodeRuneInString(t)
		switch {
		case terms.IsCJK(first):
			if size < len(t) {
				return // a bigram; its characters come as unigrams
			}
		case len(t) == size, !strings.ContainsFunc(t, unicode.IsLetter), keyword.IsStopWord(t):
			// One letter is a stray piece ("Dorothy's" gives "s"), digits
			// are no word, and stop words are known to every model.
			return
		}
		words++
		if vocab.WholeWord(t) {
			known++
		}
	})
	if words == 0 {
		return 1
	}
	return float64(known) / float64(words)
}

// IsStopWord reports whether word, in lower case, is one of the English
// stop words ("the", "by", "him") that keyword search drops from a query
// unless the query has nothing else, so that a front end marks in a result
// only the query words that made it match.
func IsStopWord(word string) bool { return keyword.IsStopWord(word) }
