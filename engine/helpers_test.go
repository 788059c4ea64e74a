package engine

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"inkflow/engine/chunk"
	"inkflow/engine/index/indextest"
	"inkflow/model"
	"inkflow/storage"
)

// testDebounceNever keeps the debounce from firing on its own, so tests
// decide when tasks run (Flush / IndexNow).
const testDebounceNever = time.Hour

// openEngine opens an engine on dir (a fresh temp dir if empty).
func openEngine(t testing.TB, dir string, emb model.Embedder, debounce time.Duration) *Engine {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	e, err := Open(Options{DataDir: dir, Embedder: emb, Debounce: debounce, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// testLogger sends engine logs to the test log when -v is set.
func testLogger(t testing.TB) *slog.Logger {
	if testing.Verbose() {
		return slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

func flush(t testing.TB, e *Engine) {
	t.Helper()
	waitMinute(t, e.Flush)
}

// waitMinute runs a wait for background work (a flush) with a minute's
// deadline, so a stuck queue fails the test instead of hanging it.
func waitMinute(t testing.TB, wait func(context.Context) error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := wait(ctx); err != nil {
		t.Fatal(err)
	}
}

// openProject opens an engine on a fresh temp dir with the bigram
// embedder and a debounce that never fires, and creates a project in it:
// the start of most tests of one book.
func openProject(t testing.TB, name string) (*Engine, Project) {
	t.Helper()
	e := openEngine(t, "", newBigram(), testDebounceNever)
	return e, mustProject(t, e, name)
}

// mustProject creates a project.
func mustProject(t testing.TB, e *Engine, name string) Project {
	t.Helper()
	p, err := e.CreateProject(name)
	must(t, err)
	return p
}

// mustChapter creates a chapter and saves text into it.
func mustChapter(t testing.TB, e *Engine, projectID uint64, title, text string) Chapter {
	t.Helper()
	c, err := e.CreateChapter(projectID, title)
	must(t, err)
	_, err = e.SaveChapter(c.ID, title, text)
	must(t, err)
	return c
}

// snapshotIDs returns the parent and child ids currently stored.
func snapshotIDs(t testing.TB, e *Engine) (parents, children []uint64) {
	t.Helper()
	err := e.DB().View(func(tx *storage.Tx) error {
		if err := tx.ForEachParent(func(p storage.Parent) error {
			parents = append(parents, p.ID)
			return nil
		}); err != nil {
			return err
		}
		return tx.ForEachChild(storage.ChildScan{}, func(c storage.Child) error {
			children = append(children, c.ID)
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return parents, children
}

// invariantErrors checks the docs/ARCHITECTURE.md §3 invariants that hold once
// the indexer is idle: P1–P4, P6, P8, P10, plus full coverage (every block
// lies inside parents, nothing dirty or stale, one model).
func invariantErrors(e *Engine) []error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	cfg := e.Settings().Chunking.Config
	emb, vix := e.Vectors()
	childIDs := map[uint64]bool{}
	err := e.DB().View(func(tx *storage.Tx) error {
		owners, err := tx.AllOwners()
		if err != nil {
			return err
		}
		ownerSet := map[storage.Owner]bool{}
		for _, o := range owners {
			ownerSet[o] = true
		}
		if stale, _ := tx.StaleOwners(); len(stale) > 0 {
			bad("owners still stale after flush: %v", stale)
		}
		covered := map[storage.Owner][]storage.Parent{}
		err = tx.ForEachParent(func(p storage.Parent) error {
			// P1 and P6: a parent belongs to one existing owner, and its
			// text is that owner's text at the recorded span.
			if !ownerSet[p.Owner] {
				bad("P6: parent %d belongs to deleted owner %s", p.ID, p.Owner)
				return nil
			}
			covered[p.Owner] = append(covered[p.Owner], p)
			text := []rune(tx.Text(p.Owner))
			if p.Start < 0 || p.End > len(text) || p.Start >= p.End || string(text[p.Start:p.End]) != p.Text {
				bad("P1: parent %d span [%d,%d) does not hold its text in %s", p.ID, p.Start, p.End, p.Owner)
			}
			if p.TextHash != storage.HashText(p.Text) {
				bad("parent %d hash mismatch", p.ID)
			}
			blocks, err := tx.Blocks(p.Owner)
			if err != nil {
				return err
			}
			pos := slices.IndexFunc(blocks, func(b storage.Block) bool { return b.ID == p.FirstBlockID() })
			for i, id := range p.BlockIDs {
				if pos < 0 || pos+i >= len(blocks) || blocks[pos+i].ID != id {
					bad("P6: parent %d lists blocks %v that are not consecutive blocks of %s", p.ID, p.BlockIDs, p.Owner)
					break
				}
			}
			// P10.
			if p.Len() > cfg.MaxParentSize && len(chunk.SplitSentences(p.Text)) > 1 {
				bad("P10: parent %d has %d runes > %d and several sentences", p.ID, p.Len(), cfg.MaxParentSize)
			}
			// P2-P4 through the parent's child index.
			chs, err := tx.ChildrenOf(p.ID, false)
			if err != nil {
				return err
			}
			if len(chs) == 0 {
				bad("parent %d has no children", p.ID)
			}
			var cat strings.Builder
			prevEnd := 0
			pr := []rune(p.Text)
			for i, c := range chs {
				if c.Order != i {
					bad("P3: parent %d child %d has order %d at position %d", p.ID, c.ID, c.Order, i)
				}
				if c.ParentID != p.ID {
					bad("P2: child %d indexed under parent %d points at %d", c.ID, p.ID, c.ParentID)
				}
				if c.Start != prevEnd || c.End <= c.Start || c.End > len(pr) || string(pr[c.Start:c.End]) != c.Text {
					bad("P4: parent %d child %d span [%d,%d) not contiguous or not its text", p.ID, c.ID, c.Start, c.End)
				}
				if emb != nil && c.ModelID != emb.ModelID() {
					bad("child %d has model %q, active is %q", c.ID, c.ModelID, emb.ModelID())
				}
				prevEnd = c.End
				cat.WriteString(c.Text)
			}
			if cat.String() != p.Text {
				bad("P4: children of parent %d do not concatenate to its text", p.ID)
			}
			return nil
		})
		if err != nil {
			return err
		}
		err = tx.ForEachChild(storage.ChildScan{}, func(c storage.Child) error {
			childIDs[c.ID] = true
			if _, err := tx.Parent(c.ParentID); err != nil {
				bad("P2: child %d points at missing parent %d", c.ID, c.ParentID)
			}
			return nil
		})
		if err != nil {
			return err
		}
		// Every block is clean and lies inside the parents of its owner.
		for _, o := range owners {
			blocks, err := tx.Blocks(o)
			if err != nil {
				return err
			}
			ps := covered[o]
			for _, b := range blocks {
				if b.Dirty {
					bad("block %d of %s still dirty", b.ID, o)
				}
				n := 0
				for _, p := range ps {
					n += max(0, min(p.End, b.End)-max(p.Start, b.Start))
				}
				if n != b.End-b.Start {
					bad("block %d of %s [%d,%d) covered by %d runes of parents", b.ID, o, b.Start, b.End, n)
				}
			}
		}
		return nil
	})
	if err != nil {
		bad("reading the database: %v", err)
		return errs
	}
	// P8: vector ids == child ids == keyword ids.
	if vix != nil {
		vecIDs := vix.IDs()
		if !sameSet(vecIDs, childIDs) {
			bad("P8: vector index has %d ids, bbolt %d children (differ)", len(vecIDs), len(childIDs))
		}
	}
	kwIDs, err := e.Keyword().IDs()
	if err != nil {
		bad("keyword ids: %v", err)
	} else if !sameSet(kwIDs, childIDs) {
		bad("P8: keyword index has %d ids, bbolt %d children (differ)", len(kwIDs), len(childIDs))
	}
	// P6 for mentions: none of a vanished block, chapter or entry.
	if err := e.DB().View(func(tx *storage.Tx) error {
		found, err := tx.CheckMentions()
		errs = append(errs, found...)
		return err
	}); err != nil {
		bad("checking mentions: %v", err)
	}
	return errs
}

func sameSet(ids []uint64, set map[uint64]bool) bool {
	if len(ids) != len(set) {
		return false
	}
	for _, id := range ids {
		if !set[id] {
			return false
		}
	}
	return true
}

func checkInvariants(t testing.TB, e *Engine) {
	t.Helper()
	for _, err := range invariantErrors(e) {
		t.Error(err)
	}
	if t.Failed() {
		t.FailNow()
	}
}

// newBigram returns the deterministic test embedder wrapped in a counter.
func newBigram() *indextest.Counting {
	return indextest.NewCounting(indextest.Bigram{})
}

// danglingParents reports a parent of o that lists a block o no longer has.
func danglingParents(e *Engine, o storage.Owner) error {
	return e.DB().View(func(tx *storage.Tx) error {
		blocks, err := tx.Blocks(o)
		if err != nil {
			return err
		}
		have := map[uint64]bool{}
		for _, b := range blocks {
			have[b.ID] = true
		}
		ps, err := tx.ParentsOf(o)
		if err != nil {
			return err
		}
		for _, p := range ps {
			for _, id := range p.BlockIDs {
				if !have[id] {
					return fmt.Errorf("P6: parent %d of %s covers vanished block %d", p.ID, o, id)
				}
			}
			if ids, _ := tx.ChildIDsOf(p.ID); len(ids) == 0 {
				return fmt.Errorf("parent %d has no children", p.ID)
			}
		}
		return nil
	})
}

// fakeClock is a clock the test moves by hand (Options.Clock): snapshot
// times and their retention, the days of the writing history.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

// Now is the clock's time.
func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}
