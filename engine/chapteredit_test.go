package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"inkflow/storage"
)

// blockIDsByText maps each paragraph of a chapter to its block id.
func blockIDsByText(t *testing.T, e *Engine, chapterID uint64) map[string]uint64 {
	t.Helper()
	out := map[string]uint64{}
	must(t, e.DB().View(func(tx *storage.Tx) error {
		blocks, err := tx.Blocks(storage.ChapterOwner(chapterID))
		for _, b := range blocks {
			out[b.Text] = b.ID
		}
		return err
	}))
	return out
}

// newTexts returns the texts embedded since count texts had been.
func newTexts(emb interface{ Texts() []string }, count int) []string {
	return emb.Texts()[count:]
}

func TestSplitAndMergeChapter(t *testing.T) {
	emb := newBigram()
	e := openEngine(t, "", emb, testDebounceNever)
	p := mustProject(t, e, "p")
	before := mustChapter(t, e, p.ID, "前", plainText(1, 800))
	text := plainText(2, 6000)
	c := mustChapter(t, e, p.ID, "第一章", text)
	after := mustChapter(t, e, p.ID, "后", plainText(3, 800))
	if _, err := e.SetSummary(c.ID, "第一章的概要。"); err != nil {
		t.Fatal(err)
	}
	flush(t, e)
	checkInvariants(t, e)
	ids := blockIDsByText(t, e, c.ID)
	embedded := emb.Count()

	// Split in the middle of a paragraph around the middle of the text.
	paras := strings.Split(text, "\n\n")
	mid := len(paras) / 2
	cut := utf8.RuneCountInString(strings.Join(paras[:mid], "\n\n")) + 2 + 10 // 10 runes into paragraph mid
	made, err := e.SplitChapter(c.ID, cut, "第二章")
	must(t, err)
	flush(t, e)
	checkInvariants(t, e)

	runes := []rune(text)
	head, tail := string(runes[:cut]), string(runes[cut:])
	gotHead, err := e.Chapter(c.ID)
	must(t, err)
	gotTail, err := e.Chapter(made.ID)
	must(t, err)
	if gotHead.Text != head || gotTail.Text != tail || gotTail.Title != "第二章" {
		t.Fatalf("split texts: head %d runes (want %d), tail %d (want %d), title %q",
			utf8.RuneCountInString(gotHead.Text), utf8.RuneCountInString(head), utf8.RuneCountInString(gotTail.Text), utf8.RuneCountInString(tail), gotTail.Title)
	}
	infos, err := e.Chapters(p.ID)
	must(t, err)
	order := []uint64{infos[0].ID, infos[1].ID, infos[2].ID, infos[3].ID}
	if !slices.Equal(order, []uint64{before.ID, c.ID, made.ID, after.ID}) {
		t.Errorf("chapter order %v, want the new chapter right after the split one", order)
	}
	if infos[2].TextCounts != CountText(tail) {
		t.Errorf("new chapter counts %+v, want %+v", infos[2].TextCounts, CountText(tail))
	}
	// Whole paragraphs keep their block ids on both sides.
	headIDs, tailIDs := blockIDsByText(t, e, c.ID), blockIDsByText(t, e, made.ID)
	for i, para := range paras {
		side := headIDs
		if i > mid {
			side = tailIDs
		} else if i == mid {
			continue // the paragraph that was cut
		}
		if side[para] != ids[para] {
			t.Fatalf("paragraph %d: block id %d, was %d", i, side[para], ids[para])
		}
	}
	// Only text around the cut is embedded again, never a text twice.
	again := newTexts(emb, embedded)
	seen := map[string]bool{}
	for _, s := range emb.Texts()[:embedded] {
		seen[s] = true
	}
	for _, s := range again {
		if seen[s] {
			t.Fatalf("embedded twice: %.20q", s)
		}
	}
	t.Logf("split: %d texts embedded for the project, %d more after the split", embedded, len(again))
	if len(again)*4 > embedded {
		t.Errorf("split embedded %d new texts after %d for the whole project", len(again), embedded)
	}

	// Merging undoes the split; the title becomes the line at the join.
	embedded = emb.Count()
	merged, err := e.MergeChapterWithNext(c.ID)
	must(t, err)
	flush(t, e)
	checkInvariants(t, e)
	want := strings.TrimRight(head, " \n") + "\n\n第二章\n\n" + tail
	full, err := e.Chapter(merged.ID)
	must(t, err)
	if full.Text != want {
		t.Fatalf("merged text differs: %d runes, want %d", utf8.RuneCountInString(full.Text), utf8.RuneCountInString(want))
	}
	if _, err := e.Chapter(made.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("merged-away chapter still there: %v", err)
	}
	mergedIDs := blockIDsByText(t, e, c.ID)
	for i, para := range paras {
		if i != mid && mergedIDs[para] != ids[para] {
			t.Fatalf("after merge, paragraph %d: block id %d, was %d", i, mergedIDs[para], ids[para])
		}
	}
	n := len(newTexts(emb, embedded))
	t.Logf("merge: %d more texts embedded", n)
	if n*4 > embedded {
		t.Errorf("merge embedded %d new texts", n)
	}
	infos, err = e.Chapters(p.ID)
	must(t, err)
	if len(infos) != 3 || infos[1].ID != c.ID || infos[2].ID != after.ID || infos[2].Order != 2 {
		t.Errorf("chapters after merge: %+v", infos)
	}
	if s, ok, err := e.Summary(c.ID); err != nil || !ok || s.Text != "第一章的概要。" {
		t.Errorf("summary after merge: %+v %v %v", s, ok, err)
	}
}

