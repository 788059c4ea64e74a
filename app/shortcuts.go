package app

import (
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/internal/smartquote"
)

// Keyboard shortcuts, all made by primaryKey and primaryShiftKey: the
// primary modifier is Ctrl, or Cmd on macOS.
var (
	scSave        = primaryKey(fyne.KeyS)
	scFind        = primaryKey(fyne.KeyF)
	scNextResult  = primaryKey(fyne.KeyDown)
	scPrevResult  = primaryKey(fyne.KeyUp)
	scNewChapter  = primaryKey(fyne.KeyN)
	scImport      = primaryKey(fyne.KeyO)
	scSettings    = primaryKey(fyne.KeyComma)
	scLargerText  = primaryKey(fyne.KeyEqual)
	scSmallerText = primaryKey(fyne.KeyMinus)
	scRelated     = primaryShiftKey(fyne.KeyR)
	scFocus       = focusShortcut(runtime.GOOS)
	scOpenEntry   = primaryShiftKey(fyne.KeyE)
	// scFindReplace is Find and Replace in Project: Ctrl+H with Shift, as
	// Ctrl+H replaces in the chapter (it had no key, the one command of
	// the Search menu the keyboard could not reach).
	scFindReplace = primaryShiftKey(fyne.KeyH)
	scQuit        = primaryKey(fyne.KeyQ)
	// scRedoShifted is Ctrl/Cmd+Shift+Z, the redo of other editors beside
	// Ctrl/Cmd+Y.
	scRedoShifted = primaryShiftKey(fyne.KeyZ)
)

// primaryKey is key with Ctrl, or Cmd on macOS.
func primaryKey(key fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
}

// primaryShiftKey is key with Ctrl+Shift, or Cmd+Shift on macOS.
func primaryShiftKey(key fyne.KeyName) *desktop.CustomShortcut {
	sc := primaryKey(key)
	sc.Modifier |= fyne.KeyModifierShift
	return sc
}

// focusShortcut is the key View › Focus shows on goos: F11, which the
// window takes before any widget (windowKey); Cmd+Shift+F on macOS, where
// F11 shows the desktop. Ctrl+Shift+F it was everywhere, but Chinese
// input methods keep that key for switching between simplified and
// traditional characters (fcitx5's chttrans, ibus-libpinyin, Microsoft
// Pinyin, Sogou): with pinyin on, under xvfb with fcitx5, the key never
// reached InkFlow, so the shortcut the menu showed did nothing.
func focusShortcut(goos string) *desktop.CustomShortcut {
	if goos == "darwin" {
		return primaryShiftKey(fyne.KeyF)
	}
	// No modifier: the driver runs no menu item for it, so F11 is
	// handled once, by windowKey.
	return &desktop.CustomShortcut{KeyName: fyne.KeyF11}
}

// shortcuts routes keyboard commands to the state's command table. Fyne
// hands shortcuts to the focused widget first and a plain Entry swallows
// the ones it does not know, so InkFlow's entries (keyEntry) pass those
// on here, and the manuscript editor asks here first (its OnShortcut and
// OnKey); the canvas gets the same table for when nothing is focused.
type shortcuts struct {
	run   func(command) // the shell's command runner (shows the tab first)
	table map[string]command
	shift bool // Shift held (canvas-level), for Shift+F3
	// escape, when set, sees Esc first and reports whether it used it
	// (focus mode leaves on Esc).
	escape func() bool
	// findStep, when set, steps dir matches through the chapter's find
	// and reports whether one is open (F3 goes there before the project
	// search's results: its matches are the ones highlighted in the text).
	findStep func(dir int) bool
	// canvas is the window's (install): while a dialog covers it, the
	// commands wait and Esc cancels the dialog.
	canvas fyne.Canvas
	// redo, when set, is Edit › Redo, which Ctrl+Shift+Z runs with the
	// keyboard on something that takes no shortcut (the chapter tree), as
	// Ctrl+Y does: it redid nothing there, a chapter change included.
	redo func()
	// menu is the main menu's items by their shortcuts' names while its
	// bar is hidden (focus mode, hideMenu): the driver runs a menu item
	// for its shortcut before the focused widget sees it, and with no
	// menu Ctrl+Z, Ctrl+Y, Ctrl+F in the text and Ctrl+Q did what the
	// focused widget alone does, or nothing.
	menu map[string]func()
	// menuOnCanvas are the shortcuts hideMenu added to the canvas, for
	// when nothing has the keyboard, to be taken off with the menu back.
	menuOnCanvas []fyne.Shortcut
}

