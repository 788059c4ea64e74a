package index

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"inkflow/engine/index/indextest"
	"inkflow/internal/fulldisk"
)

// TestKeywordWriteLostToAFullDiskIsRetried: a chapter whose keyword
// documents cannot be written (the disk full) reaches keyword search once
// the disk has room again, without a restart: after the writer's backoff,
// or with the next change written; and when the index is found damaged as
// it reopens, the chapters written before come back too. Meanwhile
// KeywordBacklog says keyword search lags behind. Before, the failed batch, and every batch after it
// in the same write, stayed missing until the next start reconciled the
// index with the database.
func TestKeywordWriteLostToAFullDiskIsRetried(t *testing.T) {
	if !fulldisk.RunInChild(t) {
		return
	}
	// Many distinct words, as a book has, so that each keyword batch
	// (keywordBatchBytes of text) makes a segment past the limit below,
	// where a repeated line would compress to little. The bbolt commit
	// happens before the limit is set.
	big := fulldisk.Words(60000, ". ")
	tests := []struct {
		name string
		// then runs once the disk has room again.
		then func(t *testing.T, f *fixture)
	}{
		{"after the backoff", func(*testing.T, *fixture) {}},
		{"with the next change", func(t *testing.T, f *fixture) {
			f.save(f.chapter(), "later words zebrafinch", true)
		}},
		{"the files found damaged", func(t *testing.T, f *fixture) {
			// Before the retry reopens the index: it begins an empty
			// one, and the earlier chapter is written again too.
			garbleSegments(t, filepath.Join(f.dir, "keyword"))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, indextest.Bigram{}, time.Hour)
			f.save(f.chapter(), "earlier words", true)
			if err := f.flush(); err != nil {
				t.Fatal(err)
			}
			o := f.chapter()
			// Hold the commit's keyword changes until the disk is full.
			// A failed wait must still let them go: the fixture's clean-up
			// (registered before, so run after this one) waits for them,
			// and a test that failed under load hung to the package
			// timeout instead of reporting.
			f.ix.applyMu.Lock()
			release := sync.OnceFunc(f.ix.applyMu.Unlock)
			t.Cleanup(release)
			f.save(o, big, true)
			f.waitFor(30*time.Second, "the chapter's commit", func() bool { return f.dirtyBlocks(o) == 0 })
			lift := fulldisk.Limit(t, 64<<10)
			release()
			f.waitFor(30*time.Second, "the failed keyword write", func() bool { return f.ix.KeywordBacklog().Err != nil })
			behind := f.ix.KeywordBacklog()
			lift()
			t.Logf("backlog while the disk was full: %d waiting, %v", behind.Waiting, behind.Err)
			if behind.Waiting == 0 || behind.Since.IsZero() {
				t.Fatalf("KeywordBacklog while the disk is full: %+v, want changes waiting", behind)
			}
			if len(f.eventsOf(EventKeyword)) == 0 {
				t.Fatal("no EventKeyword for the failed write")
			}
			tt.then(t, f)
			found := func(word string) bool {
				hits, err := f.ix.Keyword().Search(keywordQuery(word, f.project))
				return err == nil && len(hits) > 0
			}
			// w0q opens the chapter, w59999q ends it: a later keyword
			// batch than the one that failed, which the failed write never
			// reached.
			start := time.Now()
			f.waitFor(20*time.Second, "the chapter in keyword search", func() bool { return found("w0q") && found("w59999q") })
			t.Logf("in keyword search %v after the disk had room", time.Since(start))
			// The words show while the writer finishes its round (after
			// a fresh start, reconciling the index with the database).
			f.waitFor(20*time.Second, "KeywordBacklog to clear and an EventKeyword to say so", func() bool {
				evs := f.eventsOf(EventKeyword)
				return f.ix.KeywordBacklog() == (KeywordBacklog{}) && evs[len(evs)-1].Err == nil
			})
			if err := f.flush(); err != nil {
				t.Fatalf("flush once the disk has room: %v", err)
			}
			if !found("earlier") {
				t.Fatal("the chapter written before the failure is gone from keyword search")
			}
			f.checkP8()
		})
	}
}

// garbleSegments flips the checksum at the end of every segment file of
// the keyword index in dir, so that it fails verification. The files are
// changed in place, not rewritten: the index left broken by the failed
// write still maps them, and a file cut short under a mapping faults
// (SIGBUS) whoever reads it.
func garbleSegments(t *testing.T, dir string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "store", "*.zap"))
	if err != nil || len(files) == 0 {
		t.Fatalf("segment files in %s: %v (%v)", dir, files, err)
	}
	for _, name := range files {
		if st, err := os.Stat(name); err != nil || st.Size() < 8 {
			continue // the segment the failed write left unwritten
		}
		f, err := os.OpenFile(name, os.O_RDWR, 0)
		if err != nil {
			t.Fatal(err)
		}
		st, err := f.Stat()
		if err != nil {
			t.Fatal(err)
		}
		crc := make([]byte, 4)
		if _, err := f.ReadAt(crc, st.Size()-4); err != nil {
			t.Fatal(err)
		}
		for i := range crc {
			crc[i] = ^crc[i]
		}
		if _, err := f.WriteAt(crc, st.Size()-4); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}
}
