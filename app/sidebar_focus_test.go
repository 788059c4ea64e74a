package app

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// TestClickOnChapterPutsKeyboardInText: a click on a chapter's row, as
// the desktop driver delivers it (a click, or a press that moved a pixel
// or two), opens the chapter with the keyboard in its text at the caret
// it had there, or at its start, so what the author types next goes into
// the manuscript. The keyboard stayed in the tree, and the typing went
// nowhere until a second click into the text.
func TestClickOnChapterPutsKeyboardInText(t *testing.T) {
	const (
		one   = "第一回　宴桃园豪杰三结义"
		two   = "话说天下大势，分久必合，合久必分。"
		three = "且说董卓字仲颖，陇西临洮人也。"
	)
	// caretLeftInTwo opens chapter two, leaves its caret at 4 and goes
	// back to chapter one: a click on row 2 must land at 4.
	caretLeftInTwo := func(h *harness, ed *editor, chs []clickedChapter) (int, int) {
		h.u.sidebar.tree.Select(chapterUID(chs[1].ID))
		h.waitFor("chapter two", func() bool { return ed.chapterID == chs[1].ID && !ed.loading })
		ed.text.SetCaret(4)
		h.u.sidebar.tree.Select(chapterUID(chs[0].ID))
		h.waitFor("chapter one again", func() bool { return ed.chapterID == chs[0].ID && !ed.loading })
		return 2, 4
	}
	tests := []struct {
		name string
		// before runs with chapter one open and the keyboard in its text,
		// and returns the row to click (1-based) and where the typing
		// must land in that chapter's text.
		before func(h *harness, ed *editor, chs []clickedChapter) (row, at int)
		drag   bool
		// early types before the chapter has been read, as an author
		// who clicks and types at once does.
		early bool
	}{
		{"a chapter opened before, caret remembered", caretLeftInTwo, false, false},
		{"a chapter opened before, typed while it is read", caretLeftInTwo, false, true},
		{"a chapter never opened, at its start", func(*harness, *editor, []clickedChapter) (int, int) { return 3, 0 }, false, false},
		{"a chapter never opened, a press that moved 2 px", func(*harness, *editor, []clickedChapter) (int, int) { return 3, 0 }, true, false},
		{"the chapter open, keyboard in the tree", func(h *harness, ed *editor, chs []clickedChapter) (int, int) {
			ed.text.SetCaret(2)
			h.u.win.Canvas().Focus(h.u.sidebar.tree)
			return 1, 2
		}, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			p, c1 := h.addChapter("三国", "第一章", one)
			_, c2 := h.addChapter("三国", "第二章", two)
			_, c3 := h.addChapter("三国", "第三章", three)
			chs := []clickedChapter{{c1.ID, one}, {c2.ID, two}, {c3.ID, three}}
			h.openInTree(p.ID, c1.ID)
			ed, cv := h.u.editor, h.u.win.Canvas()
			cv.Focus(ed.text)
			row, at := tt.before(h, ed, chs)
			target := chs[row-1]
			r := h.u.sidebar.rows[chapterUID(target.ID)]
			if r == nil {
				t.Fatalf("chapter %d has no row on screen", row)
			}
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(r).Add(fyne.NewPos(r.Size().Width/2, r.Size().Height/2))
			if tt.drag {
				test.Drag(cv, pos, 0, 2)
			} else if !desktopClick(cv, pos) {
				t.Fatal("nothing under the pointer takes the click")
			}
			if tt.early {
				test.Type(cv.Focused(), "曹操")
			}
			h.waitFor("the chapter shown", func() bool { return ed.chapterID == target.ID && !ed.loading })
			h.pump()
			if cv.Focused() != fyne.Focusable(ed.text) {
				t.Fatalf("after the click the keyboard is in %T, want the chapter's text", cv.Focused())
			}
			if !tt.early {
				test.Type(cv.Focused(), "曹操")
			}
			want := string([]rune(target.text)[:at]) + "曹操" + string([]rune(target.text)[at:])
			if got := ed.text.Text(); got != want {
				t.Fatalf("typed after the click: %q, want %q", got, want)
			}
		})
	}
}

// clickedChapter is a chapter's id and its stored text.
type clickedChapter struct {
	ID   uint64
	text string
}

