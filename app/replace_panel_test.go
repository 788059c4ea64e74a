package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/app/textedit"
	"inkflow/engine"
)

// Three chapters for the find and replace tests: 孔明 twice in the first,
// never in the second, once in the third.
const (
	replaceCh1 = "孔明笑曰：“吾有一计。”\n\n玄德问孔明何计。"
	replaceCh2 = "曹操大喜，设宴相待。"
	replaceCh3 = "次日，孔明辞别而去。"
)

// findRowView finds the row view of the result list whose text holds
// marker.
func findRowView(t *testing.T, list *widget.List, marker string) (*rowText, *widget.Check, *widget.Button) {
	t.Helper()
	var row fyne.CanvasObject
	walkObjects(list, func(o fyne.CanvasObject) bool {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 3 {
			return false
		}
		if rt, ok := c.Objects[0].(*rowText); ok && strings.Contains(rt.FullText(), marker) {
			row = c
		}
		return row != nil
	})
	if row == nil {
		t.Fatalf("no result row shows %q", marker)
	}
	return findRowParts(row)
}

// waitResults types nothing: it runs the panel's search and waits for its
// results.
func waitResults(h *harness, p *replacePanel, pattern, replacement string) {
	h.t.Helper()
	p.runNow()
	h.waitFor("the results of "+pattern, func() bool {
		return p.request.Pattern == pattern && p.request.Replacement == replacement && p.gen > 0 && p.summary.Text != ""
	})
}

// TestFindAndReplaceAcrossTheProject: the Find & Replace tab lists the
// project's matches by chapter with counts; a click opens the chapter
// with the match highlighted; Replace All with one match unticked
// rewrites the other matches (checked byte for byte, the unticked one
// stays), the editor shows the new text, and Undo takes the whole replace
// back.
func TestFindAndReplaceAcrossTheProject(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{SearchDelay: time.Hour}})
	u := h.u
	p, c1 := h.addChapter("三国", "第三十八回", replaceCh1)
	_, c2 := h.addChapter("三国", "第三十九回", replaceCh2)
	_, c3 := h.addChapter("三国", "第四十回", replaceCh3)
	h.openInTree(p.ID, c3.ID)
	rp := u.replace

	u.command(cmdFindReplace)
	if selectedTabName(u) != "Find & Replace" || u.Window().Canvas().Focused() != rp.pattern {
		t.Fatalf("the command shows tab %q, focus %T", selectedTabName(u), u.Window().Canvas().Focused())
	}
	test.Type(rp.pattern, "孔明")
	waitResults(h, rp, "孔明", "")
	if rp.summary.Text != "3 matches in 2 chapters" || len(rp.rows) != 5 {
		t.Fatalf("summary %q, %d rows; want 3 matches in 2 chapters, 2 headers and 3 matches", rp.summary.Text, len(rp.rows))
	}
	g := rp.result.Groups
	if g[0].ID != c1.ID || g[0].Count != 2 || g[1].ID != c3.ID || g[1].Count != 1 {
		t.Fatalf("groups %+v", g)
	}
	if text, _, _ := findRowView(t, rp.list, "玄德问"); !strings.Contains(text.FullText(), "玄德问孔明何计。") {
		t.Fatalf("the second match's row reads %q, want its line", text.String())
	}

	// A click on the second match of chapter one opens it there.
	rp.list.Select(2)
	ed := u.editor
	h.waitFor("the chapter to open at the match", func() bool { return ed.chapterID == c1.ID && !ed.loading })
	want := textedit.Range{Start: g[0].Matches[1].Start, End: g[0].Matches[1].End}
	if hl := ed.text.Highlights(); len(hl) != 1 || hl[0] != want || runes(replaceCh1, want.Start, want.End) != "孔明" {
		t.Fatalf("the editor highlights %v, want the match %v", hl, want)
	}

	// The preview shows what each match becomes; untick the second one.
	test.Type(rp.replacement, "诸葛亮")
	waitResults(h, rp, "孔明", "诸葛亮")
	text, check, _ := findRowView(t, rp.list, "玄德问")
	if !strings.Contains(text.FullText(), "孔明 → 诸葛亮 ") {
		t.Fatalf("the preview row reads %q, want the match and what it becomes", text.FullText())
	}
	tapCheck(check)
	if rp.replaceAll.Text != "Replace All (2 Matches)…" {
		t.Fatalf("after unticking one: %q", rp.replaceAll.Text)
	}
	test.Tap(rp.replaceAll)
	// The question's buttons name the action: Fyne's Yes and No read 是
	// and 不 in Chinese.
	h.tapDialogButton("Replace All")
	h.waitFor("the replace to finish", func() bool { return rp.undo.Visible() })
	if rp.undo.Text != "Undo replace: 2 changes in 2 chapters" {
		t.Fatalf("undo button %q", rp.undo.Text)
	}
	for _, tc := range []struct {
		id   uint64
		want string
	}{
		{c1.ID, "诸葛亮笑曰：“吾有一计。”\n\n玄德问孔明何计。"},
		{c2.ID, replaceCh2},
		{c3.ID, "次日，诸葛亮辞别而去。"},
	} {
		if got, _ := h.eng.Chapter(tc.id); got.Text != tc.want {
			t.Errorf("chapter %d after the replace: %q, want %q", tc.id, got.Text, tc.want)
		}
	}
	h.waitFor("the editor to show the replaced text", func() bool {
		return ed.text.Text() == "诸葛亮笑曰：“吾有一计。”\n\n玄德问孔明何计。"
	})
	h.waitFor("the list to show what is left", func() bool { return rp.result.Total == 1 })

	// Undo takes the whole replace back.
	test.Tap(rp.undo)
	h.waitFor("the undo to finish", func() bool { return !rp.undo.Visible() })
	for id, want := range map[uint64]string{c1.ID: replaceCh1, c2.ID: replaceCh2, c3.ID: replaceCh3} {
		if got, _ := h.eng.Chapter(id); got.Text != want {
			t.Errorf("chapter %d after undo: %q, want %q", id, got.Text, want)
		}
	}
	h.waitFor("the editor to show the text before the replace", func() bool { return ed.text.Text() == replaceCh1 })
	if snaps, _ := h.eng.Snapshots(c1.ID); len(snaps) == 0 || snaps[len(snaps)-1].Reason != engine.ReasonReplace {
		t.Errorf("chapter one's snapshots %+v: want the one the replace took", snaps)
	}
}

