package engine

import (
	"context"

	"inkflow/engine/search"
)

// Search answers a query from the current index with the current settings
// (search.* keys apply to the very next call; nothing is cached but the
// token table of late interaction, read by the first search that wants
// it: latetable.go).
func (e *Engine) Search(ctx context.Context, req search.Request) (search.Response, error) {
	defer e.trim.searchDone()
	s := search.Settings(e.Settings().Search)
	return search.Search(ctx, e.late.withTokens(e.searchDeps(), s), req, s)
}

// BuildContext returns the passages that best match a query, trimmed to a
// character budget and ordered as the story reads: material for an AI prompt.
// Its labels are in the book's language (bookIsChinese), whatever the
// request says.
func (e *Engine) BuildContext(ctx context.Context, req search.ContextRequest) (search.Context, error) {
	defer e.trim.searchDone()
	req.Chinese = e.bookIsChinese(req.Project)
	return search.BuildContext(ctx, e.searchDeps(), req, search.Settings(e.Settings().Search))
}

// Related returns passages elsewhere in a project that relate to the text
// an author is writing (the editor's related-passages panel).
func (e *Engine) Related(ctx context.Context, req search.RelatedRequest) (search.Response, error) {
	defer e.trim.searchDone()
	return search.Related(ctx, e.searchDeps(), req, search.Settings(e.Settings().Search))
}

// bookIsChinese reports a book a prompt about it labels in Chinese: its
// language as BookChinese knows it, and a book with no text yet nor a
// language set is taken for Chinese. An error (a project that is not
// there) is left to the search to report.
func (e *Engine) bookIsChinese(projectID uint64) bool {
	chinese, known, err := e.BookChinese(projectID)
	return err == nil && (chinese || !known)
}

// Searches read scattered records (children, parents, blocks) through
// bbolt's mapping, and the kernel maps up to 16 cached neighbours of every
// page a read faults in: a few dozen searches map most of a large book's
// database. Each search therefore reports to the trimmer, which releases
// the mapping (and a heap left with 64 MB free) once searching has paused
// for its delay, and every searchReleaseEvery searches of a burst that
// does not pause gives the mapping back then too (memtrim.go).

// searchDeps assembles what a search reads. The vector side is taken as one
// (embedder, index) pair so a model switch never mixes query and index
// vectors of different models.
func (e *Engine) searchDeps() search.Deps {
	emb, vecs := e.ix.Active()
	deps := search.Deps{Store: e.store}
	if kw := e.ix.Keyword(); kw != nil {
		deps.Keywords = kw
	}
	if emb != nil && vecs != nil {
		deps.Embedder, deps.Vectors = emb, vecs
	}
	return deps
}