// TestTreeKeyboardStaysInTree: with the keyboard in the tree (Tab, or
// View › Chapters), the arrows move through the rows and leave the
// keyboard there, opening nothing; Enter then opens the chapter under the
// keyboard with the keyboard in its text.
func TestTreeKeyboardStaysInTree(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c1 := h.addChapter("三国", "第一章", "话说天下大势。")
	h.addChapter("三国", "第二章", "分久必合。")
	_, c3 := h.addChapter("三国", "第三章", "合久必分。")
	h.openInTree(p.ID, c1.ID)
	ed, cv, tree := h.u.editor, h.u.win.Canvas(), h.u.sidebar.tree
	cv.Focus(tree)
	for i, key := range []fyne.KeyName{fyne.KeyDown, fyne.KeyDown, fyne.KeyUp, fyne.KeyDown} {
		tree.TypedKey(&fyne.KeyEvent{Name: key})
		h.pump()
		if cv.Focused() != fyne.Focusable(tree) || ed.chapterID != c1.ID {
			t.Fatalf("after arrow %d (%s) the keyboard is in %T and chapter %d is open, want the tree and chapter one", i+1, key, cv.Focused(), ed.chapterID)
		}
	}
	tree.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown}) // down from chapter two to three
	tree.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("chapter three with the keyboard in its text", func() bool {
		return ed.chapterID == c3.ID && !ed.loading && cv.Focused() == fyne.Focusable(ed.text)
	})
}

// TestKeyAheadHoldsOnlyWhileAChapterIsRead: keys typed into the tree are
// held for the text only while a chapter asked for with the keyboard in
// its text is being read; after a read that failed (the wait expired)
// they are the tree's again, and what was held is dropped rather than
// typed into whatever chapter opens next.
func TestKeyAheadHoldsOnlyWhileAChapterIsRead(t *testing.T) {
	cao, bs := heldKey{r: '曹'}, heldKey{name: fyne.KeyBackspace}
	tests := []struct {
		name  string
		since time.Duration // how long ago the chapter was asked for; 0: none
		held  []heldKey     // held before
		key   heldKey
		want  bool
		after []heldKey
	}{
		{"nothing awaited", 0, nil, heldKey{r: '操'}, false, nil},
		{"a chapter being read", time.Second, []heldKey{cao}, heldKey{r: '操'}, true, []heldKey{cao, {r: '操'}}},
		{"Backspace while a chapter is read", time.Second, []heldKey{cao}, bs, true, []heldKey{cao, bs}},
		{"Enter while a chapter is read", time.Second, nil, heldKey{name: fyne.KeyReturn}, true, []heldKey{{name: fyne.KeyReturn}}},
		{"a read that never came", typeAheadLimit + time.Second, []heldKey{cao}, heldKey{r: '操'}, false, nil},
		{"Backspace after a read that never came", typeAheadLimit + time.Second, []heldKey{cao}, bs, false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := &editor{}
			if tt.since != 0 {
				e.typeAhead.since = time.Now().Add(-tt.since)
			}
			e.typeAhead.keys = tt.held
			if got := e.keyAhead(tt.key); got != tt.want {
				t.Fatalf("keyAhead held the key: %v, want %v", got, tt.want)
			}
			if !slices.Equal(e.typeAhead.keys, tt.after) {
				t.Fatalf("held %v, want %v", e.typeAhead.keys, tt.after)
			}
		})
	}
}

// TestTypeAheadKeepsBackspaceAndEnter: an author who clicks a chapter and
// at once types, corrects a character with Backspace and starts a new
// paragraph with Enter gets all of it, in order, in the chapter once it
// shows. Only the characters were held: the Backspace went to the tree,
// which dropped it, and the Enter opened the row under the tree's
// keyboard instead of breaking the paragraph.
func TestTypeAheadKeepsBackspaceAndEnter(t *testing.T) {
	const (
		one   = "第一回　宴桃园豪杰三结义"
		three = "且说董卓字仲颖，陇西临洮人也。"
	)
	bs, enter := heldKey{name: fyne.KeyBackspace}, heldKey{name: fyne.KeyReturn}
	keys := func(s string) []heldKey {
		var out []heldKey
		for _, r := range s {
			out = append(out, heldKey{r: r})
		}
		return out
	}
	tests := []struct {
		name  string
		typed []heldKey
		want  string
	}{
		{"a character corrected", slices.Concat(keys("曹"), []heldKey{bs}, keys("刘备")), "刘备" + three},
		// Enter in a Chinese book leaves a blank line between paragraphs
		// (textedit's auto gap), which Backspace takes back a line at a
		// time, as when typed into the text.
		{"a new paragraph", slices.Concat(keys("刘备"), []heldKey{enter}), "刘备\n\n" + three},
		{"both, Backspace over the Enter", slices.Concat(keys("关羽"), []heldKey{enter, bs, bs, bs}, keys("张飞"), []heldKey{enter}), "关张飞\n\n" + three},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			p, c1 := h.addChapter("三国", "第一章", one)
			h.addChapter("三国", "第二章", "话说天下大势。")
			_, c3 := h.addChapter("三国", "第三章", three)
			h.openInTree(p.ID, c1.ID)
			ed, cv := h.u.editor, h.u.win.Canvas()
			cv.Focus(ed.text)
			r := h.u.sidebar.rows[chapterUID(c3.ID)]
			if r == nil {
				t.Fatal("chapter three has no row on screen")
			}
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(r).Add(fyne.NewPos(r.Size().Width/2, r.Size().Height/2))
			if !desktopClick(cv, pos) {
				t.Fatal("nothing under the pointer takes the click")
			}
			if ed.chapterID == c3.ID && !ed.loading {
				t.Fatal("chapter three showed before the typing: nothing was held")
			}
			for _, k := range tt.typed {
				if k.r != 0 {
					cv.Focused().TypedRune(k.r)
				} else {
					cv.Focused().TypedKey(&fyne.KeyEvent{Name: k.name})
				}
			}
			h.waitFor("chapter three shown", func() bool { return ed.chapterID == c3.ID && !ed.loading })
			h.pump()
			if got := ed.text.Text(); got != tt.want {
				t.Fatalf("typed while it was read: %q, want %q", got, tt.want)
			}
			if cv.Focused() != fyne.Focusable(ed.text) {
				t.Fatalf("the keyboard is in %T, want the chapter's text", cv.Focused())
			}
		})
	}
}

