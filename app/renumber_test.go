package app

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// treeTitles are a project's chapter titles as the state lists them.
func treeTitles(h *harness, projectID uint64) []string {
	var out []string
	for _, c := range h.u.state.chapterList(projectID) {
		out = append(out, c.Title)
	}
	return out
}

// waitDialog waits for a dialog showing text.
func waitDialog(h *harness, text string) {
	h.waitFor("a dialog saying "+text, func() bool {
		top := h.u.Window().Canvas().Overlays().Top()
		return top != nil && findLabel(top, text)
	})
}

// TestRenumberTitlesFromMenu: after a move, Edit › Renumber Chapter
// Titles… lists the titles old → new, Cancel changes nothing, Renumber
// renames them (the open chapter's title field too); the same command
// then offers the undo, which gives the old titles back.
func TestRenumberTitlesFromMenu(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("长河", "第一章 风起", "风起了。")
	_, moved := h.addChapter("长河", "第三章 失恋", "她走了。")
	h.addChapter("长河", "第二章 重逢", "他们又见面了。")
	before := []string{"第一章 风起", "第三章 失恋", "第二章 重逢"}
	h.openInTree(p.ID, moved.ID)
	ed := h.u.editor

	h.u.command(cmdRenumberTitles)
	waitDialog(h, "第三章 失恋 → 第二章 失恋\n第二章 重逢 → 第三章 重逢")
	if top := h.u.Window().Canvas().Overlays().Top(); !findLabel(top, "Right after, Undo (Ctrl+Z) takes it back; later, choose Renumber Chapter Titles… again.") {
		t.Fatalf("the renumber question shows %q", visibleStrings(top))
	}
	h.tapDialogButton("Cancel")
	h.pump()
	if got := treeTitles(h, p.ID); !slices.Equal(got, before) {
		t.Fatalf("a cancelled renumber renamed: %q", got)
	}

	h.u.command(cmdRenumberTitles)
	waitDialog(h, "第三章 失恋 → 第二章 失恋\n第二章 重逢 → 第三章 重逢")
	h.tapDialogButton("Renumber")
	want := []string{"第一章 风起", "第二章 失恋", "第三章 重逢"}
	h.waitFor("the renumber", func() bool { return slices.Equal(treeTitles(h, p.ID), want) && ed.title.Text == "第二章 失恋" })
	// A save of the open chapter keeps the new title.
	typeInto(ed.text, "又")
	h.u.command(cmdSave)
	h.waitFor("the save", func() bool {
		got, err := h.eng.Chapter(moved.ID)
		return err == nil && strings.HasPrefix(got.Text, "又")
	})
	if got, err := h.eng.Chapter(moved.ID); err != nil || got.Title != "第二章 失恋" {
		t.Fatalf("after a save the chapter is titled %q (%v)", got.Title, err)
	}

	h.u.command(cmdRenumberTitles)
	// With the titles in place the command offers the undo.
	waitDialog(h, "第二章 失恋 → 第三章 失恋\n第三章 重逢 → 第二章 重逢")
	h.tapDialogButton("Undo")
	h.waitFor("the undo", func() bool { return slices.Equal(treeTitles(h, p.ID), before) && ed.title.Text == "第三章 失恋" })

	// The chapter's context menu offers it too.
	h.openInTree(p.ID, c.ID)
	items := h.u.sidebar.chapterMenuItems().Items
	if !slices.ContainsFunc(items, func(i *fyne.MenuItem) bool { return i.Label == "Renumber Chapter Titles…" }) {
		t.Fatal("the chapter's context menu has no Renumber Chapter Titles…")
	}
}

