package keyword

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/document"
	index "github.com/blevesearch/bleve_index_api"
)

// Doc is one indexed text chunk.
type Doc struct {
	// ID is the chunk's bbolt id; Put with an existing ID replaces the doc.
	ID uint64
	// Project scopes searches; see Query.Project.
	Project uint64
	// Kind is KindChapter, KindWiki or KindSummary.
	Kind string
	// Text is analysed but not stored: bbolt keeps the text.
	Text string
}

// The document kinds the index accepts.
const (
	KindChapter = "chapter"
	KindWiki    = "wiki"
	KindSummary = "summary"
)

// validKinds lists every accepted kind; a fresh slice so callers may keep it.
func validKinds() []string { return []string{KindChapter, KindWiki, KindSummary} }

// checkKind rejects unknown kinds: a typo would otherwise index documents
// that no kind filter can ever find again.
func checkKind(kind string) error {
	switch kind {
	case KindChapter, KindWiki, KindSummary:
		return nil
	}
	return fmt.Errorf("unknown kind %q (want %q, %q or %q)", kind, KindChapter, KindWiki, KindSummary)
}

// Put inserts or replaces docs in one bleve batch, so the whole call becomes
// visible at once. If a batch repeats an ID, the last occurrence wins. The
// batch is rejected before anything is written if any doc has an unknown
// kind.
func (ix *Index) Put(docs []Doc) error {
	return ix.writeBatch("put", len(docs), "docs", func(b *bleve.Batch, bs *batchStats) error {
		for i := range docs {
			if err := checkKind(docs[i].Kind); err != nil {
				return fmt.Errorf("keyword: put doc %d: %w", docs[i].ID, err)
			}
		}
		for i := range docs {
			d := &docs[i]
			// Built directly rather than through the mapping: it skips
			// reflection and the _all composite field. The options mirror the
			// mapping: indexed only, no stored values, term vectors or doc values.
			// The text is analysed here, once, to count its tokens for the
			// statistics; bleve is handed the tokens.
			text := []byte(d.Text)
			tokens := ix.text.Analyze(text)
			if err := bs.put(d.ID, uint64(len(tokens))); err != nil {
				return fmt.Errorf("keyword: put doc %d: %w", d.ID, err)
			}
			bd := document.NewDocument(docID(d.ID))
			bd.AddField(document.NewTextFieldCustom(fieldText, nil, text, index.IndexField, preAnalyzed{tokens}))
			bd.AddField(document.NewTextFieldCustom(fieldProject, nil, []byte(strconv.FormatUint(d.Project, 10)), index.IndexField, ix.kw))
			bd.AddField(document.NewTextFieldCustom(fieldKind, nil, []byte(d.Kind), index.IndexField, ix.kw))
			if err := b.IndexAdvanced(bd); err != nil {
				return fmt.Errorf("keyword: put doc %d: %w", d.ID, err)
			}
		}
		return nil
	})
}

// Delete removes the docs with the given ids in one batch. Ids that are not
// in the index are ignored, so repair code can delete blindly.
func (ix *Index) Delete(ids []uint64) error {
	return ix.writeBatch("delete", len(ids), "ids", func(b *bleve.Batch, bs *batchStats) error {
		for _, id := range ids {
			if err := bs.delete(id); err != nil {
				return fmt.Errorf("keyword: delete %d: %w", id, err)
			}
			b.Delete(docID(id))
		}
		return nil
	})
}

// writeBatch is the frame of every write: on an open index, with a panic
// inside bleve reported as ErrCorrupt, it lets fill add n changes (nothing
// to do for none) and their statistics to one batch under the writer lock,
// and applies both together. A fill error discards the batch unapplied.
// op and unit name the write in errors ("put 3 docs").
func (ix *Index) writeBatch(op string, n int, unit string, fill func(*bleve.Batch, *batchStats) error) (err error) {
	release, err := ix.use(op)
	if err != nil {
		return err
	}
	defer release()
	// A failed batch, or a panic in bleve, leaves the live index broken:
	// it is reopened from disk before the next call. A fill refused
	// before bleve saw the batch (an unknown kind) leaves it as it was.
	batched := false
	defer func() {
		if err != nil && (batched || errors.Is(err, ErrCorrupt)) {
			ix.stale.Store(true)
		}
	}()
	defer recoverCorrupt(op, &err)
	if n == 0 {
		return nil
	}
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	b := ix.idx.NewBatch()
	bs := ix.newBatchStats(b)
	if err := fill(b, bs); err != nil {
		return err
	}
	stats := bs.finish()
	batched = true
	if err := ix.idx.Batch(b); err != nil {
		return fmt.Errorf("keyword: %s %d %s: %w", op, n, unit, err)
	}
	ix.setStats(stats)
	return nil
}
