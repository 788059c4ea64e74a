package app

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Toolbar hints: Fyne 2.7 has no tooltips, and the sidebar's icons (the
// scissors split a chapter, the paperclip merges two) were guesses. A
// hint is drawn in a layer above the window's content that takes no
// events, so a click goes to whatever is under it; a pop-up would eat
// the first click outside it.

// hintDelay is how long the pointer rests on a button before its name
// shows.
const hintDelay = 500 * time.Millisecond

// hintLayer is the layer the hints are drawn in, stacked over content.
type hintLayer struct {
	layer *fyne.Container
}

func newHintLayer() *hintLayer { return &hintLayer{layer: container.NewWithoutLayout()} }

// over returns content with the layer above it.
func (h *hintLayer) over(content fyne.CanvasObject) fyne.CanvasObject {
	return container.NewStack(content, h.layer)
}

// show draws text just below the object at pos (canvas coordinates) of
// height below, kept inside the layer.
func (h *hintLayer) show(text string, pos fyne.Position, below float32) {
	label := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	label.TextSize = theme.CaptionTextSize()
	pad := theme.Padding()
	size := label.MinSize().AddWidthHeight(2*pad, pad)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	bg.CornerRadius = theme.InputRadiusSize()
	x := min(pos.X, h.layer.Size().Width-size.Width)
	at := fyne.NewPos(max(x, 0), pos.Y+below+pad/2)
	bg.Resize(size)
	bg.Move(at)
	label.Move(at.AddXY(pad, pad/2))
	label.Resize(label.MinSize())
	h.layer.Objects = []fyne.CanvasObject{bg, label}
	h.layer.Refresh()
}

// hide takes the hint away.
func (h *hintLayer) hide() {
	if len(h.layer.Objects) > 0 {
		h.layer.Objects = nil
		h.layer.Refresh()
	}
}

// hintAction is a toolbar button that names what it does when the pointer
// rests on it; Enable, Disable and Disabled are widget.ToolbarAction's.
type hintAction struct {
	btn *hintButton
}

func newHintAction(u *UI, icon fyne.Resource, hint string, do func()) *hintAction {
	b := &hintButton{u: u, hint: hint}
	b.Icon = icon
	b.OnTapped = do
	b.Importance = widget.LowImportance
	b.ExtendBaseWidget(b)
	return &hintAction{btn: b}
}

// ToolbarObject implements widget.ToolbarItem.
func (a *hintAction) ToolbarObject() fyne.CanvasObject { return a.btn }

// Enable lets the button be pressed.
func (a *hintAction) Enable() { a.btn.Enable() }

// Disable greys the button out.
func (a *hintAction) Disable() { a.btn.Disable() }

// Disabled reports whether the button is greyed out.
func (a *hintAction) Disabled() bool { return a.btn.Disabled() }

// hintButton is the button of a hintAction.
type hintButton struct {
	widget.Button
	u     *UI
	hint  string
	timer *time.Timer
}

// MouseIn implements desktop.Hoverable: the hint shows after hintDelay.
func (b *hintButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	b.stopTimer()
	b.timer = time.AfterFunc(hintDelay, func() { b.u.do(b.showHint) })
}

// MouseOut implements desktop.Hoverable.
func (b *hintButton) MouseOut() {
	b.Button.MouseOut()
	b.stopTimer()
	b.u.hints.hide()
}

// Tapped implements fyne.Tappable: the hint goes as the action runs.
func (b *hintButton) Tapped(e *fyne.PointEvent) {
	b.stopTimer()
	b.u.hints.hide()
	b.Button.Tapped(e)
}

func (b *hintButton) stopTimer() {
	if b.timer != nil {
		b.timer.Stop()
		b.timer = nil
	}
}

func (b *hintButton) showHint() {
	if b.timer == nil {
		return // the pointer left
	}
	b.timer = nil
	b.sayHint()
}

// sayHint shows the button's hint now, unless the button is not on
// screen (the toolbar in focus mode).
func (b *hintButton) sayHint() {
	if fyne.CurrentApp().Driver().CanvasForObject(b) == nil {
		return
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	b.u.hints.show(b.hint, pos, b.Size().Height)
}

// hintLabel is a one-line label cut with "…" (fitLabel) that shows its
// whole text as a hint while the pointer rests on it, when it is cut.
type hintLabel struct {
	fitLabel
	u     *UI
	timer *time.Timer
}

func newHintLabel(u *UI) *hintLabel {
	l := &hintLabel{u: u}
	l.init()
	l.ExtendBaseWidget(l)
	return l
}

// CreateRenderer implements fyne.Widget: fitLabel's, for this widget.
func (l *hintLabel) CreateRenderer() fyne.WidgetRenderer {
	l.ExtendBaseWidget(l)
	return l.renderer()
}

// cut reports whether the label shows less than its text.
func (l *hintLabel) cut() bool { return l.Text != l.full }

// MouseIn implements desktop.Hoverable: the whole text shows after
// hintDelay, if the label cut it.
func (l *hintLabel) MouseIn(*desktop.MouseEvent) {
	l.stopTimer()
	l.timer = time.AfterFunc(hintDelay, func() {
		l.u.do(func() {
			if l.timer == nil || !l.cut() || fyne.CurrentApp().Driver().CanvasForObject(l) == nil {
				return
			}
			l.timer = nil
			l.u.hints.show(l.full, fyne.CurrentApp().Driver().AbsolutePositionForObject(l), l.Size().Height)
		})
	})
}

// MouseMoved implements desktop.Hoverable.
func (l *hintLabel) MouseMoved(*desktop.MouseEvent) {}

// MouseOut implements desktop.Hoverable.
func (l *hintLabel) MouseOut() {
	l.stopTimer()
	l.u.hints.hide()
}

func (l *hintLabel) stopTimer() {
	if l.timer != nil {
		l.timer.Stop()
		l.timer = nil
	}
}
