package main

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"inkflow/engine"
)

// mentionEntries is the story bible of the mentions figure.
const mentionEntries = 200

// figMentions measures the story bible's mention tracking on a
// 3-million-character project (-quick: 300,000) with 200 entries (issue
// 21): a full rebuild of every block's mentions, and the update after one
// saved chapter (goal: at most 50 ms), which rescans only the changed
// paragraph. No model is loaded: mentions need none.
func figMentions(r *runCtx) error {
	size := pick(r, 3_000_000, 300_000)
	eng, _, release, err := r.openEngineWith("mentions", nil, time.Hour) // mentions need no model
	if err != nil {
		return err
	}
	defer release()
	// The entries are the books' own frequent names, as `wiki suggest`
	// finds them in a first import, each three-character name with its
	// last two characters as an alias (玄德 for 刘玄德). The measured
	// project gets the entries first and the chapters second, so the
	// tracker's first pass finds every mention from nothing.
	scratch, err := eng.CreateProject("草稿")
	if err != nil {
		return err
	}
	if _, _, _, err := importTrainingProject(r, eng, scratch.ID, size); err != nil {
		return fmt.Errorf("mentions: %w", err)
	}
	t0 := time.Now()
	cands, err := eng.SuggestEntries(scratch.ID, mentionEntries)
	if err != nil {
		return err
	}
	suggestTook := time.Since(t0)
	if len(cands) < mentionEntries {
		return fmt.Errorf("mentions: the books offer %d names, want %d", len(cands), mentionEntries)
	}
	if err := eng.DeleteProject(scratch.ID); err != nil {
		return err
	}
	p, err := eng.CreateProject("大项目")
	if err != nil {
		return err
	}
	var names []string
	for _, c := range cands {
		w := engine.WikiEntry{Title: c.Name, Type: "character"}
		if rs := []rune(c.Name); len(rs) == 3 {
			w.Aliases = []string{string(rs[1:])}
		}
		if _, err := eng.CreateWikiEntry(p.ID, w); err != nil {
			return err
		}
		names = append(names, c.Name)
	}
	if err := eng.FlushMentions(r.ctx); err != nil {
		return err
	}
	total, chapters, books, err := importTrainingProject(r, eng, p.ID, size)
	if err != nil {
		return fmt.Errorf("mentions: %w", err)
	}
	t0 = time.Now()
	if err := eng.FlushMentions(r.ctx); err != nil {
		return err
	}
	first := time.Since(t0)
	found := 0
	ws, err := eng.WikiEntries(p.ID)
	if err != nil {
		return err
	}
	for _, w := range ws {
		a, err := eng.Appearances(w.ID)
		if err != nil {
			return err
		}
		found += a.Total
	}

	// Rebuild from the text: median of three (the records it finds
	// equal are not rewritten).
	var full []float64
	blocks := 0
	for range 3 {
		t0 := time.Now()
		n, err := eng.RebuildMentions(p.ID)
		if err != nil {
			return err
		}
		full = append(full, time.Since(t0).Seconds()*1000)
		blocks = n
	}

	// Incremental: one paragraph of a chapter edited and saved, then the
	// tracker's update, 30 chapters spread over the book.
	list, err := eng.Chapters(p.ID)
	if err != nil {
		return err
	}
	var incr []float64
	scanned := eng.MentionsScanned()
	const saves = 30
	for i := range saves {
		ci := list[(i*len(list))/saves]
		c, err := eng.Chapter(ci.ID)
		if err != nil {
			return err
		}
		paras := strings.Split(c.Text, "\n\n")
		k := len(paras) / 2
		paras[k] += names[i%len(names)] + "笑了。"
		if _, err := eng.SaveChapter(c.ID, c.Title, strings.Join(paras, "\n\n")); err != nil {
			return err
		}
		t0 := time.Now()
		if err := eng.FlushMentions(r.ctx); err != nil {
			return err
		}
		incr = append(incr, time.Since(t0).Seconds()*1000)
	}
	perSave := float64(eng.MentionsScanned()-scanned) / saves
	slices.Sort(incr)

	r.notef("Setup: %s characters of %d training books in %d chapters (%d paragraphs) of one project, no model; %d wiki entries: the "+
		"books' most frequent names as `wiki suggest` finds them, a three-character name also with its last two characters as an alias, "+
		"created before the chapters are imported, so the first pass (FlushMentions after the import) finds all %d mentions from nothing "+
		"and writes them. The rebuild rescans every paragraph again with one Aho–Corasick automaton over all names (median of three; "+
		"records that come out equal are not rewritten). The incremental row: a paragraph in the middle of a chapter gets a name "+
		"appended, SaveChapter, then FlushMentions skips the debounce and waits for the background tracker; %d saves spread over the "+
		"book, %.1f paragraphs rescanned per save.",
		formatValue(float64(total), ""), books, chapters, blocks, mentionEntries, found, saves, perSave)
	r.add(Row{Name: fmt.Sprintf("mentions: first full scan, %s chars, %d entries", sizeLabel(total), mentionEntries), Value: first.Seconds() * 1000, Unit: "ms",
		Detail: fmt.Sprintf("%d paragraphs, %d mentions written, one run", blocks, found)})
	r.add(Row{Name: fmt.Sprintf("mentions: rebuild from the text, %s chars, %d entries", sizeLabel(total), mentionEntries), Value: median(full), Unit: "ms",
		Detail: fmt.Sprintf("%d paragraphs, median of 3", blocks)})
	r.add(Row{Name: "mentions: update after one saved chapter, p95", Value: percentile(incr, 95), Unit: "ms", Goal: atMost(50),
		Detail: fmt.Sprintf("p50 %.1f ms over %d saves; %.1f paragraphs rescanned per save", percentile(incr, 50), saves, perSave)})
	r.add(Row{Name: fmt.Sprintf("wiki suggest over %s chars", sizeLabel(total)), Value: suggestTook.Seconds() * 1000, Unit: "ms",
		Detail: fmt.Sprintf("%d candidates asked for, one run", mentionEntries)})
	return nil
}
