package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"inkflow/engine/index"
	"inkflow/storage"
)

// draftRunes is the size of the chapter being edited (the figure).
const draftRunes = 20_000

// figSaveBusy measures SaveChapter, the editor's hot path, while the
// background indexer works through a large import: an author typing in
// one chapter while another book is being indexed. Every save changes one
// paragraph of a 20,000-character chapter by one character, as typing
// does; only saves that start and end while imported chapters are still
// waiting for or under indexing count.
func figSaveBusy(r *runCtx) error {
	want := pick(r, 500, 100)
	interval := 20 * time.Millisecond

	// The draft comes from the first training texts; the books imported
	// to keep the indexer busy are others.
	paras, used, files, err := trainingDraft(r, draftRunes)
	if err != nil {
		return fmt.Errorf("save-busy: %w", err)
	}

	eng, p, dir, release, err := r.openFreshProject("save", "草稿")
	if err != nil {
		return err
	}
	defer release()
	ch, err := eng.CreateChapter(p.ID, "第一章")
	if err != nil {
		return err
	}
	if _, err := eng.SaveChapter(ch.ID, "第一章", strings.Join(paras, "\n\n")); err != nil {
		return err
	}
	if err := eng.Flush(r.ctx); err != nil {
		return err
	}
	draftSize := utf8.RuneCountInString(strings.Join(paras, "\n\n"))
	rng := rand.New(rand.NewPCG(7, 11))
	pool := []rune("的一是在不了有人这中大为上个国我以要他时来们生到作地于出就分对成会可")
	// typeOne types one character into a random paragraph, as an author
	// does between two autosaves, and saves the chapter.
	typeOne := func() (time.Duration, error) {
		i := rng.IntN(len(paras))
		rs := []rune(paras[i])
		at := rng.IntN(len(rs) + 1)
		paras[i] = string(rs[:at]) + string(pool[rng.IntN(len(pool))]) + string(rs[at:])
		text := strings.Join(paras, "\n\n")
		t0 := time.Now()
		_, err := eng.SaveChapter(ch.ID, "第一章", text)
		return time.Since(t0), err
	}
	// Baseline: the same saves with the indexer idle (the edited chapter
	// itself is only debounced, never indexed, while saves keep coming).
	var idle []float64
	for range pick(r, 200, 50) {
		d, err := typeOne()
		if err != nil {
			return err
		}
		idle = append(idle, float64(d)/float64(time.Millisecond))
		time.Sleep(interval)
	}

	// backlog tracks imported chapters not yet indexed; done collects
	// owners finished before ImportChapters returned their ids.
	var mu sync.Mutex
	backlog := map[storage.Owner]bool{}
	done := map[storage.Owner]bool{}
	unsub := eng.Subscribe(func(ev index.Event) {
		if ev.Kind != index.EventDone && ev.Kind != index.EventFailed {
			return
		}
		mu.Lock()
		if backlog[ev.Owner] {
			delete(backlog, ev.Owner)
		} else {
			done[ev.Owner] = true
		}
		mu.Unlock()
	})
	defer unsub()
	busy := func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(backlog) > 0
	}
	// The imports: 三国演义, then training books as long as more busy
	// time is needed (-quick: leading parts only).
	books := append([]string{filepath.Join(r.cfg.Corpus, sanguoPath)}, files[len(used):]...)
	imported := 0
	importNext := func() (bool, error) {
		if imported >= len(books) {
			return false, nil
		}
		b, err := loadBook(books[imported])
		if err != nil {
			return false, err
		}
		imported++
		chs := b.Chapters
		if r.cfg.Quick {
			chs = prefixChapters(chs, 100_000)
		}
		bp, err := eng.CreateProject(fmt.Sprintf("import %d", imported))
		if err != nil {
			return false, err
		}
		made, err := importChapters(eng, bp.ID, 0, chs)
		if err != nil {
			return false, err
		}
		mu.Lock()
		for _, c := range made {
			if done[c.Owner()] {
				delete(done, c.Owner())
			} else {
				backlog[c.Owner()] = true
			}
		}
		mu.Unlock()
		r.logf("importing %s (%d chapters) to keep the indexer busy", relPath(r.cfg.Corpus, books[imported-1]), len(made))
		return true, nil
	}

	var took []float64
	total := 0
	for len(took) < want {
		if err := r.ctx.Err(); err != nil {
			return err
		}
		if !busy() {
			ok, err := importNext()
			if err != nil {
				return err
			}
			if !ok {
				break
			}
			continue
		}
		wasBusy := busy()
		d, err := typeOne()
		if err != nil {
			return err
		}
		total++
		if wasBusy && busy() {
			took = append(took, float64(d)/float64(time.Millisecond))
		}
		time.Sleep(interval)
	}
	r.notef("Setup: a %d-character chapter (%d paragraphs from %s), saved and indexed; then books are imported one after another "+
		"(三国演义 first) and, while their chapters wait for or undergo indexing, the chapter is saved every %v with one character typed "+
		"into a random paragraph. %d saves were made; the %d that began and ended while the indexer had imported chapters left count.",
		draftSize, len(paras), relPaths(r.cfg.Corpus, used), interval, total, len(took))
	if len(took) == 0 {
		r.add(unmeasured("SaveChapter (20k-char chapter) while indexing, p99", "ms", atMost(10), "no save overlapped indexing"))
		return nil
	}
	r.add(Row{Name: "SaveChapter (20k-char chapter) while indexing, p99", Value: percentile(took, 99), Unit: "ms", Goal: atMost(10),
		Detail: fmt.Sprintf("%d saves: p50 %s, p95 %s, max %s", len(took),
			formatValue(percentile(took, 50), "ms"), formatValue(percentile(took, 95), "ms"), formatValue(percentile(took, 100), "ms"))})
	if fs, err := fsyncLatency(dir, 50); err == nil {
		r.add(Row{Name: "disk: fsync of a 4 KiB write in the data directory, p99", Value: percentile(fs, 99), Unit: "ms",
			Detail: fmt.Sprintf("%d fsyncs, p50 %s; every SaveChapter commits a bbolt transaction, which syncs the disk twice", len(fs), formatValue(percentile(fs, 50), "ms"))})
	}
	r.add(Row{Name: "SaveChapter (20k-char chapter), indexer idle, p99", Value: percentile(idle, 99), Unit: "ms",
		Detail: fmt.Sprintf("baseline, same process: %d saves before the imports; p50 %s", len(idle), formatValue(percentile(idle, 50), "ms"))})
	if len(took) < want {
		r.notef("Only %d of the %d wanted saves overlapped indexing: the books ran out.", len(took), want)
	}
	return nil
}