// TestUndoReplaceSaysWhatItTookOut: a chapter edited after a replace
// keeps those edits through the undo, and a replacement they changed (here
// deleted) stays as it is, which the author is told; the chapter as it
// was before the undo is kept as the snapshot "Before undo". An undo over
// untouched chapters says nothing. (An undo of a replace an older InkFlow
// recorded takes the edits out, and says where they are kept: engine
// TestUndoReplaceKeepsEditsSince, editedSinceText.)
func TestUndoReplaceSaysWhatItTookOut(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit bool
		want string // in the message; "" for no message
	}{
		{"untouched since", false, ""},
		{"edited since", true, "1 replaced passage was edited after the replace and is left as it is"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, ui: Options{SearchDelay: time.Hour}})
			u := h.u
			p, c1 := h.addChapter("三国", "第三十八回", replaceCh1)
			_, c3 := h.addChapter("三国", "第四十回", replaceCh3)
			h.openInTree(p.ID, c3.ID)
			rp := u.replace
			replaceAllInPanel(h, "孔明", "诸葛亮")
			h.waitFor("the replace to finish", func() bool { return rp.undo.Visible() })
			if tc.edit {
				if _, err := h.eng.SaveChapter(c1.ID, "第三十八回", "诸葛亮笑曰：“吾有一计。”后来写的。"); err != nil {
					t.Fatal(err)
				}
			}
			dialogs := len(u.Window().Canvas().Overlays().List())
			test.Tap(rp.undo)
			h.waitFor("the undo to finish", func() bool { return !rp.undo.Visible() })
			h.pump()
			top := u.Window().Canvas().Overlays().Top()
			shown := len(u.Window().Canvas().Overlays().List()) > dialogs
			switch {
			case tc.want == "" && shown:
				t.Fatalf("an undo over untouched chapters showed a message")
			case tc.want != "" && (!shown || !findLabel(top, tc.want)):
				t.Fatalf("no message saying %q (dialog shown: %v)", tc.want, shown)
			}
			if tc.edit {
				if got, _ := h.eng.Chapter(c1.ID); got.Text != "孔明笑曰：“吾有一计。”后来写的。" {
					t.Errorf("after the undo chapter one reads %q, want the name back and the edit kept", got.Text)
				}
				snaps, _ := h.eng.Snapshots(c1.ID)
				if len(snaps) == 0 || snaps[0].Reason != engine.ReasonUndo {
					t.Fatalf("chapter one's snapshots %+v: want the one before the undo newest", snaps)
				}
				if text, err := h.eng.SnapshotText(snaps[0].ID); err != nil || !strings.Contains(text.Text, "后来写的") {
					t.Errorf("the snapshot before the undo holds %q, %v; want the edits", text.Text, err)
				}
			}
		})
	}
}