// hideMenu takes over the shortcuts of m, whose bar the window no longer
// shows (focus mode); nil gives them back to the menu, shown again. Cut,
// Copy, Paste and Select All stay with the focused widget, which knows
// them (the menu's items type them into it).
func (k *shortcuts) hideMenu(m *fyne.MainMenu) {
	if k.canvas != nil {
		for _, sc := range k.menuOnCanvas {
			k.canvas.RemoveShortcut(sc)
		}
	}
	k.menu, k.menuOnCanvas = nil, nil
	if m == nil {
		return
	}
	k.menu = map[string]func(){}
	clipboard := map[string]bool{}
	for _, sc := range []fyne.Shortcut{&fyne.ShortcutCut{}, &fyne.ShortcutCopy{}, &fyne.ShortcutPaste{}, &fyne.ShortcutSelectAll{}} {
		clipboard[sc.ShortcutName()] = true
	}
	var walk func(items []*fyne.MenuItem)
	walk = func(items []*fyne.MenuItem) {
		for _, it := range items {
			if it.ChildMenu != nil {
				walk(it.ChildMenu.Items)
			}
			if it.Shortcut == nil || it.Action == nil || clipboard[it.Shortcut.ShortcutName()] {
				continue
			}
			name := it.Shortcut.ShortcutName()
			if _, ok := k.menu[name]; ok { // the driver runs the first item with it
				continue
			}
			k.menu[name] = it.Action
			if _, ok := k.table[name]; ok || name == scRedoShifted.ShortcutName() || k.canvas == nil {
				continue // the canvas has it already (install)
			}
			sc := it.Shortcut
			k.canvas.AddShortcut(sc, func(fyne.Shortcut) { k.menuShortcut(sc) })
			k.menuOnCanvas = append(k.menuOnCanvas, sc)
		}
	}
	for _, menu := range m.Items {
		walk(menu.Items)
	}
}

// menuShortcut runs the hidden menu's item for s, as the driver does
// for a shown menu before the focused widget sees s, reporting whether
// there was one.
func (k *shortcuts) menuShortcut(s fyne.Shortcut) bool {
	run, ok := k.menu[s.ShortcutName()]
	if ok {
		run()
	}
	return ok
}

func newShortcuts(run func(command)) *shortcuts {
	k := &shortcuts{run: run, table: map[string]command{
		scSave.ShortcutName():        cmdSave,
		scFind.ShortcutName():        cmdFind,
		scNextResult.ShortcutName():  cmdNextResult,
		scPrevResult.ShortcutName():  cmdPrevResult,
		scNewChapter.ShortcutName():  cmdNewChapter,
		scImport.ShortcutName():      cmdImport,
		scSettings.ShortcutName():    cmdSettings,
		scLargerText.ShortcutName():  cmdLargerText,
		scSmallerText.ShortcutName(): cmdSmallerText,
		scRelated.ShortcutName():     cmdRelatedNow,

		scTakeSnapshot.ShortcutName(): cmdTakeSnapshot, // snapshots_panel.go
		scOpenEntry.ShortcutName():    cmdOpenEntry,
		scFindReplace.ShortcutName():  cmdFindReplace,
	}}
	if scFocus.Modifier != 0 {
		k.table[scFocus.ShortcutName()] = cmdFocus
	}
	for sc, cmd := range goShortcuts() { // navigate.go
		k.table[sc.ShortcutName()] = cmd
	}
	return k
}

// handle runs the command bound to s, reporting whether there was one.
// Nothing runs while a dialog is open: Ctrl+N behind a "Delete chapter?"
// question would make a chapter the author cannot see.
func (k *shortcuts) handle(s fyne.Shortcut) bool {
	if k.menuShortcut(s) { // the menu's items sort out a dialog themselves
		return true
	}
	if k.covered() {
		return false
	}
	cmd, ok := k.table[s.ShortcutName()]
	if ok {
		k.run(cmd)
	}
	return ok
}

