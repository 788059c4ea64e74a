package app

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"inkflow/app/textedit"
)

const kongming = "孔明笑曰：“吾有一计。”\n\n玄德问孔明何计。\n\n孔明曰：“Ma met Mary.”"

// TestFindBarInChapter: Ctrl+F in the editor finds in the chapter with
// every match highlighted and steps through them; typing in the text
// does not search again (the matches only go stale); Ctrl+H replaces one
// match, then the rest as one undo step; a bad regular expression says
// what is wrong in one line.
func TestFindBarInChapter(t *testing.T) {
	h, e, _ := editorAlone(t, "三国", "第三十八回", kongming, nil)
	f := e.find
	h.u.Window().Canvas().Focus(e.text)

	e.text.TypedShortcut(scFindInChapter)
	if !f.box.Visible() || f.replaceRow.Visible() || h.u.Window().Canvas().Focused() != f.pattern {
		t.Fatal("Ctrl+F did not open the find bar (without its replace row) with the pattern focused")
	}
	test.Type(f.pattern, "孔明")
	want := []textedit.Range{{Start: 0, End: 2}, {Start: 17, End: 19}, {Start: 24, End: 26}}
	if got := e.text.Highlights(); len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("highlights %v, want %v", got, want)
	}
	selected := func() textedit.Range { s, end := e.text.Selection(); return textedit.Range{Start: s, End: end} }
	if selected() != want[0] || f.status.Text != "1 of 3" {
		t.Fatalf("after typing the pattern: selection %v, status %q", selected(), f.status.Text)
	}
	f.pattern.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	f.step(1)
	if selected() != want[2] || f.status.Text != "3 of 3" {
		t.Fatalf("two steps on: selection %v, status %q", selected(), f.status.Text)
	}
	f.step(1)
	if selected() != want[0] {
		t.Fatalf("stepping past the last match: selection %v, want the first", selected())
	}
	f.step(-1)
	if selected() != want[2] {
		t.Fatalf("stepping back from the first match: selection %v, want the last", selected())
	}

	// Typing in the text only marks the matches stale; the next step
	// searches the new text.
	e.text.SetCaret(0)
	test.Type(e.text, "诸葛")
	if !f.stale || len(f.matches) != 3 || len(e.text.Highlights()) != 0 {
		t.Fatalf("after typing in the text: stale %v, %d matches kept, highlights %v", f.stale, len(f.matches), e.text.Highlights())
	}
	f.step(1)
	if f.stale || selected() != (textedit.Range{Start: 2, End: 4}) {
		t.Fatalf("the step after an edit: stale %v, selection %v", f.stale, selected())
	}

	// Replace: one match, then the rest as one undo step.
	e.text.TypedShortcut(scReplaceInChapter)
	if !f.replaceRow.Visible() {
		t.Fatal("Ctrl+H did not show the replace row")
	}
	test.Type(f.replacement, "亮")
	f.replaceCurrent()
	text := e.text.Text()
	if !strings.HasPrefix(text, "诸葛亮笑曰") || strings.Count(text, "孔明") != 2 {
		t.Fatalf("Replace left %q", text)
	}
	f.replaceAll()
	if got := e.text.Text(); strings.Count(got, "孔明") != 0 || strings.Count(got, "亮") != 3 || f.status.Text != "Replaced 2" {
		t.Fatalf("Replace All left %q, status %q", got, f.status.Text)
	}
	e.text.Undo()
	if got := e.text.Text(); got != text {
		t.Fatalf("one Undo after Replace All: %q, want %q", got, text)
	}

	// Options: whole word, then a bad regular expression.
	f.pattern.SetText("ma")
	if len(f.matches) != 2 {
		t.Fatalf("ma: %d matches, want Ma and Ma(ry)", len(f.matches))
	}
	f.checks.wholeWord.SetChecked(true)
	if len(f.matches) != 1 {
		t.Fatalf("ma as a whole word: %d matches, want 1", len(f.matches))
	}
	f.checks.regex.SetChecked(true)
	f.pattern.SetText("孔明(")
	if f.status.Text != "Not a valid regular expression: missing closing )" || len(e.text.Highlights()) != 0 {
		t.Fatalf("bad pattern: status %q, highlights %v", f.status.Text, e.text.Highlights())
	}
	f.pattern.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if f.box.Visible() || h.u.Window().Canvas().Focused() != e.text {
		t.Fatal("Esc did not close the bar and give the text the keyboard")
	}
	e.text.TypedShortcut(scFindInChapter)
	e.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if f.box.Visible() {
		t.Fatal("Esc in the text did not close the bar")
	}
}

