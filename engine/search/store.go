package search

import (
	"inkflow/model"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// Kinds of owners, as they appear in results and in the keyword index.
const (
	KindChapter = keyword.KindChapter
	KindWiki    = keyword.KindWiki
	KindSummary = keyword.KindSummary
)

// Child is a small indexed passage of a parent, as search needs it.
type Child struct {
	ID       uint64
	ParentID uint64
	// Order is the 0-based position of the child in its parent.
	Order int
	// Start and End are rune offsets of the child in its parent's text.
	Start, End int
	Text       string
	// Vector is the child's embedding. Only Store.ChapterChildren must set
	// it (deep search scores a chapter's children against the query); it
	// may be nil elsewhere.
	Vector []float32
}

// Parent is a logical story passage together with what a result shows
// about its owner (the chapter, wiki entry or summary it belongs to).
type Parent struct {
	ID        uint64
	ProjectID uint64
	// Project is the project's name.
	Project string
	// Kind is KindChapter, KindWiki or KindSummary.
	Kind string
	// OwnerID is the id of the chapter, wiki entry or summary. Ids are
	// unique per kind only, so (Kind, OwnerID) names an owner.
	OwnerID uint64
	// OwnerTitle is the chapter title, the wiki entry's title, or for a
	// summary the title of the chapter it summarises.
	OwnerTitle string
	// ChapterIndex is the chapter's index in book order (0 = front matter);
	// for a summary, the index of the chapter it summarises; -1 for wiki
	// entries.
	ChapterIndex int
	// BlockIndex is the position, within the owner, of the first StoryBlock
	// the parent covers. Parents cut from one long block share it; OwnerStart
	// orders them.
	BlockIndex int
	// OwnerStart is the rune offset of the parent in the owner's text, so
	// the editor can open the owner at the match.
	OwnerStart int
	Text       string
	// WikiType and Aliases describe a wiki entry (empty otherwise).
	WikiType string
	Aliases  []string
	// SummaryOf is, for a summary, the id of the chapter it summarises.
	SummaryOf uint64
}

// Store is the read access search needs to the source of truth. Ids that
// do not exist (an index entry that is momentarily stale) are simply absent
// from the returned maps; only real failures are errors.
//
// Implementations must be safe for concurrent use.
type Store interface {
	// Children returns the children with the given ids, Vector optional.
	Children(ids []uint64) (map[uint64]Child, error)
	// Parents returns the parents with the given ids.
	Parents(ids []uint64) (map[uint64]Parent, error)
	// ChapterChildren returns every child of every parent of the chapter,
	// with Vector set when one is stored. Deep search uses it to find the
	// passages of a chapter that a matching summary stands for.
	ChapterChildren(chapterID uint64) ([]Child, error)
}

// Span is a half-open range of rune offsets.
type Span struct {
	Start, End int
}

// Piece is the part of a keyword passage that lies in one parent.
type Piece struct {
	// ParentID is the parent the piece lies in; ChildID is the child of
	// that parent the piece overlaps most.
	ParentID, ChildID uint64
	// Start and End are rune offsets of the piece in the parent's text.
	Start, End int
	// Text is the piece's text.
	Text string
}

// PassageStore is a Store that can also say where each child's keyword
// document lies. The keyword index scores ~300-rune passages cut over an
// owner's whole text and files each under the child it overlaps most
// (package passage), so a passage can reach into the parents before and
// after its child's, and the words a keyword hit matched can stand in a
// neighbouring parent. Search asks for the pieces of the keyword-led
// results whose parent holds fewer of the query's terms than their keyword
// document does (placeKeywordHits), to return the parent that holds them.
// A Store without it (an in-memory test store, which has no owner text)
// leaves those results on their own parent.
type PassageStore interface {
	Store
	// KeywordPieces returns, for each existing child, the passages its
	// keyword document holds, each cut at the bounds of the parents it
	// crosses, in text order.
	KeywordPieces(childIDs []uint64) (map[uint64][]Piece, error)
}

// KeywordIndex is the keyword side of hybrid search; *keyword.Index
// implements it.
type KeywordIndex interface {
	Search(q keyword.Query) ([]keyword.Hit, error)
}

// Deps are the collaborators of a search. Store is required. A nil
// Embedder or Vectors makes every search keyword-only (with
// Response.Fallback set); a nil Keywords makes hybrid searches vector-only.
// A nil Tokens searches without late interaction (late.go).
// Do not store a typed nil pointer in an interface field: it is not nil.
type Deps struct {
	Store    Store
	Vectors  vector.Index
	Keywords KeywordIndex
	Embedder model.Embedder
	// Tokens re-scores the vector candidates of Search token by token
	// when search.late-interaction is on.
	Tokens TokenScorer
	// TokensMissing says why Tokens is nil although the settings ask for
	// late interaction (its model is not installed or unreadable);
	// Search reports it in Response.Fallback.
	TokensMissing string
}

// TokenScorer matches a query's tokens with passages' tokens for late
// interaction: model.TokenTable, which the engine loads. Matches returns,
// for each query token the scorer knows, its weight and its best match
// (in [0, 1]) in each passage; no weights when nothing of the query can be
// scored (no token the table knows). How the tokens are weighed into one
// score per passage is search's (late.go, discriminatingWeights).
type TokenScorer interface {
	Matches(query string, passages []string) model.TokenMatches
}

// NewDeps assembles Deps, turning a nil *keyword.Index into a nil
// Keywords (a typed nil stored in the interface would not compare equal to
// nil and would be searched).
func NewDeps(store Store, emb model.Embedder, vectors vector.Index, keywords *keyword.Index) Deps {
	d := Deps{Store: store, Vectors: vectors, Embedder: emb}
	if keywords != nil {
		d.Keywords = keywords
	}
	return d
}
