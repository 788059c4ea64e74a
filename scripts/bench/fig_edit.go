package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"inkflow/engine"
	"inkflow/engine/index"
	"inkflow/engine/search"
)

// editBlockRunes is the size of the edited block (the figure).
const editBlockRunes = 1500

// editTimeout bounds one edit's wait; a sample that times out is counted
// at this value, so it still pulls the p95 up instead of vanishing.
const editTimeout = 60 * time.Second

// figEditLatency measures how long a saved edit takes to become
// searchable: a chapter's last block is replaced by a fresh
// 1,500-character block, and the clock runs from the SaveChapter call
// until a parent-child hybrid search for a phrase of the new block returns
// a passage whose matched child lies inside it. The debounce delay is
// subtracted. The project already holds a novel, so the indexes have a
// realistic size.
func figEditLatency(r *runCtx) error {
	samples := pick(r, 40, 8)
	files, err := trainFiles(r.cfg.Corpus)
	if err != nil {
		return err
	}
	nBlocks := samples + 1 + 8
	paras, used, err := paragraphsFrom(files, (nBlocks+1)*editBlockRunes)
	if err != nil {
		return fmt.Errorf("edit-latency: %w", err)
	}
	fresh := blocksOf(paras, editBlockRunes, nBlocks)
	if len(fresh) < nBlocks {
		return fmt.Errorf("edit-latency: %d blocks of %d characters wanted, %d made", nBlocks, editBlockRunes, len(fresh))
	}
	prefix := strings.Join(fresh[samples+1:], "\n\n") // the chapter's unchanged blocks
	fresh = fresh[:samples+1]

	// -quick shortens the debounce (it is subtracted anyway); the full
	// run keeps the product's chunking.debounce-ms.
	debounce := pick(r, time.Duration(0), 300*time.Millisecond)
	eng, _, release, err := r.openFreshEngine("edit", debounce)
	if err != nil {
		return err
	}
	defer release()
	if debounce == 0 {
		debounce = time.Duration(eng.Settings().Chunking.DebounceMS) * time.Millisecond
	}
	novel := filepath.Join(r.cfg.Corpus, sanguoPath)
	data, chars, err := readPrefix(novel, pick(r, 0, 60_000))
	if err != nil {
		return err
	}
	if _, err := importTimed(r.ctx, eng, "三国演义", data); err != nil {
		return err
	}
	ps, err := eng.Projects()
	if err != nil || len(ps) == 0 {
		return fmt.Errorf("edit-latency: project missing after import: %v", err)
	}
	ch, err := eng.CreateChapter(ps[0].ID, "草稿")
	if err != nil {
		return err
	}
	save := func(block string) error {
		_, err := eng.SaveChapter(ch.ID, "草稿", prefix+"\n\n"+block)
		return err
	}
	if err := save(fresh[0]); err != nil {
		return err
	}
	if err := eng.Flush(r.ctx); err != nil {
		return err
	}
	r.notef("Setup: %s (%s characters) imported and indexed, plus a chapter of 9 blocks of %d characters from %s. "+
		"Each sample replaces the chapter's last block by a new %d-character block of text never seen before, so its sentences are not in the embedding cache.",
		relPath(r.cfg.Corpus, novel), formatValue(float64(chars), ""), editBlockRunes, relPaths(r.cfg.Corpus, used), editBlockRunes)
	r.notef("Clock: from the SaveChapter call until a search for a 12-character phrase of the new block returns, in its top 10, "+
		"a result whose matched child is part of the new block: the default search (parent-child, hybrid) or, failing that, a keyword-mode search "+
		"(the text is searchable once an index serves it; how hybrid ranks it is a matter of retrieval quality, counted separately). "+
		"Both are retried on every indexer event for the chapter and every 20 ms. "+
		"Debounce subtracted: %v (%s).", debounce, pick(r, "the product default, chunking.debounce-ms", "shortened for -quick"))

	wake := make(chan struct{}, 1)
	unsub := eng.Subscribe(func(ev index.Event) {
		if ev.Owner == ch.Owner() {
			select {
			case wake <- struct{}{}:
			default:
			}
		}
	})
	defer unsub()

	var lat []float64
	timeouts, keywordOnly := 0, 0
	for i := 1; i <= samples; i++ {
		block := fresh[i]
		runes := []rune(block)
		off := (len(runes)/3 + 97*i) % (len(runes) - 12)
		query := string(runes[off : off+12])
		t0 := time.Now()
		if err := save(block); err != nil {
			return err
		}
		found, by, err := waitSearchable(r.ctx, eng, ps[0].ID, ch.ID, query, block, t0.Add(debounce), wake)
		d := found.Sub(t0) - debounce
		if err == nil && by == search.ModeKeyword {
			keywordOnly++
		}
		switch {
		case errors.Is(err, context.DeadlineExceeded) && r.ctx.Err() == nil:
			timeouts++
			d = editTimeout
		case err != nil:
			return err
		}
		ms := float64(d) / float64(time.Millisecond)
		lat = append(lat, ms)
		r.logf("edit %d/%d: searchable %.0f ms after the debounce (found by %s search)", i, samples, ms, by)
		if err := eng.Flush(r.ctx); err != nil {
			return err
		}
	}
	detail := fmt.Sprintf("%d edits: p50 %s, max %s", len(lat), formatValue(percentile(lat, 50), "ms"), formatValue(percentile(lat, 100), "ms"))
	if keywordOnly > 0 {
		detail += fmt.Sprintf("; %d found by keyword search only (hybrid ranked them below its top 10)", keywordOnly)
	}
	if timeouts > 0 {
		detail += fmt.Sprintf("; %d timed out after %v and count as that", timeouts, editTimeout)
	}
	r.add(Row{Name: "edit → searchable (1,500-char block, minus debounce), p95", Value: percentile(lat, 95) / 1000, Unit: "s",
		Goal: atMost(1), Detail: detail})
	return nil
}

