package keyword

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strconv"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
)

// BM25 collection statistics.
//
// bleve scores BM25 with an average document length it derives as the
// number of distinct terms in the field's dictionary divided by the number
// of documents (search/searcher/search_term.go, bm25ScoreMetrics). That is
// not a length at all: on a Chinese book it is a few dozen where documents
// hold about 600 tokens, so every document looks ten times longer than
// average and length normalisation swamps term frequency. bleve accepts
// corrected statistics through the search context (search.BM25StatsKey),
// but Search no longer uses bleve's scoring at all (rank.go), so the index
// keeps the true figures itself for its own BM25: the token count of every
// document and their sum, written in the same batch as the documents, so
// they can never disagree with them.
//
// Measured with `make eval` over the 18 dev and proxy sets: keyword-only
// MRR@10 summed 11.34 with bleve's figure and 11.35 with these, but within
// 0.01 of the BM25 baseline or above it on 14 sets instead of 11 (the
// Chinese sets gain, 风月梦 paraphrase 0.348 → 0.376); hybrid 11.58 →
// 11.62.

// Keys of the statistics in bleve's internal key space.
//
// Document lengths are kept in blocks of lenBlockSize ids, one internal
// value per block, not one per document: scorch copies its whole internal
// map into every new snapshot and persists all of it with each one, so a
// value per document made every batch cost as much as the index is large.
// Measured: filling a project to 100,000 children, bleve's root.bolt had
// grown to 2.6 GB and the fill ran for over 50 minutes where it took 3
// (`go run ./scripts/bench -only search-latency`).
const (
	statsKey     = "inkflow.keyword.stats" // tokens, then non-empty documents, as uvarints
	lenKeyPrefix = "inkflow.keyword.lens." // + id / lenBlockSize: (slot, token count) uvarint pairs, slots ascending
	lenBlockSize = 1024
)

// corpusStats are the figures textbook BM25 needs about the collection.
type corpusStats struct {
	// tokens is the number of tokens in all documents' text field.
	tokens uint64
	// docs counts the documents with at least one token: a child that holds
	// no passage has an empty document, which no query can match and which
	// must not lower the average length.
	docs uint64
}

func (s corpusStats) encode() []byte {
	b := binary.AppendUvarint(nil, s.tokens)
	return binary.AppendUvarint(b, s.docs)
}

func decodeStats(b []byte) (corpusStats, error) {
	tokens, n := binary.Uvarint(b)
	if n <= 0 {
		return corpusStats{}, fmt.Errorf("%w: bad statistics record", ErrCorrupt)
	}
	docs, m := binary.Uvarint(b[n:])
	if m <= 0 || n+m != len(b) {
		return corpusStats{}, fmt.Errorf("%w: bad statistics record", ErrCorrupt)
	}
	return corpusStats{tokens, docs}, nil
}

// add accounts for a document of n tokens; remove takes one out.
func (s *corpusStats) add(n uint64) {
	s.tokens += n
	if n > 0 {
		s.docs++
	}
}

func (s *corpusStats) remove(n uint64) {
	s.tokens -= min(n, s.tokens)
	if n > 0 && s.docs > 0 {
		s.docs--
	}
}

func lenKey(block uint64) []byte {
	return []byte(lenKeyPrefix + strconv.FormatUint(block, 10))
}

// lenBlock is the token counts of one block of document ids, by slot
// (id % lenBlockSize).
type lenBlock map[uint64]uint64

func (b lenBlock) encode() []byte {
	slots := make([]uint64, 0, len(b))
	for slot := range b {
		slots = append(slots, slot)
	}
	slices.Sort(slots)
	var out []byte
	for _, slot := range slots {
		out = binary.AppendUvarint(out, slot)
		out = binary.AppendUvarint(out, b[slot])
	}
	return out
}

func decodeLenBlock(data []byte) (lenBlock, error) {
	b := make(lenBlock)
	for len(data) > 0 {
		slot, n := binary.Uvarint(data)
		if n <= 0 {
			return nil, fmt.Errorf("%w: bad length block", ErrCorrupt)
		}
		count, m := binary.Uvarint(data[n:])
		if m <= 0 || slot >= lenBlockSize {
			return nil, fmt.Errorf("%w: bad length block", ErrCorrupt)
		}
		b[slot] = count
		data = data[n+m:]
	}
	return b, nil
}

// readStats loads the statistics record of an index.
func readStats(idx bleve.Index) (corpusStats, error) {
	b, err := idx.GetInternal([]byte(statsKey))
	if err != nil {
		return corpusStats{}, fmt.Errorf("%w: read statistics: %w", ErrCorrupt, err)
	}
	if b == nil {
		return corpusStats{}, fmt.Errorf("%w: no statistics record", ErrCorrupt)
	}
	return decodeStats(b)
}

// lenBlockOf reads the stored block of document lengths with the given
// number (empty when the index holds none).
func (ix *Index) lenBlockOf(block uint64) (lenBlock, error) {
	data, err := ix.idx.GetInternal(lenKey(block))
	if err != nil {
		return nil, err
	}
	return decodeLenBlock(data)
}

// batchStats tracks the statistics through one batch, in which an id may
// occur more than once.
type batchStats struct {
	ix     *Index
	b      *bleve.Batch
	stats  corpusStats
	blocks map[uint64]lenBlock // the length blocks the batch touched, as they will be after it
}

func (ix *Index) newBatchStats(b *bleve.Batch) *batchStats {
	ix.smu.Lock()
	defer ix.smu.Unlock()
	return &batchStats{ix: ix, b: b, stats: ix.stats, blocks: make(map[uint64]lenBlock)}
}

// setStats installs the statistics of an applied batch.
func (ix *Index) setStats(s corpusStats) {
	ix.smu.Lock()
	ix.stats = s
	ix.smu.Unlock()
}

// block returns the length block holding id as of the batch so far.
func (bs *batchStats) block(id uint64) (lenBlock, error) {
	n := id / lenBlockSize
	if b, ok := bs.blocks[n]; ok {
		return b, nil
	}
	b, err := bs.ix.lenBlockOf(n)
	if err != nil {
		return nil, err
	}
	bs.blocks[n] = b
	return b, nil
}

// put records that doc id now has n tokens.
func (bs *batchStats) put(id, n uint64) error {
	b, err := bs.block(id)
	if err != nil {
		return err
	}
	if old, had := b[id%lenBlockSize]; had {
		bs.stats.remove(old)
	}
	bs.stats.add(n)
	b[id%lenBlockSize] = n
	return nil
}

// delete records that doc id is gone.
func (bs *batchStats) delete(id uint64) error {
	b, err := bs.block(id)
	if err != nil {
		return err
	}
	old, had := b[id%lenBlockSize]
	if !had {
		return nil
	}
	bs.stats.remove(old)
	delete(b, id%lenBlockSize)
	return nil
}

// finish adds the touched length blocks and the new statistics record to
// the batch and returns the statistics, to be installed once the batch is
// applied.
func (bs *batchStats) finish() corpusStats {
	for n, b := range bs.blocks {
		if len(b) == 0 {
			bs.b.DeleteInternal(lenKey(n))
		} else {
			bs.b.SetInternal(lenKey(n), b.encode())
		}
	}
	bs.b.SetInternal([]byte(statsKey), bs.stats.encode())
	return bs.stats
}

// preAnalyzed hands bleve the tokens Put already made for a document, so
// that counting them costs no second analysis.
type preAnalyzed struct{ tokens analysis.TokenStream }

func (p preAnalyzed) Analyze([]byte) analysis.TokenStream { return p.tokens }
