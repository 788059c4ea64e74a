package engine

import (
	"context"
	"fmt"
	"testing"
	"time"

	"inkflow/engine/search"
	"inkflow/storage"
)

// BenchmarkCrossProjectSearch is one "All projects" search (hybrid,
// parent-child, the default 20 results) over N projects of 200 short
// chapters each, with the bigram test embedder, for a query that is half
// of a chapter's 回目 in the last project: the chapter titles of every
// project are looked up. "unchanged" searches a database nothing was
// written to since the last search (the title cache answers); "written"
// writes one record before each search (untimed), so every search reads
// every project's chapter records again, as the first search after the
// author types does. Besides the wall time it reports the process's CPU
// time per search (cpu-ms/op: the indexer is idle), which a loaded
// machine disturbs less.
func BenchmarkCrossProjectSearch(b *testing.B) {
	for _, n := range []int{1, 4, 8} {
		e := openEngine(b, "", newBigram(), testDebounceNever)
		var first Project
		for k := range n {
			p := mustProject(b, e, fmt.Sprintf("书%d", k))
			news := make([]NewChapter, 200)
			for i := range news {
				news[i] = NewChapter{
					Title: fmt.Sprintf("第%d回 书%d风雨第%d夜 客%d归来", i+1, k, i+1, i+1),
					Index: i + 1,
					Text:  plainText(uint64(k*1000+i), 400),
				}
			}
			if _, err := e.ImportChapters(p.ID, news); err != nil {
				b.Fatal(err)
			}
			if k == 0 {
				first = p
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		if err := e.Flush(ctx); err != nil {
			b.Fatal(err)
		}
		cancel()
		hybrid := true
		req := search.Request{
			Query:        fmt.Sprintf("书%d风雨第150夜", n-1),
			Project:      first.ID,
			CrossProject: true,
			Hybrid:       &hybrid,
			Mode:         search.ModeParentChild,
		}
		for _, written := range []bool{false, true} {
			name := fmt.Sprintf("projects=%d/unchanged", n)
			if written {
				name = fmt.Sprintf("projects=%d/written", n)
			}
			b.Run(name, func(b *testing.B) {
				i := 0
				var cpu time.Duration
				measured := true
				for b.Loop() {
					if written {
						b.StopTimer()
						i++
						if err := e.DB().Update(func(tx *storage.Tx) error {
							return tx.PutCachedVector("bench", storage.HashText(fmt.Sprint(i)), []float32{1})
						}); err != nil {
							b.Fatal(err)
						}
						b.StartTimer()
					}
					before, ok := processCPU()
					if _, err := e.Search(context.Background(), req); err != nil {
						b.Fatal(err)
					}
					after, ok2 := processCPU()
					measured = measured && ok && ok2
					cpu += after - before
				}
				if measured {
					b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
				}
			})
		}
	}
}