// TestClickBackWhileAChapterIsReadKeepsTheTyping: an author who clicks a
// chapter and, while it is still being read (a slow or full disk holding
// the background queue), clicks back on the chapter shown, gets that
// chapter and the keyboard in its text, and what they type goes there.
// The second click asked nothing of the editor (the chapter was open), so
// the first chapter's read went on and showed it a moment later with the
// keyboard in its text: the tree said 第一回 while 狂人日记 took the
// typing at its start ("efgh" found there after a restart, real window,
// full tmpfs).
func TestClickBackWhileAChapterIsReadKeepsTheTyping(t *testing.T) {
	const (
		one   = "第一回　宴桃园豪杰三结义"
		three = "我不见他，已是三十多年。"
	)
	tests := []struct {
		name string
		// early types before the read held up is let go.
		early bool
	}{
		{"typed after the read came back", false},
		{"typed while it was still held up", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			p, c1 := h.addChapter("呐喊", "第一回", one)
			h.addChapter("呐喊", "第二回", "话说天下大势。")
			_, c3 := h.addChapter("呐喊", "狂人日记", three)
			h.openInTree(p.ID, c1.ID)
			ed, cv := h.u.editor, h.u.win.Canvas()
			cv.Focus(ed.text)
			ed.text.SetCaret(len([]rune(one)))
			click := func(id uint64) {
				t.Helper()
				r := h.u.sidebar.rows[chapterUID(id)]
				if r == nil {
					t.Fatalf("chapter %d has no row on screen", id)
				}
				pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(r).Add(fyne.NewPos(r.Size().Width/2, r.Size().Height/2))
				if !desktopClick(cv, pos) {
					t.Fatal("nothing under the pointer takes the click")
				}
			}
			// The queue is held up, as a save failing slowly on a full disk
			// holds it, so the read of 狂人日记 waits behind it.
			gate := make(chan struct{})
			h.u.background(func() { <-gate })
			click(c3.ID)
			click(c1.ID)
			if tt.early {
				test.Type(cv.Focused(), "efgh")
			}
			close(gate)
			// Let the read of 狂人日记 come back and anything it does run.
			drain := func() {
				done := make(chan struct{})
				h.u.background(func() { close(done) })
				h.waitFor("the queue to drain", func() bool {
					select {
					case <-done:
						return true
					default:
						return false
					}
				})
			}
			drain()
			h.pump()
			if !tt.early {
				test.Type(cv.Focused(), "efgh")
			}
			shown := ed.chapterID
			ed.save(true)
			drain()
			wantStored(t, h, map[uint64]string{c3.ID: three, c1.ID: one + "efgh"})
			if shown != c1.ID {
				t.Fatalf("after clicking back on 第一回 the editor shows chapter %d, want 第一回 (%d)", shown, c1.ID)
			}
			if cv.Focused() != fyne.Focusable(ed.text) {
				t.Fatalf("the keyboard is in %T, want the chapter's text", cv.Focused())
			}
		})
	}
}

