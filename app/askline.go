package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// askLine shows a modal form that asks for one line of text (a name, a
// title) in entry under label, and calls done with the text, trimmed,
// when the person confirms with the button or with Enter (once the
// entry's validator, if any, passes). The entry has the focus with its
// text selected: a text already there is an old name or a guess, which
// typing should replace rather than go in front of (the cursor at the
// start); an empty entry has nothing to select.
func (u *UI) askLine(title, confirm, label string, entry *keyEntry, done func(string)) {
	d := dialog.NewForm(title, confirm, lang.L("Cancel"),
		[]*widget.FormItem{widget.NewFormItem(label, entry)},
		func(ok bool) {
			if ok {
				done(strings.TrimSpace(entry.Text))
			}
		}, u.win)
	entry.OnSubmitted = func(string) { d.Submit() }
	u.imeBackOnClose(d)
	// 560 wide: at 420 the box beside a long label ("Title of the new
	// chapter") was narrower than a chapter heading such as "Chapter 2:
	// The Keeper Who Stayed Behind".
	d.Resize(fyne.NewSize(560, 160))
	d.Show()
	focusFresh(u.win.Canvas(), entry)
	entry.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
}
