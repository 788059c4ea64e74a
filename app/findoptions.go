package app

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// findChecks are the ways a find pattern matches, shared by the editor's
// find bar and the project's Find and Replace panel.
type findChecks struct {
	matchCase, wholeWord, foldWidth, regex *findCheck
	// smartQuotes reports the manuscript's smart quotes, which a
	// replacement's straight quotes follow (engine.FindOptions.SmartQuotes).
	smartQuotes func() bool
}

// newFindChecks makes the checks; changed runs when one is toggled.
func newFindChecks(u *UI, changed func()) findChecks {
	on := func(bool) { changed() }
	return findChecks{
		smartQuotes: u.smartQuotes,
		matchCase:   newFindCheck(lang.L("Match case"), on),
		wholeWord:   newFindCheck(lang.L("Whole word"), on),
		foldWidth:   newFindCheck(lang.L("Full/half width alike"), on),
		regex:       newFindCheck(lang.L("Regular expression"), on),
	}
}

// findCheck is a find option's check box. In the find bar it keeps the
// bar's keyboard order (tabStop) and Esc on it closes the bar (esc), as
// on the bar's buttons; in the Find and Replace panel neither is set and
// it is a plain check box.
type findCheck struct {
	widget.Check
	tabStop
	esc func()
}

func newFindCheck(label string, changed func(bool)) *findCheck {
	c := &findCheck{}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

// TypedKey implements fyne.Focusable.
func (c *findCheck) TypedKey(ev *fyne.KeyEvent) {
	if c.tabbed(ev) {
		return
	}
	if ev.Name == fyne.KeyEscape && c.esc != nil {
		c.esc()
		return
	}
	c.Check.TypedKey(ev)
}

// FocusLost implements fyne.Focusable.
func (c *findCheck) FocusLost() {
	c.shift = false
	c.Check.FocusLost()
}

// checks lists the check boxes in the bar's order.
func (c findChecks) checks() []*findCheck {
	return []*findCheck{c.matchCase, c.wholeWord, c.foldWidth, c.regex}
}

// options are the engine's find options the checks describe. A hidden
// "Full/half width alike" does nothing, even left ticked.
func (c findChecks) options() engine.FindOptions {
	return engine.FindOptions{
		MatchCase: c.matchCase.Checked,
		WholeWord: c.wholeWord.Checked,
		FoldWidth: c.foldWidth.Checked && c.foldWidth.Visible(),
		Regex:     c.regex.Checked,
		// The replacement goes into a text smart quotes typed; a regular
		// expression's takes its quotes as written.
		SmartQuotes: c.smartQuotes != nil && c.smartQuotes(),
	}
}

// objects lists the checks for a layout.
func (c findChecks) objects() []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, k := range c.checks() {
		objs = append(objs, k)
	}
	return objs
}

// showWidthFold shows "Full/half width alike" or hides it (widthFoldMatters)
// and reports whether that changed, so the caller lays out again.
func (c findChecks) showWidthFold(show bool) bool {
	if c.foldWidth.Visible() == show {
		return false
	}
	if show {
		c.foldWidth.Show()
	} else {
		c.foldWidth.Hide()
	}
	return true
}

// widthFoldMatters reports whether "Full/half width alike" is worth
// showing: in the Chinese interface always, else when the book is
// Chinese, Japanese or Korean (cjkBook) or one of texts (the text
// searched, the pattern, the replacement) holds a character with another
// width.
//
// Why: Chinese is typed with an IME that switches between full and half
// width (２０２６ and 2026, ， and ,), so a Chinese writer expects the
// option, and it should not come and go as they move between chapters.
// English prose holds no full-width forms, and the option did nothing
// for an English writer but take a line of the find bar; it appears
// when such a form turns up (a pasted quotation, a pattern typed with
// the IME on), where it can change what is found.
func widthFoldMatters(cjkBook bool, texts ...string) bool {
	if cjkBook || interfaceChinese() {
		return true
	}
	for _, s := range texts {
		if hasWidthForms(s) {
			return true
		}
	}
	return false
}

// hasWidthForms reports whether s holds a character that folding widths
// changes (ＡＢＣ１２３, full-width punctuation, the ideographic space): only
// those of the Halfwidth and Fullwidth Forms block and U+3000 do.
func hasWidthForms(s string) bool {
	for _, r := range s {
		if (r == '\u3000' || r >= '\uFF01' && r <= '\uFFEE') && engine.FoldWidth(string(r)) != string(r) {
			return true
		}
	}
	return false
}

// patternProblem says in one line, in the interface language, why a find
// failed: a bad regular expression names the library's complaint.
func patternProblem(err error) string {
	if pe := (*engine.PatternError)(nil); errors.As(err, &pe) {
		return tr("Not a valid regular expression: {{.V}}", engine.RegexpProblem(pe.Detail, currentLocale().String()))
	}
	return firstLine(err)
}