// handleKey runs the window's plain keys (windowKey) for a widget that
// passes on the keys it does not use, and for the canvas when nothing
// has the keyboard: keys the window's hook (hookWindowKeys) did not take
// first, in a window it could not hook or with Shift seen only by the
// widget (shift). Under a dialog, Esc cancels it.
func (k *shortcuts) handleKey(ev *fyne.KeyEvent, shift bool) bool {
	if k.covered() {
		return ev.Name == fyne.KeyEscape && cancelDialog(k.canvas.Overlays().Top())
	}
	var mods fyne.KeyModifier
	if shift {
		mods = fyne.KeyModifierShift
	}
	return k.windowKey(ev, mods)
}

// windowKey runs the command of a plain key pressed anywhere in the
// window, before the focused widget sees it, and reports whether it did
// (the key then goes no further). Fyne runs a window's shortcuts from
// anywhere only when they have Ctrl, Alt or Super (the main menu's and
// the canvas's); a plain key goes to the focused widget's TypedKey alone,
// so these worked in the text and InkFlow's boxes (which pass them on)
// and did nothing with the keyboard on the chapter tree, a button, a list
// or a tick box. hookWindowKeys gives the desktop window's keys here
// first. The keys, with or without Shift:
//
//   - F11 switches focus mode;
//   - F3 steps to the next match, Shift+F3 to the previous one: in the
//     chapter's find while its bar is open, else in the search results;
//   - Esc leaves focus mode (after closing the find bar there), and only
//     when nothing else would close on it (escapeFree): the window never
//     takes Esc otherwise, so it still closes what it closed before.
//
// Under a dialog it does nothing, as the shortcuts do, but for Esc in a
// plain Entry of a dialog (coveredEscape). An input method's
// Esc, which cancels what it is composing, never comes here on X11
// (third_party/go-gl-glfw's patch reports a key press only when the IM
// did not filter it; checked with fcitx5 under Xvfb) nor on Windows
// (GLFW drops VK_PROCESSKEY); GLFW on macOS reports a key before the IM
// sees it, there as it did to Fyne before the hook.
func (k *shortcuts) windowKey(ev *fyne.KeyEvent, mods fyne.KeyModifier) bool {
	if mods&^fyne.KeyModifierShift != 0 {
		return false
	}
	if k.covered() {
		return ev.Name == fyne.KeyEscape && mods == 0 && k.coveredEscape()
	}
	back := mods&fyne.KeyModifierShift != 0
	switch ev.Name {
	case fyne.KeyF11:
		k.run(cmdFocus)
	case fyne.KeyF3:
		dir, cmd := 1, cmdNextResult
		if back {
			dir, cmd = -1, cmdPrevResult
		}
		if k.findStep == nil || !k.findStep(dir) {
			k.run(cmd)
		}
	case fyne.KeyEscape:
		return k.escapeFree() && k.escape != nil && k.escape()
	default:
		return false
	}
	return true
}

// escapeFree reports whether Esc has nothing to close but what
// shortcuts.escape closes: no overlay lies over the window (a menu, a
// drop-down's list, a dialog: each takes its own Esc) and the keyboard is
// not in the main menu bar (Fyne closes an open menu of the bar on Esc's
// release; its items are the focusables with a Child menu).
func (k *shortcuts) escapeFree() bool {
	if k.canvas == nil {
		return true
	}
	if k.canvas.Overlays().Top() != nil {
		return false
	}
	_, inMenuBar := k.canvas.Focused().(interface{ Child() *widget.Menu })
	return !inMenuBar
}

// coveredEscape cancels the dialog over the window when the keyboard is
// in a plain widget.Entry of it, and reports whether it did. Such a box
// is Fyne's, not InkFlow's (whose boxes pass Esc on, dialogEntry and
// keyEntry): the file name box of the save chooser, which Fyne focuses
// when it opens it, took Esc and did nothing with it, so Esc left the
// Export to chooser open however often it was pressed.
func (k *shortcuts) coveredEscape() bool {
	if _, plain := k.canvas.Focused().(*widget.Entry); !plain {
		return false
	}
	return cancelDialog(k.canvas.Overlays().Top())
}

// covered reports whether a dialog lies over the window: Fyne shows
// every dialog in a widget.PopUp (menus and drop-down lists are other
// overlays, and take their keys themselves).
func (k *shortcuts) covered() bool {
	if k.canvas == nil {
		return false
	}
	_, ok := k.canvas.Overlays().Top().(*widget.PopUp)
	return ok
}

