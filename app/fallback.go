package app

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine/search"
)

// fallbackNotes says, in the interface language, why a search or a
// related lookup answered with less than it was asked for: a sentence for
// the reasons that left keyword results only, one for those that left
// semantic results only, one for word-by-word matching that is off. The
// engine reports its reasons typed (search.Reason); their English Text,
// which the window used to show as it was, goes to the log with the
// error behind it, once per session.
func (u *UI) fallbackNotes(reasons []search.Reason) []string {
	var keywordWhy, vectorWhy, notes []string
	for _, r := range reasons {
		u.logFallback(r)
		switch r.Code {
		case search.ReasonNoModel:
			keywordWhy = append(keywordWhy, lang.L("no embedding model is loaded"))
		case search.ReasonNoVectorIndex:
			keywordWhy = append(keywordWhy, lang.L("its index is not loaded"))
		case search.ReasonEmbeddingFailed:
			keywordWhy = append(keywordWhy, lang.L("the model failed on this query"))
		case search.ReasonDimsMismatch:
			keywordWhy = append(keywordWhy, lang.L("the index was built with another model: rebuild it with Index › Rebuild Project Index…"))
		case search.ReasonInvalidVector:
			keywordWhy = append(keywordWhy, lang.L("the model returned an invalid result"))
		case search.ReasonNoKeywordIndex:
			vectorWhy = append(vectorWhy, lang.L("the keyword index is not loaded"))
		case search.ReasonKeywordFailed:
			vectorWhy = append(vectorWhy, lang.L("the keyword index could not be read"))
		case search.ReasonLateInteractionOff:
			notes = append(notes, tr("Word-by-word matching is off: its model “{{.V}}” is not installed or cannot be read (Settings › Search).", r.Model))
		}
	}
	if len(keywordWhy) > 0 {
		notes = append([]string{tr("Semantic search is unavailable for now ({{.V}}); results come from keyword search only.", strings.Join(keywordWhy, lang.L(", ")))}, notes...)
	}
	if len(vectorWhy) > 0 {
		notes = append(notes, tr("Keyword search is unavailable for now ({{.V}}); results come from semantic search only.", strings.Join(vectorWhy, lang.L(", "))))
	}
	return notes
}

// logFallback writes a fallback reason's English, with the error behind
// it, to the log the first time it comes: a search runs at every pause in
// typing, and a model that fails fails each time.
func (u *UI) logFallback(r search.Reason) {
	if u.fallbacksLogged == nil {
		u.fallbacksLogged = map[string]bool{}
	}
	if u.fallbacksLogged[r.Text] {
		return
	}
	u.fallbacksLogged[r.Text] = true
	u.log.Warn("search fell back", "code", r.Code, "reason", r.Text, "err", r.Err)
}
