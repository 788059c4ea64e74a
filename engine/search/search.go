package search

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"
)

// Search runs one query. See the package documentation for the pipeline.
//
// The vector side failing (no embedder or vector index, an embedding
// error, an index of other dimensions) is not an error: the answer comes
// from the keyword index and Response.Fallback says why. Search fails only
// when no index can answer, the store fails, the request is invalid
// (errors wrap ErrInvalidRequest) or ctx ends. An empty query or an empty
// index gives an empty result list.
func Search(ctx context.Context, deps Deps, req Request, s Settings) (Response, error) {
	start := time.Now()
	resp := Response{Query: req.Query, Results: []Result{}}
	if deps.Store == nil {
		return resp, errors.New("search: no store")
	}
	p, err := req.resolve(s)
	if err != nil {
		return resp, err
	}
	text := strings.TrimSpace(req.Query)
	if text == "" {
		resp.TookMS = since(start)
		return resp, nil
	}
	r := &run{deps: deps, s: s, rows: newRows(deps.Store), placeHits: true, dropEchoes: true}
	var qv []float32
	if p.useVector {
		if qv, err = r.queryVector(ctx, text, false); err != nil {
			return resp, err
		}
	}
	// A cross-project search is one ranking over every project, not the
	// searched project's results followed by the others': the author who
	// ticks "All projects" wants the best matches wherever they are (each
	// result names its project), and a layered list put a near-exact
	// quote from another book under fifteen weaker ones from this book.
	// One ranking is sound because its scores are comparable: every
	// project's children share the one vector index and model, the
	// keyword index computes BM25 with collection-wide statistics (idf
	// and average length over every project), and fusion scales each
	// list by its best score (minMax) — so ranking the projects apart
	// would give each one's best a top score of its own, and merging two
	// such lists by score would not be sound, while one fused list is.
	sc := scope{project: req.Project, kinds: p.kinds, all: p.otherK > 0}
	results, err := r.results(ctx, qv, text, sc, min(p.ownK+p.otherK, MaxK), p)
	if err != nil {
		return resp, err
	}
	for i := range results {
		results[i].Rank = i + 1
	}
	if p.deepK > 0 {
		if err := r.expand(ctx, qv, text, results, p.deepK); err != nil {
			return resp, err
		}
	}
	resp.Results = results
	resp.Fallback, resp.Reasons = fallbackText(r.fallback), r.fallback
	resp.TookMS = since(start)
	return resp, nil
}

// run holds the state of one call.
type run struct {
	deps     Deps
	s        Settings
	rows     *rows
	fallback []Reason
	// noVector is set once the vector side is known not to answer.
	noVector bool
	// placeHits says parent candidates led by the keyword side are placed
	// where their words are (placeKeywordHits): Search's results, which
	// the author reads. Context and Related keep each candidate's child.
	placeHits bool
	// dropEchoes says a summary that only repeats a passage among the
	// candidates is left out, the passage in its place (echoes.drop):
	// Search's and Related's results, which the author reads as cards.
	// Context keeps it: what the assistant is given, and under which
	// labels, is not decided here.
	dropEchoes bool
	// quotedAt maps a keyword entry that quotes the query only in a
	// piece of its keyword document lying in another parent to that
	// parent's child (quoteTexts.at), where placeKeywordHits shows it.
	quotedAt map[uint64]uint64
}

// note records a fallback reason once.
func (r *run) note(reason Reason) {
	for _, f := range r.fallback {
		if f.Text == reason.Text {
			return
		}
	}
	r.fallback = append(r.fallback, reason)
}

// queryVector embeds text for the vector side: as a query (with the
// model's prefix) or, for doc, as a passage. When the vector side cannot
// answer it records why and returns nil, nil. Only the end of ctx is an
// error.
func (r *run) queryVector(ctx context.Context, text string, doc bool) ([]float32, error) {
	fail := func(reason Reason) ([]float32, error) {
		r.noVector = true
		r.note(reason)
		return nil, nil
	}
	switch {
	case r.deps.Embedder == nil:
		return fail(noVectorReason(ReasonNoModel, "no embedding model"))
	case r.deps.Vectors == nil:
		return fail(noVectorReason(ReasonNoVectorIndex, "no vector index"))
	}
	var (
		v   []float32
		err error
	)
	if doc {
		var vs [][]float32
		vs, err = r.deps.Embedder.Embed(ctx, []string{text})
		if err == nil && len(vs) != 1 {
			err = fmt.Errorf("embedder returned %d vectors for 1 text", len(vs))
		}
		if err == nil {
			v = vs[0]
		}
	} else {
		v, err = r.deps.Embedder.EmbedQuery(ctx, text)
	}
	if ctxErr := ctx.Err(); ctxErr != nil {
		return nil, fmt.Errorf("search: %w", ctxErr)
	}
	if err != nil {
		return fail(embeddingFailed(err))
	}
	if len(v) != r.deps.Vectors.Dims() {
		return fail(dimsMismatch(len(v), r.deps.Vectors.Dims()))
	}
	for _, x := range v {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return fail(noVectorReason(ReasonInvalidVector, "model returned an invalid vector"))
		}
	}
	return v, nil
}

