package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"inkflow/engine"
	"inkflow/engine/search"
)

// shownPassage returns the text of the passage the editor highlights
// after a result click, failing the test if any text is selected instead
// or the caret is not at the passage's start.
func shownPassage(t *testing.T, ed *editor) string {
	t.Helper()
	if sel := ed.text.SelectedText(); sel != "" {
		t.Fatalf("the editor selected %q; a shown passage must not be selected", sel)
	}
	hs := ed.text.Highlights()
	if len(hs) != 1 {
		return ""
	}
	if off := ed.text.CaretOffset(); off != hs[0].Start {
		t.Fatalf("caret at %d, want the passage start %d", off, hs[0].Start)
	}
	return runes(ed.text.Text(), hs[0].Start, hs[0].End)
}

// typeSteadily types text one rune every gap, pumping the UI queue
// between keys as Fyne's event loop would, and calls each after every key.
func (h *harness) typeSteadily(text string, gap time.Duration, each func()) {
	ed := h.u.editor
	for _, r := range text {
		ed.text.TypedRune(r)
		deadline := time.Now().Add(gap)
		for time.Now().Before(deadline) {
			h.pump()
			time.Sleep(2 * time.Millisecond)
		}
		each()
	}
}

// TestAutosaveDuringContinuousTyping: typing without a pause long enough
// for the pause autosave is still saved at the maximum interval, and the
// indicator goes through its usual states. The control run, with the
// maximum interval out of reach, saves nothing until typing stops.
func TestAutosaveDuringContinuousTyping(t *testing.T) {
	for _, tt := range []struct {
		name        string
		maxInterval time.Duration
		wantMidway  bool
	}{
		{"maximum interval", 300 * time.Millisecond, true},
		{"pause only (control)", time.Hour, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, ui: Options{
				AutosaveDelay: 2 * time.Second, AutosaveMaxInterval: tt.maxInterval}})
			p, c := h.addChapter("书", "第一章", paraHarbor)
			h.openInTree(p.ID, c.ID)
			ed := h.u.editor
			h.u.Window().Canvas().Focus(ed.text)
			ed.text.SetCaret(utf8.RuneCountInString(ed.text.Text()))
			stored := map[string]bool{}
			indicators := map[string]bool{}
			h.typeSteadily(strings.Repeat("雾", 40), 30*time.Millisecond, func() {
				got, err := h.eng.Chapter(c.ID)
				if err != nil {
					t.Fatal(err)
				}
				stored[got.Text] = true
				indicators[ed.indicatorText()] = true
			})
			final := ed.text.Text()
			// Versions saved while typing: neither the original nor the
			// final text.
			midway := 0
			for text := range stored {
				if text != paraHarbor && text != final {
					midway++
				}
			}
			if (midway > 0) != tt.wantMidway {
				t.Fatalf("%d texts saved while typing continued, want saves: %v", midway, tt.wantMidway)
			}
			if tt.wantMidway && !(indicators["Edited"] && (indicators["Saving…"] || anySaved(indicators))) {
				t.Fatalf("indicator states while typing: %v", indicators)
			}
			h.waitFor("the autosave after typing stops", func() bool { return ed.state == stateClean })
			if got, _ := h.eng.Chapter(c.ID); got.Text != final {
				t.Fatal("the final text was not saved")
			}
			if !strings.HasPrefix(ed.indicatorText(), "Saved") {
				t.Fatalf("indicator after the save: %q", ed.indicatorText())
			}
		})
	}
}

func anySaved(states map[string]bool) bool {
	for s := range states {
		if strings.HasPrefix(s, "Saved") {
			return true
		}
	}
	return false
}

