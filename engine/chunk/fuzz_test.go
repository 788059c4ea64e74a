package chunk

import (
	"testing"
)

// The seed corpora live in testdata/fuzz/<FuzzName>/; `go test` replays
// them, `go test -fuzz=FuzzName` explores from them.

func FuzzSplitSentences(f *testing.F) {
	f.Fuzz(func(t *testing.T, text string) {
		checkSentenceInvariants(t, text, SplitSentences(text))
	})
}

func FuzzSplitBlocks(f *testing.F) {
	f.Fuzz(func(t *testing.T, text string) {
		checkBlockInvariants(t, text, SplitBlocks(text))
	})
}

// FuzzChildren runs ChildrenFromSentences with vectors and a configuration
// derived from the fuzzer's integers, and checks P3/P4, the maximum child
// size (which always holds: over-long sentences are cut at clauses, word
// starts or, failing both, hard-wrapped) and the minimum where the
// configuration makes it attainable.
func FuzzChildren(f *testing.F) {
	f.Fuzz(func(t *testing.T, text string, dims uint8, seed uint64, minChild, maxChild uint16, percentile bool) {
		// Parent texts are valid UTF-8 (they come from the editor); the
		// package documents that invalid bytes read as U+FFFD, so compare
		// against the text as the package sees it.
		text = string([]rune(text))
		// Keep executions fast so the fuzzer explores shapes rather than
		// sizes; million-rune inputs are covered by TestMillionRuneLine.
		if rs := []rune(text); len(rs) > 4096 {
			text = string(rs[:4096])
		}
		cfg := DefaultConfig()
		cfg.MinChildSize = 1 + int(minChild%80)
		cfg.MaxChildSize = cfg.MinChildSize + int(maxChild%400)
		cfg.TargetChildSize = (cfg.MinChildSize + cfg.MaxChildSize) / 2
		if percentile {
			cfg.CliffMode = CliffPercentile
		}
		if err := cfg.Validate(); err != nil {
			t.Fatalf("derived config invalid: %v", err)
		}
		sents := SplitSentences(text)
		var vecs [][]float32
		if dims > 0 {
			vecs = randomVectors(len(sents), 1+int(dims%16), seed)
		}
		children := ChildrenFromSentences(text, sents, vecs, cfg)
		checkChildren(t, text, children, cfg)
		checkChildMin(t, text, children, cfg)
	})
}