// waitSearchable searches for query until a result's matched child lies
// inside block and returns when that happened and which search found it:
// the default parent-child hybrid search, else a keyword-mode search. It
// starts at notBefore (the end of the debounce: nothing can be indexed
// earlier) and retries on each indexer event for the chapter (wake) and
// every 20 ms.
func waitSearchable(ctx context.Context, eng *engine.Engine, project, chapter uint64, query, block string, notBefore time.Time, wake <-chan struct{}) (time.Time, search.Mode, error) {
	ctx, cancel := context.WithTimeout(ctx, editTimeout)
	defer cancel()
	if d := time.Until(notBefore); d > 0 {
		select {
		case <-time.After(d):
		case <-ctx.Done():
			return time.Time{}, "", ctx.Err()
		}
	}
	hybrid := true
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		for _, mode := range []search.Mode{search.ModeParentChild, search.ModeKeyword} {
			resp, err := eng.Search(ctx, search.Request{Query: query, Project: project, Mode: mode, Hybrid: &hybrid, K: 10})
			if err != nil {
				return time.Time{}, "", fmt.Errorf("edit-latency: %s search: %w", mode, err)
			}
			if hasMatchIn(resp.Results, chapter, block) {
				return time.Now(), mode, nil
			}
		}
		select {
		case <-wake:
		case <-tick.C:
		case <-ctx.Done():
			return time.Time{}, "", ctx.Err()
		}
	}
}

// hasMatchIn reports whether a result of the chapter has its matched child
// inside block.
func hasMatchIn(results []search.Result, chapter uint64, block string) bool {
	for _, res := range results {
		if res.OwnerID != chapter || res.Kind != search.KindChapter {
			continue
		}
		rs := []rune(res.Text)
		if res.MatchStart < 0 || res.MatchEnd > len(rs) || res.MatchStart >= res.MatchEnd {
			continue
		}
		if strings.Contains(block, string(rs[res.MatchStart:res.MatchEnd])) {
			return true
		}
	}
	return false
}
