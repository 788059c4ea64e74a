package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"unicode"

	"inkflow/engine/chunk"
	"inkflow/model/tokenizer"
)

// paraBreak separates paragraphs in a token stream; windows never cross it.
const paraBreak int32 = -1

// blockStream is the tokenised text of one language block, as the runtime
// tokenizer produces it (so training sees exactly the ids inference sees).
type blockStream struct {
	// Name is the block's folder name.
	Name string
	// IDs holds the content ids of every paragraph, [CLS]/[SEP] removed,
	// each paragraph followed by paraBreak.
	IDs []int32
	// Counts[id] is the number of occurrences of id in IDs.
	Counts []int64
	// Tokens is the number of token occurrences (paraBreak excluded).
	Tokens int64
	// Sample is a uniform sample of the block's sentences (split as the
	// indexer splits them), for the common components.
	Sample []string
	// sentencesSeen drives the reservoir sampling.
	sentencesSeen int64
}

// countCandidates counts the vocabulary candidates of all files.
func countCandidates(files []corpusFile) (*candidateCounts, error) {
	total := newCandidateCounts()
	for _, f := range files {
		paras, err := readParagraphs(f.Path)
		if err != nil {
			return nil, err
		}
		for _, p := range paras {
			total.add(p)
		}
	}
	return total, nil
}

// encodeCorpus tokenises every file with tok, keeping one stream per block.
// Paragraphs of a file are encoded in parallel but appended in order, so
// the streams do not depend on the number of workers. The sentence sample
// is drawn with a generator seeded from seed and the block name.
func encodeCorpus(files []corpusFile, tok *tokenizer.Tokenizer, vocab int, sample int, seed uint64, workers int) ([]*blockStream, error) {
	var blocks []*blockStream
	byName := map[string]*blockStream{}
	rngs := map[string]*rand.Rand{}
	for _, name := range blocksOf(files) {
		b := &blockStream{Name: name, Counts: make([]int64, vocab)}
		blocks = append(blocks, b)
		byName[name] = b
		rngs[name] = rand.New(rand.NewPCG(seed, hashString(name)))
	}
	for _, f := range files {
		paras, err := readParagraphs(f.Path)
		if err != nil {
			return nil, err
		}
		encoded, err := encodeParallel(tok, paras, workers)
		if err != nil {
			return nil, fmt.Errorf("encode %s: %w", f.Rel, err)
		}
		b := byName[f.Block]
		for i, ids := range encoded {
			for _, id := range ids {
				if int(id) >= vocab {
					return nil, fmt.Errorf("encode %s: id %d outside the vocabulary of %d", f.Rel, id, vocab)
				}
				b.Counts[id]++
			}
			b.Tokens += int64(len(ids))
			b.IDs = append(b.IDs, ids...)
			b.IDs = append(b.IDs, paraBreak)
			b.sampleSentences(paras[i], sample, rngs[f.Block])
		}
	}
	return blocks, nil
}

// sampleSentences feeds the sentences of one paragraph to the block's
// reservoir (Vitter's algorithm R).
func (b *blockStream) sampleSentences(para string, size int, rng *rand.Rand) {
	if size <= 0 {
		return
	}
	rs := []rune(para)
	for _, sp := range chunk.SplitSentences(para) {
		s := strings.TrimFunc(string(rs[sp.Start:sp.End]), unicode.IsSpace)
		if s == "" {
			continue
		}
		if len(b.Sample) < size {
			b.Sample = append(b.Sample, s)
		} else if j := rng.Int64N(b.sentencesSeen + 1); j < int64(size) {
			b.Sample[j] = s
		}
		b.sentencesSeen++
	}
}

// encodeParallel encodes texts with [CLS]/[SEP] stripped, in input order.
func encodeParallel(tok *tokenizer.Tokenizer, texts []string, workers int) ([][]int32, error) {
	out := make([][]int32, len(texts))
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			for i := w; i < len(texts); i += workers {
				ids := tok.Encode(texts[i], 0)
				if len(ids) < 2 || ids[0] != clsID || ids[len(ids)-1] != sepID {
					errs[w] = fmt.Errorf("paragraph %d: encoding does not have the [CLS] … [SEP] frame", i)
					return
				}
				content := make([]int32, len(ids)-2)
				for k, id := range ids[1 : len(ids)-1] {
					content[k] = int32(id)
				}
				out[i] = content
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// hashString is FNV-1a, used to derive per-block seeds.
func hashString(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}
