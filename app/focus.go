package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// focusColumnWidth is the widest the text column grows in focus mode:
// about 70 characters of body text, a comfortable line to read.
const focusColumnWidth = 760

// focusMode shows the editor alone, full screen, in a centred column
// (View → Focus, F11, Cmd+Shift+F on macOS; Esc leaves). It moves the
// editor's own widget tree into its view and back, so typing, autosave,
// the crash journal and indexing carry on untouched: nothing is rebuilt.
type focusMode struct {
	u      *UI
	centre *container.Split // the split the editor lives in
	active bool
	// saved is the window's normal content while focus mode is on, and
	// column the centred column holding the editor meanwhile.
	saved  fyne.CanvasObject
	column *fyne.Container
	// session shows the net amount written this session, kept up to date
	// as the editor saves; a tap re-reads it.
	session *widget.Button
	// sessions refreshes the session count (every save asks for one).
	sessions newestOnly
}

func newFocusMode(u *UI, centre *container.Split) *focusMode {
	f := &focusMode{u: u, centre: centre}
	f.session = widget.NewButton("", nil)
	f.session.Importance = widget.LowImportance
	f.session.OnTapped = f.refreshSession
	// Each save changes the library's counts: the count in the corner
	// follows the writing (it stayed at +0 under xvfb while the author
	// typed in focus mode).
	u.state.subscribe(func(c stateChange) {
		if f.active && (c == changeLibrary || c == changeProject) {
			f.refreshSession()
		}
	})
	// Esc in focus mode closes the find bar first, as in the text, then
	// leaves, whatever has the keyboard (shortcuts.windowKey).
	u.keys.escape = func() bool {
		switch {
		case !f.active:
			return false
		case u.editor.find.box.Visible():
			u.editor.find.hide()
		default:
			f.leave()
		}
		return true
	}
	return f
}

// toggle enters or leaves focus mode.
func (f *focusMode) toggle() {
	if f.active {
		f.leave()
	} else {
		f.enter()
	}
}

func (f *focusMode) enter() {
	if f.active {
		return
	}
	f.active = true
	ed := f.centre.Leading
	f.saved = f.u.win.Content()
	// The split keeps a placeholder so it never lays out a widget that
	// now sits in the focus view.
	f.centre.Leading = widget.NewLabel("")
	f.column = container.New(&centredColumn{max: func() float32 { return focusColumnWidth }}, ed)
	f.u.win.SetContent(container.NewBorder(nil, container.NewHBox(layout.NewSpacer(), f.session), nil, nil, f.column))
	f.u.win.SetFullScreen(true)
	f.refreshSession()
	f.u.win.Canvas().Focus(f.u.editor.text)
}

func (f *focusMode) leave() {
	if !f.active {
		return
	}
	f.active = false
	f.centre.Leading = f.column.Objects[0]
	f.column.Objects, f.column = nil, nil
	f.u.win.SetFullScreen(false)
	f.u.win.SetContent(f.saved)
	f.saved = nil
	f.centre.Refresh()
	f.u.win.Canvas().Focus(f.u.editor.text)
}

// refreshSession shows the net amount written since the app opened.
func (f *focusMode) refreshSession() {
	f.sessions.showGoal(f.u, f.u.eng.GoalProgress, func(p engine.GoalProgress) string {
		return lang.L("this session {{.N}} {{.Unit}}", map[string]any{"N": signed(p.Session), "Unit": unitName(p.Goals.Mode)})
	}, f.session.SetText)
}

// centredColumn lays its one object out centred, at most max() wide:
// focus mode gives a fixed width, the editor one of maxLineZi 字.
type centredColumn struct{ max func() float32 }

func (l *centredColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, l.max())
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, size.Height))
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
	}
}

func (l *centredColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}