// TestReplacePanelAlone: with only the panel and the state, a bad
// regular expression says what is wrong in one line, a click on a match
// asks the state for its chapter and passage, and Replace Here replaces
// only the ticked matches of its chapter.
func TestReplacePanelAlone(t *testing.T) {
	h := newHarness(t, harnessOptions{shellOnly: true, noModel: true, ui: Options{SearchDelay: time.Hour}})
	st := h.u.state
	rp := newReplacePanel(h.u)
	p, c1 := h.addChapter("三国", "第三十八回", replaceCh1)
	_, c3 := h.addChapter("三国", "第四十回", replaceCh3)
	h.showPanel(rp.content())

	rp.checks.regex.SetChecked(true)
	rp.pattern.SetText("孔明(")
	waitResults(h, rp, "孔明(", "")
	if !rp.problem.Visible() || rp.problem.Text != "Not a valid regular expression: missing closing )" {
		t.Fatalf("bad pattern: %q (shown %v)", rp.problem.Text, rp.problem.Visible())
	}
	rp.pattern.SetText("孔明(笑|何)")
	rp.replacement.SetText("诸葛亮$1")
	waitResults(h, rp, "孔明(笑|何)", "诸葛亮$1")
	if rp.problem.Visible() || rp.result.Total != 2 || rp.result.Groups[0].Matches[1].Replacement != "诸葛亮何" {
		t.Fatalf("regex preview: %+v", rp.result)
	}
	rp.list.Select(2)
	m := rp.result.Groups[0].Matches[1]
	if req := st.openChapterRequest(); req.chapterID != c1.ID || req.projectID != p.ID || req.sel == nil || *req.sel != (runeSpan{m.Start, m.End}) {
		t.Fatalf("a click asked for %+v, want chapter %d at %d..%d", req, c1.ID, m.Start, m.End)
	}
	_, check, _ := findRowView(t, rp.list, "吾有一计")
	tapCheck(check)
	_, _, here := findRowView(t, rp.list, "第三十八回")
	test.Tap(here)
	h.waitFor("the replace to finish", func() bool { return rp.undo.Visible() })
	if got, _ := h.eng.Chapter(c1.ID); got.Text != "孔明笑曰：“吾有一计。”\n\n玄德问诸葛亮何计。" {
		t.Fatalf("Replace Here with the first match unticked: %q", got.Text)
	}
	if got, _ := h.eng.Chapter(c3.ID); got.Text != replaceCh3 {
		t.Fatalf("Replace Here changed another chapter: %q", got.Text)
	}

	// The undo is offered again after a restart (the project opened anew).
	rp.lastReplace = undoableReplace{}
	rp.refreshUndo()
	rp.stateChanged(changeProject)
	h.waitFor("the stored replace's undo", func() bool { return rp.undo.Visible() })
	if rp.undo.Text != "Undo replace: 1 change in 1 chapter" {
		t.Fatalf("undo after a restart: %q", rp.undo.Text)
	}

	// With wiki entries: their matches come last, and a click opens the
	// entry.
	entry, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "诸葛亮", Type: "character", Text: "字孔明，号卧龙。"})
	if err != nil {
		t.Fatal(err)
	}
	rp.checks.regex.SetChecked(false)
	rp.alsoWiki.SetChecked(true)
	rp.pattern.SetText("孔明")
	rp.replacement.SetText("")
	waitResults(h, rp, "孔明", "")
	last := rp.result.Groups[len(rp.result.Groups)-1]
	if last.Kind != engine.FindWiki || last.ID != entry.ID || last.Count != 1 {
		t.Fatalf("last group %+v, want the wiki entry", last)
	}
	rp.list.Select(len(rp.rows) - 1)
	if req := st.openWikiRequest(); req.entryID != entry.ID {
		t.Fatalf("a click on the wiki match asked for %+v", req)
	}
}

// TestReplacePreviewSpacing: the preview's "→ replacement" is spaced from
// the text after a match except where English has its own space or
// punctuation there.
func TestReplacePreviewSpacing(t *testing.T) {
	for _, c := range []struct{ replacement, after, want string }{
		{"诸葛亮", "道：", " → 诸葛亮 "},
		{"刘备", "。昔刘胜", " → 刘备 "},
		{"Carlisle", " was the", " → Carlisle"},
		{"Carlisle", "? Yet he", " → Carlisle"},
		{"Carlisle", "—could a", " → Carlisle"},
		{"Carlisle", "", " → Carlisle"},
		{"Carl", "isle", " → Carl "},
	} {
		if got := becomes(c.replacement, c.after); got != c.want {
			t.Errorf("becomes(%q, %q) = %q, want %q", c.replacement, c.after, got, c.want)
		}
	}
}