// TestTreeHomeAndEnd: in the tree End moves the keyboard to the last row
// and Home to the first, opening nothing, as the arrows do; Enter then
// opens the row there. Both did nothing: under Xvfb Ctrl+0, End, Enter
// opened the chapter the keyboard started on, and the last of a book of
// forty chapters took forty presses of Down.
func TestTreeHomeAndEnd(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c1 := h.addChapter("Anne of Green Gables", "CHAPTER I. Mrs. Rachel Lynde Is Surprised", "Mrs. Rachel Lynde lived just where the Avonlea main road dipped down.")
	h.addChapter("Anne of Green Gables", "CHAPTER II. Matthew Cuthbert Is Surprised", "Matthew Cuthbert and the sorrel mare jogged comfortably over the eight miles.")
	_, c3 := h.addChapter("Anne of Green Gables", "CHAPTER III. Marilla Cuthbert Is Surprised", "Marilla came briskly forward as Matthew opened the door.")
	h.openInTree(p.ID, c1.ID)
	ed, cv, tree := h.u.editor, h.u.win.Canvas(), h.u.sidebar.tree
	cv.Focus(tree)
	for _, step := range []struct {
		keys []fyne.KeyName
		want uint64
	}{
		{[]fyne.KeyName{fyne.KeyEnd}, c3.ID},                // chapter three, the last row
		{[]fyne.KeyName{fyne.KeyHome, fyne.KeyDown}, c1.ID}, // the project's row, then chapter one
	} {
		for _, key := range step.keys {
			tree.TypedKey(&fyne.KeyEvent{Name: key})
			h.pump()
			if cv.Focused() != fyne.Focusable(tree) {
				t.Fatalf("after %s the keyboard is in %T, want the tree", key, cv.Focused())
			}
		}
		tree.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		h.waitFor("the chapter at the keyboard open with the keyboard in its text", func() bool {
			return ed.chapterID == step.want && !ed.loading && cv.Focused() == fyne.Focusable(ed.text)
		})
		cv.Focus(tree)
	}
}

// countBookWalks counts the tree's reads of a project's chapters: each
// walk of the rows shown (a key's move, a scroll, a layout) reads them
// once.
func countBookWalks(tree *chapterTree, projectID uint64) *int {
	n := new(int)
	inner, book := tree.ChildUIDs, projectUID(projectID)
	tree.ChildUIDs = func(uid widget.TreeNodeID) []widget.TreeNodeID {
		if uid == book {
			*n++
		}
		return inner(uid)
	}
	return n
}

// TestTreeHomeAndEndInALongBook: in a web novel's 300 chapters End
// reaches the last row, on screen, and Home the first, each walking the
// book a few times whatever its length. toEnd pressed Down once per row,
// and each press walked the book three times and laid out the rows: a
// 1,500-chapter book stalled for seconds on one key
// (BenchmarkTreeHomeEnd).
func TestTreeHomeAndEndInALongBook(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, chs := numberedBook(t, h, "长夜书", 300)
	h.reloadSidebar()
	h.openInTree(p.ID, chs[0].ID)
	ed, cv, s := h.u.editor, h.u.win.Canvas(), h.u.sidebar
	tree := s.tree
	walks := countBookWalks(tree, p.ID)
	const most = 12 // a key's move, its scroll and a few layouts
	for _, step := range []struct {
		keys []fyne.KeyName
		want engine.Chapter
	}{
		{[]fyne.KeyName{fyne.KeyEnd}, chs[len(chs)-1]},
		{[]fyne.KeyName{fyne.KeyHome, fyne.KeyDown}, chs[0]}, // the project's row, then chapter one
	} {
		cv.Focus(tree)
		h.pump()
		before := ed.chapterID
		for _, key := range step.keys {
			*walks = 0
			tree.TypedKey(&fyne.KeyEvent{Name: key})
			h.pump()
			if *walks > most {
				t.Errorf("%s walked the book's %d chapters %d times, want at most %d", key, len(chs), *walks, most)
			}
			if ed.chapterID != before {
				t.Fatalf("%s opened chapter %d; it should only move the keyboard", key, ed.chapterID)
			}
		}
		if row, ok := s.rows[chapterUID(step.want.ID)]; !ok || row.uid != chapterUID(step.want.ID) {
			t.Errorf("after %v the row of %s is not on screen", step.keys, step.want.Title)
		}
		tree.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		h.waitFor("the chapter at the keyboard open", func() bool {
			return ed.chapterID == step.want.ID && !ed.loading
		})
	}
}

// BenchmarkTreeHomeEnd times End then Home in the tree of an open
// 1,500-chapter web novel, on Fyne's test driver, with the rows laid out
// after each key as the window would.
func BenchmarkTreeHomeEnd(b *testing.B) {
	h := newHarness(b, harnessOptions{noModel: true})
	p, chs := numberedBook(b, h, "长夜书", 1500)
	h.reloadSidebar()
	h.openInTree(p.ID, chs[0].ID)
	cv, tree := h.u.win.Canvas(), h.u.sidebar.tree
	cv.Focus(tree)
	h.pump()
	walks := countBookWalks(tree, p.ID)
	b.ResetTimer()
	for range b.N {
		for _, key := range []fyne.KeyName{fyne.KeyEnd, fyne.KeyHome} {
			tree.TypedKey(&fyne.KeyEvent{Name: key})
			h.pump()
		}
	}
	b.ReportMetric(float64(*walks)/float64(2*b.N), "walks/key")
}