// trainingDraft is a draft of n characters made of the first training
// texts' paragraphs, with the files it came from and all training files.
func trainingDraft(r *runCtx, n int) (draft, used, files []string, err error) {
	if files, err = trainFiles(r.cfg.Corpus); err != nil {
		return nil, nil, nil, err
	}
	src, used, err := paragraphsFrom(files, n)
	if err != nil {
		return nil, nil, nil, err
	}
	if draft = draftParagraphs(src, n); len(draft) == 0 {
		return nil, nil, nil, fmt.Errorf("no draft of %d characters could be made", n)
	}
	return draft, used, files, nil
}

// draftParagraphs takes leading paragraphs until they hold n characters
// (the last one cut to fit).
func draftParagraphs(paras []string, n int) []string {
	var out []string
	total := 0
	for _, p := range paras {
		sep := 0
		if len(out) > 0 {
			sep = 2 // "\n\n"
		}
		rs := []rune(p)
		if total+sep+len(rs) >= n {
			if left := n - total - sep; left > 0 {
				out = append(out, string(rs[:left]))
			}
			return out
		}
		out = append(out, p)
		total += sep + len(rs)
	}
	return nil
}

// fsyncLatency times n small write+fsync pairs in dir, in milliseconds:
// the floor under any durable save on this disk.
func fsyncLatency(dir string, n int) ([]float64, error) {
	f, err := os.CreateTemp(dir, "fsync-")
	if err != nil {
		return nil, fmt.Errorf("fsync probe: %w", err)
	}
	defer os.Remove(f.Name())
	defer f.Close()
	buf := make([]byte, 4096)
	var out []float64
	for i := range n {
		if _, err := f.WriteAt(buf, int64(i%16)*4096); err != nil {
			return nil, fmt.Errorf("fsync probe: %w", err)
		}
		t0 := time.Now()
		if err := f.Sync(); err != nil {
			return nil, fmt.Errorf("fsync probe: %w", err)
		}
		out = append(out, float64(time.Since(t0))/float64(time.Millisecond))
	}
	return out, nil
}