// cancelDialog presses the button of the dialog in overlay that dismisses
// it: the one with the cancel icon (Cancel, No, and the settings' Close),
// else one labelled Cancel (Fyne's file dialogs give theirs no icon, and
// Esc left the Import and Export file choosers open), else the only button in the dialog's button row (OK, or the Close of
// dialog.NewCustom). A dialog without such a button (a progress dialog)
// stays. It looks through the pop-up's plain containers only (buttonRow).
// It reports whether it pressed one.
func cancelDialog(overlay fyne.CanvasObject) bool {
	pop, ok := overlay.(*widget.PopUp)
	if !ok {
		return false
	}
	all := buttonsIn(pop.Content)
	cancel := theme.CancelIcon().Name()
	for _, b := range all {
		if b.Icon != nil && b.Icon.Name() == cancel {
			return press(b)
		}
	}
	for _, b := range all {
		if b.Text == lang.L("Cancel") {
			return press(b)
		}
	}
	if row := buttonRow(pop); len(row) == 1 {
		return press(row[0])
	}
	return false
}

// confirmDialog presses the default button of the dialog in overlay: the
// high-importance one of its button row (Yes, Import, Save), else the
// only button there (OK after an export, Close); in a dialog without a
// button row, its only high-importance button. A dangerous one (Delete)
// is never the default: deleting takes a click. It reports whether it
// pressed one.
func confirmDialog(overlay fyne.CanvasObject) bool {
	pop, ok := overlay.(*widget.PopUp)
	if !ok {
		return false
	}
	row := buttonRow(pop)
	for _, b := range row {
		if b.Importance == widget.HighImportance {
			return press(b)
		}
	}
	if len(row) == 1 && row[0].Importance != widget.DangerImportance {
		return press(row[0])
	}
	if len(row) == 0 {
		// A dialog laying out its own buttons (the import preview's
		// Continue): its one high-importance button, if it has one.
		var high []*widget.Button
		for _, b := range buttonsIn(pop.Content) {
			if b.Importance == widget.HighImportance {
				high = append(high, b)
			}
		}
		if len(high) == 1 {
			return press(high[0])
		}
	}
	return false
}

// buttonRow returns the buttons of a Fyne dialog's button row: its pop-up
// content is a plain container whose fourth object holds them. Nil for any
// other pop-up.
func buttonRow(pop *widget.PopUp) []*widget.Button {
	c, ok := pop.Content.(*fyne.Container)
	if !ok || len(c.Objects) <= 3 {
		return nil
	}
	return buttonsIn(c.Objects[3])
}

// dismissButton is a button that closes a dialog InkFlow lays out itself.
// It carries the cancel icon, as Fyne's own Cancel and No buttons do,
// which is how cancelDialog finds it when Esc is pressed.
func dismissButton(label string, tapped func()) *widget.Button {
	return widget.NewButtonWithIcon(label, theme.CancelIcon(), tapped)
}

// buttonsIn lists the visible buttons in o and the plain containers
// inside it, without looking into other widgets; of a dialogButton, the
// Fyne button it embeds.
func buttonsIn(o fyne.CanvasObject) []*widget.Button {
	switch v := o.(type) {
	case *widget.Button:
		if v.Visible() {
			return []*widget.Button{v}
		}
	case *dialogButton:
		if v.Visible() {
			return []*widget.Button{&v.Button}
		}
	case *fyne.Container:
		if !v.Visible() {
			return nil
		}
		var out []*widget.Button
		for _, c := range v.Objects {
			out = append(out, buttonsIn(c)...)
		}
		return out
	}
	return nil
}

// dialogEntry is a one-line box of a dialog that Esc closes as the
// dialog's Cancel would. A focused widget.Entry takes every key itself
// and does nothing with Esc, so with the cursor in a box of the goals,
// export or settings dialog Esc left the dialog open; keyEntry does the
// same for boxes that also pass the window's shortcuts on.
type dialogEntry struct {
	widget.Entry
}

