package main

import (
	"fmt"
	"time"

	"inkflow/engine"
	"inkflow/engine/importer"
	"inkflow/engine/search"
)

// searchWarmup queries run before timing, so the first searches' one-off
// costs (page faults into the bbolt map, keyword index caches) do not
// count.
const searchWarmup = 5

// importStep is how many chapters are imported between child counts, so
// a size target is not overshot by a whole book.
const importStep = 8

// figSearchLatency fills one project with training text until it holds
// 10k children, times searches, goes on to 100k children and times again
// (-quick: 1k and 4k). Searches are the default kind: parent-child,
// hybrid, k=10, with the project's own Chinese evaluation queries.
func figSearchLatency(r *runCtx) error {
	targets := pick(r, []int{10_000, 100_000}, []int{1_000, 4_000})
	queries, err := evalQueries(r.cfg.Root)
	if err != nil {
		return err
	}
	files, err := trainFiles(r.cfg.Corpus)
	if err != nil {
		return err
	}
	eng, p, _, release, err := r.openFreshProject("search", "训练集")
	if err != nil {
		return err
	}
	defer release()
	stream := &bookStream{files: files}
	var pending []importer.Chapter
	base, next, chars := 0, 0, 0
	children := func() int {
		if _, vix := eng.Vectors(); vix != nil {
			return vix.Len()
		}
		return 0
	}
	r.notef("One project is filled with the Chinese training texts in file-name order, %d chapters at a time, until the vector index holds "+
		"the target number of children; %d warm-up searches, then %d passes over %d queries (testdata/eval sanguo/nahan sets); "+
		"p95 per pass, median over passes.", importStep, searchWarmup, r.cfg.Runs, len(queries))
	for ti, target := range targets {
		name := fmt.Sprintf("search p95 (parent-child, hybrid) at %s children", formatValue(float64(target), ""))
		goal := (*Goal)(nil)
		if ti == len(targets)-1 {
			goal = atMost(30)
		}
		t0 := time.Now()
		for children() < target {
			if err := r.ctx.Err(); err != nil {
				return err
			}
			if len(pending) == 0 {
				base = next
				b, ok, err := stream.nextBook()
				if err != nil {
					return err
				}
				if !ok {
					break
				}
				pending = b.Chapters
				for _, c := range b.Chapters {
					next = max(next, base+c.Index+1)
				}
			}
			n := min(len(pending), importStep)
			if _, err := importChapters(eng, p.ID, base, pending[:n]); err != nil {
				return err
			}
			chars += chapterRunes(pending[:n])
			pending = pending[n:]
			if err := eng.Flush(r.ctx); err != nil {
				return err
			}
		}
		have := children()
		if have < target {
			r.add(unmeasured(name, "ms", goal, fmt.Sprintf("the training texts gave only %d children", have)))
			continue
		}
		r.logf("%d children from %s characters (import took %v); timing searches", have, formatValue(float64(chars), ""), time.Since(t0).Round(time.Second))
		st, err := eng.Stats(r.ctx)
		if err != nil {
			return err
		}
		p95s, all, err := timeSearches(r, eng, p.ID, queries)
		if err != nil {
			return err
		}
		r.add(Row{Name: name, Value: median(p95s), Unit: "ms", Goal: goal,
			Detail: fmt.Sprintf("%s children, %s parents, %s characters, %s vector index; p95 per pass %s; p50 %s over all %d searches",
				formatValue(float64(have), ""), formatValue(float64(st.Parents), ""), formatValue(float64(chars), ""), st.VectorIndex.Type,
				joinValues(p95s, "ms"), formatValue(percentile(all, 50), "ms"), len(all))})
		if ti == len(targets)-1 {
			if err := lateInteractionRatio(r, eng, p.ID, queries, have, all); err != nil {
				return err
			}
		}
	}
	return nil
}

// lateInteractionRatio times the same searches again with late
// interaction in the other state (off, search.late-interaction 0, when
// the setting, timed in setAll, has it on, as the default does since
// 2026-11-30; else on at 1) and reports the ratio of the p50s, on over
// off, measured in one run on one index, so the machine's load cancels
// out; the setting is restored.
func lateInteractionRatio(r *runCtx, eng *engine.Engine, project uint64, queries []string, children int, setAll []float64) error {
	saved := eng.Settings().Search.LateInteraction
	other := 0.0
	if saved == 0 {
		other = 1
	}
	setBeta := func(b float64) error {
		return eng.UpdateSettings(func(s *engine.Settings) { s.Search.LateInteraction = b })
	}
	if err := setBeta(other); err != nil {
		return err
	}
	_, otherAll, err := timeSearches(r, eng, project, queries)
	if rerr := setBeta(saved); err == nil {
		err = rerr
	}
	if err != nil {
		return err
	}
	on, off, beta := percentile(setAll, 50), percentile(otherAll, 50), saved
	if saved == 0 {
		on, off, beta = off, on, other
	}
	r.add(Row{Name: "search p50, late interaction on / off", Value: on / off, Unit: "×",
		Detail: fmt.Sprintf("at %s children: p50 %s with search.late-interaction %g, %s with 0 (the setting: %g), %d searches each",
			formatValue(float64(children), ""), formatValue(on, "ms"), beta, formatValue(off, "ms"), saved, len(otherAll))})
	return nil
}

// timeSearches runs the warm-up and r.cfg.Runs passes over queries and
// returns each pass's p95 and every latency, in milliseconds.
func timeSearches(r *runCtx, eng *engine.Engine, project uint64, queries []string) ([]float64, []float64, error) {
	hybrid := true
	one := func(q string) (float64, error) {
		t0 := time.Now()
		_, err := eng.Search(r.ctx, search.Request{Query: q, Project: project, Mode: search.ModeParentChild, Hybrid: &hybrid, K: 10})
		if err != nil {
			return 0, fmt.Errorf("search %q: %w", q, err)
		}
		return float64(time.Since(t0)) / float64(time.Millisecond), nil
	}
	for i := range searchWarmup {
		if _, err := one(queries[i%len(queries)]); err != nil {
			return nil, nil, err
		}
	}
	var p95s, all []float64
	for range r.cfg.Runs {
		var pass []float64
		for _, q := range queries {
			ms, err := one(q)
			if err != nil {
				return nil, nil, err
			}
			pass = append(pass, ms)
		}
		p95s = append(p95s, percentile(pass, 95))
		all = append(all, pass...)
	}
	return p95s, all, nil
}
