package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// TestSplitAndMergeInTree mends a bad import the way an author would: the
// caret goes before a story title that the import left inside a chapter,
// the split dialog offers that title, Enter confirms it and the new
// chapter opens; an edit typed just before the split is saved into the
// first part. Merging the two again from the tree (after the
// confirmation) gives back one chapter holding both texts with the title
// as a line between them.
func TestSplitAndMergeInTree(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: 1 << 40}})
	const (
		preface = "自序\n\n我在年青时候也曾经做过许多梦。"
		story   = "孔乙己\n\n鲁镇的酒店的格局，是和别处不同的。"
	)
	p, c := h.addChapter("呐喊", "呐喊", preface+"\n\n"+story)
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor

	// An unsaved edit at the end of the preface, then the caret before
	// the story title.
	ed.text.SetCaret(len([]rune(preface)))
	typeInto(ed.text, "后来大半忘却了。")
	at := len([]rune(preface + "后来大半忘却了。\n\n"))
	ed.text.SetCaret(at)
	h.u.command(cmdSplitChapter)
	title, ok := h.u.Window().Canvas().Focused().(*keyEntry)
	if !ok || title.Text != "孔乙己" {
		t.Fatalf("the split dialog should offer the line after the caret as the title, got %#v", h.u.Window().Canvas().Focused())
	}
	if title.SelectedText() != "孔乙己" {
		t.Fatalf("the guessed title is not selected (%q), so typing a title adds to its end", title.SelectedText())
	}
	title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Enter does what Split does
	h.waitFor("the new chapter to open", func() bool {
		return len(h.u.state.chapterList(p.ID)) == 2 && ed.chapterID != c.ID && ed.chapterID != 0 && ed.text.Text() != ""
	})
	chs := h.u.state.chapterList(p.ID)
	if chs[0].ID != c.ID || chs[1].Title != "孔乙己" || ed.chapterID != chs[1].ID {
		t.Fatalf("after the split the tree holds %+v, the editor shows %d", chs, ed.chapterID)
	}
	if got := ed.text.Text(); got != story {
		t.Fatalf("the editor shows %q, want the story", got)
	}
	first := chapterText(t, h.eng, c.ID)
	if first != preface+"后来大半忘却了。" {
		t.Fatalf("first part = %q: the edit typed before the split is lost or the cut is wrong", first)
	}
	if second := chapterText(t, h.eng, chs[1].ID); second != story {
		t.Fatalf("second part = %q", second)
	}
	if ed.text.Disabled() {
		t.Fatal("the editor stayed read-only after the split")
	}

	// Merge from the tree: select the first chapter, cancel once, then
	// confirm.
	h.openInTree(p.ID, c.ID)
	h.u.sidebar.askMerge()
	h.tapDialogButton("Cancel")
	h.pump()
	if len(h.u.state.chapterList(p.ID)) != 2 {
		t.Fatal("a cancelled merge merged")
	}
	h.u.command(cmdMergeChapter)
	// The question says how to take the merge back, which the engine's
	// snapshots allow but nothing on screen told.
	if top := h.u.Window().Canvas().Overlays().Top(); top == nil || !findLabel(top, "restore “Before merge” in Snapshots and bring “孔乙己” back from Deleted Chapters there") {
		t.Fatal("the merge question does not say how to undo the merge")
	}
	h.tapDialogButton("Merge")
	h.waitFor("the merge", func() bool { return len(h.u.state.chapterList(p.ID)) == 1 && ed.text.Text() != first })
	want := first + "\n\n孔乙己\n\n" + story
	if got := chapterText(t, h.eng, c.ID); got != want {
		t.Fatalf("merged text = %q, want %q", got, want)
	}
	if ed.chapterID != c.ID || ed.text.Text() != want {
		t.Fatalf("the editor shows chapter %d %q after the merge", ed.chapterID, ed.text.Text())
	}

	// The last chapter has nothing to merge with: the author is told so.
	h.u.command(cmdMergeChapter)
	top := h.u.Window().Canvas().Overlays().Top()
	if top == nil || !findLabel(top, "is the last chapter") {
		t.Fatal("merging the last chapter should say there is no next chapter")
	}
	h.u.Window().Canvas().Overlays().Remove(top)

	// A right click on a chapter in the tree offers both.
	var row *treeRow
	walkObjects(h.u.sidebar.tree, func(o fyne.CanvasObject) bool {
		if r, ok := o.(*treeRow); ok && r.menu != nil {
			row = r
		}
		return row != nil
	})
	if row == nil {
		t.Fatal("no chapter row in the tree")
	}
	row.TappedSecondary(&fyne.PointEvent{})
	menu := strings.Join(visibleStrings(h.u.Window().Canvas().Overlays().Top()), "|")
	if !strings.Contains(menu, "Split Chapter at Cursor…") || !strings.Contains(menu, "Merge with Next Chapter…") {
		t.Fatalf("the chapter's context menu shows %q", menu)
	}
}