func newDialogEntry() *dialogEntry {
	e := &dialogEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey implements fyne.Focusable.
func (e *dialogEntry) TypedKey(ev *fyne.KeyEvent) { escapeOr(e, ev, e.Entry.TypedKey) }

// escapeOr closes the dialog over o's window as its Cancel would when ev
// is Esc, and gives any other key to typed, o's own handling. The
// desktop driver gives a key to the focused widget alone, so a dialog's
// field that has the keyboard must pass Esc on itself: the window's own
// Esc handling (handleKey) hears keys only while nothing is focused.
func escapeOr(o fyne.CanvasObject, ev *fyne.KeyEvent, typed func(*fyne.KeyEvent)) {
	if ev.Name == fyne.KeyEscape {
		if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil && cancelDialog(c.Overlays().Top()) {
			return
		}
	}
	typed(ev)
}

// dialogSlider, dialogSelect and dialogCheck are a dialog's slider,
// drop-down and tick box on which Esc closes the dialog (escapeOr), as
// on its dialogEntry boxes: the settings dialog opens with the keyboard
// in its first field, which may be any of these.
type (
	dialogSlider struct{ widget.Slider }
	dialogSelect struct{ widget.Select }
	dialogCheck  struct{ widget.Check }
)

func newDialogSlider(lo, hi float64) *dialogSlider {
	s := &dialogSlider{widget.Slider{Min: lo, Max: hi, Step: 1, Orientation: widget.Horizontal}}
	s.ExtendBaseWidget(s)
	return s
}

// newDialogSelect is newSelect for a dialog.
func newDialogSelect(options []string, changed func(string)) *dialogSelect {
	s := &dialogSelect{widget.Select{Options: options, OnChanged: changed, PlaceHolder: lang.L("(Select one)")}}
	s.ExtendBaseWidget(s)
	return s
}

func newDialogCheck(label string, changed func(bool)) *dialogCheck {
	c := &dialogCheck{widget.Check{Text: label, OnChanged: changed}}
	c.ExtendBaseWidget(c)
	return c
}

// dialogButton is a button in the body of a dialog (a row's Restore):
// Esc closes the dialog (escapeOr) and Enter presses it as Space does, as
// Enter opens a result card or a chapter of the tree.
type dialogButton struct{ widget.Button }

func newDialogButton(label string, tapped func()) *dialogButton {
	b := &dialogButton{widget.Button{Text: label, OnTapped: tapped}}
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey implements fyne.Focusable.
func (b *dialogButton) TypedKey(ev *fyne.KeyEvent) {
	escapeOr(b, ev, func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
			ev = &fyne.KeyEvent{Name: fyne.KeySpace}
		}
		b.Button.TypedKey(ev)
	})
}

// focusFirstButton gives the keyboard to the first of bs that can be
// pressed, so a dialog listing things to bring back opens with the
// keyboard on the first (nothing had it). Without one it stays where it
// is: Enter and Esc then answer the dialog from the window.
func focusFirstButton(c fyne.Canvas, bs []*dialogButton) {
	for _, b := range bs {
		if !b.Disabled() {
			c.Focus(b)
			return
		}
	}
}

// TypedKey implements fyne.Focusable.
func (s *dialogSlider) TypedKey(ev *fyne.KeyEvent) { escapeOr(s, ev, s.Slider.TypedKey) }

// TypedKey implements fyne.Focusable.
func (s *dialogSelect) TypedKey(ev *fyne.KeyEvent) { escapeOr(s, ev, s.Select.TypedKey) }

// TypedKey implements fyne.Focusable.
func (c *dialogCheck) TypedKey(ev *fyne.KeyEvent) { escapeOr(c, ev, c.Check.TypedKey) }

