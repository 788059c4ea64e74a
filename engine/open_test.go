package engine

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"inkflow/storage"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

func TestOpenTwiceIsLocked(t *testing.T) {
	dir := t.TempDir()
	openEngine(t, dir, newBigram(), testDebounceNever)
	start := time.Now()
	_, err := Open(Options{DataDir: dir, Embedder: newBigram()})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open: err = %v, want ErrLocked", err)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Fatalf("second Open took %v, want about 1s", took)
	}
}

func TestOpenCorruptDatabase(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, storage.FileName)
	rng := rand.New(rand.NewPCG(7, 7))
	junk := make([]byte, 100_000)
	for i := range junk {
		junk[i] = byte(rng.UintN(256))
	}
	if err := os.WriteFile(path, junk, 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := Open(Options{DataDir: dir, Embedder: newBigram()})
	if !errors.Is(err, ErrCorrupt) {
		t.Fatalf("err = %v, want ErrCorrupt", err)
	}
	after, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(after, junk) {
		t.Fatal("the corrupt database file was modified")
	}
}

// searchIDs runs a fixed set of vector and keyword queries and returns
// the hit ids, to compare indexes before and after a rebuild.
func searchIDs(t *testing.T, e *Engine, projectID uint64) [][]uint64 {
	t.Helper()
	emb, vix := e.Vectors()
	var out [][]uint64
	for _, q := range []string{"风雨交加", "园中花木", "他终于读完了那封信", "明月"} {
		v, err := emb.EmbedQuery(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		var ids []uint64
		for _, h := range vix.Search(v, 10) {
			ids = append(ids, h.ID)
		}
		out = append(out, ids)
		kh, err := e.Keyword().Search(keyword.Query{Text: q, Project: projectID, K: 10})
		if err != nil {
			t.Fatal(err)
		}
		ids = nil
		for _, h := range kh {
			ids = append(ids, h.ID)
		}
		out = append(out, ids)
	}
	return out
}

// TestDerivedIndexesRebuiltOnOpen damages or removes vectors.idx and the
// keyword directory between runs and checks that Open rebuilds them from
// bbolt with identical search results.
func TestDerivedIndexesRebuiltOnOpen(t *testing.T) {
	damage := []struct {
		name string
		do   func(t *testing.T, dir string)
	}{
		{"vector file missing", func(t *testing.T, dir string) { must(t, os.Remove(filepath.Join(dir, VectorFile))) }},
		{"vector file corrupt", func(t *testing.T, dir string) {
			path := filepath.Join(dir, VectorFile)
			b, err := os.ReadFile(path)
			must(t, err)
			b[len(b)/2] ^= 0xff
			must(t, os.WriteFile(path, b, 0o600))
		}},
		{"vector file truncated", func(t *testing.T, dir string) {
			must(t, os.Truncate(filepath.Join(dir, VectorFile), 100))
		}},
		{"keyword dir missing", func(t *testing.T, dir string) { must(t, os.RemoveAll(filepath.Join(dir, KeywordDir))) }},
		{"keyword dir corrupt", func(t *testing.T, dir string) {
			kdir := filepath.Join(dir, KeywordDir)
			entries, err := os.ReadDir(kdir)
			must(t, err)
			for _, en := range entries {
				if !en.IsDir() {
					must(t, os.WriteFile(filepath.Join(kdir, en.Name()), []byte("garbage"), 0o600))
				}
			}
		}},
		{"both gone", func(t *testing.T, dir string) {
			must(t, os.Remove(filepath.Join(dir, VectorFile)))
			must(t, os.RemoveAll(filepath.Join(dir, KeywordDir)))
		}},
	}
	for _, d := range damage {
		t.Run(d.name, func(t *testing.T) {
			dir := t.TempDir()
			e := openEngine(t, dir, newBigram(), testDebounceNever)
			p := mustProject(t, e, "p")
			for i := range 4 {
				mustChapter(t, e, p.ID, "c", plainText(uint64(i+10), 3000))
			}
			flush(t, e)
			before := searchIDs(t, e, p.ID)
			must(t, e.Close())
			if _, err := os.Stat(filepath.Join(dir, VectorFile)); err != nil {
				t.Fatalf("Close did not persist the vector index: %v", err)
			}
			d.do(t, dir)
			emb := newBigram()
			e = openEngine(t, dir, emb, testDebounceNever)
			after := searchIDs(t, e, p.ID)
			if !slices.EqualFunc(before, after, slices.Equal) {
				t.Fatalf("search ids changed after rebuild:\nbefore %v\nafter  %v", before, after)
			}
			flush(t, e)
			checkInvariants(t, e)
			if emb.Count() != 0 {
				t.Fatalf("rebuilding derived indexes embedded %d texts", emb.Count())
			}
		})
	}
}

// TestReconcileAfterCrash simulates the derived indexes lagging bbolt
// (children added and deleted after the vector file was written) and
// checks that Open repairs P8 by id-set difference.
func TestReconcileAfterCrash(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, newBigram(), testDebounceNever)
	p := mustProject(t, e, "p")
	a := mustChapter(t, e, p.ID, "a", plainText(1, 2000))
	flush(t, e)
	must(t, e.ix.PersistVectors())
	stale, err := vector.LoadFile(filepath.Join(dir, VectorFile))
	must(t, err)
	// More work after the snapshot: a new chapter, a deleted one.
	mustChapter(t, e, p.ID, "b", plainText(2, 2000))
	must(t, e.DeleteChapter(a.ID))
	flush(t, e)
	must(t, e.Close())
	// Put the old vector file back, as if the process died before saving.
	must(t, vector.SaveFile(filepath.Join(dir, VectorFile), stale))
	e = openEngine(t, dir, newBigram(), testDebounceNever)
	flush(t, e)
	checkInvariants(t, e)
}

// must fails the test on err.
func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestResumeAfterRestart: work pending at Close (here: never flushed) is
// resumed by the next Open, without debounce.
func TestResumeAfterRestart(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, newBigram(), testDebounceNever)
	p := mustProject(t, e, "p")
	mustChapter(t, e, p.ID, "c", plainText(77, 2000))
	must(t, e.Close())
	db, err := storage.Open(filepath.Join(dir, storage.FileName))
	must(t, err)
	must(t, db.View(func(tx *storage.Tx) error {
		c, err := tx.Counts()
		if c.DirtyBlocks == 0 || c.StaleOwners != 1 {
			t.Errorf("unfinished work not recorded across Close: %+v", c)
		}
		return err
	}))
	must(t, db.Close())
	e = openEngine(t, dir, newBigram(), testDebounceNever)
	deadline := time.Now().Add(10 * time.Second)
	for {
		st, err := e.Stats(t.Context())
		must(t, err)
		if st.DirtyBlocks == 0 && st.PendingTasks == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("backlog not resumed: %+v", st)
		}
		time.Sleep(10 * time.Millisecond)
	}
	checkInvariants(t, e)
}