// chapterText reads a chapter's stored text.
func chapterText(t *testing.T, eng *engine.Engine, id uint64) string {
	t.Helper()
	c, err := eng.Chapter(id)
	if err != nil {
		t.Fatal(err)
	}
	return c.Text
}

// TestSplitTitleGuess: the split dialog offers a short first line after
// the caret (a heading an import missed), else the number after the
// chapter's own when its title numbers itself (the chapters after it are
// offered a renumber: TestSplitOffersRenumber), else the chapter's title
// as its continuation.
func TestSplitTitleGuess(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("海上书", "第二章 出海", paraHarbor)
	for i := range 5 {
		h.addChapter("海上书", fmt.Sprintf("第%d章", i+3), paraMarket)
	}
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	tests := []struct {
		name, after, title, want string
	}{
		{"a heading after the caret", "第三章 夜航\n\n船在夜里出发。", "第二章 出海", "第三章 夜航"},
		{"prose after the caret: the next number", strings.Repeat("海风吹着帆，船慢慢离开了港口。", 4), "第二章 出海", "第三章"},
		{"prose after the caret, a title without a number: continued", strings.Repeat("海风吹着帆，船慢慢离开了港口。", 4), "出海", "出海 (continued)"},
		{"an untitled chapter: the heading after the book's last, in its style", strings.Repeat("海风吹着帆。", 8), "", "第8章"},
		{"a short line of dialogue is prose", "“走吧。”他说\n\n船开了。", "第二章 出海", "第三章"},
		{"a short sentence is prose", "他笑了。\n\n船开了。", "出海", "出海 (continued)"},
		{"an English sentence is prose", "He laughed at the sea.\n\nThe ship left.", "Chapter 3: The Sea", "Chapter 4"},
		{"a continuation split again is not continued twice", "他笑了。\n\n船开了。", "出海 (continued)", "出海 (continued)"},
		{"Arabic numerals stay Arabic", "他笑了。\n\n船开了。", "第3章 出海", "第4章"},
		{"a named chapter is continued", "他笑了。\n\n船开了。", "楔子", "楔子 (continued)"},
		{"a numbered heading may hold a comma", "第3章 你好，世界\n\n船开了。", "第二章 出海", "第3章 你好，世界"},
		{"a roman numeral heading", "IV.\n\nThe ship left.", "第二章 出海", "IV."},
		{"an English title", "The Storm\n\nThe ship left.", "第二章 出海", "The Storm"},
	}
	for _, tt := range tests {
		ed.title.SetText(tt.title)
		if got := ed.splitTitle([]rune(tt.after)); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestMergeQuestionWrapsAsChinese: Fyne's text dialogs wrap at spaces,
// and the one space in a Chinese message is inside a chapter title, so
// the merge question broke there (a line of 「第三章 alone, 出发」 on the
// next) and was sized for a narrower line than shown, leaving half the
// dialog empty. The message wraps as its language wants and the dialog
// is as tall as its lines.
func TestMergeQuestionWrapsAsChinese(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p, c := h.addChapter("长河", "第二章 夜雨", "雨下了一夜。")
	h.addChapter("长河", "第三章 出发", "第二天，他们出发了。")
	h.openInTree(p.ID, c.ID)
	h.u.command(cmdMergeChapter)
	top, ok := h.u.Window().Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatalf("no merge question on top: %#v", h.u.Window().Canvas().Overlays().Top())
	}
	var msg *proseLabel
	walkObjects(top, func(o fyne.CanvasObject) bool {
		if l, ok := o.(*proseLabel); ok && strings.Contains(l.Text, "合并前") {
			msg = l
			return true
		}
		return false
	})
	if msg == nil {
		t.Fatal("the merge question has no proseLabel message")
	}
	// No line of the message starts inside the title 「第三章 出发」.
	if len(msg.body.lines) < 2 {
		t.Fatalf("the message is laid out in %d lines; the test needs it wrapped", len(msg.body.lines))
	}
	for _, l := range msg.body.lines {
		if line := string(msg.body.text[l.start:l.end]); strings.HasPrefix(line, "出发") {
			t.Fatalf("the message broke inside the title: a line starts %q", line)
		}
	}
	if got, need := top.Content.Size().Height, top.Content.MinSize().Height; got > need+1 {
		t.Fatalf("the dialog is %.0f high for %.0f of content", got, need)
	}
}

// TestMergeOffOnTheLastChapter: Merge with Next Chapter was enabled on a
// book's last chapter, where it could only say there was nothing to
// merge with. The toolbar button, the Edit menu's item and the context
// menu's are greyed out there, as Move Down is, and on again where a
// next chapter exists.
func TestMergeOffOnTheLastChapter(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c1 := h.addChapter("长河", "第一章", "雨下了一夜。")
	_, c2 := h.addChapter("长河", "第二章", "天亮了。")
	_, c3 := h.addChapter("长河", "第三章", "他们出发了。")
	q, only := h.addChapter("短篇", "独章", "只有一章。")
	s := h.u.sidebar
	tests := []struct {
		name      string
		project   uint64
		chapter   uint64
		wantMerge bool
	}{
		{"the first chapter", p.ID, c1.ID, true},
		{"a middle chapter", p.ID, c2.ID, true},
		{"the last chapter", p.ID, c3.ID, false},
		{"a book's only chapter", q.ID, only.ID, false},
		{"the first chapter again", p.ID, c1.ID, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h.openInTree(tt.project, tt.chapter)
			merge, ok := s.toolbars[1].Items[1].(*hintAction)
			if !ok || merge.btn.hint != "Merge with Next Chapter…" {
				t.Fatalf("the toolbar's second group does not start with Merge: %#v", s.toolbars[1].Items[1])
			}
			if got := !merge.Disabled(); got != tt.wantMerge {
				t.Errorf("the toolbar's Merge is enabled: %v, want %v", got, tt.wantMerge)
			}
			it := menuItem(h.u.Window().MainMenu(), "Merge with Next Chapter…")
			if it == nil {
				t.Fatal("no Merge item in the window's menu")
			}
			if got := !it.Disabled; got != tt.wantMerge {
				t.Errorf("the Edit menu's Merge is enabled: %v, want %v", got, tt.wantMerge)
			}
			ctx := menuItem(fyne.NewMainMenu(s.chapterMenuItems()), "Merge with Next Chapter…")
			if got := !ctx.Disabled; got != tt.wantMerge {
				t.Errorf("the context menu's Merge is enabled: %v, want %v", got, tt.wantMerge)
			}
		})
	}
}

// TestSplitTitleBoxIsWide: the Split chapter dialog's box for the new
// chapter's title came out narrower than a chapter heading, beside its
// long label ("Title of the new chapter"), in both languages.
func TestSplitTitleBoxIsWide(t *testing.T) {
	for _, language := range []string{langEn, langZh} {
		t.Run(language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: language})
			p, c := h.addChapter("Lighthouse", "Chapter 1", "The lamp was out.\n\nChapter 2: The Keeper Who Stayed Behind\n\nHe stayed.")
			h.openInTree(p.ID, c.ID)
			h.u.editor.text.SetCaret(len([]rune("The lamp was out.\n\n")))
			h.u.command(cmdSplitChapter)
			title, ok := h.u.Window().Canvas().Focused().(*keyEntry)
			if !ok {
				t.Fatalf("the split dialog has no title box focused: %#v", h.u.Window().Canvas().Focused())
			}
			heading := fyne.MeasureText("Chapter 2: The Keeper Who Stayed Behind", theme.TextSize(), fyne.TextStyle{}).Width
			if w := title.Size().Width; w < heading {
				t.Errorf("the title box is %.0f wide, narrower than the %.0f of its heading", w, heading)
			}
		})
	}
}