// focusSelected gives e the keyboard with its text selected, so typing
// replaces what is there.
func focusSelected(c fyne.Canvas, e *dialogEntry) {
	c.Focus(e)
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// confirmOnEnter makes Enter in any of a dialog's one-line boxes press its
// confirm button, as Enter does in Fyne's form dialogs: in the goals and
// export dialogs it did nothing, and the author had to reach for the
// mouse after typing a target.
func confirmOnEnter(d *dialog.ConfirmDialog, entries ...*dialogEntry) {
	for _, e := range entries {
		e.OnSubmitted = func(string) { d.Confirm() }
	}
}

// press taps b if it can be tapped.
func press(b *widget.Button) bool {
	if b.Disabled() || b.OnTapped == nil {
		return false
	}
	b.OnTapped()
	return true
}

// install registers the table on the canvas for when no entry has focus.
func (k *shortcuts) install(c fyne.Canvas) {
	k.canvas = c
	for _, s := range []*desktop.CustomShortcut{scSave, scFind, scNextResult, scPrevResult, scNewChapter,
		scImport, scSettings, scLargerText, scSmallerText, scRelated,
		scTakeSnapshot, scOpenEntry} {
		c.AddShortcut(s, func(sc fyne.Shortcut) { k.handle(sc) })
	}
	if scFocus.Modifier != 0 {
		c.AddShortcut(scFocus, func(sc fyne.Shortcut) { k.handle(sc) })
	}
	c.AddShortcut(scRedoShifted, func(fyne.Shortcut) {
		if k.redo != nil && !k.covered() {
			k.redo()
		}
	})
	for s := range goShortcuts() {
		c.AddShortcut(s, func(sc fyne.Shortcut) { k.handle(sc) })
	}
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		// Enter with nothing focused answers a dialog the way its
		// highlighted button does (an entry in a dialog has Enter
		// itself, and a multi-line one needs it for line breaks, so
		// only the canvas's keys do this).
		if (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && k.covered() {
			confirmDialog(k.canvas.Overlays().Top())
			return
		}
		k.handleKey(ev, shiftHeld(k.shift))
	})
	if dc, ok := c.(desktop.Canvas); ok {
		dc.SetOnKeyDown(func(ev *fyne.KeyEvent) {
			if isShift(ev.Name) {
				k.shift = true
			}
		})
		dc.SetOnKeyUp(func(ev *fyne.KeyEvent) {
			if isShift(ev.Name) {
				k.shift = false
			}
		})
	}
}

func isShift(n fyne.KeyName) bool { return n == desktop.KeyShiftLeft || n == desktop.KeyShiftRight }

// shiftHeld reports whether Shift is down: the desktop driver knows;
// without one (the test driver) flag, what KeyDown and KeyUp said, is all
// there is. Flags alone stick when a dialog takes Shift's release (the
// window keeps its focused widget under the dialog, which never hears
// the key go up).
func shiftHeld(flag bool) bool {
	if a := fyne.CurrentApp(); a != nil {
		if d, ok := a.Driver().(interface{ CurrentKeyModifiers() fyne.KeyModifier }); ok {
			return d.CurrentKeyModifiers()&fyne.KeyModifierShift != 0
		}
	}
	return flag
}

// keyEntry is a widget.Entry that passes InkFlow's shortcuts and F3 on to
// the shortcut table instead of swallowing them.
type keyEntry struct {
	widget.Entry
	keys  *shortcuts
	shift bool
	// onKey, when set, sees keys first (the search box uses Up/Down).
	onKey func(ev *fyne.KeyEvent) bool
	// fresh: focusFresh gave the box the keyboard and no key has gone
	// down in it since.
	fresh bool
	// smartQuotes, when set and true, makes a typed quote curly, -- a
	// dash and ... an ellipsis as the manuscript's smart punctuation does
	// (boxes of prose: a chapter's title, a wiki entry's names and
	// profile, not a search pattern; entrypunct.go).
	smartQuotes func() bool
	// chineseBook, when set, reports the box's book is Chinese
	// (appState.bookChinese): —— or — where no text tells.
	chineseBook func() bool
	// punct is the last dash or ellipsis smart punctuation made.
	punct entryPunct
	// lag is the caret Fyne's word wrap put behind a typed space
	// (entrywrap.go).
	lag wrapLag
	// tab, when set, moves the keyboard on from the box for Tab (back:
	// Shift+Tab) in an order of its own (the find bar's tabOrder).
	tab func(back bool)
}

// AcceptsTab implements fyne.Tabbable: a box with an order of its own
// takes Tab, a multi-line one types it.
func (e *keyEntry) AcceptsTab() bool { return e.tab != nil || e.Entry.AcceptsTab() }

func newKeyEntry(keys *shortcuts, multiLine bool) *keyEntry {
	e := &keyEntry{keys: keys}
	e.MultiLine = multiLine
	if multiLine {
		e.Wrapping = fyne.TextWrapWord
	} else {
		e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	}
	e.ExtendBaseWidget(e)
	return e
}

