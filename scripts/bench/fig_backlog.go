package main

import (
	"fmt"
	"time"

	"inkflow/engine"
)

// figBacklog measures opening a data directory that holds a large
// unindexed backlog, as `inkflow stats` does after an import that was
// killed before indexing: open (which queues every unindexed chapter),
// Stats, Close. Queueing used to cost O(n²) (15 s for 20,000 chapters,
// over 300 s for 100,000); the goal is the 5 s for 100,000.
func figBacklog(r *runCtx) error {
	emb, err := loadModel(r.cfg.Static.Dir)
	if err != nil {
		return err
	}
	defer emb.Close()
	n := pick(r, 100_000, 20_000)
	// Without a model nothing is indexed: every chapter stays queued.
	eng, dir, _, err := r.openEngineWith("backlog", nil, 0)
	if err != nil {
		return err
	}
	defer r.dropDataDir(dir)
	p, err := eng.CreateProject("backlog")
	if err != nil {
		eng.Close()
		return err
	}
	chs := make([]engine.NewChapter, n)
	for i := range chs {
		chs[i] = engine.NewChapter{Title: fmt.Sprintf("第%d章", i+1), Index: i + 1, Text: fmt.Sprintf("第%d章只有一行字。", i+1)}
	}
	if _, err := eng.ImportChapters(p.ID, chs); err != nil {
		eng.Close()
		return err
	}
	if err := eng.Close(); err != nil {
		return err
	}
	count := groupThousands(fmt.Sprint(n))
	r.notef("A data directory with %s one-line chapters stored but not indexed (imported without a model); timed: open with the static model, Stats, Close.", count)
	t0 := time.Now()
	eng, err = openEngine(dir, emb, 0)
	if err != nil {
		return err
	}
	st, err := eng.Stats(r.ctx)
	if cerr := eng.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	took := time.Since(t0).Seconds()
	r.add(Row{Name: fmt.Sprintf("stats with %s unindexed one-line chapters (open, stats, close)", count), Value: took, Unit: "s", Goal: atMost(5),
		Detail: fmt.Sprintf("%d chapters, %d pending tasks seen by stats", st.Chapters, st.PendingTasks)})
	return nil
}
