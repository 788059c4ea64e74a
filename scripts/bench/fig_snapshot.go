package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"inkflow/engine"
)

// snapshotChapterRunes is the chapter of the snapshot-storage figure.
const snapshotChapterRunes = 10_000

// figSnapshotStorage measures what 200 automatic snapshots of a
// 10,000-character chapter take when each follows a small edit (issue 22:
// at most 3× the chapter's size in total). The clock is simulated: the
// chapter is edited every 5 minutes with snapshots.interval-minutes 5, so
// each save takes one interval snapshot and all 200 stay within the day
// retention keeps whole.
func figSnapshotStorage(r *runCtx) error {
	paras, used, _, err := trainingDraft(r, snapshotChapterRunes)
	if err != nil {
		return fmt.Errorf("snapshot-storage: %w", err)
	}
	dir, err := r.newDataDir("snapshots")
	if err != nil {
		return err
	}
	defer r.dropDataDir(dir)
	var (
		mu  sync.Mutex
		now = time.Date(2026, 1, 1, 8, 0, 0, 0, time.UTC)
	)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	eng, err := engine.Open(engine.Options{DataDir: dir, Clock: clock})
	if err != nil {
		return fmt.Errorf("snapshot-storage: %w", err)
	}
	defer eng.Close()
	if err := eng.UpdateSettings(func(s *engine.Settings) { s.Snapshots.IntervalMinutes = 5 }); err != nil {
		return err
	}
	p, err := eng.CreateProject("草稿")
	if err != nil {
		return err
	}
	ch, err := eng.CreateChapter(p.ID, "第一章")
	if err != nil {
		return err
	}
	text := strings.Join(paras, "\n\n")
	if _, err := eng.SaveChapter(ch.ID, "第一章", text); err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(22, 1))
	pool := []rune("的一是在不了有人这中大为上个国我以要他时来们生到作地于出就分对成会可")
	const want = 200
	for range want {
		mu.Lock()
		now = now.Add(5 * time.Minute)
		mu.Unlock()
		// A small edit: a few characters typed into a random paragraph
		// and one deleted elsewhere.
		i := rng.IntN(len(paras))
		rs := []rune(paras[i])
		at := rng.IntN(len(rs) + 1)
		var typed []rune
		for range 1 + rng.IntN(8) {
			typed = append(typed, pool[rng.IntN(len(pool))])
		}
		paras[i] = string(rs[:at]) + string(typed) + string(rs[at:])
		if j := rng.IntN(len(paras)); len([]rune(paras[j])) > 1 {
			rj := []rune(paras[j])
			k := rng.IntN(len(rj))
			paras[j] = string(rj[:k]) + string(rj[k+1:])
		}
		text = strings.Join(paras, "\n\n")
		if _, err := eng.SaveChapter(ch.ID, "第一章", text); err != nil {
			return err
		}
	}
	st, err := eng.Stats(r.ctx)
	if err != nil {
		return err
	}
	if st.Snapshots.Count != want {
		return fmt.Errorf("snapshot-storage: %d snapshots kept, want %d", st.Snapshots.Count, want)
	}
	ratio := float64(st.Snapshots.StoredBytes) / float64(len(text))
	r.notef("Setup: a %d-character chapter (%d bytes of UTF-8) from %s, saved 200 times with 1–8 characters typed into one random paragraph "+
		"and one deleted in another; a simulated clock 5 minutes on per save and snapshots.interval-minutes 5, so every save takes one automatic "+
		"snapshot (of the text before it) and retention keeps all. Stored bytes are the keys and values of the snapshot data bucket.",
		len([]rune(text)), len(text), relPaths(r.cfg.Corpus, used))
	r.add(Row{Name: "200 automatic snapshots of a 10k-char chapter: stored ÷ chapter size", Value: ratio, Unit: "×", Goal: atMost(3),
		Detail: fmt.Sprintf("%d snapshots in %d bytes for a chapter of %d bytes; one full copy plus deltas", st.Snapshots.Count,
			st.Snapshots.StoredBytes, len(text))})
	return nil
}

// figReplaceAll measures a project-wide replace of a common word over a
// 3-million-character project (-quick: 300,000): the time of the one
// transaction, and until the changed paragraphs are re-indexed.
func figReplaceAll(r *runCtx) error {
	size := pick(r, 3_000_000, 300_000)
	eng, p, _, release, err := r.openFreshProject("replace", "大项目")
	if err != nil {
		return err
	}
	defer release()
	total, chapters, books, err := importTrainingProject(r, eng, p.ID, size)
	if err != nil {
		return fmt.Errorf("replace-all: %w", err)
	}
	r.logf("imported %s characters in %d chapters; indexing", formatValue(float64(total), ""), chapters)
	if err := eng.Flush(r.ctx); err != nil {
		return err
	}
	const pattern, replacement = "他们", "她们"
	t0 := time.Now()
	res, err := eng.ReplaceAll(engine.ReplaceRequest{ProjectID: p.ID, Pattern: pattern, Replacement: replacement})
	if err != nil {
		return err
	}
	inTx := time.Since(t0)
	for _, c := range res.Chapters {
		eng.IndexNow(c.ID) // all are chapters: the figure replaces in chapters only
	}
	if err := eng.Flush(r.ctx); err != nil {
		return err
	}
	indexed := time.Since(t0)
	r.notef("Setup: %s characters of %d training books in %d chapters of one project, imported and indexed with the static model; then "+
		"%q → %q replaced everywhere: %d changes in %d chapters (each snapshotted first). The second time runs until the indexer has "+
		"re-embedded the changed paragraphs (IndexNow on each changed chapter, then Flush).",
		formatValue(float64(total), ""), books, chapters, pattern, replacement, res.Changes, len(res.Chapters))
	r.add(Row{Name: fmt.Sprintf("replace-all over %s chars: the transaction", sizeLabel(total)), Value: inTx.Seconds() * 1000, Unit: "ms",
		Detail: fmt.Sprintf("%d changes in %d chapters, one run", res.Changes, len(res.Chapters))})
	r.add(Row{Name: fmt.Sprintf("replace-all over %s chars: until re-indexed", sizeLabel(total)), Value: indexed.Seconds(), Unit: "s",
		Detail: "from the call until the indexer has covered every changed chapter, one run"})
	return nil
}
