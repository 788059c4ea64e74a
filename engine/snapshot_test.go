package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// openClocked opens an engine without a model whose snapshots use clock.
func openClocked(t testing.TB, clock *fakeClock) *Engine {
	t.Helper()
	e, err := Open(Options{DataDir: t.TempDir(), Debounce: testDebounceNever, Logger: testLogger(t), Clock: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func mustText(t testing.TB, e *Engine, chapterID uint64) string {
	t.Helper()
	c, err := e.Chapter(chapterID)
	must(t, err)
	return c.Text
}

func TestSnapshotTakeDiffRestore(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	e := openClocked(t, clock)
	p := mustProject(t, e, "p")
	v1 := "　　孔明借东风。\n\nLiu Bei crossed the river at dawn."
	c := mustChapter(t, e, p.ID, "第一回", v1)
	s1, err := e.TakeSnapshot(c.ID, "初稿")
	if err != nil {
		t.Fatal(err)
	}
	v2 := "　　诸葛亮借东风。\n\nLiu Bei crossed the stream at dawn."
	if _, err := e.SaveChapter(c.ID, "第一回 改", v2); err != nil {
		t.Fatal(err)
	}

	// The snapshot still holds 孔明; find (like search) sees only the
	// chapter's current text.
	if res, err := e.Find(p.ID, "孔明", FindOptions{Wiki: true, Summaries: true}); err != nil || res.Total != 0 {
		t.Errorf("find sees a snapshot: %+v, %v", res, err)
	}

	d, err := e.DiffSnapshot(s1.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	var del, ins []string
	var oldSide, newSide strings.Builder
	for _, sp := range d.Spans {
		switch sp.Op {
		case DiffDelete:
			del = append(del, sp.Text)
			oldSide.WriteString(sp.Text)
		case DiffInsert:
			ins = append(ins, sp.Text)
			newSide.WriteString(sp.Text)
		default:
			oldSide.WriteString(sp.Text)
			newSide.WriteString(sp.Text)
		}
	}
	// Character level for Chinese, word level for Latin.
	if fmt.Sprint(del) != "[孔明 river]" || fmt.Sprint(ins) != "[诸葛亮 stream]" || oldSide.String() != v1 || newSide.String() != v2 {
		t.Fatalf("diff: deleted %q inserted %q; sides %q / %q", del, ins, oldSide.String(), newSide.String())
	}
	if d.Deleted != 7 || d.Inserted != 9 {
		t.Errorf("diff counts: %d deleted, %d inserted; want 7, 9", d.Deleted, d.Inserted)
	}

	res, err := e.RestoreSnapshot(s1.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := e.Chapter(c.ID); got.Text != v1 || got.Title != "第一回" {
		t.Fatalf("after restore: %q %q", got.Title, got.Text)
	}
	if res.Before.Reason != ReasonRestore {
		t.Errorf("restore took snapshot %+v first, want reason %q", res.Before, ReasonRestore)
	}
	if _, err := e.RestoreSnapshot(res.Before.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := e.Chapter(c.ID); got.Text != v2 || got.Title != "第一回 改" {
		t.Fatalf("restore then undo: %q %q, want the text before the restore", got.Title, got.Text)
	}

	// Deleting snapshots the chapter, which can then be brought back with
	// its history.
	if err := e.DeleteChapter(c.ID); err != nil {
		t.Fatal(err)
	}
	gone, err := e.DeletedChapters(p.ID)
	if err != nil || len(gone) != 1 || gone[0].Reason != ReasonDelete {
		t.Fatalf("deleted chapters: %+v, %v", gone, err)
	}
	back, err := e.RestoreDeletedChapter(gone[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if mustText(t, e, back.ID) != v2 || back.Title != "第一回 改" {
		t.Fatalf("restored deleted chapter: %+v", back)
	}
	hist, err := e.Snapshots(back.ID)
	if err != nil || len(hist) < 3 || hist[len(hist)-1].Name != "初稿" {
		t.Fatalf("history of the restored chapter: %d snapshots, %v", len(hist), err)
	}
	if gone, _ := e.DeletedChapters(p.ID); len(gone) != 0 {
		t.Errorf("still listed as deleted: %+v", gone)
	}
	if _, err := e.RestoreDeletedChapter(hist[0].ID); !errors.Is(err, ErrInvalid) {
		t.Errorf("restoring a live chapter as deleted: %v, want ErrInvalid", err)
	}
}

// TestRestoredChapterTakesItsPlace: a deleted chapter comes back where it
// was among the chapters, not at the end of the book, even when it had not
// changed since its last snapshot. Restores in the order that undoes the
// deletions (newest first, as the list shows them) give the book back as
// it was.
func TestRestoredChapterTakesItsPlace(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	e := openClocked(t, clock)
	p := mustProject(t, e, "p")
	var ids []uint64
	for _, title := range []string{"第一回", "第二回", "第三回", "第四回"} {
		ids = append(ids, mustChapter(t, e, p.ID, title, title+"的正文。").ID)
	}
	// 第二回's text is snapshotted already, at its place then; a preface
	// put before it moves it on.
	if _, err := e.TakeSnapshot(ids[1], "定稿"); err != nil {
		t.Fatal(err)
	}
	if err := e.MoveChapter(mustChapter(t, e, p.ID, "序", "序的正文。").ID, 0); err != nil {
		t.Fatal(err)
	}
	for _, id := range []uint64{ids[1], ids[2]} {
		clock.advance(time.Minute)
		if err := e.DeleteChapter(id); err != nil {
			t.Fatal(err)
		}
	}
	gone, err := e.DeletedChapters(p.ID)
	if err != nil || len(gone) != 2 {
		t.Fatalf("deleted chapters: %+v, %v", gone, err)
	}
	for _, g := range gone { // newest first: 第三回, then 第二回
		if _, err := e.RestoreDeletedChapter(g.ID); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := chapterTitles(t, e, p.ID), []string{"序", "第一回", "第二回", "第三回", "第四回"}; !slices.Equal(got, want) {
		t.Errorf("chapters after the restores: %q, want %q", got, want)
	}
}

// chapterTitles lists a project's chapter titles in order.
func chapterTitles(t testing.TB, e *Engine, projectID uint64) []string {
	t.Helper()
	chs, err := e.Chapters(projectID)
	must(t, err)
	titles := make([]string, len(chs))
	for i, c := range chs {
		titles[i] = c.Title
	}
	return titles
}

func TestIntervalSnapshots(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	e := openClocked(t, clock)
	p := mustProject(t, e, "p")
	c := mustChapter(t, e, p.ID, "c", "v0") // an empty chapter's first text is not snapshotted
	count := func() int {
		s, err := e.Snapshots(c.ID)
		if err != nil {
			t.Fatal(err)
		}
		return len(s)
	}
	steps := []struct {
		wait time.Duration
		want int
	}{
		{0, 1},                // the first edit snapshots the text before it
		{10 * time.Minute, 1}, // within 30 minutes: none
		{25 * time.Minute, 2}, // 35 minutes after the first
		{1 * time.Minute, 2},
	}
	for i, st := range steps {
		clock.advance(st.wait)
		if _, err := e.SaveChapter(c.ID, "c", fmt.Sprintf("v%d", i+1)); err != nil {
			t.Fatal(err)
		}
		if got := count(); got != st.want {
			t.Fatalf("step %d: %d snapshots, want %d", i, got, st.want)
		}
	}
	if err := e.UpdateSettings(func(s *Settings) { s.Snapshots.IntervalMinutes = 0 }); err != nil {
		t.Fatal(err)
	}
	clock.advance(time.Hour)
	if _, err := e.SaveChapter(c.ID, "c", "off"); err != nil {
		t.Fatal(err)
	}
	if got := count(); got != 2 {
		t.Errorf("interval 0: %d snapshots, want still 2", got)
	}
}

// TestCutSnapshots: a save that removes a large part of a chapter
// snapshots the text first even right after the interval snapshot (a key
// typed over a selected passage saves the loss within seconds, and undo
// does not survive switching chapters); small cuts do not.
func TestCutSnapshots(t *testing.T) {
	long := strings.Repeat("孔明借东风。", 400) // 2,400 Chars
	tests := []struct {
		name, before, after string
		cut                 bool
	}{
		{"a key over the whole chapter", long, "x", true},
		{"a thousand characters out of the middle", long, long[:len(long)/3] + long[len(long)*3/4:], true},
		{"half of a short chapter", strings.Repeat("字", 300), strings.Repeat("字", 140), true},
		{"a paragraph", long, long[:len(long)-3*len("孔明借东风。")*20], false},
		{"half of a tiny chapter", "孔明借东风。", "孔明", false},
		{"growing", "孔明", long, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := &fakeClock{t: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
			e := openClocked(t, clock)
			p := mustProject(t, e, "p")
			c := mustChapter(t, e, p.ID, "c", "起")
			// The first edit takes the interval snapshot, so the next
			// one is not due for 30 minutes.
			if _, err := e.SaveChapter(c.ID, "c", tt.before); err != nil {
				t.Fatal(err)
			}
			clock.advance(time.Minute)
			if _, err := e.SaveChapter(c.ID, "c", tt.after); err != nil {
				t.Fatal(err)
			}
			snaps, err := e.Snapshots(c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got := snaps[0].Reason == ReasonCut; got != tt.cut {
				t.Fatalf("newest snapshot %q, want a cut snapshot: %v", snaps[0].Reason, tt.cut)
			}
			if !tt.cut {
				return
			}
			got, err := e.SnapshotText(snaps[0].ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Text != tt.before {
				t.Errorf("the cut snapshot holds %d runes, want the %d before the cut", len([]rune(got.Text)), len([]rune(tt.before)))
			}
		})
	}
}

func TestThinned(t *testing.T) {
	now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
	var snaps []Snapshot
	add := func(ago time.Duration, name string) uint64 {
		id := uint64(len(snaps) + 1)
		snaps = append(snaps, Snapshot{ID: id, At: now.Add(-ago), Name: name})
		return id
	}
	// Oldest first, as storage lists them.
	named := add(400*24*time.Hour, "kept for ever")
	oldWeekA := add(60*24*time.Hour+time.Hour, "")
	oldWeekB := add(60*24*time.Hour, "") // same week, newer: kept
	dayA := add(5*24*time.Hour+2*time.Hour, "")
	dayB := add(5*24*time.Hour+time.Hour, "") // same day, newer: kept
	recent1 := add(3*time.Hour, "")
	recent2 := add(2*time.Hour, "")
	drop := thinned(snaps, now)
	want := map[uint64]bool{oldWeekA: true, dayA: true}
	if len(drop) != len(want) {
		t.Fatalf("dropped %v, want %v", drop, want)
	}
	for _, id := range drop {
		if !want[id] {
			t.Errorf("dropped %d, which must stay (kept: named %d, week %d, day %d, recent %d %d)", id, named, oldWeekB, dayB, recent1, recent2)
		}
	}
}

// TestPropertySnapshots: random edit sequences with manual, named and
// automatic snapshots, restores and thinning under a moving clock. Every
// snapshot still kept restores exactly the text it recorded, restoring
// then undoing is the identity, and retention never drops a named one.
func TestPropertySnapshots(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	e := openClocked(t, clock)
	p := mustProject(t, e, "p")
	words := []string{"孔明", "曹操", "借东风", "。", "\n\n", "Liu Bei", " ", "river", "，", "😀"}
	rapid.Check(t, func(rt *rapid.T) {
		c := mustChapter(t, e, p.ID, "c", "起")
		recorded := map[uint64]string{} // snapshot id → text it recorded
		named := map[uint64]bool{}
		text := "起"
		edit := func() {
			runes := []rune(text)
			at := rapid.IntRange(0, len(runes)).Draw(rt, "at")
			cut := rapid.IntRange(0, min(5, len(runes)-at)).Draw(rt, "cut")
			ins := rapid.SampledFrom(words).Draw(rt, "word")
			before := text
			text = string(runes[:at]) + ins + string(runes[at+cut:])
			if _, err := e.SaveChapter(c.ID, "c", text); err != nil {
				rt.Fatal(err)
			}
			// An interval snapshot, if the save took one, holds the text
			// before the edit.
			snaps, err := e.Snapshots(c.ID)
			if err != nil {
				rt.Fatal(err)
			}
			for _, s := range snaps {
				if _, known := recorded[s.ID]; !known {
					if s.Reason != ReasonInterval && s.Reason != ReasonCut {
						rt.Fatalf("a save took a %s snapshot", s.Reason)
					}
					recorded[s.ID] = before
				}
			}
		}
		for range rapid.IntRange(1, 40).Draw(rt, "ops") {
			switch rapid.IntRange(0, 5).Draw(rt, "op") {
			case 0, 1:
				edit()
			case 2:
				name := rapid.SampledFrom([]string{"", "named"}).Draw(rt, "name")
				s, err := e.TakeSnapshot(c.ID, name)
				if err != nil {
					rt.Fatal(err)
				}
				recorded[s.ID] = text
				named[s.ID] = name != ""
			case 3:
				clock.advance(time.Duration(rapid.IntRange(1, 24*20).Draw(rt, "hours")) * time.Hour)
				if _, err := e.ThinSnapshots(c.ID); err != nil {
					rt.Fatal(err)
				}
			case 4:
				snaps, err := e.Snapshots(c.ID)
				if err != nil || len(snaps) == 0 {
					continue
				}
				target := rapid.SampledFrom(snaps).Draw(rt, "restore")
				before := text
				res, err := e.RestoreSnapshot(target.ID)
				if err != nil {
					rt.Fatal(err)
				}
				recorded[res.Before.ID] = before
				if got := mustText(t, e, c.ID); got != recorded[target.ID] {
					rt.Fatalf("restored snapshot %d: %q, want %q", target.ID, got, recorded[target.ID])
				}
				undo, err := e.RestoreSnapshot(res.Before.ID)
				if err != nil {
					rt.Fatal(err)
				}
				recorded[undo.Before.ID] = recorded[target.ID]
				if got := mustText(t, e, c.ID); got != before {
					rt.Fatalf("restore then undo: %q, want %q", got, before)
				}
			case 5:
				clock.advance(31 * time.Minute)
				edit()
			}
		}
		snaps, err := e.Snapshots(c.ID)
		if err != nil {
			rt.Fatal(err)
		}
		kept := map[uint64]bool{}
		for _, s := range snaps {
			kept[s.ID] = true
			want, known := recorded[s.ID]
			if !known {
				rt.Fatalf("snapshot %d (%s) was never taken by the test", s.ID, s.Reason)
			}
			got, err := e.SnapshotText(s.ID)
			if err != nil {
				rt.Fatal(err)
			}
			if got.Text != want {
				rt.Fatalf("snapshot %d (%s) reads %q, recorded %q", s.ID, s.Reason, got.Text, want)
			}
		}
		for id, isNamed := range named {
			if isNamed && !kept[id] {
				rt.Fatalf("named snapshot %d was thinned", id)
			}
		}
	})
}

// TestSnapshotsAreNotIndexed: snapshots add nothing to the parents,
// children, vectors or keyword postings, and delete nothing from them.
func TestSnapshotsAreNotIndexed(t *testing.T) {
	e, p := openProject(t, "p")
	c := mustChapter(t, e, p.ID, "c", "　　孔明借东风，周瑜火烧赤壁。\n\n曹操败走华容道。")
	flush(t, e)
	before, err := e.Stats(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"", "a", "b"} {
		if _, err := e.TakeSnapshot(c.ID, name); err != nil {
			t.Fatal(err)
		}
	}
	flush(t, e)
	after, err := e.Stats(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if after.Parents != before.Parents || after.Children != before.Children || after.Vectors != before.Vectors || after.Blocks != before.Blocks {
		t.Errorf("snapshots changed the index: %+v → %+v", before, after)
	}
	if after.Snapshots.Count != 3 || after.Snapshots.StoredBytes == 0 {
		t.Errorf("stats snapshots: %+v, want 3", after.Snapshots)
	}
	checkInvariants(t, e)
}

// TestSnapshotBeforeOverwrite: the snapshot before an overwrite is the
// newest one when that holds the chapter's title and text, a new one
// otherwise, and says why it was taken (ReasonWrite, not the author's
// ReasonManual).
func TestSnapshotBeforeOverwrite(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "p")
	c := mustChapter(t, e, p.ID, "一", "书生下山。")
	first, err := e.SnapshotBeforeOverwrite(c.ID)
	must(t, err)
	again, err := e.SnapshotBeforeOverwrite(c.ID)
	must(t, err)
	if first.ID == 0 || again.ID != first.ID || first.Reason != ReasonWrite {
		t.Fatalf("two snapshots of one text: %d, %d", first.ID, again.ID)
	}
	manual, err := e.TakeSnapshot(c.ID, "")
	must(t, err)
	if got, err := e.SnapshotBeforeOverwrite(c.ID); err != nil || got.ID != manual.ID {
		t.Fatalf("after a manual snapshot of the same text: %d (%v), want %d", got.ID, err, manual.ID)
	}
	_, err = e.SaveChapter(c.ID, "一", "书生上山。")
	must(t, err)
	if got, err := e.SnapshotBeforeOverwrite(c.ID); err != nil || got.ID == manual.ID || got.Reason != ReasonWrite {
		t.Fatalf("after an edit: %+v (%v), want a new snapshot before the write", got, err)
	}
}