// TestSplitOffersRenumber: splitting 第二章 出海 proposes 第三章 for the
// new chapter, and once it is made the chapters after it, which still say
// 第三章 and 第四章, are offered a renumber; the author's yes renames
// them.
func TestSplitOffersRenumber(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: 1 << 40}})
	const first, second = "海风吹着帆，船慢慢离开了港口。", "夜里起了雾，谁也看不见谁。"
	p, c := h.addChapter("海上书", "第二章 出海", first+"\n\n"+second)
	h.addChapter("海上书", "第三章 夜航", "船在夜里出发。")
	h.addChapter("海上书", "第四章 靠岸", "天亮时到了。")
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	ed.text.SetCaret(len([]rune(first + "\n\n")))
	h.u.command(cmdSplitChapter)
	title, ok := h.u.Window().Canvas().Focused().(*keyEntry)
	if !ok || title.Text != "第三章" {
		t.Fatalf("the split dialog should offer the next number, 第三章; got %#v", h.u.Window().Canvas().Focused())
	}
	title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	waitDialog(h, "第三章 夜航 → 第四章 夜航\n第四章 靠岸 → 第五章 靠岸")
	if got, want := treeTitles(h, p.ID), []string{"第二章 出海", "第三章", "第三章 夜航", "第四章 靠岸"}; !slices.Equal(got, want) {
		t.Fatalf("after the split %q; want %q", got, want)
	}
	h.tapDialogButton("Renumber")
	want := []string{"第二章 出海", "第三章", "第四章 夜航", "第五章 靠岸"}
	h.waitFor("the renumber", func() bool { return slices.Equal(treeTitles(h, p.ID), want) })
	if strings.TrimSpace(chapterText(t, h.eng, ed.chapterID)) != second {
		t.Fatalf("the editor shows chapter %d, not the new one", ed.chapterID)
	}

	// The renumber is a step of the chapter history of its own: Ctrl+Z
	// takes it back, the next the split, and Ctrl+Y makes both again.
	// Accepting the renumber ended the split's undo.
	bar := h.u.chapterUndo
	if !bar.box.Visible() || bar.label.Text != "Renumbered the chapter titles" || bar.button.Text != "Undo" {
		t.Errorf("after the renumber the notice shows %v %q %q", bar.box.Visible(), bar.label.Text, bar.button.Text)
	}
	for _, st := range []struct {
		name string
		key  func(*testing.T, *harness)
		want []string
	}{
		{"Ctrl+Z", pressUndo, []string{"第二章 出海", "第三章", "第三章 夜航", "第四章 靠岸"}},
		{"Ctrl+Z again", pressUndo, []string{"第二章 出海", "第三章 夜航", "第四章 靠岸"}},
		{"Ctrl+Y", pressRedo, []string{"第二章 出海", "第三章", "第三章 夜航", "第四章 靠岸"}},
		{"Ctrl+Y again", pressRedo, want},
	} {
		h.waitFor("the editor", func() bool { return !bar.undoing && !ed.loading && !ed.text.Disabled() })
		h.u.Window().Canvas().Focus(ed.text)
		st.key(t, h)
		h.waitFor(st.name, func() bool { return !bar.undoing && slices.Equal(treeTitles(h, p.ID), st.want) })
	}
	if got := chapterText(t, h.eng, c.ID); got != first {
		t.Errorf("after the redos the chapter split reads %q, want %q", got, first)
	}
}

