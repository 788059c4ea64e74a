package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// journalFiles lists the journal folder: the live journals and what was
// set aside.
func journalFiles(t *testing.T, dir string) (live, aside []string) {
	t.Helper()
	for _, sub := range []string{"", journalSetAside} {
		ents, err := os.ReadDir(filepath.Join(dir, JournalDir, sub))
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		for _, e := range ents {
			if e.IsDir() {
				continue
			}
			if sub == "" {
				live = append(live, e.Name())
			} else {
				aside = append(aside, e.Name())
			}
		}
	}
	return live, aside
}

// reopen closes e (as a crash would leave it: nothing saved since) and
// opens its directory again.
func reopen(t *testing.T, e *Engine) *Engine {
	t.Helper()
	dir := e.DataDir()
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	return openEngine(t, dir, nil, testDebounceNever)
}

// TestJournalReplaysUnsavedTyping: whatever the editor journaled and did
// not save comes back at the next Open, reported for the notice, and the
// journal is gone afterwards.
func TestJournalReplaysUnsavedTyping(t *testing.T) {
	stored := "　　第一段，灯塔在雾里。\n\nThe keeper lit the lamp.\n\n　　第三段。"
	tests := []struct {
		name            string
		title, text     string
		chars, removed  int
		wantTitle       string
		wantJournalSize int // upper bound in bytes
	}{
		{"typing at the end", "第一章", stored + "他终于睡着了", 6, 0, "第一章", 400},
		{"typing in the middle", "第一章", strings.Replace(stored, "雾里", "浓雾里", 1), 1, 0, "第一章", 400},
		{"deleting a paragraph", "第一章", strings.Replace(stored, "The keeper lit the lamp.\n\n", "", 1), 0, 26, "第一章", 400},
		{"new title only", "  第一章 雾  ", stored, 0, 0, "第一章 雾", 400},
		{"everything replaced", "第一章", "全新的文字", 5, utf8.RuneCountInString(stored), "第一章", 600},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openEngine(t, "", nil, testDebounceNever)
			p := mustProject(t, e, "灯塔")
			c := mustChapter(t, e, p.ID, "第一章", stored)
			if err := e.JournalChapter(c.ID, tt.title, tt.text); err != nil {
				t.Fatal(err)
			}
			live, _ := journalFiles(t, e.DataDir())
			if len(live) != 1 {
				t.Fatalf("journal files %v, want one", live)
			}
			if st, err := os.Stat(e.journalPath(c.ID)); err != nil || st.Size() > int64(tt.wantJournalSize) {
				t.Fatalf("journal is %d bytes (err %v), want at most %d", st.Size(), err, tt.wantJournalSize)
			}
			e = reopen(t, e)
			got, err := e.Chapter(c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Text != tt.text || got.Title != tt.wantTitle {
				t.Fatalf("after replay: title %q text %q", got.Title, got.Text)
			}
			want := []Recovery{{ChapterID: c.ID, Title: tt.wantTitle, Chars: tt.chars, Removed: tt.removed}}
			if rec := e.Recovered(); len(rec) != 1 || rec[0] != want[0] {
				t.Fatalf("Recovered() = %+v, want %+v", rec, want)
			}
			if live, aside := journalFiles(t, e.DataDir()); len(live)+len(aside) != 0 {
				t.Fatalf("journal left behind: %v %v", live, aside)
			}
			// The recovered text was saved like any other: a second start
			// has nothing to recover.
			e = reopen(t, e)
			if len(e.Recovered()) != 0 {
				t.Fatalf("second start recovered again: %+v", e.Recovered())
			}
		})
	}
}

// TestJournalBoundedForLongChapter: typing in a 200,000-character chapter
// journals the edit, not the chapter.
func TestJournalBoundedForLongChapter(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "长篇")
	long := strings.Repeat("　　山路崎岖，雾气翻涌。他一步一步往上走。\n\n", 10_000)
	c := mustChapter(t, e, p.ID, "长章", long)
	mid := len(long) / 2
	typed := long[:mid] + "新写的一句话。" + long[mid:]
	if err := e.JournalChapter(c.ID, "长章", typed); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(e.journalPath(c.ID))
	if err != nil {
		t.Fatal(err)
	}
	if st.Size() > 400 {
		t.Fatalf("journal of a 7-character edit is %d bytes", st.Size())
	}
	e = reopen(t, e)
	if got, _ := e.Chapter(c.ID); got.Text != typed {
		t.Fatal("long chapter not rebuilt from the journal")
	}
}