// TestJournalRecoversTypingAfterCrash: typing that no autosave reached is
// journaled within the journal interval; when the process dies without
// saving (the engine is closed under the UI), the next start brings the
// text back into the chapter and tells the author.
func TestJournalRecoversTypingAfterCrash(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, harnessOptions{dir: dir, noModel: true, ui: Options{
		AutosaveDelay: time.Hour, AutosaveMaxInterval: time.Hour, JournalInterval: 50 * time.Millisecond}})
	p, c := h.addChapter("书", "第一章", paraHarbor)
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	h.u.Window().Canvas().Focus(ed.text)
	ed.text.SetCaret(utf8.RuneCountInString(ed.text.Text()))
	// Enter sets the new paragraph apart with a blank line and carries
	// the paragraph's indent (　　), so it is typed without one: 12
	// characters in all.
	typeInto(ed.text, "\n"+strings.TrimPrefix(paraLighthouse, "　　")[:24])
	want := ed.text.Text()
	journal := filepath.Join(dir, engine.JournalDir)
	h.waitFor("the journal write", func() bool {
		ents, _ := os.ReadDir(journal)
		return len(ents) == 1 && !ed.journalQueued && ed.journalGen == ed.saveGen
	})
	if got, _ := h.eng.Chapter(c.ID); got.Text != paraHarbor {
		t.Fatal("the text was saved; the test needs it unsaved")
	}
	// The crash: the engine goes away with the edits unsaved.
	if err := h.eng.Close(); err != nil {
		t.Fatal(err)
	}
	h.close()

	h = newHarness(t, harnessOptions{dir: dir, noModel: true})
	got, err := h.eng.Chapter(c.ID)
	if err != nil || got.Text != want {
		t.Fatalf("after the restart the chapter holds %q (err %v)", truncateRunes(got.Text, 20), err)
	}
	top := h.u.Window().Canvas().Overlays().Top()
	typed := utf8.RuneCountInString(want) - utf8.RuneCountInString(paraHarbor)
	notice := recoveryNotice(engine.Recovery{ChapterID: c.ID, Title: "第一章", Chars: typed})
	if top == nil || !findLabel(top, notice) {
		t.Fatalf("no notice %q shown", notice)
	}
	if !strings.Contains(notice, "Recovered 12 characters of unsaved typing in chapter “第一章”") {
		t.Fatalf("notice reads %q", notice)
	}
}

// TestRecoveryNoticeNamesTheChapter: the notice after a crash names the
// chapter by its title, an untitled one as the tree does, never by id.
func TestRecoveryNoticeNamesTheChapter(t *testing.T) {
	tests := []struct {
		r    engine.Recovery
		want string
	}{
		{engine.Recovery{ChapterID: 7, Title: "第一章", Chars: 55}, "Recovered 55 characters of unsaved typing in chapter “第一章”."},
		{engine.Recovery{ChapterID: 7, Title: "", Chars: 1234}, "Recovered 1,234 characters of unsaved typing in chapter “Untitled chapter”."},
		{engine.Recovery{ChapterID: 7, Title: " "}, "Recovered unsaved edits in chapter “Untitled chapter”."},
	}
	for _, tt := range tests {
		if got := recoveryNotice(tt.r); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.r, got, tt.want)
		}
	}
}

// TestResultClickDoesNotSelect: opening a search result puts the caret
// at the passage and marks it without selecting it, so typing cannot
// overwrite it, in the open chapter and in one that loads first.
func TestResultClickDoesNotSelect(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	text := paraHarbor + "\n\n" + paraMarket + "\n\n" + paraMountain
	p, c := h.addChapter("书", "第一章", text)
	_, other := h.addChapter("书", "第二章", paraLighthouse)
	start := utf8.RuneCountInString(paraHarbor + "\n\n")
	passage := runes(text, start, start+60)
	for _, tt := range []struct {
		name   string
		opened uint64
	}{{"chapter loads first", other.ID}, {"chapter already open", c.ID}} {
		t.Run(tt.name, func(t *testing.T) {
			h.openInTree(p.ID, tt.opened)
			ed := h.u.editor
			ed.text.SetHighlights(nil)
			// The result's offsets are relative to its parent, which starts
			// 10 runes into the chapter here.
			openResult(h.u.state, search.Result{Kind: search.KindChapter, ProjectID: p.ID, OwnerID: c.ID,
				OwnerOffset: 10, MatchStart: start - 10, MatchEnd: start + 50})
			h.waitFor("the passage", func() bool { return ed.chapterID == c.ID && len(ed.text.Highlights()) == 1 })
			if got := shownPassage(t, ed); got != passage {
				t.Fatalf("shown passage %q, want %q", got, passage)
			}
			if h.u.Window().Canvas().Focused() != ed.text {
				t.Fatal("the editor does not have the focus")
			}
			before := ed.text.Text()
			test.Type(ed.text, "山")
			if want := runes(before, 0, start) + "山" + runes(before, start, utf8.RuneCountInString(before)); ed.text.Text() != want {
				t.Fatalf("typing after the click did not insert before the passage: %q", truncateRunes(ed.text.Text()[len(paraHarbor):], 40))
			}
			if len(ed.text.Highlights()) != 0 {
				t.Fatal("the passage mark outlived the edit that moved its text")
			}
			// Undo the keystroke for the next case.
			ed.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
			h.waitFor("the save", func() bool { return ed.state == stateClean })
		})
	}
}

