//go:build !race

// The full-book import is a functional acceptance check; under the race
// detector it would take minutes without testing any extra concurrency
// (the engine's race coverage lives in the concurrency and property tests).

package engine

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
	"unicode/utf8"

	"inkflow/engine/chunk"
	"inkflow/engine/importer"
	"inkflow/model"
	"inkflow/model/modelpath"
	"inkflow/storage"
)

// TestSanguoAcceptance is the engine-core acceptance of the product: the
// whole of 三国演义 imported with the shipped default model through the real
// ONNX Runtime, then the stored parents and children measured row by row.
func TestSanguoAcceptance(t *testing.T) {
	e := openShippedEngine(t, Options{})
	start := time.Now()
	p, chars := importDevBook(t, e, "三国演义", "zh/sanguoyanyi.txt")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := e.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	t.Logf("imported and indexed %d characters in %v", chars, time.Since(start))

	st, err := e.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Chapters != 120 || st.DirtyBlocks != 0 || st.FailedTasks != 0 || st.PendingTasks != 0 {
		t.Fatalf("stats: %d chapters, %d dirty, %d failed, %d pending; want 120, 0, 0, 0",
			st.Chapters, st.DirtyBlocks, st.FailedTasks, st.PendingTasks)
	}
	if st.Vectors != st.Children || st.Children == 0 {
		t.Fatalf("vectors %d, children %d: want equal", st.Vectors, st.Children)
	}

	var (
		sizes           []int
		inRange, exempt int
		bad             []string
	)
	err = e.DB().View(func(tx *storage.Tx) error {
		return tx.ForEachParent(func(par storage.Parent) error {
			if par.Owner.Kind != storage.OwnerChapter {
				return nil // generated summaries are short by design
			}
			plen := utf8.RuneCountInString(par.Text)
			if plen > 1500 && len(chunk.SplitSentences(par.Text)) > 1 {
				bad = append(bad, "parent over 1500 with several sentences")
			}
			kids, err := tx.ChildrenOf(par.ID, false)
			if err != nil {
				return err
			}
			for _, c := range kids {
				n := utf8.RuneCountInString(c.Text)
				sizes = append(sizes, n)
				switch {
				case n >= 100 && n <= 400:
					inRange++
				case plen < 100:
					exempt++ // the whole parent is shorter than a child may be
				}
			}
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(bad) > 0 {
		t.Fatalf("%d parents break P10: %s", len(bad), bad[0])
	}
	slices.Sort(sizes)
	median := sizes[len(sizes)/2]
	share := float64(inRange) / float64(len(sizes))
	outside := len(sizes) - inRange - exempt
	t.Logf("children %d: %.2f%% in 100–400, %d outside only because their parent is < 100, %d outside otherwise; median %d",
		len(sizes), 100*share, exempt, outside, median)
	if share < 0.99 {
		t.Errorf("only %.2f%% of children are 100–400 characters, want >= 99%%", 100*share)
	}
	if outside > 0 {
		t.Errorf("%d children are outside 100–400 in parents of 100 characters or more", outside)
	}
	if median < 200 || median > 300 {
		t.Errorf("median child %d characters, want 200–300", median)
	}
	checkSizeBias(t, e, p.ID)
	checkRetrievalProperties(t, e, p.ID)
}

// importDevBook imports a development text (a path under
// ../shared/corpus/dev) as a new project with the default chapter
// detection, without waiting for the indexer, and returns the project and
// the text's length in characters.
// openShippedEngine opens an engine in a temporary directory with the
// shipped default model through the real ONNX Runtime; opts adds the
// test's own options. Both are closed when the test ends.
func openShippedEngine(t *testing.T, opts Options) *Engine {
	t.Helper()
	t.Setenv(modelpath.EnvDir, "")
	dir, _, err := modelpath.Locate("", "")
	if err != nil {
		t.Fatal(err)
	}
	emb, err := model.Load(dir, model.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { emb.Close() })
	opts.DataDir, opts.Embedder, opts.Logger = t.TempDir(), emb, testLogger(t)
	e, err := Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// importDevBook imports a dev text (a path under ../shared/corpus/dev) as
// a new project with the default chapter detection, without waiting for
// the indexer, and returns it with the text's length in characters.
func importDevBook(t *testing.T, e *Engine, project, path string) (Project, int) {
	t.Helper()
	return importCorpusBook(t, e, project, filepath.Join("dev", path))
}

// importCorpusBook is importDevBook for any path under ../shared/corpus
// (dev/… or train/…).
func importCorpusBook(t *testing.T, e *Engine, project, path string) (Project, int) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "shared", "corpus", path))
	if err != nil {
		t.Fatalf("shared corpus missing (%v): the repository must sit beside ../shared", err)
	}
	chs, err := importer.Parse(data, importer.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := mustProject(t, e, project)
	news := make([]NewChapter, len(chs))
	for i, c := range chs {
		news[i] = NewChapter{Title: c.Title, Index: c.Index, Text: c.Text}
	}
	if _, err := e.ImportChapters(p.ID, news); err != nil {
		t.Fatal(err)
	}
	return p, utf8.RuneCount(data)
}