// TestMergeKeepsTheNextSummary: the author's summary of the merged-away
// chapter is appended, not lost, and the merge can be undone.
func TestMergeKeepsTheNextSummary(t *testing.T) {
	e, p := openProject(t, "p")
	a := mustChapter(t, e, p.ID, "甲", "　　甲的正文。")
	b := mustChapter(t, e, p.ID, "乙", "　　乙的正文。")
	_, err := e.SetSummary(a.ID, "甲的概要。")
	must(t, err)
	_, err = e.SetSummary(b.ID, "乙的概要。")
	must(t, err)
	m, err := e.MergeChapterWithNext(a.ID)
	must(t, err)
	flush(t, e)
	checkInvariants(t, e)
	if s, _, _ := e.Summary(m.ID); s.Text != "甲的概要。\n\n乙的概要。" {
		t.Errorf("summary %q", s.Text)
	}
	full, err := e.Chapter(m.ID)
	must(t, err)
	if full.Text != "　　甲的正文。\n\n乙\n\n　　乙的正文。" {
		t.Errorf("text %q", full.Text)
	}

	// The merge is undone from its snapshots: the merged chapter's own
	// back over it, the merged-away one back in its place.
	snaps, err := e.Snapshots(a.ID)
	must(t, err)
	if len(snaps) == 0 || snaps[0].Reason != ReasonMerge {
		t.Fatalf("no snapshot before the merge: %+v", snaps)
	}
	_, err = e.RestoreSnapshot(snaps[0].ID)
	must(t, err)
	gone, err := e.DeletedChapters(p.ID)
	must(t, err)
	if len(gone) != 1 || gone[0].Title != "乙" || gone[0].Reason != ReasonMerge {
		t.Fatalf("deleted chapters after the merge: %+v", gone)
	}
	back, err := e.RestoreDeletedChapter(gone[0].ID)
	must(t, err)
	flush(t, e)
	checkInvariants(t, e)
	infos, err := e.Chapters(p.ID)
	must(t, err)
	if len(infos) != 2 || infos[0].ID != a.ID || infos[1].ID != back.ID {
		t.Fatalf("chapters after undoing the merge: %+v", infos)
	}
	for id, want := range map[uint64]string{a.ID: "　　甲的正文。", back.ID: "　　乙的正文。"} {
		if c, err := e.Chapter(id); err != nil || c.Text != want {
			t.Errorf("chapter %d after the undo: %q %v, want %q", id, c.Text, err, want)
		}
	}
}

