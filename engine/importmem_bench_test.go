package engine

import (
	"fmt"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"inkflow/engine/index/indextest"
)

// BenchmarkImportPeakHeap imports the same 400,000 characters as 20
// chapters and as one chapter of one paragraph (no line breaks, as a web
// novel saved without them), waits until they are indexed, and reports
// the peak live heap (the Go heap marked live by a collection, sampled
// every millisecond) per byte of text: indexing works a chapter at a
// time, so the one-paragraph import should stay within a small factor of
// the chapters', and neither should grow with the book. It reports
// memory, not time: compare the two sub-benchmarks, or one across
// commits (go test -run '^$' -bench ImportPeakHeap ./engine).
func BenchmarkImportPeakHeap(b *testing.B) {
	const chars = 400_000
	text := plainText(7, chars)
	paras := strings.Split(text, "\n\n")
	var chapters []NewChapter
	const n = 20
	for i := range n {
		part := paras[i*len(paras)/n : (i+1)*len(paras)/n]
		chapters = append(chapters, NewChapter{Title: fmt.Sprintf("第%d章", i+1), Index: i + 1, Text: strings.Join(part, "\n\n")})
	}
	oneParagraph := []NewChapter{{Title: "全文", Index: 1, Text: strings.ReplaceAll(text, "\n\n", "")}}
	b.Run("chapters", func(b *testing.B) { benchmarkImportPeakHeap(b, chapters) })
	b.Run("one-paragraph", func(b *testing.B) { benchmarkImportPeakHeap(b, oneParagraph) })
}

func benchmarkImportPeakHeap(b *testing.B, chs []NewChapter) {
	textBytes := 0
	for _, c := range chs {
		textBytes += len(c.Text)
	}
	var worst uint64
	for range b.N {
		e := openEngine(b, "", indextest.Bigram{}, testDebounceNever)
		runtime.GC()
		base := liveHeap()
		peak, stop := watchLiveHeap()
		if _, err := e.ImportBooks([]NewBook{{Project: "p", Chapters: chs}}); err != nil {
			b.Fatal(err)
		}
		flush(b, e)
		stop()
		worst = max(worst, peak.Load()-min(base, peak.Load()))
		if err := e.Close(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(worst)/(1<<20), "peak-heap-MB")
	b.ReportMetric(float64(worst)/float64(textBytes), "peak-heap-B/text-B")
}

// liveHeap is the heap the last collection marked live.
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// watchLiveHeap samples liveHeap every millisecond until stop, which
// takes a last sample.
func watchLiveHeap() (*atomic.Uint64, func()) {
	p := &atomic.Uint64{}
	sample := func() {
		v := liveHeap()
		for old := p.Load(); v > old && !p.CompareAndSwap(old, v); old = p.Load() {
		}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				sample()
			}
		}
	})
	return p, func() {
		close(done)
		wg.Wait()
		sample()
	}
}