// TestRenumberDialogInChinese: with the interface in Chinese, 编辑 ›
// 重排标题章号… asks in Chinese, lists the titles old → new, and 重排
// renames them in the project's database; the same command then offers
// 撤销重排章号, whose 撤销 gives the old titles back. No English word
// shows in either question.
func TestRenumberDialogInChinese(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p, _ := h.addChapter("彷徨", "第一章 祝福", "旧历的年底毕竟最像年底。")
	_, moved := h.addChapter("彷徨", "第三章 在酒楼上", "我从北地向东南旅行。")
	_, last := h.addChapter("彷徨", "第二章 幸福的家庭", "他想写一篇小说。")
	before := []string{"第一章 祝福", "第三章 在酒楼上", "第二章 幸福的家庭"}
	h.openInTree(p.ID, moved.ID)
	win := h.u.Window()
	top := func() fyne.CanvasObject { return win.Canvas().Overlays().Top() }
	english := func(where string) {
		t.Helper()
		for _, s := range visibleStrings(top()) {
			// A key's name is the key's, in every language.
			if w := asciiWord.FindString(strings.ReplaceAll(s, "Ctrl+Z", "")); w != "" {
				t.Errorf("%s shows English %q in %q", where, w, s)
			}
		}
	}

	var edit *fyne.Menu
	for _, m := range win.MainMenu().Items {
		if m.Label == "编辑" {
			edit = m
		}
	}
	if edit == nil || !slices.ContainsFunc(edit.Items, func(i *fyne.MenuItem) bool { return i.Label == "重排标题章号…" }) {
		t.Fatal("the 编辑 menu has no 重排标题章号…")
	}
	menuItem(win.MainMenu(), "重排标题章号…").Action()
	waitDialog(h, "第三章 在酒楼上 → 第二章 在酒楼上\n第二章 幸福的家庭 → 第三章 幸福的家庭")
	for _, want := range []string{
		"重排标题章号",
		"以下标题里的章号与它在书中的位置不再相符。按全书顺序重排吗？",
		"重排后可立即撤销（Ctrl+Z）；之后也可再选一次「重排标题章号…」来撤销。",
	} {
		if !findLabel(top(), want) {
			t.Errorf("the renumber question does not say %q: %q", want, visibleStrings(top()))
		}
	}
	if findButton(top(), "重排") == nil || findButton(top(), "取消") == nil {
		t.Errorf("the renumber question's buttons are not 重排 and 取消: %q", visibleStrings(top()))
	}
	english("the renumber question")
	h.tapDialogButton("重排")
	want := []string{"第一章 祝福", "第二章 在酒楼上", "第三章 幸福的家庭"}
	h.waitFor("the renumber", func() bool {
		return slices.Equal(treeTitles(h, p.ID), want) && h.u.editor.title.Text == "第二章 在酒楼上"
	})
	for id, title := range map[uint64]string{moved.ID: want[1], last.ID: want[2]} {
		if c, err := h.eng.Chapter(id); err != nil || c.Title != title {
			t.Errorf("the database has chapter %d titled %q (%v), want %q", id, c.Title, err, title)
		}
	}

	menuItem(win.MainMenu(), "重排标题章号…").Action()
	waitDialog(h, "第二章 在酒楼上 → 第三章 在酒楼上\n第三章 幸福的家庭 → 第二章 幸福的家庭")
	for _, want := range []string{"撤销重排章号", "标题里的章号都与它在书中的位置相符。撤销上一次重排（改了 2 个标题）吗？"} {
		if !findLabel(top(), want) {
			t.Errorf("the undo question does not say %q: %q", want, visibleStrings(top()))
		}
	}
	english("the undo question")
	h.tapDialogButton("撤销")
	h.waitFor("the undo", func() bool { return slices.Equal(treeTitles(h, p.ID), before) })
	if c, err := h.eng.Chapter(moved.ID); err != nil || c.Title != before[1] {
		t.Errorf("after the undo the database has %q (%v), want %q", c.Title, err, before[1])
	}
}

// TestMergeOffersRenumber: merging 第一回 with 第二回 leaves 第三回 right
// after 第一回, and once the merge is made the chapters after it are
// offered a renumber, as after a split; the author's yes renames them.
// A merge that takes in a chapter without a number of its own (楔子)
// asks nothing.
func TestMergeOffersRenumber(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: 1 << 40}})
	p, c := h.addChapter("三国", "第一回 宴桃园", "滚滚长江东逝水。")
	h.addChapter("三国", "第二回 怒鞭督邮", "且说董卓字仲颖。")
	h.addChapter("三国", "第三回 议温明", "且说曹操引兵。")
	h.addChapter("三国", "第四回 废汉帝", "且说董卓欲杀曹操。")
	h.openInTree(p.ID, c.ID)
	h.u.command(cmdMergeChapter)
	h.tapDialogButton("Merge")
	waitDialog(h, "第三回 议温明 → 第二回 议温明\n第四回 废汉帝 → 第三回 废汉帝")
	if got, want := treeTitles(h, p.ID), []string{"第一回 宴桃园", "第三回 议温明", "第四回 废汉帝"}; !slices.Equal(got, want) {
		t.Fatalf("after the merge %q; want %q", got, want)
	}
	h.tapDialogButton("Renumber")
	want := []string{"第一回 宴桃园", "第二回 议温明", "第三回 废汉帝"}
	h.waitFor("the renumber", func() bool { return slices.Equal(treeTitles(h, p.ID), want) })

	q, prologue := h.addChapter("海上书", "楔子", "海上起了风。")
	h.addChapter("海上书", "缘起", "船出了港。")
	h.addChapter("海上书", "第二章 夜航", "船在夜里出发。")
	h.openInTree(q.ID, prologue.ID)
	h.u.command(cmdMergeChapter)
	h.tapDialogButton("Merge")
	h.waitFor("the merge", func() bool { return len(h.u.state.chapterList(q.ID)) == 2 })
	h.u.waitBackground(5 * time.Second)
	if top := h.u.Window().Canvas().Overlays().Top(); top != nil {
		t.Fatal("a merge of a chapter without a number asked to renumber")
	}
}