// results ranks one scope and renders its best k results.
func (r *run) results(ctx context.Context, qv []float32, text string, sc scope, k int, p plan) ([]Result, error) {
	cands, err := r.rank(ctx, qv, text, sc, k, p.mode == ModeDirect, p.useVector, p.useKW)
	if err != nil {
		return nil, err
	}
	out := make([]Result, 0, len(cands))
	for _, c := range cands {
		if p.mode == ModeDirect {
			out = append(out, childResult(c))
		} else {
			out = append(out, parentResult(c, r.s.window()))
		}
	}
	return out, nil
}

// rank returns the best k candidates of a scope: children in direct mode,
// else one per parent, size-normalised. useVector and useKW say which
// indexes the request wants; a vector side that cannot answer falls back to
// the keyword index.
func (r *run) rank(ctx context.Context, qv []float32, text string, sc scope, k int, direct, useVector, useKW bool) ([]*cand, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	need := candidateCount(k)
	vecOK := useVector && qv != nil
	kwWanted := useKW || (useVector && qv == nil)
	var vec, kw []ranked
	var err error
	if vecOK {
		if vec, err = vectorList(ctx, r.deps.Vectors, r.rows, qv, sc, need); err != nil {
			return nil, wrapCtx(err)
		}
	}
	if vecOK && r.placeHits {
		// Search's own results only: Related's and Context's queries are
		// whole paragraphs, whose cost here grows with their length.
		vec = r.lateInteraction(text, vec)
	}
	kwOK := false
	if kwWanted {
		if r.deps.Keywords == nil {
			if !vecOK {
				return nil, fmt.Errorf("search: no index can answer (%s) and there is no keyword index", fallbackText(r.fallback))
			}
			r.note(Reason{Code: ReasonNoKeywordIndex, Text: "no keyword index; vector results only"})
		} else if kw, err = keywordList(ctx, r.deps.Keywords, r.rows, text, sc, need); err != nil {
			if ctx.Err() != nil || !vecOK || isStoreErr(err) {
				return nil, wrapCtx(err)
			}
			r.note(keywordFailed(err))
		} else {
			kwOK = true
		}
	}
	kind := rawRRF
	switch {
	case vecOK && !kwOK:
		kind = rawCosine
	case kwOK && !vecOK:
		kind = rawBM25
	}
	// Direct mode is the unnormalised baseline: its results are children,
	// whose sizes the chunker already evens out.
	var votes []voteList
	var titles []ranked
	if kind == rawRRF || kind == rawBM25 {
		src, err := quoteSource(r.rows, r.deps.Store, kw, text)
		if err != nil {
			return nil, err
		}
		if titles, err = titleList(r.rows, r.deps.Store, sc, text); err != nil {
			return nil, err
		}
		if kind == rawRRF {
			votes = append(quoteLists(src, kw, text), voteList{titles, titleVotes})
		} else {
			kw = quotedFirst(src, kw, text, titles)
		}
		for id, to := range src.at {
			if r.quotedAt == nil {
				r.quotedAt = make(map[uint64]uint64)
			}
			r.quotedAt[id] = to
		}
	}
	known, literal := 1.0, 0.0
	if kind == rawRRF {
		known, literal = vocabularyShare(r.deps.Embedder, text), literalShare(kw)
	}
	cands := fuse(r.rows, vec, kw, votes, kind, r.s.fusion(text, known, literal), r.s.Normalize && !direct)
	markTitled(cands, titles)
	if !direct {
		if cands, err = r.parentCands(cands, text, sc, k); err != nil {
			return nil, err
		}
	} else if len(cands) > k {
		cands = cands[:k]
	}
	if r.placeHits {
		// Search's own results only: Context orders its passages by
		// story position and Related's query is a paragraph of the story.
		return r.storyFirst(ctx, qv, text, cands)
	}
	return cands, nil
}

// storeError marks failures of the Store, which no index fallback can
// hide: the results could not be built anyway.
type storeError struct{ err error }

func (e *storeError) Error() string { return e.err.Error() }
func (e *storeError) Unwrap() error { return e.err }

func isStoreErr(err error) bool {
	var se *storeError
	return errors.As(err, &se)
}

// wrapCtx gives context errors the package prefix; other errors already
// carry it.
func wrapCtx(err error) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		if !strings.HasPrefix(err.Error(), "search:") {
			return fmt.Errorf("search: %w", err)
		}
	}
	return err
}

// begin checks what BuildContext and Related need before anything runs, a
// store and known kinds, and trims their query text; what names the entry
// point in the error.
func begin(deps Deps, what string, kinds []string, query string) (map[string]bool, string, error) {
	if deps.Store == nil {
		return nil, "", fmt.Errorf("search: %s: no store", what)
	}
	set, err := kindSet(kinds)
	return set, strings.TrimSpace(query), err
}

// since returns the milliseconds elapsed since start, to the microsecond.
func since(start time.Time) float64 {
	return float64(time.Since(start).Microseconds()) / 1000
}