// TestBackupAtEveryStart: each start of the app on a data folder takes a
// snapshot, and only the newest five are kept.
func TestBackupAtEveryStart(t *testing.T) {
	dir := t.TempDir()
	start := func() {
		h := newHarness(t, harnessOptions{dir: dir, noModel: true})
		h.u.backupDone.Wait()
		h.close()
	}
	for n := 1; n <= 7; n++ {
		start()
		snaps, err := engine.Backups(dir)
		if err != nil {
			t.Fatal(err)
		}
		if want := min(n, engine.DefaultBackupKeep); len(snaps) != want {
			t.Fatalf("after %d starts: %d snapshots, want %d", n, len(snaps), want)
		}
	}
}

// TestTypingWhileTheNextChapterLoadsIsKept: between asking for another
// chapter and its text coming in, the chapter left is still shown and
// takes typing (the read waits behind the background queue: a long save,
// an import). Its save had been queued when the other was asked for, so
// the keys typed after it went with the text show replaced, neither saved
// nor journaled (the journal then looked at the new, clean chapter).
func TestTypingWhileTheNextChapterLoadsIsKept(t *testing.T) {
	for _, tc := range []struct {
		name   string
		edited bool // the chapter left had unsaved typing before the switch too
	}{
		{"typed after asking only", false},
		{"typed before and after asking", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// No timer saves or journals: what is kept, the switch kept.
			h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour, AutosaveMaxInterval: time.Hour, JournalInterval: time.Hour}})
			p, left := h.addChapter("长夜", "第一章", "山中访友。")
			_, next := h.addChapter("长夜", "第二章", "雨夜论剑。")
			h.openInTree(p.ID, left.ID)
			ed := h.u.editor
			h.u.Window().Canvas().Focus(ed.text)
			ed.text.SetCaret(utf8.RuneCountInString(ed.text.Text()))
			want := "山中访友。"
			if tc.edited {
				typeInto(ed.text, "月出。")
				want += "月出。"
			}
			release := make(chan struct{})
			h.u.background(func() { <-release }) // the queue is busy
			h.u.sidebar.tree.Select(chapterUID(next.ID))
			h.pump()
			if ed.chapterID != left.ID {
				t.Fatalf("the editor shows chapter %d before the read: the test needs the one left", ed.chapterID)
			}
			typeInto(ed.text, "风停了。")
			want += "风停了。"
			close(release)
			h.waitFor("the next chapter", func() bool { return ed.chapterID == next.ID && !ed.loading })
			h.u.waitBackground(10 * time.Second)
			h.pump()
			c, err := h.eng.Chapter(left.ID)
			if err != nil {
				t.Fatal(err)
			}
			if c.Text != want {
				t.Errorf("the chapter left holds %q, want %q", c.Text, want)
			}
			if got := ed.text.Text(); got != "雨夜论剑。" {
				t.Errorf("the editor shows %q, want the next chapter's 雨夜论剑。", got)
			}
		})
	}
}