// TestRenumberListSize: the list of titles under the renumber question
// scrolled in a box exactly as tall as its lines, which showed a scroll
// bar over two lines, and was held to 320 px, 17 lines of a long book in
// a window with room for many more. A short list is shown whole with no
// scroll bar; a long one scrolls in most of the window's height. The
// question above it is aligned as the list is (it was centred: its two
// lines and the list stood at three indents in the real window).
func TestRenumberListSize(t *testing.T) {
	tests := []struct {
		name     string
		chapters int // numbered 第一章, 第三章, 第四章, …: all but the first renumbered
	}{
		{"two titles", 3},
		{"forty titles", 41},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: langZh})
			var p engine.Project
			var c engine.Chapter
			for i := range tt.chapters {
				n := i + 1
				if i > 0 {
					n = i + 2
				}
				p, c = h.addChapter("长河", chapterHeading(n)+" 雪夜", "雪。")
			}
			h.openInTree(p.ID, c.ID)
			win := h.u.Window()
			menuItem(win.MainMenu(), "重排标题章号…").Action()
			waitDialog(h, "第三章 雪夜 → 第二章 雪夜\n第四章 雪夜 → 第三章 雪夜")
			top := win.Canvas().Overlays().Top()
			var list *widget.Label
			walkObjects(top, func(o fyne.CanvasObject) bool {
				if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, " → ") {
					list = l
				}
				return list != nil
			})
			if list == nil {
				t.Fatal("no list of titles in the question")
			}
			need := list.MinSize().Height
			shown, scrolls := need, false
			walkObjects(top, func(o fyne.CanvasObject) bool {
				if s, ok := o.(*container.Scroll); ok && s.Content == list {
					shown, scrolls = s.Size().Height, true
				}
				return false
			})
			// A list the window has room for is not in a scroll at all: a
			// scroll as tall as its content showed a bar under the real
			// driver (its sizes rounded otherwise than the test driver's).
			if fits := tt.chapters < 10; fits && scrolls {
				t.Errorf("a %d-line list scrolls", tt.chapters-1)
			}
			if want := min(need, 0.6*win.Canvas().Size().Height); shown < want-1 {
				t.Errorf("%.0f px of a %.0f-px list in view, want %.0f at least", shown, need, want)
			}
			if d := top.(*widget.PopUp).Content.Size().Height; d > win.Canvas().Size().Height {
				t.Errorf("the dialog is %.0f high in a %.0f-px window", d, win.Canvas().Size().Height)
			}
			// The question above the list is set flush left, as the list
			// is: centred, its lines stood at other indents than the list's.
			var question *proseLabel
			walkObjects(top, func(o fyne.CanvasObject) bool {
				if l, ok := o.(*proseLabel); ok && strings.Contains(l.Text, "Ctrl+Z") {
					question = l
				}
				return question != nil
			})
			if question == nil {
				t.Fatal("no question above the list")
			}
			if question.Alignment != list.Alignment {
				t.Errorf("the question is aligned %v, the list %v", question.Alignment, list.Alignment)
			}
		})
	}
}