// TestFindBarReopensWithThePatternSelected: Ctrl+F on a find bar that
// already holds a pattern selects it, so the word the IME commits next
// replaces it (as in the search box) instead of being appended to it.
func TestFindBarReopensWithThePatternSelected(t *testing.T) {
	cases := []struct {
		name     string
		selected bool // a match is still selected in the text
	}{
		{"caret in the text", false},
		{"the last match selected in the text", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h, e, _ := editorAlone(t, "三国", "第三十八回", kongming, nil)
			f := e.find
			c := h.u.Window().Canvas()
			c.Focus(e.text)
			e.text.TypedShortcut(scFindInChapter)
			deliver(f.pattern, commit("孔明"))
			f.pattern.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
			if c.Focused() != e.text {
				t.Fatal("Esc did not close the find bar")
			}
			if !tc.selected {
				e.text.SetCaret(0)
			}
			e.text.TypedShortcut(scFindInChapter)
			deliver(f.pattern, commit("玄德"))
			if f.pattern.Text != "玄德" {
				t.Fatalf("the pattern reads %q after typing 玄德 into the reopened bar", f.pattern.Text)
			}
			if f.status.Text != "1 of 1" {
				t.Fatalf("status %q", f.status.Text)
			}
		})
	}
}

// TestFindBarOptionsWrapAboveTheText: in a narrow editor the find bar's
// options wrap to a second row, and the text starts under it. The row's
// new height did not reach the editor's layout, so at 900 px the text lay
// over 不分全角半角 and 正则表达式, which could be neither seen nor clicked.
func TestFindBarOptionsWrapAboveTheText(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p, c := h.addChapter("呐喊", "一件小事", "我从乡下跑到京城里，一转眼已经六年了。")
	h.openInTree(p.ID, c.ID)
	e := h.u.editor
	h.u.Window().Resize(fyne.NewSize(900, 600))
	// The side panel a 900-px window hides (sidepanel.go), brought back
	// as Ctrl+1…6 would: the editor beside it is narrow enough to wrap.
	h.u.showSidePanel()
	h.pump()
	h.u.Window().Canvas().Focus(e.text)
	e.text.TypedShortcut(scFindInChapter)
	h.pump()
	checks := e.find.checks
	if checks.regex.Position().Y == checks.matchCase.Position().Y {
		t.Fatal("the options did not wrap at 900 px: the test does not test the wrap")
	}
	d := fyne.CurrentApp().Driver()
	end := d.AbsolutePositionForObject(checks.regex).Y + checks.regex.Size().Height
	if top := d.AbsolutePositionForObject(e.text).Y; top < end {
		t.Errorf("the text starts at %.0f, over the options' second row (to %.0f)", top, end)
	}
}

// TestWidthFoldShownWhereItMatters: "Full/half width alike" is offered
// where folding widths can change what is found: in the Chinese
// interface, in a chapter or book of Chinese, and when the chapter or
// the pattern holds a full-width form. An English writer searching
// English prose does not see it; it did nothing there but take a line.
func TestWidthFoldShownWhereItMatters(t *testing.T) {
	const english = "It was on a dreary night of November that I beheld the accomplishment of my toils."
	for _, c := range []struct {
		name, language, text, pattern string
		shown                         bool
	}{
		{"English prose", langEn, english, "toils", false},
		{"English prose, no pattern yet", langEn, english, "", false},
		{"a full-width pattern", langEn, english, "ＮＯＶ", true},
		{"a full-width form in the chapter", langEn, english + " “ＯＫ,” he said.", "toils", true},
		{"a Chinese chapter", langEn, kongming, "孔明", true},
		{"the Chinese interface", langZh, english, "toils", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{shellOnly: true, noModel: true, language: c.language, ui: Options{AutosaveDelay: time.Hour}})
			e := newEditor(h.u)
			p, ch := h.addChapter("Book", "One", c.text)
			h.showPanel(e.content())
			h.u.state.openChapter(p.ID, ch.ID, nil)
			h.waitFor("the chapter to open", func() bool { return e.chapterID == ch.ID && !e.loading })
			h.u.Window().Canvas().Focus(e.text)
			e.text.TypedShortcut(scFindInChapter)
			test.Type(e.find.pattern, c.pattern)
			h.pump()
			if got := e.find.checks.foldWidth.Visible(); got != c.shown {
				t.Errorf("find bar: Full/half width alike shown %v, want %v", got, c.shown)
			}
		})
	}
}