func TestSplitAndMergeRefuse(t *testing.T) {
	e, p := openProject(t, "p")
	c := mustChapter(t, e, p.ID, "甲", "　　第一段。\n\n　　第二段。")
	// 2: only indentation before the cut; 16: the end; 7, the end of the
	// first paragraph, is the one good cut (last, as it changes the text).
	for _, off := range []int{-1, 0, 2, 16, 100, 7} {
		_, err := e.SplitChapter(c.ID, off, "新")
		if ok := off == 7; ok != (err == nil) {
			t.Errorf("split at %d: %v", off, err)
		} else if err != nil && !errors.Is(err, ErrInvalid) {
			t.Errorf("split at %d: %v, want ErrInvalid", off, err)
		}
	}
	infos, err := e.Chapters(p.ID)
	must(t, err)
	if _, err := e.MergeChapterWithNext(infos[len(infos)-1].ID); !errors.Is(err, ErrInvalid) {
		t.Errorf("merge of the last chapter: %v", err)
	}
	if _, err := e.SplitChapter(999, 1, "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("split of a missing chapter: %v", err)
	}
}

// TestMergeUndoKeepsSummaries: after a merge is undone (the merged
// chapter's snapshot restored, the merged-away one brought back), each
// chapter's author summary is back as it was: the merged-away one's with
// it, the merged one's by restoring its newest summary version.
func TestMergeUndoKeepsSummaries(t *testing.T) {
	for _, c := range []struct {
		name       string
		this, next string // the summaries before the merge ("" for none)
	}{
		{"both", "甲的概要。", "乙的概要。"},
		{"only the next", "", "乙的概要。"},
		{"only this", "甲的概要。", ""},
		{"neither", "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, p := openProject(t, "p")
			a := mustChapter(t, e, p.ID, "甲", "　　甲的正文。")
			b := mustChapter(t, e, p.ID, "乙", "　　乙的正文。")
			for id, text := range map[uint64]string{a.ID: c.this, b.ID: c.next} {
				if text != "" {
					_, err := e.SetSummary(id, text)
					must(t, err)
				}
			}
			_, err := e.MergeChapterWithNext(a.ID)
			must(t, err)
			snaps, err := e.Snapshots(a.ID)
			must(t, err)
			_, err = e.RestoreSnapshot(snaps[0].ID)
			must(t, err)
			gone, err := e.DeletedChapters(p.ID)
			must(t, err)
			back, err := e.RestoreDeletedChapter(gone[0].ID)
			must(t, err)
			if c.next != "" {
				// The merged chapter's summary held both: its newest
				// version is its own from before the merge.
				vs, err := e.SummaryHistory(a.ID)
				must(t, err)
				if c.this != "" {
					_, err = e.RestoreSummaryVersion(a.ID, vs[0].Version)
				} else {
					err = e.DeleteSummary(a.ID)
				}
				must(t, err)
			}
			flush(t, e)
			checkInvariants(t, e)
			for id, want := range map[uint64]string{a.ID: c.this, back.ID: c.next} {
				s, ok, err := e.Summary(id)
				must(t, err)
				got := "" // none, or one the engine generated
				if ok && !s.Generated {
					got = s.Text
				}
				if got != want {
					t.Errorf("chapter %d: author's summary %q, want %q", id, got, want)
				}
			}
		})
	}
}

// A merge sets the next chapter's title apart as the two chapters set
// their paragraphs apart: with a line break where they are lines (typed
// with Enter in the editor; blank lines around the title stood out),
// with a blank line otherwise.
func TestMergeJoinsAsTheParagraphsDo(t *testing.T) {
	tests := []struct {
		name, a, b, want string
	}{
		{"lines", "三年后林峰参加宗门试炼。\n对手是赵天霸。", "赵天霸笑着说。\n林峰拔剑。", "三年后林峰参加宗门试炼。\n对手是赵天霸。\n第二章 对决\n赵天霸笑着说。\n林峰拔剑。"},
		{"one line each", "三年后。", "赵天霸笑着说。", "三年后。\n\n第二章 对决\n\n赵天霸笑着说。"},
		{"blank lines", "甲。\n\n乙。", "丙。\n丁。", "甲。\n\n乙。\n\n第二章 对决\n\n丙。\n丁。"},
		{"Windows blank lines", "甲。\r\n\r\n乙。", "丙。", "甲。\r\n\r\n乙。\n\n第二章 对决\n\n丙。"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, p := openProject(t, "青云")
			a := mustChapter(t, e, p.ID, "第一章", tc.a)
			mustChapter(t, e, p.ID, "第二章 对决", tc.b)
			m, err := e.MergeChapterWithNext(a.ID)
			must(t, err)
			if got, _ := e.Chapter(m.ID); got.Text != tc.want {
				t.Errorf("merged %q, want %q", got.Text, tc.want)
			}
		})
	}
}
