package engine

import (
	"context"

	"inkflow/engine/search"
	"inkflow/storage"
)

// Search answers a query from the current index with the current settings
// (search.* keys apply to the very next call; nothing is cached).
func (e *Engine) Search(ctx context.Context, req search.Request) (search.Response, error) {
	return search.Search(ctx, e.searchDeps(), req, searchSettings(e.Settings()))
}

// BuildContext returns the passages that best match a query, trimmed to a
// character budget and ordered as the story reads: material for an AI prompt.
func (e *Engine) BuildContext(ctx context.Context, req search.ContextRequest) (search.Context, error) {
	return search.BuildContext(ctx, e.searchDeps(), req, searchSettings(e.Settings()))
}

// Related returns passages elsewhere in a project that relate to the text
// an author is writing (the editor's related-passages panel).
func (e *Engine) Related(ctx context.Context, req search.RelatedRequest) (search.Response, error) {
	return search.Related(ctx, e.searchDeps(), req, searchSettings(e.Settings()))
}

// searchDeps assembles what a search reads. The vector side is taken as one
// (embedder, index) pair so a model switch never mixes query and index
// vectors of different models.
func (e *Engine) searchDeps() search.Deps {
	emb, vecs := e.ix.Active()
	deps := search.Deps{Store: search.NewDBStore(e.db)}
	if kw := e.ix.Keyword(); kw != nil {
		deps.Keywords = kw
	}
	if emb != nil && vecs != nil {
		deps.Embedder, deps.Vectors = emb, vecs
	}
	return deps
}

// searchSettings maps the stored settings onto the search package's.
func searchSettings(s storage.Settings) search.Settings {
	return search.Settings{
		UseParentChild: s.Search.UseParentChild,
		Hybrid:         s.Search.Hybrid,
		Fusion:         s.Search.Fusion,
		VectorWeight:   s.Search.VectorWeight,
		RRFK:           s.Search.RRFK,
		DefaultTopK:    s.Search.DefaultTopK,
		Normalize:      s.Search.EnableScoreNormalization,
		ContextWindow:  s.Search.ContextWindowSize,
	}
}