// TestReplacePanelWidthFoldFollowsTheBook: the project's Find and
// Replace offers "Full/half width alike" for a Chinese book, and for an
// English one only once the pattern holds a full-width form.
func TestReplacePanelWidthFoldFollowsTheBook(t *testing.T) {
	for _, c := range []struct {
		name, text, pattern string
		shown               bool
	}{
		{"English book", "It was on a dreary night of November.", "night", false},
		{"English book, full-width pattern", "It was on a dreary night of November.", "ｎｉｇｈｔ", true},
		{"Chinese book", replaceCh1, "孔明", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{shellOnly: true, noModel: true, ui: Options{SearchDelay: time.Hour}})
			rp := newReplacePanel(h.u)
			p, _ := h.addChapter("Book", "One", c.text)
			h.u.state.setProject(p.ID)
			h.showPanel(rp.content())
			rp.pattern.SetText(c.pattern)
			waitResults(h, rp, c.pattern, "")
			if got := rp.checks.foldWidth.Visible(); got != c.shown {
				t.Errorf("Full/half width alike shown %v, want %v", got, c.shown)
			}
		})
	}
}

// TestFindBarReplacesWithSmartQuotes: the find bar finds the curly
// apostrophe smart quotes typed by a straight one, and its replacement's
// straight quotes go in curly, as the manuscript's (Liz’s, not Liz's
// among don’t and “Come”); with smart quotes off they go in as typed.
func TestFindBarReplacesWithSmartQuotes(t *testing.T) {
	for _, tc := range []struct {
		smart bool
		want  string
	}{
		{true, "“Come on,” said Liz’s father. Liz’s lamp."},
		{false, "“Come on,” said Liz's father. Liz's lamp."},
	} {
		h, e, _ := editorAlone(t, "Lighthouse", "The Storm", "“Come on,” said Eliza’s father. Eliza’s lamp.", nil)
		h.a.Preferences().SetBool(PrefSmartQuotes, tc.smart)
		f := e.find
		h.u.Window().Canvas().Focus(e.text)
		e.text.TypedShortcut(scReplaceInChapter)
		test.Type(f.pattern, "Eliza's")
		if len(f.matches) != 2 {
			t.Fatalf("Eliza's: %d matches of Eliza’s, want 2", len(f.matches))
		}
		f.replacement.SetText("Liz's")
		f.replaceAll()
		if got := e.text.Text(); got != tc.want {
			t.Errorf("smart quotes %v: Replace All left %q, want %q", tc.smart, got, tc.want)
		}
	}
}

// TestFindBarClosesWithTheMatchLetGo: however the find bar is closed (Esc
// in its boxes, in the text, on a button or an option (which did
// nothing), or its ✕), the match it
// selected is let go with the caret at its end and the text keeps the
// keyboard, so the next key typed goes in after the passage found instead
// of replacing it (find 孔明, Esc, 先生: 孔明 was gone). A selection the
// author made while the bar was open stays.
func TestFindBarClosesWithTheMatchLetGo(t *testing.T) {
	esc := &fyne.KeyEvent{Name: fyne.KeyEscape}
	for _, tc := range []struct {
		name    string
		replace bool
		own     bool // the author selects 玄德 in the text before closing
		close   func(e *editor)
	}{
		{"Esc in the pattern", false, false, func(e *editor) { e.find.pattern.TypedKey(esc) }},
		{"Esc in the replacement", true, false, func(e *editor) { e.find.replacement.TypedKey(esc) }},
		{"Esc in the text", false, false, func(e *editor) { e.text.TypedKey(esc) }},
		{"Esc on Replace All", true, false, func(e *editor) { e.find.replaceAllBtn.TypedKey(esc) }},
		{"the close button", false, false, func(e *editor) { test.Tap(e.find.closeBtn) }},
		{"Esc on an option", false, false, func(e *editor) { e.find.checks.wholeWord.TypedKey(esc) }},
		{"Esc after selecting in the text", false, true, func(e *editor) { e.text.TypedKey(esc) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, e, _ := editorAlone(t, "三国", "第三十八回", kongming, nil)
			c := h.u.Window().Canvas()
			c.Focus(e.text)
			e.text.SetCaret(5)
			if tc.replace {
				e.text.TypedShortcut(scReplaceInChapter)
			} else {
				e.text.TypedShortcut(scFindInChapter)
			}
			test.Type(e.find.pattern, "孔明")
			if s, end := e.text.Selection(); s != 17 || end != 19 {
				t.Fatalf("the match selected is %d–%d, want 17–19", s, end)
			}
			want := []rune(kongming)
			wantCaret := 19
			if tc.own {
				e.text.Select(14, 16) // 玄德
				wantCaret = -1
			}
			tc.close(e)
			if e.find.box.Visible() || c.Focused() != e.text {
				t.Fatalf("after closing: bar shown %v, keyboard on %T", e.find.box.Visible(), c.Focused())
			}
			s, end := e.text.Selection()
			if tc.own {
				if s != 14 || end != 16 {
					t.Fatalf("the author's selection of 玄德 became %d–%d", s, end)
				}
				return
			}
			if s != wantCaret || end != wantCaret {
				t.Fatalf("after closing: selection %d–%d, want the caret at the match's end (%d)", s, end, wantCaret)
			}
			test.Type(e.text, "先生")
			if got, want := e.text.Text(), string(want[:19])+"先生"+string(want[19:]); got != want {
				t.Errorf("typing after closing the bar left %q, want %q", got, want)
			}
		})
	}
}

