package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"inkflow/internal/fulldisk"
)

// TestStatusBarSaysTheKeywordIndexIsBehind: while writes to the keyword
// index fail (the disk full) and its changes wait to be written again,
// the status bar says that keyword search is behind and why, instead of
// "Index up to date"; once the disk has room and they are written, it
// says the index is up to date again; so it does from the start when the
// app opens on a full disk with the keyword index to rebuild. Before, it
// said "Index up to date" all along (and the app did not open then).
func TestStatusBarSaysTheKeywordIndexIsBehind(t *testing.T) {
	if !fulldisk.RunInChild(t) {
		return
	}
	h := newHarness(t, harnessOptions{})
	p, _ := h.addChapter("灯塔", "第一章", paraHarbor)
	h.flush()
	s := h.u.status
	if s.progress.Text != "Index up to date" {
		t.Fatalf("after indexing the status bar says %q", s.progress.Text)
	}
	// Many distinct words, so that each keyword batch makes a segment
	// past the limit below.
	big := fulldisk.Words(120000, ". ")
	store := filepath.Join(h.eng.DataDir(), "keyword", "store")
	before := segments(t, store)
	c, err := h.eng.CreateChapter(p.ID, "第二章")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.eng.SaveChapter(c.ID, "第二章", big); err != nil {
		t.Fatal(err)
	}
	// The disk fills once the chapter's keyword writes have begun: its
	// database commits are in, the rest of its keyword batches fail.
	for deadline := time.Now().Add(time.Minute); !newSegment(t, store, before); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no keyword segment written for the chapter in a minute")
		}
	}
	lift := fulldisk.Limit(t, 64<<10)
	h.waitFor("a failed keyword write", func() bool { return h.eng.KeywordBacklog().Err != nil })
	h.waitFor("the status bar to say the keyword index is behind", func() bool {
		return strings.Contains(s.progress.Text, "eyword index") && strings.Contains(s.progress.Text, "behind")
	})
	t.Logf("while the disk was full: %q (%d waiting: %v)", s.progress.Text, h.eng.KeywordBacklog().Waiting, h.eng.KeywordBacklog().Err)
	lift()
	h.waitFor("the keyword backlog to drain", func() bool { return h.eng.KeywordBacklog().Err == nil })
	h.flush()
	h.waitFor("the status bar to say the index is up to date", func() bool { return s.progress.Text == "Index up to date" })

	// A start on a full disk with the keyword index to rebuild (its
	// folder lost) opens, and the bar says so from the first frame,
	// before any indexer event reaches it (none is pumped here).
	dir := h.eng.DataDir()
	h.close()
	if err := os.RemoveAll(filepath.Join(dir, "keyword")); err != nil {
		t.Fatal(err)
	}
	lift = fulldisk.Limit(t, 64<<10)
	h = newHarness(t, harnessOptions{dir: dir})
	if got := h.u.status.progress.Text; !strings.HasPrefix(got, "Keyword index ") || !strings.Contains(got, " behind: saving failed (disk full?), retrying") {
		t.Fatalf("at a start on a full disk the status bar says %q", got)
	}
	lift()
	// A write begun while the disk was full may fail after the lift:
	// the flush waits for its retry.
	h.waitFor("the keyword index to be rebuilt", func() bool { return h.eng.KeywordBacklog().Err == nil })
	h.flush()
	h.waitFor("the status bar to say the index is up to date", func() bool { return h.u.status.progress.Text == "Index up to date" })
}

// segments lists the keyword index's segment files in store.
func segments(t *testing.T, store string) map[string]bool {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(store, "*.zap"))
	if err != nil {
		t.Fatal(err)
	}
	out := make(map[string]bool, len(names))
	for _, n := range names {
		out[n] = true
	}
	return out
}

// newSegment reports whether store holds a segment file that is not in
// before and has been written.
func newSegment(t *testing.T, store string, before map[string]bool) bool {
	t.Helper()
	for n := range segments(t, store) {
		if st, err := os.Stat(n); !before[n] && err == nil && st.Size() > 0 {
			return true
		}
	}
	return false
}
