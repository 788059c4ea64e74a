package engine

import "inkflow/storage"

// Owner identifies an indexed text (a chapter, a wiki entry or a
// summary); index events and waits are keyed by it. The front ends name
// it engine.Owner and never import storage (internal/layering checks).
type Owner = storage.Owner

// OwnerKind says what kind of text an Owner is.
type OwnerKind = storage.OwnerKind

// Owner kinds.
const (
	OwnerChapter = storage.OwnerChapter
	OwnerWiki    = storage.OwnerWiki
	OwnerSummary = storage.OwnerSummary
)

// ChapterOwner is the owner of a chapter's text.
func ChapterOwner(id uint64) Owner { return storage.ChapterOwner(id) }

// WikiOwner is the owner of a wiki entry's text.
func WikiOwner(id uint64) Owner { return storage.WikiOwner(id) }