// TestJournalClearedBySaveAndDelete: a save supersedes the journal, an
// unchanged text writes none, and deleting the chapter removes it.
func TestJournalClearedBySaveAndDelete(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "灯塔")
	c := mustChapter(t, e, p.ID, "一", "原文。")
	if err := e.JournalChapter(c.ID, "一", "原文。"); err != nil {
		t.Fatal(err)
	}
	if live, _ := journalFiles(t, e.DataDir()); len(live) != 0 {
		t.Fatalf("an unchanged text was journaled: %v", live)
	}
	for _, step := range []func() error{
		func() error { _, err := e.SaveChapter(c.ID, "一", "原文。新的。"); return err },
		func() error { return e.DeleteChapter(c.ID) },
	} {
		if err := e.JournalChapter(c.ID, "一", "原文。新的。还有。"); err != nil {
			t.Fatal(err)
		}
		if err := step(); err != nil {
			t.Fatal(err)
		}
		if live, _ := journalFiles(t, e.DataDir()); len(live) != 0 {
			t.Fatalf("journal survived: %v", live)
		}
	}
	if err := e.JournalChapter(c.ID, "一", "x"); !strings.Contains(err.Error(), "not found") {
		t.Fatalf("journaling a deleted chapter: %v", err)
	}
}

// TestJournalThatCannotBeReplayed: a journal older than the stored
// chapter, a damaged one and one for a deleted chapter are set aside with
// the text unchanged. None of them stops Open.
func TestJournalThatCannotBeReplayed(t *testing.T) {
	damage := map[string]func([]byte) []byte{
		"flipped byte": func(b []byte) []byte { b[len(b)-5] ^= 0x20; return b },
		"truncated":    func(b []byte) []byte { return b[:len(b)/2] },
		"empty":        func([]byte) []byte { return nil },
		"not a journal": func([]byte) []byte {
			return []byte("\x00\xff garbage\n{")
		},
	}
	type setup func(t *testing.T, e *Engine, id uint64, journal []byte)
	rewrite := func(f func([]byte) []byte) setup {
		return func(t *testing.T, e *Engine, id uint64, journal []byte) {
			if err := os.WriteFile(e.journalPath(id), f(bytes.Clone(journal)), 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
	tests := []struct {
		name     string
		setup    setup
		wantText string // "" = the chapter is gone
	}{
		{"older than the stored chapter", func(t *testing.T, e *Engine, id uint64, journal []byte) {
			if _, err := e.SaveChapter(id, "一", "后来保存的。"); err != nil {
				t.Fatal(err)
			}
			rewrite(func(b []byte) []byte { return b })(t, e, id, journal)
		}, "后来保存的。"},
		{"deleted chapter", func(t *testing.T, e *Engine, id uint64, journal []byte) {
			if err := e.DeleteChapter(id); err != nil {
				t.Fatal(err)
			}
			rewrite(func(b []byte) []byte { return b })(t, e, id, journal)
		}, ""},
	}
	for name, f := range damage {
		tests = append(tests, struct {
			name     string
			setup    setup
			wantText string
		}{"damaged: " + name, rewrite(f), "原文。"})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openEngine(t, "", nil, testDebounceNever)
			p := mustProject(t, e, "灯塔")
			c := mustChapter(t, e, p.ID, "一", "原文。")
			if err := e.JournalChapter(c.ID, "一", "原文。没保存的。"); err != nil {
				t.Fatal(err)
			}
			journal, err := os.ReadFile(e.journalPath(c.ID))
			if err != nil {
				t.Fatal(err)
			}
			tt.setup(t, e, c.ID, journal)
			// A temporary file of a write the crash cut short.
			if err := os.WriteFile(filepath.Join(e.DataDir(), JournalDir, ".tmp-123"), []byte("half"), 0o600); err != nil {
				t.Fatal(err)
			}
			e = reopen(t, e)
			if len(e.Recovered()) != 0 {
				t.Fatalf("recovered %+v", e.Recovered())
			}
			got, err := e.Chapter(c.ID)
			if tt.wantText == "" {
				if err == nil {
					t.Fatal("deleted chapter came back")
				}
			} else if err != nil || got.Text != tt.wantText {
				t.Fatalf("chapter text %q (err %v), want %q", got.Text, err, tt.wantText)
			}
			live, aside := journalFiles(t, e.DataDir())
			if len(live) != 0 || len(aside) != 1 {
				t.Fatalf("journal folder: live %v, set aside %v", live, aside)
			}
		})
	}
}

// TestCommonEnds: the prefix and suffix never overlap, sit on rune
// boundaries, and rebuild the new text from the old.
func TestCommonEnds(t *testing.T) {
	alphabet := []string{"雾", "灯", "a", "b", "\n", "　", "é", "😀"}
	str := rapid.Custom(func(t *rapid.T) string {
		return strings.Join(rapid.SliceOfN(rapid.SampledFrom(alphabet), 0, 12).Draw(t, "parts"), "")
	})
	rapid.Check(t, func(rt *rapid.T) {
		a, b := str.Draw(rt, "a"), str.Draw(rt, "b")
		p, s := commonEnds(a, b)
		if p+s > min(len(a), len(b)) {
			rt.Fatalf("prefix %d + suffix %d overlap", p, s)
		}
		insert := b[p : len(b)-s]
		if !utf8.ValidString(insert) || !utf8.ValidString(a[p:len(a)-s]) {
			rt.Fatalf("edit %q splits a rune", insert)
		}
		if a[:p]+insert+a[len(a)-s:] != b {
			rt.Fatal("edit does not rebuild b")
		}
	})
}

// BenchmarkJournalChapter: one journal write of a keystroke in a 200,000-
// character chapter (read the stored text, diff, write, fsync, rename),
// the work the editor hands the background queue every 0.4 s of typing.
func BenchmarkJournalChapter(b *testing.B) {
	e := openEngine(b, "", nil, testDebounceNever)
	p, err := e.CreateProject("长篇")
	if err != nil {
		b.Fatal(err)
	}
	long := strings.Repeat("　　山路崎岖，雾气翻涌。他一步一步往上走。\n\n", 8_000)
	c, err := e.CreateChapter(p.ID, "长章")
	if err != nil {
		b.Fatal(err)
	}
	if _, err := e.SaveChapter(c.ID, "长章", long); err != nil {
		b.Fatal(err)
	}
	mid := len(long) / 2
	b.ResetTimer()
	for i := range b.N {
		typed := long[:mid] + strings.Repeat("雾", 1+i%50) + long[mid:]
		if err := e.JournalChapter(c.ID, "长章", typed); err != nil {
			b.Fatal(err)
		}
	}
}

// TestJournalNeverAppliedToAnotherChapter: a journal is applied only to
// the chapter it was written for, even when its file stands under another
// chapter's name and that chapter holds the very text it was written on
// (the base hash alone would match): the record names its chapter, and a
// file naming another is set aside. Tried as a cause of typing in one
// chapter found in another after a restart on a full disk.
func TestJournalNeverAppliedToAnotherChapter(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "呐喊")
	one := mustChapter(t, e, p.ID, "第一回", "原文。")
	other := mustChapter(t, e, p.ID, "狂人日记", "原文。")
	if err := e.JournalChapter(one.ID, "第一回", "原文。efgh"); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(e.journalPath(one.ID), e.journalPath(other.ID)); err != nil {
		t.Fatal(err)
	}
	e = reopen(t, e)
	if len(e.Recovered()) != 0 {
		t.Fatalf("recovered %+v from a journal under another chapter's name", e.Recovered())
	}
	for _, id := range []uint64{one.ID, other.ID} {
		got, err := e.Chapter(id)
		if err != nil || got.Text != "原文。" {
			t.Fatalf("chapter %d holds %q (err %v), want %q", id, got.Text, err, "原文。")
		}
	}
	if live, aside := journalFiles(t, e.DataDir()); len(live) != 0 || len(aside) != 1 {
		t.Fatalf("journal folder: live %v, set aside %v", live, aside)
	}
}