// TypedShortcut implements fyne.Shortcutable.
func (e *keyEntry) TypedShortcut(s fyne.Shortcut) {
	switch s.ShortcutName() {
	case (&fyne.ShortcutUndo{}).ShortcutName():
		e.Undo()
		return
	case (&fyne.ShortcutRedo{}).ShortcutName(), scRedoShifted.ShortcutName():
		// Fyne's entry knows Ctrl+Y only; Ctrl+Shift+Z redoes in the
		// manuscript, and did nothing in the title or the search box.
		e.Redo()
		return
	}
	if e.keys != nil && e.keys.handle(s) {
		return
	}
	e.Entry.TypedShortcut(s)
}

// TypedKey implements fyne.Focusable.
func (e *keyEntry) TypedKey(ev *fyne.KeyEvent) {
	if e.shift && !shiftHeld(e.shift) {
		// Shift was let go where the entry could not see it (a dialog
		// took the release): the entry's own selecting state too.
		e.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	}
	if ev.Name == fyne.KeyTab && e.tab != nil {
		e.tab(shiftHeld(e.shift))
		return
	}
	if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
		e.smartElisionAtBreak()
	}
	if e.onKey != nil && e.onKey(ev) {
		return
	}
	if e.keys != nil && e.keys.handleKey(ev, e.shift) {
		return
	}
	if e.MultiLine && e.lagKey(ev) {
		return
	}
	e.Entry.TypedKey(ev)
}

// lagKey types Backspace and Enter where the caret really is while Fyne
// shows it before a space its wrap dropped (entrywrap.go), and reports
// whether it did.
func (e *keyEntry) lagKey(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeyBackspace:
		return e.backspaceLag()
	case fyne.KeyReturn, fyne.KeyEnter:
		return e.typeAfterLag("\n")
	}
	return false
}

// FocusLost implements fyne.Focusable. Shift is forgotten with the
// keyboard: Shift+Tab out of the search box left Shift down there, and
// the next F3 in it went back a result instead of forward.
func (e *keyEntry) FocusLost() {
	e.shift, e.fresh = false, false
	e.Entry.FocusLost()
}

// KeyDown implements desktop.Keyable, remembering Shift for Shift+F3.
func (e *keyEntry) KeyDown(ev *fyne.KeyEvent) {
	e.fresh = false
	if isShift(ev.Name) {
		e.shift = true
	}
	e.Entry.KeyDown(ev)
}

// KeyUp implements desktop.Keyable.
func (e *keyEntry) KeyUp(ev *fyne.KeyEvent) {
	if isShift(ev.Name) {
		e.shift = false
	}
	e.Entry.KeyUp(ev)
}

// faceQuote is r as typed at the cursor: a quote curly (smartquote.Face,
// by the line up to where the typing goes) when the box has smart quotes
// on, anything else as it is.
func (e *keyEntry) faceQuote(r rune) rune { return e.faceQuoteAt(r, e.CursorTextOffset()) }

// faceQuoteAt is faceQuote with the caret at offset at.
func (e *keyEntry) faceQuoteAt(r rune, at int) rune {
	if e.smartQuotes == nil || !strings.ContainsRune(smartquote.Quotes, r) || !e.smartQuotes() {
		return r
	}
	text := []rune(e.Text)
	at = min(max(at, 0), len(text))
	// Typing replaces the selection: its start, on either side of the
	// cursor, is where the quote goes.
	if sel := []rune(e.SelectedText()); len(sel) > 0 && at >= len(sel) && string(text[at-len(sel):at]) == string(sel) {
		at -= len(sel)
	}
	line := at
	for line > 0 && text[line-1] != '\n' {
		line--
	}
	return smartquote.Face(r, text[line:at], func() bool { return smartquote.LastDouble(text[:line]) == '“' })
}

// focusFresh gives e, the first box of a dialog or form just opened, the
// keyboard. Space on a focused button taps it on the key's press, and the
// space the key types comes after, to whatever has the keyboard then: the
// box. Rename's title, selected to be typed over, became " ", and Enter
// renamed the chapter to nothing. So e drops a space that comes before
// any key has gone down in it.
func focusFresh(c fyne.Canvas, e *keyEntry) {
	c.Focus(e)
	e.fresh = true
}