// TestFindBarLetsGoOfTheMatchWhenNothingIsFound: a pattern that finds
// nothing any more (孔明 found, then 孔明哈, a cleared pattern or a bad
// regular expression) leaves nothing selected, the caret where the match
// started, so a key typed next goes in beside the text instead of over
// 孔明; the old match stayed selected while the bar said No matches. The
// pattern finding again selects that match again; a selection the
// author made in the text is kept.
func TestFindBarLetsGoOfTheMatchWhenNothingIsFound(t *testing.T) {
	for _, tc := range []struct {
		name  string
		regex bool
		then  func(f *findBar)
	}{
		{"a letter more", false, func(f *findBar) { test.Type(f.pattern, "哈") }},
		{"the pattern cleared", false, func(f *findBar) { f.pattern.SetText("") }},
		{"a bad regular expression", true, func(f *findBar) { test.Type(f.pattern, "(") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, e, _ := editorAlone(t, "三国", "第三十八回", kongming, nil)
			f := e.find
			h.u.Window().Canvas().Focus(e.text)
			e.text.SetCaret(5)
			e.text.TypedShortcut(scFindInChapter)
			if tc.regex {
				f.checks.regex.SetChecked(true)
			}
			test.Type(f.pattern, "孔明")
			if s, end := e.text.Selection(); s != 17 || end != 19 {
				t.Fatalf("the match selected is %d–%d, want 17–19", s, end)
			}
			tc.then(f)
			if s, end := e.text.Selection(); s != 17 || end != 17 {
				t.Fatalf("with nothing found (status %q): selection %d–%d, want the caret at 17", f.status.Text, s, end)
			}
			test.Type(e.text, "先")
			if got, want := e.text.Text(), string([]rune(kongming)[:17])+"先"+string([]rune(kongming)[17:]); got != want {
				t.Errorf("a key typed after No matches left %q, want %q", got, want)
			}
		})
	}
	t.Run("found again", func(t *testing.T) {
		h, e, _ := editorAlone(t, "三国", "第三十八回", kongming, nil)
		f := e.find
		h.u.Window().Canvas().Focus(e.text)
		e.text.SetCaret(5)
		e.text.TypedShortcut(scFindInChapter)
		test.Type(f.pattern, "孔明哈")
		f.pattern.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
		if s, end := e.text.Selection(); s != 17 || end != 19 || f.status.Text != "2 of 3" {
			t.Fatalf("Backspace back to 孔明: selection %d–%d, status %q; want 17–19, 2 of 3", s, end, f.status.Text)
		}
		e.text.Select(14, 16) // the author selects 玄德
		test.Type(f.pattern, "哈")
		if s, end := e.text.Selection(); s != 14 || end != 16 {
			t.Errorf("the author's selection of 玄德 became %d–%d", s, end)
		}
	})
}