// TestReplaceCountsInEnglish: the counts of a replace in one chapter read
// as English; the message's plural followed the matches alone and said
// "3 matches in 1 chapters".
func TestReplaceCountsInEnglish(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{SearchDelay: time.Hour}})
	p, c := h.addChapter("Frankenstein", "Chapter 5", "Clerval came. Clerval was kind, and Clerval stayed.")
	h.openInTree(p.ID, c.ID)
	rp := h.u.replace
	test.Type(rp.pattern, "Clerval")
	test.Type(rp.replacement, "Clairval")
	waitResults(h, rp, "Clerval", "Clairval")
	if want := "3 matches in 1 chapter"; rp.summary.Text != want {
		t.Errorf("summary %q, want %q", rp.summary.Text, want)
	}
	test.Tap(rp.replaceAll)
	var question string
	walkObjects(h.u.Window().Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if text, ok := labelText(o); ok && strings.HasPrefix(text, "Replace ") {
			question = text
		}
		return question != ""
	})
	if want := "Replace 3 matches in 1 chapter? A snapshot of the chapter is taken first, and Undo takes the replace back."; question != want {
		t.Errorf("the question reads %q, want %q", question, want)
	}
	h.tapDialogButton("Replace All")
	h.waitFor("the replace to finish", func() bool { return rp.undo.Visible() })
	if want := "Undo replace: 3 changes in 1 chapter"; rp.undo.Text != want {
		t.Errorf("undo button %q, want %q", rp.undo.Text, want)
	}
}

// TestShortBefore: a result row keeps the end of the line before its
// match, without the paragraph's indent, twelve columns of it, a Chinese
// character taking two: twelve Chinese characters filled the row of the
// panel at its narrowest (a 900-px window), and the match and what it
// becomes lay under the row's Replace button.
func TestShortBefore(t *testing.T) {
	tests := []struct{ before, want string }{
		{"", ""},
		{"　　", ""},
		{"　　玄德曰：", "玄德曰："},
		{"    He said, ", "He said, "},
		{"…却说曹操", "…却说曹操"},
		{"…却说曹操引兵至", "…说曹操引兵至"}, // six characters
		{"　　话说天下大势，分久必合，合久必分。", "…，合久必分。"},
		{"Victor said to Elizabeth, ", "… Elizabeth, "}, // as before: twelve letters
	}
	for _, tt := range tests {
		if got := shortBefore(tt.before); got != tt.want {
			t.Errorf("shortBefore(%q) = %q, want %q", tt.before, got, tt.want)
		}
	}
}

// replaceAllInPanel replaces pattern with replacement in the whole project
// as the author does: the Find & Replace tab, both boxes typed, Replace
// All confirmed.
func replaceAllInPanel(h *harness, pattern, replacement string) {
	h.t.Helper()
	rp := h.u.replace
	h.u.command(cmdFindReplace)
	test.Type(rp.pattern, pattern)
	test.Type(rp.replacement, replacement)
	waitResults(h, rp, pattern, replacement)
	test.Tap(rp.replaceAll)
	h.tapDialogButton("Replace All")
}

