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
	// as the author types (edited); a tap re-reads it.
	session *widget.Button
	// menu is the window's main menu, its bar hidden while focus mode is
	// on (nil: none), its shortcuts still working (shortcuts.hideMenu).
	menu *fyne.MainMenu
	// size is the window's canvas size before focus mode, which leaving
	// gives back (the GLFW driver's Resize sizes the canvas, menu bar
	// included): the bar's return resized the restored window to the
	// full screen's size.
	size fyne.Size
	// sessions refreshes the session count (every save asks for one).
	sessions newestOnly
	// base is the engine's session count last read, with the editor's
	// text it counted; nil while there is none to show.
	base *sessionBase
}

// sessionBase is a session count the engine gave (GoalProgress) and
// what it counted of the open chapter: the chapter and its counts as the
// editor had handed them over when the read was queued. The read runs on
// the background queue after every save queued before it, so it counted
// exactly that text.
type sessionBase struct {
	session int
	// target is the session goal (0: none), shown after the count as the
	// status bar shows it.
	target  int
	mode    engine.CountMode
	chapter uint64
	handed  engine.TextCounts
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
	f.size = f.u.win.Canvas().Size()
	// The split keeps a placeholder so it never lays out a widget that
	// now sits in the focus view.
	f.centre.Leading = widget.NewLabel("")
	f.column = container.New(&centredColumn{max: func() float32 { return focusColumnWidth }}, ed)
	f.u.win.SetContent(container.NewBorder(nil, container.NewHBox(layout.NewSpacer(), f.session), nil, nil, f.column))
	// The menu bar goes too: it stood across the top of the full screen.
	if f.menu = f.u.win.MainMenu(); f.menu != nil {
		f.u.win.SetMainMenu(nil)
		f.u.keys.hideMenu(f.menu)
	}
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
	if f.menu != nil {
		f.u.keys.hideMenu(nil)
		f.u.win.SetMainMenu(f.menu)
		f.menu = nil
		// The bar's return resized the restored window to the full
		// screen's size (1280×820 stayed 1400×900 on a 1400×900 screen).
		f.u.win.Resize(f.size)
	}
	f.u.win.SetContent(f.saved)
	f.saved = nil
	f.centre.Refresh()
	f.u.win.Canvas().Focus(f.u.editor.text)
}

// refreshSession reads the net amount written since the app opened
// (the engine counts the saves) in the background and shows it.
func (f *focusMode) refreshSession() {
	pid := f.u.state.projectID()
	if pid == 0 {
		f.sessions.cancel()
		f.base = nil
		f.session.SetText("")
		return
	}
	ed := f.u.editor
	b := sessionBase{handed: ed.handed}
	if ed.projectID == pid {
		b.chapter = ed.chapterID
	}
	// A book with no text or language yet is counted in the interface's
	// unit, as the tree counts it (the engine alone said 字).
	unknown := f.u.state.bookCountMode(pid)
	f.sessions.refresh(f.u, func() func() {
		p, err := f.u.eng.GoalProgressOr(pid, unknown)
		return func() {
			f.base = nil
			if err == nil {
				b.session, b.target, b.mode = p.Session, p.Goals.Session, p.Goals.Mode
				f.base = &b
			}
			f.showSession()
		}
	})
}

// edited follows an edit of the open chapter. The engine counts a
// session's writing only as the editor saves it, a second after the
// author pauses (or every AutosaveMaxInterval of steady typing), and the
// count then waited for a read of the project on the background queue:
// it lagged the typing by seconds. The words typed since the read are
// the editor's own counts less those it had handed over, both kept
// per paragraph, so this costs the same in any chapter.
func (f *focusMode) edited() {
	if f.active && f.base != nil {
		f.showSession()
	}
}

// chapterShown follows the editor to the chapter it shows now (another,
// or the one shown reloaded), having left chapter left with leftHanded
// of it handed to the engine. The count stayed on the chapter left: after
// Ctrl+PageDown in focus mode the corner read +1 over three words typed
// until the new chapter's first save. What the author wrote in the one
// left joins the base (its save is queued), the count goes on from the
// new text as loaded, and a read queued behind that save corrects both.
func (f *focusMode) chapterShown(left uint64, leftHanded engine.TextCounts) {
	if !f.active {
		return
	}
	if b := f.base; b != nil {
		if b.chapter != 0 && b.chapter == left {
			b.session += leftHanded.Sub(b.handed).In(b.mode)
		}
		b.chapter, b.handed = f.u.editor.chapterID, f.u.editor.handed
		f.showSession()
	}
	f.refreshSession()
}

// liveSession is the session count with the editor's unsaved writing
// in it.
func (f *focusMode) liveSession() int {
	b := f.base
	n := b.session
	if ed := f.u.editor; b.chapter != 0 && ed.chapterID == b.chapter {
		n += ed.text.Counts().Sub(b.handed).In(b.mode)
	}
	return n
}

// showSession shows the session count, against the session goal when
// there is one ("本次 +240 / 1,000 字", as the status bar says it: focus
// mode hides the status bar, and with it how far the goal was), "" without
// a count.
func (f *focusMode) showSession() {
	text := ""
	switch b := f.base; {
	case b == nil:
	case b.target > 0:
		// The target carries the unit in its own plural, as the status
		// bar's goalLine says it: a target of 1 read "session +0 / 1 words".
		text = lang.L("session {{.N}} / {{.Target}}", map[string]any{"N": signed(f.liveSession()), "Target": countText(b.mode, b.target)})
	default:
		// The count carries the unit in its own plural: "+1 word".
		n := f.liveSession()
		text = tr("this session {{.V}}", countWithUnit(b.mode, abs(n), signed(n)))
	}
	if f.session.Text != text {
		f.session.SetText(text)
	}
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
