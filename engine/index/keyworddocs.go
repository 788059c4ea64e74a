package index

import (
	"cmp"
	"fmt"
	"slices"

	"inkflow/engine/emphasis"
	"inkflow/engine/passage"
	"inkflow/storage"
	"inkflow/storage/keyword"
)

// ownerChild is a child with its span in its owner's whole text.
type ownerChild struct {
	id   uint64
	span passage.Span
}

// keywordDocs returns the keyword documents of every child of an owner.
// A child's document holds the passages of the owner's text that it
// overlaps most (package passage), not the child's own text: keyword
// search scores the textbook's ~300-rune passages and answers with the
// child each one is filed under. Each passage is filed once, so the
// documents of an owner hold its text once; a child that holds no passage
// gets an empty document, so that the index still has one document per
// child (reconciliation and verification count on that).
//
// Passages are cut over the whole text, so an edit anywhere moves the cuts
// after it: an owner's documents are always rewritten together. A
// document's text is its passages without their emphasis markers
// (emphasis.Plain).
//
// title, a chapter's title ("" for other owners), goes on its own line
// before the text of the first child's document (the chapter's opening,
// the child search's title lookup answers with): the importer takes a
// chapter's title line out of its text, and with it the title's words
// from the keyword index, where the title had always counted as evidence
// for the passage it opened. Only the index reads it: no text shown, no
// chunk and no vector holds the title. Measured in testdata/eval/README.md.
func keywordDocs(projectID uint64, kind, title, text string, children []ownerChild) []keyword.Doc {
	slices.SortFunc(children, func(a, b ownerChild) int { return cmp.Compare(a.span.Start, b.span.Start) })
	spans := make([]passage.Span, len(children))
	for i, c := range children {
		spans[i] = c.span
	}
	texts := passage.Assign(text, spans)
	docs := make([]keyword.Doc, len(children))
	for i, c := range children {
		// The index reads the text as a reader does, without the
		// author's emphasis markers: 他**非常**生气 is indexed as
		// 他非常生气, its pairs 他非 and 常生 kept (bleve pairs only
		// characters that touch).
		docs[i] = keyword.Doc{ID: c.id, Project: projectID, Kind: kind, Text: emphasis.Plain(texts[i])}
	}
	if title != "" && len(docs) > 0 {
		docs[0].Text = title + "\n" + docs[0].Text
	}
	return docs
}

// ownerTitle is the title keywordDocs puts into an owner's first
// document: a chapter's title, nothing for a wiki entry or summary.
func ownerTitle(tx *storage.Tx, o storage.Owner) (string, error) {
	if o.Kind != storage.OwnerChapter {
		return "", nil
	}
	c, err := tx.Chapter(o.ID)
	if err != nil {
		return "", fmt.Errorf("title of %s: %w", o, err)
	}
	return c.Title, nil
}

// childrenOf lists the children of parents with their spans in the
// owner's text, read without vectors.
func childrenOf(tx *storage.Tx, parents []storage.Parent) ([]ownerChild, error) {
	var out []ownerChild
	for _, p := range parents {
		chs, err := tx.ChildrenOf(p.ID, false)
		if err != nil {
			return nil, fmt.Errorf("children of parent %d: %w", p.ID, err)
		}
		for _, c := range chs {
			out = append(out, ownerChild{c.ID, passage.Span{Start: p.Start + c.Start, End: p.Start + c.End}})
		}
	}
	return out, nil
}

// ownerKeywordDocs reads an owner's text and children and returns its
// keyword documents (see keywordDocs).
func ownerKeywordDocs(tx *storage.Tx, o storage.Owner) ([]keyword.Doc, error) {
	projectID, ok, err := tx.OwnerProject(o)
	if err != nil || !ok {
		return nil, err
	}
	text, err := tx.OwnerText(o)
	if err != nil {
		return nil, err
	}
	parents, err := tx.ParentsOf(o)
	if err != nil {
		return nil, err
	}
	children, err := childrenOf(tx, parents)
	if err != nil {
		return nil, err
	}
	title, err := ownerTitle(tx, o)
	if err != nil {
		return nil, err
	}
	return keywordDocs(projectID, o.Kind.String(), title, text, children), nil
}