// TestUndoReplaceKeepsWhatWasWrittenSince: a web novelist renames a
// character across the book, writes on in the chapter, and then takes the
// replace back. The undo turns back the names and keeps the new sentence
// (it silently put the whole chapter back as it was before the replace,
// dropping the sentence into a snapshot). Then, after Ctrl+Z in the
// editor brings the old name back, the Find & Replace list follows the
// saved text: it kept saying "No matches" over the two the chapter had.
func TestUndoReplaceKeepsWhatWasWrittenSince(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{SearchDelay: time.Hour}})
	u := h.u
	const draft = "对手是朝天吧。\n\n朝天吧笑着说，你不过是外门弟子。"
	p, c := h.addChapter("青云", "第三章", draft)
	h.openInTree(p.ID, c.ID)
	rp, ed := u.replace, u.editor

	replaceAllInPanel(h, "朝天吧", "赵天霸")
	renamed := "对手是赵天霸。\n\n赵天霸笑着说，你不过是外门弟子。"
	h.waitFor("the editor to show the replaced text", func() bool { return ed.text.Text() == renamed })

	// Write on at the end of the chapter, and save.
	u.Window().Canvas().Focus(ed.text)
	ed.text.SetCaret(len([]rune(renamed)))
	test.Type(ed.text, "林峰拔剑。")
	u.command(cmdSave)
	h.waitFor("the new sentence to be stored", func() bool { got, _ := h.eng.Chapter(c.ID); return got.Text == renamed+"林峰拔剑。" })

	test.Tap(rp.undo)
	want := draft + "林峰拔剑。"
	h.waitFor("the undo to finish", func() bool { return !rp.undo.Visible() })
	if got, _ := h.eng.Chapter(c.ID); got.Text != want {
		t.Fatalf("after the undo the chapter reads %q, want the old name and the new sentence %q", got.Text, want)
	}
	h.waitFor("the editor to show the undone text", func() bool { return ed.text.Text() == want })
	h.waitFor("the list to find the old name again", func() bool { return rp.result.Total == 2 })

	// The same again, taken back this time with Ctrl+Z in the editor.
	test.Tap(rp.replaceAll)
	h.tapDialogButton("Replace All")
	h.waitFor("the editor to show the replaced text", func() bool { return ed.text.Text() == renamed+"林峰拔剑。" })
	h.waitFor("the list to show nothing left", func() bool { return rp.summary.Text == "No matches" })
	u.Window().Canvas().Focus(ed.text)
	u.command(cmdUndo)
	if ed.text.Text() != want {
		t.Fatalf("after Ctrl+Z the editor reads %q, want %q", ed.text.Text(), want)
	}
	u.command(cmdSave)
	h.waitFor("the list to show the two matches the saved text has again", func() bool {
		return rp.result.Total == 2 && rp.summary.Text == "2 matches in 1 chapter"
	})
}

// TestReplaceListKeepsItsPlaceAcrossSaves: the list follows saved edits,
// and an author working down a long list of matches stays where they
// were when a save finds them again (same search); a new search starts
// at the top.
func TestReplaceListKeepsItsPlaceAcrossSaves(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{SearchDelay: time.Hour}})
	u := h.u
	text := strings.Repeat("朝天吧拔剑。\n", 60)
	p, c := h.addChapter("青云", "第三章", text)
	h.openInTree(p.ID, c.ID)
	rp, ed := u.replace, u.editor
	u.command(cmdFindReplace)
	test.Type(rp.pattern, "朝天吧")
	waitResults(h, rp, "朝天吧", "")
	rp.list.ScrollToOffset(600)
	if rp.list.GetScrollOffset() < 500 {
		t.Fatalf("the list did not scroll: offset %.0f", rp.list.GetScrollOffset())
	}
	u.Window().Canvas().Focus(ed.text)
	ed.text.SetCaret(len([]rune(text)))
	test.Type(ed.text, "朝天吧")
	u.command(cmdSave)
	h.waitFor("the list to show the new match", func() bool { return rp.result.Total == 61 })
	if off := rp.list.GetScrollOffset(); off < 500 {
		t.Errorf("after a save the list is back at %.0f, want the place the author was at", off)
	}
	test.Type(rp.pattern, "拔剑")
	rp.runNow()
	h.waitFor("the new search", func() bool { return rp.request.Pattern == "朝天吧拔剑" && rp.summary.Text != "" })
	if off := rp.list.GetScrollOffset(); off != 0 {
		t.Errorf("a new search shows the list from %.0f, want its top", off)
	}
}

// TestReplaceListFollowsTheOptionsRows: when a wider window puts the
// options in two columns (fewer rows), the list of matches moves up under
// the count; it stayed where the one-column options had put it, under an
// empty band two rows tall. And narrowing again moves it down clear of
// them.
func TestReplaceListFollowsTheOptionsRows(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	h.addChapter("三国", "第一回", replaceCh1)
	rp := h.u.replace
	h.u.command(cmdFindReplace)
	test.Type(rp.pattern, "孔明")
	waitResults(h, rp, "孔明", "")
	d := fyne.CurrentApp().Driver()
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1400, Height: 900}, {Width: 1024, Height: 700}} {
		h.u.win.Resize(size)
		h.pump()
		end := d.AbsolutePositionForObject(rp.summary).Y + rp.summary.Size().Height
		if gap := d.AbsolutePositionForObject(rp.list).Y - end; gap < 0 || gap > theme.Padding()+0.5 {
			t.Errorf("%v: the list starts %.0f px below the count, want %v", size, gap, theme.Padding())
		}
	}
}