// TestFindBarTabOrder: Tab goes through the find bar as an author
// expects, from what to find to what to replace it with, then the
// buttons, the options shown and ✕, and on into the text; Shift+Tab goes
// back the same way, from the text into the bar's last control and from
// the pattern up to the title. Tab in the pattern went to ↑ (the
// layout's order), and the replacement came only after the options.
func TestFindBarTabOrder(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		replace    bool
		want       func(f *findBar) []fyne.Focusable // the bar's order after the pattern
	}{
		{"find", "It was on a dreary night of November.", false, func(f *findBar) []fyne.Focusable {
			c := f.checks
			return []fyne.Focusable{f.prev, f.next, c.matchCase, c.wholeWord, c.regex, f.closeBtn}
		}},
		{"replace, widths shown", kongming, true, func(f *findBar) []fyne.Focusable {
			c := f.checks
			return []fyne.Focusable{f.replacement, f.replaceBtn, f.replaceAllBtn, f.prev, f.next,
				c.matchCase, c.wholeWord, c.foldWidth, c.regex, f.closeBtn}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, e, _ := editorAlone(t, "书", "第一章", tc.text, nil)
			f, cv := e.find, h.u.Window().Canvas()
			cv.Focus(e.text)
			if tc.replace {
				e.text.TypedShortcut(scReplaceInChapter)
			} else {
				e.text.TypedShortcut(scFindInChapter)
			}
			test.Type(f.pattern, "o")
			want := append(tc.want(f), e.text)
			name := func(o fyne.Focusable) string {
				switch o {
				case f.pattern:
					return "the pattern"
				case f.replacement:
					return "the replacement"
				case e.text:
					return "the text"
				case e.title:
					return "the title"
				}
				switch w := o.(type) {
				case *barButton:
					if w.Icon != nil {
						return "button " + w.Icon.Name()
					}
					return "button " + w.Text
				case *findCheck:
					return "check " + w.Text
				}
				return fmt.Sprintf("%T", o)
			}
			for i, w := range want {
				pressTab(cv, false)
				if got := cv.Focused(); got != w {
					t.Fatalf("Tab %d: the keyboard on %s, want %s", i+1, name(got), name(w))
				}
			}
			if f.pattern.Text != "o" || !f.box.Visible() {
				t.Fatalf("after Tab through the bar: pattern %q, bar shown %v", f.pattern.Text, f.box.Visible())
			}
			// Back from the text: the bar's controls in reverse, the
			// pattern, then the title above the bar.
			back := slices.Clone(want[:len(want)-1])
			slices.Reverse(back)
			back = append(back, f.pattern, e.title)
			for i, w := range back {
				pressTab(cv, true)
				if got := cv.Focused(); got != w {
					t.Fatalf("Shift+Tab %d: the keyboard on %s, want %s", i+1, name(got), name(w))
				}
			}
			if e.text.Text() != tc.text {
				t.Errorf("Tab and Shift+Tab changed the text: %q", e.text.Text())
			}
		})
	}
}

// pressTab presses Tab (Shift+Tab when back) as the desktop driver does
// (its window.capturesTab): a widget that takes Tab itself (fyne.Tabbable)
// gets the key, else the window moves the keyboard in its layout's
// order. Shift goes down on the focused widget and up on the one focused
// after.
func pressTab(c fyne.Canvas, back bool) {
	shift := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
	if k, ok := c.Focused().(desktop.Keyable); ok && back {
		k.KeyDown(shift)
	}
	switch f := c.Focused(); {
	case f != nil && isTabbable(f):
		f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
	case back:
		c.FocusPrevious()
	default:
		c.FocusNext()
	}
	if k, ok := c.Focused().(desktop.Keyable); ok && back {
		k.KeyUp(shift)
	}
}

func isTabbable(f fyne.Focusable) bool {
	t, ok := f.(fyne.Tabbable)
	return ok && t.AcceptsTab()
}

// TestFindBarFromTheEndWrapsToTheFirst: with the caret after the last
// match (at the end of the chapter, where the author writes), the find
// selects the first match in the chapter, as Next past the last does; it
// selected the last ("2 of 2"), and Next after an edit went back up the
// text to it. Previous from there goes to the last.
func TestFindBarFromTheEndWrapsToTheFirst(t *testing.T) {
	const statement = "I had walked with my father’s hand in mine.\n\nMy father’s house was sold.\n\nHere I set down the pen."
	h, e, _ := editorAlone(t, "Jekyll and Hyde", "HENRY JEKYLL’S FULL STATEMENT OF THE CASE", statement, nil)
	f := e.find
	h.u.Window().Canvas().Focus(e.text)
	end := len([]rune(statement))
	e.text.SetCaret(end)
	e.text.TypedShortcut(scFindInChapter)
	test.Type(f.pattern, "father's")
	at := strings.Index(statement, "father") // all ASCII before it: bytes are runes
	first := textedit.Range{Start: at, End: at + len([]rune("father’s"))}
	selected := func() textedit.Range { s, end := e.text.Selection(); return textedit.Range{Start: s, End: end} }
	if selected() != first || f.status.Text != "1 of 2" {
		t.Fatalf("Ctrl+F with the caret at the end: selection %v, status %q; want %v, \"1 of 2\"", selected(), f.status.Text, first)
	}

	e.text.SetCaret(end)
	test.Type(e.text, " Amen.") // the matches go stale
	f.step(1)
	if selected() != first || f.status.Text != "1 of 2" {
		t.Fatalf("Next after typing at the end: selection %v, status %q; want the first match", selected(), f.status.Text)
	}
	f.step(-1)
	if f.status.Text != "2 of 2" {
		t.Fatalf("Previous from the first match: status %q, want \"2 of 2\"", f.status.Text)
	}
}
