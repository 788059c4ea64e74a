package searchtest

import (
	"context"
	"fmt"

	"inkflow/engine/chunk"
	"inkflow/engine/search"
	"inkflow/model"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// Owner describes the chapter, wiki entry or summary a text belongs to.
type Owner struct {
	ProjectID uint64
	Project   string
	// Kind is search.KindChapter, KindWiki or KindSummary.
	Kind    string
	OwnerID uint64
	Title   string
	// ChapterIndex is the chapter's index (for a summary: the summarised
	// chapter's; for a wiki entry: -1).
	ChapterIndex int
	WikiType     string
	Aliases      []string
	// SummaryOf is the summarised chapter's id.
	SummaryOf uint64
}

// Corpus fills a Store, a vector index and a keyword index consistently,
// the way the indexer does, so tests can search real indexes.
type Corpus struct {
	Store    *Store
	Vectors  vector.Index
	Keywords *keyword.Index
	Embedder model.Embedder

	nextParent, nextChild uint64
}

// NewCorpus returns a corpus writing to a new Store and to the given
// indexes. keywords may be nil (vector-only tests).
func NewCorpus(emb model.Embedder, vectors vector.Index, keywords *keyword.Index) *Corpus {
	return &Corpus{Store: NewStore(), Vectors: vectors, Keywords: keywords, Embedder: emb}
}

// Deps returns the search dependencies over this corpus.
func (c *Corpus) Deps() search.Deps {
	return search.NewDeps(c.Store, c.Embedder, c.Vectors, c.Keywords)
}

// AddText chunks an owner's text into parents and children (see Chunk),
// embeds the children and indexes them. It returns the parents created.
func (c *Corpus) AddText(ctx context.Context, o Owner, text string) ([]search.Parent, error) {
	var out []search.Parent
	for _, pc := range Chunk(text) {
		p, _, err := c.AddParent(ctx, o, pc.BlockIndex, pc.Start, pc.Text, pc.Children, nil)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// AddParent stores one parent whose children are the given spans (rune
// offsets in text, covering it in order) and indexes the children. vecs,
// when non-nil, are the children's vectors; otherwise the embedder makes
// them.
func (c *Corpus) AddParent(ctx context.Context, o Owner, blockIndex, ownerStart int, text string, spans []chunk.Span, vecs [][]float32) (search.Parent, []search.Child, error) {
	if vecs != nil && len(vecs) != len(spans) {
		return search.Parent{}, nil, fmt.Errorf("searchtest: %d vectors for %d children", len(vecs), len(spans))
	}
	c.nextParent++
	p := search.Parent{
		ID: c.nextParent, ProjectID: o.ProjectID, Project: o.Project, Kind: o.Kind,
		OwnerID: o.OwnerID, OwnerTitle: o.Title, ChapterIndex: o.ChapterIndex,
		BlockIndex: blockIndex, OwnerStart: ownerStart, Text: text,
		WikiType: o.WikiType, Aliases: o.Aliases, SummaryOf: o.SummaryOf,
	}
	rs := []rune(text)
	children := make([]search.Child, len(spans))
	texts := make([]string, len(spans))
	for i, s := range spans {
		c.nextChild++
		texts[i] = string(rs[s.Start:s.End])
		children[i] = search.Child{ID: c.nextChild, ParentID: p.ID, Order: i, Start: s.Start, End: s.End, Text: texts[i]}
	}
	if vecs == nil {
		var err error
		if vecs, err = c.Embedder.Embed(ctx, texts); err != nil {
			return search.Parent{}, nil, fmt.Errorf("searchtest: embed: %w", err)
		}
	}
	docs := make([]keyword.Doc, len(children))
	for i := range children {
		children[i].Vector = vecs[i]
		if err := c.Vectors.Add(children[i].ID, vecs[i]); err != nil {
			return search.Parent{}, nil, fmt.Errorf("searchtest: vector: %w", err)
		}
		docs[i] = keyword.Doc{ID: children[i].ID, Project: o.ProjectID, Kind: o.Kind, Text: texts[i]}
	}
	if c.Keywords != nil {
		if err := c.Keywords.Put(docs); err != nil {
			return search.Parent{}, nil, fmt.Errorf("searchtest: keyword: %w", err)
		}
	}
	if err := c.Store.Put(p, children); err != nil {
		return search.Parent{}, nil, err
	}
	return p, children, nil
}

// ChunkedParent is one parent produced by Chunk.
type ChunkedParent struct {
	// BlockIndex is the index of the parent's first block; Start is its
	// rune offset in the owner text.
	BlockIndex, Start int
	Text              string
	// Children are rune spans in Text, covering it in order.
	Children []chunk.Span
}

// Chunking sizes of Chunk, in runes (the product defaults).
const (
	MinParent   = 150
	MaxParent   = 1500
	TargetChild = 250
	MaxChild    = 400
)

// Chunk is a simple, deterministic stand-in for the indexer's chunking: it
// gives parents and children of product-like sizes without semantic
// cliffs. Blocks (paragraphs) shorter than MinParent are merged with the
// following ones; longer than MaxParent are split at sentence boundaries.
// Children are runs of whole sentences up to about TargetChild runes,
// never above MaxChild (a longer sentence is cut hard).
func Chunk(text string) []ChunkedParent {
	rs := []rune(text)
	var out []ChunkedParent
	add := func(block, s, e int) {
		for _, piece := range splitAt(rs, s, e, MaxParent) {
			pt := string(rs[piece.Start:piece.End])
			out = append(out, ChunkedParent{BlockIndex: block, Start: piece.Start, Text: pt, Children: childSpans(pt)})
		}
	}
	blocks := chunk.SplitBlocks(text)
	for i := 0; i < len(blocks); {
		j, s, e := i, blocks[i].Start, blocks[i].End
		for e-s < MinParent && j+1 < len(blocks) && blocks[j+1].End-s <= MaxParent {
			j++
			e = blocks[j].End
		}
		add(i, s, e)
		i = j + 1
	}
	return out
}

// splitAt cuts [s, e) of rs into pieces of at most limit runes, at sentence
// boundaries where possible.
func splitAt(rs []rune, s, e, limit int) []chunk.Span {
	if e-s <= limit {
		return []chunk.Span{{Start: s, End: e}}
	}
	var out []chunk.Span
	start := s
	cur := s
	for _, sen := range chunk.SplitSentences(string(rs[s:e])) {
		end := s + sen.End
		for end-start > limit {
			if cur > start {
				out = append(out, chunk.Span{Start: start, End: cur})
				start = cur
				continue
			}
			out = append(out, chunk.Span{Start: start, End: start + limit})
			start += limit
			cur = start
		}
		cur = end
	}
	if cur > start {
		out = append(out, chunk.Span{Start: start, End: cur})
	}
	return out
}

// childSpans cuts a parent into children of whole sentences.
func childSpans(text string) []chunk.Span {
	rs := []rune(text)
	spans := splitAt(rs, 0, len(rs), MaxChild)
	// splitAt packs as much as fits under MaxChild; repack towards the
	// target so children stay small.
	var out []chunk.Span
	for _, sp := range spans {
		start := sp.Start
		for _, sen := range chunk.SplitSentences(string(rs[sp.Start:sp.End])) {
			end := sp.Start + sen.End
			if end-start >= TargetChild {
				out = append(out, chunk.Span{Start: start, End: end})
				start = end
			}
		}
		if start < sp.End {
			out = append(out, chunk.Span{Start: start, End: sp.End})
		}
	}
	return out
}
