package search

import (
	"fmt"
	"strings"
)

// ReasonCode names why a search answered with less than it was asked for.
// The codes are part of the --json contract (docs/ARCHITECTURE.md §8):
// stable and the same in every language. Front ends word a Reason from
// its code and parameters in the reader's language; Reason.Text is the
// English the engine has always joined into Response.Fallback.
type ReasonCode string

// The reasons a search falls back. The first five leave the keyword index
// alone to answer (KeywordOnly), the next two the vector index; late
// interaction's leaves the search by meaning without word-by-word
// re-scoring.
const (
	// ReasonNoModel: no embedding model is loaded.
	ReasonNoModel ReasonCode = "no-model"
	// ReasonNoVectorIndex: there is no vector index to search.
	ReasonNoVectorIndex ReasonCode = "no-vector-index"
	// ReasonEmbeddingFailed: the model failed on the query (Reason.Err).
	ReasonEmbeddingFailed ReasonCode = "embedding-failed"
	// ReasonDimsMismatch: the model's vectors have ModelDims numbers, the
	// vector index's IndexDims: the index was built by another model.
	ReasonDimsMismatch ReasonCode = "dims-mismatch"
	// ReasonInvalidVector: the model returned NaN or infinity.
	ReasonInvalidVector ReasonCode = "invalid-vector"
	// ReasonNoKeywordIndex: there is no keyword index to search.
	ReasonNoKeywordIndex ReasonCode = "no-keyword-index"
	// ReasonKeywordFailed: the keyword index failed (Reason.Err).
	ReasonKeywordFailed ReasonCode = "keyword-failed"
	// ReasonLateInteractionOff: the settings ask for late interaction and
	// the token table of Reason.Model is missing or unreadable (why is in
	// Text, and in the engine's log).
	ReasonLateInteractionOff ReasonCode = "late-interaction-off"
)

// Reason is one reason of Response.Fallback, typed: its code and the
// values a front end needs to say it in the reader's language.
type Reason struct {
	Code ReasonCode `json:"code"`
	// Text is the reason in English, e.g. "no embedding model; keyword
	// results only": what Response.Fallback joins with "; ".
	Text string `json:"text"`
	// ModelDims and IndexDims are those of ReasonDimsMismatch.
	ModelDims int `json:"model_dims,omitempty"`
	IndexDims int `json:"index_dims,omitempty"`
	// Model is the late-interaction model of ReasonLateInteractionOff.
	Model string `json:"model,omitempty"`
	// Err is the failure behind ReasonEmbeddingFailed and
	// ReasonKeywordFailed, for a front end's log; Text has its English.
	Err error `json:"-"`
}

// KeywordOnly says the reason left the answer to the keyword index.
func (r Reason) KeywordOnly() bool {
	switch r.Code {
	case ReasonNoModel, ReasonNoVectorIndex, ReasonEmbeddingFailed, ReasonDimsMismatch, ReasonInvalidVector:
		return true
	}
	return false
}

// VectorOnly says the reason left the answer to the vector index.
func (r Reason) VectorOnly() bool {
	return r.Code == ReasonNoKeywordIndex || r.Code == ReasonKeywordFailed
}

// The reasons, built with their English Text.

func noVectorReason(code ReasonCode, why string) Reason {
	return Reason{Code: code, Text: why + "; keyword results only"}
}

func embeddingFailed(err error) Reason {
	return Reason{Code: ReasonEmbeddingFailed, Text: fmt.Sprintf("embedding failed: %v; keyword results only", err), Err: err}
}

func dimsMismatch(model, index int) Reason {
	return Reason{
		Code:      ReasonDimsMismatch,
		Text:      fmt.Sprintf("model gives %d dims, vector index has %d; keyword results only", model, index),
		ModelDims: model, IndexDims: index,
	}
}

func keywordFailed(err error) Reason {
	return Reason{Code: ReasonKeywordFailed, Text: fmt.Sprintf("keyword search failed: %v; vector results only", err), Err: err}
}

func lateInteractionOff(model, why string) Reason {
	// Fallback's reasons are joined with "; ".
	return Reason{Code: ReasonLateInteractionOff, Text: LateInteractionOff + strings.ReplaceAll(why, "; ", ", "), Model: model}
}

// fallbackText joins the reasons' English as Response.Fallback has it.
func fallbackText(rs []Reason) string {
	texts := make([]string, len(rs))
	for i, r := range rs {
		texts[i] = r.Text
	}
	return strings.Join(texts, "; ")
}
