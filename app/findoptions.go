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
	matchCase, wholeWord, foldWidth, regex *widget.Check
}

// newFindChecks makes the checks; changed runs when one is toggled.
func newFindChecks(changed func()) findChecks {
	on := func(bool) { changed() }
	return findChecks{
		matchCase: widget.NewCheck(lang.L("Match case"), on),
		wholeWord: widget.NewCheck(lang.L("Whole word"), on),
		foldWidth: widget.NewCheck(lang.L("Full/half width alike"), on),
		regex:     widget.NewCheck(lang.L("Regular expression"), on),
	}
}

// options are the engine's find options the checks describe.
func (c findChecks) options() engine.FindOptions {
	return engine.FindOptions{
		MatchCase: c.matchCase.Checked,
		WholeWord: c.wholeWord.Checked,
		FoldWidth: c.foldWidth.Checked,
		Regex:     c.regex.Checked,
	}
}

// objects lists the checks for a layout.
func (c findChecks) objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{c.matchCase, c.wholeWord, c.foldWidth, c.regex}
}

// patternProblem says in one line, in the interface language, why a find
// failed: a bad regular expression names the library's complaint.
func patternProblem(err error) string {
	if pe := (*engine.PatternError)(nil); errors.As(err, &pe) {
		return tr("Not a valid regular expression: {{.V}}", engine.RegexpProblem(pe.Detail, currentLocale().String()))
	}
	return firstLine(err)
}