// TestMoveOffersRenumber: moving a numbered chapter out of its place is
// offered the renumber a split is offered, once the moves settle (three
// clicks of Move Up ask once, after the last); a book whose titles were
// already out of order before the move, and a book without numbered
// titles, are not asked.
func TestMoveOffersRenumber(t *testing.T) {
	for _, tc := range []struct {
		name   string
		titles []string
		// move is the chapter (by index) moved up, ups the clicks
		move, ups int
		offer     string   // the list the offer shows; "" for none
		after     []string // the titles after its Renumber
	}{
		{"one move", []string{"第一章 风起", "第二章 重逢", "第三章 失恋"}, 2, 1, "第三章 失恋 → 第二章 失恋\n第二章 重逢 → 第三章 重逢",
			[]string{"第一章 风起", "第二章 失恋", "第三章 重逢"}},
		{"three clicks, one question", []string{"Chapter 1: Dawn", "Chapter 2: Noon", "Chapter 3: Dusk", "Chapter 4: Night"}, 3, 3,
			"Chapter 4: Night → Chapter 1: Night\nChapter 1: Dawn → Chapter 2: Dawn\nChapter 2: Noon → Chapter 3: Noon\nChapter 3: Dusk → Chapter 4: Dusk",
			[]string{"Chapter 1: Night", "Chapter 2: Dawn", "Chapter 3: Noon", "Chapter 4: Dusk"}},
		{"already out of order", []string{"第一章 风起", "第三章 失恋", "第二章 重逢", "第四章 归来"}, 3, 1, "", nil},
		{"no numbers", []string{"楔子", "雪夜", "故人"}, 2, 1, "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: 1 << 40}})
			// The clicks are one burst however slow the machine is
			// between them (200 ms ended it early under load, and the
			// question came after the first click); the last click
			// restarts the settle with a short delay, which the test
			// then waits out.
			s := h.u.sidebar
			s.moveSettle = time.Hour
			var p engine.Project
			var ids []uint64
			for _, title := range tc.titles {
				var c engine.Chapter
				p, c = h.addChapter("书", title, title+"的正文。")
				ids = append(ids, c.ID)
			}
			h.openInTree(p.ID, ids[tc.move])
			offers := 0
			for i := range tc.ups {
				if i == tc.ups-1 {
					s.moveSettle = 200 * time.Millisecond
				}
				s.moveSelected(-1)
				want := tc.move - i - 1
				h.waitFor("the move", func() bool {
					c, ok := h.u.state.chapter(ids[tc.move])
					return ok && c.Order == want
				})
				if top := h.u.Window().Canvas().Overlays().Top(); top != nil && i < tc.ups-1 {
					offers++ // asked before the last click
				}
			}
			if tc.offer == "" {
				h.waitFor("the moves to settle", func() bool { return s.moves.project == 0 })
				h.u.waitBackground(time.Minute) // an offer's plan
				h.pump()
				if top := h.u.Window().Canvas().Overlays().Top(); top != nil {
					t.Fatalf("the move asked %q", visibleStrings(top))
				}
				return
			}
			waitDialog(h, tc.offer)
			if offers > 0 {
				t.Errorf("asked %d times before the moves settled", offers)
			}
			h.tapDialogButton("Renumber")
			h.waitFor("the renumber", func() bool { return slices.Equal(treeTitles(h, p.ID), tc.after) })
		})
	}
}

// TestFailedMoveStartsNoBurst: a move the engine refuses (the chapter was
// deleted behind the tree) leaves no burst waiting, so the next move of
// the book reads afresh whether its titles were in order and is offered
// the renumber.
func TestFailedMoveStartsNoBurst(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: 1 << 40}})
	s := h.u.sidebar
	s.moveSettle = 200 * time.Millisecond
	p, _ := h.addChapter("书", "第一章 风起", "风起了。")
	_, second := h.addChapter("书", "第二章 重逢", "又见面了。")
	_, gone := h.addChapter("书", "第三章 失恋", "她走了。")
	if err := h.eng.DeleteChapter(gone.ID); err != nil {
		t.Fatal(err)
	}
	s.moveChapter(gone.ID, 0) // the tree still lists it
	h.waitFor("the move's error", func() bool { return h.u.Window().Canvas().Overlays().Top() != nil })
	if s.moves.project != 0 {
		t.Fatalf("a refused move left a burst of book %d waiting", s.moves.project)
	}
	h.tapDialogButton("OK")
	h.u.state.reload(nil)
	h.waitFor("the lists", func() bool { return len(h.u.state.chapterList(p.ID)) == 2 })
	s.moveChapter(second.ID, 0)
	waitDialog(h, "第二章 重逢 → 第一章 重逢\n第一章 风起 → 第二章 风起")
}
